package org.lnetscope.ui;

import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.lnetscope.session.Session;
import org.lnetscope.session.Sessions;
import org.lnetscope.session.replay.ReplaySession;

/**
 * Opens a fabric file (.lnetmodel, .lnetmodelb, a .lnettrace to replay, or a crash(8) session
 * extract: {@link Sessions#open}) in a background job (a million-object model takes seconds) and
 * hands it to the window's document on the UI thread. A bad file is reported in a dialog naming the file,
 * line and column; whatever was open stays open.
 */
public final class OpenFabric {

    private OpenFabric() {
    }

    public static Job open(Path file, Shell shell) {
        Display display = shell.getDisplay();
        Job job = Job.create("Opening " + file.getFileName(), (IProgressMonitor monitor) -> {
            try {
                Session session = Sessions.open(file);
                display.asyncExec(() -> {
                    if (session instanceof ReplaySession replay) {
                        replay.attach(new SwtScheduler(display));
                    }
                    WindowDocument.get().open(session);
                    if (session instanceof ReplaySession replay && !replay.warnings().isEmpty()) {
                        MessageDialog.openWarning(shell, "Open Trace", String.join("\n", replay.warnings()));
                    }
                });
                return Status.OK_STATUS;
            } catch (NoSuchFileException e) {
                fail(display, shell, "No such file: " + file);
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
