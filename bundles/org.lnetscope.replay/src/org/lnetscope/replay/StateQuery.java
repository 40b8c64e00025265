package org.lnetscope.replay;

import org.lnetscope.model.KibConnState;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.MsgType;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.RxState;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.model.o2iblnd.ConnSizing;
import org.lnetscope.trace.state.ClassLayout;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.IntList;
import org.lnetscope.trace.state.Schema;

/**
 * The replay state at the cursor, read-only, per kernel object kind: what a view reads instead of
 * an EMF object for every lnet_msg and kib_rx. The full seed's OOM holds 2.27 M lnet_msg and
 * 2.22 M kib_rx; mirroring them as EObjects is what made the window's frame there take seconds
 * (docs/benchmarks.md, "The window at the full seed's OOM"), while a view draws them as counts and
 * runs per queue and per conn. A query reads {@link FlatState}'s arrays in place: no object per
 * kernel object, nothing to keep in step.
 *
 * <p>Objects are the trace's ids (ints); -1 is "none". Fields are bound by name to the trace's own
 * schema once, so a trace written before a field existed still answers what it has: a field it
 * lacks reads as {@link #UNKNOWN} (numbers) or null (NIDs, enums), never as 0. The field names
 * are the model's, which are the kernel's (lpni_txcredits is {@code PeerNi.txCredits}; see each
 * method).
 *
 * <p>Like the cursor's state it reads, a query is valid on the thread that moves the cursor, and
 * between moves: it holds no copy.
 */
public final class StateQuery {

    /** A number the trace does not record (a field its schema lacks, or an unset value). */
    public static final long UNKNOWN = Long.MIN_VALUE;

    private final FlatState state;
    public final Nodes nodes;
    public final Peers peers;
    public final PeerNis peerNis;
    public final Msgs msgs;
    public final KibPeers kibPeers;
    public final KibConns kibConns;
    public final KibRxs kibRxs;
    public final TxQueues txQueues;
    public final RtrBufferPools rtrBufferPools;
    private final Kind fabric;
    private final int fabricLayout;

    public StateQuery(FlatState state) {
        this.state = state;
        this.nodes = new Nodes();
        this.peers = new Peers();
        this.peerNis = new PeerNis();
        this.msgs = new Msgs();
        this.kibPeers = new KibPeers();
        this.kibConns = new KibConns();
        this.kibRxs = new KibRxs();
        this.txQueues = new TxQueues();
        this.rtrBufferPools = new RtrBufferPools();
        this.fabric = new Kind("Fabric");
        this.fabricLayout = fabric.value("lustreVersion");
    }

    public FlatState state() {
        return state;
    }

    /**
     * The release layout of the fabric (2.12 keeps the router queue per peer NI, master per peer);
     * 2.12, the incident's, when the trace has no fabric or no such field (as the model's default).
     */
    public LustreLayout layout() {
        for (int id = 0; id < state.highWater(); id++) {
            if (state.classOf(id) == fabric.index && state.classOf(id) >= 0) {
                long value = fabric.get(id, fabricLayout);
                LustreLayout layout = value == UNKNOWN ? null : LustreLayout.get((int) value);
                return layout == null ? LustreLayout.LAYOUT_B2_12 : layout;
            }
        }
        return LustreLayout.LAYOUT_B2_12;
    }

    /** One class of the trace's schema and its slots by name; absent when the trace has no such class. */
    class Kind {
        final int index;
        final ClassLayout layout;

        Kind(String name) {
            this.index = state.schema().classIndex(name);
            this.layout = index < 0 ? null : state.schema().layout(index);
        }

        int value(String field) {
            return layout == null ? -1 : layout.valueSlot(field);
        }

        int list(String field) {
            return layout == null ? -1 : layout.listSlot(field);
        }

        /** Whether {@code id} is a live object of this kind. */
        boolean is(int id) {
            return index >= 0 && state.classOf(id) == index;
        }

        /** Every live object of this kind, in id order. */
        int[] ids() {
            if (index < 0) {
                return new int[0];
            }
            int count = 0;
            int high = state.highWater();
            for (int id = 0; id < high; id++) {
                if (state.classOf(id) == index) {
                    count++;
                }
            }
            int[] ids = new int[count];
            int n = 0;
            for (int id = 0; id < high && n < count; id++) {
                if (state.classOf(id) == index) {
                    ids[n++] = id;
                }
            }
            return ids;
        }

        long get(int id, int slot) {
            if (slot < 0) {
                return UNKNOWN;
            }
            long value = state.get(id, slot);
            return layout.values().get(slot).unsettable() && value == Schema.UNSET ? UNKNOWN : value;
        }

        int ref(int id, int slot) {
            return slot < 0 ? -1 : (int) state.get(id, slot);
        }

        Object pooled(int id, int slot) {
            if (slot < 0) {
                return null;
            }
            long value = state.get(id, slot);
            return value == Schema.NULL ? null : state.pool().get((int) value);
        }

        Nid nid(int id, int slot) {
            return pooled(id, slot) instanceof Nid nid ? nid : null;
        }

        /**
         * The object that contains {@code id} when it is of {@code kind}, else -1: a container
         * reference (a peer NI's peer, a conn's kib_peer, an rx's conn) is the containment tree
         * itself, not a slot of the trace.
         */
        int container(int id, Kind kind) {
            int owner = state.containerOf(id);
            return owner >= 0 && kind.is(owner) ? owner : -1;
        }

        String string(int id, int slot) {
            return pooled(id, slot) instanceof String s ? s : null;
        }

        /** The list's elements (shared, do not change it), or an empty list. */
        IntList list(int id, int slot) {
            IntList list = slot < 0 ? null : state.list(id, slot);
            return list == null ? EMPTY : list;
        }

        int size(int id, int slot) {
            return slot < 0 ? 0 : state.listSize(id, slot);
        }
    }

    private static final IntList EMPTY = new IntList();

    private static int asInt(long value) {
        return value == UNKNOWN ? Integer.MIN_VALUE : (int) value;
    }

    /** lnet nodes: a router, a server or a compute, with its peer table and its o2iblnd peers. */
    public final class Nodes extends Kind {
        private final int hostname = value("hostname");
        private final int role = value("role");
        private final int peersList = list("peers");
        private final int kibPeersList = list("kibPeers");
        private final int messagesList = list("messages");

        Nodes() {
            super("Node");
        }

        public int[] all() {
            return ids();
        }

        public String hostname(int node) {
            return string(node, hostname);
        }

        public NodeRole role(int node) {
            long value = get(node, role);
            return value == UNKNOWN ? null : NodeRole.get((int) value);
        }

        /** The node called {@code hostname}, or -1. */
        public int find(String name) {
            for (int node : ids()) {
                if (name.equals(hostname(node))) {
                    return node;
                }
            }
            return -1;
        }

        /** The peer table (struct lnet_peer), ids of {@link Peers}. */
        public IntList peers(int node) {
            return list(node, peersList);
        }

        /** The o2iblnd peers (kib_peer_ni), ids of {@link KibPeers}. */
        public IntList kibPeers(int node) {
            return list(node, kibPeersList);
        }

        /** How many lnet_msg the node holds (the_lnet.ln_counters msgs_alloc as the simulator keeps them). */
        public int messageCount(int node) {
            return size(node, messagesList);
        }
    }

    /** struct lnet_peer. */
    public final class Peers extends Kind {
        private final int peerNisList = list("peerNis");
        private final int rtrqList = list("rtrq");

        Peers() {
            super("Peer");
        }

        /** lp_peer_nets' NIs, ids of {@link PeerNis}. */
        public IntList peerNis(int peer) {
            return list(peer, peerNisList);
        }

        /** lp_rtrq: master's router queue, shared by the peer's NIs (LU-11298). */
        public IntList rtrq(int peer) {
            return list(peer, rtrqList);
        }
    }

    /** struct lnet_peer_ni. */
    public final class PeerNis extends Kind {
        private final int nid = value("nid");
        private final int txCredits = value("txCredits");
        private final int minTxCredits = value("minTxCredits");
        private final int maxTxCredits = value("maxTxCredits");
        private final int rtrCredits = value("rtrCredits");
        private final int minRtrCredits = value("minRtrCredits");
        private final int txqNob = value("txqNob");
        private final int txqList = list("txq");
        private final int rtrqList = list("rtrq");

        PeerNis() {
            super("PeerNi");
        }

        public boolean isPeerNi(int id) {
            return is(id);
        }

        /** lpni_nid. */
        public Nid nid(int peerNi) {
            return nid(peerNi, nid);
        }

        /** lpni_peer_net's peer (struct lnet_peer), or -1. */
        public int peer(int peerNi) {
            return container(peerNi, peers);
        }

        /** lpni_txcredits, or {@link StateQuery#UNKNOWN}. */
        public long txCredits(int peerNi) {
            return get(peerNi, txCredits);
        }

        /** lpni_mintxcredits. */
        public long minTxCredits(int peerNi) {
            return get(peerNi, minTxCredits);
        }

        /** lpni_maxtxcredits. */
        public long maxTxCredits(int peerNi) {
            return get(peerNi, maxTxCredits);
        }

        /** lpni_rtrcredits. */
        public long rtrCredits(int peerNi) {
            return get(peerNi, rtrCredits);
        }

        /** lpni_minrtrcredits. */
        public long minRtrCredits(int peerNi) {
            return get(peerNi, minRtrCredits);
        }

        /** lpni_txqnob. */
        public long txqNob(int peerNi) {
            return get(peerNi, txqNob);
        }

        /** lpni_txq: messages waiting for a tx credit, ids of {@link Msgs}, in queue order. */
        public IntList txq(int peerNi) {
            return list(peerNi, txqList);
        }

        /** lpni_rtrq (2.12's router queue). */
        public IntList rtrq(int peerNi) {
            return list(peerNi, rtrqList);
        }

        /**
         * The queue lpni_rtrcredits counts: lpni_rtrq in 2.12, the peer's lp_rtrq in master
         * (LU-11298), as {@code PeerNi.routerQueue()} in the model.
         */
        public IntList routerQueue(int peerNi, LustreLayout layout) {
            int owner = peer(peerNi);
            if (owner < 0 || layout == LustreLayout.LAYOUT_B2_12) {
                return rtrq(peerNi);
            }
            return peers.rtrq(owner);
        }
    }

    /** struct lnet_msg. */
    public final class Msgs extends Kind {
        private final int address = value("address");
        private final int type = value("type");
        private final int srcNid = value("srcNid");
        private final int destNid = value("destNid");
        private final int length = value("length");
        private final int txPeer = value("txPeer");
        private final int rxPeer = value("rxPeer");
        private final int kibRx = value("kibRx");

        Msgs() {
            super("Message");
        }

        public boolean isMsg(int id) {
            return is(id);
        }

        /** The kernel address (0: not known), or {@link StateQuery#UNKNOWN}. */
        public long address(int msg) {
            return get(msg, address);
        }

        /** msg_type. */
        public MsgType type(int msg) {
            long value = get(msg, type);
            return value == UNKNOWN ? null : MsgType.get((int) value);
        }

        /** msg_hdr.src_nid: who sent it. */
        public Nid srcNid(int msg) {
            return nid(msg, srcNid);
        }

        /** msg_hdr.dest_nid. */
        public Nid destNid(int msg) {
            return nid(msg, destNid);
        }

        /** msg_len. */
        public int length(int msg) {
            return asInt(get(msg, length));
        }

        /** msg_txpeer (a peer NI id), or -1. */
        public int txPeer(int msg) {
            return ref(msg, txPeer);
        }

        /** msg_rxpeer (a peer NI id), or -1. */
        public int rxPeer(int msg) {
            return ref(msg, rxPeer);
        }

        /** msg_private: the kib_rx the message still holds, or -1. */
        public int kibRx(int msg) {
            return ref(msg, kibRx);
        }

        /** The kib_conn its kib_rx belongs to (rx_conn), or -1: what a parked message pins. */
        public int heldConn(int msg) {
            int rx = kibRx(msg);
            return rx < 0 ? -1 : kibRxs.conn(rx);
        }
    }

    /** kib_peer_ni. */
    public final class KibPeers extends Kind {
        private final int nid = value("nid");
        private final int connsList = list("conns");

        KibPeers() {
            super("KibPeer");
        }

        /** ibp_nid. */
        public Nid nid(int kibPeer) {
            return nid(kibPeer, nid);
        }

        /** ibp_conns, ids of {@link KibConns}. */
        public IntList conns(int kibPeer) {
            return list(kibPeer, connsList);
        }
    }

    /** kib_conn. */
    public final class KibConns extends Kind {
        private final int address = value("address");
        private final int state = value("state");
        private final int refcount = value("refcount");
        private final int nrx = value("nrx");
        private final int qpPages = value("qpPages");
        private final int cqPages = value("cqPages");
        private final int rxPages = value("rxPages");
        private final int rxsList = list("rxs");

        KibConns() {
            super("KibConn");
        }

        public boolean isConn(int id) {
            return is(id);
        }

        /** The kernel address, or {@link StateQuery#UNKNOWN}. */
        public long address(int conn) {
            return get(conn, address);
        }

        /** ibc_peer (the kib_peer_ni that holds it in ibp_conns), or -1. */
        public int peer(int conn) {
            return container(conn, kibPeers);
        }

        /** ibc_state. */
        public KibConnState state(int conn) {
            long value = get(conn, state);
            return value == UNKNOWN ? null : KibConnState.get((int) value);
        }

        /** ibc_refcount. */
        public long refcount(int conn) {
            return get(conn, refcount);
        }

        /** ibc_nrx. */
        public long nrx(int conn) {
            return get(conn, nrx);
        }

        /** ibc_rxs, ids of {@link KibRxs}. */
        public IntList rxs(int conn) {
            return list(conn, rxsList);
        }

        /** Its rxs LNet still holds (a parked message's msg_private). */
        public int heldRxCount(int conn) {
            IntList rxs = rxs(conn);
            int held = 0;
            for (int i = 0; i < rxs.size(); i++) {
                if (kibRxs.state(rxs.get(i)) == RxState.HELD) {
                    held++;
                }
            }
            return held;
        }

        /**
         * CLOSING or DISCONNECTED and holding an rx LNet owns, as {@code KibConn.isPinned()}: its QP,
         * CQ and rx pages are freed only by kiblnd_destroy_conn() at ibc_refcount 0 (o2iblnd.c).
         */
        public boolean isPinned(int conn) {
            KibConnState s = state(conn);
            if (s != KibConnState.CLOSING && s != KibConnState.DISCONNECTED) {
                return false;
            }
            IntList rxs = rxs(conn);
            for (int i = 0; i < rxs.size(); i++) {
                if (kibRxs.state(rxs.get(i)) == RxState.HELD) {
                    return true;
                }
            }
            return false;
        }

        /** QP + CQ + rx pages in bytes, or {@link StateQuery#UNKNOWN} when the trace lacks one of them. */
        public long memoryBytes(int conn) {
            long qp = get(conn, qpPages);
            long cq = get(conn, cqPages);
            long rx = get(conn, rxPages);
            if (qp == UNKNOWN || cq == UNKNOWN || rx == UNKNOWN) {
                return UNKNOWN;
            }
            return (qp + cq + rx) * ConnSizing.PAGE_SIZE;
        }
    }

    /** kib_rx. */
    public final class KibRxs extends Kind {
        private final int address = value("address");
        private final int state = value("state");
        private final int message = value("message");
        private final int nob = value("nob");

        KibRxs() {
            super("KibRx");
        }

        /** The kernel address (0: not known), or {@link StateQuery#UNKNOWN}. */
        public long address(int rx) {
            return get(rx, address);
        }

        /** rx_conn, or -1. */
        public int conn(int rx) {
            return container(rx, kibConns);
        }

        /** Whether LNet or the HCA owns it (HELD: a message still has it in msg_private). */
        public RxState state(int rx) {
            long value = get(rx, state);
            return value == UNKNOWN ? null : RxState.get((int) value);
        }

        /** The lnet_msg that holds it, or -1. */
        public int message(int rx) {
            return ref(rx, message);
        }

        /** rx_nob. */
        public int nob(int rx) {
            return asInt(get(rx, nob));
        }
    }

    /** A local NI's per-CPT tx queue (struct lnet_tx_queue). */
    public final class TxQueues extends Kind {
        private final int delayedList = list("delayed");

        TxQueues() {
            super("TxQueue");
        }

        /** tq_delayed: messages waiting for an NI tx credit, ids of {@link Msgs}, in queue order. */
        public IntList delayed(int queue) {
            return list(queue, delayedList);
        }
    }

    /** A router buffer pool (struct lnet_rtrbufpool). */
    public final class RtrBufferPools extends Kind {
        private final int msgsList = list("msgs");

        RtrBufferPools() {
            super("RtrBufferPool");
        }

        /** rbp_msgs: messages waiting for a buffer of this pool, ids of {@link Msgs}. */
        public IntList msgs(int pool) {
            return list(pool, msgsList);
        }
    }
}
