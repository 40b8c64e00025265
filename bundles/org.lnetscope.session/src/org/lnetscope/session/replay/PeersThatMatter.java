package org.lnetscope.session.replay;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.lnetscope.analysis.CreditCoupling;
import org.lnetscope.analysis.Labels;
import org.lnetscope.analysis.MsgQueues;
import org.lnetscope.analysis.PinnedConnections;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.replay.StateMsgQueues;
import org.lnetscope.replay.StateQuery;

/**
 * The peer NIs and kib_conns that matter in a trace, found once at its last event (the OOM, in an
 * incident) for both kinds of the time graph's rows ({@link PeerRows}, {@link ConnRows}):
 * {@link CreditCoupling}'s worst stalled peer NI (its tx credits and lpni_txq), the senders whose
 * router credits its queue holds (lnet_post_routed_recv_locked's lpni_rtrcredits, most queued
 * first), and the first pinned conns of each of those senders on the same router
 * ({@link PinnedConnections}, most memory first), found through {@link MsgQueues} on the replay state
 * (no EMF object per lnet_msg or kib_rx). Each is a trace id at the trace's end and the label its row
 * shows; the rows then read the replay state through the {@code StateQuery}.
 */
public record PeersThatMatter(Item stalled, List<Item> senders, List<Item> conns) {

    /** An object of the trace (its id at the trace's last event) and how its row names it. */
    public record Item(int id, String label) {
    }

    /** How many senders of the stalled peer get a row: more lines than this are no longer read. */
    static final int SENDERS = 3;

    /** Conns per blocked sender: the first pinned ones, most memory first. */
    static final int PER_SENDER = 2;

    /** A trace that ends with no stalled peer NI (a healthy run): no rows. */
    static final PeersThatMatter NONE = new PeersThatMatter(null, List.of(), List.of());

    public boolean isEmpty() {
        return stalled == null;
    }

    /**
     * Finds them in the state {@code cursor} is at (the trace's end): the analyses read nodes, peer NIs
     * and conns from a model of that one state without lnet_msg and kib_rx, and the queues and held rx
     * from the state itself ({@link StateMsgQueues}); the model is dropped on return.
     */
    static PeersThatMatter at(ReplayCursor cursor) {
        EmfSync sync = new EmfSync(cursor.state(), EmfSync.MESSAGES_AND_RXS);
        Fabric fabric = sync.fabric();
        if (fabric == null) {
            return NONE;
        }
        MsgQueues queues = new StateMsgQueues(new StateQuery(cursor.state()), sync);
        return Labels.withHostIndex(() -> find(sync, fabric, queues));
    }

    private static PeersThatMatter find(EmfSync sync, Fabric fabric, MsgQueues queues) {
        CreditCoupling.Stalled worst = CreditCoupling.find(fabric, queues).stream().filter(s -> s.peerNi() != null)
                .findFirst().orElse(null);
        if (worst == null) {
            return NONE;
        }
        Node router = worst.node();
        Item stalled = new Item(sync.idOf(worst.peerNi()), label(router, worst.peerNi()) + " tx");
        List<CreditCoupling.Sender> senders = worst.senders().stream()
                .sorted((a, b) -> Integer.compare(b.queuedBehind(), a.queuedBehind())).limit(SENDERS).toList();
        List<Item> senderItems = new ArrayList<>();
        for (CreditCoupling.Sender s : senders) {
            senderItems.add(new Item(sync.idOf(s.peerNi()), label(router, s.peerNi()) + " rtr"));
        }
        List<PinnedConnections.Pinned> pinned = PinnedConnections.find(fabric, queues);
        Map<Integer, String> conns = new LinkedHashMap<>();
        for (CreditCoupling.Sender s : senders) {
            String nid = String.valueOf(s.peerNi().getNid());
            int k = 0;
            for (PinnedConnections.Pinned p : pinned) {
                if (k < PER_SENDER && p.node() == router && p.conn().getPeer() != null
                        && nid.equals(String.valueOf(p.conn().getPeer().getNid()))) {
                    k++;
                    conns.put(sync.idOf(p.conn()), host(s.peerNi()) + " conn " + k + " on " + router.getHostname());
                }
            }
        }
        List<Item> connItems = new ArrayList<>();
        conns.forEach((id, label) -> connItems.add(new Item(id, label)));
        return new PeersThatMatter(stalled, List.copyOf(senderItems), List.copyOf(connItems));
    }

    /** {@code compute3 on router}: the peer as the node that keeps its counters sees it. */
    private static String label(Node node, PeerNi ni) {
        return host(ni) + " on " + node.getHostname();
    }

    private static String host(PeerNi ni) {
        String host = Labels.hostOf(ni, ni.getNid());
        return host != null ? host : String.valueOf(ni.getNid());
    }
}
