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
import org.lnetscope.model.resource.FileKind;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.session.Session;
import org.lnetscope.session.Sessions;
import org.lnetscope.session.replay.ReplaySession;

/**
 * Opens a fabric file (.lnetmodel, .lnetmodelb, a .lnettrace to replay, or a crash(8) session
 * extract: {@link Sessions#open}) in a background job (a million-object model takes seconds) and
 * hands it to the window's document on the UI thread; meanwhile the document says what is loading
 * and how far ({@link FabricDocument#loading}), which the views show as "Loading FILE (n %)". A bad file is reported in a dialog naming the file,
 * line and column; whatever was open stays open.
 */
public final class OpenFabric {

    private OpenFabric() {
    }

    /**
     * What the window's model of a trace holds. Its views read lnet_msg and kib_rx through the
     * replay state (ReplaySession.query(), unmirrored()), so it leaves them out: at the full seed's
     * OOM they are 4.5 M of 4.6 M objects (docs/architecture.md, "Where EMF is used and where the
     * state query is").
     */
    public static final ReplaySession.Mirror WINDOW_MIRROR = ReplaySession.Mirror.WITHOUT_MESSAGES_AND_RXS;

    public static Job open(Path file, Shell shell) {
        Display display = shell.getDisplay();
        FabricDocument document = WindowDocument.get();
        Job job = Job.create("Opening " + file.getFileName(), (IProgressMonitor monitor) -> {
            monitor.beginTask("Loading " + file.getFileName(), 100);
            document.setLoading(new FabricDocument.Loading(file, FileKind.of(file) == FileKind.MODEL ? 0 : -1));
            int[] worked = {0};
            try {
                Session session = Sessions.open(file, fraction -> {
                    int percent = (int) Math.round(fraction * 100);
                    if (percent > worked[0]) {
                        monitor.worked(percent - worked[0]);
                        worked[0] = percent;
                        document.setLoading(new FabricDocument.Loading(file, fraction));
                    }
                    // EMF's loaders cannot be stopped halfway: Cancel drops the result instead
                }, WINDOW_MIRROR);
                if (monitor.isCanceled()) {
                    session.close();
                    document.setLoading(null);
                    return Status.CANCEL_STATUS;
                }
                display.asyncExec(() -> {
                    if (session instanceof ReplaySession replay) {
                        replay.attach(new SwtScheduler(display));
                        replay.setMover(new MoveJobs(display));
                    }
                    WindowDocument.get().open(session);
                    if (session instanceof ReplaySession replay && !replay.warnings().isEmpty()) {
                        MessageDialog.openWarning(shell, "Open Trace", String.join("\n", replay.warnings()));
                    }
                });
                return Status.OK_STATUS;
            } catch (NoSuchFileException e) {
                document.setLoading(null);
                fail(display, shell, "No such file: " + file);
                return Status.OK_STATUS;
            } catch (Exception e) {
                document.setLoading(null);
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
