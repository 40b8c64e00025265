package org.lnetscope.app;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.fit.FitView;
import org.lnetscope.ui.views.BookmarksView;

/** The LNet Scope perspective: the fabric graph on top, the focused router below, no editor area. */
public class LnetScopePerspective implements IPerspectiveFactory {

    public static final String ID = "org.lnetscope.app.perspective";

    @Override
    public void createInitialLayout(IPageLayout layout) {
        layout.setEditorAreaVisible(false);
        String editor = layout.getEditorArea();
        // The replay controls and the trace over time, full width along the bottom.
        IFolderLayout bottom = layout.createFolder("org.lnetscope.app.bottom", IPageLayout.BOTTOM, 0.66f, editor);
        bottom.addView(LnetScopeUi.TIMELINE_VIEW_ID);
        bottom.addView(LnetScopeUi.PROBLEMS_VIEW_ID);
        bottom.addPlaceholder(FitView.ID); // a wide table: it opens here when a fit ends
        bottom.addView(org.lnetscope.ui.views.EventsView.ID);
        // The fabric graph on top (the node table behind it), the focused router's insides below.
        IFolderLayout top = layout.createFolder("org.lnetscope.app.top", IPageLayout.TOP, 0.5f, editor);
        top.addView(LnetScopeUi.FABRIC_VIEW_ID);
        top.addView(LnetScopeUi.NODES_VIEW_ID);
        top.addView(LnetScopeUi.MODEL_VIEW_ID);
        layout.addView(LnetScopeUi.ROUTER_INTERNALS_VIEW_ID, IPageLayout.BOTTOM, 0.48f, "org.lnetscope.app.top");
        // What the current event did; what was clicked, field by field as crash would print it.
        IFolderLayout right = layout.createFolder("org.lnetscope.app.right", IPageLayout.RIGHT, 0.70f,
                LnetScopeUi.ROUTER_INTERNALS_VIEW_ID);
        right.addView(LnetScopeUi.EXPLAIN_VIEW_ID);
        right.addView(IPageLayout.ID_PROP_SHEET);
        // beside Explain, not behind the Timeline: a bookmark's flag and its note are seen together
        right.addView(BookmarksView.ID);
        layout.getViewLayout(LnetScopeUi.FABRIC_VIEW_ID).setCloseable(false);
        // Window > Show View lists these (and the workbench's Show View dialog shows them first).
        WindowMenu.VIEWS.forEach(layout::addShowViewShortcut);
    }
}
