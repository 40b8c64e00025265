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
     * recorder's fields in {@link #told}, keep an lnet_msg at 112 bytes instead of 160: half of what the simulator allocates is lnet_msgs, and millions of
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

    public boolean txCommitted;
    public boolean rxCommitted;
    public boolean txDelayed;
    public boolean rxDelayed;
    public boolean rxReadyDelay;
    public boolean routing;
    public boolean sending;
    public boolean receiving;
    public boolean txCredit;
    public boolean peerTxCredit;
    public boolean rtrCredit;
    public boolean peerRtrCredit;

    /** msg_private while live: the o2iblnd rx LNet holds for this message (null once reposted). */
    public KibRx rx;
    /**
     * Hypothetical eager receive: the rx was copied and reposted, the copy holding
     * IblndMsg.IBLND_MSG_SIZE bytes of the node's memory until the message is freed.
     */
    public boolean eagerCopy;
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
