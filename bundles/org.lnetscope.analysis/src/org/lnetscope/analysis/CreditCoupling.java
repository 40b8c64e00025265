package org.lnetscope.analysis;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.lnetscope.model.Fabric;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;

/**
 * Which senders are blocked behind which stalled peer (domain notes §1.3, "key coupling"): a
 * forwarded message holds its sender's router credit (lpni_rtrcredits of msg_rxpeer) until the
 * next hop takes it, so every message queued on a stalled peer's lpni_txq keeps one credit of its
 * sender. Grouping the txq by rxPeer shows who pays; a sender whose rtrCredits is below zero has
 * all its traffic through this router parked, whatever the destination.
 */
public final class CreditCoupling {

    /** A sender with messages queued behind the stalled peer. */
    public record Sender(PeerNi peerNi, int queuedBehind, int rtrCredits, int rtrqLength) {
        /** Out of router credits: everything it sends through this router now parks on its rtrq. */
        public boolean blocked() {
            return rtrCredits < 0;
        }
    }

    /** A peer NI whose tx credits are exhausted, and who waits because of it. */
    public record Stalled(Node node, PeerNi peerNi, int txCredits, int queued, List<Sender> senders) {
        public long blockedSenders() {
            return senders.stream().filter(Sender::blocked).count();
        }
    }

    private CreditCoupling() {
    }

    /** Stalled peers of every node (most queued first), each with its senders (most queued first). */
    public static List<Stalled> find(Fabric fabric) {
        List<Stalled> result = new ArrayList<>();
        for (Node node : fabric.getNodes()) {
            result.addAll(find(node));
        }
        result.sort(Comparator.comparingInt(Stalled::queued).reversed());
        return result;
    }

    /** Stalled peers of one node (most queued first): what a router view needs, without the rest of the fabric. */
    public static List<Stalled> find(Node node) {
        List<Stalled> result = new ArrayList<>();
        for (Peer peer : node.getPeers()) {
            for (PeerNi peerNi : peer.getPeerNis()) {
                if (peerNi.getTxCredits() < 0 || !peerNi.getTxq().isEmpty()) {
                    result.add(stalled(node, peerNi));
                }
            }
        }
        result.sort(Comparator.comparingInt(Stalled::queued).reversed());
        return result;
    }

    /**
     * The peer NI every sender waits for: of the stalled ones with messages on their txq, the one
     * with the fewest tx credits. Null when no txq holds a message.
     */
    public static Stalled worst(Node node) {
        return find(node).stream().filter(s -> s.queued() > 0).min(Comparator.comparingInt(Stalled::txCredits))
                .orElse(null);
    }

    /**
     * Peer NIs of {@code node} out of router credits or with messages parked on their router queue
     * (lpni_rtrq in 2.12, the peer's lp_rtrq in master), lowest lpni_rtrcredits first.
     */
    public static List<PeerNi> starved(Node node) {
        List<PeerNi> result = new ArrayList<>();
        for (Peer peer : node.getPeers()) {
            for (PeerNi peerNi : peer.getPeerNis()) {
                if (peerNi.getRtrCredits() < 0 || !peerNi.routerQueue().isEmpty()) {
                    result.add(peerNi);
                }
            }
        }
        result.sort(Comparator.comparingInt(PeerNi::getRtrCredits));
        return result;
    }

    static Stalled stalled(Node node, PeerNi stalled) {
        Map<PeerNi, Integer> bySender = new LinkedHashMap<>();
        int local = 0;
        for (Message message : stalled.getTxq()) {
            PeerNi sender = message.getRxPeer();
            if (sender == null) {
                local++; // sent by the node itself, not forwarded: holds no router credit
            } else {
                bySender.merge(sender, 1, Integer::sum);
            }
        }
        List<Sender> senders = new ArrayList<>();
        bySender.forEach((peerNi, count) -> senders.add(
                new Sender(peerNi, count, peerNi.getRtrCredits(), peerNi.routerQueue().size())));
        senders.sort(Comparator.comparingInt(Sender::queuedBehind).reversed()
                .thenComparing(s -> String.valueOf(s.peerNi().getNid())));
        return new Stalled(node, stalled, stalled.getTxCredits(), stalled.getTxq().size(), List.copyOf(senders));
    }
}
