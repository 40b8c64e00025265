package org.lnetscope.sim.trace;

import java.util.Arrays;
import java.util.function.ObjIntConsumer;

import org.lnetscope.sim.engine.Traced;

/**
 * Which trace id each simulator object has, and back. The recorder asks this for every object a
 * kernel step touches (tens of millions of times on the seed): an {@code IdentityHashMap<Object,
 * Integer>} boxed every id and, with 2 M parked messages, missed the cache twice per lookup (key,
 * then the Integer). Here keys and ids sit in two flat arrays (open addressing, linear probing on
 * the identity hash), and the reverse map is an array indexed by trace id (the writer recycles ids,
 * so they stay dense). The kernel objects there are millions of (messages, rxs, conns, peers)
 * keep their id in a field of their own ({@link Traced#traceId}) instead: a probe into a table of
 * millions of keys missed the cache on nearly every kernel step (6.6 % of the recorder's samples,
 * JFR of the seed with peer_timeout=0 to 3 h, docs/benchmarks.md).
 */
final class IdentityIds {

    private static final int FREE = -1;

    private Object[] keys = new Object[1 << 12];
    private int[] values = new int[1 << 12];
    private int size;
    private Object[] byId = new Object[1 << 12];

    int size() {
        return size;
    }

    private static int hash(Object key, int mask) {
        int x = System.identityHashCode(key) * 0x9E3779B1;
        return (x ^ (x >>> 15)) & mask;
    }

    int get(Object key) {
        return key instanceof Traced t ? t.traceId : mapGet(key);
    }

    /**
     * Stores {@code id} in the object itself where it is a kernel object the simulator has by the
     * million ({@link Traced}); false for the others, which the map holds.
     */
    private static boolean setField(Object key, int id) {
        if (key instanceof Traced t) {
            t.traceId = id;
            return true;
        }
        return false;
    }

    private int mapGet(Object key) {
        Object[] k = keys;
        int mask = k.length - 1;
        for (int i = hash(key, mask);; i = (i + 1) & mask) {
            Object at = k[i];
            if (at == key) {
                return values[i];
            }
            if (at == null) {
                return FREE;
            }
        }
    }

    Object objectOf(int id) {
        return id >= 0 && id < byId.length ? byId[id] : null;
    }

    void put(Object key, int id) {
        int old = get(key);
        if (setField(key, id)) {
            if (old >= 0 && byId[old] == key) {
                byId[old] = null;
            }
            if (old < 0) {
                size++;
            }
            setById(key, id);
            return;
        }
        if ((size + 1) * 2 > keys.length) {
            rehash(keys.length * 2);
        }
        int mask = keys.length - 1;
        int i = hash(key, mask);
        while (keys[i] != null && keys[i] != key) {
            i = (i + 1) & mask;
        }
        if (keys[i] == null) {
            size++;
        } else {
            byId[values[i]] = null;
        }
        keys[i] = key;
        values[i] = id;
        setById(key, id);
    }

    private void setById(Object key, int id) {
        if (id >= byId.length) {
            byId = Arrays.copyOf(byId, Math.max(id + 1, byId.length * 2));
        }
        byId[id] = key;
    }

    void remove(Object key) {
        if (key == null) {
            return;
        }
        int held = get(key);
        if (setField(key, -1)) {
            if (held >= 0) {
                size--;
                if (byId[held] == key) {
                    byId[held] = null;
                }
            }
            return;
        }
        int mask = keys.length - 1;
        int i = hash(key, mask);
        while (keys[i] != key) {
            if (keys[i] == null) {
                return;
            }
            i = (i + 1) & mask;
        }
        int id = values[i];
        if (byId[id] == key) {
            byId[id] = null;
        }
        size--;
        // backward-shift deletion keeps probe chains unbroken without tombstones
        int hole = i;
        for (int j = (i + 1) & mask; keys[j] != null; j = (j + 1) & mask) {
            int home = hash(keys[j], mask);
            if (((j - home) & mask) >= ((j - hole) & mask)) {
                keys[hole] = keys[j];
                values[hole] = values[j];
                hole = j;
            }
        }
        keys[hole] = null;
    }

    private void rehash(int capacity) {
        Object[] oldKeys = keys;
        int[] oldValues = values;
        keys = new Object[capacity];
        values = new int[capacity];
        int mask = capacity - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            if (oldKeys[j] != null) {
                int i = hash(oldKeys[j], mask);
                while (keys[i] != null) {
                    i = (i + 1) & mask;
                }
                keys[i] = oldKeys[j];
                values[i] = oldValues[j];
            }
        }
    }

    /** The held objects in trace id order (what a reboot walks, so that its output is stable). */
    void forEachInIdOrder(ObjIntConsumer<Object> action) {
        for (int id = 0; id < byId.length; id++) {
            if (byId[id] != null) {
                action.accept(byId[id], id);
            }
        }
    }
}
