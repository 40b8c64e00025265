package org.lnetscope.trace.internal;

import java.nio.charset.StandardCharsets;

/**
 * Reads what {@link ByteSink} wrote. Every read is bounds-checked and fails with
 * {@link DamagedException} rather than an index exception, so a chunk whose CRC matched but whose
 * content is still inconsistent (a writer bug, or a trace from a newer writer) is reported, not
 * dumped.
 */
public final class ByteSource {

    private final byte[] bytes;
    private int position;
    private final int limit;
    /**
     * Bytes of memory the counts read from here may still make a decoder allocate, and what set
     * that bound (issue 30: memory follows the bytes of the file, not the counts it claims).
     */
    private long memoryLeft = Long.MAX_VALUE;
    private String memoryBound;

    public ByteSource(byte[] bytes, int offset, int length) {
        this.bytes = bytes;
        this.position = offset;
        this.limit = offset + length;
    }

    public ByteSource(byte[] bytes) {
        this(bytes, 0, bytes.length);
    }

    /**
     * Bounds what the counts read from this source may make a decoder allocate by the size of the
     * file they came from ({@link ChunkIO#memoryBudget}). A count in a deflated chunk is only
     * checked against the inflated bytes by {@link #count(String, int)}, and a few KB of file can
     * inflate to 256 MiB of zeros, each zero an object or a pooled value that costs tens of bytes
     * of heap: this bound is what keeps such a claim from being allocated.
     */
    public ByteSource limitMemory(long fileBytes) {
        memoryLeft = ChunkIO.memoryBudget(fileBytes);
        memoryBound = String.format("a %,d-byte trace may ask for (%,d MiB: %d bytes per byte of file, at least %d MiB)",
                fileBytes, memoryLeft >> 20, ChunkIO.MEMORY_PER_FILE_BYTE, ChunkIO.MIN_MEMORY_BUDGET >> 20);
        return this;
    }

    /**
     * {@link #limitMemory(long)} for one of {@code shares} sources decoded side by side (the parts
     * of one restore point): each may ask for its share of the file's bound, together the bound.
     */
    public ByteSource limitMemory(long fileBytes, int shares) {
        limitMemory(fileBytes);
        memoryLeft /= Math.max(1, shares);
        return this;
    }

    public boolean hasMore() {
        return position < limit;
    }

    public int position() {
        return position;
    }

    public void position(int newPosition) {
        position = newPosition;
    }

    public int u8() {
        if (position >= limit) {
            throw new DamagedException("record runs past the end of its chunk");
        }
        return bytes[position++] & 0xFF;
    }

    public long varint() {
        if (position < limit) {
            byte first = bytes[position];
            if (first >= 0) {
                position++;
                return first;
            }
        }
        long result = 0;
        int shift = 0;
        while (true) {
            if (position >= limit) {
                throw new DamagedException("record runs past the end of its chunk");
            }
            byte b = bytes[position++];
            result |= (long) (b & 0x7F) << shift;
            if (b >= 0) {
                return result;
            }
            shift += 7;
            if (shift > 63) {
                throw new DamagedException("varint longer than 10 bytes");
            }
        }
    }

    /** A varint that must fit an int index or count. */
    public int uint() {
        long value = varint();
        if (value < 0 || value > Integer.MAX_VALUE) {
            throw new DamagedException("count or index " + value + " out of range");
        }
        return (int) value;
    }

    /**
     * A count of items that follow, each at least {@code minBytesEach} bytes long: checked against
     * the bytes left before any caller allocates for it, so a damaged count (2^31-1 chunks in a
     * 4 KB file) is a one-line error, not an OutOfMemoryError.
     */
    public int count(String what, int minBytesEach) {
        int at = position;
        long value = varint();
        long room = (limit - position) / Math.max(1, minBytesEach);
        if (value < 0 || value > room) {
            throw new DamagedException(what + " count " + value + " (at payload byte " + at + ") is more than the "
                    + (limit - position) + " bytes left can hold");
        }
        return (int) value;
    }

    /**
     * {@link #count(String, int)}, and charges {@code memoryEach} bytes of heap per item against
     * the bound set by {@link #limitMemory} before the caller allocates anything for them.
     */
    public int count(String what, int minBytesEach, long memoryEach) {
        int at = position;
        int value = count(what, minBytesEach);
        charge(what, value, memoryEach, at);
        return value;
    }

    /** Charges {@code count} items of {@code memoryEach} bytes read at payload byte {@code at}. */
    public void charge(String what, long count, long memoryEach, int at) {
        long cost = count > Long.MAX_VALUE / Math.max(1, memoryEach) ? Long.MAX_VALUE : count * memoryEach;
        if (cost > memoryLeft) {
            throw new DamagedException(String.format("%s count %d (at payload byte %d) would take %,d MiB of memory, more than %s", what,
                    count, at, cost >> 20, memoryBound));
        }
        memoryLeft -= cost;
    }

    public long svarint() {
        long raw = varint();
        return (raw >>> 1) ^ -(raw & 1);
    }

    public String string() {
        int length = uint();
        if (length > limit - position) {
            throw new DamagedException("string runs past the end of its chunk");
        }
        String value = new String(bytes, position, length, StandardCharsets.UTF_8);
        position += length;
        return value;
    }
}
