package org.lnetscope.app;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IWorkbenchWindow;

/** File > Open...: asks for a fabric file and hands it to the views. */
final class OpenFileAction extends Action {

    static final String[] EXTENSIONS = {"*.lnetmodel;*.lnetmodelb", "*.*"};
    static final String[] EXTENSION_NAMES = {"LNet fabric (*.lnetmodel, *.lnetmodelb)", "All files"};

    private final IWorkbenchWindow window;

    OpenFileAction(IWorkbenchWindow window) {
        super("&Open...");
        this.window = window;
        setId("org.lnetscope.app.open");
        setAccelerator(SWT.MOD1 | 'O');
    }

    @Override
    public void run() {
        FileDialog dialog = new FileDialog(window.getShell(), SWT.OPEN);
        dialog.setText("Open Fabric");
        dialog.setFilterExtensions(EXTENSIONS);
        dialog.setFilterNames(EXTENSION_NAMES);
        String path = dialog.open();
        if (path != null) {
            MessageDialog.openInformation(window.getShell(), "Open Fabric",
                    "Opening " + path + " needs the fabric model, which this build does not include yet.");
        }
    }
}
