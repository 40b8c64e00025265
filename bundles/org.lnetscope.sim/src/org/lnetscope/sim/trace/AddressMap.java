package org.lnetscope.sim.trace;

/**
 * Simulator objects by kernel address (what a trace point names), for the events' subjects.
 * Open addressing on the u64 address: a {@code HashMap<Long, Object>} boxed each address, and the
 * simulator's addresses (aligned, allocated in runs) hash so unevenly under {@code Long.hashCode}
 * that its bins turned into trees (the profile's {@code HashMap$TreeNode.getTreeNode}).
 */
final class AddressMap {

    private long[] keys = new long[1 << 12];
    private Object[] values = new Object[1 << 12];
    private int size;

    private static int hash(long key, int mask) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h >>> 32) & mask;
    }

    Object get(long key) {
        int mask = keys.length - 1;
        for (int i = hash(key, mask);; i = (i + 1) & mask) {
            Object v = values[i];
            if (v == null) {
                return null;
            }
            if (keys[i] == key) {
                return v;
            }
        }
    }

    void put(long key, Object value) {
        if ((size + 1) * 2 > keys.length) {
            rehash(keys.length * 2);
        }
        int mask = keys.length - 1;
        int i = hash(key, mask);
        while (values[i] != null && keys[i] != key) {
            i = (i + 1) & mask;
        }
        if (values[i] == null) {
            size++;
        }
        keys[i] = key;
        values[i] = value;
    }

    void remove(long key) {
        int mask = keys.length - 1;
        int i = hash(key, mask);
        while (true) {
            if (values[i] == null) {
                return;
            }
            if (keys[i] == key) {
                break;
            }
            i = (i + 1) & mask;
        }
        size--;
        int hole = i;
        for (int j = (i + 1) & mask; values[j] != null; j = (j + 1) & mask) {
            int home = hash(keys[j], mask);
            if (((j - home) & mask) >= ((j - hole) & mask)) {
                keys[hole] = keys[j];
                values[hole] = values[j];
                hole = j;
            }
        }
        values[hole] = null;
    }

    private void rehash(int capacity) {
        long[] oldKeys = keys;
        Object[] oldValues = values;
        keys = new long[capacity];
        values = new Object[capacity];
        int mask = capacity - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldValues[j] != null) {
                int i = hash(oldKeys[j], mask);
                while (values[i] != null) {
                    i = (i + 1) & mask;
                }
                keys[i] = oldKeys[j];
                values[i] = oldValues[j];
            }
        }
    }
}
