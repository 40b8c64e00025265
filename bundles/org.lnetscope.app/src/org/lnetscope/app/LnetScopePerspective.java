package org.lnetscope.app;

import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.lnetscope.ui.LnetScopeUi;

/** The LNet Scope perspective: fabric table on top, the focused router below, no editor area. */
public class LnetScopePerspective implements IPerspectiveFactory {

    public static final String ID = "org.lnetscope.app.perspective";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        layout.setEditorAreaVisible(false);
        // The router's insides take most of the window; the node table above picks which router.
        layout.addView(LnetScopeUi.FABRIC_VIEW_ID, IPageLayout.TOP, 0.25f, layout.getEditorArea());
        layout.addView(LnetScopeUi.ROUTER_INTERNALS_VIEW_ID, IPageLayout.BOTTOM, 0.25f, LnetScopeUi.FABRIC_VIEW_ID);
        layout.getViewLayout(LnetScopeUi.FABRIC_VIEW_ID).setCloseable(false);
    }
}
