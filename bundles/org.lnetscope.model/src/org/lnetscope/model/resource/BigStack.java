package org.lnetscope.model.resource;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.atomic.AtomicReference;

/** Runs a recursive I/O task on a thread with a large stack and waits for it. */
final class BigStack {

    interface Task {
        void run() throws IOException;
    }

    private BigStack() {
    }

    static void run(String name, Task task) throws IOException {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread worker = new Thread(null, () -> {
            try {
                task.run();
            } catch (Throwable t) {
                failure.set(t);
            }
        }, name, LnetBinaryResource.STACK_BYTES);
        worker.setContextClassLoader(Thread.currentThread().getContextClassLoader());
        worker.start();
        try {
            worker.join();
        } catch (InterruptedException e) {
            // The resource is half-written or half-read either way: let the worker finish first.
            joinUninterruptibly(worker);
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while " + name);
        }
        Throwable thrown = failure.get();
        if (thrown instanceof IOException e) {
            throw e;
        }
        if (thrown instanceof RuntimeException e) {
            throw e;
        }
        if (thrown instanceof Error e) {
            throw e;
        }
    }

    private static void joinUninterruptibly(Thread worker) {
        while (worker.isAlive()) {
            try {
                worker.join();
            } catch (InterruptedException ignored) {
                // keep waiting; the interrupt is restored by the caller
            }
        }
    }
}
