package org.lnetscope.sim.lnet;

import org.lnetscope.sim.SimEvent;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.o2iblnd.KibPeerNi;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.World;

/**
 * How a node decides a peer NI is dead: 2.12's lnet_peer_alive_locked (last_alive + peer_timeout,
 * refreshed through lnd_query), master's lpni_ns_status, lnet_notify from the LND, and the
 * LU-17855 what-if (routers lower single-rail peers' health and mark them down).
 *
 * <p>Why the incident's compute is never declared dead: every reconnect refreshes ibp_last_alive,
 * and kiblnd_peer_notify only reports a peer that is idle, which a peer with a backlog never is.
 */
public final class PeerHealth {

    /** lnet_queryinterval: at most one lnd_query per second per peer NI. */
    private static final long QUERY_INTERVAL_NS = Time.SECOND;

    private final World world;

    public PeerHealth(World world) {
        this.world = world;
    }

    /** lnet_peer_aliveness_enabled: routing on and peer_timeout > 0. */
    private boolean alivenessEnabled(SimNode node) {
        return node.isRouter() && node.routingEnabled && world.tunables.peerTimeout() > 0;
    }

    /** The drop check at the top of lnet_post_send_locked. */
    public boolean dropOnSend(LnetMsg msg) {
        SimNode node = msg.node;
        LnetPeerNi lp = msg.txPeer;
        if (world.whatIf.lu17855() && world.tunables.healthEnabled() && node.isRouter()
                && lp.nsStatus == LnetPeerNi.NsStatus.DOWN) {
            return true;
        }
        if (!alivenessEnabled(node)) {
            return false;
        }
        if (!world.layout212()) {
            // master lnet_check_message_drop: only routed messages, only on ns_status.
            return msg.routing && lp.nsStatus != LnetPeerNi.NsStatus.UP;
        }
        return !peerAliveLocked(node, lp);
    }

    /** 2.12 lnet_peer_alive_locked */
    private boolean peerAliveLocked(SimNode node, LnetPeerNi lp) {
        long now = world.now();
        if (peerIsAlive(lp, now)) {
            return true;
        }
        if (lp.lastQuery != Long.MIN_VALUE && now < lp.lastQuery + QUERY_INTERVAL_NS) {
            return false;
        }
        // lnet_ni_query_locked -> kiblnd_query: take ibp_last_alive; reconnect a peer with no conn.
        lp.lastQuery = now;
        world.touch(lp);
        long lndLastAlive = node.kib.lastAlive(lp.nid);
        if (lndLastAlive != 0) {
            lp.lastAlive = Math.max(lp.lastAlive, lndLastAlive);
        }
        if (peerIsAlive(lp, now)) {
            return true;
        }
        notifyLocked(lp, false, lp.lastAlive);
        return false;
    }

    /** 2.12 lnet_peer_is_alive */
    private boolean peerIsAlive(LnetPeerNi lp, long now) {
        if (!lp.alive && lp.aliveCount > 0 && lp.notifyTimestamp >= lp.lastAlive) {
            return false;
        }
        boolean alive = lp.lastAlive + world.tunables.peerTimeout() * Time.SECOND > now;
        if (alive && !lp.alive) {
            notifyLocked(lp, true, lp.lastAlive);
        }
        return alive;
    }

    /** lnet_notify_locked */
    private void notifyLocked(LnetPeerNi lp, boolean alive, long when) {
        if (lp.notifyTimestamp > when) {
            return;
        }
        world.touch(lp);
        lp.notifyTimestamp = when;
        if (!lp.alive && alive) {
            lp.aliveCount++;
        }
        lp.alive = alive;
    }

    /**
     * lnet_notify(ni, nid, alive, when) from kiblnd_peer_notify. With LU-17855 it also sets
     * lpni_ns_status, which is what makes a router drop instead of queue.
     */
    public void lnetNotify(SimNode node, KibPeerNi kp, boolean alive) {
        LnetPeerNi lp = node.peers.find(kp.nid);
        if (lp == null) {
            return;
        }
        // The LND's last_alive is not trusted below what LNet itself last saw (lnet_notify).
        long when = Math.max(kp.lastAlive, lp.lastAlive);
        notifyLocked(lp, alive, when);
        if (world.whatIf.lu17855()) {
            lp.nsStatus = alive ? LnetPeerNi.NsStatus.UP : LnetPeerNi.NsStatus.DOWN;
        }
        world.touch(lp);
        if (world.tracing) {
            world.emit(new SimEvent.Node(world.now(), node.hostname, "lnet_notify",
                    kp.nid + (alive ? " up" : " down"), node.usedBytes()));
        }
    }

    /**
     * lnet_health_check on a failed send: with LU-17855 a router lowers the peer NI's health by
     * health_sensitivity even for a single-rail peer, and marks it down at zero.
     */
    public void onFailure(LnetMsg msg, int status) {
        if (!world.whatIf.lu17855() || !world.tunables.healthEnabled() || !msg.node.isRouter()
                || msg.txPeer == null || !HealthStatus.blamesPeer(msg.healthStatus)) {
            return;
        }
        LnetPeerNi lp = msg.txPeer;
        world.touch(lp);
        lp.healthValue = Math.max(0, lp.healthValue - world.tunables.healthSensitivity());
        if (lp.healthValue == 0 && lp.nsStatus == LnetPeerNi.NsStatus.UP) {
            lp.nsStatus = LnetPeerNi.NsStatus.DOWN;
            if (world.tracing) {
                world.emit(new SimEvent.Node(world.now(), msg.node.hostname, "lnet_handle_remote_failure_locked",
                        lp.nid + " health 0: down", msg.node.usedBytes()));
            }
        }
    }

    /**
     * lnet_recover_peer_nis, once a second: a recovery ping to each unhealthy peer NI. It succeeds
     * (health back to maximum, status up) only if the peer really answers.
     */
    public void recoveryTick(SimNode node) {
        for (LnetPeer peer : node.peers.peers()) {
            for (LnetPeerNi lp : peer.peerNis) {
                if (lp.healthValue < LnetPeerNi.LNET_MAX_HEALTH_VALUE || lp.nsStatus == LnetPeerNi.NsStatus.DOWN) {
                    SimNode target = world.nodeOf(lp.nid);
                    if (target != null && !target.rdmaBlackhole && !target.unreachable) {
                        world.touch(lp);
                        lp.healthValue = LnetPeerNi.LNET_MAX_HEALTH_VALUE;
                        lp.nsStatus = LnetPeerNi.NsStatus.UP;
                    }
                }
            }
        }
    }

    /**
     * The router checker (2.12 dead_router_check_interval / master alive_router_check_interval):
     * a gateway marked down by lnet_notify is pinged and comes back once it answers.
     */
    public void routerCheckTick(SimNode node) {
        for (LnetPeer peer : node.peers.peers()) {
            for (LnetPeerNi gw : peer.peerNis) {
                if (!routeAlive(gw)) {
                    SimNode target = world.nodeOf(gw.nid);
                    if (target != null && target.isRouter() && !target.unreachable && !target.rdmaBlackhole) {
                        notifyLocked(gw, true, world.now());
                        world.touch(gw);
                        gw.nsStatus = LnetPeerNi.NsStatus.UP;
                    }
                }
            }
        }
    }

    /** Whether a gateway may be used: lpni_alive in 2.12, ns_status in master. */
    public boolean routeAlive(LnetPeerNi gw) {
        return world.layout212() ? gw.alive : gw.nsStatus == LnetPeerNi.NsStatus.UP;
    }
}
