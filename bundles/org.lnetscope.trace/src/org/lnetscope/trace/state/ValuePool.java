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
import org.lnetscope.trace.internal.ChunkIO;
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
    /** What the values read from a trace may still take ({@link #limitMemory}); unbounded for a writer's pool. */
    private long memoryLeft = Long.MAX_VALUE;
    private long fileBytes = -1;

    /**
     * Bounds the heap the values {@link #define defined} by a trace may take, in total, by the size
     * of its file ({@link ChunkIO#memoryBudget}: the same bound as each record's counts). Each
     * chunk is bounded on its own, but values DEFINEd by events accumulate chunk after chunk as a
     * replay goes: strings of 64 KB of one letter deflate a thousand times, so without this a
     * 1 MB trace could fill gigabytes of pool (issue 30, §5; {@code CountBombTest}). Called by the
     * reader for every state it fills; calling it again for the same file changes nothing.
     */
    public void limitMemory(long bytesOfFile) {
        if (bytesOfFile == fileBytes) {
            return;
        }
        fileBytes = bytesOfFile;
        long used = 0;
        for (Object value : values) {
            used += cost(value);
        }
        memoryLeft = ChunkIO.memoryBudget(bytesOfFile) - used;
    }

    /** Heap of one pooled value, about: its list slot and map entry (80 bytes, as the checkpoint count's) and its text. */
    private static long cost(Object value) {
        return 80 + (value instanceof String s ? 2L * s.length() : 32);
    }

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
        long cost = cost(value);
        if (cost > memoryLeft) {
            long budget = ChunkIO.memoryBudget(fileBytes);
            throw new DamagedException(String.format("pooled value %d%s would make the pool take more memory than a %,d-byte trace"
                    + " may ask for (%,d MiB: %d bytes per byte of file, at least %d MiB)", index,
                    value instanceof String text ? String.format(" (a text of %,d characters)", text.length()) : "", fileBytes,
                    budget >> 20, ChunkIO.MEMORY_PER_FILE_BYTE, ChunkIO.MIN_MEMORY_BUDGET >> 20));
        }
        memoryLeft -= cost;
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
