package org.lnetscope.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.Node;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.export.FabricExporter;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.trace.SimulationRecorder;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.TraceReader;

/** The simulator's .lnettrace: replaying it gives back the simulator's own state, byte-stable. */
class TraceOutputTest {

    @TempDir
    Path dir;

    /** Runs the small scenario to a trace; returns the export dump at a few event positions and at the end. */
    private Simulation last;
    private long untold;

    /** Checkpoints the last {@link #record} encoded from the recorder's mirror (0 when the writer made them). */
    private long checkpointsEncoded;

    private Map<Long, String> record(Scenario scenario, Path file, long untilNs) throws Exception {
        Simulation sim = Simulation.of(scenario);
        last = sim;
        Map<Long, String> expected = new LinkedHashMap<>();
        try (SimulationRecorder recorder = SimulationRecorder.start(sim.world(), scenario, file)) {
            long[] next = {30 * Time.SECOND};
            sim.setAfterEvent(() -> {
                if (sim.world().now() >= next[0]) {
                    next[0] += 45 * Time.SECOND;
                    expected.put(recorder.writer().eventCount(),
                            ModelDump.of(FabricExporter.export(sim.world(), scenario), false));
                }
            });
            sim.run(untilNs, false, null);
            recorder.finish();
            checkpointsEncoded = recorder.checkpointsEncoded();
            // only timer steps with no kernel trace point (recovery pings, router checker) go untold
            untold = recorder.untoldSteps();
            assertTrue(untold * 1000 < recorder.writer().eventCount(), untold + " untold steps");
        }
        expected.put(-1L, ModelDump.of(FabricExporter.export(sim.world(), scenario), true));
        return expected;
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "what_if.release_parked_rx_on_close=true", "what_if.eager_recv=true",
            "what_if.routing_disabled_at=150s", "lustre=master;tunables.health_sensitivity=100",
            "lustre=master", "lustre=2.15;tunables.health_sensitivity=100", "lustre=2.16;tunables.health_sensitivity=100",
            "reboot"})
    void replayingTheTraceGivesTheSimulatorsStateAtEveryProbeAndAtTheEnd(String sets) throws Exception {
        Path file = dir.resolve("small.lnettrace");
        String[] overrides = sets.isEmpty() ? new String[0] : sets.split(";");
        Scenario scenario = sets.equals("reboot") ? Scenarios.smallWithReboot() : Scenarios.small(overrides);
        // the recorder trusts the simulator's change counts; here it still compares and fails on a
        // change no count reported
        Map<Long, String> expected;
        SimulationRecorder.checkMarks(true);
        try {
            expected = record(scenario, file, 4 * 60 * Time.SECOND);
        } finally {
            SimulationRecorder.checkMarks(false);
        }
        assertTrue(expected.size() > 4, "probes taken: " + expected.size());
        try (TraceReader reader = TraceReader.open(file)) {
            assertEquals(List.of(), reader.warnings());
            assertTrue(reader.eventCount() > 10_000, "events: " + reader.eventCount());
            ReplayCursor cursor = new ReplayCursor(reader);
            EmfSync emf = new EmfSync(cursor.state());
            for (Map.Entry<Long, String> probe : expected.entrySet()) {
                boolean end = probe.getKey() < 0;
                cursor.seekToEvent(end ? reader.eventCount() : probe.getKey());
                emf.sync();
                Fabric replayed = emf.fabric();
                assertEquals(probe.getValue(), ModelDump.of(replayed, end),
                        end ? "at the end" : "after event " + probe.getKey());
            }
            long[] counts = reader.countsByType();
            for (EventType type : List.of(EventType.MSG_RECEIVED, EventType.MSG_QUEUED_RTRQ, EventType.MSG_QUEUED_TXQ,
                    EventType.TX_TIMED_OUT, EventType.CONN_CREATED, EventType.CONN_DESTROYED, EventType.RX_HELD,
                    EventType.RX_REPOSTED, EventType.MSG_COMPLETED)) {
                assertTrue(counts[type.ordinal()] > 0, type + " never written");
            }
        }
    }

    @Test
    void theReplayedEndStateShowsTheIncidentSignatures() throws Exception {
        Path file = dir.resolve("small.lnettrace");
        record(Scenarios.small(), file, 10 * 60 * Time.SECOND);
        long simPinnedBytes = 0;
        for (var node : last.world().nodes) {
            if (node.isRouter()) {
                simPinnedBytes += last.figures(node).pinnedBytes();
            }
        }
        try (TraceReader reader = TraceReader.open(file)) {
            ReplayCursor cursor = new ReplayCursor(reader);
            EmfSync emf = new EmfSync(cursor.state());
            cursor.seekToEvent(reader.eventCount());
            emf.sync();
            Fabric fabric = emf.fabric();
            int pinned = 0;
            long pinnedBytes = 0;
            for (Node node : fabric.getNodes()) {
                for (KibPeer peer : node.getKibPeers()) {
                    for (KibConn conn : peer.getConns()) {
                        if (conn.getState() == KibConnState.DISCONNECTED && conn.getRefcount() > 0) {
                            pinned++;
                            assertEquals(conn.getNrx(), conn.getRefcount(), "a pinned conn's refs are its held rxs");
                            assertEquals(conn.getRxs().size(), conn.getRefcount(), "each held rx is in the trace");
                            pinnedBytes += conn.memoryBytes();
                        }
                    }
                }
            }
            assertTrue(pinned > 0, "the stuck compute pins conns on the routers");
            assertEquals(simPinnedBytes, pinnedBytes, "QP + CQ + rx pages of the pinned conns");
        }
    }

    /**
     * The recorder writes a node's stats and router pools only when the simulator's change counts
     * moved: a write with no count (here a router's rbp_credits changed behind the simulator's back)
     * would silently miss the trace, and the test mode that still compares must catch it.
     */
    @Test
    void aPoolWriteTheSimulatorDidNotCountFailsTheMarkCheck() throws Exception {
        Scenario scenario = Scenarios.small();
        Simulation sim = Simulation.of(scenario);
        SimNode router = sim.world().nodes.stream().filter(n -> n.rtrPools != null).findFirst().orElseThrow();
        SimulationRecorder.checkMarks(true);
        try (SimulationRecorder recorder = SimulationRecorder.start(sim.world(), scenario, dir.resolve("m.lnettrace"))) {
            boolean[] done = {false};
            sim.setAfterEvent(() -> {
                if (!done[0] && sim.world().now() >= 30 * Time.SECOND) {
                    done[0] = true;
                    router.rtrPools[0][0].minCredits -= 1; // no node.poolChanges++
                    router.stats.errors += 1; // no node.stats.changes++
                }
            });
            IllegalStateException missed = assertThrows(IllegalStateException.class,
                    () -> sim.run(60 * Time.SECOND, false, null));
            assertTrue(missed.getMessage().contains("without the simulator marking it"), missed.getMessage());
        } finally {
            SimulationRecorder.checkMarks(false);
        }
    }

    /**
     * A kib_conn reports each traced field where the kernel code writes it ({@code KibConn.wrote})
     * and the recorder looks at those fields only: a write with no report (here a router conn's
     * credits changed behind the simulator's back) would silently miss the trace, and the test
     * mode that still compares every field must catch it.
     */
    @Test
    void aConnWriteTheSimulatorDidNotReportFailsTheMarkCheck() throws Exception {
        Scenario scenario = Scenarios.small();
        Simulation sim = Simulation.of(scenario);
        SimNode router = sim.world().nodes.stream().filter(n -> n.rtrPools != null).findFirst().orElseThrow();
        SimulationRecorder.checkMarks(true);
        try (SimulationRecorder recorder = SimulationRecorder.start(sim.world(), scenario, dir.resolve("c.lnettrace"))) {
            boolean[] done = {false};
            sim.setAfterEvent(() -> {
                if (!done[0] && sim.world().now() >= 30 * Time.SECOND) {
                    for (var peer : router.kib.peers()) {
                        for (var conn : peer.ibpConns) {
                            if (!done[0] && conn.isEstablished()) {
                                done[0] = true;
                                conn.credits -= 1; // no conn.wrote(KibConn.W_CREDITS)
                                sim.world().touch(conn);
                            }
                        }
                    }
                }
            });
            IllegalStateException missed = assertThrows(IllegalStateException.class,
                    () -> sim.run(60 * Time.SECOND, false, null));
            assertTrue(done[0], "a router conn was found");
            assertTrue(missed.getMessage().contains("without the simulator marking it"), missed.getMessage());
        } finally {
            SimulationRecorder.checkMarks(false);
        }
    }

    /**
     * Peer NIs and kib peers report their traced fields where the kernel code writes them, as conns
     * do ({@code LnetPeerNi.wrote}, {@code KibPeerNi.wrote}): a touched one whose written field was
     * not reported would keep its old value in the trace, and the checked mode must catch it.
     */
    @ParameterizedTest
    @ValueSource(strings = {"peer NI", "kib peer"})
    void aPeerWriteTheSimulatorDidNotReportFailsTheMarkCheck(String which) throws Exception {
        Scenario scenario = Scenarios.small();
        Simulation sim = Simulation.of(scenario);
        SimNode router = sim.world().nodes.stream().filter(n -> n.rtrPools != null).findFirst().orElseThrow();
        SimulationRecorder.checkMarks(true);
        try (SimulationRecorder recorder = SimulationRecorder.start(sim.world(), scenario, dir.resolve("p.lnettrace"))) {
            boolean[] done = {false};
            sim.setAfterEvent(() -> {
                if (done[0] || sim.world().now() < 30 * Time.SECOND) {
                    return;
                }
                if (which.equals("peer NI")) {
                    for (var peer : router.peers.peers()) {
                        for (var lp : peer.peerNis) {
                            if (!done[0] && recorder.idOf(lp) >= 0) {
                                done[0] = true;
                                lp.minRtrCredits -= 1; // no lp.wrote(LnetPeerNi.W_RTR)
                                sim.world().touch(lp);
                            }
                        }
                    }
                } else {
                    for (var kp : router.kib.peers()) {
                        if (!done[0] && recorder.idOf(kp) >= 0) {
                            done[0] = true;
                            kp.races += 1; // no kp.wrote(KibPeerNi.W_CONND)
                            sim.world().touch(kp);
                        }
                    }
                }
            });
            IllegalStateException missed = assertThrows(IllegalStateException.class,
                    () -> sim.run(60 * Time.SECOND, false, null));
            assertTrue(done[0], "a traced " + which + " of the router was found");
            assertTrue(missed.getMessage().contains("without the simulator marking it"), missed.getMessage());
        } finally {
            SimulationRecorder.checkMarks(false);
        }
    }

    /**
     * What Ctrl+C does in {@code lnetscope simulate}: the run stops after an event, the recorder
     * finishes under the stopped name, and that trace replays to the simulator's state there.
     */
    @Test
    void aStoppedRunKeepsAValidTraceOfWhatRanUnderItsOwnName() throws Exception {
        Scenario scenario = Scenarios.small();
        Simulation sim = Simulation.of(scenario);
        Path out = dir.resolve("run.lnettrace");
        Files.writeString(out, "a trace the user had");
        Path stopped = dir.resolve("run.stopped-at-2m.lnettrace");
        RunSummary summary;
        try (SimulationRecorder recorder = SimulationRecorder.start(sim.world(), scenario, out)) {
            sim.setAfterEvent(() -> {
                if (sim.world().now() >= 2 * 60 * Time.SECOND) {
                    sim.requestStop();
                }
            });
            summary = sim.run(10 * 60 * Time.SECOND, true, null);
            recorder.finishAs(stopped);
        }
        assertEquals(Simulation.STOPPED, summary.stopReason());
        assertEquals("a trace the user had", Files.readString(out));
        assertEquals(List.of(out, stopped), listing());
        String expected = ModelDump.of(FabricExporter.export(sim.world(), scenario), true);
        try (TraceReader reader = TraceReader.open(stopped)) {
            assertEquals(List.of(), reader.warnings());
            ReplayCursor cursor = new ReplayCursor(reader);
            EmfSync emf = new EmfSync(cursor.state());
            cursor.seekToEvent(reader.eventCount());
            emf.sync();
            assertEquals(expected, ModelDump.of(emf.fabric(), true));
        }
    }

    @Test
    void aRunThatFailsLeavesNoPartFileAndTheOldOutputAsItWas() throws Exception {
        Scenario scenario = Scenarios.small();
        Simulation sim = Simulation.of(scenario);
        Path out = dir.resolve("run.lnettrace");
        Files.writeString(out, "a trace the user had");
        RuntimeException failure = new RuntimeException("disk full (simulated)");
        RuntimeException thrown = Assertions.assertThrows(RuntimeException.class, () -> {
            try (SimulationRecorder recorder = SimulationRecorder.start(sim.world(), scenario, out)) {
                sim.setAfterEvent(() -> {
                    if (sim.world().now() >= 60 * Time.SECOND) {
                        throw failure;
                    }
                });
                sim.run(10 * 60 * Time.SECOND, true, null);
                recorder.finish();
            }
        });
        assertEquals(failure, thrown);
        assertEquals(List.of(out), listing());
        assertEquals("a trace the user had", Files.readString(out));
    }

    private List<Path> listing() throws IOException {
        try (var files = Files.list(dir)) {
            return files.sorted().toList();
        }
    }

    /**
     * The writer applies the recorder's ops on a thread of its own, and the recorder never reads
     * the writer's state: the trace is the one the checked mode writes (writer on the recorder's
     * thread, every one of the recorder's copies compared with the writer's state), byte for byte,
     * over the variants that reboot a node, release parked rxs and copy eager receives. The
     * threaded mode's writer keeps no state: its checkpoints are encoded from the recorder's mirror
     * and the simulator's messages and rxs, and must be the bytes the checked mode's writer made
     * from its own state.
     */
    @ParameterizedTest
    @ValueSource(strings = {"", "what_if.release_parked_rx_on_close=true", "what_if.eager_recv=true",
            "lustre=master", "reboot"})
    void theWriterThreadWritesWhatTheCheckedModeWrites(String sets) throws Exception {
        String[] overrides = sets.isEmpty() ? new String[0] : sets.split(";");
        Path checked = dir.resolve("checked.lnettrace");
        Path threaded = dir.resolve("threaded.lnettrace");
        SimulationRecorder.checkMarks(true);
        try {
            record(sets.equals("reboot") ? Scenarios.smallWithReboot() : Scenarios.small(overrides), checked,
                    4 * 60 * Time.SECOND);
        } finally {
            SimulationRecorder.checkMarks(false);
        }
        record(sets.equals("reboot") ? Scenarios.smallWithReboot() : Scenarios.small(overrides), threaded,
                4 * 60 * Time.SECOND);
        assertTrue(Files.size(checked) > 100_000, "a trace of some size: " + Files.size(checked));
        assertTrue(checkpointsEncoded >= 3, checkpointsEncoded + " checkpoints encoded from the recorder's mirror");
        assertEquals(-1L, Files.mismatch(checked, threaded));
    }

    @Test
    void sameScenarioAndSeedGiveTheSameBytes() throws Exception {
        Path a = dir.resolve("a.lnettrace");
        Path b = dir.resolve("b.lnettrace");
        record(Scenarios.small(), a, 90 * Time.SECOND);
        Thread.sleep(3); // another wall-clock instant for the writer's createdAt
        record(Scenarios.small(), b, 90 * Time.SECOND);
        assertEquals(-1L, Files.mismatch(a, b));
        Path c = dir.resolve("c.lnettrace");
        record(Scenarios.small("seed=8"), c, 90 * Time.SECOND);
        assertTrue(Files.mismatch(a, c) >= 0, "another seed, another trace");
    }
}
