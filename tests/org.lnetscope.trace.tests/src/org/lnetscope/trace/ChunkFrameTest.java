package org.lnetscope.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.Random;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.internal.ChunkCompressor;
import org.lnetscope.trace.internal.ChunkIO;

/**
 * {@link ChunkIO#frame} deflates straight into the frame instead of through buffers and copies:
 * the bytes must be those of deflating the whole payload first and keeping it only when smaller
 * (how frames were made before, and how every trace already written was framed), and they must
 * read back.
 */
class ChunkFrameTest {

    /** Payloads: compressible varint-like data of several sizes, random bytes (never smaller deflated), and one at the edge. */
    @ParameterizedTest
    @ValueSource(strings = {"runs:65", "runs:5000", "runs:3000000", "random:100", "random:200000", "mixed:70000"})
    void framesAreTheBytesOfDeflatingFirstAndReadBack(String spec) {
        String[] parts = spec.split(":");
        byte[] payload = payload(parts[0], Integer.parseInt(parts[1]));
        ChunkCompressor deflater = ChunkCompressor.deflate(Deflater.BEST_SPEED);
        ByteSink out = new ByteSink(16);
        out.u8(0x55); // a frame after other bytes in the same sink, as the writer's pipe frames chunk after chunk
        ChunkIO.frame(out, ChunkIO.KIND_EVENTS, payload, payload.length, deflater);
        byte[] expected = referenceFrame(ChunkIO.KIND_EVENTS, payload);
        byte[] framed = Arrays.copyOfRange(out.array(), 1, out.size());
        assertArrayEquals(expected, framed, spec);

        int flags = framed[1];
        int stored = ChunkIO.readInt(framed, 2);
        assertEquals(framed.length - ChunkIO.CHUNK_HEADER_BYTES, stored);
        assertEquals(ChunkIO.crc(framed, framed, ChunkIO.CHUNK_HEADER_BYTES, stored), ChunkIO.readInt(framed, 6));
        byte[] back = (flags & ChunkIO.FLAG_DEFLATED) != 0
                ? ChunkIO.inflate(framed, ChunkIO.CHUNK_HEADER_BYTES, stored)
                : Arrays.copyOfRange(framed, ChunkIO.CHUNK_HEADER_BYTES, framed.length);
        assertArrayEquals(payload, back, spec);
        if (parts[0].equals("random")) {
            assertEquals(0, flags, "random bytes are stored as they are");
        } else if (parts[0].equals("runs")) {
            assertEquals(ChunkIO.FLAG_DEFLATED, flags);
        }
        deflater.end();
    }

    private static byte[] payload(String kind, int n) {
        Random random = new Random(n);
        byte[] b = new byte[n];
        for (int i = 0; i < n; i++) {
            b[i] = switch (kind) {
                case "runs" -> (byte) (i % 7 == 0 ? random.nextInt(4) : i % 13);
                case "random" -> (byte) random.nextInt(256);
                default -> (byte) (i < n / 2 ? random.nextInt(256) : i % 3);
            };
        }
        return b;
    }

    /** The frame as it was made before: the whole deflated copy first, kept only if smaller. */
    private static byte[] referenceFrame(int kind, byte[] payload) {
        Deflater deflater = new Deflater(Deflater.BEST_SPEED);
        deflater.setInput(payload);
        deflater.finish();
        ByteArrayOutputStream packed = new ByteArrayOutputStream();
        byte[] buffer = new byte[4096];
        while (!deflater.finished()) {
            packed.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        byte[] stored = payload;
        int flags = 0;
        if (payload.length > 64 && packed.size() < payload.length) {
            stored = packed.toByteArray();
            flags = ChunkIO.FLAG_DEFLATED;
        }
        byte[] frame = new byte[ChunkIO.CHUNK_HEADER_BYTES + stored.length];
        frame[0] = (byte) kind;
        frame[1] = (byte) flags;
        putInt(frame, 2, stored.length);
        System.arraycopy(stored, 0, frame, ChunkIO.CHUNK_HEADER_BYTES, stored.length);
        CRC32 crc = new CRC32();
        crc.update(frame, 0, 6);
        crc.update(stored, 0, stored.length);
        putInt(frame, 6, (int) crc.getValue());
        return frame;
    }

    private static void putInt(byte[] b, int at, int value) {
        b[at] = (byte) (value >>> 24);
        b[at + 1] = (byte) (value >>> 16);
        b[at + 2] = (byte) (value >>> 8);
        b[at + 3] = (byte) value;
    }
}
