package org.lnetscope.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.trace.TraceReader;

/**
 * The state query against the EMF mirror it replaces, on the shipped small incident trace (the
 * simulator's 1/10 seed, 2.12): at the start, at every checkpoint and at the OOM, every peer NI's
 * credits and queues, every kib_conn's state and pinning, every lnet_msg's sender and held conn, and
 * Router Internals' lanes, runs and conns read from the query equal what the model says.
 */
class StateQueryTest {

    private static Path smallTrace() {
        for (Path d = Path.of(System.getProperty("user.dir")).toAbsolutePath(); d != null; d = d.getParent()) {
            Path candidate = d.resolve("examples/traces/router-oom-small.lnettrace");
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("examples/traces/router-oom-small.lnettrace not found");
    }

    @Test
    void queryReadsWhatTheEmfMirrorShows() throws Exception {
        try (TraceReader reader = TraceReader.open(smallTrace())) {
            ReplayCursor cursor = new ReplayCursor(reader);
            EmfSync sync = new EmfSync(cursor.state());
            StateQuery query = new StateQuery(cursor.state());
            List<Long> positions = new ArrayList<>();
            for (int k = 0; k < reader.checkpointCount(); k++) {
                positions.add(reader.checkpointPosition(k) + 17);
            }
            positions.add(reader.eventCount());
            int pinnedSeen = 0;
            for (long position : positions) {
                cursor.seekToEvent(position);
                sync.sync();
                Map<EObject, Integer> ids = ids(sync, cursor.state().highWater());
                Fabric fabric = sync.fabric();
                assertEquals(fabric.getLustreVersion(), query.layout());
                for (Node node : fabric.getNodes()) {
                    int nodeId = ids.get(node);
                    assertEquals(node.getHostname(), query.nodes.hostname(nodeId));
                    assertEquals(node.getRole(), query.nodes.role(nodeId));
                    assertEquals(node.getMessages().size(), query.nodes.messageCount(nodeId));
                    for (Peer peer : node.getPeers()) {
                        for (PeerNi peerNi : peer.getPeerNis()) {
                            checkPeerNi(query, ids, peerNi);
                        }
                    }
                    for (KibPeer kibPeer : node.getKibPeers()) {
                        for (KibConn conn : kibPeer.getConns()) {
                            int id = ids.get(conn);
                            assertEquals(conn.getState(), query.kibConns.state(id));
                            assertEquals(conn.getRefcount(), query.kibConns.refcount(id));
                            assertEquals(conn.isPinned(), query.kibConns.isPinned(id), "pinned " + conn);
                            assertEquals(conn.heldRxs().size(), query.kibConns.heldRxCount(id));
                            assertEquals(conn.memoryBytes(), query.kibConns.memoryBytes(id));
                            pinnedSeen += conn.isPinned() ? 1 : 0;
                        }
                    }
                    for (Message message : node.getMessages()) {
                        int id = ids.get(message);
                        assertEquals(message.getSrcNid(), query.msgs.srcNid(id));
                        assertEquals(message.getType(), query.msgs.type(id));
                        assertEquals(idOf(ids, message.heldConn()), query.msgs.heldConn(id));
                    }
                }
            }
            // the trace reaches the incident: parked messages pinning DISCONNECTED conns
            assertTrue(pinnedSeen > 0, "no pinned conn anywhere in the trace");
        }
    }

    /**
     * The model without lnet_msg and kib_rx: everything else as in the full mirror, no object of
     * those two classes, and what it leaves out (a peer NI's txq, a conn's rxs) still in the query.
     */
    @Test
    void aModelWithoutMessagesAndRxsKeepsTheRest() throws Exception {
        try (TraceReader reader = TraceReader.open(smallTrace())) {
            ReplayCursor cursor = new ReplayCursor(reader);
            cursor.seekToEvent(reader.eventCount());
            EmfSync full = new EmfSync(cursor.state().copy());
            EmfSync lean = new EmfSync(cursor.state(), EmfSync.MESSAGES_AND_RXS);
            StateQuery query = new StateQuery(cursor.state());
            int mirrored = 0;
            int queued = 0;
            for (int id = 0; id < cursor.state().highWater(); id++) {
                EObject whole = full.objectOf(id);
                EObject part = lean.objectOf(id);
                if (whole instanceof Message || whole instanceof KibRx) {
                    assertNull(part, "object " + id + " is not mirrored");
                    continue;
                }
                assertEquals(whole == null, part == null, "object " + id);
                if (whole == null) {
                    continue;
                }
                mirrored++;
                for (var feature : whole.eClass().getEAllAttributes()) {
                    assertEquals(whole.eGet(feature), part.eGet(feature), id + "." + feature.getName());
                }
                if (whole instanceof PeerNi peerNi) {
                    assertTrue(((PeerNi) part).getTxq().isEmpty());
                    assertEquals(peerNi.getTxq().size(), query.peerNis.txq(id).size());
                    queued += peerNi.getTxq().size();
                }
                if (whole instanceof KibConn conn) {
                    assertTrue(((KibConn) part).getRxs().isEmpty());
                    assertEquals(conn.isPinned(), query.kibConns.isPinned(id));
                }
            }
            assertTrue(mirrored > 0 && queued > 0, mirrored + " mirrored, " + queued + " queued");
            assertEquals(full.fabric().getNodes().size(), lean.fabric().getNodes().size());
        }
    }

    private static void checkPeerNi(StateQuery query, Map<EObject, Integer> ids, PeerNi peerNi) {
        int id = ids.get(peerNi);
        assertEquals(peerNi.getNid(), query.peerNis.nid(id));
        assertEquals(peerNi.getTxCredits(), query.peerNis.txCredits(id));
        assertEquals(peerNi.getMinTxCredits(), query.peerNis.minTxCredits(id));
        assertEquals(peerNi.getRtrCredits(), query.peerNis.rtrCredits(id));
        assertEquals(peerNi.getMinRtrCredits(), query.peerNis.minRtrCredits(id));
        assertEquals(idsOf(ids, peerNi.getTxq()), toList(query.peerNis.txq(id).toArray()));
        assertEquals(idsOf(ids, peerNi.routerQueue()), toList(query.peerNis.routerQueue(id, query.layout()).toArray()));
    }

    private static Map<EObject, Integer> ids(EmfSync sync, int highWater) {
        Map<EObject, Integer> ids = new IdentityHashMap<>();
        for (int id = 0; id < highWater; id++) {
            if (sync.objectOf(id) != null) {
                ids.put(sync.objectOf(id), id);
            }
        }
        return ids;
    }

    private static int idOf(Map<EObject, Integer> ids, EObject object) {
        return object == null ? -1 : ids.get(object);
    }

    private static List<Integer> idsOf(Map<EObject, Integer> ids, List<? extends EObject> objects) {
        return objects.stream().map(o -> ids.get(o)).toList();
    }

    private static List<Integer> toList(int[] values) {
        List<Integer> list = new ArrayList<>(values.length);
        for (int v : values) {
            list.add(v);
        }
        return list;
    }
}
