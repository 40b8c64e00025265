package org.lnetscope.ui;

/** Identifiers other bundles (the application, tests) refer to. */
public final class LnetScopeUi {
    public static final String PLUGIN_ID = "org.lnetscope.ui";
    public static final String FABRIC_VIEW_ID = "org.lnetscope.ui.views.fabric";
    public static final String NODES_VIEW_ID = "org.lnetscope.ui.views.nodes";
    public static final String MODEL_VIEW_ID = "org.lnetscope.ui.views.model";
    public static final String PROBLEMS_VIEW_ID = "org.lnetscope.ui.views.problems";
    public static final String TIMELINE_VIEW_ID = "org.lnetscope.ui.views.timeline";
    public static final String EXPLAIN_VIEW_ID = "org.lnetscope.ui.views.explain";
    public static final String ROUTER_INTERNALS_VIEW_ID = "org.lnetscope.ui.views.routerInternals";

    private LnetScopeUi() {
    }
}
