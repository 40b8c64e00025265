package org.lnetscope.sim.lnet;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.SimEvent;
import org.lnetscope.sim.TracedFunction;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.WorkItem;
import org.lnetscope.sim.world.World;

/**
 * The send half of lib-move.c: lnet_send (next-hop selection and tx commit),
 * lnet_post_send_locked (peer NI credit, then NI credit) and lnet_return_tx_credits_locked.
 */
public final class LnetSend {

    /** lnet_post_send_locked results. */
    public static final int LNET_CREDIT_OK = 0;
    public static final int LNET_CREDIT_WAIT = 1;

    private final World world;

    public LnetSend(World world) {
        this.world = world;
    }

    /** lnet_send for a message ptlrpc hands to this node; returns 0 or a negative errno. */
    public int originate(SimNode node, WorkItem work) {
        LnetPeerNi lpni = selectNextHop(node, work.destNid);
        if (lpni == null) {
            node.stats.dropCount++;
            node.stats.changes++;
            return Errno.EHOSTUNREACH;
        }
        LnetMsg msg = new LnetMsg(node.nextAddress(), node, work.type, lpni.ni.nid, work.destNid, work.len, work);
        if (world.tracing) {
            world.trace().msg(TracedFunction.lnet_send, msg, 0);
        }
        commitTx(msg, lpni);
        node.stats.sendCount++;
        node.stats.sendLength += msg.len;
        node.stats.changes++;
        postSend(msg);
        return 0;
    }

    /**
     * lnet_send from lnet_complete_msg_locked for a routed message whose receive is done: pick the
     * next hop and commit the same lnet_msg for tx.
     */
    public int forward(LnetMsg msg) {
        SimNode node = msg.node;
        LnetPeerNi lpni = selectNextHop(node, msg.destNid);
        if (lpni == null) {
            node.stats.dropCount++;
            node.stats.dropLength += msg.len;
            node.stats.changes++;
            return Errno.EHOSTUNREACH;
        }
        commitTx(msg, lpni);
        node.stats.routeCount++;
        node.stats.routeLength += msg.len;
        node.stats.changes++;
        postSend(msg);
        return 0;
    }

    /** lnet_msg_commit for tx: msg_sending, msg_tx_committed, msg_tx_cpt, on msc_active. */
    private void commitTx(LnetMsg msg, LnetPeerNi lpni) {
        msg.txPeer = lpni;
        msg.txCpt = lpni.cpt; // cptOf(lpni.nid, msg.node.ncpts): lpni is in msg.node's table
        msg.setSending(true);
        msg.setTxCommitted(true);
        msg.node.active.add(msg);
        world.touch(msg);
        world.touch(msg.node);
        world.memory.grew(msg.node);
    }

    /** lnet_cpt_of_nid: a stable hash of the NID over the node's CPTs. */
    public static int cptOf(Nid nid, int ncpts) {
        if (ncpts == 1) {
            return 0;
        }
        long h = nid.toLnetNidT() * 0x9e3779b97f4a7c15L;
        return (int) Long.remainderUnsigned(h >>> 32, ncpts);
    }

    /**
     * The peer NI of the next hop: the destination itself when it is on a local net, else the best
     * gateway of lnet_find_route_locked (priority, hops, then lnet_compare_peers: less queued bytes,
     * more tx credits; ties broken round-robin by lr_seq).
     */
    public LnetPeerNi selectNextHop(SimNode node, Nid dest) {
        if (node.niFor(dest) != null) {
            return node.peers.findOrCreate(dest);
        }
        RouteSet routes = node.routesTo(dest);
        if (routes == null) {
            return null;
        }
        LnetPeerNi[] gateways = routes.gateways(node.peers);
        LnetPeerNi best = null;
        LnetRoute bestRoute = null;
        long lastSeq = Long.MIN_VALUE;
        for (int i = 0; i < gateways.length; i++) {
            LnetRoute route = routes.routes.get(i);
            LnetPeerNi gw = gateways[i];
            if (gw == null || !world.health.routeAlive(gw)) {
                continue;
            }
            lastSeq = Math.max(lastSeq, gw.seq);
            if (best == null || compareRoutes(route, gw, bestRoute, best) > 0) {
                best = gw;
                bestRoute = route;
            }
        }
        if (best != null) {
            best.seq = lastSeq + 1;
        }
        return best;
    }

    /** lnet_compare_routes: positive when (r1, p1) is the better choice. */
    private static int compareRoutes(LnetRoute r1, LnetPeerNi p1, LnetRoute r2, LnetPeerNi p2) {
        if (r1.priority() != r2.priority()) {
            return r1.priority() < r2.priority() ? 1 : -1;
        }
        if (r1.hops() != r2.hops()) {
            return r1.hops() < r2.hops() ? 1 : -1;
        }
        if (p1.txqNob != p2.txqNob) {
            return p1.txqNob < p2.txqNob ? 1 : -1;
        }
        if (p1.txCredits != p2.txCredits) {
            return p1.txCredits > p2.txCredits ? 1 : -1;
        }
        return p1.seq <= p2.seq ? 1 : -1;
    }

    /**
     * lnet_post_send_locked(msg, do_send=1): the aliveness drop check, then the peer NI tx credit
     * (lpni_txq when short), then the NI tx credit of the message's CPT (tq_delayed when short),
     * then lnd_send. A dropped message is finalized here, as the kernel does.
     */
    public int postSend(LnetMsg msg) {
        SimNode node = msg.node;
        LnetPeerNi lp = msg.txPeer;
        boolean drop = world.health.dropOnSend(msg);
        // Touched after the aliveness check: it may write an lnet_notify event of its own, and a
        // trace event takes the changes marked before it.
        world.touch(msg);
        world.touch(lp);
        world.touch(msg.txPeer.ni.txQueues[msg.txCpt]);
        if (drop) {
            node.stats.dropCount++;
            node.stats.dropLength += msg.len;
            node.stats.changes++;
            lp.dropCount++;
            msg.healthStatus = HealthStatus.LNET_MSG_STATUS_REMOTE_DROPPED;
            trace(msg, TracedFunction.lnet_post_send_locked, SimEvent.Outcome.DROPPED, lp.txCredits);
            world.lnetFinalize.finalize(msg, Errno.EHOSTUNREACH);
            return Errno.EHOSTUNREACH;
        }
        if (!msg.peerTxCredit()) {
            msg.setPeerTxCredit(true);
            lp.txCredits--;
            lp.txqNob += msg.len + LnetMsgType.LNET_HDR_SIZE;
            lp.wrote(LnetPeerNi.W_TX);
            if (lp.txCredits < lp.minTxCredits) {
                lp.minTxCredits = lp.txCredits;
            }
            if (lp.txCredits < 0) {
                msg.setTxDelayed(true);
                lp.txq.add(msg);
                trace(msg, TracedFunction.lnet_post_send_locked, SimEvent.Outcome.QUEUED_TXQ, lp.txCredits);
                return LNET_CREDIT_WAIT;
            }
        }
        if (!msg.txCredit()) {
            LnetTxQueue tq = msg.txPeer.ni.txQueues[msg.txCpt];
            msg.setTxCredit(true);
            tq.tqCredits--;
            if (tq.tqCredits < tq.tqCreditsMin) {
                tq.tqCreditsMin = tq.tqCredits;
            }
            if (tq.tqCredits < 0) {
                msg.setTxDelayed(true);
                tq.tqDelayed.add(msg);
                trace(msg, TracedFunction.lnet_post_send_locked, SimEvent.Outcome.QUEUED_TQ_DELAYED, tq.tqCredits);
                return LNET_CREDIT_WAIT;
            }
        }
        lp.sendCount++;
        // "unset the tx_delay flag as we're going to send it now" (lnet_post_send_locked,
        // lib-move.c, v2_12_9 and master)
        msg.setTxDelayed(false);
        trace(msg, TracedFunction.lnet_post_send_locked, SimEvent.Outcome.PROCEEDED, lp.txCredits);
        world.kiblndTx.kiblndSend(msg);
        return LNET_CREDIT_OK;
    }

    /**
     * lnet_return_tx_credits_locked: gives back the NI credit, then the peer NI credit; each
     * returned credit that leaves the counter <= 0 re-posts the head of the queue it counts.
     */
    public void returnTxCredits(LnetMsg msg) {
        // Touched right before each change: postSend of a woken message writes a trace event between.
        if (msg.txCredit()) {
            LnetTxQueue tq = msg.txPeer.ni.txQueues[msg.txCpt];
            world.touch(msg);
            world.touch(tq);
            msg.setTxCredit(false);
            tq.tqCredits++;
            if (tq.tqCredits <= 0) {
                LnetMsg msg2 = tq.tqDelayed.poll();
                postSend(msg2);
            }
        }
        if (msg.peerTxCredit()) {
            LnetPeerNi txpeer = msg.txPeer;
            world.touch(msg);
            world.touch(txpeer);
            msg.setPeerTxCredit(false);
            txpeer.txCredits++;
            txpeer.txqNob -= msg.len + LnetMsgType.LNET_HDR_SIZE;
            txpeer.wrote(LnetPeerNi.W_TX);
            if (world.tracing) {
                trace(msg, TracedFunction.lnet_return_tx_credits_locked, SimEvent.Outcome.PROCEEDED, txpeer.txCredits);
            }
            if (txpeer.txCredits <= 0) {
                LnetMsg msg2 = txpeer.txq.poll();
                postSend(msg2);
            }
        }
    }

    private void trace(LnetMsg msg, TracedFunction function, SimEvent.Outcome outcome, int credits) {
        if (world.tracing) {
            world.trace().credit(function, msg, msg.txPeer, outcome, credits);
        }
    }
}
