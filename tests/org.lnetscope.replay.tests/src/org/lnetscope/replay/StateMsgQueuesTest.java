package org.lnetscope.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Function;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.lnetscope.analysis.CreditCoupling;
import org.lnetscope.analysis.Diagnosis;
import org.lnetscope.analysis.MsgQueues;
import org.lnetscope.analysis.PinnedConnections;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.RtrBufferPool;
import org.lnetscope.model.TxQueue;
import org.lnetscope.trace.TraceReader;

/**
 * The analyses over the replay state ({@link StateMsgQueues} for a model without lnet_msg and kib_rx, synced
 * frame by frame as the window does) against the same analyses over the full EMF mirror ({@link MsgQueues#MODEL},
 * what they always read), on the shipped small incident trace: at every checkpoint, between checkpoints and at
 * the OOM, every credit-coupling result, pinned conn, starved peer NI and diagnosis sentence, and every queue's
 * counts, groups, runs and held rxs, object by object (objects compared by trace id).
 */
class StateMsgQueuesTest {

    static Path smallTrace() {
        for (Path d = Path.of(System.getProperty("user.dir")).toAbsolutePath(); d != null; d = d.getParent()) {
            Path candidate = d.resolve("examples/traces/router-oom-small.lnettrace");
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("examples/traces/router-oom-small.lnettrace not found");
    }

    /** Each checkpoint (+17 events, as StateQueryTest), half-way to the next one, and the trace's end. */
    static List<Long> positions(TraceReader reader) {
        TreeSet<Long> positions = new TreeSet<>();
        for (int k = 0; k < reader.checkpointCount(); k++) {
            long at = reader.checkpointPosition(k);
            long next = k + 1 < reader.checkpointCount() ? reader.checkpointPosition(k + 1) : reader.eventCount();
            positions.add(Math.min(at + 17, reader.eventCount()));
            positions.add(at + (next - at) / 2);
            positions.add(Math.max(at, next - 3));
        }
        positions.add(reader.eventCount());
        return new ArrayList<>(positions);
    }

    static Map<EObject, Integer> ids(EmfSync sync, int highWater) {
        Map<EObject, Integer> ids = new IdentityHashMap<>();
        for (int id = 0; id < highWater; id++) {
            if (sync.objectOf(id) != null) {
                ids.put(sync.objectOf(id), id);
            }
        }
        return ids;
    }

    @Test
    void theAnalysesReadTheSameFromTheStateAsFromTheFullModel() throws Exception {
        try (TraceReader reader = TraceReader.open(smallTrace())) {
            ReplayCursor cursor = new ReplayCursor(reader);
            EmfSync lean = new EmfSync(cursor.state(), EmfSync.MESSAGES_AND_RXS);
            int stalledSeen = 0;
            int pinnedSeen = 0;
            int queuedSeen = 0;
            int positions = 0;
            for (long position : positions(reader)) {
                cursor.seekToEvent(position);
                EmfSync full = new EmfSync(cursor.state().copy());
                lean.sync();
                StateMsgQueues queues = new StateMsgQueues(new StateQuery(cursor.state()), lean);
                Map<EObject, Integer> fullIds = ids(full, cursor.state().highWater());
                Function<Object, String> f = o -> name(o, fullIds);
                Function<Object, String> l = o -> name(o, queues);
                String at = "at #" + position + ": ";
                Fabric fullFabric = full.fabric();
                Fabric leanFabric = lean.fabric();

                List<CreditCoupling.Stalled> stalled = CreditCoupling.find(fullFabric);
                assertEquals(stalled.stream().map(s -> stalled(s, f)).toList(),
                        CreditCoupling.find(leanFabric, queues).stream().map(s -> stalled(s, l)).toList(), at + "stalled");
                stalledSeen += stalled.size();
                List<PinnedConnections.Pinned> pinned = PinnedConnections.find(fullFabric);
                assertEquals(pinned.stream().map(p -> pinned(p, f)).toList(),
                        PinnedConnections.find(leanFabric, queues).stream().map(p -> pinned(p, l)).toList(), at + "pinned");
                pinned.forEach(p -> assertEquals(p.holders().size(), p.holderCount(), "holders of " + p.conn()));
                pinnedSeen += pinned.size();

                assertEquals(fullFabric.getNodes().size(), leanFabric.getNodes().size());
                for (int n = 0; n < fullFabric.getNodes().size(); n++) {
                    Node fullNode = fullFabric.getNodes().get(n);
                    Node leanNode = leanFabric.getNodes().get(n);
                    String node = at + fullNode.getHostname() + ": ";
                    assertEquals(fullIds.get(fullNode), queues.idOf(leanNode), node);
                    assertEquals(Diagnosis.of(fullNode), Diagnosis.of(leanNode, queues), node + "diagnosis");
                    assertEquals(String.valueOf(CreditCoupling.worst(fullNode) == null ? null
                            : stalled(CreditCoupling.worst(fullNode), f)), String.valueOf(
                                    CreditCoupling.worst(leanNode, queues) == null ? null
                                            : stalled(CreditCoupling.worst(leanNode, queues), l)),
                            node + "worst");
                    assertEquals(CreditCoupling.starved(fullNode).stream().map(f).toList(),
                            CreditCoupling.starved(leanNode, queues).stream().map(l).toList(), node + "starved");
                    assertEquals(fullNode.pinnedBytes(), queues.pinnedBytes(leanNode), node + "pinned bytes");
                    assertEquals(fullNode.pinnedConns().stream().map(f).toList(),
                            queues.pinnedConns(leanNode).stream().map(l).toList(), node + "pinned conns");
                    queuedSeen += queues(fullNode, leanNode, queues, f, l, fullIds, node);
                }
                positions++;
            }
            // the walk reaches the incident: stalled queues, parked messages, pinned conns
            assertTrue(positions > 10 && stalledSeen > 0 && pinnedSeen > 0 && queuedSeen > 0,
                    positions + " positions, " + stalledSeen + " stalled, " + pinnedSeen + " pinned, " + queuedSeen + " queued");
        }
    }

    /**
     * An object of another model (here the full mirror's) is refused with its name, never answered as an
     * empty queue: a view wired to the wrong model must not show "no queue" silently.
     */
    @Test
    void anObjectOfAnotherModelIsRefusedNotCountedAsEmpty() throws Exception {
        try (TraceReader reader = TraceReader.open(smallTrace())) {
            ReplayCursor cursor = new ReplayCursor(reader);
            cursor.seekToEvent(reader.eventCount());
            EmfSync full = new EmfSync(cursor.state().copy());
            EmfSync lean = new EmfSync(cursor.state(), EmfSync.MESSAGES_AND_RXS);
            StateMsgQueues queues = new StateMsgQueues(new StateQuery(cursor.state()), lean);
            Node router = full.fabric().getNodes().stream().filter(n -> !n.pinnedConns().isEmpty()).findFirst().orElseThrow();
            PeerNi peerNi = router.getPeers().get(0).getPeerNis().get(0);
            IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> queues.txqLength(peerNi));
            assertTrue(refused.getMessage().contains("is not an object of this replay state's model"), refused.getMessage());
            assertThrows(IllegalArgumentException.class, () -> queues.held(router.pinnedConns().get(0)));
            // its own objects are answered
            Node leanRouter = lean.fabric().getNodes().get(full.fabric().getNodes().indexOf(router));
            assertEquals(router.pinnedConns().size(), queues.pinnedConns(leanRouter).size());
        }
    }

    /** Every queue and conn of a node, both ways; how many messages its queues hold. */
    private static int queues(Node fullNode, Node leanNode, StateMsgQueues queues, Function<Object, String> f,
            Function<Object, String> l, Map<EObject, Integer> fullIds, String at) {
        MsgQueues model = MsgQueues.MODEL;
        int queued = 0;
        for (int p = 0; p < fullNode.getPeers().size(); p++) {
            Peer fullPeer = fullNode.getPeers().get(p);
            Peer leanPeer = leanNode.getPeers().get(p);
            for (int i = 0; i < fullPeer.getPeerNis().size(); i++) {
                PeerNi a = fullPeer.getPeerNis().get(i);
                PeerNi b = leanPeer.getPeerNis().get(i);
                String ni = at + a.getNid() + " ";
                assertEquals(f.apply(a), l.apply(b), ni);
                assertEquals(model.txqLength(a), queues.txqLength(b), ni + "txq");
                assertEquals(model.routerQueueLength(a), queues.routerQueueLength(b), ni + "router queue");
                assertEquals(model.txqBySender(a).stream().map(g -> group(g, f)).toList(),
                        queues.txqBySender(b).stream().map(g -> group(g, l)).toList(), ni + "txq by sender");
                assertEquals(model.routerQueueByConn(a).stream().map(r -> run(r, f, model)).toList(),
                        queues.routerQueueByConn(b).stream().map(r -> run(r, l, queues)).toList(), ni + "router queue runs");
                queued += model.txqLength(a) + model.routerQueueLength(a);
                if (model.txqLength(b) + model.routerQueueLength(b) != 0) {
                    throw new AssertionError(ni + "the model without messages has queued messages");
                }
                // a message built on demand carries the model's values
                for (MsgQueues.ConnRun run : queues.routerQueueByConn(b)) {
                    Message built = queues.message(run.first());
                    Message real = (Message) fullIdsInverse(fullIds, run.first().id());
                    assertNotNull(built);
                    assertNull(built.eContainer());
                    for (EAttribute attribute : built.eClass().getEAllAttributes()) {
                        if (!attribute.isDerived()) {
                            assertEquals(real.eGet(attribute), built.eGet(attribute), ni + attribute.getName());
                        }
                    }
                    assertEquals(f.apply(real.getRxPeer()), l.apply(built.getRxPeer()), ni + "msg_rxpeer");
                    break;
                }
            }
        }
        for (int n = 0; n < fullNode.getLocalNis().size(); n++) {
            LocalNi a = fullNode.getLocalNis().get(n);
            LocalNi b = leanNode.getLocalNis().get(n);
            for (int q = 0; q < a.getTxQueues().size(); q++) {
                TxQueue ta = a.getTxQueues().get(q);
                TxQueue tb = b.getTxQueues().get(q);
                assertEquals(model.delayedLength(ta), queues.delayedLength(tb), at + "tq_delayed");
                assertEquals(model.delayedBySender(ta).stream().map(g -> group(g, f)).toList(),
                        queues.delayedBySender(tb).stream().map(g -> group(g, l)).toList(), at + "tq_delayed by sender");
            }
        }
        for (int i = 0; i < fullNode.getRtrBufferPools().size(); i++) {
            RtrBufferPool a = fullNode.getRtrBufferPools().get(i);
            assertEquals(model.waiting(a), queues.waiting(leanNode.getRtrBufferPools().get(i)), at + "rbp_msgs");
            queued += model.waiting(a);
        }
        for (int k = 0; k < fullNode.getKibPeers().size(); k++) {
            KibPeer a = fullNode.getKibPeers().get(k);
            KibPeer b = leanNode.getKibPeers().get(k);
            for (int c = 0; c < a.getConns().size(); c++) {
                KibConn ca = a.getConns().get(c);
                KibConn cb = b.getConns().get(c);
                String conn = at + f.apply(ca) + " ";
                assertEquals(f.apply(ca), l.apply(cb), conn);
                assertEquals(held(model.held(ca), f), held(queues.held(cb), l), conn + "held");
                assertEquals(ca.heldRxs().size(), queues.held(cb).rxs(), conn + "held rxs");
                assertEquals(ca.isPinned(), queues.isPinned(cb), conn + "pinned");
                assertEquals(ca.pinnedBytes(), queues.pinnedBytes(cb), conn + "pinned bytes");
                assertEquals(model.ownershipChain(model.held(ca).first()), queues.ownershipChain(queues.held(cb).first()),
                        conn + "chain");
            }
        }
        return queued;
    }

    private static EObject fullIdsInverse(Map<EObject, Integer> ids, int id) {
        return ids.entrySet().stream().filter(e -> e.getValue() == id).map(Map.Entry::getKey).findFirst().orElseThrow();
    }

    /** An object by trace id (an EObject of the full mirror, or of the model the queues read), else as it prints. */
    private static String name(Object object, Map<EObject, Integer> ids) {
        if (object instanceof MsgQueues.Msg msg) {
            return "msg#" + ids.get(msg.message());
        }
        return object instanceof EObject e ? e.eClass().getName() + "#" + ids.get(e) : String.valueOf(object);
    }

    private static String name(Object object, StateMsgQueues queues) {
        if (object instanceof MsgQueues.Msg msg) {
            return "msg#" + msg.id();
        }
        return object instanceof EObject e ? e.eClass().getName() + "#" + queues.idOf(e) : String.valueOf(object);
    }

    private static String stalled(CreditCoupling.Stalled s, Function<Object, String> name) {
        List<String> senders = s.senders().stream().map(x -> name.apply(x.peerNi()) + " " + x.queuedBehind() + "/"
                + x.inferred() + " rtr " + x.rtrCredits() + " rtrq " + x.rtrqLength()).toList();
        return name.apply(s.node()) + " " + name.apply(s.peerNi()) + " " + name.apply(s.niQueue()) + " " + s.what() + " "
                + s.txCredits() + " queued " + s.queued() + " unattributed " + s.unattributed() + " " + senders + " "
                + s.unprinted();
    }

    private static String pinned(PinnedConnections.Pinned p, Function<Object, String> name) {
        return name.apply(p.node()) + " " + name.apply(p.conn()) + " " + p.peer() + " ref " + p.refcount() + " "
                + held(p.held(), name) + " " + p.bytes();
    }

    private static String held(MsgQueues.Held h, Function<Object, String> name) {
        return h.rxs() + " rxs, " + h.holders() + " holders, " + (h.first() == null ? "-" : name.apply(h.first())) + ".."
                + (h.last() == null ? "-" : name.apply(h.last()));
    }

    private static String group(MsgQueues.SenderGroup g, Function<Object, String> name) {
        return name.apply(g.rxPeer()) + " " + g.srcNid() + " x" + g.count() + " " + name.apply(g.first()) + ".."
                + name.apply(g.last());
    }

    private static String run(MsgQueues.ConnRun r, Function<Object, String> name, MsgQueues queues) {
        return name.apply(r.conn()) + " at " + r.start() + " x" + r.count() + " " + name.apply(r.first()) + ".."
                + name.apply(r.last()) + " " + queues.ownershipChain(r.first());
    }
}
