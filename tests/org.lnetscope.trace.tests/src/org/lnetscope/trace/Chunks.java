package org.lnetscope.trace;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.lnetscope.trace.internal.ChunkIO;

/**
 * A trace file taken apart into its chunks (docs/trace-format.md, "Chunks") and put back with a
 * chunk's payload changed and its CRC recomputed: how the hostile-input tests reach the decoders
 * behind the CRC, as a damaged writer (not a torn disk) would.
 */
final class Chunks {

    record Chunk(long offset, int kind, byte[] payload) {
    }

    final byte[] fileHeader;
    final List<Chunk> chunks = new ArrayList<>();
    final byte[] trailer;

    Chunks(byte[] file) {
        fileHeader = Arrays.copyOf(file, ChunkIO.FILE_HEADER_BYTES);
        int end = file.length - ChunkIO.TRAILER_BYTES;
        boolean hasTrailer = end > ChunkIO.FILE_HEADER_BYTES
                && Arrays.equals(Arrays.copyOfRange(file, end + 8, file.length), ChunkIO.END_MAGIC);
        int at = ChunkIO.FILE_HEADER_BYTES;
        int limit = hasTrailer ? end : file.length;
        while (at + ChunkIO.CHUNK_HEADER_BYTES <= limit) {
            int kind = file[at] & 0xFF;
            int flags = file[at + 1] & 0xFF;
            int length = ChunkIO.readInt(file, at + 2);
            if (length < 0 || at + ChunkIO.CHUNK_HEADER_BYTES + length > limit) {
                break;
            }
            int from = at + ChunkIO.CHUNK_HEADER_BYTES;
            byte[] payload = ChunkIO.unpack(file, from, length, flags, ChunkIO.MAX_PAYLOAD); // zlib, zstd or stored
            chunks.add(new Chunk(at, kind, payload));
            at = from + length;
        }
        trailer = hasTrailer ? Arrays.copyOfRange(file, end, file.length) : null;
    }

    int indexOf(int kind, int nth) {
        int seen = 0;
        for (int i = 0; i < chunks.size(); i++) {
            if (chunks.get(i).kind() == kind && seen++ == nth) {
                return i;
            }
        }
        throw new IllegalArgumentException("no chunk " + (char) kind + " #" + nth);
    }

    /** The file with chunk {@code i}'s payload replaced (stored uncompressed, CRC recomputed). */
    byte[] with(int i, byte[] payload, boolean keepTrailer) {
        return with(i, payload, keepTrailer, false);
    }

    /**
     * The same, the new payload deflated if {@code deflate}: what a count bomb looks like, a claim
     * over megabytes of zeros that deflate to a few KB.
     */
    byte[] with(int i, byte[] payload, boolean keepTrailer, boolean deflate) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(fileHeader);
        long indexAt = -1;
        for (int c = 0; c < chunks.size(); c++) {
            Chunk chunk = chunks.get(c);
            if (chunk.kind() == ChunkIO.KIND_INDEX) {
                indexAt = out.size();
            }
            byte[] p = c == i ? payload : chunk.payload();
            boolean deflated = c == i && deflate;
            if (deflated) {
                p = deflate(p);
            }
            byte[] head = new byte[ChunkIO.CHUNK_HEADER_BYTES];
            head[0] = (byte) chunk.kind();
            head[1] = (byte) (deflated ? ChunkIO.FLAG_DEFLATED : 0);
            putInt(head, 2, p.length);
            putInt(head, 6, ChunkIO.crc(head, p, 0, p.length));
            out.writeBytes(head);
            out.writeBytes(p);
        }
        if (keepTrailer && trailer != null) {
            byte[] t = trailer.clone();
            for (int b = 0; b < 8; b++) {
                t[b] = (byte) (indexAt >>> (56 - 8 * b));
            }
            out.writeBytes(t);
        }
        return out.toByteArray();
    }

    /** The file with chunk {@code i} stored as {@code deflated} (zlib bytes made elsewhere, flagged deflated, CRC recomputed). */
    byte[] withStored(int i, byte[] deflated, boolean keepTrailer) {
        byte[] file = with(i, new byte[0], keepTrailer, false);
        // rebuild with the stored bytes in place of the empty payload
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int at = ChunkIO.FILE_HEADER_BYTES;
        out.write(file, 0, at);
        for (int c = 0; c < chunks.size(); c++) {
            int length = ChunkIO.readInt(file, at + 2);
            if (c == i) {
                byte[] head = new byte[ChunkIO.CHUNK_HEADER_BYTES];
                head[0] = file[at];
                head[1] = (byte) ChunkIO.FLAG_DEFLATED;
                putInt(head, 2, deflated.length);
                putInt(head, 6, ChunkIO.crc(head, deflated, 0, deflated.length));
                out.writeBytes(head);
                out.writeBytes(deflated);
            } else {
                out.write(file, at, ChunkIO.CHUNK_HEADER_BYTES + length);
            }
            at += ChunkIO.CHUNK_HEADER_BYTES + length;
        }
        out.write(file, at, file.length - at); // the trailer, if kept (its index offset is the old one)
        return out.toByteArray();
    }

    private static byte[] deflate(byte[] payload) {
        java.util.zip.Deflater deflater = new java.util.zip.Deflater(java.util.zip.Deflater.BEST_COMPRESSION);
        deflater.setInput(payload);
        deflater.finish();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[1 << 16];
        while (!deflater.finished()) {
            out.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        return out.toByteArray();
    }

    private static void putInt(byte[] b, int at, int v) {
        b[at] = (byte) (v >>> 24);
        b[at + 1] = (byte) (v >>> 16);
        b[at + 2] = (byte) (v >>> 8);
        b[at + 3] = (byte) v;
    }
}
