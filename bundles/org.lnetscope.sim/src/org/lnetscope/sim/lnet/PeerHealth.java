package org.lnetscope.sim.lnet;

import org.lnetscope.sim.TracedFunction;
import org.lnetscope.sim.o2iblnd.KibPeerNi;
import org.lnetscope.sim.world.LustreRelease;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.World;

/**
 * How a router decides a peer NI is dead, per layout (docs/kernel-map.md, "aliveness" rows).
 *
 * <p>2.12 (v2_12_9): lnet_peer_alive_locked / lnet_peer_is_alive / lnet_ni_query_locked in
 * lib-move.c, lnet_notify / lnet_notify_locked in router.c. lpni_last_alive starts at the peer
 * NI's creation (lnet_peer_ni_alloc, peer.c: "assumes alive"), is refreshed by a receive only
 * when the sender is a gateway (lnet_parse -> lnet_peer_set_alive, lib-lnet.h) and otherwise only
 * by kiblnd_query's ibp_last_alive, asked at most once a second while the peer looks dead. The
 * LND's "down" (kiblnd_peer_notify -> lnet_notify) counts the first time too, and is trusted until
 * a query brings a newer last_alive. All times are ktime_get_seconds(): whole seconds.
 *
 * <p>2.15 (v2_15_8, b2_15's head; no LU-17855): a router sends a routed message (not a response)
 * while lpni_last_alive + peer_timeout > now (lnet_is_peer_deadline_passed, lib-move.c), and past
 * that only if lnet_is_peer_ni_alive (lib-lnet.h): lpni_healthv >= 1000 *
 * router_sensitivity_percentage / 100 and lpni_ns_status UP (lnet_peer_alive_locked, lib-move.c).
 * Neither ever falls for a silent single-rail compute: the LND's lnet_notify(down, reset false)
 * touches neither (router.c), and lnet_health_check (lib-msg.c) lowers a single-rail peer NI's
 * health only when that peer is a router. So the router never considers it down.
 *
 * <p>2.16 (v2_16_1, with LU-17855, 2a0127d5fb) and master (also LU-18444, 70c5f58403): a router
 * drops a routed message as soon as lnet_is_peer_ni_alive is false (lnet_check_message_drop,
 * lib-move.c): 2.16 health >= the router sensitivity and lpni_ns_status UP, master lpni_ns_status
 * alone. DOWN comes only from lnet_notify (router.c), UP from any receive (lnet_parse) or lnet_notify
 * up; a router lowers even a single-rail peer NI's health (lnet_handle_remote_failure_locked,
 * lib-msg.c) and pings it for recovery.
 */
public final class PeerHealth {

    /**
     * router_sensitivity_percentage (router.c v2_15_8, v2_16_1: module parameter, default 100; deprecated by
     * LU-18444): lnet_is_peer_ni_alive wants lpni_healthv >= LNET_MAX_HEALTH_VALUE * it / 100.
     */
    static final int ROUTER_SENSITIVITY_PERCENTAGE = 100;

    /** lnet_queryinterval in lnet_peer_alive_locked: at most one lnd_query a second. */
    private static final long QUERY_INTERVAL_S = 1;

    private final World world;

    public PeerHealth(World world) {
        this.world = world;
    }

    /** ktime_get_seconds() of an ns timestamp on {@code node}; 0 stays 0 ("never"). */
    private static long sec(SimNode node, long ns) {
        return ns == 0 ? 0 : node.clockSeconds(ns);
    }

    /** lnet_peer_aliveness_enabled (lib-types.h, every layout): routing on and peer_timeout > 0. */
    private boolean alivenessEnabled(SimNode node) {
        return node.isRouter() && node.routingEnabled && world.tunables.peerTimeout() > 0;
    }

    /**
     * The drop check at the top of lnet_post_send_locked: 2.12 lnet_peer_alive_locked (every
     * message; may query the LND); 2.15 lnet_peer_alive_locked (routed messages that are not
     * responses, past the peer_timeout deadline); 2.16 and master lnet_check_message_drop (routed
     * messages).
     */
    public boolean dropOnSend(LnetMsg msg) {
        SimNode node = msg.node;
        if (!alivenessEnabled(node)) {
            return false;
        }
        LnetPeerNi lp = msg.txPeer;
        return switch (world.release()) {
            case V2_12 -> !peerAliveLocked(node, lp);
            // lnet_peer_alive_locked (lib-move.c v2_15_8): "always send any responses", "always send
            // non-routed messages", alive while !lnet_is_peer_deadline_passed, then lnet_is_peer_ni_alive
            case V2_15 -> msg.routing() && !isResponse(msg) && deadlinePassed(node, lp) && !isPeerNiAlive(lp);
            // lnet_check_message_drop (lib-move.c v2_16_1, master): "always send non-routed messages"
            case V2_16, MASTER -> msg.routing() && !isPeerNiAlive(lp);
        };
    }

    /** lnet_msg_is_response (lib-move.c v2_15_8): ACK or REPLY. */
    private static boolean isResponse(LnetMsg msg) {
        return msg.type == LnetMsgType.LNET_MSG_ACK || msg.type == LnetMsgType.LNET_MSG_REPLY;
    }

    /** lnet_is_peer_deadline_passed (lib-move.c v2_15_8): !(lpni_last_alive + lct_peer_timeout > now), in seconds. */
    private boolean deadlinePassed(SimNode node, LnetPeerNi lp) {
        long now = node.clockSeconds(world.now());
        return !(sec(node, lp.lastAlive) + world.tunables.peerTimeout() > now);
    }

    /**
     * lnet_is_peer_ni_alive: 2.15 and 2.16 (lib-lnet.h v2_15_8, v2_16_1) lpni_healthv >=
     * LNET_MAX_HEALTH_VALUE * router_sensitivity_percentage / 100 and lpni_ns_status UP; master
     * (include/linux/lnet/lib-lnet.h, LU-18444) lpni_ns_status UP alone.
     */
    public boolean isPeerNiAlive(LnetPeerNi lp) {
        boolean up = lp.nsStatus == LnetPeerNi.NsStatus.UP;
        if (world.release().lu18444()) {
            return up;
        }
        return up && lp.healthValue >= LnetPeerNi.LNET_MAX_HEALTH_VALUE * ROUTER_SENSITIVITY_PERCENTAGE / 100;
    }

    /** 2.12 lnet_peer_alive_locked (LNet never resends here, so msg_retry_count is always 0). */
    private boolean peerAliveLocked(SimNode node, LnetPeerNi lp) {
        long now = node.clockSeconds(world.now());
        if (peerIsAlive(node, lp, now)) {
            return true;
        }
        if (lp.lastQuery != 0 && now < sec(node, lp.lastQuery) + QUERY_INTERVAL_S) {
            return false;
        }
        // lnet_ni_query_locked -> kiblnd_query: ibp_last_alive of the linked kib_peer_ni, if any
        // and non-zero; with no kib_peer_ni at all, kiblnd_launch_tx(NULL) creates one and connects.
        long lndLastAlive = world.kiblndTx.query(node, lp.nid, lp.ni);
        touchHealth(lp);
        lp.lastQuery = world.now();
        if (lndLastAlive != 0) {
            lp.lastAlive = lndLastAlive;
        }
        if (peerIsAlive(node, lp, now)) {
            return true;
        }
        notifyLocked(node, lp, false, lp.lastAlive, "peer not alive");
        return false;
    }

    /** 2.12 lnet_peer_is_alive */
    private boolean peerIsAlive(SimNode node, LnetPeerNi lp, long now) {
        // Trust lnet_notify's news when it is as recent as last_alive (the initial state aside).
        if (!lp.alive && lp.aliveCount > 0 && sec(node, lp.notifyTimestamp) >= sec(node, lp.lastAlive)) {
            return false;
        }
        boolean alive = sec(node, lp.lastAlive) + world.tunables.peerTimeout() > now;
        if (alive && !lp.alive && !(lp.isGateway && lp.aliveCount == 0)) {
            notifyLocked(node, lp, true, lp.lastAlive, "alive again");
        }
        return alive;
    }

    /**
     * 2.12 lnet_notify_locked: out-of-date news is ignored; the first news counts whatever it
     * says (lpni_alive_count 0); later news counts only when it changes lpni_alive.
     */
    private void notifyLocked(SimNode node, LnetPeerNi lp, boolean alive, long when, String why) {
        if (sec(node, lp.notifyTimestamp) > sec(node, when)) {
            return;
        }
        touchHealth(lp);
        lp.notifyTimestamp = when;
        if (lp.aliveCount != 0 && lp.alive == alive) {
            return;
        }
        lp.aliveCount++;
        lp.alive = alive;
        lp.ni.node.healthChanges++; // what the node's routes and NIs show follows (trace recorder)
        trace(node, lp, alive, why);
    }

    /**
     * lnet_notify(ni, nid, alive, when) from the LND (kiblnd_peer_notify: always "down", with the
     * kib_peer_ni's ibp_last_alive). With the lnet module parameter auto_down 0 (default 1, 0444)
     * an LND's "down" is ignored before the peer is even looked up ("Auto-down disabled",
     * lnet_notify in router.c, v2_12_9 and master): the peer NI never hears it.
     */
    public void lnetNotify(SimNode node, KibPeerNi kp, boolean alive) {
        if (!alive && !world.tunables.autoDown()) {
            node.stats.lndDownsIgnored++;
            return;
        }
        if (!alive) {
            node.stats.lndDowns++;
        }
        LnetPeerNi lp = node.peers.find(kp.nid);
        if (lp == null) {
            return; // "%s not found"
        }
        long when = kp.lastAlive;
        // The LND's last_alive is not trusted below what LNet itself last saw (both layouts).
        if (!alive && sec(node, when) < sec(node, lp.lastAlive)) {
            when = lp.lastAlive;
        }
        if (world.layout212()) {
            notifyLocked(node, lp, alive, when, "lnet_notify from the LND");
            return;
        }
        if (!world.release().lu17855()) {
            // 2.15 lnet_notify(ni, nid, alive, reset, when) (router.c v2_15_8), called by kiblnd_peer_notify with
            // alive false and reset false (o2iblnd_cb.c v2_15_8): lpni_ns_status changes only with reset, health
            // only when alive, lpni_timestamp is not kept: the LND's "down" leaves the peer NI as it was.
            return;
        }
        // 2.16 and master lnet_notify (router.c v2_16_1, master; LU-17855): out of date, then "old news" only once a first notification was had.
        if (sec(node, lp.notifyTimestamp) > sec(node, when)) {
            return;
        }
        touchHealth(lp);
        lp.notifyTimestamp = when;
        LnetPeerNi.NsStatus status = alive ? LnetPeerNi.NsStatus.UP : LnetPeerNi.NsStatus.DOWN;
        if (lp.notified && lp.nsStatus == status) {
            return;
        }
        lp.notified = true;
        lp.nsStatus = status;
        lp.ni.node.healthChanges++; // what the node's routes and NIs show follows (trace recorder)
        trace(node, lp, alive, "lnet_notify from the LND");
    }

    /**
     * What lnet_parse does to the sender's peer NI. 2.12: only a gateway's last_alive is refreshed
     * (lnet_peer_set_alive, which also counts as a query and brings it back alive). 2.15, 2.16 and
     * master (lib-move.c v2_15_8, v2_16_1, master): lpni_last_alive = now for every sender, and any
     * receive sets lpni_ns_status UP; and lnet_health_check's OK path for a received message (lib-msg.c)
     * sets the sender's health to the maximum on a router, or when the sender is a router.
     */
    public void onReceive(SimNode node, LnetPeerNi lp) {
        if (world.layout212()) {
            if (!lp.isGateway) {
                return;
            }
            touchHealth(lp);
            lp.lastAlive = world.now();
            lp.lastQuery = lp.lastAlive;
            if (!lp.alive) {
                notifyLocked(node, lp, true, lp.lastAlive, "message from the gateway");
            }
            return;
        }
        touchHealth(lp);
        lp.lastAlive = world.now();
        if (!world.release().lu18444() && (node.isRouter() || lp.isGateway)) {
            // decides lnet_is_peer_ni_alive in 2.15 and 2.16 only (master: LU-18444), so master's figures stay as they were
            lp.healthValue = LnetPeerNi.LNET_MAX_HEALTH_VALUE;
        }
        if (lp.nsStatus != LnetPeerNi.NsStatus.UP) {
            lp.nsStatus = LnetPeerNi.NsStatus.UP;
            lp.ni.node.healthChanges++; // what the node's routes and NIs show follows (trace recorder)
            trace(node, lp, true, "message received");
        }
    }

    /**
     * lnet_health_check on a failed send. 2.12 (lib-msg.c, v2_12_9): REMOTE_DROPPED, REMOTE_ERROR,
     * REMOTE_TIMEOUT and NETWORK_TIMEOUT call lnet_handle_remote_failure(msg_txpeer) on any node,
     * for any peer NI, single-rail or not: lnet_dec_healthv_locked lowers it by health_sensitivity
     * when that is > 0, and it is queued for recovery pings; on a single-rail peer nothing else
     * depends on it (selection has one NI to choose). Not modelled: a message past its
     * msg_deadline skips the check. master: a router (ln_routing, LU-17855) lowers even a
     * single-rail peer NI's health and queues it for recovery (lnet_handle_remote_failure_locked);
     * since LU-18444 nothing decides aliveness from it. 2.16 (lib-msg.c v2_16_1) as master, and
     * lnet_is_peer_ni_alive still wants full health (v2_16_1), so a lowered health makes the router
     * drop for the peer until a recovery ping is answered. 2.15 (lib-msg.c v2_15_8, no LU-17855): a
     * single-rail peer NI's health is lowered only when the peer is a router (lnet_isrouter), on the
     * statuses 2.12 uses.
     */
    public void onFailure(LnetMsg msg, int status) {
        if (!world.tunables.healthEnabled() || msg.txPeer == null) {
            return;
        }
        if (world.release() == LustreRelease.V2_15) {
            int h = msg.healthStatus;
            if (!msg.txPeer.isGateway || h != HealthStatus.LNET_MSG_STATUS_REMOTE_DROPPED
                    && h != HealthStatus.LNET_MSG_STATUS_REMOTE_ERROR && h != HealthStatus.LNET_MSG_STATUS_REMOTE_TIMEOUT
                    && h != HealthStatus.LNET_MSG_STATUS_NETWORK_TIMEOUT) {
                return;
            }
        } else if (world.layout212()) {
            int h = msg.healthStatus;
            if (h != HealthStatus.LNET_MSG_STATUS_REMOTE_DROPPED && h != HealthStatus.LNET_MSG_STATUS_REMOTE_ERROR
                    && h != HealthStatus.LNET_MSG_STATUS_REMOTE_TIMEOUT
                    && h != HealthStatus.LNET_MSG_STATUS_NETWORK_TIMEOUT) {
                return;
            }
        } else if (!msg.node.isRouter() || !HealthStatus.blamesPeer(msg.healthStatus)) {
            return;
        }
        LnetPeerNi lp = msg.txPeer;
        touchHealth(lp);
        lp.healthValue = Math.max(0, lp.healthValue - world.tunables.healthSensitivity());
    }

    /**
     * master lnet_recover_peer_nis, once a second: a recovery ping to each peer NI below full
     * health. Its reply is a receive (lnet_parse sets UP) and restores the health; a node that
     * does not answer (a fault) leaves both as they are.
     */
    public void recoveryTick(SimNode node) {
        for (LnetPeer peer : node.peers.peers()) {
            for (LnetPeerNi lp : peer.peerNis) {
                if (lp.healthValue < LnetPeerNi.LNET_MAX_HEALTH_VALUE) {
                    SimNode target = world.nodeOf(lp.nid);
                    if (target != null && target.answers()) {
                        touchHealth(lp);
                        lp.healthValue = LnetPeerNi.LNET_MAX_HEALTH_VALUE;
                        onReceive(node, lp);
                    }
                }
            }
        }
    }

    /**
     * The router checker, every 60 s (2.12 live/dead_router_check_interval, master
     * alive_router_check_interval). A gateway whose node answers comes back up (the reply is a
     * receive). One that does not answer is marked down once its ping's deadline has passed,
     * router_ping_timeout (50 s) after it was sent, i.e. at the next round here: 2.12
     * lnet_ping_router_locked (router.c, v2_12_9) calls lnet_notify_locked(rtr, 1, 0, now) when
     * lpni_ping_deadline has passed; master's failed router discovery
     * (lnet_router_discovery_complete, router.c) sets every lpni_ns_status of the gateway DOWN.
     */
    public void routerCheckTick(SimNode node) {
        for (LnetPeer peer : node.peers.peers()) {
            for (LnetPeerNi gw : peer.peerNis) {
                if (!gw.isGateway) {
                    continue;
                }
                SimNode target = world.nodeOf(gw.nid);
                boolean answers = target != null && target.isRouter() && target.answers();
                if (answers) {
                    gw.pingUnanswered = false;
                    if (!routeAlive(gw)) {
                        if (world.layout212()) {
                            notifyLocked(node, gw, true, world.now(), "router checker ping answered");
                        } else {
                            onReceive(node, gw);
                        }
                    }
                    continue;
                }
                if (gw.pingUnanswered && routeAlive(gw)) {
                    if (world.layout212()) {
                        notifyLocked(node, gw, false, world.now(), "router checker ping timed out");
                    } else {
                        touchHealth(gw);
                        gw.nsStatus = LnetPeerNi.NsStatus.DOWN;
                        gw.ni.node.healthChanges++;
                        trace(node, gw, false, "router checker ping timed out");
                    }
                }
                gw.pingUnanswered = true;
            }
        }
    }

    /** Whether a gateway may be used: lpni_alive in 2.12, ns_status in master. */
    public boolean routeAlive(LnetPeerNi gw) {
        return world.layout212() ? gw.alive : gw.nsStatus == LnetPeerNi.NsStatus.UP;
    }

    /** Every write of a peer NI's health fields here comes after this: marked changed, and its health fields reported written (trace recorder). */
    private void touchHealth(LnetPeerNi lp) {
        world.touch(lp);
        lp.wrote(LnetPeerNi.W_HEALTH);
    }

    private void trace(SimNode node, LnetPeerNi lp, boolean alive, String why) {
        if (world.tracing) {
            world.trace().node(TracedFunction.lnet_notify, node, lp.nid + (alive ? " up" : " down") + " (" + why + ")",
                    node.usedBytes());
        }
    }
}
