package org.lnetscope.report;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.lnetscope.sim.RunSummary;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.scenario.ScenarioException;
import org.lnetscope.sim.scenario.ScenarioLoader;
import org.lnetscope.sim.trace.SimulationRecorder;

/**
 * One what-if run, recorded as a trace: the scenario with {@code --set k=v} overrides (the what-if
 * switches and tunables of docs/what-if.md, the fault variant), as {@code lnetscope simulate -o
 * OUT.lnettrace} runs it, through the simulator's public API. For the window's Run What-If dialog
 * (a cancellable Job) and for tests. A cancelled or failed run leaves no file (the recorder writes
 * a random hidden .OUT.*.tmp beside it and moves it into place only when finished).
 */
public final class WhatIfRun {

    /** How far the run is, in simulated ns of {@code endNs}, about once a second. */
    public interface Progress {
        void at(long simulatedNs, long endNs);
    }

    /** What the run did, and the trace it wrote (null when it was cancelled). */
    public record Result(RunSummary summary, Path trace) {
    }

    private WhatIfRun() {
    }

    /** The scenario with {@code sets} applied: its problems, each with its line, in the exception. */
    public static Scenario scenario(Path file, List<String> sets) throws IOException, ScenarioException {
        return ScenarioLoader.load(file, sets);
    }

    /**
     * Runs {@code scenario} to {@code untilNs} (or its duration when negative; to its first OOM when the
     * scenario says until_oom) into {@code out}.
     */
    public static Result run(Scenario scenario, long untilNs, Path out, Progress progress, BooleanSupplier cancelled)
            throws IOException {
        long end = untilNs >= 0 ? untilNs : scenario.durationNs();
        Simulation sim = Simulation.of(scenario);
        try (SimulationRecorder recorder = SimulationRecorder.start(sim.world(), scenario, out)) {
            // the simulator asks its progress about once a second of wall time; a cancel stops it there
            RunSummary summary = sim.run(end, scenario.untilOom(), (now, events, world) -> {
                if (cancelled.getAsBoolean()) {
                    sim.requestStop();
                }
                if (progress != null) {
                    progress.at(now, end);
                }
            });
            if (summary.stopReason().equals(Simulation.STOPPED)) {
                return new Result(summary, null); // close() without finish() deletes the partial trace
            }
            recorder.finish();
            return new Result(summary, out);
        }
    }
}
