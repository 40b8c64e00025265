package org.lnetscope.sim.o2iblnd;

import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.world.SimNode;

/**
 * struct kib_tx: one outgoing o2iblnd message and, for PUT, the RDMA that follows it. The narrow
 * fields (type 0xd0..0xd5, sends in flight, an errno, a health status, the flags as bits) keep it
 * at 56 bytes: one is made per LNet send (docs/benchmarks.md, "Simulator speed: smaller objects"
 * and helper s48).
 */
public final class KibTx {
    /** ibm_type; a PUT_REQ tx becomes PUT_DONE once the PUT_ACK arrives. */
    public short type;
    /** tx_lntmsg[0]: the LNet message this tx completes (null for NOOPs and PUT_NAKs). */
    public final LnetMsg lntmsg;
    public KibConn conn;
    /**
     * tx_deadline. Set only by kiblnd_queue_tx_locked (and, in master, kiblnd_queue_waiting_tx_locked);
     * a descriptor taken from the pool keeps the one of its previous use (see KibNet#getIdleTx).
     */
    public long deadline;
    /** tx_nwrq in flight: sends of this tx posted and not yet completed. */
    public short sending;
    public short status;
    /** msg_health_status to give the LNet message if this tx fails (0..10). */
    public byte hstatus;
    /**
     * The five flags below as bits of one byte, not five booleans: with the RDMA length read from
     * the LNet message ({@link #rdmaBytes()}) instead of a copy, a kib_tx is 56 bytes, not 64, and
     * one is made per LNet send (docs/benchmarks.md, helper s48).
     */
    private byte flags;

    private static final int FREED = 1;
    private static final int QUEUED = 1 << 1;
    private static final int WAITING = 1 << 2;
    private static final int COMPLETION_PENDING = 1 << 3;
    private static final int DETACHED_FROM_CONN = 1 << 4;

    /** For PUT_ACK: the peer's PUT_REQ tx it answers (the cookie). For PUT_DONE's rx: the PUT_ACK tx. */
    public KibTx peerTx;

    // tx_list
    TxList owner;
    KibTx prev;
    KibTx next;

    /** The node whose pool the descriptor came from (null for a tx a test makes by hand). */
    SimNode node;

    public KibTx(int type, LnetMsg lntmsg) {
        this.type = (short) type;
        this.lntmsg = lntmsg;
    }

    public TxList list() {
        return owner;
    }

    /**
     * Bytes to move with RDMA after PUT_ACK: the payload of the LNet message a PUT_REQ tx carries
     * (kiblnd_send sends a PUT_REQ only for a PUT or REPLY too big for an IMMEDIATE, and only that
     * tx becomes PUT_DONE). The kernel moves kiblnd_rd_size of the PUT_ACK's sink (kiblnd_handle_rx,
     * IBLND_MSG_PUT_ACK), which the receiver built for its mlen (kiblnd_recv, IBLND_MSG_PUT_REQ:
     * kiblnd_setup_rd_kiov(..., offset, mlen), o2iblnd_cb.c v2_12_9): mlen is the whole length here,
     * as the simulator matches no MDs and so truncates nothing (a router's forward takes it whole).
     */
    public int rdmaBytes() {
        return lntmsg.len;
    }

    /** Given back to the node's tx pool (kiblnd_pool_free_node in kiblnd_tx_done). */
    boolean freed() {
        return (flags & FREED) != 0;
    }

    void setFreed(boolean on) {
        set(FREED, on);
    }

    /** On a tx list of a conn or ibp_tx_queue (tx_queued). */
    public boolean queued() {
        return (flags & QUEUED) != 0;
    }

    public void setQueued(boolean on) {
        set(QUEUED, on);
    }

    /** tx_waiting: PUT_REQ waiting for PUT_ACK, or PUT_ACK waiting for PUT_DONE. */
    public boolean waiting() {
        return (flags & WAITING) != 0;
    }

    public void setWaiting(boolean on) {
        set(WAITING, on);
    }

    /** A send of this tx is on the wire and its completion not yet seen (guards against double completion). */
    public boolean completionPending() {
        return (flags & COMPLETION_PENDING) != 0;
    }

    public void setCompletionPending(boolean on) {
        set(COMPLETION_PENDING, on);
    }

    /** The conn ref was dropped by kiblnd_tx_done (guards against a second drop). */
    public boolean detachedFromConn() {
        return (flags & DETACHED_FROM_CONN) != 0;
    }

    public void setDetachedFromConn(boolean on) {
        set(DETACHED_FROM_CONN, on);
    }

    private void set(int bit, boolean on) {
        flags = (byte) (on ? flags | bit : flags & ~bit);
    }
}
