package org.lnetscope.live.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.live.AgentAddress;
import org.lnetscope.live.LiveFabric;
import org.lnetscope.live.LiveListener;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventStream;
import org.lnetscope.trace.StateApplier;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.trace.state.FlatState;

/**
 * Issue 30, §5: {@code agent record} holds the live state only, and stops at {@code --max-objects}
 * saving what it recorded. Against {@link ScriptedAgent}s on loopback: one whose peers come and go,
 * one that floods new peers.
 */
class AgentRecordBoundTest {

    @TempDir
    Path tmp;

    private static void waitFor(String what, long timeoutMs, java.util.function.BooleanSupplier done) throws InterruptedException {
        long deadline = System.currentTimeMillis() + timeoutMs;
        while (!done.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("not within " + timeoutMs + " ms: " + what);
            }
            Thread.sleep(20);
        }
    }

    /** The trace replayed to its end. */
    private static FlatState replayed(TraceReader reader) {
        FlatState state = reader.loadCheckpoint(0);
        EventStream events = reader.events(0);
        Event e = new Event();
        while (events.next(e)) {
            StateApplier.apply(e, state, null);
        }
        return state;
    }

    private static int count(FlatState state, String className) {
        int classIndex = state.schema().classIndex(className);
        int n = 0;
        for (int id = 0; id < state.highWater(); id++) {
            if (state.isLive(id) && state.classOf(id) == classIndex) {
                n++;
            }
        }
        return n;
    }

    private static int peers(LiveFabric live) {
        return live.read((Fabric f) -> f.getNodes().stream().mapToInt(n -> n.getPeers().size()).sum());
    }

    private static int peerNis(LiveFabric live) {
        return live.read((Fabric f) -> f.getNodes().stream().flatMap(n -> n.getPeers().stream()).mapToInt(p -> p.getPeerNis().size())
                .sum());
    }

    /**
     * 400 deltas each add 100 peer NIs (debugfs rows: each makes its own peer) and remove the 100
     * of the delta before: 40,000 peers named, 100 alive at any time. Before, a removed peer NI's
     * peer stayed in the model and the trace, empty: 40,000 peers at the end.
     */
    @Test
    void peersAnAgentRemovesLeaveTheLiveFabricAndTheRecording() throws Exception {
        Path trace = tmp.resolve("churn.lnettrace");
        long modelObjects;
        try (ScriptedAgent agent = new ScriptedAgent("churn1", 400, 100, true);
                LiveFabric live = new LiveFabric(LiveFabric.Options.defaults())) {
            live.recordTo(trace);
            live.connect(new AgentAddress("127.0.0.1", agent.port(), false));
            waitFor("the snapshot and 400 deltas applied", 60_000, () -> live.messagesApplied() == 401);
            assertEquals(100, peerNis(live), "the peer NIs of the last delta");
            assertEquals(100, peers(live), "a removed peer NI's peer goes with it");
            modelObjects = live.read((Fabric f) -> {
                long n = 1;
                for (var it = EcoreUtil.getAllContents(f, true); it.hasNext(); it.next()) {
                    n++;
                }
                return n;
            });
            assertTrue(modelObjects < 300, "the fabric holds the live state only: " + modelObjects + " objects");
            // the agent's 102 objects, and the 40,000 NIDs the trace wrote (its pool only grows)
            long held = live.objectsHeld();
            assertTrue(held >= 40_102 && held < 40_200, "held: " + held);
            assertEquals(null, live.stopped());
            live.close();
        }
        try (TraceReader reader = TraceReader.open(trace)) {
            assertEquals(List.of(), reader.warnings());
            assertEquals(401, reader.eventCount(), "one event per message");
            FlatState end = replayed(reader);
            assertEquals(modelObjects, end.liveCount(), "the replay ends with what the live fabric held");
            assertEquals(100, count(end, "Peer"));
            assertEquals(100, count(end, "PeerNi"));
            assertTrue(end.highWater() < 1_000, "deleted objects' ids are reused: high-water mark " + end.highWater());
        }
    }

    /**
     * An agent naming 1,000 new peers per delta, 100 deltas, against --max-objects 5000: the
     * snapshot and two deltas hold about 2,000 peer NIs and 2,000 NIDs; the third would pass 5,000,
     * so the recording stops before it, saved, exit 1, no stack trace.
     */
    @Test
    void aFloodStopsAtMaxObjectsAndSavesWhatWasRecorded() throws Exception {
        Path trace = tmp.resolve("flood.lnettrace");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Console console = new Console(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        long started = System.nanoTime();
        int status;
        try (ScriptedAgent agent = new ScriptedAgent("flood1", 100, 1_000, false)) {
            status = new AgentCommand().run(List.of("record", "127.0.0.1:" + agent.port(), "-o", trace.toString(), "--duration", "10m",
                    "--max-objects", "5000"), console);
        }
        long seconds = (System.nanoTime() - started) / 1_000_000_000L;
        String said = out.toString(StandardCharsets.UTF_8) + err.toString(StandardCharsets.UTF_8);
        assertEquals(ExitStatus.FAILURE, status, said);
        assertTrue(
                err.toString(StandardCharsets.UTF_8).contains("lnetscope agent record: stopped at 5000 objects (--max-objects): saved what"
                        + " was recorded up to there as " + trace),
                said);
        assertTrue(said.contains("wrote " + trace + ": 3 events from"), said);
        assertFalse(said.contains("Exception") || said.contains("\tat ") || said.contains("OutOfMemory"), said);
        assertTrue(seconds < 300, "stopped at the bound, not at --duration 10m: " + seconds + " s");
        try (TraceReader reader = TraceReader.open(trace)) {
            assertEquals(List.of(), reader.warnings(), "a whole trace, with its index");
            FlatState end = replayed(reader);
            assertEquals(2_000, count(end, "PeerNi"), "the snapshot and the two deltas within the bound");
            assertEquals(2_000, count(end, "Peer"));
            assertEquals(1, count(end, "Node"));
        }
    }

    /** A first snapshot past the bound records nothing: the old file stays, exit 1. */
    @Test
    void aSnapshotPastTheBoundLeavesTheOldRecording() throws Exception {
        Path trace = tmp.resolve("old.lnettrace");
        Files.writeString(trace, "the recording of yesterday");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Console console = new Console(new PrintStream(new ByteArrayOutputStream(), true),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        int status;
        try (ScriptedAgent agent = new ScriptedAgent("big1", 0, 0, false)) {
            status = new AgentCommand().run(List.of("record", "127.0.0.1:" + agent.port(), "-o", trace.toString(), "--duration", "10m",
                    "--max-objects", "1"), console);
        }
        String said = err.toString(StandardCharsets.UTF_8);
        assertEquals(ExitStatus.FAILURE, status, said);
        assertTrue(said.contains("stopped at 1 object (--max-objects) before anything was recorded; " + trace + " left as it was"), said);
        assertEquals("the recording of yesterday", Files.readString(trace));
        try (var files = Files.list(tmp)) {
            assertEquals(List.of(trace), files.toList(), "no temporary file left");
        }
    }

    /**
     * Messages waiting for a stalled apply thread are bounded by their changes, not only by their
     * count: an agent whose deltas each replace 10,000 peers by 10,000 new ones (40,000 changes)
     * gets about six of them queued ({@code IN_FLIGHT_CHANGES}, 262,144), then waits, a slow
     * client. Before, the queue took 4,096 such deltas, gigabytes.
     */
    @Test
    void aStalledApplyThreadQueuesBoundedChanges() throws Exception {
        CountDownLatch stalled = new CountDownLatch(1);
        try (ScriptedAgent agent = new ScriptedAgent("slow1", 50, 10_000, true);
                LiveFabric live = new LiveFabric(LiveFabric.Options.defaults())) {
            live.addListener(new LiveListener() {
                @Override
                public void nodeChanged(Node node, int changes) {
                    try {
                        stalled.await();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
            });
            live.connect(new AgentAddress("127.0.0.1", agent.port(), false));
            waitFor("the snapshot applied", 30_000, () -> live.messagesApplied() >= 1);
            Thread.sleep(3_000);
            int sent = agent.sent();
            System.out.printf("stalled fabric: the agent sent %d of 50 deltas of 40,000 changes%n", sent);
            // queued (about 6), one being read, and what the loopback socket buffers hold
            assertTrue(sent < 30, "the agent could send " + sent + " of 50 deltas to a stalled fabric");
            stalled.countDown();
            waitFor("every delta applied once the fabric goes on", 120_000, () -> live.messagesApplied() == 51);
            assertEquals(10_000, peerNis(live), "the last delta's");
            assertEquals(10_000, peers(live));
        }
    }

    /**
     * The default bound's figure: the heap a held object takes, measured on 60,000 debugfs peer NIs
     * recorded (the flood shape), is under {@link AgentCommand#BYTES_EACH}. Prints it.
     */
    @Test
    void aHeldObjectTakesLessHeapThanTheDefaultBoundAllows() throws Exception {
        Path trace = tmp.resolve("heap.lnettrace");
        Runtime rt = Runtime.getRuntime();
        long before = usedAfterGc(rt);
        try (ScriptedAgent agent = new ScriptedAgent("heap1", 60, 1_000, false);
                LiveFabric live = new LiveFabric(LiveFabric.Options.defaults())) {
            live.recordTo(trace);
            live.connect(new AgentAddress("127.0.0.1", agent.port(), false));
            waitFor("60,000 peer NIs applied", 120_000, () -> live.messagesApplied() == 61);
            long used = usedAfterGc(rt) - before;
            long held = live.objectsHeld();
            long each = used / held;
            System.out.printf("agent record heap: %,d objects held (60,000 peer NIs and their NIDs) take %,d MB: %,d bytes each"
                    + " (bound: %,d)%n", held, used >> 20, each, AgentCommand.BYTES_EACH);
            assertTrue(each < AgentCommand.BYTES_EACH, each + " bytes each");
            live.close();
        }
    }

    private static long usedAfterGc(Runtime rt) throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(100);
        }
        return rt.totalMemory() - rt.freeMemory();
    }

    @Test
    void maxObjectsIsAPositiveNumber() throws Exception {
        Console console = new Console(new PrintStream(new ByteArrayOutputStream()), new PrintStream(new ByteArrayOutputStream()));
        for (String bad : List.of("0", "-5", "lots")) {
            UsageException e = assertThrows(UsageException.class,
                    () -> new AgentCommand().run(List.of("record", "h:1", "-o", "x.lnettrace", "--max-objects", bad), console));
            assertTrue(e.getMessage().contains("--max-objects " + bad + ": give a positive number"), e.getMessage());
        }
        assertEquals(1_000_000, AgentCommand.maxObjects("1,000,000"));
        long bound = AgentCommand.defaultMaxObjects();
        assertTrue(bound >= 1 && bound <= AgentCommand.MAX_DEFAULT, "default " + bound);
        assertEquals(Math.min(AgentCommand.MAX_DEFAULT, Runtime.getRuntime().maxMemory() / AgentCommand.BYTES_EACH), bound);
    }
}
