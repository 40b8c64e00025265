package org.lnetscope.sim.trace;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.zip.CRC32;

import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.internal.ByteSource;
import org.lnetscope.trace.internal.ChunkIO;

/**
 * Makes a trace's bytes depend on the scenario and seed only: TraceWriter stamps the header with
 * the wall clock (createdAt), so two runs of the same scenario differ there. This rewrites the
 * header with a fixed instant and shifts the offsets the index and trailer hold by the change in
 * the header's length (docs/trace-format.md §2). To be dropped once TraceOptions lets a producer
 * give createdAt itself (asked of the trace bundle's owners).
 */
final class CreatedAtFix {

    private CreatedAtFix() {
    }

    static void apply(Path file, Instant createdAt) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".fix");
        try (FileChannel in = FileChannel.open(file, StandardOpenOption.READ);
                FileChannel out = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                        StandardOpenOption.TRUNCATE_EXISTING)) {
            int at = ChunkIO.FILE_HEADER_BYTES;
            byte[] chunkHead = read(in, at, ChunkIO.CHUNK_HEADER_BYTES);
            if (chunkHead[0] != ChunkIO.KIND_HEADER || (chunkHead[1] & ChunkIO.FLAG_DEFLATED) != 0) {
                throw new IOException(file + ": unexpected header chunk");
            }
            int length = ChunkIO.readInt(chunkHead, 2);
            byte[] payload = read(in, at + ChunkIO.CHUNK_HEADER_BYTES, length);
            ByteSource src = new ByteSource(payload);
            ByteSink head = new ByteSink(length + 16);
            head.string(src.string()); // producer
            head.string(src.string()); // description
            src.svarint();
            src.varint(); // the wall-clock createdAt being replaced
            head.svarint(createdAt.getEpochSecond());
            head.varint(createdAt.getNano());
            int rest = src.position();
            head.bytes(payload, rest, length - rest);
            int shift = head.size() - length;

            long size = in.size();
            long indexOffset = ChunkIO.readLong(read(in, size - ChunkIO.TRAILER_BYTES, 8), 0);
            int indexLength = ChunkIO.readInt(read(in, indexOffset, ChunkIO.CHUNK_HEADER_BYTES), 2);
            byte[] index = shiftIndex(read(in, indexOffset + ChunkIO.CHUNK_HEADER_BYTES, indexLength), shift);

            write(out, read(in, 0, at));
            write(out, chunk(ChunkIO.KIND_HEADER, head.array(), head.size()));
            long bodyStart = at + ChunkIO.CHUNK_HEADER_BYTES + length;
            for (long done = 0; done < indexOffset - bodyStart;) {
                done += in.transferTo(bodyStart + done, indexOffset - bodyStart - done, out);
            }
            write(out, chunk(ChunkIO.KIND_INDEX, index, index.length));
            byte[] trailer = new byte[ChunkIO.TRAILER_BYTES];
            long newIndexOffset = indexOffset + shift;
            for (int i = 0; i < 8; i++) {
                trailer[i] = (byte) (newIndexOffset >>> (56 - 8 * i));
            }
            System.arraycopy(ChunkIO.END_MAGIC, 0, trailer, 8, 8);
            write(out, trailer);
        }
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING);
    }

    private static byte[] read(FileChannel in, long position, int length) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(length);
        while (buffer.hasRemaining()) {
            if (in.read(buffer, position + buffer.position()) < 0) {
                throw new IOException("trace cut short at byte " + (position + buffer.position()));
            }
        }
        return buffer.array();
    }

    private static void write(FileChannel out, byte[] bytes) throws IOException {
        ByteBuffer buffer = ByteBuffer.wrap(bytes);
        while (buffer.hasRemaining()) {
            out.write(buffer);
        }
    }

    /** The index payload with every file offset moved by {@code shift} (layout: docs/trace-format.md, "I"). */
    private static byte[] shiftIndex(byte[] payload, int shift) {
        ByteSource in = new ByteSource(payload);
        ByteSink out = new ByteSink(payload.length + 16);
        out.svarint(in.svarint());
        out.varint(in.varint());
        out.svarint(in.svarint());
        long chunks = in.varint();
        out.varint(chunks);
        for (long i = 0; i < chunks; i++) {
            long delta = in.varint();
            out.varint(i == 0 ? delta + shift : delta); // offsets are deltas: only the first moves
            out.varint(in.varint());
            out.svarint(in.svarint());
            out.varint(in.varint());
        }
        long checkpoints = in.varint();
        out.varint(checkpoints);
        for (long i = 0; i < checkpoints; i++) {
            out.varint(in.varint() + shift);
            out.varint(in.varint());
            out.svarint(in.svarint());
        }
        long types = in.varint();
        out.varint(types);
        for (long i = 0; i < types; i++) {
            out.varint(in.varint());
        }
        return java.util.Arrays.copyOf(out.array(), out.size());
    }

    private static byte[] chunk(int kind, byte[] payload, int length) {
        byte[] framed = new byte[ChunkIO.CHUNK_HEADER_BYTES + length];
        framed[0] = (byte) kind;
        for (int i = 0; i < 4; i++) {
            framed[2 + i] = (byte) (length >>> (24 - 8 * i));
        }
        System.arraycopy(payload, 0, framed, ChunkIO.CHUNK_HEADER_BYTES, length);
        CRC32 crc = new CRC32();
        crc.update(framed, 0, 6);
        crc.update(payload, 0, length);
        int c = (int) crc.getValue();
        for (int i = 0; i < 4; i++) {
            framed[6 + i] = (byte) (c >>> (24 - 8 * i));
        }
        return framed;
    }

}
