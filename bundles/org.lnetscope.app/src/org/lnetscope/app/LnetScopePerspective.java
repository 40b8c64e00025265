package org.lnetscope.app;

import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.lnetscope.ui.LnetScopeUi;

/** The LNet Scope perspective: the fabric fills the window, no editor area. */
public class LnetScopePerspective implements IPerspectiveFactory {

    public static final String ID = "org.lnetscope.app.perspective";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        layout.setEditorAreaVisible(false);
        layout.addView(LnetScopeUi.FABRIC_VIEW_ID, IPageLayout.LEFT, 1.0f, layout.getEditorArea());
        layout.getViewLayout(LnetScopeUi.FABRIC_VIEW_ID).setCloseable(false);
    }
}
