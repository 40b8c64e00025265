package org.lnetscope.app;

import java.nio.file.Path;

import org.eclipse.jface.action.Action;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.FileDialog;
import org.eclipse.ui.IWorkbenchWindow;
import org.lnetscope.ui.OpenFabric;

/** File > Open...: asks for a fabric file and hands it to the views. */
final class OpenFileAction extends Action {

    /**
     * The first filter is the default: every kind of file File > Open reads, crash(8) extracts included
     * (they have no extension of their own, so an engineer who saved one as .log did not see it before).
     */
    static final String[] EXTENSIONS = {"*.lnetmodel;*.lnetmodelb;*.lnettrace;*.log;*.txt;*.crash;*.gz",
            "*.lnetmodel;*.lnetmodelb;*.lnettrace", "*.log;*.txt;*.crash;*.gz", "*.*"};
    static final String[] EXTENSION_NAMES = {"Everything LNet Scope opens (fabrics, traces, crash extracts)",
            "LNet fabric or trace (*.lnetmodel, *.lnetmodelb, *.lnettrace)",
            "crash(8) session extract (*.log, *.txt, *.crash, *.gz)", "All files"};

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
            OpenFabric.open(Path.of(path), window.getShell());
        }
    }
}
