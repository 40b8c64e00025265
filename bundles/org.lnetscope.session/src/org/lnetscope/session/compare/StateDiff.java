package org.lnetscope.session.compare;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.lnetscope.model.Node;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;

/**
 * The router's peer NIs in two runs side by side: lpni_txcredits, lpni_rtrcredits and the lengths of
 * lpni_txq and lpni_rtrq (2.12's lnet_peer_ni; lnet_post_send_locked and lnet_post_routed_recv_locked in
 * lnet/lnet/lib-move.c queue on them when the credit goes below zero), matched by NID, for the
 * comparison's diff view: a row differs when any of its figures does.
 */
public final class StateDiff {

    /** One peer NI in both runs; {@code null} figures: the peer NI does not exist in that run. */
    public record PeerRow(String nid, int[] baseline, int[] other) {

        /** Figures in order: txcredits, rtrcredits, txq length, rtrq length. */
        public static final String[] FIGURES = {"lpni_txcredits", "lpni_rtrcredits", "lpni_txq", "lpni_rtrq"};

        public boolean differs() {
            return baseline == null || other == null || !Arrays.equals(baseline, other);
        }

        /** True when figure {@code i} differs (or the peer NI is missing on one side). */
        public boolean differs(int i) {
            return baseline == null || other == null || baseline[i] != other[i];
        }
    }

    private StateDiff() {
    }

    /** The peer NIs of {@code baseline} and {@code other} (either may be null), by NID, differing ones first. */
    public static List<PeerRow> peerNis(Node baseline, Node other) {
        Map<String, int[]> a = figures(baseline);
        Map<String, int[]> b = figures(other);
        Map<String, PeerRow> rows = new TreeMap<>();
        for (String nid : a.keySet()) {
            rows.put(nid, new PeerRow(nid, a.get(nid), b.get(nid)));
        }
        for (String nid : b.keySet()) {
            rows.putIfAbsent(nid, new PeerRow(nid, null, b.get(nid)));
        }
        List<PeerRow> out = new ArrayList<>(rows.values());
        out.sort((x, y) -> Boolean.compare(y.differs(), x.differs()));
        return out;
    }

    private static Map<String, int[]> figures(Node node) {
        Map<String, int[]> out = new TreeMap<>();
        if (node == null) {
            return out;
        }
        for (Peer peer : node.getPeers()) {
            for (PeerNi ni : peer.getPeerNis()) {
                out.put(String.valueOf(ni.getNid()),
                        new int[] {ni.getTxCredits(), ni.getRtrCredits(), ni.getTxq().size(), ni.getRtrq().size()});
            }
        }
        return out;
    }
}
