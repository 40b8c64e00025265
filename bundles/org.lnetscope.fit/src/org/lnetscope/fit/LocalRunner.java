package org.lnetscope.fit;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;

/** Evaluations on {@code jobs} threads of this JVM (one simulation per thread; default one per core). */
public final class LocalRunner implements EvalRunner {

    private final Evaluator evaluator;
    private final ExecutorService pool;

    public LocalRunner(Evaluator evaluator, int jobs) {
        this.evaluator = evaluator;
        this.pool = Executors.newFixedThreadPool(Math.max(1, jobs), r -> {
            Thread t = new Thread(r, "fit evaluation");
            t.setDaemon(true);
            return t;
        });
    }

    @Override
    public CompletableFuture<EvalResult> submit(Evaluation eval) {
        try {
            return CompletableFuture.supplyAsync(() -> evaluator.run(eval), pool);
        } catch (RejectedExecutionException e) {
            return CompletableFuture.completedFuture(EvalResult.failed(eval, "stopped"));
        }
    }

    @Override
    public void stop() {
        evaluator.stopAll();
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
