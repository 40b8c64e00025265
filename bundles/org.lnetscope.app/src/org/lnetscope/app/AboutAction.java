package org.lnetscope.app;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.lnetscope.core.ProductInfo;

/** Help > About LNet Scope, with the exact build version so bug reports can name it. */
final class AboutAction extends Action {

    private final IWorkbenchWindow window;

    AboutAction(IWorkbenchWindow window) {
        super("&About " + ProductInfo.NAME);
        this.window = window;
        setId("org.lnetscope.app.about");
    }

    static String aboutText() {
        ProductInfo info = ProductInfo.current();
        return ProductInfo.NAME + " " + info.version() + "\n\n"
                + "See what LNet routers, credits, queues and o2iblnd connections are doing.\n\n"
                + "Java " + Runtime.version() + " (" + System.getProperty("java.vendor") + ")";
    }

    @Override
    public void run() {
        MessageDialog.openInformation(window.getShell(), "About " + ProductInfo.NAME, aboutText());
    }
}
