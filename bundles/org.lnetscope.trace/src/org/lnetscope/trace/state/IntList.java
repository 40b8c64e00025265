package org.lnetscope.trace.state;

import java.util.Arrays;

/**
 * A list of object ids stored as a ring buffer. LNet queues (lpni_txq, lpni_rtrq, tq_delayed,
 * rbp_msgs) and a node's active messages are FIFOs that reach tens of thousands of entries in an
 * incident: removing at the head and appending at the tail must stay O(1), which a plain array
 * list cannot do. An insert or remove in the middle shifts whichever side is shorter.
 */
public final class IntList {

    private int[] ring;
    private int head;
    private int size;

    public IntList() {
        ring = new int[4];
    }

    public IntList(int[] values) {
        int capacity = 4;
        while (capacity < values.length) {
            capacity <<= 1;
        }
        ring = new int[capacity];
        System.arraycopy(values, 0, ring, 0, values.length);
        size = values.length;
    }

    /**
     * A list over {@code ring}'s first {@code size} elements, taking the array as its own (no copy):
     * a restore point's decoder fills it directly, where {@link #IntList(int[])} copied a node's
     * 2 M messages a second time. {@code ring}'s length must be a power of two ({@link #ringFor}).
     */
    static IntList adopt(int[] ring, int size) {
        if (ring.length == 0 || (ring.length & (ring.length - 1)) != 0 || size > ring.length) {
            throw new IllegalArgumentException("a ring of " + ring.length + " for " + size + " elements");
        }
        IntList list = new IntList(0);
        list.ring = ring;
        list.size = size;
        return list;
    }

    /** An array {@link #adopt} takes for {@code size} elements: the next power of two, at least 4. */
    static int[] ringFor(int size) {
        int capacity = 4;
        while (capacity < size) {
            capacity <<= 1;
        }
        return new int[capacity];
    }

    private IntList(int unused) {
        // for adopt: the ring is set by the caller
    }

    /**
     * Copies {@code n} elements from index {@code from} into {@code dest} at {@code at}, as at most
     * two runs of {@code System.arraycopy} (a diff keeps a list's unchanged prefix this way).
     */
    public void copyTo(int from, int[] dest, int at, int n) {
        if (from < 0 || n < 0 || from + n > size) {
            throw new IndexOutOfBoundsException(n + " elements from " + from + " of a list of " + size);
        }
        int start = slot(from);
        int first = Math.min(n, ring.length - start);
        System.arraycopy(ring, start, dest, at, first);
        System.arraycopy(ring, 0, dest, at + first, n - first);
    }

    public int size() {
        return size;
    }

    public void clear() {
        head = 0;
        size = 0;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    private int slot(int index) {
        return (head + index) & (ring.length - 1);
    }

    public int get(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("index " + index + " of a list of " + size);
        }
        return ring[slot(index)];
    }

    public void add(int value) {
        insert(size, value);
    }

    public void insert(int index, int value) {
        if (index < 0 || index > size) {
            throw new IndexOutOfBoundsException("insert at " + index + " into a list of " + size);
        }
        if (size == ring.length) {
            grow();
        }
        int mask = ring.length - 1;
        if (index < size - index) {
            head = (head - 1) & mask;
            shiftLeft(1, index + 1);
        } else {
            shiftRight(index, size);
        }
        ring[(head + index) & mask] = value;
        size++;
    }

    public int remove(int index) {
        int removed = get(index);
        if (index < size - 1 - index) {
            shiftRight(0, index);
            head = (head + 1) & (ring.length - 1);
        } else {
            shiftLeft(index + 1, size);
        }
        size--;
        return removed;
    }

    /**
     * Moves the elements at logical indices [from, to) one place towards the head, as runs of
     * {@code System.arraycopy} between the ring's wrap points. A seek in the seed's trace applies
     * millions of events, and deleting a message from a node's list of 2 M shifted half of it one
     * element at a time: 13 % of the seek's samples (docs/benchmarks.md, "Seek in big traces").
     */
    private void shiftLeft(int from, int to) {
        int length = ring.length;
        int i = from;
        while (i < to) {
            int src = (head + i) & (length - 1);
            int dst = (src - 1) & (length - 1);
            int run = Math.min(to - i, Math.min(length - src, length - dst));
            System.arraycopy(ring, src, ring, dst, run);
            i += run;
        }
    }

    /** Moves the elements at logical indices [from, to) one place towards the tail, last first. */
    private void shiftRight(int from, int to) {
        int length = ring.length;
        int i = to - 1;
        while (i >= from) {
            int src = (head + i) & (length - 1);
            int dst = (src + 1) & (length - 1);
            int run = Math.min(i - from + 1, Math.min(src + 1, dst + 1));
            System.arraycopy(ring, src - run + 1, ring, dst - run + 1, run);
            i -= run;
        }
    }

    /** First index of {@code value} searching from the head (where FIFO removals happen), or -1. */
    public int indexOf(int value) {
        int mask = ring.length - 1;
        for (int i = 0; i < size; i++) {
            if (ring[(head + i) & mask] == value) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Index of {@code value}, looking from both ends at once, or -1; for lists whose elements are
     * distinct (containment lists). A node's messages are kept in creation order: the ones that
     * finish are mostly the young ones near the tail, while the parked ones pile up at the head
     * (2 M of them on the seed), so a search from the head alone made every message's deletion
     * walk every parked message.
     */
    public int indexOfDistinct(int value) {
        int mask = ring.length - 1;
        for (int i = 0, j = size - 1; i <= j; i++, j--) {
            if (ring[(head + j) & mask] == value) {
                return j;
            }
            if (ring[(head + i) & mask] == value) {
                return i;
            }
        }
        return -1;
    }

    public int[] toArray() {
        int[] out = new int[size];
        for (int i = 0; i < size; i++) {
            out[i] = ring[slot(i)];
        }
        return out;
    }

    public IntList copy() {
        return new IntList(toArray());
    }

    private void grow() {
        int[] bigger = new int[ring.length * 2];
        for (int i = 0; i < size; i++) {
            bigger[i] = ring[slot(i)];
        }
        ring = bigger;
        head = 0;
    }

    public boolean sameElements(IntList other) {
        if (other == null) {
            return size == 0;
        }
        if (other.size != size) {
            return false;
        }
        for (int i = 0; i < size; i++) {
            if (get(i) != other.get(i)) {
                return false;
            }
        }
        return true;
    }

    @Override
    public String toString() {
        return Arrays.toString(toArray());
    }
}
