package org.lnetscope.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.lnetscope.model.Node;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.trace.SimulationRecorder;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.trace.TraceReader;

/**
 * What a simulated trace says about its run beside the kernel objects: the release in its header
 * ({@code lnetscope trace info}), and each node's clock at every position, which why-alive reads as
 * the node's "now" for its last-alive times.
 */
class TraceHeaderAndClocksTest {

    @TempDir
    Path dir;

    /** The model's layout has only 2.12 and master; the header names the release the run followed. */
    @ParameterizedTest
    @ValueSource(strings = {"2.12", "2.15", "2.16", "master"})
    void theHeaderNamesTheReleaseTheRunUsed(String release) throws Exception {
        Path file = dir.resolve("r.lnettrace");
        Scenario scenario = Scenarios.small("lustre=" + release);
        Simulation sim = Simulation.of(scenario);
        try (SimulationRecorder recorder = SimulationRecorder.start(sim.world(), scenario, file)) {
            sim.run(5 * Time.SECOND, false, null);
            recorder.finish();
        }
        try (TraceReader reader = TraceReader.open(file)) {
            assertEquals(release, reader.header().lustreLayout());
        }
    }

    /**
     * Before, the clocks were written only by the trace's last event, so a cursor anywhere before
     * the end read t=0's clocks (why-alive --at T measured ages from the boot). Now a node's clock is
     * written with its events and every node's at least every CLOCKS_EVERY_NS.
     */
    @Test
    void eachNodesClockFollowsTheCursorNotOnlyTheEnd() throws Exception {
        Path file = dir.resolve("clocks.lnettrace");
        Scenario scenario = Scenarios.small();
        Simulation sim = Simulation.of(scenario);
        List<Long> probes = new ArrayList<>();
        try (SimulationRecorder recorder = SimulationRecorder.start(sim.world(), scenario, file)) {
            long[] next = {50 * Time.SECOND};
            sim.setAfterEvent(() -> {
                if (sim.world().now() >= next[0]) {
                    next[0] += 50 * Time.SECOND;
                    probes.add(recorder.writer().eventCount());
                }
            });
            sim.run(4 * 60 * Time.SECOND, false, null);
            recorder.finish();
        }
        assertTrue(probes.size() >= 4, "probes: " + probes.size());
        Map<String, SimNode> simulated = new HashMap<>();
        for (SimNode node : sim.world().nodes) {
            simulated.put(node.hostname, node); // no reboot here: each node's boot time is its own throughout
        }
        long lag = SimulationRecorder.CLOCKS_EVERY_NS / Time.SECOND;
        try (TraceReader reader = TraceReader.open(file)) {
            ReplayCursor cursor = new ReplayCursor(reader);
            EmfSync emf = new EmfSync(cursor.state());
            for (long probe : probes) {
                cursor.seekToEvent(probe);
                emf.sync();
                int exact = 0;
                for (Node node : emf.fabric().getNodes()) {
                    // the clock at the time of the cursor's event (ktime_get_seconds then)
                    long expected = simulated.get(node.getHostname()).clockSeconds(cursor.timeNs());
                    long replayed = node.getClockSeconds();
                    assertTrue(replayed <= expected && replayed >= expected - lag, node.getHostname() + " after event "
                            + probe + ": clock " + replayed + " s in the trace, " + expected + " s simulated");
                    exact += replayed == expected ? 1 : 0;
                }
                // the nodes with traffic (most of them) had an event within the last second
                assertTrue(exact * 2 > emf.fabric().getNodes().size(), exact + " exact clocks after event " + probe);
            }
        }
    }
}
