package org.lnetscope.trace.internal;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A growable byte buffer with the varint encodings of the trace format. Unsigned LEB128 varints
 * keep the small numbers that dominate a trace (object ids, slots, time deltas, credits) to one
 * or two bytes; signed values are zigzag-encoded first so that -1 costs one byte too.
 */
public final class ByteSink {

    private byte[] bytes;
    private int size;

    public ByteSink(int initialCapacity) {
        bytes = new byte[Math.max(16, initialCapacity)];
    }

    public int size() {
        return size;
    }

    public byte[] array() {
        return bytes;
    }

    public void clear() {
        size = 0;
    }

    /** Drops the bytes from {@code newSize} on, or takes as written the bytes put into {@link #array()} up to it. */
    public void size(int newSize) {
        if (newSize < 0 || newSize > bytes.length) {
            throw new IndexOutOfBoundsException("size " + newSize + " of a buffer of " + bytes.length);
        }
        size = newSize;
    }

    public byte[] toByteArray() {
        return Arrays.copyOf(bytes, size);
    }

    /**
     * Makes room for {@code extra} more bytes. Callers that write several fields reserve once for
     * all of them (an event's ops: {@code EventCodec}), so that the per-field writes below are one
     * compare each and the growth path stays out of the inlined code.
     */
    public void reserve(int extra) {
        if (size + extra > bytes.length) {
            grow(extra);
        }
    }

    private void grow(int extra) {
        bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + extra));
    }

    public void u8(int value) {
        if (size == bytes.length) {
            grow(1);
        }
        bytes[size++] = (byte) value;
    }

    public void bytes(byte[] data, int offset, int length) {
        reserve(length);
        System.arraycopy(data, offset, bytes, size, length);
        size += length;
    }

    /**
     * Unsigned varint; negative longs take 10 bytes, so use {@link #svarint} for signed values.
     * One and two bytes (ids, slots, credits, most time steps) take the straight path: the loop
     * and the room check per byte were 8 % of the recording thread (JFR, docs/benchmarks.md,
     * "Recording a trace").
     */
    public void varint(long value) {
        if (size + 10 > bytes.length) {
            grow(10);
        }
        byte[] b = bytes;
        int at = size;
        if ((value & ~0x7FL) == 0) {
            b[at] = (byte) value;
            size = at + 1;
            return;
        }
        if ((value & ~0x3FFFL) == 0) {
            b[at] = (byte) (value | 0x80);
            b[at + 1] = (byte) (value >>> 7);
            size = at + 2;
            return;
        }
        while ((value & ~0x7FL) != 0) {
            b[at++] = (byte) ((value & 0x7F) | 0x80);
            value >>>= 7;
        }
        b[at++] = (byte) value;
        size = at;
    }

    public void svarint(long value) {
        varint((value << 1) ^ (value >> 63));
    }

    public void string(String value) {
        byte[] utf8 = value.getBytes(StandardCharsets.UTF_8);
        varint(utf8.length);
        bytes(utf8, 0, utf8.length);
    }

    /** Writes a 4-byte big-endian int at {@code position}, which must already be written. */
    public void putInt(int position, int value) {
        bytes[position] = (byte) (value >>> 24);
        bytes[position + 1] = (byte) (value >>> 16);
        bytes[position + 2] = (byte) (value >>> 8);
        bytes[position + 3] = (byte) value;
    }
}
