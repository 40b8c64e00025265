package org.lnetscope.sim.export;

import org.lnetscope.model.LinkState;
import org.lnetscope.model.PeerState;
import org.lnetscope.sim.lnet.LnetPeerNi;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.World;

/**
 * Model values that are derived from simulator state rather than copied, in one place so that the
 * exported fabric and the trace's events always agree on them.
 */
public final class ModelValues {

    private ModelValues() {
    }

    /**
     * The "state" column of /sys/kernel/debug/lnet/peers: NA unless router peer health is on
     * (routing and peer_timeout > 0); then lpni_alive in 2.12, lpni_ns_status in master.
     */
    public static PeerState peerState(World world, SimNode node, LnetPeerNi lp) {
        boolean health = node.isRouter() && node.routingEnabled && world.tunables.peerTimeout() > 0;
        if (!health) {
            return PeerState.NA;
        }
        boolean up = world.layout212() ? lp.alive : lp.nsStatus == LnetPeerNi.NsStatus.UP;
        return up ? PeerState.UP : PeerState.DOWN;
    }

    /** A local NI is down while its node is cut off (link down or rebooting). */
    public static LinkState niStatus(SimNode node) {
        return node.unreachable ? LinkState.DOWN : LinkState.UP;
    }

    /** A route is up while its gateway may be used (never used yet counts as up). */
    public static LinkState routeState(World world, LnetPeerNi gateway) {
        return gateway == null || world.health.routeAlive(gateway) ? LinkState.UP : LinkState.DOWN;
    }
}
