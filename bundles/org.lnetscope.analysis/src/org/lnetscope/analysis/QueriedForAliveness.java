package org.lnetscope.analysis;

import org.lnetscope.model.Fabric;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;

/**
 * 2.12's proof that router aliveness was enabled for a peer NI whose peer_timeout was not read:
 * a non-zero {@code lpni_last_query}. Only lnet_ni_query_locked() sets it, and lnet_peer_alive_locked()
 * calls that only past lnet_peer_aliveness_enabled() (lib-move.c v2_12_9) — except on a gateway of the
 * router, whose every receive sets it too (lnet_parse → lnet_peer_set_alive when lnet_isrouter,
 * lib-move.c / lib-lnet.h v2_12_9). Master has no such field. One reading for analyze's aliveness-off
 * hypothesis (WhyQueued), why-alive (WhyAlive) and known-bugs' {@code peerNi.alivenessOn}
 * (docs/kernel-map.md, "lpni_last_query").
 */
public final class QueriedForAliveness {

    /** Why a non-zero lpni_last_query proves it, in the words every command prints. */
    public static final String WHY = "only lnet_ni_query_locked() sets it for a peer that is not a router,"
            + " and lnet_peer_alive_locked() calls it only when aliveness is enabled";

    private QueriedForAliveness() {
    }

    /** Whether {@code peer} is a gateway of {@code router}: its lp_rtr_refcount, or a route through its NID. */
    static boolean gateway(Node router, PeerNi peer) {
        return peer.getPeer() != null && peer.getPeer().getRtrRefcount() > 0
                || peer.getNid() != null && router.getRoutes().stream().anyMatch(r -> peer.getNid().equals(r.getGateway()));
    }

    /** Whether the fabric has 2.12's lnet_peer_ni layout, the only one with lpni_last_query. */
    static boolean has212Layout(Node router) {
        return router.eContainer() instanceof Fabric f && f.getLustreVersion() == LustreLayout.LAYOUT_B2_12;
    }

    /**
     * The lpni_last_query that proves aliveness was enabled, or null when the field was not read, is
     * 0, belongs to a gateway, or the layout is not 2.12's.
     */
    public static Long lastQuery(Node router, PeerNi peer) {
        if (!has212Layout(router) || !peer.isSetLastQuery() || peer.getLastQuery() == 0 || gateway(router, peer)) {
            return null;
        }
        return peer.getLastQuery();
    }

    /** {@link #lastQuery} as the sentence that proves it ("`lpni_last_query` = N: ..."), or null. */
    public static String evidence(Node router, PeerNi peer) {
        Long queried = lastQuery(router, peer);
        return queried == null ? null
                : "`lpni_last_query` = " + queried + ": " + WHY;
    }
}
