package org.lnetscope.session;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.lnetscope.analysis.Labels;
import org.lnetscope.analysis.MemoryProjection;
import org.lnetscope.model.Node;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.replay.analysis.MemoryTimeline;
import org.lnetscope.session.replay.ConnRows;
import org.lnetscope.session.replay.MemoryCurve;
import org.lnetscope.session.replay.PeerRows;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.session.replay.TimeGraphRows;
import org.lnetscope.trace.TraceReader;

/**
 * The time graph's rows read the replay state through the StateQuery, found once at the trace's end
 * for both kinds: on the shipped small trace they are the EMF model's own counters at every sample,
 * and one read gives what each kind gives alone.
 */
class TimeGraphRowsTest {

    @Test
    void oneReadGivesTheRowsEachKindGivesAlone() throws Exception {
        TimeGraphRows both = TimeGraphRows.sample(Examples.SMALL_TRACE, 60, () -> false);
        List<PeerRows.Row> peers = PeerRows.sample(Examples.SMALL_TRACE, 60, () -> false);
        List<ConnRows.Row> conns = ConnRows.sample(Examples.SMALL_TRACE, 60, () -> false);
        assertEquals(4, both.peers().size(), "compute3 and its three most queued senders: " + both.peers());
        assertTrue(!both.conns().isEmpty(), "pinned conns of the blocked senders");
        assertEquals(peers.size(), both.peers().size());
        for (int r = 0; r < peers.size(); r++) {
            assertEquals(peers.get(r).label(), both.peers().get(r).label());
            assertArrayEquals(peers.get(r).credits(), both.peers().get(r).credits(), peers.get(r).label());
            assertArrayEquals(peers.get(r).queued(), both.peers().get(r).queued(), peers.get(r).label());
        }
        assertEquals(conns.size(), both.conns().size());
        for (int r = 0; r < conns.size(); r++) {
            assertEquals(conns.get(r).label(), both.conns().get(r).label());
            assertEquals(conns.get(r).id(), both.conns().get(r).id());
            assertArrayEquals(conns.get(r).states(), both.conns().get(r).states(), conns.get(r).label());
            assertArrayEquals(conns.get(r).held(), both.conns().get(r).held(), conns.get(r).label());
        }
    }

    @Test
    void eachPeerRowIsTheModelsCounterAtEverySample() throws Exception {
        List<PeerRows.Row> rows = PeerRows.sample(Examples.SMALL_TRACE, 40, () -> false);
        try (ReplaySession session = ReplaySession.open(Examples.SMALL_TRACE)) {
            int compared = 0;
            for (PeerRows.Row row : rows) {
                // "compute3 on router tx", "oss4 on router rtr"
                String host = row.label().substring(0, row.label().indexOf(" on "));
                String router = row.label().substring(row.label().indexOf(" on ") + 4, row.label().lastIndexOf(' '));
                for (int i = 0; i < row.timesNs().length; i++) {
                    session.seek(row.timesNs()[i]);
                    Node node = session.fabric().findNode(router);
                    assertNotNull(node, router);
                    PeerNi ni = peerNiOf(node, host);
                    if (ni == null) {
                        assertEquals(PeerRows.ABSENT, row.credits()[i], row.label() + " before the router knew it, sample " + i);
                        assertEquals(PeerRows.ABSENT, row.queued()[i], row.label() + " sample " + i);
                        continue;
                    }
                    int credits = row.stalled() ? ni.getTxCredits() : ni.getRtrCredits();
                    int queued = row.stalled() ? ni.getTxq().size() : ni.routerQueue().size();
                    assertEquals(credits, row.credits()[i], row.label() + " credits at sample " + i);
                    assertEquals(queued, row.queued()[i], row.label() + " queued at sample " + i);
                    compared++;
                }
            }
            assertTrue(compared > 100, "samples compared with the model: " + compared);
        }
    }

    @Test
    void thePinnedMemoryCurveIsTheModelsOwn() throws Exception {
        Map<String, List<MemoryProjection.Sample>> fromState = MemoryCurve.sample(Examples.SMALL_TRACE, 50);
        Map<String, List<MemoryProjection.Sample>> fromModel;
        try (TraceReader reader = TraceReader.open(Examples.SMALL_TRACE)) {
            ReplayCursor cursor = new ReplayCursor(reader);
            fromModel = MemoryTimeline.sample(cursor, new EmfSync(cursor.state()), reader.startTimeNs(), reader.endTimeNs(), 50);
        }
        assertEquals(fromModel, fromState);
        List<MemoryProjection.Sample> router = fromState.get("router");
        assertTrue(router.get(router.size() - 1).bytes() > 100L << 20, "the router pins over 100 MiB at the OOM: " + router);
    }

    private static PeerNi peerNiOf(Node node, String host) {
        for (Peer peer : node.getPeers()) {
            for (PeerNi ni : peer.getPeerNis()) {
                if (host.equals(Labels.hostOf(ni, ni.getNid()))) {
                    return ni;
                }
            }
        }
        return null;
    }
}
