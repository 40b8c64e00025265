package org.lnetscope.model.resource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * The bytes of a {@code .lnetmodelb} file being read, with the offset of every failure. Nothing
 * read is trusted: a count or length larger than the bytes left is damage, said before anything
 * is allocated for it, so a hostile length field cannot make the reader run out of memory.
 */
final class ModelbInput {

    /** A damaged file: what was wrong, and where. */
    static final class Damaged extends IOException {
        private static final long serialVersionUID = 1L;
        final long offset;

        Damaged(long offset, String message) {
            super(message);
            this.offset = offset;
        }
    }

    private final byte[] data;
    private final int end;
    int pos;

    ModelbInput(byte[] data, int start, int end) {
        this.data = data;
        this.pos = start;
        this.end = end;
    }

    int remaining() {
        return end - pos;
    }

    Damaged damaged(long at, String message) {
        return new Damaged(at, message);
    }

    Damaged damaged(String message) {
        return new Damaged(pos, message);
    }

    private Damaged ended() {
        return new Damaged(pos, "unexpected end of the data (truncated or damaged)");
    }

    int u8() throws Damaged {
        if (pos >= end) {
            throw ended();
        }
        return data[pos++] & 0xFF;
    }

    void skip(int bytes) throws Damaged {
        if (bytes > remaining()) {
            throw ended();
        }
        pos += bytes;
    }

    /** A byte already skipped over. */
    int byteAt(int index) {
        return data[index] & 0xFF;
    }

    int varint() throws Damaged {
        int start = pos;
        int value = 0;
        for (int shift = 0; shift < 35; shift += 7) {
            if (pos >= end) {
                throw ended();
            }
            int b = data[pos++];
            value |= (b & 0x7F) << shift;
            if (b >= 0) {
                if (shift == 28 && (b & 0x70) != 0) {
                    throw damaged(start, "a number too large for 32 bits");
                }
                return value;
            }
        }
        throw damaged(start, "a number too large for 32 bits");
    }

    long varlong() throws Damaged {
        int start = pos;
        long value = 0;
        for (int shift = 0; shift < 70; shift += 7) {
            if (pos >= end) {
                throw ended();
            }
            int b = data[pos++];
            value |= (long) (b & 0x7F) << shift;
            if (b >= 0) {
                if (shift == 63 && (b & 0x7E) != 0) {
                    throw damaged(start, "a number too large for 64 bits");
                }
                return value;
            }
        }
        throw damaged(start, "a number too large for 64 bits");
    }

    int svarint() throws Damaged {
        int v = varint();
        return (v >>> 1) ^ -(v & 1);
    }

    long svarlong() throws Damaged {
        long v = varlong();
        return (v >>> 1) ^ -(v & 1);
    }

    /**
     * A count of things that each take at least one byte, so it cannot exceed the bytes left.
     *
     * @param what said in the error, e.g. "objects in Node.messages"
     */
    int count(String what) throws Damaged {
        int start = pos;
        int n = varint();
        if (n < 0 || n > remaining()) {
            throw damaged(start, "a count of " + Integer.toUnsignedString(n) + " " + what + " with only " + remaining()
                    + " bytes left");
        }
        return n;
    }

    String text() throws Damaged {
        int start = pos;
        int length = varint();
        if (length < 0 || length > remaining()) {
            throw damaged(start, "a text of " + Integer.toUnsignedString(length) + " bytes with only " + remaining()
                    + " bytes left");
        }
        String text = new String(data, pos, length, StandardCharsets.UTF_8);
        pos += length;
        return text;
    }
}
