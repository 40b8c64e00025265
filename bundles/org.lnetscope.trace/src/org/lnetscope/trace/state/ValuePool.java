package org.lnetscope.trace.state;

import java.time.DateTimeException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.internal.ByteSource;
import org.lnetscope.trace.internal.DamagedException;

/**
 * Strings, NIDs and instants, each written once into the trace and then named by index. Append
 * only: index i always means the same value in a trace, so a reader that has seen more of the
 * trace than its current position holds a harmless superset.
 */
public final class ValuePool {

    private static final int TAG_STRING = 0;
    private static final int TAG_NID = 1;
    private static final int TAG_INSTANT = 2;
    /** A large (IPv6) NID, as its text: it has no u64 form. Traces without one never use this tag. */
    private static final int TAG_NID_TEXT = 3;

    private final List<Object> values = new ArrayList<>();
    private final Map<Object, Integer> indexOf = new HashMap<>();

    public int size() {
        return values.size();
    }

    public Object get(int index) {
        if (index < 0 || index >= values.size()) {
            throw new DamagedException("value pool index " + index + " not defined (pool has " + values.size() + ")");
        }
        return values.get(index);
    }

    /** Index of {@code value}, or -1. */
    public int find(Object value) {
        Integer index = indexOf.get(value);
        return index == null ? -1 : index;
    }

    /** Index of {@code value}, adding it if new. */
    public int intern(Object value) {
        Integer index = indexOf.get(value);
        if (index != null) {
            return index;
        }
        checkType(value);
        values.add(value);
        indexOf.put(value, values.size() - 1);
        return values.size() - 1;
    }

    /**
     * Forgets the values from index {@code size} on: what a writer interned for an event it then
     * aborted, whose DEFINEs were never written (a later event that uses the value defines it again).
     */
    public void truncate(int size) {
        while (values.size() > size) {
            Object value = values.remove(values.size() - 1);
            indexOf.remove(value, values.size());
        }
    }

    /** Records a definition read from a trace: {@code index} must be the next one or already hold {@code value}. */
    public void define(int index, Object value) {
        if (index < values.size()) {
            if (!values.get(index).equals(value)) {
                throw new DamagedException("value pool index " + index + " redefined");
            }
            return;
        }
        if (index != values.size()) {
            throw new DamagedException("value pool index " + index + " defined out of order (next is " + values.size() + ")");
        }
        values.add(value);
        indexOf.putIfAbsent(value, index);
    }

    private static void checkType(Object value) {
        if (!(value instanceof String || value instanceof Nid || value instanceof Instant)) {
            throw new IllegalArgumentException("a trace pools strings, NIDs and instants, not " + value.getClass().getName());
        }
    }

    public static void encodeValue(ByteSink out, Object value) {
        if (value instanceof String s) {
            out.u8(TAG_STRING);
            out.string(s);
        } else if (value instanceof Nid nid && nid.isLarge()) {
            out.u8(TAG_NID_TEXT);
            out.string(nid.toString());
        } else if (value instanceof Nid nid) {
            out.u8(TAG_NID);
            out.varint(nid.toLnetNidT());
        } else if (value instanceof Instant instant) {
            out.u8(TAG_INSTANT);
            out.svarint(instant.getEpochSecond());
            out.varint(instant.getNano());
        } else {
            throw new IllegalArgumentException(String.valueOf(value));
        }
    }

    public static Object decodeValue(ByteSource in) {
        int tag = in.u8();
        return switch (tag) {
            case TAG_STRING -> in.string();
            case TAG_NID -> nid(in.varint());
            case TAG_INSTANT -> instant(in.svarint(), in.varint());
            case TAG_NID_TEXT -> {
                String text = in.string();
                try {
                    yield Nid.parse(text);
                } catch (IllegalArgumentException e) {
                    throw new DamagedException("pooled NID \"" + text + "\" does not parse: " + e.getMessage());
                }
            }
            default -> throw new DamagedException("unknown pooled value tag " + tag);
        };
    }

    private static Nid nid(long lnetNidT) {
        try {
            return Nid.fromLnetNidT(lnetNidT);
        } catch (IllegalArgumentException e) {
            throw new DamagedException("pooled NID " + Long.toHexString(lnetNidT) + " is not an lnet_nid_t: " + e.getMessage());
        }
    }

    private static Instant instant(long seconds, long nanos) {
        try {
            return Instant.ofEpochSecond(seconds, nanos);
        } catch (DateTimeException | ArithmeticException e) {
            throw new DamagedException("pooled time " + seconds + " s is out of range");
        }
    }

    public void encode(ByteSink out) {
        out.varint(values.size());
        for (Object value : values) {
            encodeValue(out, value);
        }
    }

    /** Reads a pool written by {@link #encode} into this pool (which may already hold a prefix or a superset). */
    public void decodeInto(ByteSource in) {
        // a pooled value costs about 80 bytes of heap (the value, its list slot, its map entry)
        int count = in.count("pooled value", 2, 80);
        for (int i = 0; i < count; i++) {
            define(i, decodeValue(in));
        }
    }
}
