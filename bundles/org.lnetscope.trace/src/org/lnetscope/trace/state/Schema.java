package org.lnetscope.trace.state;

import java.util.ArrayList;
import java.util.List;

import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.internal.ByteSource;
import org.lnetscope.trace.internal.DamagedException;

/**
 * The classes and feature slots a trace uses, written by name into its header. A reader replays
 * with the schema of the file, not of the running code, and binds names to the current EMF
 * metamodel only when it builds an EMF model ({@link SchemaBinding}): a trace written before a
 * feature was added or renamed still replays, and the missing feature is simply not shown.
 */
public final class Schema {

    /** No object, no pooled value. */
    public static final long NULL = -1;
    /** An unset unsettable feature. */
    public static final long UNSET = Long.MIN_VALUE;

    private final List<ClassLayout> classes;
    private final int valueStride;
    private final int listStride;

    public Schema(List<ClassLayout> classes) {
        this.classes = List.copyOf(classes);
        int values = 0;
        int lists = 0;
        for (int i = 0; i < classes.size(); i++) {
            ClassLayout layout = classes.get(i);
            if (layout.index() != i) {
                throw new IllegalArgumentException("class " + layout.name() + " has index " + layout.index() + ", not " + i);
            }
            values = Math.max(values, layout.values().size());
            lists = Math.max(lists, layout.lists().size());
        }
        this.valueStride = Math.max(1, values);
        this.listStride = Math.max(1, lists);
    }

    public List<ClassLayout> classes() {
        return classes;
    }

    public ClassLayout layout(int classIndex) {
        return classes.get(classIndex);
    }

    /** Index of the class called {@code name}, or -1. */
    public int classIndex(String name) {
        for (ClassLayout layout : classes) {
            if (layout.name().equals(name)) {
                return layout.index();
            }
        }
        return -1;
    }

    /** The widest class's value slot count: the row width of {@link FlatState}. */
    public int valueStride() {
        return valueStride;
    }

    public int listStride() {
        return listStride;
    }

    public void encode(ByteSink out) {
        out.varint(classes.size());
        for (ClassLayout layout : classes) {
            out.string(layout.name());
            out.varint(layout.values().size());
            for (ValueSlot slot : layout.values()) {
                out.string(slot.name());
                out.u8(slot.kind().ordinal() | (slot.unsettable() ? 0x80 : 0));
                out.svarint(slot.defaultValue());
            }
            out.varint(layout.lists().size());
            for (ListSlot slot : layout.lists()) {
                out.string(slot.name());
                out.u8((slot.containment() ? 1 : 0) | (slot.single() ? 2 : 0));
            }
        }
    }

    public static Schema decode(ByteSource in) {
        // a class is at least a name length, a value count and a list count; a slot a name length and a byte
        int count = in.count("schema class", 3, 128);
        List<ClassLayout> classes = new ArrayList<>(count);
        SlotKind[] kinds = SlotKind.values();
        for (int c = 0; c < count; c++) {
            String name = in.string();
            int valueCount = in.count("value slot", 3, 72);
            List<ValueSlot> values = new ArrayList<>(valueCount);
            for (int v = 0; v < valueCount; v++) {
                String slotName = in.string();
                int kindByte = in.u8();
                int kind = kindByte & 0x7F;
                if (kind >= kinds.length) {
                    throw new DamagedException("unknown slot kind " + kind + " for " + name + "." + slotName);
                }
                values.add(new ValueSlot(slotName, kinds[kind], (kindByte & 0x80) != 0, in.svarint()));
            }
            int listCount = in.count("list slot", 2, 72);
            List<ListSlot> lists = new ArrayList<>(listCount);
            for (int l = 0; l < listCount; l++) {
                String slotName = in.string();
                int flags = in.u8();
                lists.add(new ListSlot(slotName, (flags & 1) != 0, (flags & 2) != 0));
            }
            classes.add(new ClassLayout(c, name, values, lists));
        }
        return new Schema(classes);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Schema schema && schema.classes.equals(classes);
    }

    @Override
    public int hashCode() {
        return classes.hashCode();
    }
}
