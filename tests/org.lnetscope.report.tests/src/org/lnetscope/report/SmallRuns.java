package org.lnetscope.report;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.lnetscope.sim.RunSummary;
import org.lnetscope.sim.scenario.Scenario;

/**
 * Two small runs of examples/scenarios/router-oom-small.yaml, made by the simulator in the test (so no
 * trace is shipped for them): the baseline, and the same with what_if.release_parked_rx_on_close.
 * The router gets 1390 MiB instead of 1500 MiB (110 MiB less room above its base memory and buffer
 * pools, which hold 256 large buffers at least: LNET_NRB_LARGE_MIN), so the baseline runs out of
 * memory at about 217 s with a dozen pinned conns, and the fixed run is cut at 300 s: a few seconds each.
 */
final class SmallRuns {

    static final Path EXAMPLES = Path.of("..", "..", "examples").toAbsolutePath().normalize();
    static final Path SCENARIO = EXAMPLES.resolve("scenarios/router-oom-small.yaml");
    static final String SMALLER_ROUTER = "groups.1.ram=1390MiB";
    static final String FIX = "what_if.release_parked_rx_on_close=true";

    /** One run: its trace and what the simulator itself counted (independent of the trace). */
    record Made(Path trace, RunSummary summary) {
        RunSummary.RouterFigures router() {
            return summary.routers().get(0);
        }
    }

    private SmallRuns() {
    }

    static Made baseline(Path dir) throws Exception {
        return make(dir.resolve("baseline.lnettrace"), -1, SMALLER_ROUTER);
    }

    static Made fixed(Path dir) throws Exception {
        return make(dir.resolve("release-parked-rx.lnettrace"), 300_000_000_000L, SMALLER_ROUTER, FIX);
    }

    private static Made[] shared;

    /**
     * The baseline and the fixed run, made once for every test class that only reads them (under
     * target/small-runs, which the build cleans), instead of once per class.
     */
    static synchronized Made[] shared() {
        if (shared == null) {
            try {
                Path dir = java.nio.file.Files.createDirectories(Path.of("target", "small-runs").toAbsolutePath());
                shared = new Made[] {baseline(dir), fixed(dir)};
            } catch (Exception e) {
                throw new IllegalStateException("could not make the small runs: " + e, e);
            }
        }
        return shared;
    }

    static Made make(Path out, long untilNs, String... sets) throws Exception {
        Scenario scenario = WhatIfRun.scenario(SCENARIO, new ArrayList<>(List.of(sets)));
        WhatIfRun.Result result = WhatIfRun.run(scenario, untilNs, out, null, () -> false);
        return new Made(result.trace(), result.summary());
    }
}
