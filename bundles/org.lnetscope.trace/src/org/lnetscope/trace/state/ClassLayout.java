package org.lnetscope.trace.state;

import java.util.List;

/** The slots of one class, in the order the trace numbers them. */
public record ClassLayout(int index, String name, List<ValueSlot> values, List<ListSlot> lists) {

    public ClassLayout {
        values = List.copyOf(values);
        lists = List.copyOf(lists);
    }

    /** Slot number of the value feature called {@code feature}, or -1. */
    public int valueSlot(String feature) {
        for (int i = 0; i < values.size(); i++) {
            if (values.get(i).name().equals(feature)) {
                return i;
            }
        }
        return -1;
    }

    /** Slot number of the list feature called {@code feature}, or -1. */
    public int listSlot(String feature) {
        for (int i = 0; i < lists.size(); i++) {
            if (lists.get(i).name().equals(feature)) {
                return i;
            }
        }
        return -1;
    }
}
