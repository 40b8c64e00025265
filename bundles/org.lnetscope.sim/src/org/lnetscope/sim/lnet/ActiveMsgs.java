package org.lnetscope.sim.lnet;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * the_lnet.ln_msg_containers[cpt]->msc_active: every committed lnet_msg of a node, in commit order.
 * Its size is the msgs_alloc of /sys/kernel/debug/lnet/stats, and the export walks it to write
 * Node.messages.
 *
 * <p>The kernel links it through msg_activelist. Here it is an array in commit order in which a
 * removed message leaves a hole, squeezed out when the array fills: the same order, O(1) add and
 * remove, and far less work for the garbage collector. (A doubly linked list rewrote two
 * neighbours' links at every lnet_msg free, and those neighbours are mostly messages parked for
 * hours: with G1, scanning the cards that dirtied was most of the pause time of a run to OOM.)
 */
public final class ActiveMsgs {

    private LnetMsg[] slots = new LnetMsg[64];
    /** Slots in use, holes included. */
    private int end;
    private int size;
    private int max;
    /** Changes of size (and so of max): the trace recorder compares the two only when it moved. */
    private long changes;

    public int size() {
        return size;
    }

    /** Counts every add, remove and clear (see SimulationRecorder: what the simulator changed). */
    public long changes() {
        return changes;
    }

    /** msgs_max: the high-water mark. */
    public int max() {
        return max;
    }

    void add(LnetMsg msg) {
        if (msg.activeIndex >= 0) {
            return;
        }
        if (end == slots.length) {
            if (size <= end / 2) {
                squeeze();
            } else {
                slots = Arrays.copyOf(slots, slots.length * 2);
            }
        }
        msg.activeIndex = end;
        slots[end++] = msg;
        size++;
        changes++;
        max = Math.max(max, size);
    }

    void remove(LnetMsg msg) {
        if (msg.activeIndex < 0) {
            return;
        }
        slots[msg.activeIndex] = null;
        msg.activeIndex = -1;
        size--;
        changes++;
        if (size == 0) {
            end = 0;
        }
    }

    /** Closes the holes, keeping the order. */
    private void squeeze() {
        int j = 0;
        for (int i = 0; i < end; i++) {
            LnetMsg msg = slots[i];
            if (msg != null) {
                msg.activeIndex = j;
                slots[j++] = msg;
            }
        }
        Arrays.fill(slots, j, end, null);
        end = j;
    }

    /** Forgets every message (a node reboot). */
    public void clear() {
        for (int i = 0; i < end; i++) {
            if (slots[i] != null) {
                slots[i].activeIndex = -1;
                slots[i] = null;
            }
        }
        end = 0;
        size = 0;
        changes++;
    }

    public List<LnetMsg> toList() {
        List<LnetMsg> all = new ArrayList<>(size);
        for (int i = 0; i < end; i++) {
            if (slots[i] != null) {
                all.add(slots[i]);
            }
        }
        return all;
    }
}
