package org.lnetscope.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetPackage.Literals;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.trace.state.FlatState;

/**
 * A state that grows to many objects (messages parking on a router, as in the seed incident):
 * checkpoints are spaced by bytes once a checkpoint outweighs the events between them, and every
 * checkpoint still equals replaying the events before it; the writer's thread gives the bytes the
 * same events always gave; a trace abandoned midway opens as truncated.
 */
class CheckpointSpacingTest {

    @TempDir
    Path dir;

    /** Each event parks one more message on the router (a create and a queue insert), none leave. */
    private static TraceWriter parking(Path file, int events, TraceOptions options) throws IOException {
        Fabric fabric = SmallTrace.fabric();
        TraceWriter w = TraceWriter.create(file, fabric, 1_000, options);
        Node router = fabric.getNodes().get(0);
        PeerNi ni = router.getPeers().get(0).getPeerNis().get(0);
        int routerId = w.idOf(router);
        int niId = w.idOf(ni);
        int cMessage = w.classIndex(Literals.MESSAGE);
        int lMessages = w.listSlot(Literals.NODE__MESSAGES);
        int lTxq = w.listSlot(Literals.PEER_NI__TXQ);
        int vLength = w.valueSlot(Literals.MESSAGE__LENGTH);
        int vTx = w.valueSlot(Literals.PEER_NI__TX_CREDITS);
        for (int i = 0; i < events; i++) {
            TraceWriter.EventBuilder e = w.event(1_000 + i * 1_000L, EventType.MSG_QUEUED_TXQ,
                    KernelFunction.lnet_post_send_locked, niId);
            int msg = e.create(cMessage, routerId, lMessages);
            e.set(msg, vLength, 4096 + i % 7).add(niId, lTxq, msg).set(niId, vTx, -1 - i).commit();
        }
        return w;
    }

    @Test
    void aGrowingStateSpacesItsCheckpointsByBytesAndEachEqualsTheReplayBeforeIt() throws IOException {
        Path file = dir.resolve("parking.lnettrace");
        int events = 20_000;
        TraceOptions options = TraceOptions.defaults("test").withSpacing(64, 64);
        parking(file, events, options).close();
        try (TraceReader reader = TraceReader.open(file)) {
            assertEquals(List.of(), reader.warnings());
            assertEquals(events, reader.eventCount());
            int fixed = events / 64;
            // by events alone there would be one every 64 events; a state of thousands of
            // messages outweighs 64 events many times over, so the byte rule spaces them out
            assertTrue(reader.checkpointCount() > 3 && reader.checkpointCount() < fixed / 4,
                    reader.checkpointCount() + " checkpoints for " + events + " events");
            long previous = -1;
            FlatState state = reader.loadCheckpoint(0);
            EventStream stream = reader.events(0);
            Event event = new Event();
            for (int k = 1; k < reader.checkpointCount(); k++) {
                long at = reader.checkpointPosition(k);
                assertTrue(at > previous && at % 64 == 0, "checkpoint " + k + " at event " + at);
                previous = at;
                while (stream.position() < at) {
                    stream.next(event);
                    StateApplier.apply(event, state, null);
                }
                assertNull(state.differenceFrom(reader.loadCheckpoint(k)), "checkpoint " + k + " at event " + at);
            }
            // the spacing follows the state's size: the last interval is a few times the state
            // (one message per event here), not the whole trace
            assertTrue(events - previous <= 4L * previous, "last checkpoint at " + previous);
        }
    }

    @Test
    void theSameEventsGiveTheSameBytesWhateverTheWriterThreadsPace() throws IOException {
        Path a = dir.resolve("a.lnettrace");
        Path b = dir.resolve("b.lnettrace");
        TraceOptions options = TraceOptions.defaults("test").withSpacing(64, 64).withCreatedAt(Instant.EPOCH);
        parking(a, 5_000, options).close();
        try (TraceWriter w = parking(b, 2_500, options)) {
            w.flush(); // waits for the writer thread halfway: must not change a byte
            assertTrue(w.bytesWritten() > 0 && w.bytesWritten() <= Files.size(b), w.bytesWritten() + " bytes");
        }
        assertTrue(Files.mismatch(a, b) >= 0, "shorter trace differs");
        Path c = dir.resolve("c.lnettrace");
        try (TraceWriter w = parking(c, 5_000, options)) {
            w.flush();
        }
        assertEquals(-1L, Files.mismatch(a, c));
    }

    /**
     * A cursor loads checkpoints into one state in any order; the load reuses the state's arrays
     * (FlatState.clear), so a small checkpoint after a big one must leave nothing of the big one.
     */
    @Test
    void checkpointsLoadedInAnyOrderIntoOneStateEqualFreshLoads() throws IOException {
        Path file = dir.resolve("reload.lnettrace");
        parking(file, 2_000, TraceOptions.defaults("test").withSpacing(64, 64)).close();
        try (TraceReader reader = TraceReader.open(file)) {
            int n = reader.checkpointCount();
            assertTrue(n > 4, "checkpoints: " + n);
            int[] order = {n - 1, 0, n / 2, n - 1, 1, n - 2, 0};
            FlatState shared = reader.loadCheckpoint(0);
            for (int k : order) {
                reader.loadCheckpoint(k, shared);
                FlatState fresh = reader.loadCheckpoint(k);
                assertNull(fresh.differenceFrom(shared), "checkpoint " + k);
                assertEquals(fresh.highWater(), shared.highWater(), "high water at checkpoint " + k);
                assertEquals(fresh.liveCount(), shared.liveCount(), "live objects at checkpoint " + k);
            }
        }
    }

    @Test
    void anAbandonedTraceOpensAsTruncatedWithWhatWasWritten() throws IOException {
        Path file = dir.resolve("abandoned.lnettrace");
        TraceWriter w = parking(file, 3_000, TraceOptions.defaults("test").withSpacing(64, 256));
        w.abandon();
        try (TraceReader reader = TraceReader.open(file)) {
            assertEquals(1, reader.warnings().size(), reader.warnings().toString());
            assertTrue(reader.warnings().get(0).contains("no index at the end"), reader.warnings().get(0));
            assertEquals(3_000, reader.eventCount(), "every committed event was flushed before stopping");
        }
    }
}
