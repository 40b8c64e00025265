package org.lnetscope.ui.properties;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.eclipse.ui.views.properties.PropertyDescriptor;
import org.lnetscope.analysis.Labels;
import org.lnetscope.replay.FlatStateNames;
import org.lnetscope.session.replay.StateObject;
import org.lnetscope.trace.state.ClassLayout;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.ListSlot;
import org.lnetscope.trace.state.SlotKind;
import org.lnetscope.trace.state.ValueSlot;

/**
 * The Properties view of an lnet_msg or kib_rx of a replayed trace, which the window's model leaves
 * out ({@link StateObject}): its fields read from the replay state at the last frame, grouped and
 * named as {@link EObjectPropertySource} names the same fields of a model object (PropertyGroups),
 * read-only (a replayed state is not edited). A message that holds a kib_rx (msg_private: a routed
 * message parked with its rx, kiblnd_recv not yet called) also shows that rx and the conn it pins.
 */
public final class StateObjectPropertySource implements IPropertySource {

    /** The rx's fields shown under a message, by their kernel names. */
    public static final String HELD_RX = "kib_rx (msg_private)";

    private final StateObject object;

    public StateObjectPropertySource(StateObject object) {
        this.object = object;
    }

    @Override
    public Object getEditableValue() {
        return object;
    }

    /** A field of the object ({@code rx} false) or of the rx a message holds. */
    private record Field(boolean rx, boolean list, int slot) {
    }

    private static final String GONE = "gone";

    @Override
    public IPropertyDescriptor[] getPropertyDescriptors() {
        List<IPropertyDescriptor> descriptors = new ArrayList<>();
        if (!object.isLive()) {
            PropertyDescriptor gone = new PropertyDescriptor(GONE, "object");
            gone.setCategory(PropertyGroups.IDENTITY);
            descriptors.add(gone);
            return descriptors.toArray(IPropertyDescriptor[]::new);
        }
        FlatState state = object.session().cursor().state();
        add(descriptors, state, object.id(), false, "");
        int rx = heldRx(state);
        if (rx >= 0) {
            add(descriptors, state, rx, true, HELD_RX);
        }
        return descriptors.toArray(IPropertyDescriptor[]::new);
    }

    private void add(List<IPropertyDescriptor> descriptors, FlatState state, int id, boolean rx, String category) {
        ClassLayout layout = state.schema().layout(state.classOf(id));
        for (int slot = 0; slot < layout.values().size(); slot++) {
            ValueSlot value = layout.values().get(slot);
            PropertyGroups.Row row = PropertyGroups.row(layout.name(), value.name(), value.kind() != SlotKind.REF);
            PropertyDescriptor d = new PropertyDescriptor(new Field(rx, false, slot), row.label());
            d.setCategory(rx ? category : row.category());
            d.setDescription(value.name());
            descriptors.add(d);
        }
        for (int slot = 0; slot < layout.lists().size(); slot++) {
            ListSlot list = layout.lists().get(slot);
            PropertyGroups.Row row = PropertyGroups.row(layout.name(), list.name(), false);
            PropertyDescriptor d = new PropertyDescriptor(new Field(rx, true, slot), row.label());
            d.setCategory(rx ? category : row.category());
            descriptors.add(d);
        }
        // rx_conn, a kib_rx's container: the conn it pins while LNet holds it (o2iblnd.h)
        if (state.containerOf(id) >= 0) {
            PropertyDescriptor d = new PropertyDescriptor(new Field(rx, false, CONTAINER), containerName(layout.name()));
            d.setCategory(rx ? category : PropertyGroups.LINKS);
            descriptors.add(d);
        }
    }

    private static final int CONTAINER = -1;

    private static String containerName(String className) {
        return switch (className) {
            case "KibRx" -> "rx_conn";
            case "Message" -> "node";
            default -> "container";
        };
    }

    /** The kib_rx a message holds (its kibRx slot), or -1. */
    private int heldRx(FlatState state) {
        ClassLayout layout = state.schema().layout(state.classOf(object.id()));
        int slot = layout.valueSlot("kibRx");
        if (slot < 0) {
            return -1;
        }
        int rx = (int) state.get(object.id(), slot);
        return rx >= 0 && state.isLive(rx) ? rx : -1;
    }

    @Override
    public Object getPropertyValue(Object id) {
        if (GONE.equals(id)) {
            return object.session().query() == null ? "(read when the move ends)"
                    : "#" + object.id() + " is no longer in the replay state at this event (freed)";
        }
        if (!(id instanceof Field field) || !object.isLive()) {
            return "";
        }
        FlatState state = object.session().cursor().state();
        int owner = field.rx() ? heldRx(state) : object.id();
        if (owner < 0) {
            return "";
        }
        if (field.slot() == CONTAINER) {
            return name(state, state.containerOf(owner));
        }
        if (field.list()) {
            return String.valueOf(state.listSize(owner, field.slot()));
        }
        ClassLayout layout = state.schema().layout(state.classOf(owner));
        ValueSlot value = layout.values().get(field.slot());
        if (value.kind() == SlotKind.REF) {
            long target = state.get(owner, field.slot());
            return target < 0 ? "" : name(state, (int) target);
        }
        String text = FlatStateNames.value(state, owner, field.slot());
        if ("unset".equals(text)) {
            return "unknown (not in the file)";
        }
        PropertyGroups.Row row = PropertyGroups.row(layout.name(), value.name(), value.kind() != SlotKind.REF);
        if (value.kind() != SlotKind.REF && row.unit() != PropertyGroups.Unit.NONE) {
            try {
                return PropertyGroups.withUnit(row.unit(), row.label(), Long.parseLong(text));
            } catch (NumberFormatException e) {
                return text;
            }
        }
        return text;
    }

    /** An object as the model's Properties name it: the window model's object, else from the state. */
    private String name(FlatState state, int id) {
        EObject mirrored = object.session().objectOf(id);
        if (mirrored != null) {
            return Labels.of(mirrored);
        }
        return object.session().unmirrored() != null && state.isLive(id) ? object.session().unmirrored().label(id)
                : FlatStateNames.of(state, id);
    }

    @Override
    public boolean isPropertySet(Object id) {
        return false;
    }

    @Override
    public void resetPropertyValue(Object id) {
        // a replayed state is read, never edited
    }

    @Override
    public void setPropertyValue(Object id, Object value) {
        // a replayed state is read, never edited
    }
}
