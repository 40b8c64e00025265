package org.lnetscope.trace.internal;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;

/**
 * Runs the independent tasks of one load (the parts of a restore point, docs/trace-format.md §6)
 * on the calling thread and the other cores at once. The caller works too, taking the next task
 * until none is left, so a load never waits for a helper thread that is not running: on a busy
 * machine the caller simply does them all. Daemon threads, one fewer than the cores.
 */
public final class Parallel {

    private static final int HELPERS = Math.max(0, Runtime.getRuntime().availableProcessors() - 1);

    private static final ExecutorService POOL = HELPERS == 0 ? null : Executors.newFixedThreadPool(HELPERS, task -> {
        Thread thread = new Thread(task, "lnetscope-load");
        thread.setDaemon(true);
        return thread;
    });

    private Parallel() {
    }

    /**
     * Runs {@code task} for each of 0..n-1 once; returns when all have run. The first failure is
     * rethrown (the tasks not yet started then do not start).
     */
    public static void forEach(int n, IntConsumer task) {
        if (n <= 1 || POOL == null) {
            for (int k = 0; k < n; k++) {
                task.accept(k);
            }
            return;
        }
        AtomicInteger next = new AtomicInteger();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Runnable worker = () -> {
            for (int k; failure.get() == null && (k = next.getAndIncrement()) < n;) {
                try {
                    task.accept(k);
                } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
                }
            }
        };
        int helpers = Math.min(HELPERS, n - 1);
        // each helper is claimed once: by its thread when it starts, or by the caller once it has
        // run out of tasks (then that helper never works); the caller waits only for the ones that
        // started (a Future cannot tell: cancel(false) also succeeds while the task is running)
        AtomicBoolean[] claimed = new AtomicBoolean[helpers];
        CountDownLatch[] done = new CountDownLatch[helpers];
        for (int i = 0; i < helpers; i++) {
            AtomicBoolean claim = claimed[i] = new AtomicBoolean();
            CountDownLatch finished = done[i] = new CountDownLatch(1);
            POOL.execute(() -> {
                if (claim.compareAndSet(false, true)) {
                    try {
                        worker.run();
                    } finally {
                        finished.countDown();
                    }
                }
            });
        }
        worker.run();
        for (int i = 0; i < helpers; i++) {
            if (!claimed[i].compareAndSet(false, true)) {
                awaitQuietly(done[i]);
            }
        }
        Throwable thrown = failure.get();
        if (thrown instanceof RuntimeException e) {
            throw e;
        }
        if (thrown instanceof Error e) {
            throw e;
        }
    }

    private static void awaitQuietly(CountDownLatch finished) {
        boolean interrupted = false;
        while (true) {
            try {
                finished.await();
                break;
            } catch (InterruptedException e) {
                interrupted = true; // the tasks write the caller's state: wait for them to stop
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
