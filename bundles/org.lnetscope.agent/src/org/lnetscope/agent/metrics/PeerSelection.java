package org.lnetscope.agent.metrics;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Set;

import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;

/**
 * Which peer NIs get series of their own in /metrics, and the router's totals over all of them: a
 * router with 100,000 peers must not export 100,000 × 15 series (the Lustre exporters' maintainers
 * refuse per-entity series for that reason), yet the peer NIs an on-call engineer needs are a few.
 *
 * <p>The {@code limit} peer NIs kept are taken in turn from two rankings, so that neither kind of
 * trouble crowds out the other: peer NIs not draining (lpni_txcredits below zero, by how far, then
 * lpni_txqnob; lnet_post_send_locked(), lib-move.c, queues on lpni_txq when the credits run out),
 * and senders out of router credits (lpni_rtrcredits below zero, by how far;
 * lnet_post_routed_recv_locked() parks their messages on the router queue). In the seed incident
 * the one compute that stopped answering is first in the one, the servers it blocks head the other.
 * What is left of the limit goes to the healthy ones in NID order, so that the series do not churn.
 * Pinned kib_conns are not a ranking: the agent reads no o2iblnd connection state (debugfs and
 * lnetctl show none).
 *
 * <p>One pass with three bounded heaps: memory in {@code limit}, not in the peer count.
 */
public final class PeerSelection {

    /** Totals over every peer NI of the node; a figure no peer NI reported is null (unknown, not 0). */
    public record Totals(long peerNis, Long txCreditsBelowZero, Long rtrCreditsBelowZero, Long txQueueBytes) {
    }

    private final Set<String> peerNis;
    private final Set<String> peers;
    private final Totals totals;

    private PeerSelection(Set<String> peerNis, Set<String> peers, Totals totals) {
        this.peerNis = peerNis;
        this.peers = peers;
        this.totals = totals;
    }

    /** @param limit peer NIs to keep, at least 0 */
    public static PeerSelection of(NodeState state, int limit) {
        Comparator<LnetObject> byTxDeficit = Comparator.<LnetObject>comparingLong(o -> deficit(o, Kinds.TX_CREDITS))
                .thenComparingLong(o -> o.num(Kinds.TXQ_NOB, 0)).thenComparing(LnetObject::id, Comparator.reverseOrder());
        Comparator<LnetObject> byRtrDeficit = Comparator.<LnetObject>comparingLong(o -> deficit(o, Kinds.RTR_CREDITS))
                .thenComparing(LnetObject::id, Comparator.reverseOrder());
        Comparator<LnetObject> byNid = Comparator.comparing(LnetObject::id, Comparator.reverseOrder());
        // each order says "greater is more to show"; each heap's head is its least kept, the one to
        // drop when a greater one comes
        PriorityQueue<LnetObject> tx = new PriorityQueue<>(byTxDeficit);
        PriorityQueue<LnetObject> rtr = new PriorityQueue<>(byRtrDeficit);
        PriorityQueue<LnetObject> healthy = new PriorityQueue<>(byNid);
        long count = 0;
        long txBelow = 0;
        long rtrBelow = 0;
        long queued = 0;
        boolean hasTx = false;
        boolean hasRtr = false;
        boolean hasQueue = false;
        for (LnetObject o : state.objects()) {
            if (!o.kind().equals(Kinds.PEER_NI)) {
                continue;
            }
            count++;
            if (o.has(Kinds.TX_CREDITS)) {
                hasTx = true;
                txBelow += o.num(Kinds.TX_CREDITS, 0) < 0 ? 1 : 0;
            }
            if (o.has(Kinds.RTR_CREDITS)) {
                hasRtr = true;
                rtrBelow += o.num(Kinds.RTR_CREDITS, 0) < 0 ? 1 : 0;
            }
            if (o.has(Kinds.TXQ_NOB)) {
                hasQueue = true;
                queued += o.num(Kinds.TXQ_NOB, 0);
            }
            if (limit == 0) {
                continue;
            }
            boolean troubled = false;
            if (deficit(o, Kinds.TX_CREDITS) > 0) {
                keep(tx, o, limit, byTxDeficit);
                troubled = true;
            }
            if (deficit(o, Kinds.RTR_CREDITS) > 0) {
                keep(rtr, o, limit, byRtrDeficit);
                troubled = true;
            }
            if (!troubled) {
                keep(healthy, o, limit, byNid);
            }
        }
        List<LnetObject> txOrder = greatestFirst(tx);
        List<LnetObject> rtrOrder = greatestFirst(rtr);
        List<LnetObject> healthyOrder = greatestFirst(healthy);
        Set<String> kept = new HashSet<>();
        Set<String> primaries = new HashSet<>();
        int i = 0;
        int j = 0;
        while (kept.size() < limit && (i < txOrder.size() || j < rtrOrder.size())) {
            if (i < txOrder.size()) {
                add(kept, primaries, txOrder.get(i++));
            }
            if (kept.size() < limit && j < rtrOrder.size()) {
                add(kept, primaries, rtrOrder.get(j++));
            }
        }
        for (int k = 0; k < healthyOrder.size() && kept.size() < limit; k++) {
            add(kept, primaries, healthyOrder.get(k));
        }
        return new PeerSelection(kept, primaries, new Totals(count, hasTx ? txBelow : null, hasRtr ? rtrBelow : null,
                hasQueue ? queued : null));
    }

    /** How far below zero the credit field is; 0 when not below zero or not reported. */
    static long deficit(LnetObject o, String field) {
        return Math.max(0, -o.num(field, 0));
    }

    private static void keep(PriorityQueue<LnetObject> heap, LnetObject o, int limit, Comparator<LnetObject> order) {
        if (heap.size() < limit) {
            heap.add(o);
        } else if (order.compare(o, heap.peek()) > 0) {
            heap.poll();
            heap.add(o);
        }
    }

    private static List<LnetObject> greatestFirst(PriorityQueue<LnetObject> heap) {
        List<LnetObject> out = new ArrayList<>(heap.size());
        while (!heap.isEmpty()) {
            out.add(heap.poll());
        }
        return out.reversed();
    }

    private static void add(Set<String> kept, Set<String> primaries, LnetObject o) {
        kept.add(o.id());
        primaries.add(o.has(Kinds.PRIMARY_NID) ? o.text(Kinds.PRIMARY_NID) : o.id());
    }

    /** Whether the object gets series of its own: every object but peer NIs and peers outside the selection. */
    public boolean exports(LnetObject o) {
        return switch (o.kind()) {
            case Kinds.PEER_NI -> peerNis.contains(o.id());
            case Kinds.PEER -> peers.contains(o.id());
            default -> true;
        };
    }

    public int exportedPeerNis() {
        return peerNis.size();
    }

    public Totals totals() {
        return totals;
    }
}
