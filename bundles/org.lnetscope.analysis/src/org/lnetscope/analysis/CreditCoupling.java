package org.lnetscope.analysis;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.lnetscope.model.Fabric;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Node;
import org.lnetscope.model.validation.CapturedQueues;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.TxQueue;
import org.lnetscope.model.nid.Nid;

/**
 * Which senders are blocked behind which stalled queue. A forwarded message takes its sender's
 * router credit (lpni_rtrcredits of msg_rxpeer) in lnet_post_routed_recv_locked() and gives it
 * back only in lnet_return_rx_credits_locked(), once it has been sent on (lib-move.c, 2.12 and
 * master). On its way out, lnet_post_send_locked() first takes a peer tx credit (else it waits on
 * the next hop's lpni_txq), then an NI tx credit (else it waits on the local NI's
 * ni_tx_queues[cpt]->tq_delayed): on either queue it still holds its sender's router credit. So
 * every message on a stalled lpni_txq or tq_delayed keeps one credit of its sender. Grouping the
 * queue by sender shows who pays; a sender whose rtrCredits is below zero has all its traffic
 * through this router parked, whatever the destination.
 *
 * <p>The sender is msg_rxpeer where it was read, else inferred from msg_hdr.src_nid
 * ({@link Links#rxPeer}); {@link Sender#inferred()} counts the messages attributed that way.
 */
public final class CreditCoupling {

    /** A sender with messages queued behind the stalled queue; {@code inferred} of them by src_nid. */
    public record Sender(PeerNi peerNi, int queuedBehind, int inferred, int rtrCredits, int rtrqLength) {
        /** Out of router credits: everything it sends through this router now parks on its rtrq. */
        public boolean blocked() {
            return rtrCredits < 0;
        }
    }

    /**
     * A sender named by its messages' {@code msg_hdr.src_nid} (one hop away: lnet_parse() would have set
     * msg_rxpeer to its peer NI) whose peer NI the file does not print: it is a sender, and its router
     * credits are unknown, not "none blocked" (issue 36: such senders were left out of the count).
     */
    public record Unprinted(Nid nid, int queuedBehind) {
    }

    /**
     * A queue whose credits are exhausted, and who waits because of it: a peer NI's lpni_txq
     * ({@code peerNi} set, {@code txCredits} is lpni_txcredits) or a local NI's CPT queue
     * tq_delayed ({@code niQueue} set, {@code txCredits} is tq_credits). {@code unattributed}
     * messages have no known sender: sent by the node itself, or neither msg_rxpeer nor a
     * one-hop src_nid was read.
     */
    public record Stalled(Node node, PeerNi peerNi, TxQueue niQueue, int txCredits, int queued, int unattributed,
            List<Sender> senders, List<Unprinted> unprinted) {

        /**
         * Every sender that can be named: those with a peer NI here, and those named only by their
         * messages' src_nid whose peer NI the file does not print (a partial crash extract).
         */
        public int namedSenders() {
            return senders.size() + unprinted.size();
        }

        public long blockedSenders() {
            return senders.stream().filter(Sender::blocked).count();
        }

        /**
         * How many messages wait on the queue by its counter ({@link CapturedQueues#txWaiting}): a dump may
         * hold fewer of them ({@link #queued()}); the counter is the count, the messages are what was read.
         */
        public int counted() {
            return CapturedQueues.txWaiting(queued, txCredits);
        }

        /**
         * "8 queued", or "4500 queued (3 of them in the data)" when the file holds fewer of the queue's
         * messages than its counter says (what follows, senders and blocked, is of those in the data).
         */
        public String queuedText() {
            return queued < counted() ? counted() + " queued (" + queued + " of them in the data)" : queued + " queued";
        }

        /** Messages whose sender was inferred from src_nid rather than read from msg_rxpeer. */
        public int inferred() {
            return senders.stream().mapToInt(Sender::inferred).sum();
        }

        /** The queue in LNet's words: {@code 10.1.0.17@o2ib1} or {@code tq_delayed of NI 10.1.0.1@o2ib1 CPT 0}. */
        public String what() {
            if (peerNi != null) {
                return String.valueOf(peerNi.getNid());
            }
            LocalNi ni = niQueue.eContainer() instanceof LocalNi l ? l : null;
            return "tq_delayed of NI " + (ni == null ? "?" : ni.getNid()) + " CPT " + niQueue.getCpt();
        }

        /** The credit counter of the queue, by its kernel name. */
        public String counter() {
            return peerNi != null ? "lpni_txcredits" : "tq_credits";
        }
    }

    private CreditCoupling() {
    }

    /**
     * Stalled queues of every node, causes first: a queue that blocks senders (its messages hold
     * router credits of peers now out of them), then one that holds other senders' credits, then a
     * node's queue of its own messages (a server's txq toward a stalled router: an effect, it holds
     * nobody's router credit); within each, most queued first. Each with its senders (most queued first).
     */
    public static List<Stalled> find(Fabric fabric) {
        return find(fabric, MsgQueues.MODEL);
    }

    /** {@link #find(Fabric)} with the queues read through {@code queues} (a replay's state). */
    public static List<Stalled> find(Fabric fabric, MsgQueues queues) {
        List<Stalled> result = new ArrayList<>();
        for (Node node : fabric.getNodes()) {
            result.addAll(find(node, queues));
        }
        result.sort(BY_CAUSE);
        return result;
    }

    /** Blocking senders, then holding senders' credits, then the rest; most queued first. */
    static final Comparator<Stalled> BY_CAUSE = Comparator
            .comparingInt((Stalled s) -> s.blockedSenders() > 0 ? 0 : s.senders().isEmpty() ? 2 : 1)
            .thenComparing(Comparator.comparingInt(Stalled::queued).reversed());

    /** Stalled queues of one node (most queued first): what a router view needs, without the rest of the fabric. */
    public static List<Stalled> find(Node node) {
        return find(node, MsgQueues.MODEL);
    }

    /** {@link #find(Node)} with the queues read through {@code queues}. */
    public static List<Stalled> find(Node node, MsgQueues queues) {
        Links links = new Links(node);
        List<Stalled> result = new ArrayList<>();
        for (Peer peer : node.getPeers()) {
            for (PeerNi peerNi : peer.getPeerNis()) {
                int length = queues.txqLength(peerNi);
                if (peerNi.getTxCredits() < 0 || length > 0) {
                    result.add(stalled(node, links, queues, peerNi, null, peerNi.getTxCredits(), length,
                            length == 0 ? List.of() : queues.txqBySender(peerNi)));
                }
            }
        }
        for (LocalNi ni : node.getLocalNis()) {
            for (TxQueue tq : ni.getTxQueues()) {
                int length = queues.delayedLength(tq);
                if (tq.getCredits() < 0 || length > 0) {
                    result.add(stalled(node, links, queues, null, tq, tq.getCredits(), length,
                            length == 0 ? List.of() : queues.delayedBySender(tq)));
                }
            }
        }
        result.sort(Comparator.comparingInt(Stalled::queued).reversed());
        return result;
    }

    /**
     * The peer NI every sender waits for: of the stalled peer NIs with messages on their lpni_txq, the one
     * with the fewest tx credits. Null when no txq holds a message.
     */
    public static Stalled worst(Node node) {
        return worst(node, MsgQueues.MODEL);
    }

    /** {@link #worst(Node)} with the queues read through {@code queues}. */
    public static Stalled worst(Node node, MsgQueues queues) {
        return find(node, queues).stream().filter(s -> s.peerNi() != null && s.queued() > 0)
                .min(Comparator.comparingInt(Stalled::txCredits))
                .orElse(null);
    }

    /**
     * Peer NIs of {@code node} out of router credits or with messages parked on their router queue
     * (lpni_rtrq in 2.12, the peer's lp_rtrq in master), lowest lpni_rtrcredits first.
     */
    public static List<PeerNi> starved(Node node) {
        return starved(node, MsgQueues.MODEL);
    }

    /** {@link #starved(Node)} with the router queues read through {@code queues}. */
    public static List<PeerNi> starved(Node node, MsgQueues queues) {
        List<PeerNi> result = new ArrayList<>();
        for (Peer peer : node.getPeers()) {
            for (PeerNi peerNi : peer.getPeerNis()) {
                if (peerNi.getRtrCredits() < 0 || queues.routerQueueLength(peerNi) > 0) {
                    result.add(peerNi);
                }
            }
        }
        result.sort(Comparator.comparingInt(PeerNi::getRtrCredits));
        return result;
    }

    /** Whether {@code nid} is on one of {@code node}'s nets: a source one hop away, so its NID names the sender. */
    private static boolean onLocalNet(Node node, Nid nid) {
        return node.getLocalNis().stream().anyMatch(ni -> ni.getNid() != null && ni.getNid().netName().equals(nid.netName()));
    }

    /**
     * A stalled queue of {@code length} messages counted by (msg_rxpeer, src_nid): every message of a group
     * has the same sender, so counting groups gives what counting messages one by one gives.
     */
    private static Stalled stalled(Node node, Links links, MsgQueues queues, PeerNi peerNi, TxQueue tq, int credits,
            int length, List<MsgQueues.SenderGroup> groups) {
        Map<PeerNi, int[]> bySender = new LinkedHashMap<>();
        Map<Nid, Integer> unprinted = new TreeMap<>();
        int unattributed = 0;
        for (MsgQueues.SenderGroup group : groups) {
            Links.Link<PeerNi> sender = links.rxPeer(group.rxPeer(), group.srcNid());
            if (!sender.known()) {
                Nid src = group.srcNid();
                if (src != null && group.rxPeer() == null && node.findLocalNi(src) == null && onLocalNet(node, src)) {
                    unprinted.merge(src, group.count(), Integer::sum); // a sender all the same: its peer NI not printed
                } else {
                    unattributed += group.count(); // sent by the node itself (holds no router credit), or neither field read
                }
            } else {
                int[] counts = bySender.computeIfAbsent(sender.target(), k -> new int[2]);
                counts[0] += group.count();
                if (sender.inferred()) {
                    counts[1] += group.count();
                }
            }
        }
        List<Sender> senders = new ArrayList<>();
        bySender.forEach((ni, counts) -> senders.add(
                new Sender(ni, counts[0], counts[1], ni.getRtrCredits(), queues.routerQueueLength(ni))));
        senders.sort(Comparator.comparingInt(Sender::queuedBehind).reversed()
                .thenComparing(s -> String.valueOf(s.peerNi().getNid())));
        List<Unprinted> notPrinted = new ArrayList<>();
        unprinted.forEach((nid, n) -> notPrinted.add(new Unprinted(nid, n)));
        notPrinted.sort(Comparator.comparingInt(Unprinted::queuedBehind).reversed());
        return new Stalled(node, peerNi, tq, credits, length, unattributed, List.copyOf(senders), List.copyOf(notPrinted));
    }
}
