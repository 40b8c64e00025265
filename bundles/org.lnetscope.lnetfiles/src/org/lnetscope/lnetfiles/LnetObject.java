package org.lnetscope.lnetfiles;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * One LNet object of one node as its files show it: a peer NI, a CPT tx queue, a router buffer
 * pool... Fields are named as lnetctl names them (see {@link Kinds}) and hold a {@link Long} or a
 * {@link String}, nothing else: that keeps the agent's JSON, the Prometheus exposition and the
 * mapping to the model one simple loop each, and lets the debugfs and YAML views of the same
 * object merge field by field.
 */
public final class LnetObject {

    private final String kind;
    private final String id;
    private final LinkedHashMap<String, Object> fields = new LinkedHashMap<>();

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
        fields.put(field, value);
        return this;
    }

    public LnetObject put(String field, String value) {
        fields.put(field, Objects.requireNonNull(value, field));
        return this;
    }

    /** Sets a field from a protocol value (Long or String); null removes it. */
    public LnetObject putValue(String field, Object value) {
        if (value == null) {
            fields.remove(field);
        } else if (value instanceof Long || value instanceof String) {
            fields.put(field, value);
        } else if (value instanceof Number n) {
            fields.put(field, n.longValue());
        } else {
            throw new IllegalArgumentException(field + ": a field holds a number or a string, not " + value.getClass().getSimpleName());
        }
        return this;
    }

    public Map<String, Object> fields() {
        return Collections.unmodifiableMap(fields);
    }

    public boolean has(String field) {
        return fields.containsKey(field);
    }

    /** A numeric field, or {@code fallback} when absent or not a number. */
    public long num(String field, long fallback) {
        return fields.get(field) instanceof Long value ? value : fallback;
    }

    /** A text field, or null. Numbers are given in decimal. */
    public String text(String field) {
        Object value = fields.get(field);
        return value == null ? null : value.toString();
    }

    public LnetObject copy() {
        LnetObject copy = new LnetObject(kind, id);
        copy.fields.putAll(fields);
        return copy;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof LnetObject o && o.kind.equals(kind) && o.id.equals(id) && o.fields.equals(fields);
    }

    @Override
    public int hashCode() {
        return key().hashCode() * 31 + fields.hashCode();
    }

    @Override
    public String toString() {
        return key() + " " + fields;
    }
}
