package org.lnetscope.replay;

import java.util.function.IntToLongFunction;

import org.lnetscope.analysis.Labels;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EClassifier;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.trace.state.ClassLayout;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.Schema;
import org.lnetscope.trace.state.SlotKind;
import org.lnetscope.trace.state.ValueSlot;

/**
 * Names objects of a flat state the way an engineer would, in the kernel's words:
 * {@code peer NI 10.0.0.21@o2ib}, {@code kib_conn #812 (kib_peer_ni 10.0.0.21@o2ib)}, {@code node rtr1}. Works from the flat state alone,
 * so listing events needs no EMF model. Objects of the EMF model are named by
 * {@code org.lnetscope.analysis.Labels}.
 */
public final class FlatStateNames {

    private static final String[] NAME_SLOTS = {"nid", "hostname", "name", "primaryNid"};

    private FlatStateNames() {
    }

    /** The LNet metamodel feature behind a slot, to print enums by name and addresses in hex. */
    private static EStructuralFeature feature(FlatState state, int id, String name) {
        EClassifier eClass = LnetPackage.eINSTANCE.getEClassifier(state.schema().layout(state.classOf(id)).name());
        return eClass instanceof EClass c ? c.getEStructuralFeature(name) : null;
    }

    public static String of(FlatState state, int id) {
        if (id < 0) {
            return "-";
        }
        int c = state.classOf(id);
        if (c < 0) {
            return "an object freed earlier (#" + id + ")";
        }
        ClassLayout layout = state.schema().layout(c);
        String kind = Labels.kernelName(layout.name());
        String own = name(state, id);
        if (own != null) {
            return kind + " " + own;
        }
        // unnamed objects (conns, rxs, messages) are placed by their nearest named container
        for (int up = state.containerOf(id); up >= 0; up = state.containerOf(up)) {
            String name = name(state, up);
            if (name != null) {
                return kind + " #" + id + " (" + Labels.kernelName(state.schema().layout(state.classOf(up)).name()) + " " + name + ")";
            }
        }
        return kind + " #" + id;
    }

    /** The object's own NID, hostname or name, or null. */
    static String name(FlatState state, int id) {
        return name(state, state.schema().layout(state.classOf(id)), slot -> state.get(id, slot));
    }

    /** The own NID, hostname or name in the values of an object of {@code layout} (a freed object's image), or null. */
    static String name(FlatState state, ClassLayout layout, long[] values) {
        return name(state, layout, slot -> values[slot]);
    }

    private static String name(FlatState state, ClassLayout layout, IntToLongFunction values) {
        for (String slotName : NAME_SLOTS) {
            int slot = layout.valueSlot(slotName);
            if (slot < 0) {
                continue;
            }
            long value = values.applyAsLong(slot);
            if (layout.values().get(slot).kind().pooled() && value != Schema.NULL) {
                return String.valueOf(state.pool().get((int) value));
            }
        }
        return null;
    }

    /** A value slot as text: pooled values resolved, references named, unset shown. */
    public static String value(FlatState state, int id, int slot) {
        ValueSlot vs = state.schema().layout(state.classOf(id)).values().get(slot);
        long value = state.get(id, slot);
        if (vs.unsettable() && value == Schema.UNSET) {
            return "unset";
        }
        if (vs.kind() == SlotKind.REF) {
            return value == Schema.NULL ? "null" : of(state, (int) value);
        }
        if (vs.kind().pooled()) {
            return value == Schema.NULL ? "null" : String.valueOf(state.pool().get((int) value));
        }
        EStructuralFeature feature = feature(state, id, vs.name());
        if (feature != null && feature.getEType() instanceof EEnum eEnum && eEnum.getEEnumLiteral((int) value) != null) {
            return eEnum.getEEnumLiteral((int) value).getLiteral();
        }
        if (feature != null && "Address".equals(feature.getEType().getName())) {
            return String.format("0x%x", value);
        }
        if (feature != null && feature.getEType().getInstanceClass() == boolean.class) {
            return value != 0 ? "true" : "false";
        }
        return Long.toString(value);
    }
}
