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
import org.lnetscope.trace.state.ListSlot;
import org.lnetscope.trace.state.Schema;

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
 * <p>Forward only: it applies the events in order from the first checkpoint and never loads another.
 */
public final class LeanReplay {

    private static final byte KEPT = 0;
    private static final byte MESSAGE = 1;
    private static final byte RX = 2;

    private final FlatState state;
    private final StateQuery query;
    private final EventStream events;
    private final Event next = new Event();
    private boolean hasNext;
    private long position;
    private long timeNs;

    private final int messageClass;
    private final int rxClass;
    private final int rxStateSlot;
    private final long rxHeld = RxState.HELD_VALUE;

    /** Per id: KEPT, or which left-out class the live object there is. */
    private byte[] leftOut = new byte[1024];
    /** Per kib_rx id: its conn. */
    private int[] rxConn = new int[1024];
    /** Per kib_rx id: whether LNet holds it now. */
    private boolean[] rxIsHeld = new boolean[1024];
    /** Per kib_conn id: how many of its rxs LNet holds. */
    private int[] heldByConn = new int[1024];

    public LeanReplay(TraceReader reader) {
        FlatState first = reader.loadCheckpoint(0);
        Schema schema = first.schema();
        this.messageClass = schema.classIndex("Message");
        this.rxClass = schema.classIndex("KibRx");
        this.rxStateSlot = rxClass < 0 ? -1 : schema.layout(rxClass).valueSlot("state");
        this.state = first;
        this.query = new StateQuery(state);
        leaveOutMessagesAndRxs();
        this.position = reader.checkpointPosition(0);
        this.timeNs = reader.startTimeNs();
        this.events = reader.events(position);
        this.hasNext = events.next(next);
    }

    /** The state after the events applied so far, without lnet_msg and kib_rx. */
    public FlatState state() {
        return state;
    }

    /** The kernel-named query over {@link #state()} (its msgs and rxs are empty). */
    public StateQuery query() {
        return query;
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
            try {
                apply(next);
            } catch (TraceFormatException e) {
                throw e;
            } catch (RuntimeException e) { // the state's own checks (org.lnetscope.trace.internal.DamagedException)
                throw new TraceFormatException("event " + next.index() + ": " + e.getMessage(), e);
            }
            position = next.index() + 1;
            timeNs = next.timeNs();
            hasNext = events.next(next);
            if ((position & 0xFFFF) == 0 && cancelled != null && cancelled.getAsBoolean()) {
                return false;
            }
        }
        return true;
    }

    /** How many of {@code conn}'s rxs LNet holds now. */
    public int heldRxs(int conn) {
        return conn >= 0 && conn < heldByConn.length ? heldByConn[conn] : 0;
    }

    /**
     * As {@code StateQuery.KibConns.isPinned} on a full state: CLOSING or DISCONNECTED and holding
     * an rx LNet owns.
     */
    public boolean isPinned(int conn) {
        KibConnState s = query.kibConns.state(conn);
        return (s == KibConnState.CLOSING || s == KibConnState.DISCONNECTED) && heldRxs(conn) > 0;
    }

    private void apply(Event event) {
        for (int op = 0; op < event.opCount(); op++) {
            int a = event.opA(op);
            int b = event.opB(op);
            switch (event.opKind(op)) {
                case Event.SET -> {
                    if (leftOut(a) == RX) {
                        if (b == rxStateSlot) {
                            hold(a, event.opValue(op) == rxHeld);
                        }
                    } else if (leftOut(a) == KEPT) {
                        state.set(a, b, event.opValue(op));
                    }
                }
                case Event.INSERT -> {
                    if (leftOut(event.opD(op)) == KEPT) {
                        state.insert(a, b, event.opC(op), event.opD(op));
                    }
                }
                case Event.REMOVE -> {
                    if (leftOut(event.opD(op)) == KEPT) {
                        int removed = state.remove(a, b, event.opC(op));
                        if (removed != event.opD(op)) {
                            throw new TraceFormatException("event " + event.index() + " removes object " + event.opD(op)
                                    + " but index " + event.opC(op) + " holds " + removed);
                        }
                    }
                }
                case Event.CREATE -> create(event, op, a, b);
                case Event.DELETE -> {
                    if (leftOut(a) == KEPT) {
                        state.deleteWithoutImage(a, event.opC(op));
                    } else {
                        if (leftOut(a) == RX) {
                            hold(a, false);
                        }
                        leftOut[a] = KEPT;
                    }
                }
                case Event.DEFINE -> state.pool().define(a, event.poolValue(op));
                default -> throw new TraceFormatException("unknown op kind " + event.opKind(op));
            }
        }
    }

    private void create(Event event, int op, int id, int classIndex) {
        if (classIndex != messageClass && classIndex != rxClass) {
            state.create(id, classIndex, event.opC(op), event.opD(op), (int) event.opValue(op));
            return;
        }
        state.reserveId(id);
        grow(id);
        if (leftOut[id] != KEPT || state.isLive(id)) {
            throw new TraceFormatException("event " + event.index() + ": object " + id + " created twice");
        }
        leftOut[id] = classIndex == messageClass ? MESSAGE : RX;
        if (classIndex == rxClass) {
            rxConn[id] = event.opC(op);
            rxIsHeld[id] = false;
            hold(id, state.schema().layout(rxClass).values().get(rxStateSlot).defaultValue() == rxHeld);
        }
    }

    private byte leftOut(int id) {
        return id >= 0 && id < leftOut.length ? leftOut[id] : KEPT;
    }

    private void hold(int rx, boolean held) {
        if (rxIsHeld[rx] == held) {
            return;
        }
        rxIsHeld[rx] = held;
        int conn = rxConn[rx];
        if (conn >= 0) {
            growConns(conn);
            heldByConn[conn] += held ? 1 : -1;
        }
    }

    private void grow(int id) {
        if (id >= leftOut.length) {
            int n = Math.max(id + 1, leftOut.length + (leftOut.length >> 1));
            leftOut = Arrays.copyOf(leftOut, n);
            rxConn = Arrays.copyOf(rxConn, n);
            rxIsHeld = Arrays.copyOf(rxIsHeld, n);
        }
    }

    private void growConns(int conn) {
        if (conn >= heldByConn.length) {
            heldByConn = Arrays.copyOf(heldByConn, Math.max(conn + 1, heldByConn.length + (heldByConn.length >> 1)));
        }
    }

    /**
     * The first checkpoint may already hold messages and rxs (a trace that starts from a dump's
     * state): their rxs' conns and holds are noted, then every list of them is emptied from its end
     * and the objects deleted, so the walk starts as lean as it goes on.
     */
    private void leaveOutMessagesAndRxs() {
        if (messageClass < 0 && rxClass < 0) {
            return;
        }
        int high = state.highWater();
        grow(high);
        for (int id = 0; id < high; id++) {
            int c = state.classOf(id);
            if (c >= 0 && c == rxClass) {
                leftOut[id] = RX;
                rxConn[id] = state.containerOf(id);
                hold(id, state.get(id, rxStateSlot) == rxHeld);
            } else if (c >= 0 && c == messageClass) {
                leftOut[id] = MESSAGE;
            }
        }
        boolean[][] leftOutLists = leftOutLists();
        for (boolean containment : new boolean[] {false, true}) {
            for (int id = 0; id < high; id++) {
                int c = state.classOf(id);
                if (c < 0) {
                    continue;
                }
                for (int s = 0; s < leftOutLists[c].length; s++) {
                    if (!leftOutLists[c][s] || state.schema().layout(c).lists().get(s).containment() != containment) {
                        continue;
                    }
                    for (int size = state.listSize(id, s); size > 0; size--) {
                        if (containment) {
                            state.deleteWithoutImage(state.list(id, s).get(size - 1), size - 1);
                        } else {
                            state.remove(id, s, size - 1);
                        }
                    }
                }
            }
        }
        for (int id = 0; id < high; id++) { // roots, if any
            if (leftOut[id] != KEPT && state.isLive(id)) {
                state.deleteWithoutImage(id, -1);
            }
        }
    }

    /** Per class and list slot: true when the metamodel types the list lnet_msg or kib_rx. */
    private boolean[][] leftOutLists() {
        Schema schema = state.schema();
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

    /** The time of the last event applied (the trace's start before any). */
    public long timeNs() {
        return timeNs;
    }
}
