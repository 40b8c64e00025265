package org.lnetscope.sim.lnet;

import java.util.List;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.SimEvent;
import org.lnetscope.sim.TracedFunction;
import org.lnetscope.sim.o2iblnd.KibRx;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.WorkItem;
import org.lnetscope.sim.world.World;

/**
 * The receive half of lib-move.c: lnet_parse, lnet_post_routed_recv_locked (peer router credit,
 * then router buffer), lnet_ni_recv, lnet_return_rx_credits_locked and
 * lnet_drop_routed_msgs_locked.
 *
 * <p>The incident lives here: a routed message that finds no router credit is parked with its
 * kib_rx still in msg_private, because ko2iblnd has no lnd_eager_recv; the rx (and the conn it
 * belongs to) is only let go when lnd_recv is finally called for it.
 */
public final class LnetRecv {

    private final World world;

    public LnetRecv(World world) {
        this.world = world;
    }

    /**
     * lnet_parse(ni, hdr, from_nid, private=rx): returns 0 when LNet took the message (the rx is
     * LNet's until lnd_recv), or a negative errno, in which case the LND reposts the rx at once.
     */
    public int parse(SimNode node, LnetNi ni, int type, Nid srcNid, Nid destNid, int len, WorkItem work, Nid fromNid,
            KibRx rx) {
        boolean forMe = node.isLocalNid(destNid);
        if (!forMe && (!node.isRouter() || !node.routingEnabled)) {
            // "Dropping %s (routing not enabled)": lnet_drop_message releases the rx through lnd_recv.
            node.stats.dropCount++;
            node.stats.dropLength += len;
            node.stats.changes++;
            if (world.tracing) {
                world.trace().msgDropped(TracedFunction.lnet_parse, node, type, srcNid, destNid, len, Errno.ECANCELED);
            }
            world.kiblndRx.kiblndRecv(rx, null);
            world.workload.lost(work);
            return 0;
        }
        LnetMsg msg = new LnetMsg(node.nextAddress(), node, type, srcNid, destNid, len, work);
        msg.setRouting(!forMe);
        msg.setReceiving(true);
        msg.rx = rx;
        rx.msg = msg;
        // fromNid is the NID of rx's kib_peer_ni: look it up through the memo there.
        LnetPeerNi rxPeer = rx.conn.peer.nid.equals(fromNid) ? node.peers.findOrCreate(rx.conn.peer)
                : node.peers.findOrCreate(fromNid);
        world.health.onReceive(node, rxPeer);
        rxPeer.recvCount++;
        msg.rxPeer = rxPeer;
        // lnet_msg_commit for rx
        msg.rxCpt = rxPeer.cpt; // LnetSend.cptOf(fromNid, node.ncpts): rxPeer is fromNid's peer NI here
        msg.setRxCommitted(true);
        node.active.add(msg);
        // the recorder's count of held-rx changes: rx.msg is set and the message now on msc_active
        rx.conn.heldChanged(rx.slot);
        world.touch(msg);
        world.touch(node);
        world.touch(rxPeer);
        world.touch(rx.conn);
        world.memory.grew(node);
        if (world.tracing) {
            world.trace().msg(TracedFunction.lnet_parse, msg, 0);
        }
        if (forMe) {
            node.stats.recvCount++;
            node.stats.recvLength += len;
            node.stats.changes++;
            niRecv(msg);
            return 0;
        }
        // lnet_parse_forward_locked
        if (postRoutedRecv(msg, false) == LnetSend.LNET_CREDIT_OK) {
            niRecv(msg);
        }
        return 0;
    }

    /** lnet_ni_recv: msg_receiving = 0, then lnd_recv on msg_private. */
    public void niRecv(LnetMsg msg) {
        world.touch(msg);
        msg.setReceiving(false);
        KibRx rx = msg.rx;
        msg.rx = null;
        world.kiblndRx.kiblndRecv(rx, msg);
    }

    /**
     * lnet_post_routed_recv_locked(msg, do_recv): the rx peer's router credit first (rtrq when
     * short), then a buffer of the right pool (rbp_msgs when short).
     */
    public int postRoutedRecv(LnetMsg msg, boolean doRecv) {
        SimNode node = msg.node;
        LnetPeerNi lpni = msg.rxPeer;
        RtrBufPool rbp = node.rtrPools[msg.rxCpt][RtrBufPool.kindFor(msg.len)];
        world.touch(msg);
        world.touch(lpni);
        world.touch(rbp);
        if (!msg.rxReadyDelay() && (lpni.rtrCredits <= 0 || rbp.credits <= 0)) {
            // ko2iblnd registers no lnd_eager_recv: the rx stays with the message (unless the
            // hypothetical eager receive copies it out, lnet_ni_eager_recv).
            msg.setRxReadyDelay(true);
            if (world.whatIf.eagerRecv() && msg.rx != null && !msg.rx.detached) {
                world.kiblndRx.eagerRecv(msg);
            }
        }
        if (!msg.peerRtrCredit()) {
            lpni.rtrCredits--;
            lpni.wrote(LnetPeerNi.W_RTR);
            if (lpni.rtrCredits < lpni.minRtrCredits) {
                lpni.minRtrCredits = lpni.rtrCredits;
            }
            msg.setPeerRtrCredit(true);
            if (lpni.rtrCredits < 0) {
                msg.setRxDelayed(true);
                lpni.routerQueue(world.layout212()).add(msg);
                trace(msg, SimEvent.Outcome.PARKED_RTRQ, lpni.rtrCredits);
                return LnetSend.LNET_CREDIT_WAIT;
            }
        }
        if (!msg.rtrCredit()) {
            msg.setRtrCredit(true);
            rbp.credits--;
            node.poolChanges++;
            if (rbp.credits < rbp.minCredits) {
                rbp.minCredits = rbp.credits;
            }
            if (rbp.credits < 0) {
                msg.setRxDelayed(true);
                rbp.rbpMsgs.add(msg);
                trace(msg, SimEvent.Outcome.PARKED_RBP_MSGS, rbp.credits);
                return LnetSend.LNET_CREDIT_WAIT;
            }
        }
        msg.buffer = rbp;
        // "unset the msg-rx_delayed flag since we're receiving the message"
        // (lnet_post_routed_recv_locked, lib-move.c, v2_12_9 and master)
        msg.setRxDelayed(false);
        trace(msg, SimEvent.Outcome.PROCEEDED, lpni.rtrCredits);
        if (doRecv) {
            niRecv(msg);
        }
        return LnetSend.LNET_CREDIT_OK;
    }

    /**
     * lnet_return_rx_credits_locked: the router buffer back to its pool (waking the head of
     * rbp_msgs), then the rx peer's router credit (waking the head of its rtrq, or, with routing
     * disabled, dropping the whole rtrq).
     */
    public void returnRxCredits(LnetMsg msg) {
        SimNode node = msg.node;
        List<LnetMsg> drop = null;
        // Touched right before each change: posting a woken message writes a trace event between.
        if (msg.rtrCredit()) {
            RtrBufPool rbp = node.rtrPools[msg.rxCpt][RtrBufPool.kindFor(msg.len)];
            world.touch(msg);
            world.touch(rbp);
            msg.buffer = null;
            msg.setRtrCredit(false);
            rbp.credits++;
            node.poolChanges++;
            if (rbp.credits <= 0) {
                // lnet_schedule_blocked_locked
                LnetMsg msg2 = rbp.rbpMsgs.poll();
                postRoutedRecv(msg2, true);
            }
        }
        if (msg.peerRtrCredit()) {
            LnetPeerNi lpni = msg.rxPeer;
            MsgQueue rtrq = lpni.routerQueue(world.layout212());
            world.touch(msg);
            world.touch(lpni);
            msg.setPeerRtrCredit(false);
            lpni.rtrCredits++;
            lpni.wrote(LnetPeerNi.W_RTR);
            if (world.tracing) {
                world.trace().credit(TracedFunction.lnet_return_rx_credits_locked, msg, lpni, SimEvent.Outcome.PROCEEDED,
                        lpni.rtrCredits);
            }
            if (!node.routingEnabled) {
                drop = rtrq.drain();
            } else if (world.layout212() ? lpni.rtrCredits <= 0 : !rtrq.isEmpty()) {
                // 2.12 pops lpni_rtrq when the credit count says a message waits; master pops the
                // peer's lp_rtrq whenever it is not empty (it is shared by all the peer's NIs).
                LnetMsg msg2 = rtrq.poll();
                postRoutedRecv(msg2, true);
            }
        }
        if (drop != null) {
            dropRoutedMsgs(drop);
        }
    }

    /**
     * lnet_drop_routed_msgs_locked: the only path that lets go of parked routed messages without
     * forwarding them. lnd_recv with no message releases each rx, then the message is finalized
     * with -ECANCELED, which gives its credits back.
     */
    public void dropRoutedMsgs(List<LnetMsg> msgs) {
        for (LnetMsg msg : msgs) {
            SimNode node = msg.node;
            world.touch(msg);
            world.touch(node);
            node.stats.dropCount++;
            node.stats.dropLength += msg.len;
            node.stats.changes++;
            if (world.tracing) {
                world.trace().msg(TracedFunction.lnet_drop_routed_msgs_locked, msg, Errno.ECANCELED);
            }
            KibRx rx = msg.rx;
            world.touch(msg);
            msg.rx = null;
            msg.setReceiving(false);
            if (rx != null) {
                world.kiblndRx.kiblndRecv(rx, null);
            }
            world.lnetFinalize.finalize(msg, Errno.ECANCELED);
        }
    }

    /**
     * Hypothetical fix "release parked rx when its conn closes": take a message parked with an rx
     * of a closing conn off its queue, undo the credit it was queued on (it held none), and drop it
     * the way lnet_drop_routed_msgs_locked does.
     */
    public void releaseParked(LnetMsg msg) {
        MsgQueue queue = msg.queue();
        if (queue == null) {
            return;
        }
        SimNode node = msg.node;
        LnetPeerNi lpni = msg.rxPeer;
        world.touch(msg);
        world.touch(lpni);
        if (queue == lpni.routerQueue(world.layout212())) {
            queue.remove(msg);
            lpni.rtrCredits++;
            lpni.wrote(LnetPeerNi.W_RTR);
            msg.setPeerRtrCredit(false);
        } else {
            RtrBufPool rbp = node.rtrPools[msg.rxCpt][RtrBufPool.kindFor(msg.len)];
            if (queue != rbp.rbpMsgs) {
                return;
            }
            queue.remove(msg);
            world.touch(rbp);
            rbp.credits++;
            node.poolChanges++;
            msg.setRtrCredit(false);
        }
        dropRoutedMsgs(List.of(msg));
    }

    private void trace(LnetMsg msg, SimEvent.Outcome outcome, int credits) {
        if (world.tracing) {
            world.trace().credit(TracedFunction.lnet_post_routed_recv_locked, msg, msg.rxPeer, outcome, credits);
        }
    }
}
