package org.lnetscope.ui;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.resource.LnetResources;

/**
 * Opens a fabric file in a background job (a million-object model takes seconds) and hands it to
 * the {@link FabricDocument} on the UI thread. A bad file is reported in a dialog naming the file,
 * line and column; whatever was open stays open.
 */
public final class OpenFabric {

    private OpenFabric() {
    }

    public static Job open(Path file, Shell shell) {
        Display display = shell.getDisplay();
        Job job = Job.create("Opening " + file.getFileName(), (IProgressMonitor monitor) -> {
            if (!Files.isRegularFile(file)) {
                fail(display, shell, "No such file: " + file);
                return Status.OK_STATUS;
            }
            try {
                Fabric fabric = LnetResources.load(file);
                display.asyncExec(() -> FabricDocument.get().open(fabric, file));
                return Status.OK_STATUS;
            } catch (Exception e) {
                // The loader's message already names the file and the position; say it as it is.
                fail(display, shell, e.getMessage() == null ? e.toString() : e.getMessage());
                return new Status(IStatus.WARNING, LnetScopeUi.PLUGIN_ID, "Could not open " + file, e);
            }
        });
        job.setUser(true);
        job.schedule();
        return job;
    }

    private static void fail(Display display, Shell shell, String message) {
        display.asyncExec(() -> {
            if (!shell.isDisposed()) {
                MessageDialog.openError(shell, "Open Fabric", message);
            }
        });
    }
}
