package org.lnetscope.replay;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.lnetscope.analysis.MsgQueues;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.RtrBufferPool;
import org.lnetscope.model.RxState;
import org.lnetscope.model.TxQueue;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.trace.state.ClassLayout;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.IntList;
import org.lnetscope.trace.state.Schema;
import org.lnetscope.trace.state.SchemaBinding;
import org.lnetscope.trace.state.SlotKind;
import org.lnetscope.trace.state.ValueSlot;

/**
 * {@link MsgQueues} read from the replay state at the cursor ({@link StateQuery}) for the EMF model an
 * {@link EmfSync} mirrors of the same state, typically one built without lnet_msg and kib_rx
 * ({@link EmfSync#MESSAGES_AND_RXS}): nodes, peer NIs, queues and conns are that model's objects (found by
 * trace id, {@link EmfSync#objectOf}), and what the model leaves out (each queued lnet_msg, each kib_rx) is
 * counted from the state's lists in place. At the full seed's OOM that is 2.27 M queued messages walked
 * as ints instead of 4.5 M EObjects built (docs/benchmarks.md, "Views on the replay state").
 *
 * <p>Valid for the state as it is when made, on the thread that moves the cursor, with the model synced to
 * it: make one per frame (it caches what it has counted).
 */
public final class StateMsgQueues implements MsgQueues {

    private final StateQuery query;
    private final LustreLayout layout;
    private Map<EObject, Integer> ids;
    // by the model's object: a picture asks each conn whether it is pinned several times
    private final Map<PeerNi, List<SenderGroup>> bySender = new IdentityHashMap<>();
    private final Map<PeerNi, List<ConnRun>> byConn = new IdentityHashMap<>();
    private final Map<KibConn, Held> held = new IdentityHashMap<>();

    /** The model's object of a trace id: the sync's, or the one it will have once a prepared sync is applied. */
    private final IntFunction<EObject> objects;

    public StateMsgQueues(StateQuery query, EmfSync sync) {
        this.query = query;
        this.layout = query.layout();
        this.objects = sync::objectOf;
    }

    /**
     * For the model as it will be once {@code next} is applied: made with it on the thread that moved
     * the cursor, {@link #warm()}ed there, and read by the views after the apply.
     */
    public StateMsgQueues(StateQuery query, EmfSync.Prepared next) {
        this.query = query;
        this.layout = query.layout();
        this.objects = next::objectOf;
    }

    /**
     * Counts now what a frame's views ask of every conn and queue: each kib_conn's held rxs (Router
     * Internals asks each of router3's 13,609 conns at the full seed's OOM, the Fabric every router's),
     * each peer NI's router queue by the conn its messages pin, and the index from model object to id.
     * Walks every conn's rxs and every queued message once (2.2 M and 2.3 M at the full seed's OOM): the
     * window's move does it on its worker after the cursor stops, so the frame on the UI thread only
     * looks the answers up (docs/benchmarks.md, "The window at the full seed's OOM without UI stalls").
     */
    public StateMsgQueues warm() {
        // the conns' held rxs on a thread of their own, the queues' runs on this one: the two walks
        // share nothing but the state, which nobody changes meanwhile, and each fills its own map; on
        // two cores the move's wait is the longer walk, not their sum (the UI thread is idle then)
        Thread conns = new Thread(this::warmHeld, "lnetscope-frame-held-rxs");
        conns.setDaemon(true);
        conns.start();
        idOf(null);
        FlatState state = query.state();
        for (int i = 0; i < state.highWater(); i++) {
            int id = i;
            if (objects.apply(id) instanceof PeerNi peerNi && query.peerNis.isPeerNi(id)) {
                byConn.computeIfAbsent(peerNi, p -> runs(query.peerNis.routerQueue(id, layout)));
            }
        }
        try {
            conns.join(); // its map is this one's from here on (join: a happens-before edge)
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while counting held rxs", e);
        }
        if (warmFailure != null) {
            throw warmFailure;
        }
        return this;
    }

    private volatile RuntimeException warmFailure;

    private void warmHeld() {
        try {
            FlatState state = query.state();
            for (int i = 0; i < state.highWater(); i++) {
                int id = i;
                if (objects.apply(id) instanceof KibConn conn && query.kibConns.isConn(id)) {
                    held.computeIfAbsent(conn, c -> heldOf(id));
                }
            }
        } catch (RuntimeException e) {
            warmFailure = e;
        }
    }

    /** The trace id of an object of the mirrored model, or -1 (indexed once, on first use). */
    public int idOf(EObject object) {
        if (ids == null) {
            FlatState state = query.state();
            ids = new IdentityHashMap<>();
            for (int id = 0; id < state.highWater(); id++) {
                EObject o = objects.apply(id);
                if (o != null && !(o instanceof Message)) {
                    ids.put(o, id);
                }
            }
        }
        Integer id = ids.get(object);
        return id == null ? -1 : id;
    }

    private int require(EObject object, boolean known) {
        if (!known) {
            throw new IllegalArgumentException(object + " is not an object of this replay state's model");
        }
        return idOf(object);
    }

    private int peerNi(PeerNi peerNi) {
        int id = idOf(peerNi);
        return require(peerNi, id >= 0 && query.peerNis.isPeerNi(id));
    }

    @Override
    public int txqLength(PeerNi peerNi) {
        return query.peerNis.txq(peerNi(peerNi)).size();
    }

    @Override
    public List<SenderGroup> txqBySender(PeerNi peerNi) {
        return bySender.computeIfAbsent(peerNi, p -> groups(query.peerNis.txq(peerNi(p))));
    }

    @Override
    public int routerQueueLength(PeerNi peerNi) {
        return query.peerNis.routerQueue(peerNi(peerNi), layout).size();
    }

    @Override
    public List<ConnRun> routerQueueByConn(PeerNi peerNi) {
        return byConn.computeIfAbsent(peerNi, p -> runs(query.peerNis.routerQueue(peerNi(p), layout)));
    }

    @Override
    public int delayedLength(TxQueue queue) {
        return query.txQueues.delayed(txQueue(queue)).size();
    }

    @Override
    public List<SenderGroup> delayedBySender(TxQueue queue) {
        return groups(query.txQueues.delayed(txQueue(queue)));
    }

    private int txQueue(TxQueue queue) {
        int id = idOf(queue);
        return require(queue, id >= 0 && query.txQueues.is(id));
    }

    @Override
    public int waiting(RtrBufferPool pool) {
        int id = idOf(pool);
        return query.rtrBufferPools.msgs(require(pool, id >= 0 && query.rtrBufferPools.is(id))).size();
    }

    @Override
    public Held held(KibConn conn) {
        Held known = held.get(conn);
        if (known == null) {
            int id = idOf(conn);
            known = heldOf(require(conn, id >= 0 && query.kibConns.isConn(id)));
            held.put(conn, known);
        }
        return known;
    }

    private Held heldOf(int conn) {
        IntList rxs = query.kibConns.rxs(conn);
        int count = 0;
        int holders = 0;
        int first = -1;
        int last = -1;
        for (int i = 0; i < rxs.size(); i++) {
            int rx = rxs.get(i);
            if (query.kibRxs.state(rx) == RxState.HELD) {
                count++;
                int message = query.kibRxs.message(rx);
                if (message >= 0 && query.msgs.isMsg(message)) {
                    holders++;
                    first = first < 0 ? message : first;
                    last = message;
                }
            }
        }
        return count == 0 ? Held.NONE : new Held(count, holders, msg(first), msg(last));
    }

    /**
     * As {@link MsgQueues#pinnedConns(Node)}, counted once per node for this frame: a frame asks it of
     * every node several times (the Fabric's boxes, their memory tone, Router Internals' title, Explain),
     * each a walk over the node's conns (router3's 13,609 at the full seed's OOM). Read from the model's
     * conns (their state and sizes), so on the model's thread, after the frame's sync.
     */
    @Override
    public List<KibConn> pinnedConns(Node node) {
        return new ArrayList<>(pinnedOf(node));
    }

    @Override
    public long pinnedBytes(Node node) {
        return pinnedBytes.computeIfAbsent(node, n -> {
            long bytes = 0;
            for (KibConn conn : pinnedOf(n)) {
                bytes += pinnedBytes(conn);
            }
            return bytes;
        });
    }

    private List<KibConn> pinnedOf(Node node) {
        return pinned.computeIfAbsent(node, MsgQueues.super::pinnedConns);
    }

    private final Map<Node, List<KibConn>> pinned = new IdentityHashMap<>();
    private final Map<Node, Long> pinnedBytes = new IdentityHashMap<>();

    /** A message's handle: its id, and its EObject when the model mirrors messages. */
    private Msg msg(int id) {
        return id < 0 ? null : new Msg(id, objects.apply(id) instanceof Message m ? m : null);
    }

    private List<SenderGroup> groups(IntList queue) {
        record Key(int rxPeer, Nid src) {
        }
        Map<Key, int[]> groups = new LinkedHashMap<>(); // {first, count, last}
        for (int i = 0; i < queue.size(); i++) {
            int message = queue.get(i);
            int[] group = groups.computeIfAbsent(new Key(query.msgs.rxPeer(message), query.msgs.srcNid(message)),
                    k -> new int[] {message, 0, message});
            group[1]++;
            group[2] = message;
        }
        List<SenderGroup> result = new ArrayList<>(groups.size());
        groups.forEach((key, group) -> result.add(new SenderGroup(objects.apply(key.rxPeer()) instanceof PeerNi p ? p : null,
                key.src(), group[1], msg(group[0]), msg(group[2]))));
        return result;
    }

    private List<ConnRun> runs(IntList queue) {
        List<ConnRun> runs = new ArrayList<>();
        int start = 0;
        while (start < queue.size()) {
            int first = queue.get(start);
            int conn = query.msgs.heldConn(first);
            int end = start + 1;
            while (end < queue.size() && query.msgs.heldConn(queue.get(end)) == conn) {
                end++;
            }
            runs.add(new ConnRun(objects.apply(conn) instanceof KibConn c ? c : null, start, end - start, msg(first),
                    msg(queue.get(end - 1))));
            start = end;
        }
        return runs;
    }

    /**
     * The model's message when it mirrors messages, else one built for this message alone from the state:
     * its values, and its msg_txpeer and msg_rxpeer as the model's peer NIs; not its kib_rx (an rx belongs
     * to its conn's ibc_rxs, so building one would change the model: {@link #ownershipChain} names it).
     */
    @Override
    public Message message(Msg msg) {
        if (msg == null) {
            return null;
        }
        if (msg.message() != null) {
            return msg.message();
        }
        FlatState state = query.state();
        if (!query.msgs.isMsg(msg.id())) {
            return null;
        }
        Message message = LnetFactory.eINSTANCE.createMessage();
        ClassLayout layout = state.schema().layout(state.classOf(msg.id()));
        for (int s = 0; s < layout.values().size(); s++) {
            ValueSlot slot = layout.values().get(s);
            EStructuralFeature feature = LnetPackage.Literals.MESSAGE.getEStructuralFeature(slot.name());
            if (feature == null || !feature.isChangeable() || feature.isDerived()) {
                continue;
            }
            long value = state.get(msg.id(), s);
            if (slot.unsettable() && value == Schema.UNSET) {
                continue;
            }
            if (slot.kind() == SlotKind.REF) {
                EObject target = objects.apply((int) value);
                if (feature instanceof EReference ref && ref.getEOpposite() == null && target != null
                        && ref.getEReferenceType().isInstance(target)) {
                    message.eSet(feature, target);
                }
                continue;
            }
            message.eSet(feature, SchemaBinding.fromSlot(feature, slot.kind(), value, state.pool()));
        }
        return message;
    }

    /** As {@code Message.ownershipChain()} words it, from the state (the rx) and the model (the conn). */
    @Override
    public String ownershipChain(Msg msg) {
        if (msg == null) {
            return null;
        }
        if (msg.message() != null && msg.id() < 0) {
            return msg.message().ownershipChain();
        }
        int rx = query.msgs.kibRx(msg.id());
        if (rx < 0) {
            return null;
        }
        StringBuilder chain = new StringBuilder().append("lnet_msg ").append(address(query.msgs.address(msg.id())))
                .append(" -> kib_rx ").append(address(query.kibRxs.address(rx))).append(" (rx_nob ")
                .append(query.kibRxs.nob(rx)).append(')');
        KibConn conn = objects.apply(query.kibRxs.conn(rx)) instanceof KibConn c ? c : null;
        if (conn == null) {
            return chain.append(" -> no kib_conn").toString();
        }
        chain.append(" -> kib_conn ").append(address(conn.getAddress()));
        KibPeer peer = conn.getPeer();
        if (peer != null && peer.getNid() != null) {
            chain.append(" to ").append(peer.getNid());
        }
        chain.append(" (").append(conn.getState().getLiteral()).append(", ibc_refcount ").append(conn.getRefcount())
                .append(") -> ").append(conn.memoryBytes()).append(isPinned(conn) ? " bytes pinned" : " bytes, not pinned");
        return chain.toString();
    }

    /** An address as the model's chain prints it (model internal Addresses.format: 0 is "null"). */
    private static String address(long address) {
        return address == 0 || address == StateQuery.UNKNOWN ? "null" : "0x" + Long.toHexString(address);
    }

    @Override
    public String toString() {
        return "StateMsgQueues[" + query.state().highWater() + " ids]";
    }
}
