package org.lnetscope.trace.internal;

import java.util.zip.Deflater;

/**
 * The codec a writer compresses chunks with, one per thread: zlib (flag {@link ChunkIO#FLAG_DEFLATED},
 * formats 1 to 3) or zstd ({@link ChunkIO#FLAG_ZSTD}, format 4). A chunk is kept compressed only
 * when that makes it smaller; its flag says which codec, so a reader never guesses.
 */
public abstract class ChunkCompressor {

    ChunkCompressor() {
    }

    /** The chunk flag of what this compressor writes. */
    public abstract int flag();

    /**
     * Appends the compressed form of {@code payload[0, length)} to {@code out} and returns its
     * length; or, if it would not be smaller than {@code length}, appends nothing and returns -1.
     */
    abstract int compressInto(ByteSink out, byte[] payload, int length);

    /** Frees the codec's native memory. */
    public abstract void end();

    /** zlib at {@code level} (1 to 9). */
    public static ChunkCompressor deflate(int level) {
        Deflater deflater = new Deflater(level);
        return new ChunkCompressor() {
            @Override
            public int flag() {
                return ChunkIO.FLAG_DEFLATED;
            }

            @Override
            int compressInto(ByteSink out, byte[] payload, int length) {
                return ChunkIO.deflateInto(out, payload, length, deflater);
            }

            @Override
            public void end() {
                deflater.end();
            }
        };
    }

    /** zstd at {@code level}; {@link CodecUnavailableException} if its native library cannot load. */
    public static ChunkCompressor zstd(int level) {
        return ZstdChunks.compressor(level);
    }
}
