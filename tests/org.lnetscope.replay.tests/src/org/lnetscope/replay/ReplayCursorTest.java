package org.lnetscope.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventStream;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.StateApplier;
import org.lnetscope.trace.TraceOptions;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.trace.state.FlatState;

/**
 * The cursor against the simplest possible truth: replaying the trace from the start. A trace of
 * about 40 000 events, checkpoints every 1024, so seeks cross dozens of checkpoints.
 */
class ReplayCursorTest {

    @TempDir
    static Path dir;

    private static IncidentGenerator generator;
    private static TraceReader reader;
    /** State after p events, for every position p in {@link #positions}. */
    private static final Map<Long, FlatState> truth = new HashMap<>();
    private static final List<Long> positions = new ArrayList<>();
    private static final List<Event> allEvents = new ArrayList<>();

    @BeforeAll
    static void generate() throws IOException {
        Path file = dir.resolve("incident.lnettrace");
        generator = new IncidentGenerator(6, 12, 8, 42);
        generator.write(file, 40_000, TraceOptions.defaults("replay test").withSpacing(128, 1024));
        reader = TraceReader.open(file);
        Random random = new Random(42);
        for (int k = 0; k < reader.checkpointCount(); k++) {
            long p = reader.checkpointPosition(k);
            positions.add(p);
            if (p > 0) {
                positions.add(p - 1);
            }
            positions.add(Math.min(reader.eventCount(), p + 1));
        }
        for (int i = 0; i < 150; i++) {
            positions.add((long) random.nextInt((int) reader.eventCount() + 1));
        }
        positions.add(reader.eventCount());
        FlatState state = reader.loadCheckpoint(0);
        truth.put(0L, state.copy());
        EventStream stream = reader.events(0);
        Event event = new Event();
        while (stream.next(event)) {
            StateApplier.apply(event, state, null);
            allEvents.add(event.copy());
            if (positions.contains(stream.position())) {
                truth.put(stream.position(), state.copy());
            }
        }
    }

    @AfterAll
    static void close() throws IOException {
        reader.close();
    }

    @Test
    void theTraceReallyContainsTheIncident() {
        long[] counts = reader.countsByType();
        assertTrue(counts[EventType.MSG_QUEUED_RTRQ.ordinal()] > 0);
        assertTrue(counts[EventType.MSG_QUEUED_TXQ.ordinal()] > 0);
        assertTrue(counts[EventType.CONN_CREATED.ordinal()] > 0);
        assertTrue(counts[EventType.CONN_DESTROYED.ordinal()] > 0);
    }

    @Test
    void randomSeeksEqualReplayFromTheStart() {
        ReplayCursor cursor = new ReplayCursor(reader);
        List<Long> order = new ArrayList<>(positions);
        Collections.shuffle(order, new Random(7));
        for (long p : order) {
            cursor.seekToEvent(p);
            assertEquals(p, cursor.position());
            assertNull(truth.get(p).differenceFrom(cursor.state()), "after seek to " + p);
            long expectedTime = p == 0 ? reader.startTimeNs() : allEvents.get((int) p - 1).timeNs();
            assertEquals(expectedTime, cursor.timeNs(), "time at " + p);
        }
    }

    @Test
    void theEmfModelFollowsTheFlatStateExactly() {
        ReplayCursor cursor = new ReplayCursor(reader);
        EmfSync sync = new EmfSync(cursor.state());
        assertTrue(EcoreUtil.equals(generator.fabric(), sync.fabric()), "initial state is the model the trace started from");
        Random random = new Random(8);
        for (int i = 0; i < 25; i++) {
            long p = positions.get(random.nextInt(positions.size()));
            cursor.seekToEvent(p);
            // a few single steps in between, so incremental frames are checked too
            for (int s = 0; s < 3 && cursor.position() < cursor.eventCount(); s++) {
                cursor.step(1);
                sync.sync();
            }
            cursor.seekToEvent(p);
            FrameChanges changes = sync.sync();
            assertNotNull(changes);
            EmfSync fresh = new EmfSync(truth.get(p).copy());
            assertTrue(EcoreUtil.equals(fresh.fabric(), sync.fabric()), "EMF model at " + p);
            assertTrue(sync.sync().isEmpty(), "nothing changes between two frames without a move");
            for (int id = 0; id < cursor.state().highWater(); id += 97) {
                EObject object = sync.objectOf(id);
                assertEquals(object == null ? -1 : id, sync.idOf(object), "idOf is objectOf's inverse at " + id);
            }
        }
        // a jump far back loads a checkpoint: a full resync, which is not empty when the model differs
        cursor.seekToEvent(cursor.eventCount());
        sync.sync();
        cursor.seekToEvent(0);
        FrameChanges jump = sync.sync();
        assertTrue(jump.isFullResync() && !jump.isEmpty() && jump.changedObjects().isEmpty(),
                "a full resync says it changed something, and lists nothing: " + jump);
    }

    @Test
    void stepBackThenForwardIsIdentity() {
        ReplayCursor cursor = new ReplayCursor(reader);
        Random random = new Random(9);
        for (int i = 0; i < 60; i++) {
            long p = positions.get(random.nextInt(positions.size()));
            cursor.seekToEvent(p);
            FlatState before = cursor.state().copy();
            int n = 1 + random.nextInt(1500); // often crosses a checkpoint backwards
            cursor.step(-n);
            assertEquals(Math.max(0, p - n), cursor.position());
            cursor.step((int) (p - cursor.position()));
            assertEquals(p, cursor.position());
            assertNull(before.differenceFrom(cursor.state()), "back " + n + " and forward again at " + p);
        }
    }

    /**
     * With the undo log bounded far below a checkpoint interval (100 events against 1,024), moves
     * back past what it holds load a checkpoint and still land on the exact state.
     */
    @Test
    void aBoundedUndoLogStillGivesEveryState() {
        ReplayCursor cursor = new ReplayCursor(reader, 100);
        List<Long> order = new ArrayList<>(positions);
        Collections.shuffle(order, new Random(11));
        Random random = new Random(12);
        for (long p : order) {
            cursor.seekToEvent(p);
            assertNull(truth.get(p).differenceFrom(cursor.state()), "after seek to " + p);
            int n = 1 + random.nextInt(300); // within the log, or past what it kept
            cursor.step(-n);
            long back = Math.max(0, p - n);
            assertEquals(back, cursor.position());
            FlatState expected = truth.get(back);
            if (expected != null) {
                assertNull(expected.differenceFrom(cursor.state()), "back " + n + " from " + p);
            }
            cursor.step((int) (p - back));
            assertNull(truth.get(p).differenceFrom(cursor.state()), "back " + n + " and forward again at " + p);
            long expectedTime = p == 0 ? reader.startTimeNs() : allEvents.get((int) p - 1).timeNs();
            assertEquals(expectedTime, cursor.timeNs(), "time at " + p);
        }
    }

    @Test
    void walkingBackOneEventAtATimeMatchesEveryState() {
        ReplayCursor cursor = new ReplayCursor(reader);
        long end = positions.stream().filter(p -> p > 3000 && p < 6000).findFirst().orElseThrow();
        cursor.seekToEvent(end);
        while (cursor.position() > end - 2500) {
            cursor.step(-1);
            FlatState expected = truth.get(cursor.position());
            if (expected != null) {
                assertNull(expected.differenceFrom(cursor.state()), "at " + cursor.position());
            }
        }
    }

    @Test
    void seekByTimeLandsAfterEveryEventAtThatTime() {
        ReplayCursor cursor = new ReplayCursor(reader);
        Random random = new Random(10);
        for (int i = 0; i < 50; i++) {
            Event e = allEvents.get(random.nextInt(allEvents.size()));
            cursor.seek(e.timeNs());
            long expected = allEvents.stream().filter(x -> x.timeNs() <= e.timeNs()).count();
            assertEquals(expected, cursor.position());
        }
    }

    @Test
    void stepToFindsTheNextConnEventOfAServerNid() {
        Nid server = Nid.parse("10.0.0.22@o2ib");
        EventFilter filter = EventFilter.parse("type=CONN_STATE|CONN_CREATED,nid=" + server);
        // truth: CONN events whose subject is a conn of the KibPeer of that NID, or the KibPeer itself
        List<Long> expected = new ArrayList<>();
        ReplayCursor scan = new ReplayCursor(reader);
        while (scan.position() < scan.eventCount()) {
            scan.step(1);
            Event e = scan.currentEvent();
            if ((e.type() == EventType.CONN_STATE || e.type() == EventType.CONN_CREATED)
                    && FlatStateNames.of(scan.state(), e.subject()).contains(server.toString())) {
                expected.add(e.index());
            }
        }
        assertTrue(expected.size() >= 3, "the trace has reconnects of " + server + ": " + expected);
        ReplayCursor cursor = new ReplayCursor(reader);
        List<Long> found = new ArrayList<>();
        for (Event e = cursor.stepTo(filter); e != null; e = cursor.stepTo(filter)) {
            found.add(e.index());
            assertEquals(e.index() + 1, cursor.position());
        }
        assertEquals(expected, found);
        assertEquals(expected.get(expected.size() - 1) + 1, cursor.position(), "no further match: cursor unmoved");
        List<Long> back = new ArrayList<>();
        cursor.seekToEvent(cursor.eventCount());
        for (Event e = cursor.stepBackTo(filter); e != null; e = cursor.stepBackTo(filter)) {
            back.add(0, e.index());
        }
        assertEquals(expected, back);
    }

    @Test
    void explanationNamesTheKernelFunctionAndTheSubject() {
        ReplayCursor cursor = new ReplayCursor(reader);
        Event e = cursor.stepTo(EventFilter.ofType(EventType.MSG_QUEUED_RTRQ));
        assertNotNull(e);
        Explanation why = Explainer.DEFAULT.explain(e, cursor.state());
        assertEquals("lnet_post_routed_recv_locked", why.function());
        assertEquals("lnet/lnet/lib-move.c", why.sourceFile());
        assertTrue(why.subject().startsWith("peer NI 10.0.0."), why.subject());
        assertTrue(why.changes().contains("rtrcredits=-1"), why.changes());
        assertTrue(why.oneLine().contains("lnd_eager_recv"), why.oneLine());
    }

    @Test
    void playerMovesWithTheClockAndStopsAtTheEnd() {
        ReplayCursor cursor = new ReplayCursor(reader);
        long[] clock = {0};
        List<Runnable> pending = new ArrayList<>();
        List<Long> frames = new ArrayList<>();
        Player player = new Player(cursor, () -> clock[0], (tick, delay) -> pending.add(tick), c -> frames.add(c.timeNs()),
                33_000_000);
        player.play(10.0); // ten trace seconds per wall second
        clock[0] = 500_000_000; // half a second later
        pending.remove(0).run();
        assertEquals(reader.positionAtTime(5 * IncidentGenerator.SECOND), cursor.position());
        player.play(-10.0);
        clock[0] += 100_000_000;
        pending.remove(pending.size() - 1).run();
        assertEquals(reader.positionAtTime(4 * IncidentGenerator.SECOND), cursor.position());
        player.play(1e6);
        clock[0] += 10_000_000_000L;
        pending.remove(pending.size() - 1).run();
        assertEquals(cursor.eventCount(), cursor.position());
        assertTrue(!player.isPlaying());
        assertEquals(3, frames.size());
        pending.forEach(Runnable::run); // stale ticks of earlier play() calls do nothing
        assertEquals(3, frames.size());
    }
}
