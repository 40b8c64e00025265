package org.lnetscope.ui;

import java.lang.reflect.InvocationTargetException;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.dialogs.ProgressMonitorDialog;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Shell;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.session.replay.ReplaySession;

/**
 * The window's {@link ReplaySession.Mover}: a long seek or search runs on a worker thread under
 * JFace's progress dialog, which says which event it has reached and whose Cancel stops the cursor
 * where it is; the UI thread keeps painting meanwhile, and the frame that shows the result runs on
 * it afterwards. A jump to the full seed's OOM applies millions of events (docs/benchmarks.md,
 * "The window at the full seed's OOM"), which used to freeze the window. A dialog rather than a
 * background Job: this window has no progress area in its status line, and the workbench's job
 * dialog did not show in a screenshot of the move.
 */
public final class MoveJobs implements ReplaySession.Mover {

    /** Progress ticks in the monitor: the cost in events is a long, a monitor counts ints. */
    private static final int TICKS = 1000;

    private final Display display;

    public MoveJobs(Display display) {
        this.display = display;
    }

    @Override
    public void run(String title, long cost, Consumer<ReplayCursor.Progress> work, Runnable done) {
        Shell shell = display.getActiveShell();
        try {
            new ProgressMonitorDialog(shell).run(true, true, (IProgressMonitor monitor) -> {
                monitor.beginTask(title, TICKS);
                long[] start = {-1};
                int[] ticked = {0};
                work.accept(position -> {
                    if (start[0] < 0) {
                        start[0] = position;
                    }
                    int tick = (int) Math.min(TICKS, Math.abs(position - start[0]) * TICKS / Math.max(1, cost));
                    if (tick > ticked[0]) {
                        monitor.worked(tick - ticked[0]);
                        ticked[0] = tick;
                        monitor.subTask(String.format("at event #%,d", position));
                    }
                    return monitor.isCanceled();
                });
                monitor.done();
            });
        } catch (InvocationTargetException e) {
            // a damaged chunk met on the way: the cursor stays where it stopped, and the user is told
            Throwable cause = e.getCause() == null ? e : e.getCause();
            MessageDialog.openError(shell, title, cause.getMessage() == null ? cause.toString() : cause.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            done.run(); // in every case: the session is "moving" until it runs
        }
    }
}
