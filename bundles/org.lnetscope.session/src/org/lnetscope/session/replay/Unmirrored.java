package org.lnetscope.session.replay;

import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EReference;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.lnetscope.analysis.Labels;
import org.lnetscope.analysis.MsgQueues;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.Node;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.FlatStateNames;
import org.lnetscope.replay.StateMsgQueues;
import org.lnetscope.replay.StateQuery;
import org.lnetscope.trace.state.ClassLayout;
import org.lnetscope.trace.state.FlatState;

/**
 * What the window's model of a replayed trace leaves out ({@link EmfSync#MESSAGES_AND_RXS}: every
 * lnet_msg and kib_rx, 4.5 M of the full seed's 4.6 M objects at its OOM), read from the replay state
 * for the mirrored object that owns it: the length of a peer NI's lpni_txq, a conn's held rx, a
 * router's pinned conns. A view asks this where it would count an EMF list of messages or rxs,
 * which is empty in such a model whatever the state holds (docs/architecture.md, "Where EMF is used
 * and where the state query is").
 *
 * <p>Answers are those of the session's last frame; while a long move runs on another thread the
 * state is in between, so every answer is "unknown" then ({@link #UNKNOWN}, false, or null), and
 * the views keep what they drew.
 */
public final class Unmirrored {

    /** A count this cannot give now (a move is running, or the object is not in the replay state). */
    public static final int UNKNOWN = -1;

    private final ReplaySession session;

    Unmirrored(ReplaySession session) {
        this.session = session;
    }

    /** Whether {@code feature} lists (or points to) objects this model leaves out: its EMF value is empty or null. */
    public static boolean leftOut(EStructuralFeature feature) {
        if (!(feature instanceof EReference ref)) {
            return false;
        }
        EClass type = ref.getEReferenceType();
        return type == LnetPackage.Literals.MESSAGE || type == LnetPackage.Literals.KIB_RX;
    }

    /** The query of the last frame, or null while a move runs. */
    public StateQuery query() {
        return session.query();
    }

    /** The trace id of a mirrored object of this session's model, or -1 (-1 too while a move runs). */
    public int id(EObject object) {
        MsgQueues queues = session.msgQueues();
        return object == null || !(queues instanceof StateMsgQueues state) ? -1 : state.idOf(object);
    }

    /**
     * The length of {@code owner}'s list {@code feature} in the replay state (an lpni_txq, a
     * router buffer pool's rbp_msgs, a conn's ibc_rxs), or {@link #UNKNOWN}.
     */
    public int size(EObject owner, EStructuralFeature feature) {
        StateQuery query = query();
        int id = id(owner);
        if (query == null || id < 0) {
            return UNKNOWN;
        }
        FlatState state = query.state();
        ClassLayout layout = state.schema().layout(state.classOf(id));
        int slot = layout.listSlot(feature.getName());
        return slot < 0 ? UNKNOWN : state.listSize(id, slot);
    }

    /**
     * The list as the Properties view shows a model's list ({@code 26: kib_rx 0xffff..., ...}):
     * its length and its first element named as {@link Labels#of} names it; null when unknown now.
     */
    public String listText(EObject owner, EStructuralFeature feature) {
        StateQuery query = query();
        int id = id(owner);
        if (query == null || id < 0) {
            return null;
        }
        FlatState state = query.state();
        int slot = state.schema().layout(state.classOf(id)).listSlot(feature.getName());
        if (slot < 0) {
            return null;
        }
        int size = state.listSize(id, slot);
        return size == 0 ? "0" : size + ": " + label(state.list(id, slot).get(0)) + (size > 1 ? ", ..." : "");
    }

    /**
     * An lnet_msg or kib_rx of the state named as {@link Labels#of} names its EMF object
     * ({@code lnet_msg 0xffff... PUT 10.0.1.7@o2ib -> 10.0.3.2@o2ib}, {@code kib_rx 0xffff...}); any
     * other object as the event lists name it ({@link FlatStateNames}).
     */
    public String label(int id) {
        StateQuery query = query();
        if (query == null) {
            return "#" + id;
        }
        FlatState state = query.state();
        int c = state.classOf(id);
        if (c < 0) {
            return FlatStateNames.of(state, id);
        }
        ClassLayout layout = state.schema().layout(c);
        int address = layout.valueSlot("address");
        String hex = Labels.hex(address < 0 ? 0 : state.get(id, address));
        if (layout.name().equals("KibRx")) {
            return "kib_rx " + hex;
        }
        if (layout.name().equals("Message")) {
            return "lnet_msg " + hex + " " + query.msgs.type(id) + " " + orUnknown(query.msgs.srcNid(id)) + " -> "
                    + orUnknown(query.msgs.destNid(id));
        }
        return FlatStateNames.of(state, id);
    }

    private static String orUnknown(Object value) {
        return value == null ? "?" : String.valueOf(value);
    }

    /** The rx LNet still holds on {@code conn} (a parked message's msg_private), or {@link #UNKNOWN}. */
    public int heldRxs(KibConn conn) {
        MsgQueues queues = session.msgQueues();
        return queues == null || id(conn) < 0 ? UNKNOWN : queues.held(conn).rxs();
    }

    /** As {@code KibConn.isPinned()} on the full model; null when unknown now. */
    public Boolean isPinned(KibConn conn) {
        MsgQueues queues = session.msgQueues();
        return queues == null || id(conn) < 0 ? null : queues.isPinned(conn);
    }

    /**
     * A node's pinned conns and the bytes they keep (QP, CQ and rx pages, as {@code Node.pinnedBytes()}),
     * or null when unknown now.
     */
    public Pinned pinned(Node node) {
        MsgQueues queues = session.msgQueues();
        if (queues == null || id(node) < 0) {
            return null;
        }
        return new Pinned(queues.pinnedConns(node).size(), queues.pinnedBytes(node));
    }

    /**
     * Whether one of the node's lnet_msg has msg_routing set (what proves ln_routing in WhyQueued), read
     * from the state; false when unknown now.
     */
    public boolean anyRouting(Node node) {
        StateQuery query = query();
        int id = id(node);
        if (query == null || id < 0) {
            return false;
        }
        FlatState state = query.state();
        int list = state.schema().layout(state.classOf(id)).listSlot("messages");
        int messageClass = state.schema().classIndex("Message");
        int routing = messageClass < 0 ? -1 : state.schema().layout(messageClass).valueSlot("routing");
        if (list < 0 || routing < 0 || state.list(id, list) == null) {
            return false;
        }
        var messages = state.list(id, list);
        for (int i = 0; i < messages.size(); i++) {
            if (state.get(messages.get(i), routing) != 0) {
                return true;
            }
        }
        return false;
    }

    /** How many conns are pinned and what they keep allocated. */
    public record Pinned(int conns, long bytes) {
    }
}
