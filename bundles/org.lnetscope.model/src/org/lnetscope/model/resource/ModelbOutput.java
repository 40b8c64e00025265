package org.lnetscope.model.resource;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32C;

/**
 * The bytes of a {@code .lnetmodelb} body, held in memory in 1 MiB chunks until the header (which
 * states the whole length) and the trailing checksum can be written around them. Every value
 * checks the room it needs once, not per byte.
 */
final class ModelbOutput {

    private static final int CHUNK = 1 << 20;
    /** A long varint takes at most 10 bytes. */
    private static final int MAX_VALUE_BYTES = 10;

    private final List<byte[]> full = new ArrayList<>();
    private byte[] buffer = new byte[CHUNK];
    private int pos;
    private long flushed;

    long size() {
        return flushed + pos;
    }

    private void room(int bytes) {
        if (pos + bytes > buffer.length) {
            full.add(pos == buffer.length ? buffer : java.util.Arrays.copyOf(buffer, pos));
            flushed += pos;
            buffer = new byte[Math.max(CHUNK, bytes)];
            pos = 0;
        }
    }

    void u8(int value) {
        room(1);
        buffer[pos++] = (byte) value;
    }

    /** Unsigned LEB128 of an int taken as unsigned. */
    void varint(int value) {
        room(MAX_VALUE_BYTES);
        byte[] b = buffer;
        int p = pos;
        while ((value & ~0x7F) != 0) {
            b[p++] = (byte) ((value & 0x7F) | 0x80);
            value >>>= 7;
        }
        b[p++] = (byte) value;
        pos = p;
    }

    void varlong(long value) {
        room(MAX_VALUE_BYTES);
        byte[] b = buffer;
        int p = pos;
        while ((value & ~0x7FL) != 0) {
            b[p++] = (byte) ((value & 0x7F) | 0x80);
            value >>>= 7;
        }
        b[p++] = (byte) value;
        pos = p;
    }

    /** Zigzag, so that small negative numbers (credits below zero) stay small. */
    void svarint(int value) {
        varint((value << 1) ^ (value >> 31));
    }

    void svarlong(long value) {
        varlong((value << 1) ^ (value >> 63));
    }

    void bytes(byte[] data) {
        room(data.length);
        System.arraycopy(data, 0, buffer, pos, data.length);
        pos += data.length;
    }

    /** Length (varint) then UTF-8. */
    void text(String text) {
        byte[] utf8 = ModelbFormat.utf8(text);
        varint(utf8.length);
        bytes(utf8);
    }

    /** Header, body, CRC-32C of both. */
    void writeTo(OutputStream out) throws IOException {
        long length = ModelbFormat.HEADER_BYTES + size() + ModelbFormat.TRAILER_BYTES;
        byte[] header = new byte[ModelbFormat.HEADER_BYTES];
        System.arraycopy(ModelbFormat.MAGIC, 0, header, 0, ModelbFormat.MAGIC.length);
        int p = ModelbFormat.MAGIC.length;
        header[p++] = (byte) (ModelbFormat.MAJOR >>> 8);
        header[p++] = (byte) ModelbFormat.MAJOR;
        header[p++] = (byte) (ModelbFormat.MINOR >>> 8);
        header[p++] = (byte) ModelbFormat.MINOR;
        for (int shift = 56; shift >= 0; shift -= 8) {
            header[p++] = (byte) (length >>> shift);
        }
        CRC32C crc = new CRC32C();
        crc.update(header);
        out.write(header);
        for (byte[] chunk : full) {
            crc.update(chunk);
            out.write(chunk);
        }
        crc.update(buffer, 0, pos);
        out.write(buffer, 0, pos);
        int sum = (int) crc.getValue();
        out.write(new byte[] {(byte) (sum >>> 24), (byte) (sum >>> 16), (byte) (sum >>> 8), (byte) sum});
    }
}
