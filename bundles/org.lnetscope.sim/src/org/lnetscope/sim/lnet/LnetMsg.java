package org.lnetscope.sim.lnet;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.engine.Traced;
import org.lnetscope.sim.engine.TracedMsg;
import org.lnetscope.sim.o2iblnd.KibRx;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.WorkItem;

/**
 * One struct lnet_msg on one node. A message crossing a router is a different lnet_msg on each node
 * it passes, exactly as in the kernel; they share the {@link WorkItem} that ptlrpc would resend.
 * Field names follow struct lnet_msg's bitfields (lib-types.h: msg_txcredit, msg_peertxcredit,
 * msg_rtrcredit, msg_peerrtrcredit, msg_tx_delayed, msg_rx_delayed, msg_rx_ready_delay, ...).
 */
public final class LnetMsg extends Traced {

    /**
     * Not kernel state: the trace recorder's own record of this message, null until a recorder
     * lists it (never in a run that records nothing).
     */
    public TracedMsg told;

    public final long address;
    public final SimNode node;
    /**
     * LNET_MSG_ACK .. LNET_MSG_HELLO (0..4). This and the other narrow fields below, and the
     * recorder's fields in {@link #told}, keep an lnet_msg at 104 bytes instead of 160: half of what the simulator allocates is lnet_msgs, and millions of
     * them stay parked until the OOM (docs/benchmarks.md, "Simulator speed: smaller objects").
     */
    public final byte type;
    /** msg_hdr.src_nid: the originator. */
    public final Nid srcNid;
    /** msg_hdr.dest_nid / msg_target.nid: the final destination. */
    public final Nid destNid;
    /** msg_len */
    public final int len;
    public final WorkItem work;
    /** The node's epoch when this message was made; a reboot makes older messages void. */
    public final int epoch;

    public LnetPeerNi rxPeer;
    /**
     * msg_txpeer. msg_txni is its NI ({@link #txNi()}): lnet_msg_commit takes both from the same
     * selection (lnet_select_pathway), so a field of its own would only copy txPeer.ni. msg_rxni
     * is not kept either: nothing in the simulator, the recorder or the exporter reads it. Without
     * the two an lnet_msg is 112 bytes, not 120 (docs/benchmarks.md, helper s48).
     */
    public LnetPeerNi txPeer;
    /** The CPTs (at most 256 per node, ScenarioLoader's cpts; a short holds them). */
    public short txCpt;
    public short rxCpt;

    /**
     * struct lnet_msg's bitfields (msg_tx_committed ... msg_peerrtrcredit, lib-types.h) and the
     * hypothetical eager copy, as bits of one short instead of thirteen booleans: an lnet_msg is 104
     * bytes, not 112, and ~11 M are made on the seed (docs/benchmarks.md, helper b48). The twelve
     * the trace holds are the low twelve bits, in the order of the recorder's slots
     * (TraceSlots.msgFlags), so that the recorder reads them in one load ({@link #tracedFlags()}).
     */
    private short flags;

    private static final int TX_COMMITTED = 1;
    private static final int RX_COMMITTED = 1 << 1;
    private static final int TX_DELAYED = 1 << 2;
    private static final int RX_DELAYED = 1 << 3;
    private static final int RX_READY_DELAY = 1 << 4;
    private static final int ROUTING = 1 << 5;
    private static final int SENDING = 1 << 6;
    private static final int RECEIVING = 1 << 7;
    private static final int TX_CREDIT = 1 << 8;
    private static final int PEER_TX_CREDIT = 1 << 9;
    private static final int RTR_CREDIT = 1 << 10;
    private static final int PEER_RTR_CREDIT = 1 << 11;
    /** Not in the trace: above {@link #TRACED_FLAGS}. */
    private static final int EAGER_COPY = 1 << 12;
    /** The bits of the twelve flags the trace holds. */
    public static final int TRACED_FLAGS = (1 << 12) - 1;

    /** msg_private while live: the o2iblnd rx LNet holds for this message (null once reposted). */
    public KibRx rx;
    /** msg_health_status (enum lnet_msg_hstatus: 0..10, HealthStatus), set by the LND when a send fails. */
    public byte healthStatus;
    /** The router buffer pool whose buffer (msg_kiov) this message holds, or null. */
    public RtrBufPool buffer;

    // msg_list: the one queue this message waits on (MsgQueue links).
    MsgQueue listOwner;
    LnetMsg listPrev;
    LnetMsg listNext;
    // msg_activelist: on the node's msc_active list at this index of ActiveMsgs' array; -1 when off it.
    int activeIndex = -1;

    /**
     * Scratch for FabricExporter, not kernel state: this message's index among the messages of the
     * export that last indexed it (the exporter checks that its list holds this very message there).
     * Looking a message up here instead of in a map of millions of entries was half of exporting
     * the seed's OOM state.
     */
    public int exportIndex = -1;

    public LnetMsg(long address, SimNode node, int type, Nid srcNid, Nid destNid, int len, WorkItem work) {
        this.address = address;
        this.node = node;
        this.type = (byte) type;
        this.srcNid = srcNid;
        this.destNid = destNid;
        this.len = len;
        this.work = work;
        this.epoch = node.epoch;
    }

    /** msg_txni: the local NI the message is sent from, null until committed for tx. */
    public LnetNi txNi() {
        return txPeer == null ? null : txPeer.ni;
    }

    /**
     * The twelve flags the trace holds as a mask, bit i being TraceSlots.msgFlags[i]: msg_tx_committed,
     * msg_rx_committed, msg_tx_delayed, msg_rx_delayed, msg_rx_ready_delay, msg_routing, msg_sending,
     * msg_receiving, msg_txcredit, msg_peertxcredit, msg_rtrcredit, msg_peerrtrcredit.
     */
    public int tracedFlags() {
        return flags & TRACED_FLAGS;
    }

    /** msg_tx_committed: committed for tx (lnet_msg_commit). */
    public boolean txCommitted() {
        return (flags & TX_COMMITTED) != 0;
    }

    public void setTxCommitted(boolean on) {
        set(TX_COMMITTED, on);
    }

    /** msg_rx_committed: committed for rx (lnet_msg_commit). */
    public boolean rxCommitted() {
        return (flags & RX_COMMITTED) != 0;
    }

    public void setRxCommitted(boolean on) {
        set(RX_COMMITTED, on);
    }

    /** msg_tx_delayed: queued for a tx credit (lnet_post_send_locked). */
    public boolean txDelayed() {
        return (flags & TX_DELAYED) != 0;
    }

    public void setTxDelayed(boolean on) {
        set(TX_DELAYED, on);
    }

    /** msg_rx_delayed: queued for a router credit or buffer (lnet_post_routed_recv_locked). */
    public boolean rxDelayed() {
        return (flags & RX_DELAYED) != 0;
    }

    public void setRxDelayed(boolean on) {
        set(RX_DELAYED, on);
    }

    /** msg_rx_ready_delay: short of a router credit or buffer, the rx may be held (lnet_parse_forward_locked). */
    public boolean rxReadyDelay() {
        return (flags & RX_READY_DELAY) != 0;
    }

    public void setRxReadyDelay(boolean on) {
        set(RX_READY_DELAY, on);
    }

    /** msg_routing: being forwarded by this node. */
    public boolean routing() {
        return (flags & ROUTING) != 0;
    }

    public void setRouting(boolean on) {
        set(ROUTING, on);
    }

    /** msg_sending: being sent from this node. */
    public boolean sending() {
        return (flags & SENDING) != 0;
    }

    public void setSending(boolean on) {
        set(SENDING, on);
    }

    /** msg_receiving: not yet given to lnd_recv (lnet_ni_recv clears it). */
    public boolean receiving() {
        return (flags & RECEIVING) != 0;
    }

    public void setReceiving(boolean on) {
        set(RECEIVING, on);
    }

    /** msg_txcredit: holds a credit of its NI's tx queue (tq_credits). */
    public boolean txCredit() {
        return (flags & TX_CREDIT) != 0;
    }

    public void setTxCredit(boolean on) {
        set(TX_CREDIT, on);
    }

    /** msg_peertxcredit: holds a tx credit of its peer NI (lpni_txcredits). */
    public boolean peerTxCredit() {
        return (flags & PEER_TX_CREDIT) != 0;
    }

    public void setPeerTxCredit(boolean on) {
        set(PEER_TX_CREDIT, on);
    }

    /** msg_rtrcredit: holds a credit of a router buffer pool (rbp_credits). */
    public boolean rtrCredit() {
        return (flags & RTR_CREDIT) != 0;
    }

    public void setRtrCredit(boolean on) {
        set(RTR_CREDIT, on);
    }

    /** msg_peerrtrcredit: holds a router credit of the peer NI it came from (lpni_rtrcredits). */
    public boolean peerRtrCredit() {
        return (flags & PEER_RTR_CREDIT) != 0;
    }

    public void setPeerRtrCredit(boolean on) {
        set(PEER_RTR_CREDIT, on);
    }

    /**
     * Hypothetical eager receive: the rx was copied and reposted, the copy holding
     * IblndMsg.IBLND_MSG_SIZE bytes of the node's memory until the message is freed.
     */
    public boolean eagerCopy() {
        return (flags & EAGER_COPY) != 0;
    }

    public void setEagerCopy(boolean on) {
        set(EAGER_COPY, on);
    }

    private void set(int bit, boolean on) {
        flags = (short) (on ? flags | bit : flags & ~bit);
    }

    /** Committed and not yet freed: on the node's msc_active list (what Node.messages shows). */
    public boolean onActiveList() {
        return activeIndex >= 0 && epoch == node.epoch;
    }

    /** The queue this message is on (lpni_txq, rtrq, tq_delayed, rbp_msgs), or null. */
    public MsgQueue queue() {
        return listOwner;
    }

    @Override
    public String toString() {
        return "lnet_msg@" + Long.toHexString(address) + "[" + srcNid + "->" + destNid + " on " + node.hostname + "]";
    }
}
