package org.lnetscope.session;

/**
 * How a session hands work to the thread that shows it, without knowing what that thread is: the
 * window passes one backed by SWT's Display (org.lnetscope.ui.SwtScheduler), tests pass one they
 * run by hand.
 */
public interface FrameScheduler {

    /** Runs {@code task} on the showing thread after {@code delayMillis}; callable from any thread. */
    void later(long delayMillis, Runnable task);

    /** True once the showing side has gone (the window closed): nothing more is scheduled. */
    default boolean isDisposed() {
        return false;
    }
}
