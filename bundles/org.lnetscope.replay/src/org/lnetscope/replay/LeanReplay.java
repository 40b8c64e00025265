package org.lnetscope.replay;

import java.util.Arrays;
import java.util.function.BooleanSupplier;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.RxState;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventStream;
import org.lnetscope.trace.TraceFormatException;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.trace.state.ClassLayout;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.IntList;
import org.lnetscope.trace.state.ListSlot;
import org.lnetscope.trace.state.Schema;
import org.lnetscope.trace.state.SlotKind;

/**
 * A forward walk over a whole trace that keeps the state without its lnet_msg and kib_rx objects:
 * what the Timeline's series read (credits, conns, the memory conns pin) at a fraction of a full
 * replay state. At the full seed's OOM a full state is 4.7 M objects and about 940 MB, nearly all
 * of them messages and rxs (docs/benchmarks.md); a series job that held one beside the window's own
 * state doubled the window's heap for half a minute.
 *
 * <p>What of a kib_rx is kept is what makes a conn pin memory: its conn and whether LNet holds it
 * (RX_HELD: a message still has it in msg_private, so kiblnd_destroy_conn() cannot run: o2iblnd.c,
 * {@code StateQuery.KibConns.isPinned}). Every list of lnet_msg or kib_rx stays empty: those lists
 * hold nothing else (the metamodel types them), so skipping exactly the ops whose element is left
 * out keeps every other list's indices right.
 *
 * <p>The objects it keeps have ids of their own, dense ({@link #leanId}): messages and rxs take most
 * of a trace's ids, and a state's arrays are sized by its highest id (24 bytes each in
 * {@code FlatState}). References to a left-out object read {@code Schema.NULL}.
 *
 * <p>Forward only: it applies the events in order from the first checkpoint and never loads another.
 */
public final class LeanReplay {

    /** Per trace id: what the live object there is to this walk. */
    private static final byte NONE = 0;
    private static final byte KEPT = 1;
    private static final byte MESSAGE = 2;
    private static final byte RX = 3;
    private static final byte RX_HELD = 4;

    private final FlatState state;
    private final StateQuery query;
    private final EventStream events;
    /** The next event, read ahead (advanceTo stops before an event past its time). */
    private Event next = new Event();
    /** The other event object: {@link #step} hands one out while the stream reads into the other. */
    private Event stepped = new Event();
    private boolean hasNext;
    private long position;

    private final int messageClass;
    private final int rxClass;
    private final int rxStateSlot;
    private final long rxHeld = RxState.HELD_VALUE;
    /** Per class: the value slots that hold a reference (translated to lean ids). */
    private final boolean[][] refSlots;

    /** Per trace id: NONE, KEPT, MESSAGE, RX or RX_HELD. */
    private byte[] kind = new byte[1024];
    /** Per trace id: the kept object's lean id, or a kib_rx's conn's lean id. */
    private int[] lean = new int[1024];
    /** Per lean id: its trace id. */
    private int[] traceOf = new int[1024];
    /** Lean ids freed, handed out again first (ids stay dense, as a writer's do). */
    private final IntList freeIds = new IntList();
    /** Per lean kib_conn id: how many of its rxs LNet holds. */
    private int[] heldByConn = new int[1024];

    public LeanReplay(TraceReader reader) {
        FlatState first = reader.loadCheckpoint(0);
        Schema schema = first.schema();
        this.messageClass = schema.classIndex("Message");
        this.rxClass = schema.classIndex("KibRx");
        this.rxStateSlot = rxClass < 0 ? -1 : schema.layout(rxClass).valueSlot("state");
        this.refSlots = new boolean[schema.classes().size()][];
        for (int c = 0; c < refSlots.length; c++) {
            ClassLayout layout = schema.layout(c);
            refSlots[c] = new boolean[layout.values().size()];
            for (int v = 0; v < refSlots[c].length; v++) {
                refSlots[c][v] = layout.values().get(v).kind() == SlotKind.REF;
            }
        }
        this.state = new FlatState(schema, first.pool());
        copyKept(first);
        this.query = new StateQuery(state);
        this.position = reader.checkpointPosition(0);
        this.events = reader.events(position);
        this.hasNext = events.next(next);
    }

    /** The state after the events applied so far, without lnet_msg and kib_rx, by lean id. */
    public FlatState state() {
        return state;
    }

    /** The kernel-named query over {@link #state()} (its msgs and rxs are empty), by lean id. */
    public StateQuery query() {
        return query;
    }

    /** The lean id of the kept object with trace id {@code traceId}, or -1 when there is none now. */
    public int leanId(int traceId) {
        return traceId >= 0 && traceId < kind.length && kind[traceId] == KEPT ? lean[traceId] : -1;
    }

    /** The trace id of the object with lean id {@code leanId}. */
    public int traceId(int leanId) {
        return traceOf[leanId];
    }

    /** Events applied. */
    public long position() {
        return position;
    }

    /**
     * Applies every event at or before {@code toNs} (the state a cursor's {@code seek(toNs)} shows);
     * {@code cancelled} is asked every 64 Ki events, and true stops there, returning false.
     */
    public boolean advanceTo(long toNs, BooleanSupplier cancelled) {
        while (hasNext && next.timeNs() <= toNs) {
            applyNext();
            hasNext = events.next(next);
            if ((position & 0xFFFF) == 0 && cancelled != null && cancelled.getAsBoolean()) {
                return false;
            }
        }
        return true;
    }

    /**
     * Applies the next event and returns it, or null at the trace's end: the same object each call
     * (valid until the next), its ids the trace's ({@link #leanId} translates them).
     */
    public Event step() {
        if (!hasNext) {
            return null;
        }
        Event event = next;
        applyNext();
        hasNext = events.next(stepped);
        // swap: the event returned stays whole while the stream reads the one after into the other
        Event read = stepped;
        stepped = next;
        next = read;
        return event;
    }

    private void applyNext() {
        try {
            apply(next);
        } catch (TraceFormatException e) {
            throw e;
        } catch (RuntimeException e) { // the state's own checks (org.lnetscope.trace.internal.DamagedException)
            throw new TraceFormatException("event " + next.index() + ": " + e.getMessage(), e);
        }
        position = next.index() + 1;
    }

    /** How many of the rxs of the kib_conn with lean id {@code conn} LNet holds now. */
    public int heldRxs(int conn) {
        return conn >= 0 && conn < heldByConn.length ? heldByConn[conn] : 0;
    }

    /**
     * As {@code StateQuery.KibConns.isPinned} on a full state, for the kib_conn with lean id
     * {@code conn}: CLOSING or DISCONNECTED and holding an rx LNet owns.
     */
    public boolean isPinned(int conn) {
        KibConnState s = query.kibConns.state(conn);
        return (s == KibConnState.CLOSING || s == KibConnState.DISCONNECTED) && heldRxs(conn) > 0;
    }

    private void apply(Event event) {
        for (int op = 0; op < event.opCount(); op++) {
            int a = event.opA(op);
            switch (event.opKind(op)) {
                case Event.SET -> set(a, event.opB(op), event.opValue(op));
                case Event.INSERT -> {
                    if (kindOf(event.opD(op)) == KEPT) {
                        state.insert(keptId(a, event), event.opB(op), event.opC(op), keptId(event.opD(op), event));
                    }
                }
                case Event.REMOVE -> {
                    int element = event.opD(op);
                    if (kindOf(element) == KEPT) {
                        int removed = state.remove(keptId(a, event), event.opB(op), event.opC(op));
                        if (removed != lean[element]) {
                            throw new TraceFormatException("event " + event.index() + " removes object " + element
                                    + " but index " + event.opC(op) + " holds another");
                        }
                    }
                }
                case Event.CREATE -> create(event, op, a, event.opB(op));
                case Event.DELETE -> delete(event, a, event.opC(op));
                case Event.DEFINE -> state.pool().define(a, event.poolValue(op));
                default -> throw new TraceFormatException("event " + event.index() + ": unknown op kind " + event.opKind(op));
            }
        }
    }

    private void set(int id, int slot, long value) {
        switch (kindOf(id)) {
            case KEPT -> {
                int own = lean[id];
                state.set(own, slot, refSlots[state.classOf(own)][slot] ? leanRef(value) : value);
            }
            case RX, RX_HELD -> {
                if (slot == rxStateSlot) {
                    hold(id, value == rxHeld);
                }
            }
            default -> {
                // a message's fields: not kept
            }
        }
    }

    /** A reference value as the lean state holds it: the target's lean id, NULL for a left-out one. */
    private long leanRef(long value) {
        return value >= 0 && value < kind.length && kind[(int) value] == KEPT ? lean[(int) value] : Schema.NULL;
    }

    private void create(Event event, int op, int id, int classIndex) {
        grow(id);
        if (kind[id] != NONE) {
            throw new TraceFormatException("event " + event.index() + ": object " + id + " created twice");
        }
        int container = event.opC(op);
        if (classIndex == messageClass) {
            kind[id] = MESSAGE;
        } else if (classIndex == rxClass) {
            kind[id] = RX;
            lean[id] = container >= 0 ? keptId(container, event) : -1;
            hold(id, state.schema().layout(rxClass).values().get(rxStateSlot).defaultValue() == rxHeld);
        } else {
            int own = newLeanId(id);
            state.create(own, classIndex, container >= 0 ? keptId(container, event) : -1, event.opD(op),
                    (int) event.opValue(op));
            kind[id] = KEPT;
            lean[id] = own;
        }
    }

    private void delete(Event event, int id, int index) {
        switch (kindOf(id)) {
            case KEPT -> {
                int own = lean[id];
                state.deleteWithoutImage(own, index);
                freeIds.insert(freeIds.size(), own);
            }
            case RX, RX_HELD -> hold(id, false);
            case MESSAGE -> {
                // nothing kept
            }
            default -> throw new TraceFormatException("event " + event.index() + " deletes object " + id + ", which does not exist");
        }
        kind[id] = NONE;
    }

    private int newLeanId(int traceId) {
        int own = freeIds.isEmpty() ? state.highWater() : freeIds.remove(freeIds.size() - 1);
        if (own >= traceOf.length) {
            traceOf = Arrays.copyOf(traceOf, Math.max(own + 1, traceOf.length + (traceOf.length >> 1)));
        }
        traceOf[own] = traceId;
        return own;
    }

    /** The lean id of a kept object an op names, which must be live. */
    private int keptId(int id, Event event) {
        if (kindOf(id) != KEPT) {
            throw new TraceFormatException((event == null ? "the first checkpoint" : "event " + event.index()) + " names object "
                    + id + ", which is not a live object other than an lnet_msg or kib_rx");
        }
        return lean[id];
    }

    private byte kindOf(int id) {
        return id >= 0 && id < kind.length ? kind[id] : NONE;
    }

    private void hold(int rx, boolean held) {
        boolean was = kind[rx] == RX_HELD;
        kind[rx] = held ? RX_HELD : RX;
        int conn = lean[rx];
        if (was != held && conn >= 0) {
            if (conn >= heldByConn.length) {
                heldByConn = Arrays.copyOf(heldByConn, Math.max(conn + 1, heldByConn.length + (heldByConn.length >> 1)));
            }
            heldByConn[conn] += held ? 1 : -1;
        }
    }

    private void grow(int id) {
        if (id >= kind.length) {
            int n = Math.max(id + 1, kind.length + (kind.length >> 1));
            kind = Arrays.copyOf(kind, n);
            lean = Arrays.copyOf(lean, n);
        }
    }

    /**
     * The first checkpoint as the lean state: its kept objects created containers first, in each
     * containment list's order (so indices are the trace's), then their values and their other
     * lists; its rxs' conns and holds noted. The full checkpoint is dropped on return (a trace that
     * starts from a dump's state has every message and rx of the dump in it).
     */
    private void copyKept(FlatState first) {
        int high = first.highWater();
        grow(Math.max(0, high - 1));
        boolean[][] leftOutLists = leftOutLists(first.schema());
        // containers before their children: roots first, then each containment list in order
        IntList order = new IntList();
        for (int id = 0; id < high; id++) {
            int c = first.classOf(id);
            if (c >= 0 && c != messageClass && c != rxClass && first.containerOf(id) < 0) {
                order.insert(order.size(), id);
            }
        }
        for (int i = 0; i < order.size(); i++) {
            int id = order.get(i);
            int c = first.classOf(id);
            int own = newLeanId(id);
            int container = first.containerOf(id);
            state.create(own, c, container < 0 ? -1 : lean[container], container < 0 ? 0 : first.containerSlotOf(id),
                    container < 0 ? 0 : state.listSize(lean[container], first.containerSlotOf(id)));
            kind[id] = KEPT;
            lean[id] = own;
            ClassLayout layout = first.schema().layout(c);
            for (int s = 0; s < layout.lists().size(); s++) {
                if (layout.lists().get(s).containment() && !leftOutLists[c][s]) {
                    IntList children = first.list(id, s);
                    for (int k = 0; children != null && k < children.size(); k++) {
                        order.insert(order.size(), children.get(k));
                    }
                }
            }
        }
        // messages and rxs: noted, not kept
        for (int id = 0; id < high; id++) {
            int c = first.classOf(id);
            if (c >= 0 && c == messageClass) {
                kind[id] = MESSAGE;
            } else if (c >= 0 && c == rxClass) {
                int conn = first.containerOf(id);
                kind[id] = RX;
                lean[id] = conn >= 0 && kind[conn] == KEPT ? lean[conn] : -1;
                hold(id, first.get(id, rxStateSlot) == rxHeld);
            }
        }
        // values and the lists that are not containments
        for (int i = 0; i < order.size(); i++) {
            int id = order.get(i);
            int c = first.classOf(id);
            int own = lean[id];
            ClassLayout layout = first.schema().layout(c);
            for (int v = 0; v < layout.values().size(); v++) {
                long value = first.get(id, v);
                state.set(own, v, refSlots[c][v] ? leanRef(value) : value);
            }
            for (int s = 0; s < layout.lists().size(); s++) {
                if (layout.lists().get(s).containment() || leftOutLists[c][s]) {
                    continue;
                }
                IntList elements = first.list(id, s);
                for (int k = 0; elements != null && k < elements.size(); k++) {
                    state.insert(own, s, k, keptId(elements.get(k), null));
                }
            }
        }
    }

    /** Per class and list slot: true when the metamodel types the list lnet_msg or kib_rx. */
    private static boolean[][] leftOutLists(Schema schema) {
        boolean[][] out = new boolean[schema.classes().size()][];
        for (int c = 0; c < out.length; c++) {
            ClassLayout layout = schema.layout(c);
            out[c] = new boolean[layout.lists().size()];
            EClassifier classifier = LnetPackage.eINSTANCE.getEClassifier(layout.name());
            for (int s = 0; s < out[c].length; s++) {
                ListSlot slot = layout.lists().get(s);
                EStructuralFeature feature = classifier instanceof EClass e ? e.getEStructuralFeature(slot.name()) : null;
                out[c][s] = feature != null && (feature.getEType() == LnetPackage.Literals.MESSAGE
                        || feature.getEType() == LnetPackage.Literals.KIB_RX);
            }
        }
        return out;
    }
}
