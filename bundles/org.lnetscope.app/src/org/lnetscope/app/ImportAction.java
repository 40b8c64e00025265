package org.lnetscope.app;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.window.Window;
import org.eclipse.ui.IWorkbenchWindow;
import org.lnetscope.ui.imports.ImportDialog;
import org.lnetscope.ui.imports.ImportJob;

/** File > Import...: LNet files of several nodes, a folder of them, or pasted output, as {@code lnetscope import}. */
final class ImportAction extends Action {

    private final IWorkbenchWindow window;

    ImportAction(IWorkbenchWindow window) {
        super("&Import LNet Files...");
        this.window = window;
        setToolTipText("Build a fabric from debugfs, lctl and lnetctl output (files, a folder, or pasted text)");
    }

    @Override
    public void run() {
        ImportDialog dialog = new ImportDialog(window.getShell());
        if (dialog.open() == Window.OK) {
            ImportJob.show(dialog.result(), window.getShell());
        }
    }
}
