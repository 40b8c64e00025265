package org.lnetscope.sim.cli;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.lnetscope.sim.Simulation;

/**
 * Ctrl+C (SIGINT), SIGTERM or SIGHUP during a run: the JVM runs this hook, which asks the
 * simulation to stop after its current event and then waits until the command has left its output
 * in order (a valid trace up to there under a name that says so, or nothing) before letting the
 * JVM exit. Without it the JVM died mid-write and left a stray FILE.part.
 */
final class StopOnSignal implements AutoCloseable {

    /** How long the hook lets the command finish its output before the JVM exits anyway. */
    private static final long GRACE_SECONDS = 120;

    private final Simulation sim;
    private final CountDownLatch done = new CountDownLatch(1);
    private final Thread hook;
    private volatile boolean signalled;

    StopOnSignal(Simulation sim) {
        this.sim = sim;
        this.hook = new Thread(this::onSignal, "lnetscope simulate stop");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    private void onSignal() {
        signalled = true;
        sim.requestStop();
        try {
            done.await(GRACE_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Whether a signal asked the run to stop. */
    boolean signalled() {
        return signalled;
    }

    /** The output is in order: a pending signal may now let the JVM exit. */
    @Override
    public void close() {
        done.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // the JVM is already shutting down (a signal came): the hook is running
        }
    }
}
