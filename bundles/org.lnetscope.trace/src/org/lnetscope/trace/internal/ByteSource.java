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

    public ByteSource(byte[] bytes, int offset, int length) {
        this.bytes = bytes;
        this.position = offset;
        this.limit = offset + length;
    }

    public ByteSource(byte[] bytes) {
        this(bytes, 0, bytes.length);
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
