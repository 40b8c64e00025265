package org.lnetscope.ui;

import org.eclipse.swt.widgets.Display;
import org.lnetscope.replay.Player;
import org.lnetscope.session.FrameScheduler;

/**
 * Runs sessions' frames on the SWT UI thread (Display.timerExec), so a replay tick or a live frame
 * never races the views that draw it.
 */
public final class SwtScheduler implements FrameScheduler, Player.Scheduler {

    private final Display display;

    public SwtScheduler(Display display) {
        this.display = display;
    }

    @Override
    public void later(long delayMillis, Runnable task) {
        if (display.isDisposed()) {
            return;
        }
        // timerExec must be called on the UI thread; asyncExec gets there from any thread.
        display.asyncExec(() -> display.timerExec((int) Math.max(1, delayMillis), task));
    }

    /** Player's ticks come on the UI thread already. */
    @Override
    public void schedule(Runnable tick, long delayNanos) {
        if (!display.isDisposed()) {
            display.timerExec((int) Math.max(1, delayNanos / 1_000_000), tick);
        }
    }

    @Override
    public boolean isDisposed() {
        return display.isDisposed();
    }
}
