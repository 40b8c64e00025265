package org.lnetscope.sim.o2iblnd;

import static org.lnetscope.sim.o2iblnd.IblndMsg.IBLND_MSG_IMMEDIATE;
import static org.lnetscope.sim.o2iblnd.IblndMsg.IBLND_MSG_NOOP;
import static org.lnetscope.sim.o2iblnd.IblndMsg.IBLND_MSG_PUT_REQ;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.TracedFunction;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.lnet.Errno;
import org.lnetscope.sim.lnet.HealthStatus;
import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.lnet.LnetMsgType;
import org.lnetscope.sim.lnet.LnetNi;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.World;

/**
 * The o2iblnd send path (o2iblnd_cb.c): kiblnd_send, kiblnd_launch_tx, kiblnd_queue_tx_locked,
 * kiblnd_check_sends_locked, kiblnd_post_tx_locked, kiblnd_tx_complete and kiblnd_tx_done.
 *
 * <p>IB credits: a tx that needs one (IMMEDIATE, PUT_REQ) is posted only while ibc_credits > 0;
 * the peer gives credits back in ibm_credits when it reposts rxs, piggy-backed on its next tx or
 * in a NOOP once ibc_outstanding_credits reaches the high-water mark.
 */
public final class KiblndTx {

    private final World world;

    public KiblndTx(World world) {
        this.world = world;
    }

    /** kiblnd_send (lnd_send): IMMEDIATE when the payload fits one rx buffer, else PUT_REQ + RDMA. */
    public void kiblndSend(LnetMsg msg) {
        boolean bulk = (msg.type == LnetMsgType.LNET_MSG_PUT || msg.type == LnetMsgType.LNET_MSG_REPLY)
                && msg.len > IblndMsg.IBLND_MSG_SIZE - IblndMsg.IMMEDIATE_OVERHEAD;
        KibTx tx = getIdleTx(msg.node, bulk ? IBLND_MSG_PUT_REQ : IBLND_MSG_IMMEDIATE, msg);
        if (bulk) {
            tx.setWaiting(true); // the RDMA of msg.len bytes follows the PUT_ACK (KibTx#rdmaBytes)
        }
        launchTx(msg.node, tx, msg.txPeer.nid, msg.txPeer.ni);
    }

    /**
     * kiblnd_get_idle_tx: a descriptor from the node's pool, with the tx_deadline its last use
     * left (KibNet#getIdleTx); nothing resets it (o2iblnd_cb.c, v2_12_9 and master).
     */
    KibTx getIdleTx(SimNode node, int type, LnetMsg msg) {
        KibTx tx = new KibTx(type, msg);
        tx.node = node;
        tx.deadline = node.kib.getIdleTx();
        return tx;
    }

    /** kiblnd_launch_tx: queue on the peer's conn, or on ibp_tx_queue and connect. */
    public void launchTx(SimNode node, KibTx tx, Nid nid, LnetNi ni) {
        if (node.unreachable) {
            tx.status = Errno.ENETDOWN;
            tx.hstatus = HealthStatus.LNET_MSG_STATUS_LOCAL_ERROR;
            txDone(tx);
            return;
        }
        KibPeerNi peer = node.kib.findOrCreate(nid, ni);
        KibConn conn = peer.conn();
        if (conn != null) {
            queueTx(tx, conn);
            checkSends(conn);
            return;
        }
        tx.deadline = waitingDeadline(tx);
        tx.setQueued(true);
        peer.ibpTxQueue.add(tx);
        if (peer.connecting == 0 && peer.accepting == 0) {
            world.connd.connectPeer(node, peer);
        }
    }

    /**
     * tx_deadline of a tx put on ibp_tx_queue to wait for a conn. 2.12 kiblnd_launch_tx
     * (o2iblnd_cb.c, v2_12_9) sets none: the tx keeps the deadline its descriptor carried from its
     * last kiblnd_queue_tx_locked (0 for a descriptor never used), and kiblnd_check_conns times it
     * out against that ("Timed out tx for %s", ~3413-3421), so a waiting tx never waits forever.
     * 2.15 the same (kiblnd_launch_tx, v2_15_8: LU-16184 is not on b2_15). 2.16 and master
     * kiblnd_queue_waiting_tx_locked (LU-16184, 4c89ee7d7b; o2iblnd_cb.c v2_16_1, master): now +
     * kiblnd_connreq_timeout_ms() (max(5 s, lnd_timeout / 4)) + 2 x RDMA_RESOLVE_TIMEOUT (5 s).
     */
    long waitingDeadline(KibTx tx) {
        if (!world.release().lu16184()) {
            return tx.deadline;
        }
        long resolve = 5 * Time.SECOND;
        long connreq = Math.max(resolve, world.tunables.lndTimeoutNs() / 4);
        return world.now() + connreq + 2 * resolve;
    }

    /**
     * 2.12 kiblnd_query (o2iblnd.c), the lnd_query of lnet_ni_query_locked: ibp_last_alive of the
     * NID's kib_peer_ni in the table (0 when none, or never alive); with none at all it calls
     * kiblnd_launch_tx(ni, NULL, nid), which creates one and connects it (no tx to send).
     */
    public long query(SimNode node, Nid nid, LnetNi ni) {
        KibPeerNi peer = node.kib.find(nid);
        if (peer != null) {
            return peer.lastAlive;
        }
        if (node.unreachable) {
            return 0; // kiblnd_launch_tx would fail a tx here; with none there is nothing to do
        }
        peer = node.kib.findOrCreate(nid, ni);
        world.connd.connectPeer(node, peer);
        return 0;
    }

    /** kiblnd_queue_tx_locked: bind to the conn (one ref), set the deadline, pick the queue. */
    public void queueTx(KibTx tx, KibConn conn) {
        world.touch(conn);
        if (conn.state >= KibConn.IBLND_CONN_DISCONNECTED || conn.destroyed) {
            // LU-11756: a tx queued after DISCONNECTED waits on ibc_zombie_txs for kiblnd_destroy_conn.
            tx.status = Errno.ECONNABORTED;
            tx.setWaiting(false);
            tx.setQueued(false);
            if (conn.destroyed) {
                txDone(tx);
                return;
            }
            conn.zombieTxs.add(tx);
            if (tx.conn != null && !tx.detachedFromConn()) {
                // A PUT_DONE first bound to the conn as a PUT_REQ gives its ref back here.
                tx.setDetachedFromConn(true);
                conn.txRefs--;
                world.connd.decref(conn);
            }
            return;
        }
        tx.setQueued(true);
        // kiblnd_queue_tx_locked: tx_deadline = now + kiblnd_timeout() (both layouts)
        tx.deadline = world.now() + world.tunables.lndTimeoutNs();
        if (tx.conn == null) {
            tx.conn = conn;
            conn.refcount++;
            conn.wrote(KibConn.W_REFCOUNT);
            conn.txRefs++;
        }
        switch (tx.type) {
            case IBLND_MSG_PUT_REQ -> conn.txQueueRsrvd.add(tx);
            case IBLND_MSG_IMMEDIATE -> conn.txQueue.add(tx);
            default -> conn.txQueueNocred.add(tx);
        }
    }

    /**
     * kiblnd_need_noop: credits owed reached the high-water mark (or keepalive is due) and there is
     * neither a nocred tx to piggy-back on nor a credited tx that could carry them.
     */
    boolean needNoop(KibConn conn) {
        if (conn.state < KibConn.IBLND_CONN_ESTABLISHED) {
            return false;
        }
        if (conn.outstandingCredits < world.tunables.creditsHighwater(conn.queueDepth) && !keepaliveDue(conn)) {
            return false;
        }
        if (!conn.txQueueNocred.isEmpty()) {
            return false;
        }
        return conn.txQueue.isEmpty() || conn.credits == 0;
    }

    private boolean keepaliveDue(KibConn conn) {
        int keepalive = world.tunables.keepalive();
        return keepalive > 0 && world.now() >= conn.lastSend + keepalive * 1_000_000_000L;
    }

    /** kiblnd_check_sends_locked */
    public void checkSends(KibConn conn) {
        if (conn.state != KibConn.IBLND_CONN_ESTABLISHED) {
            return;
        }
        while (conn.reservedCredits > 0 && !conn.txQueueRsrvd.isEmpty()) {
            world.touch(conn);
            KibTx tx = conn.txQueueRsrvd.poll();
            conn.txQueue.add(tx);
            conn.reservedCredits--;
            conn.wrote(KibConn.W_RESERVED);
        }
        if (needNoop(conn)) {
            queueTx(getIdleTx(conn.node, IBLND_MSG_NOOP, null), conn);
        }
        for (;;) {
            KibTx tx;
            boolean credit;
            if (!conn.txQueueNocred.isEmpty()) {
                tx = conn.txQueueNocred.peek();
                credit = false;
            } else if (!conn.txQueue.isEmpty()) {
                tx = conn.txQueue.peek();
                credit = true;
            } else {
                break;
            }
            if (!postTx(conn, tx, credit)) {
                break;
            }
        }
    }

    /** kiblnd_post_tx_locked: false when it must wait ("posted enough", "no credits"). */
    private boolean postTx(KibConn conn, KibTx tx, boolean credit) {
        if (conn.node.hostSilent) {
            return false; // a silent host runs no LND thread: nothing it has queued is posted
        }
        world.touch(conn);
        if (conn.nsendsPosted == conn.concurrentSends) {
            return false;
        }
        if (credit && conn.credits == 0) {
            return false;
        }
        tx.owner.remove(tx);
        tx.setQueued(false);
        if (tx.type == IBLND_MSG_NOOP && (!needNoop(conn) || conn.noopsPosted == 2)) {
            // Redundant NOOP: dropped; check_sends queues another when needed.
            txDone(tx);
            return true;
        }
        // kiblnd_pack_msg: the credits I owe ride on this message.
        int ibmCredits = conn.outstandingCredits;
        conn.outstandingCredits = 0;
        if (credit) {
            conn.credits--;
        }
        conn.nsendsPosted++;
        conn.wrote(KibConn.W_OUTSTANDING | KibConn.W_CREDITS | KibConn.W_NSENDS);
        if (tx.type == IBLND_MSG_NOOP) {
            conn.noopsPosted++;
        }
        conn.lastSend = world.now();
        tx.sending++;
        tx.setCompletionPending(true);
        conn.activeTxs.add(tx);
        trace(conn, TracedFunction.kiblnd_post_tx_locked);
        world.wire.post(conn, tx, ibmCredits);
        return true;
    }

    /** kiblnd_tx_complete: the send completion (or its flush) for {@code tx}. */
    public void txComplete(KibTx tx, boolean failed) {
        if (!tx.completionPending()) {
            return;
        }
        tx.setCompletionPending(false);
        KibConn conn = tx.conn;
        if (conn.destroyed) {
            return;
        }
        world.touch(conn);
        world.touch(conn.peer);
        if (failed) {
            world.connd.closeConn(conn, Errno.EIO);
            world.touch(conn);
        } else {
            conn.node.kib.peerAlive(conn.peer, world.now());
        }
        tx.sending--;
        conn.nsendsPosted--;
        conn.wrote(KibConn.W_NSENDS);
        if (tx.type == IBLND_MSG_NOOP) {
            conn.noopsPosted--;
        }
        if (failed) {
            // kiblnd_tx_complete (2.12 and master): REMOTE_DROPPED, whatever was set before
            tx.setWaiting(false);
            tx.status = Errno.EIO;
            tx.hstatus = HealthStatus.LNET_MSG_STATUS_REMOTE_DROPPED;
        }
        boolean idle = tx.sending == 0 && !tx.waiting() && !tx.queued();
        if (idle && tx.owner != null) {
            tx.owner.remove(tx);
        }
        trace(conn, TracedFunction.kiblnd_tx_complete);
        checkSends(conn);
        if (idle) {
            txDone(tx);
        }
    }

    /** A waiting tx got its answer (PUT_NAK, PUT_DONE): kiblnd_handle_completion. */
    void completeWaiting(KibTx tx, int status) {
        if (!tx.waiting()) {
            return;
        }
        tx.setWaiting(false);
        if (status != 0) {
            tx.status = (short) status;
        }
        if (tx.sending == 0 && !tx.queued()) {
            if (tx.owner != null) {
                tx.owner.remove(tx);
            }
            txDone(tx);
        }
    }

    private void trace(KibConn conn, TracedFunction function) {
        if (world.tracing) {
            world.trace().conn(function, conn, 0);
        }
    }

    /**
     * kiblnd_tx_done: drop the conn ref, give the descriptor back to the pool (kiblnd_pool_free_node,
     * with its tx_deadline), then lnet_finalize the LNet message ("delay finalize until my descs
     * have been freed").
     */
    public void txDone(KibTx tx) {
        KibConn conn = tx.conn;
        if (!tx.freed() && tx.node != null) {
            tx.setFreed(true);
            tx.node.kib.putIdleTx(tx.deadline);
        }
        if (conn != null && !tx.detachedFromConn() && !conn.destroyed) {
            tx.setDetachedFromConn(true);
            conn.txRefs--;
            world.connd.decref(conn);
            if (!conn.destroyed) {
                trace(conn, TracedFunction.kiblnd_tx_done);
            }
        }
        if (tx.lntmsg != null) {
            LnetMsg msg = tx.lntmsg;
            if (tx.status != 0 && msg.healthStatus == 0) {
                msg.healthStatus = tx.hstatus;
            }
            world.lnetFinalize.finalize(msg, tx.status);
        }
    }
}
