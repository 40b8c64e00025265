package org.lnetscope.ui;

import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Display;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.session.replay.ReplaySession;

/**
 * The window's {@link ReplaySession.Mover}: a long seek or search runs in an Eclipse Job, with the
 * event it has reached as progress and Cancel stopping it where it is; the frame that shows the
 * result runs back on the UI thread. A jump to the full seed's OOM applies millions of events
 * (docs/benchmarks.md, "The window at the full seed's OOM"), which used to freeze the window.
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
        Job job = Job.create(title, (IProgressMonitor monitor) -> {
            monitor.beginTask(title, TICKS);
            long[] start = {-1};
            int[] ticked = {0};
            try {
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
            } finally {
                // done() runs in every case: the session is "moving" until it does
                if (!display.isDisposed()) {
                    display.asyncExec(done);
                }
                monitor.done();
            }
            return monitor.isCanceled() ? Status.CANCEL_STATUS : Status.OK_STATUS;
        });
        // a user job: after a moment its dialog says where the seek is and offers Cancel
        job.setUser(true);
        job.setPriority(Job.INTERACTIVE);
        job.schedule();
    }
}
