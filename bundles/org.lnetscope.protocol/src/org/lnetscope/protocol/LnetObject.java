package org.lnetscope.protocol;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;

/**
 * One LNet object of one node as its files show it: a peer NI, a CPT tx queue, a router buffer
 * pool... Fields are named as lnetctl names them (see {@link Kinds}) and hold a {@link Long} or a
 * {@link String}, nothing else: that keeps the agent's JSON, the Prometheus exposition and the
 * mapping to the model one simple loop each, and lets the debugfs and YAML views of the same
 * object merge field by field.
 */
public final class LnetObject {

    private static final String[] NO_NAMES = new String[0];
    private static final Object[] NO_VALUES = new Object[0];

    private final String kind;
    private final String id;
    /**
     * Fields in insertion order as two parallel arrays, not a LinkedHashMap: 100,000 peer NIs of
     * ~13 fields each took ~0.9 KB apiece in maps, ~0.3 KB so (docs/benchmarks.md, "LNet files").
     * Field names are the readers' shared Strings, so the arrays hold references only.
     */
    private String[] names = NO_NAMES;
    private Object[] values = NO_VALUES;
    private int size;

    public LnetObject(String kind, String id) {
        this.kind = Objects.requireNonNull(kind);
        this.id = Objects.requireNonNull(id);
    }

    /** The key of an object in a {@link NodeState}: kind and id, e.g. {@code "peer_ni 10.1.0.17@o2ib1"}. */
    public static String key(String kind, String id) {
        return id.isEmpty() ? kind : kind + " " + id;
    }

    public String key() {
        return key(kind, id);
    }

    public String kind() {
        return kind;
    }

    /** What tells this object from the others of its kind (a NID, "tiny 0", ""). */
    public String id() {
        return id;
    }

    public LnetObject put(String field, long value) {
        set(field, value);
        return this;
    }

    public LnetObject put(String field, String value) {
        set(field, Objects.requireNonNull(value, field));
        return this;
    }

    /** Sets a field from a protocol value (Long or String); null removes it. */
    public LnetObject putValue(String field, Object value) {
        if (value == null) {
            remove(field);
        } else if (value instanceof Long || value instanceof String) {
            set(field, value);
        } else if (value instanceof Number n) {
            set(field, n.longValue());
        } else {
            throw new IllegalArgumentException(field + ": a field holds a number or a string, not " + value.getClass().getSimpleName());
        }
        return this;
    }

    private int indexOf(String field) {
        for (int i = 0; i < size; i++) {
            if (names[i].equals(field)) {
                return i;
            }
        }
        return -1;
    }

    private void set(String field, Object value) {
        Objects.requireNonNull(field, "field");
        int i = indexOf(field);
        if (i >= 0) {
            values[i] = value;
            return;
        }
        if (size == names.length) {
            int capacity = size == 0 ? 4 : size + (size >> 1) + 1;
            names = Arrays.copyOf(names, capacity);
            values = Arrays.copyOf(values, capacity);
        }
        names[size] = field;
        values[size] = value;
        size++;
    }

    private void remove(String field) {
        int i = indexOf(field);
        if (i < 0) {
            return;
        }
        System.arraycopy(names, i + 1, names, i, size - i - 1);
        System.arraycopy(values, i + 1, values, i, size - i - 1);
        size--;
        names[size] = null;
        values[size] = null;
    }

    /** The fields in the order they were first set, read-only. */
    public Map<String, Object> fields() {
        return new AbstractMap<>() {
            @Override
            public Set<Map.Entry<String, Object>> entrySet() {
                return new AbstractSet<>() {
                    @Override
                    public Iterator<Map.Entry<String, Object>> iterator() {
                        return new Iterator<>() {
                            private int i;

                            @Override
                            public boolean hasNext() {
                                return i < size;
                            }

                            @Override
                            public Map.Entry<String, Object> next() {
                                if (i >= size) {
                                    throw new NoSuchElementException();
                                }
                                Map.Entry<String, Object> e = new AbstractMap.SimpleImmutableEntry<>(names[i], values[i]);
                                i++;
                                return e;
                            }
                        };
                    }

                    @Override
                    public int size() {
                        return size;
                    }
                };
            }

            @Override
            public Object get(Object key) {
                int i = key instanceof String k ? indexOf(k) : -1;
                return i < 0 ? null : values[i];
            }

            @Override
            public boolean containsKey(Object key) {
                return key instanceof String k && indexOf(k) >= 0;
            }

            @Override
            public int size() {
                return size;
            }
        };
    }

    public boolean has(String field) {
        return indexOf(field) >= 0;
    }

    /** A numeric field, or {@code fallback} when absent or not a number. */
    public long num(String field, long fallback) {
        int i = indexOf(field);
        return i >= 0 && values[i] instanceof Long value ? value : fallback;
    }

    /** A text field, or null. Numbers are given in decimal. */
    public String text(String field) {
        int i = indexOf(field);
        return i < 0 ? null : values[i].toString();
    }

    public LnetObject copy() {
        LnetObject copy = new LnetObject(kind, id);
        copy.names = Arrays.copyOf(names, size);
        copy.values = Arrays.copyOf(values, size);
        copy.size = size;
        return copy;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof LnetObject o && o.kind.equals(kind) && o.id.equals(id) && o.fields().equals(fields());
    }

    @Override
    public int hashCode() {
        return key().hashCode() * 31 + fields().hashCode();
    }

    @Override
    public String toString() {
        return key() + " " + fields();
    }
}
