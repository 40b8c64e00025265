package org.lnetscope.lnetfiles.lnetctl;

import java.util.List;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.lnetfiles.NidRanges;
import org.lnetscope.lnetfiles.lnetctl.LnetctlYaml.Context;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;

/**
 * {@code lnetctl peer show -v N}: {@code peer: - primary nid: / Multi-Rail: / peer ni: - nid: ...}
 * with the credit counters of {@code peers} under lnetctl's names. -v 2 adds per-type stats and
 * {@code health stats}; master's health stats add {@code ping_count}/{@code next_ping}.
 */
final class PeerShow {

    private static final String[] COUNTERS = {Kinds.STATE, "max_ni_tx_credits", "available_tx_credits", "min_tx_credits",
            "tx_q_num_of_buf", "available_rtr_credits", "min_rtr_credits", "refcount"};

    private PeerShow() {
    }

    /** One item of {@code peer:} (lustre_lnet_show_peer); a configuration's peer NIs may be NID ranges. */
    static void peer(Context c, Yaml peer) {
        Nid primary = LnetctlYaml.nid(c, peer.get("primary nid"), "peer show");
        if (primary == null) {
            return;
        }
        LnetObject p = c.into().object(Kinds.PEER, primary.toString());
        Yaml mr = peer.get("Multi-Rail");
        if (mr != null && mr.text() != null) {
            p.put(Kinds.MULTI_RAIL, mr.text().equalsIgnoreCase("true") ? 1 : 0);
        }
        LnetctlYaml.scalar(p, "peer_state", peer.get("peer state"));
        Yaml nis = peer.get("peer ni");
        for (Yaml ni : nis == null ? List.<Yaml>of() : nis.items()) {
            String text = ni.get("nid") == null ? null : ni.get("nid").text();
            if (text != null && NidRanges.isRange(text)) {
                for (Nid nid : LnetctlYaml.nids(c, ni.get("nid"), "peer ni")) {
                    c.into().object(Kinds.PEER_NI, nid.toString()).put(Kinds.PRIMARY_NID, primary.toString());
                }
                c.into().configuration(c.file() + ":" + ni.line() + ": peer NI range " + text);
                continue;
            }
            peerNi(c, primary, ni);
        }
    }

    private static void peerNi(Context c, Nid primary, Yaml ni) {
        Nid nid = LnetctlYaml.nid(c, ni.get("nid"), "peer show");
        if (nid == null) {
            return;
        }
        LnetObject o = c.into().object(Kinds.PEER_NI, nid.toString()).put(Kinds.PRIMARY_NID, primary.toString());
        for (String key : COUNTERS) {
            LnetctlYaml.scalar(o, key, ni.get(key));
        }
        Object state = o.fields().get(Kinds.STATE);
        if (state != null && !(state.equals("up") || state.equals("down") || state.equals("NA"))) {
            c.into().report(Diagnostic.warning(c.file(), ni.get(Kinds.STATE).line(), "peer show: state \"" + state
                    + "\" is none of NA/up/down"));
        }
        Yaml statistics = ni.get("statistics");
        if (statistics != null) {
            LnetctlYaml.flat(c, statistics, o, "peer show statistics");
        }
        Yaml health = ni.get("health stats");
        if (health != null) {
            LnetctlYaml.scalar(o, Kinds.HEALTH_VALUE, health.get("health value"));
            if (health.get("ping_count") != null) {
                c.into().layoutSeen(Kinds.LAYOUT_MASTER, c.file() + ":" + health.line()
                        + ": peer health stats have ping_count (2.13+)");
            }
        }
    }
}
