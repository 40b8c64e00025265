package org.lnetscope.sim.lnet;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.engine.TracedRow;

/** struct lnet_peer_ni: the credits and queues a node keeps for one remote NID. */
public final class LnetPeerNi extends TracedRow {

    /**
     * Which emptying of its node's peer table ({@link PeerTable#generation}) hashed this peer NI.
     * Entries leave the table only when it is emptied (a reboot), so it is in the table while the
     * two are equal: the trace recorder asks that for every peer NI a step touches, and a hash
     * lookup each time was 8 % of its samples (JFR, seed to 3 h, docs/benchmarks.md).
     */
    public int tableGeneration;

    /** lpni_ns_status, as master and the LU-17855 what-if use it. */
    public enum NsStatus {
        UP, DOWN
    }

    public static final int LNET_MAX_HEALTH_VALUE = 1000;

    public final long address;
    public final Nid nid;
    public final LnetPeer peer;
    /** The local NI on the same net (lpni_net's NI). */
    public final LnetNi ni;
    public final int maxTxCredits;
    /**
     * Not kernel state: lnet_cpt_of_nid of {@link #nid} on its node, which every message to or from
     * this peer NI commits on (LnetSend#cptOf divides; it is the same every time).
     */
    final short cpt;

    public int txCredits;
    public int minTxCredits;
    public int rtrCredits;
    public int minRtrCredits;
    public long txqNob;
    public final MsgQueue txq = new MsgQueue(this);
    /** lpni_rtrq (2.12 layout only). */
    public final MsgQueue lpniRtrq = new MsgQueue(this);

    /**
     * lpni_last_alive, as the ns time of the event (compared in whole seconds, as the kernel's
     * ktime_get_seconds() values are). 2.12: set at creation, by lnd_query, and by a receive from
     * a gateway; master: by every receive. 0 = never.
     */
    public long lastAlive;
    /** 2.12 lpni_alive, as set by lnet_notify_locked (1 at creation: check_routers_before_use 0). */
    public boolean alive = true;
    /** lpni_timestamp: the "when" of the last notification that was not out of date. */
    public long notifyTimestamp;
    /** 2.12 lpni_alive_count: notifications that changed lpni_alive (the first always does). */
    public int aliveCount;
    /** lpni_last_query (ns of the last lnd_query or gateway receive); 0 = never. */
    public long lastQuery;
    /** master lpni_notified (LU-17855): a first lnet_notify was had, later ones may be "old news". */
    public boolean notified;
    /** lnet_isrouter(): lpni_rtr_refcount != 0, a gateway of one of this node's routes. */
    public boolean isGateway;
    /** The router checker's last ping to this gateway went unanswered (lpni_ping_deadline set, 2.12). */
    public boolean pingUnanswered;
    public NsStatus nsStatus = NsStatus.UP;
    public int healthValue = LNET_MAX_HEALTH_VALUE;
    /** Route selection round-robin sequence (lpni_seq / lr_seq). */
    public long seq;
    /**
     * Not kernel state: which of the fields a trace holds (the W_ bits) were written since the
     * trace recorder last wrote this peer NI, reported where the kernel code writes them
     * ({@link #wrote}), as {@link org.lnetscope.sim.o2iblnd.KibConn#written} does for conns. The
     * recorder looks at those fields only: comparing all twelve of every touched peer NI was the
     * largest of its remaining comparisons (docs/benchmarks.md, "Recording at the write site,
     * third pass"). Every bit at first: a peer NI the recorder has not written yet.
     */
    public int written = W_ALL;

    /** lpni_txcredits, lpni_mintxcredits, lpni_txqnob (and the refcount, which counts the tx credits taken). */
    public static final int W_TX = 1;
    /** lpni_rtrcredits, lpni_minrtrcredits. */
    public static final int W_RTR = 1 << 1;
    /** A message linked on or unlinked from one of its queues (the refcount counts them): the recorder's own report. */
    public static final int W_QUEUES = 1 << 2;
    /**
     * What the health code writes (PeerHealth): last alive, last query, the notification's time and
     * count, lpni_alive / lpni_ns_status (the state column), the health value.
     */
    public static final int W_HEALTH = 1 << 3;
    public static final int W_ALL = (1 << 4) - 1;

    /** Reports a write of the traced fields {@code fields} (W_ bits), for the trace recorder. */
    public void wrote(int fields) {
        written |= fields;
    }

    /** Count of messages sent to / received from this peer NI (stats). */
    public long sendCount;
    public long recvCount;
    public long dropCount;

    LnetPeerNi(long address, Nid nid, LnetPeer peer, LnetNi ni, int txCredits, int rtrCredits, int ncpts) {
        this.address = address;
        this.cpt = (short) LnetSend.cptOf(nid, ncpts);
        this.nid = nid;
        this.peer = peer;
        this.ni = ni;
        this.maxTxCredits = txCredits;
        this.txCredits = txCredits;
        this.minTxCredits = txCredits;
        this.rtrCredits = rtrCredits;
        this.minRtrCredits = rtrCredits;
    }

    /** The queue lpni_rtrcredits counts: lpni_rtrq in 2.12, the peer's lp_rtrq in master. */
    public MsgQueue routerQueue(boolean layout212) {
        return layout212 ? lpniRtrq : peer.lpRtrq;
    }

    /**
     * lpni_refcount as /sys/kernel/debug/lnet/peers shows it: the table's own ref plus one per
     * queued or committed message naming this peer NI. Approximated from the queues it owns.
     */
    public int refcount() {
        return 1 + txq.size() + lpniRtrq.size() + Math.max(0, maxTxCredits - txCredits - txq.size());
    }
}
