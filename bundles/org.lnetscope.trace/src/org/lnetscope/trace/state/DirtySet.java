package org.lnetscope.trace.state;

import java.util.Arrays;

/**
 * What changed in a {@link FlatState} since the consumer last cleared it: per object, a bit per
 * value slot and per list slot (slots past 63 share bit 63), and whether the object was created or
 * deleted. After a checkpoint load or a clear, it just says "everything", which is cheaper to track
 * and to consume than a mark per object. Its per-id arrays reach only the highest id marked so far:
 * at the full seed's end a state has 4.7 M ids, and 18 bytes each for marks nobody made was 85-126 MB.
 */
public final class DirtySet {

    private int[] ids = new int[64];
    private int count;
    private boolean[] marked = new boolean[0];
    private long[] valueMask = new long[0];
    private long[] listMask = new long[0];
    private boolean[] structural = new boolean[0];
    private boolean everything = true;

    void ensure(int capacity) {
        if (marked.length < capacity) {
            int n = Math.max(capacity, marked.length * 3 / 2 + 16);
            marked = Arrays.copyOf(marked, n);
            valueMask = Arrays.copyOf(valueMask, n);
            listMask = Arrays.copyOf(listMask, n);
            structural = Arrays.copyOf(structural, n);
        }
    }

    private void mark(int id) {
        if (id >= marked.length) {
            ensure(id + 1);
        }
        if (!marked[id]) {
            marked[id] = true;
            if (count == ids.length) {
                ids = Arrays.copyOf(ids, count * 2);
            }
            ids[count++] = id;
        }
    }

    private static long bit(int slot) {
        return 1L << Math.min(slot, 63);
    }

    void value(int id, int slot) {
        if (!everything) {
            mark(id);
            valueMask[id] |= bit(slot);
        }
    }

    void list(int id, int slot) {
        if (!everything) {
            mark(id);
            listMask[id] |= bit(slot);
        }
    }

    void structure(int id) {
        if (!everything) {
            mark(id);
            structural[id] = true;
        }
    }

    void everything() {
        clearMarks();
        everything = true;
    }

    /** True when the consumer must compare the whole state (after a checkpoint load or the first frame). */
    public boolean isEverything() {
        return everything;
    }

    /** Number of objects marked (meaningless when {@link #isEverything}). */
    public int count() {
        return count;
    }

    public int id(int i) {
        return ids[i];
    }

    public long valueMask(int id) {
        return id < valueMask.length ? valueMask[id] : 0;
    }

    public long listMask(int id) {
        return id < listMask.length ? listMask[id] : 0;
    }

    /** Created, deleted or restored since the last clear. */
    public boolean structural(int id) {
        return id < structural.length && structural[id];
    }

    /** True if slot {@code slot}'s bit is set in {@code mask}. */
    public static boolean has(long mask, int slot) {
        return (mask & bit(slot)) != 0;
    }

    /** Called by the consumer once it has taken the changes. */
    public void clear() {
        clearMarks();
        everything = false;
    }

    private void clearMarks() {
        for (int i = 0; i < count; i++) {
            int id = ids[i];
            marked[id] = false;
            valueMask[id] = 0;
            listMask[id] = 0;
            structural[id] = false;
        }
        count = 0;
    }
}
