package org.lnetscope.ui.welcome;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.ui.IWorkbenchWindow;
import org.lnetscope.ui.OpenFabric;
import org.lnetscope.ui.welcome.Examples.Example;

/** File > Open Example and Help > Open Example: the welcome page's examples, from any state. */
public final class OpenExampleMenu {

    public static final String LABEL = "Open E&xample";

    private OpenExampleMenu() {
    }

    public static MenuManager create(IWorkbenchWindow window, String id) {
        MenuManager menu = new MenuManager(LABEL, id);
        for (Example example : Examples.ALL) {
            Action action = new Action(example.title()) {
                @Override
                public void run() {
                    open(window, example);
                }
            };
            action.setToolTipText(example.description());
            action.setEnabled(Examples.path(example).isPresent());
            menu.add(action);
        }
        return menu;
    }

    public static void open(IWorkbenchWindow window, Example example) {
        Examples.path(example).ifPresent(path -> OpenFabric.open(path, window.getShell()));
    }
}
