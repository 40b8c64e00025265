package org.lnetscope.fit;

import java.util.concurrent.CompletableFuture;

/**
 * Where evaluations run: in this JVM on a bounded pool ({@link LocalRunner}) or as Slurm job arrays
 * ({@link SlurmRunner}). The fit's result does not depend on which: each evaluation is a
 * deterministic function of its {@link Evaluation}.
 */
public interface EvalRunner extends AutoCloseable {

    CompletableFuture<EvalResult> submit(Evaluation eval);

    /** Ctrl+C: stop what runs, complete what is pending as stopped. */
    void stop();

    @Override
    void close();
}
