package org.lnetscope.sim.o2iblnd;

import org.lnetscope.sim.lnet.LnetMsg;

/** struct kib_tx: one outgoing o2iblnd message and, for PUT, the RDMA that follows it. */
public final class KibTx {
    /** ibm_type; a PUT_REQ tx becomes PUT_DONE once the PUT_ACK arrives. */
    public int type;
    /** tx_lntmsg[0]: the LNet message this tx completes (null for NOOPs and PUT_NAKs). */
    public final LnetMsg lntmsg;
    public KibConn conn;
    public long deadline;
    public boolean queued;
    public int sending;
    /** tx_waiting: PUT_REQ waiting for PUT_ACK, or PUT_ACK waiting for PUT_DONE. */
    public boolean waiting;
    public int status;
    /** For PUT_ACK: the peer's PUT_REQ tx it answers (the cookie). For PUT_DONE's rx: the PUT_ACK tx. */
    public KibTx peerTx;
    /** A send of this tx is on the wire and its completion not yet seen (guards against double completion). */
    public boolean completionPending;
    /** The conn ref was dropped by kiblnd_tx_done (guards against a second drop). */
    public boolean detachedFromConn;
    /** msg_health_status to give the LNet message if this tx fails. */
    public int hstatus;
    /** Bytes to move with RDMA after PUT_ACK. */
    public int rdmaBytes;

    // tx_list
    TxList owner;
    KibTx prev;
    KibTx next;

    public KibTx(int type, LnetMsg lntmsg) {
        this.type = type;
        this.lntmsg = lntmsg;
    }

    public TxList list() {
        return owner;
    }
}
