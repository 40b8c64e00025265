package org.lnetscope.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.trace.SimulationRecorder;

/** examples/traces/router-oom-small.lnettrace is exactly what its scenario gives today. */
class ExampleTraceTest {

    @TempDir
    Path dir;

    @Test
    void theShippedExampleTraceIsUpToDate() throws Exception {
        Scenario scenario = Scenarios.load("router-oom-small.yaml");
        Path made = dir.resolve("router-oom-small.lnettrace");
        Simulation sim = Simulation.of(scenario);
        try (SimulationRecorder recorder = SimulationRecorder.start(sim.world(), scenario, made)) {
            RunSummary summary = sim.run(scenario.durationNs(), scenario.untilOom(), null);
            recorder.finish();
            assertTrue(summary.oomAtNs() > 0, "the router runs out of memory");
        }
        assertTrue(Files.size(made) < 2_000_000, "small enough to ship: " + Files.size(made));
        Path shipped = Scenarios.example("router-oom-small.yaml").getParent().resolveSibling("traces")
                .resolve("router-oom-small.lnettrace");
        assertEquals(-1L, Files.mismatch(made, shipped), "examples/traces/router-oom-small.lnettrace is stale: "
                + "lnetscope simulate examples/scenarios/router-oom-small.yaml -o examples/traces/router-oom-small.lnettrace");
    }
}
