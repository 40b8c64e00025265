package org.lnetscope.session.replay;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.eclipse.emf.ecore.EObject;
import org.lnetscope.analysis.Labels;
import org.lnetscope.replay.FlatStateNames;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.ObjectImage;

/**
 * What the event at the replay cursor changed, with the value before and after, named in LNet's
 * words ({@code peer NI 10.0.2.6@o2ib (oss06) txcredits 3 → 2}): the Explain view's "Changed:" and
 * the objects the views outline for one step. The value before is read by stepping the cursor back
 * over the event and forward again (one undo and one apply; the EMF model is not touched).
 */
public final class StepChanges {

    /**
     * One change.
     *
     * @param object the model object changed (a peer NI, a kib_conn, a list's owner), null if freed
     * @param element for a list change, the object inserted or removed (a message), else null
     * @param owner  the object as LNet names it ({@code peer NI 10.0.2.6@o2ib (oss6)})
     * @param detail the field and its values ({@code txcredits 3 → 2})
     */
    public record Change(EObject object, EObject element, String owner, String detail) {

        /** The change as a Lustre engineer says it: {@code peer NI 10.0.2.6@o2ib (oss6) txcredits 3 → 2}. */
        public String text() {
            return detail.isEmpty() ? owner : owner + " " + detail;
        }
    }

    private final long position;
    private final List<Change> changes;
    private final Set<Integer> ids;

    StepChanges(long position, List<Change> changes) {
        this(position, changes, Set.of());
    }

    private StepChanges(long position, List<Change> changes, Set<Integer> ids) {
        this.position = position;
        this.changes = changes;
        this.ids = ids;
    }

    /**
     * The trace ids of what {@link #objects()} holds, and of the lnet_msg and kib_rx a model without
     * them has no object for: what a view drawn from the replay state outlines.
     */
    public Set<Integer> ids() {
        return ids;
    }

    public long position() {
        return position;
    }

    public List<Change> changes() {
        return changes;
    }

    /** The objects to outline: changed objects and the elements inserted into their queues. */
    public Set<EObject> objects() {
        Set<EObject> objects = new LinkedHashSet<>();
        for (Change change : changes) {
            if (change.object() != null) {
                objects.add(change.object());
            }
            if (change.element() != null) {
                objects.add(change.element());
            }
        }
        return objects;
    }

    /**
     * For the Explain view: each object once, its changed fields indented under it; empty when the
     * event changed nothing the model shows.
     */
    public String text() {
        StringBuilder text = new StringBuilder();
        String owner = null;
        for (Change change : changes) {
            if (change.detail().isEmpty()) {
                text.append(text.length() == 0 ? "" : "\n").append(change.owner());
                owner = null;
                continue;
            }
            if (!change.owner().equals(owner)) {
                text.append(text.length() == 0 ? "" : "\n").append(change.owner()).append(':');
                owner = change.owner();
            }
            text.append("\n    ").append(change.detail());
        }
        return text.toString();
    }

    static StepChanges of(ReplaySession session) {
        FlatState state = session.cursor().state();
        long position = session.cursor().position();
        Event event = session.cursor().currentEvent();
        if (event == null) {
            return new StepChanges(position, List.of());
        }
        event = event.copy();
        int ops = event.opCount();
        String[] before = new String[ops];
        // Back over the event (the cursor's undo log) to read the values it overwrote, then forward again.
        session.cursor().seekToEvent(position - 1);
        for (int op = 0; op < ops; op++) {
            int a = event.opA(op);
            if (!state.isLive(a)) {
                continue;
            }
            switch (event.opKind(op)) {
                case Event.SET -> before[op] = value(state, a, event.opB(op));
                case Event.INSERT, Event.REMOVE -> before[op] = String.valueOf(state.listSize(a, event.opB(op)));
                default -> {
                }
            }
        }
        session.cursor().seekToEvent(position);

        List<Change> changes = new ArrayList<>();
        // each change's rank by the class of its object in the state, so a model without lnet_msg
        // (its changes carry no EObject) orders them as the full model does
        Map<Change, Integer> ranks = new IdentityHashMap<>();
        Set<Integer> ids = new LinkedHashSet<>();
        Set<Integer> created = new HashSet<>();
        // by kind from the cursor's undo image, as Explainer says it ("1 kib_conn freed"), else only how many
        Map<String, Integer> freed = new LinkedHashMap<>();
        for (int op = 0; op < ops; op++) {
            if (event.opKind(op) == Event.CREATE) {
                created.add(event.opA(op));
                EObject object = session.objectOf(event.opA(op));
                // an lnet_msg or kib_rx the window's model leaves out is still new (named from the state)
                boolean shown = object != null || session.unmirrored() != null && state.isLive(event.opA(op));
                if (shown && changes.stream().noneMatch(c -> c.text().startsWith("new "))) {
                    ids.add(event.opA(op));
                    add(changes, ranks, state, event.opA(op), new Change(object, null, "new " + name(session, state, event.opA(op)), ""));
                }
            } else if (event.opKind(op) == Event.DELETE) {
                ObjectImage image = session.cursor().freedByCurrentEvent(event.opA(op));
                freed.merge(image == null ? "" : Labels.kernelName(state.schema().layout(image.classIndex()).name()), 1,
                        Integer::sum);
            }
        }
        for (int op = 0; op < ops; op++) {
            int a = event.opA(op);
            if (created.contains(a) || !state.isLive(a)) {
                continue;
            }
            EObject object = session.objectOf(a);
            String owner = name(session, state, a);
            switch (event.opKind(op)) {
                case Event.SET -> {
                    String slot = state.schema().layout(state.classOf(a)).values().get(event.opB(op)).name();
                    String after = value(state, a, event.opB(op));
                    if (!after.equals(before[op]) || before[op] == null) {
                        ids.add(a);
                        add(changes, ranks, state, a, new Change(object, null, owner, Labels.field(object, slot) + " "
                                + (before[op] == null ? "" : bytes(slot, before[op]) + " → ") + bytes(slot, after)));
                    }
                }
                case Event.INSERT, Event.REMOVE -> {
                    String slot = state.schema().layout(state.classOf(a)).lists().get(event.opB(op)).name();
                    boolean insert = event.opKind(op) == Event.INSERT;
                    int now = state.listSize(a, event.opB(op));
                    EObject element = session.objectOf(event.opD(op));
                    String what = element != null ? Labels.of(element) : name(session, state, event.opD(op));
                    ids.add(a);
                    if (state.isLive(event.opD(op))) {
                        ids.add(event.opD(op));
                    }
                    add(changes, ranks, state, a, new Change(object, element, owner, Labels.field(object, slot) + " "
                            + (before[op] == null ? "" : before[op] + " → ") + now + " (" + (insert ? "+" : "−")
                            + what + ")"));
                }
                default -> {
                }
            }
        }
        freed.forEach((kind, count) -> {
            Change gone = new Change(null, null, count + (!kind.isEmpty() ? " " + kind : count == 1 ? " object" : " objects")
                    + " freed", "");
            changes.add(gone);
            ranks.put(gone, 4);
        });
        // Credits, queues and conns first (what a trainer points at), a message's own flags and stats last.
        changes.sort(Comparator.comparingInt(ranks::get));
        return new StepChanges(position, List.copyOf(changes), Set.copyOf(ids));
    }

    private static void add(List<Change> changes, Map<Change, Integer> ranks, FlatState state, int id, Change change) {
        changes.add(change);
        ranks.put(change, rank(state.schema().layout(state.classOf(id)).name()));
    }

    /** By the object's class: peer NIs, then conns and kib peers, nodes and peers, messages, the rest. */
    private static int rank(String className) {
        return switch (className) {
            case "PeerNi" -> 0;
            case "KibConn", "KibPeer" -> 1;
            case "Node", "Peer" -> 2;
            case "Message" -> 3;
            default -> 4;
        };
    }

    /**
     * The object as the model names it; an lnet_msg or kib_rx the window's model leaves out is named
     * the same way from the replay state ({@link Unmirrored#label}).
     */
    private static String name(ReplaySession session, FlatState state, int id) {
        EObject object = session.objectOf(id);
        if (object != null) {
            return Labels.of(object);
        }
        return session.unmirrored() != null && state.isLive(id) ? session.unmirrored().label(id) : FlatStateNames.of(state, id);
    }

    private static String value(FlatState state, int id, int slot) {
        return FlatStateNames.value(state, id, slot);
    }

    private static String bytes(String slot, String value) {
        if (Labels.isBytes(slot)) {
            try {
                // MiB to a tenth with thousands separators: one step's few KiB must still show.
                return String.format("%,.1f MiB", Long.parseLong(value) / (1024.0 * 1024.0));
            } catch (NumberFormatException e) {
                return value;
            }
        }
        return value;
    }
}
