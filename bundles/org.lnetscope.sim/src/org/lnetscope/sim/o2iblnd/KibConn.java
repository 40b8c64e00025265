package org.lnetscope.sim.o2iblnd;

import java.util.ArrayList;
import java.util.List;

import org.lnetscope.sim.engine.TracedRow;
import org.lnetscope.sim.world.SimNode;

/**
 * struct kib_conn: one end of an o2iblnd RC connection. Each side of a connection is its own
 * object on its own node; {@link #remote} is the other end while the QPs are connected.
 *
 * <p>ibc_refcount is kept exactly as the kernel does (kiblnd_create_conn, kiblnd_post_rx /
 * kiblnd_drop_rx, kiblnd_queue_tx_locked / kiblnd_tx_done, kiblnd_connreq_done): one for the CM, one per rx buffer
 * still owned, one per tx bound to the conn, one while on ibp_conns. Its QP, CQ and rx pages are
 * released only when it drops to zero, in kiblnd_destroy_conn.
 */
public final class KibConn extends TracedRow {

    public static final int IBLND_CONN_INIT = 0;
    public static final int IBLND_CONN_ACTIVE_CONNECT = 1;
    public static final int IBLND_CONN_PASSIVE_WAIT = 2;
    public static final int IBLND_CONN_ESTABLISHED = 3;
    public static final int IBLND_CONN_CLOSING = 4;
    public static final int IBLND_CONN_DISCONNECTED = 5;

    /** sizeof(struct kib_rx) on x86_64, for rx addresses inside ibc_rxs[]. */
    static final int SIZEOF_KIB_RX = 128;

    public final long address;
    public final long rxsAddress;
    public final SimNode node;
    public final KibPeerNi peer;
    public final boolean activeSide;
    public final long incarnation;
    public final int queueDepth;
    public final int concurrentSends;
    public final int qpPages;
    public final int cqPages;
    public final int rxPages;
    public final long memoryBytes;

    public KibConn remote;
    public int state;
    public int refcount;
    public int nrx;
    public int credits;
    public int outstandingCredits;
    public int reservedCredits;
    public int nsendsPosted;
    public int commsError;
    public long openedAt;
    public long closedAt = -1;
    public long lastSend;
    /** The CM's initial ref not yet dropped (RDMA_CM_EVENT_DISCONNECTED drops it). */
    public boolean cmRef = true;
    /** On ibp_conns (holds a ref). */
    public boolean onIbpConns;
    /** connd holds the ref it took over from ibp_conns at close, until it is done with the conn. */
    public boolean conndRef;
    /** ibc_list was list_del'ed (poisoned) by connd. */
    public boolean ibcListPoisoned;
    /** ibc_sched_list was used and list_del'ed by the scheduler. */
    public boolean ibcSchedListPoisoned;
    /** Txs bound to this conn, each holding a ref. */
    public int txRefs;
    /** Rxs received and held by LNet. */
    public int heldRx;
    public boolean destroyed;
    /** Counted in KibNet.pinned: finalised while LNet still held some of its rxs. */
    boolean pinnedCounted;

    public final TxList txQueue = new TxList("tx_queue", this);
    public final TxList txQueueNocred = new TxList("tx_queue_nocred", this);
    public final TxList txQueueRsrvd = new TxList("tx_queue_rsrvd", this);
    public final TxList activeTxs = new TxList("active_txs", this);
    /**
     * Not kernel state: no tx on the four lists above has a deadline before this (a lower bound,
     * lowered by each add, made the lists' own bounds again by each check that finds nothing
     * expired). kiblnd_check_conns looks at every established conn several times per
     * lnd_timeout; with it, a conn where nothing can have expired costs no look at its four lists,
     * each its own object (docs/benchmarks.md, "Early stop and simulator speed").
     */
    long txDeadlineBound = Long.MAX_VALUE;
    /** LU-11756: txs queued after DISCONNECTED, completed only by kiblnd_destroy_conn. */
    public final TxList zombieTxs = new TxList("zombie_txs");

    /** ibc_noops_posted */
    public int noopsPosted;
    /** Held rxs by slot, so that a closing conn can find them (the what-if release needs it). */
    final KibRx[] heldBySlot;
    /**
     * Not kernel state: the rx slots whose held rx or its lnet_msg link changed since the trace
     * recorder last wrote this conn's held rxs (one bit per slot below 64; {@link #heldDirtyAll}
     * for a higher slot, and until the recorder has looked at the conn once). With it the recorder
     * writes only the slots that changed: comparing every slot of every touched conn was 13 % of
     * its samples (JFR, seed with peer_timeout=0 to 3 h, docs/benchmarks.md).
     */
    public long heldDirty;
    public boolean heldDirtyAll = true;
    /** Not kernel state: the rx the trace holds in each slot, kept by the trace recorder. */
    public KibRx[] tracedHeld;

    /**
     * Not kernel state: which of the fields a trace holds (the W_ bits) were written since the
     * trace recorder last wrote this conn, reported where the kernel code writes them
     * ({@link #wrote}). The recorder looks at those fields only: comparing every field of every
     * touched conn was its largest per-object comparison (docs/benchmarks.md, "Recording at the
     * write site"). Every bit at first: a conn the recorder has not written yet.
     */
    public int written = W_ALL;

    public static final int W_STATE = 1;
    public static final int W_REFCOUNT = 1 << 1;
    public static final int W_NRX = 1 << 2;
    public static final int W_CREDITS = 1 << 3;
    public static final int W_OUTSTANDING = 1 << 4;
    public static final int W_RESERVED = 1 << 5;
    public static final int W_NSENDS = 1 << 6;
    public static final int W_COMMS_ERROR = 1 << 7;
    public static final int W_LIST = 1 << 8;
    public static final int W_SCHED_LIST = 1 << 9;
    public static final int W_CLOSED_AT = 1 << 10;
    public static final int W_ALL = (1 << 11) - 1;

    /** Reports a write of the traced fields {@code fields} (W_ bits), for the trace recorder. */
    public void wrote(int fields) {
        written |= fields;
    }

    /** Marks {@code slot}'s held rx or its message link changed, for the trace recorder. */
    public void heldChanged(int slot) {
        if (slot < Long.SIZE) {
            heldDirty |= 1L << slot;
        } else {
            heldDirtyAll = true;
        }
    }

    /** Slots below IBLND_RX_MSGS (at most 2 x 255 + IBLND_OOB_MSGS): shorts, half the bytes for each of the seed's 55 k conns. */
    private final short[] freeSlots;
    private int nfree;

    KibConn(long address, SimNode node, KibPeerNi peer, boolean activeSide, long incarnation, int queueDepth,
            int concurrentSends, int maxFrags, int state, long now) {
        this.address = address;
        this.rxsAddress = address + 0x10000;
        this.node = node;
        this.peer = peer;
        this.activeSide = activeSide;
        this.incarnation = incarnation;
        this.queueDepth = queueDepth;
        this.concurrentSends = concurrentSends;
        this.qpPages = ConnSizing.qpPages(queueDepth, maxFrags);
        this.cqPages = ConnSizing.cqPages(queueDepth, maxFrags);
        this.rxPages = ConnSizing.rxPages(queueDepth);
        this.memoryBytes = ((long) qpPages + cqPages + rxPages) * ConnSizing.PAGE_SIZE;
        this.state = state;
        this.openedAt = now;
        int nrxMsgs = ConnSizing.rxMsgs(queueDepth);
        // kiblnd_create_conn: one ref for the CM, one per rx, all rxs posted with NO_CREDIT.
        this.nrx = nrxMsgs;
        this.refcount = 1 + nrxMsgs;
        this.credits = queueDepth;
        this.reservedCredits = queueDepth;
        this.freeSlots = new short[nrxMsgs];
        this.heldBySlot = new KibRx[nrxMsgs];
        for (int i = 0; i < nrxMsgs; i++) {
            freeSlots[i] = (short) (nrxMsgs - 1 - i);
        }
        this.nfree = nrxMsgs;
    }

    /** Rx buffers posted to the QP (rx_nob == -1). */
    public int postedRx() {
        return nfree;
    }

    /** Takes a posted rx for an arriving message; -1 if none is posted (the HCA would RNR). */
    int takeSlot() {
        return nfree == 0 ? -1 : freeSlots[--nfree];
    }

    /** Reposts a slot (kiblnd_post_rx on a live conn). */
    void repostSlot(int slot) {
        freeSlots[nfree++] = (short) slot;
    }

    /** kiblnd_abort_receives: the QP goes to error, every posted rx is flushed. */
    int flushPosted() {
        int flushed = nfree;
        nfree = 0;
        return flushed;
    }

    /** Number of rx slots (IBLND_RX_MSGS). */
    public int rxSlots() {
        return heldBySlot.length;
    }

    /** The rx LNet holds in {@code slot}, or null. */
    public KibRx heldRxAt(int slot) {
        return heldBySlot[slot];
    }

    /** The rxs LNet holds, in slot order. */
    public List<KibRx> heldRxs() {
        List<KibRx> held = new ArrayList<>(heldRx);
        for (KibRx rx : heldBySlot) {
            if (rx != null) {
                held.add(rx);
            }
        }
        return held;
    }

    public boolean isEstablished() {
        return state == IBLND_CONN_ESTABLISHED;
    }

    /** A conn finalised by connd but kept from kiblnd_destroy_conn by refs (held rxs). */
    public boolean isPinned() {
        return state == IBLND_CONN_DISCONNECTED && refcount > 0;
    }

    public static String stateName(int state) {
        return switch (state) {
            case IBLND_CONN_INIT -> "INIT";
            case IBLND_CONN_ACTIVE_CONNECT -> "ACTIVE_CONNECT";
            case IBLND_CONN_PASSIVE_WAIT -> "PASSIVE_WAIT";
            case IBLND_CONN_ESTABLISHED -> "ESTABLISHED";
            case IBLND_CONN_CLOSING -> "CLOSING";
            case IBLND_CONN_DISCONNECTED -> "DISCONNECTED";
            default -> Integer.toString(state);
        };
    }
}
