package org.lnetscope.trace.internal;

import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

/**
 * The framing every record of a .lnettrace file shares (docs/trace-format.md, "Chunks"):
 * {@code kind u8, flags u8, length u32, crc32 u32, payload}. The CRC covers the first six header
 * bytes and the stored payload, so a torn length is caught as surely as torn data.
 */
public final class ChunkIO {

    /** PNG-style magic: a high byte, the name, CR LF and ^Z catch text-mode and 7-bit mangling. */
    public static final byte[] MAGIC = {(byte) 0x89, 'L', 'N', 'T', 'R', '\r', '\n', 0x1A};
    /** The newest major version (read: 1 to this; written: TraceOptions.formatMajor). */
    public static final int FORMAT_MAJOR = 4;
    public static final int FORMAT_MINOR = 0;
    /** Magic, major u16, minor u16. */
    public static final int FILE_HEADER_BYTES = 12;
    public static final int CHUNK_HEADER_BYTES = 10;
    /** Index chunk offset u64, then {@link #END_MAGIC}. */
    public static final int TRAILER_BYTES = 16;
    public static final byte[] END_MAGIC = {'L', 'N', 'T', 'R', 'I', 'D', 'X', 0x1A};

    public static final int KIND_HEADER = 'H';
    public static final int KIND_CHECKPOINT = 'C';
    public static final int KIND_EVENTS = 'E';
    public static final int KIND_INDEX = 'I';

    /** The payload is zlib (deflate) data: formats 1 to 3, and a seek index's chunks. */
    public static final int FLAG_DEFLATED = 1;
    /**
     * The payload is one zstd frame that says its size (format 4: docs/trace-format.md §2). A flag
     * of its own, so that each chunk says what it is and a reader needs no other clue.
     */
    public static final int FLAG_ZSTD = 2;

    /** Chunks are bounded so a damaged length cannot make a reader allocate gigabytes. */
    public static final int MAX_PAYLOAD = 256 << 20;

    /**
     * What a reader may allocate from the counts of one decoded record (header, index, a
     * checkpoint) per byte of the file, and at least: a claim beyond it is damage, refused before
     * anything is allocated (issue 30). Deflate inflates up to 1,032 times, so counts checked only
     * against inflated bytes let a 65 KB trace claim 25 M pooled values (about 2 GB of heap).
     * Real traces stay far below (the examples at 1 % of it: ClaimBudgetBenchmark, docs/benchmarks.md); the bombs: CountBombTest.
     */
    public static final long MEMORY_PER_FILE_BYTE = 256;
    public static final long MIN_MEMORY_BUDGET = 16L << 20;

    /** The memory a file of {@code fileBytes} may make a reader allocate per decoded record. */
    public static long memoryBudget(long fileBytes) {
        long scaled = fileBytes > Long.MAX_VALUE / MEMORY_PER_FILE_BYTE ? Long.MAX_VALUE : fileBytes * MEMORY_PER_FILE_BYTE;
        return Math.max(MIN_MEMORY_BUDGET, scaled);
    }

    private ChunkIO() {
    }

    /**
     * Frames {@code payload} compressed by {@code compressor} if that makes it smaller (flagged
     * with the compressor's flag), else as it is; {@code compressor} null: as it is. The compressor
     * writes straight into {@code out}: a checkpoint's payload of tens of megabytes was deflated into
     * a buffer, a growing stream and its copy before being copied again into the frame (three
     * transient copies on the writer thread, at the size that ran out of heap at {@code -Xmx1g}:
     * docs/benchmarks.md).
     */
    public static void frame(ByteSink out, int kind, byte[] payload, int length, ChunkCompressor compressor) {
        int start = out.size();
        out.u8(kind);
        for (int i = 0; i < 9; i++) {
            out.u8(0);
        }
        int flags = 0;
        int storedLength = compressor != null && length > 64 ? compressor.compressInto(out, payload, length) : -1;
        if (storedLength >= 0) {
            flags |= compressor.flag();
        } else {
            out.bytes(payload, 0, length);
            storedLength = length;
        }
        byte[] framed = out.array();
        framed[start + 1] = (byte) flags;
        out.putInt(start + 2, storedLength);
        CRC32 crc = new CRC32();
        crc.update(framed, start, 6);
        crc.update(framed, start + CHUNK_HEADER_BYTES, storedLength);
        out.putInt(start + 6, (int) crc.getValue());
    }

    /**
     * Deflates {@code payload} onto the end of {@code out} and returns the deflated length; or,
     * once the deflated bytes reach {@code length} (deflating does not make it smaller), takes
     * them back off and returns -1.
     */
    static int deflateInto(ByteSink out, byte[] payload, int length, Deflater deflater) {
        int start = out.size();
        deflater.reset();
        deflater.setInput(payload, 0, length);
        deflater.finish();
        out.reserve(Math.max(4096, length / 2));
        while (!deflater.finished()) {
            int written = out.size() - start;
            if (written >= length) {
                out.size(start);
                return -1;
            }
            if (out.size() == out.array().length) {
                out.reserve(Math.max(4096, length / 4));
            }
            int room = Math.min(out.array().length - out.size(), length - written);
            int n = deflater.deflate(out.array(), out.size(), room);
            out.size(out.size() + n);
        }
        int stored = out.size() - start;
        if (stored >= length) {
            out.size(start);
            return -1;
        }
        return stored;
    }

    public static int crc(byte[] header6, byte[] stored, int offset, int length) {
        CRC32 crc = new CRC32();
        crc.update(header6, 0, 6);
        crc.update(stored, offset, length);
        return (int) crc.getValue();
    }

    public static int readInt(byte[] bytes, int offset) {
        return ((bytes[offset] & 0xFF) << 24) | ((bytes[offset + 1] & 0xFF) << 16) | ((bytes[offset + 2] & 0xFF) << 8)
                | (bytes[offset + 3] & 0xFF);
    }

    public static long readLong(byte[] bytes, int offset) {
        return ((long) readInt(bytes, offset) << 32) | (readInt(bytes, offset + 4) & 0xFFFFFFFFL);
    }

    /**
     * The payload of a chunk whose header has {@code flags}: as stored, inflated (zlib) or
     * decompressed (zstd), at most {@code maxBytes} (see {@link #inflate(byte[], int, int, long)}).
     * Flags no writer sets are damage; zstd that cannot load here is {@link CodecUnavailableException}.
     */
    public static byte[] unpack(byte[] stored, int offset, int length, int flags, long maxBytes) {
        return switch (flags & 0xFF) {
            case 0 -> offset == 0 && length == stored.length ? stored : Arrays.copyOfRange(stored, offset, offset + length);
            case FLAG_DEFLATED -> inflate(stored, offset, length, maxBytes);
            case FLAG_ZSTD -> ZstdChunks.decompress(stored, offset, length, Math.min(MAX_PAYLOAD, maxBytes));
            default -> throw new DamagedException("unknown chunk flags 0x" + Integer.toHexString(flags & 0xFF));
        };
    }

    /** Inflates a stored payload; {@link DamagedException} if it is not valid deflate data. */
    public static byte[] inflate(byte[] stored, int offset, int length) {
        return inflate(stored, offset, length, MAX_PAYLOAD);
    }

    /**
     * Inflates a stored payload, stopping as soon as it passes {@code maxBytes} (at most
     * {@link #MAX_PAYLOAD}): a reader passes {@link #memoryBudget} of the file's size, so a few KB
     * of zeros are refused at the file's budget rather than at 256 MiB (issue 30).
     */
    public static byte[] inflate(byte[] stored, int offset, int length, long maxBytes) {
        Inflater inflater = new Inflater();
        long max = Math.min(MAX_PAYLOAD, maxBytes);
        try {
            inflater.setInput(stored, offset, length);
            ByteSink out = new ByteSink((int) Math.min(max, (long) length * 4));
            byte[] buffer = new byte[(int) Math.min(Math.max(8192, length * 2L), 1 << 20)];
            while (!inflater.finished()) {
                // never past the bound: inflation stops there, not after the whole chunk (issue 30)
                int n = inflater.inflate(buffer, 0, (int) Math.min(buffer.length, max + 1 - out.size()));
                if (n == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
                    throw new DamagedException("deflated chunk is truncated");
                }
                out.bytes(buffer, 0, n);
                if (out.size() > max) {
                    throw new DamagedException(max == MAX_PAYLOAD ? "deflated chunk expands beyond " + MAX_PAYLOAD + " bytes"
                            : String.format("deflated chunk expands beyond %,d bytes, more than its file's bytes can justify"
                                    + " (%d bytes per byte of file, at least %d MiB)", max, MEMORY_PER_FILE_BYTE,
                                    MIN_MEMORY_BUDGET >> 20));
                }
            }
            return out.toByteArray();
        } catch (DataFormatException e) {
            throw new DamagedException("deflated chunk is corrupt: " + e.getMessage());
        } finally {
            inflater.end();
        }
    }
}
