package org.lnetscope.analysis;

import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Net;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;

/**
 * The {@code lct_peer_timeout} that governs router aliveness for a peer NI (the tunables of the
 * lnet_net its lpni_net points to; lnet_peer_aliveness_enabled, lib-types.h), from whichever the
 * source read: a dump's {@code lnet_net.net_tunables} (Net.peerTimeout), a capture's local NI on that
 * net ({@code lnetctl net show -v}), or a simulated run's scenario. Null when none was read: a
 * default is never evidence.
 */
public record PeerTimeout(int seconds, String source) {

    public static PeerTimeout of(Node router, PeerNi peer) {
        Fabric fabric = router.eContainer() instanceof Fabric f ? f : null;
        if (peer.getNid() == null) {
            return null;
        }
        String netName = peer.getNid().netName();
        Net net = fabric == null ? null : fabric.findNet(netName);
        if (net != null && net.isSetPeerTimeout()) {
            return new PeerTimeout(net.getPeerTimeout(), "the net_tunables of " + netName);
        }
        for (LocalNi ni : router.getLocalNis()) {
            if (ni.getNid() != null && netName.equals(ni.getNid().netName()) && ni.isSetPeerTimeout()) {
                return new PeerTimeout(ni.getPeerTimeout(), "the router's NI " + ni.getNid());
            }
        }
        if (fabric != null && fabric.getSource() == CaptureSource.SIMULATOR && fabric.getTunables() != null) {
            return new PeerTimeout(fabric.getTunables().getPeerTimeout(), "the scenario's tunables");
        }
        return null;
    }
}
