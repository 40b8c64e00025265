package org.lnetscope.sim.o2iblnd;

import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.world.SimNode;

/**
 * struct kib_tx: one outgoing o2iblnd message and, for PUT, the RDMA that follows it. The narrow
 * fields (type 0xd0..0xd5, sends in flight, an errno, a health status) keep it at 64 bytes: one is
 * made per LNet send (docs/benchmarks.md, "Simulator speed: smaller objects").
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
    /** Given back to the node's tx pool (kiblnd_pool_free_node in kiblnd_tx_done). */
    boolean freed;
    public boolean queued;
    public short sending;
    /** tx_waiting: PUT_REQ waiting for PUT_ACK, or PUT_ACK waiting for PUT_DONE. */
    public boolean waiting;
    public short status;
    /** For PUT_ACK: the peer's PUT_REQ tx it answers (the cookie). For PUT_DONE's rx: the PUT_ACK tx. */
    public KibTx peerTx;
    /** A send of this tx is on the wire and its completion not yet seen (guards against double completion). */
    public boolean completionPending;
    /** The conn ref was dropped by kiblnd_tx_done (guards against a second drop). */
    public boolean detachedFromConn;
    /** msg_health_status to give the LNet message if this tx fails (0..10: a byte keeps a kib_tx at 72 bytes, not 80). */
    public byte hstatus;
    /** Bytes to move with RDMA after PUT_ACK. */
    public int rdmaBytes;

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
}
