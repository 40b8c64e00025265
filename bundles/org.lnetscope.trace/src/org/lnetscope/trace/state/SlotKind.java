package org.lnetscope.trace.state;

/**
 * How a single-valued feature is held in a {@link FlatState} long slot. Pooled kinds (strings,
 * NIDs, instants) hold an index into the {@link ValuePool}, so that a NID written on every message
 * costs one or two bytes instead of the nine of its u64 form.
 */
public enum SlotKind {
    /** int, long, boolean (0/1), enum (literal value) and kernel addresses. */
    LONG,
    /** A non-containment reference: the target's object id, or {@link Schema#NULL}. */
    REF,
    /** Pool index of a String, or {@link Schema#NULL}. */
    STRING,
    /** Pool index of a {@code Nid}, or {@link Schema#NULL}. */
    NID,
    /** Pool index of a {@code java.time.Instant}, or {@link Schema#NULL}. */
    INSTANT;

    public boolean pooled() {
        return this == STRING || this == NID || this == INSTANT;
    }
}
