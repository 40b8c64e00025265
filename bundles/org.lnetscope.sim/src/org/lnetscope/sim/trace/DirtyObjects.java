package org.lnetscope.sim.trace;

import java.util.Arrays;

import org.lnetscope.sim.engine.Traced;

/**
 * The objects one kernel step touched, each once, in the order first touched (the order decides
 * the order of the trace's ops, so it must not depend on hash codes). Cleared after every step:
 * an {@code IdentityHashMap} cleared its whole table each time, which after one large step (a
 * reboot, the final clock sync) is millions of slots per event; here only the slots used are reset.
 */
final class DirtyObjects {

    private Object[] table = new Object[1 << 8];
    private int[] usedSlots = new int[1 << 7];
    private Object[] order = new Object[1 << 7];
    private int size;
    /** The current step's stamp (see {@link #add}). */
    private int step = 1;

    int size() {
        return size;
    }

    Object get(int i) {
        return order[i];
    }

    boolean isEmpty() {
        return size == 0;
    }

    /** Adds {@code o} unless already there. */
    void add(Object o) {
        // The kernel objects touched by the thousand per second carry a stamp of the step that
        // last added them (Traced.traceStep), which spares their identity hash: a new lnet_msg has
        // none yet, and computing one leaves the compiled code for the runtime.
        if (o instanceof Traced t) {
            if (t.traceStep != step) {
                t.traceStep = step;
                append(o, -1);
            }
        } else {
            addHashed(o);
        }
    }

    private void addHashed(Object o) {
        if ((size + 1) * 2 > table.length) {
            grow();
        }
        int mask = table.length - 1;
        int x = System.identityHashCode(o) * 0x9E3779B1;
        int i = (x ^ (x >>> 15)) & mask;
        while (true) {
            Object at = table[i];
            if (at == o) {
                return;
            }
            if (at == null) {
                break;
            }
            i = (i + 1) & mask;
        }
        table[i] = o;
        append(o, i);
    }

    private void append(Object o, int slot) {
        if (size == order.length) {
            order = Arrays.copyOf(order, size * 2);
            usedSlots = Arrays.copyOf(usedSlots, size * 2);
        }
        usedSlots[size] = slot;
        order[size++] = o;
    }

    private void grow() {
        table = new Object[table.length * 2];
        int mask = table.length - 1;
        for (int k = 0; k < size; k++) {
            if (usedSlots[k] < 0) {
                continue; // stamped, not hashed
            }
            int x = System.identityHashCode(order[k]) * 0x9E3779B1;
            int i = (x ^ (x >>> 15)) & mask;
            while (table[i] != null) {
                i = (i + 1) & mask;
            }
            table[i] = order[k];
            usedSlots[k] = i;
        }
    }

    /**
     * The objects so far, in order, in the first {@link #size()} elements of an array that stays
     * this set's: read it before the next {@link #add} or {@link #clear} (a copy per step was 3 %
     * of the recording thread's samples with its clearing, JFR of the full seed).
     */
    Object[] objects() {
        return order;
    }

    void clear() {
        for (int k = 0; k < size; k++) {
            if (usedSlots[k] >= 0) {
                table[usedSlots[k]] = null;
            }
            order[k] = null;
        }
        size = 0;
        // a new stamp for the next step; 0 is what an object never added holds
        step = step == Integer.MAX_VALUE ? 1 : step + 1;
    }
}
