package org.lnetscope.sim.o2iblnd;

import static org.lnetscope.sim.o2iblnd.IblndMsg.IBLND_MSG_IMMEDIATE;
import static org.lnetscope.sim.o2iblnd.IblndMsg.IBLND_MSG_NOOP;
import static org.lnetscope.sim.o2iblnd.IblndMsg.IBLND_MSG_PUT_ACK;
import static org.lnetscope.sim.o2iblnd.IblndMsg.IBLND_MSG_PUT_DONE;
import static org.lnetscope.sim.o2iblnd.IblndMsg.IBLND_MSG_PUT_NAK;
import static org.lnetscope.sim.o2iblnd.IblndMsg.IBLND_MSG_PUT_REQ;
import static org.lnetscope.sim.o2iblnd.IblndMsg.IBLND_POSTRX_DONT_POST;
import static org.lnetscope.sim.o2iblnd.IblndMsg.IBLND_POSTRX_NO_CREDIT;
import static org.lnetscope.sim.o2iblnd.IblndMsg.IBLND_POSTRX_PEER_CREDIT;
import static org.lnetscope.sim.o2iblnd.IblndMsg.IBLND_POSTRX_RSRVD_CREDIT;

import org.lnetscope.sim.TracedFunction;
import org.lnetscope.sim.lnet.Errno;
import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.World;

/**
 * The o2iblnd receive path: kiblnd_rx_complete / kiblnd_handle_rx, kiblnd_recv (lnd_recv),
 * kiblnd_post_rx and kiblnd_drop_rx, plus the hypothetical lnd_eager_recv.
 *
 * <p>IMMEDIATE and PUT_REQ rxs are not reposted by the LND itself (IBLND_POSTRX_DONT_POST): they
 * are LNet's until LNet calls kiblnd_recv. Each held rx keeps one ibc_refcount on its conn and one
 * IB credit the sender does not get back.
 */
public final class KiblndRx {

    private final World world;

    public KiblndRx(World world) {
        this.world = world;
    }

    /**
     * A message from the peer landed in a posted rx of {@code conn}: kiblnd_rx_complete then
     * kiblnd_handle_rx. Returns false when no rx was posted (the sender sees an error).
     */
    public boolean rxComplete(KibConn conn, WireMsg wm) {
        int slot = conn.takeSlot();
        if (slot < 0) {
            return false;
        }
        world.touch(conn);
        world.touch(conn.peer);
        conn.ibcSchedListPoisoned = true;
        conn.wrote(KibConn.W_SCHED_LIST);
        conn.node.kib.peerAlive(conn.peer, world.now());
        if (wm.ibmCredits() > 0) {
            if (conn.credits + wm.ibmCredits() > conn.queueDepth) {
                // kiblnd_handle_rx: "Bad credits from %s: %d + %d > %d" closes the conn -EPROTO
                // and reposts the rx without credit.
                world.connd.closeConn(conn, Errno.EPROTO);
                postRx(conn, slot, IBLND_POSTRX_NO_CREDIT);
                return true;
            }
            conn.credits += wm.ibmCredits();
            conn.wrote(KibConn.W_CREDITS);
            world.kiblndTx.checkSends(conn);
        }
        int postCredit;
        switch (wm.type()) {
            case IBLND_MSG_NOOP -> postCredit = IBLND_POSTRX_NO_CREDIT;
            case IBLND_MSG_IMMEDIATE, IBLND_MSG_PUT_REQ -> {
                postCredit = IBLND_POSTRX_DONT_POST;
                // Only a PUT_REQ's rx needs the sender's tx (the cookie its PUT_ACK/NAK names). Not
                // keeping it for an IMMEDIATE matters: a parked rx would otherwise keep the sender's
                // finished tx and lnet_msg reachable, doubling the heap of a router full of them.
                KibTx cookie = wm.type() == IBLND_MSG_PUT_REQ ? wm.tx() : null;
                KibRx rx = new KibRx(conn, slot, wm.type(), wm.nob(), wm.ibmCredits(), cookie);
                world.touch(conn);
                conn.heldBySlot[slot] = rx;
                conn.heldRx++;
                conn.heldChanged(slot);
                LnetMsg hdr = wm.tx().lntmsg;
                SimNode node = conn.node;
                if (world.tracing) {
                    world.trace().rx(TracedFunction.kiblnd_handle_rx, conn, rx.address());
                }
                int rc = world.lnetRecv.parse(node, conn.peer.ni, hdr.type, hdr.srcNid, hdr.destNid, hdr.len,
                        hdr.work, conn.peer.nid, rx);
                if (rc < 0) {
                    releaseRx(rx, IBLND_POSTRX_PEER_CREDIT);
                }
            }
            case IBLND_MSG_PUT_ACK -> {
                postCredit = IBLND_POSTRX_RSRVD_CREDIT;
                startRdma(conn, wm.tx());
            }
            case IBLND_MSG_PUT_NAK -> {
                postCredit = IBLND_POSTRX_RSRVD_CREDIT;
                world.kiblndTx.completeWaiting(wm.tx().peerTx, 0);
            }
            case IBLND_MSG_PUT_DONE -> {
                postCredit = IBLND_POSTRX_PEER_CREDIT;
                world.kiblndTx.completeWaiting(wm.tx().peerTx, 0);
            }
            default -> postCredit = IBLND_POSTRX_NO_CREDIT;
        }
        if (postCredit != IBLND_POSTRX_DONT_POST) {
            if (world.tracing) {
                // NOOP, PUT_ACK/NAK/DONE: consumed by the LND itself, the rx goes straight back
                world.trace().rx(TracedFunction.kiblnd_rx_complete, conn,
                        conn.rxsAddress + (long) slot * KibConn.SIZEOF_KIB_RX);
            }
            postRx(conn, slot, postCredit);
        }
        return true;
    }

    /** PUT_ACK for my PUT_REQ: the tx is re-queued as PUT_DONE carrying the RDMA write. */
    private void startRdma(KibConn conn, KibTx putAck) {
        KibTx putReq = putAck.peerTx;
        if (putReq == null || !putReq.waiting() || putReq.conn != conn) {
            return; // "Unmatched PUT_ACK": the PUT_REQ was aborted meanwhile.
        }
        if (putReq.owner != null) {
            putReq.owner.remove(putReq);
        }
        putReq.setWaiting(false);
        putReq.type = IBLND_MSG_PUT_DONE;
        putReq.peerTx = putAck;
        world.kiblndTx.queueTx(putReq, conn);
        world.kiblndTx.checkSends(conn);
    }

    /**
     * kiblnd_recv (lnd_recv). {@code msg} null means LNet drops the message. IMMEDIATE: the
     * payload is consumed and the rx reposted with a credit for the peer. PUT_REQ: PUT_ACK (or
     * PUT_NAK) goes back and the rx is reposted without credit, the credit coming with PUT_DONE.
     */
    public void kiblndRecv(KibRx rx, LnetMsg msg) {
        KibConn conn = rx.conn;
        world.touch(conn);
        int postCredit;
        if (rx.ibmType == IBLND_MSG_IMMEDIATE) {
            if (msg != null) {
                world.lnetFinalize.finalize(msg, 0);
            }
            postCredit = IBLND_POSTRX_PEER_CREDIT;
        } else if (msg == null) {
            // kiblnd_recv PUT_REQ with mlen 0 (LNet dropped it): PUT_NAK, and the rx is reposted
            // with the PEER_CREDIT post_credit started with (only the PUT_ACK path changes it).
            KibTx nak = world.kiblndTx.getIdleTx(conn.node, IBLND_MSG_PUT_NAK, null);
            nak.peerTx = rx.peerTx;
            world.kiblndTx.queueTx(nak, conn);
            world.kiblndTx.checkSends(conn);
            postCredit = IBLND_POSTRX_PEER_CREDIT;
        } else {
            KibTx reply = world.kiblndTx.getIdleTx(conn.node, IBLND_MSG_PUT_ACK, msg);
            reply.setWaiting(true);
            reply.peerTx = rx.peerTx;
            world.kiblndTx.queueTx(reply, conn);
            world.kiblndTx.checkSends(conn);
            // the reposted buffer is reserved for PUT_DONE, which brings the credit back
            postCredit = IBLND_POSTRX_NO_CREDIT;
        }
        releaseRx(rx, postCredit);
    }

    /** Hands a held rx back to its conn: kiblnd_post_rx on it. */
    private void releaseRx(KibRx rx, int credit) {
        rx.msg = null;
        rx.conn.heldChanged(rx.slot);
        if (rx.detached) {
            return;
        }
        KibConn conn = rx.conn;
        world.touch(conn);
        conn.heldBySlot[rx.slot] = null;
        conn.heldRx--;
        if (world.tracing && conn.state == KibConn.IBLND_CONN_ESTABLISHED && !conn.destroyed) {
            world.trace().rx(TracedFunction.kiblnd_post_rx, conn, rx.address());
        }
        postRx(conn, rx.slot, credit);
    }

    /**
     * kiblnd_post_rx: on a conn past ESTABLISHED the repost is flushed at once and the rx dropped
     * (kiblnd_drop_rx: ibc_nrx--, one ref less); otherwise it is posted and the credit it carries
     * is owed to the peer (outstanding) or back to my reserve.
     */
    void postRx(KibConn conn, int slot, int credit) {
        world.touch(conn);
        if (conn.state > KibConn.IBLND_CONN_ESTABLISHED || conn.destroyed) {
            dropRx(conn, slot);
            return;
        }
        conn.repostSlot(slot);
        if (conn.state < KibConn.IBLND_CONN_ESTABLISHED || credit == IBLND_POSTRX_NO_CREDIT) {
            return;
        }
        if (credit == IBLND_POSTRX_PEER_CREDIT) {
            conn.outstandingCredits++;
            conn.wrote(KibConn.W_OUTSTANDING);
        } else {
            conn.reservedCredits++;
            conn.wrote(KibConn.W_RESERVED);
        }
        world.kiblndTx.checkSends(conn);
    }

    /** kiblnd_drop_rx */
    private void dropRx(KibConn conn, int slot) {
        if (world.tracing) {
            world.trace().rx(TracedFunction.kiblnd_drop_rx, conn, conn.rxsAddress + (long) slot * KibConn.SIZEOF_KIB_RX);
        }
        conn.nrx--;
        conn.wrote(KibConn.W_NRX);
        world.connd.decref(conn);
    }

    /**
     * Hypothetical lnd_eager_recv for o2iblnd: copy what the rx holds (the IMMEDIATE payload or the
     * PUT_REQ descriptor) into LNet memory and repost the rx now. An IMMEDIATE rx gives its credit
     * back at once; a PUT_REQ's credit still comes with PUT_DONE, as in the real protocol.
     */
    public void eagerRecv(LnetMsg msg) {
        KibRx rx = msg.rx;
        KibConn conn = rx.conn;
        world.touch(conn);
        world.touch(msg.node);
        msg.setEagerCopy(true);
        msg.node.eagerBytes += IblndMsg.IBLND_MSG_SIZE;
        conn.heldBySlot[rx.slot] = null;
        conn.heldRx--;
        conn.heldChanged(rx.slot);
        rx.detached = true;
        postRx(conn, rx.slot, rx.ibmType == IBLND_MSG_IMMEDIATE ? IBLND_POSTRX_PEER_CREDIT : IBLND_POSTRX_NO_CREDIT);
    }
}
