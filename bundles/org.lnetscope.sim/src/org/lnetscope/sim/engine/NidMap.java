package org.lnetscope.sim.engine;

import java.util.Arrays;

import org.lnetscope.model.nid.Nid;

/**
 * A map from NID to V for the simulator's per-message lookups (the peer table, kib_peers, the
 * fabric's NID to node): open addressing on the 64-bit lnet_nid_t in a primitive array, so a
 * lookup is one hash and a probe of contiguous longs, with no entry objects to chase and no
 * boxing. No iteration: what must be listed in order is kept in a list beside it.
 */
public final class NidMap<V> {

    private static final long EMPTY = -1L; // LNET_NID_ANY's bits: never a key here

    private long[] keys;
    private Object[] values;
    private int size;

    public NidMap() {
        clear();
    }

    public V get(Nid nid) {
        return getKey(nid.toLnetNidT());
    }

    @SuppressWarnings("unchecked")
    private V getKey(long key) {
        int mask = keys.length - 1;
        for (int i = slot(key, mask);; i = (i + 1) & mask) {
            long k = keys[i];
            if (k == key) {
                return (V) values[i];
            }
            if (k == EMPTY) {
                return null;
            }
        }
    }

    /** Maps {@code nid} to {@code value} (not null), replacing any previous value. */
    public void put(Nid nid, V value) {
        long key = nid.toLnetNidT();
        if (key == EMPTY) {
            throw new IllegalArgumentException("LNET_NID_ANY is not a peer");
        }
        int mask = keys.length - 1;
        int i = slot(key, mask);
        while (keys[i] != EMPTY && keys[i] != key) {
            i = (i + 1) & mask;
        }
        if (keys[i] == EMPTY) {
            keys[i] = key;
            size++;
        }
        values[i] = value;
        if (size * 2 > keys.length) {
            rehash(keys.length * 2);
        }
    }

    /** Removes {@code nid}'s entry, if any (backward-shift deletion: no tombstones). */
    public void remove(Nid nid) {
        long key = nid.toLnetNidT();
        int mask = keys.length - 1;
        int i = slot(key, mask);
        while (keys[i] != key) {
            if (keys[i] == EMPTY) {
                return;
            }
            i = (i + 1) & mask;
        }
        size--;
        // Shift later entries of the probe run back into the hole.
        for (int j = (i + 1) & mask; keys[j] != EMPTY; j = (j + 1) & mask) {
            int home = slot(keys[j], mask);
            // Entry j may move to i if i lies cyclically in [home, j).
            if (((j - home) & mask) >= ((j - i) & mask)) {
                keys[i] = keys[j];
                values[i] = values[j];
                i = j;
            }
        }
        keys[i] = EMPTY;
        values[i] = null;
    }

    public int size() {
        return size;
    }

    public void clear() {
        keys = new long[16];
        Arrays.fill(keys, EMPTY);
        values = new Object[16];
        size = 0;
    }

    private void rehash(int capacity) {
        long[] oldKeys = keys;
        Object[] oldValues = values;
        keys = new long[capacity];
        Arrays.fill(keys, EMPTY);
        values = new Object[capacity];
        int mask = capacity - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldKeys[j] != EMPTY) {
                int i = slot(oldKeys[j], mask);
                while (keys[i] != EMPTY) {
                    i = (i + 1) & mask;
                }
                keys[i] = oldKeys[j];
                values[i] = oldValues[j];
            }
        }
    }

    private static int slot(long key, int mask) {
        return (int) ((key * 0x9e3779b97f4a7c15L) >>> 40) & mask;
    }
}
