package org.lnetscope.app;

import java.util.List;
import java.util.Map;

import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.action.Separator;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchCommandConstants;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.actions.ActionFactory;
import org.eclipse.ui.menus.CommandContributionItem;
import org.eclipse.ui.menus.CommandContributionItemParameter;
import org.eclipse.ui.views.IViewDescriptor;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.live.OomProjectionView;
import org.lnetscope.ui.views.BookmarksView;
import org.lnetscope.ui.views.CompareView;
import org.lnetscope.ui.views.EventsView;
import org.lnetscope.ui.views.WhatIfTableView;
import org.lnetscope.ui.fit.FitView;

/**
 * Window > Show View (every view of the perspective, with its key binding) and Window > Reset
 * Perspective, so a closed view (Explain with its Tour, say) can always be brought back.
 */
final class WindowMenu {

    /** The order of the Show View submenu: top to bottom of the perspective, then the side. */
    static final List<String> VIEWS = List.of(LnetScopeUi.FABRIC_VIEW_ID, LnetScopeUi.NODES_VIEW_ID,
            LnetScopeUi.MODEL_VIEW_ID, LnetScopeUi.ROUTER_INTERNALS_VIEW_ID, LnetScopeUi.EXPLAIN_VIEW_ID,
            IPageLayout.ID_PROP_SHEET, LnetScopeUi.TIMELINE_VIEW_ID, LnetScopeUi.PROBLEMS_VIEW_ID,
            CompareView.ID, WhatIfTableView.ID, FitView.ID, EventsView.ID, BookmarksView.ID,
            OomProjectionView.ID, IPageLayout.ID_PROGRESS_VIEW);

    static final String SHOW_VIEW_MENU_ID = "org.lnetscope.app.showView";

    private WindowMenu() {
    }

    static MenuManager create(IWorkbenchWindow window) {
        MenuManager menu = new MenuManager("&Window", "org.lnetscope.app.window");
        MenuManager show = new MenuManager("Show &View", SHOW_VIEW_MENU_ID);
        for (String id : VIEWS) {
            IViewDescriptor view = window.getWorkbench().getViewRegistry().find(id);
            if (view == null) {
                continue;
            }
            // The workbench's own Show View command: its key bindings (plugin.xml of the views'
            // bundle) are shown beside the label by the menu itself.
            CommandContributionItemParameter item = new CommandContributionItemParameter(window,
                    "org.lnetscope.app.showView." + id, IWorkbenchCommandConstants.VIEWS_SHOW_VIEW,
                    CommandContributionItem.STYLE_PUSH);
            item.label = view.getLabel();
            item.parameters = Map.of(IWorkbenchCommandConstants.VIEWS_SHOW_VIEW_PARM_ID, id);
            show.add(new CommandContributionItem(item));
        }
        menu.add(show);
        menu.add(new Separator());
        menu.add(ActionFactory.RESET_PERSPECTIVE.create(window));
        return menu;
    }
}
