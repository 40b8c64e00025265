package org.lnetscope.sim.trace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.lnetscope.model.KibConnState;
import org.lnetscope.model.ListLinkState;
import org.lnetscope.model.RxState;
import org.lnetscope.sim.export.ModelValues;
import org.lnetscope.sim.engine.TracedMsg;
import org.lnetscope.sim.engine.TracedRow;
import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.lnet.LnetNi;
import org.lnetscope.sim.lnet.LnetPeer;
import org.lnetscope.sim.lnet.LnetPeerNi;
import org.lnetscope.sim.lnet.LnetRoute;
import org.lnetscope.sim.lnet.LnetTxQueue;
import org.lnetscope.sim.lnet.MsgQueue;
import org.lnetscope.sim.lnet.RtrBufPool;
import org.lnetscope.sim.o2iblnd.KibConn;
import org.lnetscope.sim.o2iblnd.KibPeerNi;
import org.lnetscope.sim.o2iblnd.KibRx;
import org.lnetscope.sim.world.NodeStats;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.World;
import org.lnetscope.trace.TraceWriter;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.IntList;
import org.lnetscope.trace.state.Schema;

/**
 * Keeps the trace's objects equal to the simulator's: which trace id each simulator object has,
 * and for one object, the ops that bring the trace's copy to the simulator's values. Values follow
 * the rules of {@link org.lnetscope.sim.export.FabricExporter} (the same fields, the same derived
 * values through {@link ModelValues}), which is what makes a replayed model equal to an export.
 *
 * <p>It never reads the trace writer's state once recording runs: the writer applies the ops on
 * a thread of its own ({@link OpSink}). What the trace holds is kept here instead, beside the
 * object it is about: a message's flags and links and an rx's message link in fields of their
 * own ({@link LnetMsg#told}, {@link KibRx#toldMsg}), a conn's held rxs per slot
 * ({@link KibConn#tracedHeld}), a kib peer's traced conns, and the values last written for the
 * other objects' slots ({@link #told}: the sink's mirror's own rows, so one copy; a conn's, peer
 * NI's and kib peer's also kept on it, {@link org.lnetscope.sim.engine.TracedRow#toldRow}). The
 * writer's state is read only when recording starts, and under {@link #checkMarks} (writer on the
 * caller's thread), to check that copy.
 */
final class ObjectSync {

    private final World world;
    private final FlatState state;
    private final TraceSlots s;
    private final IdentityIds ids = new IdentityIds();
    /** Router pools by (node, cpt, kind): a reboot makes new pool objects for the same model objects. */
    private final Map<SimNode, int[][]> poolIds = new HashMap<>();
    private final Map<RtrBufPool, SimNode> nodeOfPool = new IdentityHashMap<>();
    private OpSink e;
    /** The sink for good (set by {@link #attach}): where the told rows of new objects are its mirror's. */
    private OpSink sink;
    /**
     * Per trace id of a node, its stats, NIs, routes, tx queues, pools, peers, peer NIs, kib peers
     * and conns: the values the trace holds in its value slots (messages and rxs keep theirs in
     * their own fields). What a write is compared with, instead of the writer's state.
     */
    private long[][] told = new long[1 << 12][];
    /** Per class, its slots' default values (what a created object holds). */
    private final long[][] defaults;
    /** The conns the trace holds under each kib peer, in list order. */
    private final Map<KibPeerNi, List<KibConn>> tracedConns = new IdentityHashMap<>();
    /** Per node, the ids of its objects that never change (initial objects; routes are fixed at build). */
    private final NodeRows[] nodeRows;
    /** Per node (by index), where its messages are in the trace's list. */
    private final MessageOrder[] messageOrders;

    private record NodeRows(int id, int statsId, int[] niIds, LnetRoute[] routes, int[] routeIds,
            LnetPeerNi[] gateways, int[][] poolIds, NodeMarks marks) {
    }

    /**
     * The simulator's change counts (NodeStats.changes, ActiveMsgs.changes, SimNode.poolChanges)
     * when a node's stats and pools were last compared with the trace: every event touches its
     * node, and comparing eleven counters and every router pool each time was most of the node's
     * share of the recorder (13 % of its samples, JFR of the seed at 7 GiB). -1: never compared.
     */
    private static final class NodeMarks {
        long stats = -1;
        long active = -1;
        long pools = -1;
        long health = -1;
        int peerTable = -1;
    }

    /**
     * Tests: where the simulator's marks say nothing changed, still compare and fail on any
     * difference (a write site that forgot its mark would otherwise drop a change from the trace).
     */
    static boolean checkMarks = Boolean.getBoolean("lnetscope.trace.checkMarks");
    /** Comparing under {@link #checkMarks} where the marks said clean: a difference is a missed mark. */
    private boolean verifying;

    ObjectSync(World world, TraceWriter writer, Map<Object, Integer> initialIds) {
        this.world = world;
        this.state = writer.state();
        this.s = new TraceSlots(writer);
        Schema schema = state.schema();
        this.defaults = new long[schema.classes().size()][];
        for (int c = 0; c < defaults.length; c++) {
            var values = schema.layout(c).values();
            defaults[c] = new long[values.size()];
            for (int v = 0; v < values.size(); v++) {
                defaults[c][v] = values.get(v).defaultValue();
            }
        }
        int maxIndex = 0;
        for (SimNode node : world.nodes) {
            maxIndex = Math.max(maxIndex, node.index + 1);
        }
        this.messageOrders = new MessageOrder[maxIndex];
        this.nodeRows = new NodeRows[maxIndex];
        // in trace id order, so that nothing below depends on the map's iteration order
        Object[] byId = new Object[initialIds.size() == 0 ? 0 : Collections.max(initialIds.values()) + 1];
        for (Map.Entry<Object, Integer> entry : initialIds.entrySet()) {
            byId[entry.getValue()] = entry.getKey();
        }
        for (int id = 0; id < byId.length; id++) {
            if (byId[id] != null) {
                ids.put(byId[id], id);
            }
        }
        for (SimNode node : world.nodes) {
            if (node.rtrPools != null) {
                int[][] byPos = new int[node.rtrPools.length][3];
                for (int cpt = 0; cpt < byPos.length; cpt++) {
                    for (int kind = 0; kind < 3; kind++) {
                        byPos[cpt][kind] = initialIds.get(node.rtrPools[cpt][kind]);
                    }
                }
                poolIds.put(node, byPos);
            }
        }
        // what the initial trace holds, read once, before the writer has a thread of its own
        for (int id = 0; id < byId.length; id++) {
            Object o = byId[id];
            if (o instanceof LnetMsg msg) {
                TracedMsg told = told(msg);
                told.flags = readFlags(id);
                told.rxPeer = (int) state.get(id, s.msgRxPeer);
                told.txPeer = (int) state.get(id, s.msgTxPeer);
                told.kibRx = (int) state.get(id, s.msgKibRx);
            } else if (o instanceof KibRx rx) {
                rx.toldMsg = (int) state.get(id, s.rxMessage);
                KibConn conn = rx.conn;
                if (conn.tracedHeld == null) {
                    conn.tracedHeld = new KibRx[conn.rxSlots()];
                }
                conn.tracedHeld[rx.slot] = rx;
            } else if (o instanceof KibConn conn) {
                tracedConns.computeIfAbsent(conn.peer, k -> new ArrayList<>()).add(conn);
            }
        }
        for (int id = 0; id < state.highWater(); id++) {
            if (state.isLive(id) && state.classOf(id) != s.cMessage && state.classOf(id) != s.cKibRx) {
                long[] row = newTold(id, state.classOf(id));
                for (int slot = 0; slot < row.length; slot++) {
                    row[slot] = state.get(id, slot);
                }
            }
        }
        for (SimNode node : world.nodes) {
            messageOrders[node.index] = new MessageOrder(listedMessages(node));
        }
        for (Object o : byId) {
            if (o instanceof KibConn conn && conn.tracedHeld == null) {
                conn.tracedHeld = new KibRx[conn.rxSlots()];
            }
        }
    }

    /**
     * The told row of a new object {@code id}: its class's defaults; with the sink's mirror, the
     * mirror's own row of it (which holds them, the object being just created): the two copies of
     * what the trace holds are one array, so a write is compared and stored once.
     */
    private long[] newTold(int id, int classIndex) {
        if (id >= told.length) {
            told = Arrays.copyOf(told, Math.max(id + 1, told.length * 2));
        }
        long[] row = sink == null ? null : sink.heldRow(id);
        if (row == null) {
            row = defaults[classIndex].clone();
        }
        told[id] = row;
        return row;
    }

    /**
     * The told row of an object the simulator's code reports writes of (conns, peer NIs, kib
     * peers): kept on the object once looked up, so that the step that writes it reaches the row
     * from the object it just wrote, not through {@link #told}, an array of millions of entries
     * whose slot for it was a cache miss at nearly every such step (JFR of the full seed, helper r37).
     */
    private long[] rowOf(TracedRow o, int id) {
        long[] row = o.toldRow;
        if (row == null) {
            row = o.toldRow = told[id];
        }
        return row;
    }

    private int readFlags(int id) {
        int mask = 0;
        for (int i = 0; i < s.msgFlags.length; i++) {
            mask |= state.get(id, s.msgFlags[i]) != 0 ? 1 << i : 0;
        }
        return mask;
    }

    void begin(OpSink event) {
        this.e = event;
    }

    /**
     * The sink this recorder writes to from now on. Messages and rxs created from now on are not
     * copied into the sink's mirror of the trace: a checkpoint reads their values here
     * ({@link #derivedRow}), from the simulator's object: its fixed fields as {@link #ensureMsg} and
     * {@link #syncHeldRx} wrote them, and the flags and links the recorder told the trace
     * ({@link LnetMsg#told}, {@link KibRx#toldMsg}). A node's message list is read from its
     * {@link MessageOrder}, and the told rows become the mirror's own rows (one copy, not two).
     */
    void attach(OpSink target) {
        this.sink = target;
        target.derive(s.cMessage, (id, c, row) -> derivedRow(target, id, row));
        target.derive(s.cKibRx, (id, c, row) -> derivedRow(target, id, row));
        target.external(s.cNode, s.lNodeMessages, this::listedMessageIds);
        target.external(s.cKibConn, s.lRxs, this::heldRxIds);
        for (SimNode node : world.nodes) {
            target.listed(s.cMessage, s.lNodeMessages, idOf(node), messageOrder(node).listedIds());
        }
        for (int id = 0; id < told.length; id++) {
            long[] shared = told[id] == null ? null : target.heldRow(id);
            if (shared != null) {
                if (!Arrays.equals(shared, told[id])) {
                    throw new IllegalStateException("trace object " + id + ": the mirror holds " + Arrays.toString(shared)
                            + ", the recorder " + Arrays.toString(told[id]));
                }
                told[id] = shared;
            } else if (told[id] != null && !target.direct()) {
                throw new IllegalStateException("trace object " + id + " has no row in the mirror");
            }
        }
    }

    /** A conn's held rxs in the trace, in list order: its traced slots' rxs ({@link KibConn#tracedHeld}). */
    private IntList heldRxIds(int connId) {
        if (!(ids.objectOf(connId) instanceof KibConn conn)) {
            throw new IllegalStateException("trace object " + connId + " is no simulator conn");
        }
        IntList list = new IntList();
        KibRx[] traced = conn.tracedHeld;
        for (int slot = 0; traced != null && slot < traced.length; slot++) {
            if (traced[slot] != null) {
                list.add(traced[slot].traceId);
            }
        }
        return list;
    }

    /** A node's messages in the trace, in list order (a checkpoint's copy of Node.messages). */
    private IntList listedMessageIds(int nodeId) {
        if (!(ids.objectOf(nodeId) instanceof SimNode node)) {
            throw new IllegalStateException("trace object " + nodeId + " is no simulator node");
        }
        return messageOrder(node).listedIds();
    }

    private void derivedRow(OpSink sink, int id, long[] row) {
        Object o = ids.objectOf(id);
        if (o instanceof LnetMsg msg) {
            row[s.msgAddress] = msg.address;
            row[s.msgType] = msg.type;
            row[s.msgSrc] = sink.poolIndexOf(msg.srcNid);
            row[s.msgDest] = sink.poolIndexOf(msg.destNid);
            row[s.msgLength] = msg.len;
            TracedMsg told = told(msg);
            int flags = told.flags;
            for (int i = 0; i < s.msgFlags.length; i++) {
                row[s.msgFlags[i]] = (flags >>> i) & 1;
            }
            row[s.msgRxPeer] = told.rxPeer;
            row[s.msgTxPeer] = told.txPeer;
            row[s.msgKibRx] = told.kibRx;
        } else if (o instanceof KibRx rx) {
            row[s.rxAddress] = rx.address();
            row[s.rxNob] = rx.nob;
            row[s.rxState] = RxState.HELD_VALUE;
            row[s.rxMsgType] = rx.ibmType;
            row[s.rxMessage] = rx.toldMsg;
        } else {
            throw new IllegalStateException("trace object " + id + " is no simulator message or rx: " + o);
        }
    }

    void end() {
        this.e = null;
    }

    int idOf(Object simObject) {
        return simObject == null ? -1 : ids.get(simObject);
    }

    private void bind(Object simObject, int id) {
        ids.put(simObject, id);
    }

    private void unbind(Object simObject, int id) {
        ids.remove(simObject);
        if (simObject instanceof TracedRow o) {
            o.toldRow = null;
        }
        if (id < told.length) {
            told[id] = null;
        }
    }

    // ---- subjects ----

    /** The event is about the object passed with it (an lnet_msg, a kib_conn). */
    static final int SUBJECT_ABOUT = 0;
    /** A credit of the send side: the message's txPeer, once the trace holds the message. */
    static final int SUBJECT_TX_PEER = 1;
    /** A credit of the receive side: the message's rxPeer, once the trace holds the message. */
    static final int SUBJECT_RX_PEER = 2;
    /** Node-wide. */
    static final int SUBJECT_NODE = 3;

    /**
     * The object a user would filter the event on, if the trace already holds it; else its node.
     * {@code about} is the simulator object the trace point is about ({@code kind}: SUBJECT_*).
     */
    int subjectOf(int kind, Object about, SimNode node) {
        Object subject = switch (kind) {
            case SUBJECT_ABOUT -> about;
            case SUBJECT_TX_PEER -> idOf(about) >= 0 ? ((LnetMsg) about).txPeer : node;
            case SUBJECT_RX_PEER -> idOf(about) >= 0 ? ((LnetMsg) about).rxPeer : node;
            default -> node;
        };
        int id = idOf(subject);
        return id >= 0 ? id : idOf(node);
    }

    // ---- creations ----

    /** The message's trace id, creating it (at the end of Node.messages, as msc_active) if needed. */
    int ensureMsg(LnetMsg msg) {
        int id = idOf(msg);
        if (id >= 0) {
            return id;
        }
        if (msg.rxPeer != null) {
            ensurePeerNi(msg.rxPeer);
        }
        if (msg.txPeer != null) {
            ensurePeerNi(msg.txPeer);
        }
        MessageOrder order = messageOrder(msg.node);
        // at the list's end, which the order knows (the mirror does not keep this list)
        id = e.create(s.cMessage, idOf(msg.node), s.lNodeMessages, order.size());
        bind(msg, id);
        order.appended(msg);
        TracedMsg told = told(msg);
        told.flags = 0;
        told.rxPeer = -1;
        told.txPeer = -1;
        told.kibRx = -1;
        e.set(id, s.msgAddress, msg.address).set(id, s.msgType, msg.type).setPooled(id, s.msgSrc, msg.srcNid)
                .setPooled(id, s.msgDest, msg.destNid).set(id, s.msgLength, msg.len);
        return id;
    }

    /** The peer NI's trace id, creating it and its lnet_peer (in peer table order) if needed. */
    int ensurePeerNi(LnetPeerNi lp) {
        int id = idOf(lp);
        if (id >= 0) {
            return id;
        }
        SimNode node = nodeOf(lp);
        LnetPeer peer = lp.peer;
        int peerId = idOf(peer);
        if (peerId < 0) {
            int index = 0;
            for (LnetPeer other : node.peers.peers()) {
                if (other == peer) {
                    break;
                }
                if (idOf(other) >= 0) {
                    index++;
                }
            }
            peerId = e.create(s.cPeer, idOf(node), s.lNodePeers, index);
            bind(peer, peerId);
            newTold(peerId, s.cPeer);
            e.set(peerId, s.peerAddress, peer.address).setPooled(peerId, s.peerPrimaryNid, peer.primaryNid);
        }
        id = e.create(s.cPeerNi, peerId, s.lPeerNis);
        bind(lp, id);
        newTold(id, s.cPeerNi);
        lp.written = LnetPeerNi.W_ALL; // its told row holds the defaults
        e.set(id, s.pniAddress, lp.address).setPooled(id, s.pniNid, lp.nid).set(id, s.pniMaxTx, lp.maxTxCredits);
        syncPeerNi(lp, id);
        return id;
    }

    private SimNode nodeOf(LnetPeerNi lp) {
        return lp.ni.node;
    }

    private int ensureKibPeer(KibPeerNi kp, SimNode node) {
        int id = idOf(kp);
        if (id >= 0) {
            return id;
        }
        id = e.create(s.cKibPeer, idOf(node), s.lNodeKibPeers);
        bind(kp, id);
        newTold(id, s.cKibPeer);
        kp.written = KibPeerNi.W_ALL; // its told row holds the defaults
        e.set(id, s.kpAddress, kp.address).setPooled(id, s.kpNid, kp.nid).set(id, s.kpNi, idOf(kp.ni));
        return id;
    }

    private int ensureConn(KibConn conn) {
        int id = idOf(conn);
        if (id >= 0) {
            return id;
        }
        int kp = ensureKibPeer(conn.peer, conn.node);
        id = e.create(s.cKibConn, kp, s.lConns);
        bind(conn, id);
        newTold(id, s.cKibConn);
        tracedConns.computeIfAbsent(conn.peer, k -> new ArrayList<>()).add(conn);
        // a new trace object holds no rx
        if (conn.tracedHeld == null) {
            conn.tracedHeld = new KibRx[conn.rxSlots()];
        } else {
            Arrays.fill(conn.tracedHeld, null);
        }
        conn.heldDirtyAll = true;
        conn.written = KibConn.W_ALL;
        e.set(id, s.connAddress, conn.address).set(id, s.connQd, conn.queueDepth)
                .set(id, s.connIncarnation, conn.incarnation).set(id, s.connQpPages, conn.qpPages)
                .set(id, s.connCqPages, conn.cqPages).set(id, s.connRxPages, conn.rxPages)
                .set(id, s.connOpenedAt, conn.node.clockSeconds(conn.openedAt));
        return id;
    }

    /** The node's trace messages in their list order (numbered from the initial trace's list). */
    private MessageOrder messageOrder(SimNode node) {
        return messageOrders[node.index];
    }

    private LnetMsg[] listedMessages(SimNode node) {
        IntList list = state.list(idOf(node), s.lNodeMessages);
        LnetMsg[] listed = new LnetMsg[list == null ? 0 : list.size()];
        for (int i = 0; i < listed.length; i++) {
            if (!(ids.objectOf(list.get(i)) instanceof LnetMsg msg)) {
                throw new IllegalStateException("trace object " + list.get(i) + " of node " + node.hostname
                        + "'s messages is no simulator message");
            }
            listed[i] = msg;
        }
        return listed;
    }

    // ---- queues ----

    void queueOp(MsgQueue queue, LnetMsg msg, boolean added) {
        int msgId = idOf(msg);
        if (msgId < 0) {
            if (!added || !msg.onActiveList()) {
                return; // linked and unlinked within this step by a message the trace never held
            }
            msgId = ensureMsg(msg);
        }
        int owner;
        int slot;
        switch (queue.owner) {
            case LnetPeerNi lp -> {
                owner = ensurePeerNi(lp);
                slot = queue == lp.txq ? s.lTxq : s.lRtrq;
            }
            case LnetPeer peer -> {
                ensurePeerNi(peer.peerNis.get(0));
                owner = idOf(peer);
                slot = s.lPeerRtrq;
            }
            case LnetTxQueue tq -> {
                owner = idOf(tq);
                slot = s.lTqDelayed;
            }
            case RtrBufPool pool -> {
                owner = poolId(msg.node, pool);
                slot = s.lPoolMsgs;
            }
            default -> throw new IllegalStateException("queue of " + queue.owner);
        }
        if (added) {
            e.add(owner, slot, msgId);
        } else {
            e.remove(owner, slot, msgId);
        }
    }

    private int poolId(SimNode node, RtrBufPool pool) {
        return poolIds.get(node)[pool.cpt][pool.kind];
    }

    // ---- values ----

    private void set(int id, int slot, long value) {
        set(told[id], id, slot, value);
    }

    /** As {@link #set(int, int, long)}, with the object's told row (spares its lookup per field). */
    private void set(long[] row, int id, int slot, long value) {
        if (checkMarks && state.peek(id, slot) != row[slot]) {
            throw new IllegalStateException("trace object " + id + " slot " + slot + " holds " + state.peek(id, slot)
                    + ", the recorder's copy " + row[slot]);
        }
        if (row[slot] != value) {
            if (verifying) {
                throw new IllegalStateException("trace object " + id + " slot " + slot + " changed to " + value
                        + " without the simulator marking it (a write site misses its change count)");
            }
            row[slot] = value;
            e.setHeld(id, slot, value); // row is the mirror's own (attach, newTold)
        }
    }

    private void set(int id, int slot, boolean value) {
        set(id, slot, value ? 1L : 0L);
    }

    private void set(long[] row, int id, int slot, boolean value) {
        set(row, id, slot, value ? 1L : 0L);
    }

    void syncValues(Object o) {
        // instanceof tests, most frequent first, rather than a pattern switch's type dispatch
        if (o instanceof SimNode node) {
            syncNode(node);
        } else if (o instanceof LnetMsg msg) {
            if (msg.onActiveList()) {
                syncMsg(msg, ensureMsg(msg));
            }
        } else if (o instanceof LnetPeerNi lp) {
            int id = idOf(lp);
            if (id >= 0 && isListed(lp)) {
                syncPeerNi(lp, id);
            }
        } else if (o instanceof KibConn conn) {
            if (!conn.destroyed && isListed(conn.peer)) {
                syncConn(conn, ensureConn(conn));
            }
        } else if (o instanceof KibPeerNi kp) {
            syncKibPeer(kp);
        } else if (o instanceof LnetTxQueue tq) {
            int id = idOf(tq);
            set(id, s.tqCredits, tq.tqCredits);
            set(id, s.tqMin, tq.tqCreditsMin);
        } else if (o instanceof RtrBufPool pool) {
            syncPool(pool);
        }
        // nothing else is traced
    }

    private boolean isListed(LnetPeerNi lp) {
        return nodeOf(lp).peers.holds(lp);
    }

    private boolean isListed(KibPeerNi kp) {
        return kp.ni.node.kib.isListed(kp);
    }

    private NodeRows rows(SimNode node) {
        NodeRows known = nodeRows[node.index];
        if (known == null) {
            int[] nis = new int[node.nis.size()];
            for (int i = 0; i < nis.length; i++) {
                nis[i] = idOf(node.nis.get(i));
            }
            List<LnetRoute> routes = new ArrayList<>();
            for (List<LnetRoute> list : node.routes.values()) {
                routes.addAll(list);
            }
            int[] routeIds = new int[routes.size()];
            for (int i = 0; i < routeIds.length; i++) {
                routeIds[i] = idOf(routes.get(i));
            }
            known = new NodeRows(idOf(node), idOf(node.stats), nis, routes.toArray(new LnetRoute[0]), routeIds,
                    new LnetPeerNi[routeIds.length], poolIds.get(node), new NodeMarks());
            nodeRows[node.index] = known;
        }
        return known;
    }

    private void syncNode(SimNode node) {
        NodeRows known = rows(node);
        int id = known.id();
        set(id, s.nodeUsed, node.usedBytes());
        // the run's own auto_down and lnd_timeout (SimTunables): read, not defaults
        set(id, s.nodeAutoDown, world.tunables.autoDown() ? 1 : 0);
        if (world.tunables.lndTimeout() > 0) {
            set(id, s.nodeLndTimeout, world.tunables.lndTimeout());
        }
        // MemAvailable as the simulator accounts memory: RAM less what it counts as used (base,
        // pools, conns, lnet_msgs, eager copies; it has no page cache to reclaim)
        set(id, s.nodeAvailable, Math.max(0, node.ramBytes - node.usedBytes()));
        boolean routing = node.isRouter() && node.routingEnabled;
        if ((told[id][s.nodeRouting] != 0) != routing) {
            set(id, s.nodeRouting, routing);
            // lnet_peer_aliveness_enabled changed: the "state" column of every peer NI follows
            for (LnetPeer peer : node.peers.peers()) {
                for (LnetPeerNi lp : peer.peerNis) {
                    if (idOf(lp) >= 0) {
                        lp.wrote(LnetPeerNi.W_HEALTH);
                        syncPeerNi(lp, idOf(lp));
                    }
                }
            }
        }
        // the node's clock (ktime_get_seconds), what why-alive reads as "now" for its last-alive
        // times: written whenever the node is looked at (each of its events; every node at least
        // every SimulationRecorder.CLOCKS_EVERY), not only at the end, so a cursor before the end
        // reads the clock of its own time (one SET per node per simulated second at most)
        set(id, s.nodeClock, node.clockSeconds(world.now()));
        NodeMarks marks = known.marks();
        if (marks.stats != node.stats.changes || marks.active != node.active.changes()) {
            syncStats(node, known.statsId());
            marks.stats = node.stats.changes;
            marks.active = node.active.changes();
        } else if (checkMarks) {
            verifying = true;
            try {
                syncStats(node, known.statsId());
            } finally {
                verifying = false;
            }
        }
        if (marks.health != node.healthChanges || marks.peerTable != node.peers.generation()) {
            syncHealth(node, known);
            marks.health = node.healthChanges;
            marks.peerTable = node.peers.generation();
        } else if (checkMarks) {
            verifying = true;
            try {
                syncHealth(node, known);
            } finally {
                verifying = false;
            }
        }
        if (node.rtrPools != null) {
            if (marks.pools != node.poolChanges) {
                syncNodePools(node, known.poolIds());
                marks.pools = node.poolChanges;
            } else if (checkMarks) {
                verifying = true;
                try {
                    syncNodePools(node, known.poolIds());
                } finally {
                    verifying = false;
                }
            }
        }
    }

    /** What the node's NIs and routes show: derived (ModelValues) from its faults and its gateways' health. */
    private void syncHealth(SimNode node, NodeRows known) {
        int niStatus = ModelValues.niStatus(node).getValue();
        for (int niId : known.niIds()) {
            set(niId, s.niStatus, niStatus);
        }
        LnetRoute[] routes = known.routes();
        LnetPeerNi[] gateways = known.gateways();
        for (int i = 0; i < routes.length; i++) {
            // the gateway's peer NI, found once it exists (the table only grows until a reboot)
            LnetPeerNi gw = gateways[i];
            if (gw == null || !node.peers.holds(gw)) {
                gw = gateways[i] = node.peers.find(routes[i].gateway());
            }
            set(known.routeIds()[i], s.routeState, ModelValues.routeState(world, gw).getValue());
        }
    }

    private void syncNodePools(SimNode node, int[][] pools) {
        for (RtrBufPool[] cpt : node.rtrPools) {
            for (RtrBufPool pool : cpt) {
                int poolId = pools[pool.cpt][pool.kind];
                set(poolId, s.poolCredits, pool.credits);
                set(poolId, s.poolMin, pool.minCredits);
            }
        }
    }

    private void syncStats(SimNode node, int id) {
        NodeStats st = node.stats;
        int[] slot = s.stats;
        set(id, slot[0], node.active.size());
        set(id, slot[1], node.active.max());
        set(id, slot[2], st.errors);
        set(id, slot[3], st.sendCount);
        set(id, slot[4], st.recvCount);
        set(id, slot[5], st.routeCount);
        set(id, slot[6], st.dropCount);
        set(id, slot[7], st.sendLength);
        set(id, slot[8], st.recvLength);
        set(id, slot[9], st.routeLength);
        set(id, slot[10], st.dropLength);
    }

    private void syncPool(RtrBufPool pool) {
        SimNode owner = nodeOfPool.computeIfAbsent(pool, p -> {
            for (SimNode node : world.nodes) {
                if (node.rtrPools != null && node.rtrPools[p.cpt][p.kind] == p) {
                    return node;
                }
            }
            return null;
        });
        if (owner != null) {
            syncPool(pool, owner);
        }
    }

    private void syncPool(RtrBufPool pool, SimNode node) {
        int id = poolId(node, pool);
        set(id, s.poolCredits, pool.credits);
        set(id, s.poolMin, pool.minCredits);
    }

    /**
     * The peer NI's fields the simulator reported written ({@link LnetPeerNi#wrote}: the credit
     * code in LnetSend/LnetRecv, the health code in PeerHealth, queue links here), each compared
     * with the trace's copy only. Under {@link #checkMarks} every field is compared too, and one
     * that changed without its report fails the run.
     */
    private void syncPeerNi(LnetPeerNi lp, int id) {
        int written = lp.written;
        lp.written = 0;
        if (written != 0) {
            syncPeerNiFields(lp, id, written);
        }
        if (checkMarks) {
            verifying = true;
            try {
                syncPeerNiFields(lp, id, LnetPeerNi.W_ALL);
            } finally {
                verifying = false;
            }
        }
    }

    /** The fields of the groups {@code w} (W_ bits), in the order the whole comparison wrote them (same trace bytes). */
    private void syncPeerNiFields(LnetPeerNi lp, int id, int w) {
        SimNode node = nodeOf(lp);
        long[] row = rowOf(lp, id);
        boolean health = (w & LnetPeerNi.W_HEALTH) != 0;
        boolean tx = (w & LnetPeerNi.W_TX) != 0;
        boolean rtr = (w & LnetPeerNi.W_RTR) != 0;
        if (health) {
            set(row, id, s.pniState, ModelValues.peerState(world, node, lp).getValue());
        }
        if ((w & (LnetPeerNi.W_TX | LnetPeerNi.W_QUEUES)) != 0) {
            set(row, id, s.pniRefcount, lp.refcount());
        }
        if (tx) {
            set(row, id, s.pniTx, lp.txCredits);
            set(row, id, s.pniMinTx, lp.minTxCredits);
        }
        if (rtr) {
            set(row, id, s.pniRtr, lp.rtrCredits);
            set(row, id, s.pniMinRtr, lp.minRtrCredits);
        }
        if (tx) {
            set(row, id, s.pniTxqNob, lp.txqNob);
        }
        if (health) {
            set(row, id, s.pniLastAlive, lp.lastAlive != 0 ? node.clockSeconds(lp.lastAlive) : Schema.UNSET);
            set(row, id, s.pniHealth, lp.healthValue);
            // the aliveness fields of the layout, which the cause analyses read (WhyQueued, WhyAlive):
            // lnet_notify_locked (router.c v2_12_9), lnet_notify (master)
            if (world.layout212()) {
                set(row, id, s.pniAliveCount, lp.aliveCount);
                set(row, id, s.pniTimestamp, lp.notifyTimestamp == 0 ? 0 : node.clockSeconds(lp.notifyTimestamp));
                set(row, id, s.pniLastQuery, lp.lastQuery == 0 ? 0 : node.clockSeconds(lp.lastQuery));
            } else {
                set(row, id, s.pniNotified, lp.notified);
            }
        }
    }

    private void syncMsg(LnetMsg msg, int id) {
        // the twelve flags as a mask, in TraceSlots.msgFlags' order: the lnet_msg keeps them so
        // (LnetMsg#tracedFlags), one load for every message every step touches
        int mask = msg.tracedFlags();
        if (checkMarks) {
            checkMsgCopy(msg, id);
        }
        TracedMsg told = told(msg);
        if (told.flags != mask) {
            // only the flags that changed: the trace holds the others
            for (int changed = told.flags ^ mask; changed != 0; changed &= changed - 1) {
                int i = Integer.numberOfTrailingZeros(changed);
                e.setDerived(id, s.msgFlags[i], (mask >>> i) & 1);
            }
            told.flags = mask;
        }
        int rx = msg.rxPeer == null ? -1 : ensurePeerNi(msg.rxPeer);
        if (told.rxPeer != rx) {
            told.rxPeer = rx;
            e.setDerived(id, s.msgRxPeer, rx);
        }
        int tx = msg.txPeer == null ? -1 : ensurePeerNi(msg.txPeer);
        if (told.txPeer != tx) {
            told.txPeer = tx;
            e.setDerived(id, s.msgTxPeer, tx);
        }
    }

    /** Tests ({@link #checkMarks}): the recorder's copy of a message is what the writer holds. */
    private void checkMsgCopy(LnetMsg msg, int id) {
        TracedMsg told = told(msg);
        if (readFlags(id) != told.flags || state.get(id, s.msgRxPeer) != told.rxPeer
                || state.get(id, s.msgTxPeer) != told.txPeer || state.get(id, s.msgKibRx) != told.kibRx) {
            throw new IllegalStateException("trace message " + id + ": the recorder's copy differs from the trace");
        }
    }

    /**
     * The kib peer's fields the o2iblnd code reported written ({@link KibPeerNi#wrote}), each
     * compared with the trace's copy only; under {@link #checkMarks} all of them too, and one that
     * changed without its report fails the run.
     */
    private void syncKibPeer(KibPeerNi kp) {
        if (kp.written == 0 && !checkMarks) {
            // nothing written since the trace last took its fields: the trace holds it as it is (a
            // kib peer not yet in the trace, or deleted from it, has every bit set). Spares the
            // peer table look-up of isListed, which was most of this method's samples (JFR, full seed)
            return;
        }
        SimNode node = kp.ni.node;
        if (!node.kib.isListed(kp)) {
            return;
        }
        int id = ensureKibPeer(kp, node);
        int written = kp.written;
        kp.written = 0;
        if (written != 0) {
            syncKibPeerFields(kp, node, id, written);
        }
        if (checkMarks) {
            verifying = true;
            try {
                syncKibPeerFields(kp, node, id, KibPeerNi.W_ALL);
            } finally {
                verifying = false;
            }
        }
    }

    private void syncKibPeerFields(KibPeerNi kp, SimNode node, int id, int w) {
        long[] row = rowOf(kp, id);
        if ((w & KibPeerNi.W_CONND) != 0) {
            set(row, id, s.kpIncarnation, kp.incarnation);
        }
        if ((w & KibPeerNi.W_ALIVE) != 0) {
            set(row, id, s.kpLastAlive, kp.lastAlive != 0 ? node.clockSeconds(kp.lastAlive) : Schema.UNSET);
        }
        if ((w & KibPeerNi.W_CONND) != 0) {
            set(row, id, s.kpConnecting, kp.connecting);
            set(row, id, s.kpReconnecting, kp.reconnecting);
            set(row, id, s.kpRaces, kp.races);
            set(row, id, s.kpReconnected, kp.reconnected);
            set(row, id, s.kpError, kp.error);
        }
    }

    /**
     * The conn's fields the simulator reported written ({@link KibConn#wrote}, at the kernel
     * code's write sites), each compared with the trace's copy only: a conn touched by a step
     * without a write of its traced fields (most touches are for its held rxs) costs nothing here.
     * Under {@link #checkMarks} every field is compared too, and one that changed without its
     * report fails the run.
     */
    private void syncConn(KibConn conn, int id) {
        int written = conn.written;
        conn.written = 0;
        if (written != 0) {
            syncConnFields(conn, id, written);
        }
        if (checkMarks) {
            verifying = true;
            try {
                syncConnFields(conn, id, KibConn.W_ALL);
            } finally {
                verifying = false;
            }
        }
        syncHeldRxs(conn, id);
    }

    private void syncConnFields(KibConn conn, int id, int w) {
        long[] row = rowOf(conn, id);
        if ((w & KibConn.W_STATE) != 0) {
            set(row, id, s.connState, KibConnState.get(conn.state).getValue());
        }
        if ((w & KibConn.W_REFCOUNT) != 0) {
            set(row, id, s.connRefcount, conn.refcount);
        }
        if ((w & KibConn.W_NRX) != 0) {
            set(row, id, s.connNrx, conn.nrx);
        }
        if ((w & KibConn.W_CREDITS) != 0) {
            set(row, id, s.connCredits, conn.credits);
        }
        if ((w & KibConn.W_OUTSTANDING) != 0) {
            set(row, id, s.connOutstanding, conn.outstandingCredits);
        }
        if ((w & KibConn.W_RESERVED) != 0) {
            set(row, id, s.connReserved, conn.reservedCredits);
        }
        if ((w & KibConn.W_NSENDS) != 0) {
            set(row, id, s.connNsends, conn.nsendsPosted);
        }
        if ((w & KibConn.W_COMMS_ERROR) != 0) {
            set(row, id, s.connCommsError, conn.commsError);
        }
        if ((w & KibConn.W_LIST) != 0) {
            set(row, id, s.connListState,
                    (conn.ibcListPoisoned ? ListLinkState.POISONED : ListLinkState.LINKED).getValue());
        }
        if ((w & KibConn.W_SCHED_LIST) != 0) {
            set(row, id, s.connSchedListState,
                    (conn.ibcSchedListPoisoned ? ListLinkState.POISONED : ListLinkState.EMPTY).getValue());
        }
        if ((w & KibConn.W_CLOSED_AT) != 0) {
            set(row, id, s.connClosedAt, conn.closedAt >= 0 ? conn.node.clockSeconds(conn.closedAt) : Schema.UNSET);
        }
    }

    /**
     * KibConn.rxs holds the rxs LNet holds, in slot order (as the export lists them): rxs let go
     * are deleted, newly held ones created at their place, and each one's message link kept.
     * Only the slots the simulator marked ({@link KibConn#heldChanged}) are looked at, against
     * the conn's copy of what the trace holds per slot ({@link KibConn#tracedHeld}); a conn never
     * looked at, or marked whole, is compared slot by slot with the trace.
     */
    private void syncHeldRxs(KibConn conn, int connId) {
        if (conn.heldDirtyAll || conn.tracedHeld == null) {
            syncAllHeldRxs(conn, connId);
        } else if (conn.heldDirty != 0) {
            syncMarkedHeldRxs(conn, connId, conn.heldDirty);
        } else if (checkMarks) {
            verifyHeldRxs(conn, connId);
        }
        conn.heldDirty = 0;
        conn.heldDirtyAll = false;
    }

    /** The marked slots, in the order the whole comparison writes them: deletions last slot first, then slot order. */
    private void syncMarkedHeldRxs(KibConn conn, int connId, long marked) {
        KibRx[] traced = conn.tracedHeld;
        for (long bits = marked; bits != 0; bits &= ~Long.highestOneBit(bits)) {
            int slot = 63 - Long.numberOfLeadingZeros(bits);
            KibRx old = traced[slot];
            if (old != null && conn.heldRxAt(slot) != old) {
                deleteRx(old, old.traceId);
            }
        }
        for (long bits = marked; bits != 0; bits &= bits - 1) {
            int slot = Long.numberOfTrailingZeros(bits);
            KibRx rx = conn.heldRxAt(slot);
            if (rx != null) {
                int index = 0;
                for (int i = 0; i < slot; i++) {
                    if (traced[i] != null) {
                        index++;
                    }
                }
                syncHeldRx(conn, connId, rx, rx.traceId, index);
            }
        }
        if (checkMarks) {
            verifyHeldRxs(conn, connId);
        }
    }

    /**
     * Compares every slot with what the trace holds per slot ({@link KibConn#tracedHeld}): a conn
     * not looked at before, one with a slot above 63 marked, or after a reboot.
     */
    private void syncAllHeldRxs(KibConn conn, int connId) {
        KibRx[] traced = conn.tracedHeld;
        // deletions from the list's end, as the writer's list is in slot order
        for (int slot = traced.length - 1; slot >= 0; slot--) {
            KibRx old = traced[slot];
            if (old != null && conn.heldRxAt(slot) != old) {
                deleteRx(old, old.traceId);
            }
        }
        int index = 0;
        for (int slot = 0; slot < conn.rxSlots(); slot++) {
            KibRx rx = conn.heldRxAt(slot);
            if (rx == null) {
                continue;
            }
            syncHeldRx(conn, connId, rx, rx.traceId, index);
            index++;
        }
        if (checkMarks) {
            verifyHeldRxs(conn, connId);
        }
    }

    /** One held rx at {@code index} of the conn's list: created if the trace lacks it, its message link kept. */
    private void syncHeldRx(KibConn conn, int connId, KibRx rx, int rxId, int index) {
        if (rxId < 0) {
            rxId = e.create(s.cKibRx, connId, s.lRxs, index);
            bind(rx, rxId);
            rx.toldMsg = -1;
            e.set(rxId, s.rxAddress, rx.address()).set(rxId, s.rxNob, rx.nob).set(rxId, s.rxState, RxState.HELD_VALUE)
                    .set(rxId, s.rxMsgType, rx.ibmType);
        }
        conn.tracedHeld[rx.slot] = rx;
        int linked = rx.toldMsg;
        int msgId = rx.msg == null || !rx.msg.onActiveList() ? -1
                : linked >= 0 && rx.msg.traceId == linked ? linked : ensureMsg(rx.msg);
        if (linked != msgId) {
            if (linked >= 0 && ids.objectOf(linked) instanceof LnetMsg old && told(old).kibRx == rxId) {
                told(old).kibRx = -1;
                e.set(linked, s.msgKibRx, -1);
            }
            rx.toldMsg = msgId;
            e.set(rxId, s.rxMessage, msgId);
            if (msgId >= 0) {
                told(rx.msg).kibRx = rxId;
                e.set(msgId, s.msgKibRx, rxId);
            }
        }
    }

    /**
     * Tests ({@link #checkMarks}): the trace's held rxs of the conn, and their message links, are
     * what the simulator holds; a difference is a write site that did not mark its slot.
     */
    private void verifyHeldRxs(KibConn conn, int connId) {
        IntList list = state.list(connId, s.lRxs);
        int index = 0;
        for (int slot = 0; slot < conn.rxSlots(); slot++) {
            KibRx rx = conn.heldRxAt(slot);
            if (rx == null) {
                continue;
            }
            int rxId = list != null && index < list.size() ? list.get(index) : -1;
            int msgId = rx.msg == null || !rx.msg.onActiveList() ? -1 : idOf(rx.msg);
            if (rxId < 0 || ids.objectOf(rxId) != rx || state.get(rxId, s.rxMessage) != msgId
                    || rx.toldMsg != msgId) {
                throw new IllegalStateException("conn " + connId + " slot " + slot
                        + ": the held rx or its message changed without KibConn.heldChanged");
            }
            index++;
        }
        if (list != null && index != list.size()) {
            throw new IllegalStateException("conn " + connId + ": the trace holds " + list.size() + " rxs, LNet "
                    + index + ", and no slot was marked");
        }
    }

    private void deleteRx(KibRx rx, int rxId) {
        KibRx[] traced = rx.conn.tracedHeld;
        if (traced[rx.slot] != rx) {
            throw new IllegalStateException("trace rx " + rxId + " is not in its conn's slot " + rx.slot);
        }
        // its index in the conn's list (slot order), which the mirror does not keep
        int index = 0;
        for (int i = 0; i < rx.slot; i++) {
            if (traced[i] != null) {
                index++;
            }
        }
        traced[rx.slot] = null;
        int msgId = rx.toldMsg;
        if (msgId >= 0) {
            e.set(rxId, s.rxMessage, -1);
            rx.toldMsg = -1;
            if (ids.objectOf(msgId) instanceof LnetMsg msg && told(msg).kibRx == rxId) {
                told(msg).kibRx = -1;
                e.set(msgId, s.msgKibRx, -1);
            }
        }
        e.delete(rxId, index);
        unbind(rx, rxId);
    }

    // ---- deletions ----

    /** Deletes the trace objects of the dead among {@code objects}' first {@code n}: conns, then kib peers, messages, peers. */
    void deleteDead(Object[] objects, int n) {
        for (int i = 0; i < n; i++) {
            if (objects[i] instanceof KibConn conn && conn.destroyed && idOf(conn) >= 0) {
                deleteConn(conn);
            }
        }
        for (int i = 0; i < n; i++) {
            if (objects[i] instanceof KibPeerNi kp && idOf(kp) >= 0 && !isListed(kp)) {
                deleteKibPeer(kp);
            }
        }
        for (int i = 0; i < n; i++) {
            if (objects[i] instanceof LnetMsg msg && !msg.onActiveList() && idOf(msg) >= 0) {
                deleteMsg(msg);
            }
        }
        for (int i = 0; i < n; i++) {
            if (objects[i] instanceof LnetPeerNi lp && idOf(lp) >= 0 && !isListed(lp)) {
                int id = idOf(lp);
                int peerId = idOf(lp.peer);
                e.delete(id);
                unbind(lp, id);
                e.delete(peerId);
                unbind(lp.peer, peerId);
            }
        }
    }

    private void deleteConn(KibConn conn) {
        int id = idOf(conn);
        KibRx[] traced = conn.tracedHeld;
        for (int slot = traced.length - 1; slot >= 0; slot--) {
            if (traced[slot] != null) {
                deleteRx(traced[slot], traced[slot].traceId);
            }
        }
        e.delete(id);
        unbind(conn, id);
        List<KibConn> conns = tracedConns.get(conn.peer);
        conns.remove(conn);
        if (conns.isEmpty()) {
            tracedConns.remove(conn.peer);
        }
    }

    private void deleteKibPeer(KibPeerNi kp) {
        int id = idOf(kp);
        List<KibConn> conns = tracedConns.get(kp);
        for (int i = conns == null ? -1 : conns.size() - 1; i >= 0; i--) {
            deleteConn(conns.get(i));
        }
        e.delete(id);
        unbind(kp, id);
        kp.written = KibPeerNi.W_ALL; // made again, fields and all, if listed again
    }

    /** The recorder's record of {@code msg} ({@link LnetMsg#told}), made when first needed. */
    static TracedMsg told(LnetMsg msg) {
        TracedMsg told = msg.told;
        return told != null ? told : (msg.told = new TracedMsg());
    }

    private void deleteMsg(LnetMsg msg) {
        int id = idOf(msg);
        MessageOrder order = messageOrder(msg.node);
        int rxId = told(msg).kibRx;
        if (rxId >= 0) {
            e.set(id, s.msgKibRx, -1);
            told(msg).kibRx = -1;
            if (ids.objectOf(rxId) instanceof KibRx rx) {
                rx.toldMsg = -1;
            }
            e.set(rxId, s.rxMessage, -1);
        }
        // the index is found on the op thread (ListedMessageIndex)
        e.deleteListed(id);
        order.removed(msg);
        unbind(msg, id);
        msg.told = null; // made again (flags -1 on) if the trace lists it again
    }

    /**
     * A rebooted node lost its kernel state at once: every object of it the trace holds is looked
     * at again (the dead ones are deleted, the router pools rebound to their model objects).
     */
    void touchWholeNode(SimNode node, Consumer<Object> touch) {
        // the node's lnet_msgs leave msc_active with the epoch, not through a marked slot
        ids.forEachInIdOrder((o, id) -> {
            if (o instanceof KibConn conn) {
                conn.heldDirtyAll = true;
                conn.written = KibConn.W_ALL;
            } else if (o instanceof LnetPeerNi lp) {
                lp.written = LnetPeerNi.W_ALL;
            } else if (o instanceof KibPeerNi kp) {
                kp.written = KibPeerNi.W_ALL;
            }
        });
        touch.accept(node);
        if (node.rtrPools != null) {
            for (RtrBufPool[] cpt : node.rtrPools) {
                for (RtrBufPool pool : cpt) {
                    touch.accept(pool);
                }
            }
        }
        for (LnetNi ni : node.nis) {
            for (LnetTxQueue tq : ni.txQueues) {
                touch.accept(tq);
            }
        }
        // In trace id order: an identity map's order follows identity hash codes,
        // which any change to the code (even which classes load first) shifts. Touch order decides
        // deletion order and so which ids are reused: iterating the map made reboot traces differ
        // between builds of the same simulator.
        List<Object> held = new ArrayList<>();
        ids.forEachInIdOrder((o, id) -> {
            boolean mine = switch (o) {
                case LnetMsg msg -> msg.node == node;
                case KibConn conn -> conn.node == node;
                case KibPeerNi kp -> kp.ni.node == node;
                case LnetPeerNi lp -> nodeOf(lp) == node;
                default -> false;
            };
            if (mine) {
                held.add(o);
            }
        });
        held.forEach(touch);
    }
}
