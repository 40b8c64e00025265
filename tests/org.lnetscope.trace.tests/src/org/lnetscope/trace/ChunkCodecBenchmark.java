package org.lnetscope.trace;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;

import org.lnetscope.trace.internal.ChunkIO;

import com.github.luben.zstd.ZstdCompressCtx;
import com.github.luben.zstd.ZstdDecompressCtx;

/**
 * Which codec for a trace's chunks (docs/benchmarks.md, "A faster codec for the trace's chunks"):
 * reads the chunks of a trace as they are (events and checkpoints; every {@code --every}-th of each
 * kind), then compresses and decompresses the same payloads with zlib level 1 (the writer's until
 * format 4), zstd at the given levels and, when {@code lz4-java} is on the class path (found by
 * reflection: it is not a dependency of the product), LZ4's fast compressor. Prints per codec and
 * kind: stored bytes and this thread's CPU both ways, and checks every payload comes back equal.
 * Compiled with the tests, never run by them.
 *
 * <pre>
 * java -Xmx5g -cp CP org.lnetscope.trace.ChunkCodecBenchmark FILE [--every 3] [--levels -5,-1,1,3]
 * </pre>
 */
public final class ChunkCodecBenchmark {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private ChunkCodecBenchmark() {
    }

    interface Codec {
        String name();

        /** Compresses src into dst (large enough), returns the length. */
        int compress(byte[] src, byte[] dst) throws Exception;

        void decompress(byte[] src, int length, byte[] dst) throws Exception;
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int every = 3;
        int[] levels = {-5, -3, -1, 1, 2, 3};
        for (int i = 1; i < args.length; i++) {
            switch (args[i]) {
                case "--every" -> every = Integer.parseInt(args[++i]);
                case "--levels" -> levels = Arrays.stream(args[++i].split(",")).mapToInt(Integer::parseInt).toArray();
                default -> throw new IllegalArgumentException(args[i]);
            }
        }
        List<byte[]> events = new ArrayList<>();
        List<byte[]> checkpoints = new ArrayList<>();
        long storedEvents = 0;
        long storedCheckpoints = 0;
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = channel.size();
            long at = ChunkIO.FILE_HEADER_BYTES;
            int seenE = 0;
            int seenC = 0;
            byte[] head = new byte[ChunkIO.CHUNK_HEADER_BYTES];
            while (at + ChunkIO.CHUNK_HEADER_BYTES <= size - ChunkIO.TRAILER_BYTES) {
                read(channel, at, head);
                int kind = head[0];
                int flags = head[1];
                int length = ChunkIO.readInt(head, 2);
                boolean take = (kind == ChunkIO.KIND_EVENTS && seenE++ % every == 0)
                        || (kind == ChunkIO.KIND_CHECKPOINT && seenC++ % every == 0);
                if (take) {
                    byte[] stored = new byte[length];
                    read(channel, at + ChunkIO.CHUNK_HEADER_BYTES, stored);
                    if ((flags & ChunkIO.FLAG_DEFLATED) == 0) {
                        throw new IOException("chunk at " + at + " is not deflated");
                    }
                    byte[] raw = ChunkIO.inflate(stored, 0, length);
                    (kind == ChunkIO.KIND_EVENTS ? events : checkpoints).add(raw);
                    if (kind == ChunkIO.KIND_EVENTS) {
                        storedEvents += length;
                    } else {
                        storedCheckpoints += length;
                    }
                }
                if (kind == ChunkIO.KIND_INDEX) {
                    break;
                }
                at += ChunkIO.CHUNK_HEADER_BYTES + length;
            }
        }
        System.out.printf("%s: every %d-th chunk: %,d events chunks, %,d raw bytes (%,d stored in the file); %,d checkpoints,"
                + " %,d raw (%,d stored)%n", file, every, events.size(), total(events), storedEvents, checkpoints.size(),
                total(checkpoints), storedCheckpoints);
        List<Codec> codecs = new ArrayList<>();
        codecs.add(zlib(1));
        for (int level : levels) {
            codecs.add(zstd(level));
        }
        Codec lz4 = lz4();
        if (lz4 != null) {
            codecs.add(lz4);
        }
        int max = 0;
        for (byte[] b : events) {
            max = Math.max(max, b.length);
        }
        for (byte[] b : checkpoints) {
            max = Math.max(max, b.length);
        }
        byte[] dst = new byte[max + max / 8 + 65536];
        // a short warm-up of each codec's Java side (the codecs themselves are native)
        for (Codec codec : codecs) {
            run(codec, "events", events.subList(0, Math.min(100, events.size())), dst, false);
        }
        for (Codec codec : codecs) {
            run(codec, "events", events, dst, true);
            run(codec, "checkpoints", checkpoints, dst, true);
        }
    }

    private static void run(Codec codec, String what, List<byte[]> payloads, byte[] dst, boolean print) throws Exception {
        long raw = total(payloads);
        byte[][] packed = new byte[payloads.size()][];
        long cpu0 = THREADS.getCurrentThreadCpuTime();
        long stored = 0;
        for (int i = 0; i < payloads.size(); i++) {
            int n = codec.compress(payloads.get(i), dst);
            packed[i] = Arrays.copyOf(dst, n);
            stored += n;
        }
        long cpu1 = THREADS.getCurrentThreadCpuTime();
        for (int i = 0; i < payloads.size(); i++) {
            byte[] back = new byte[payloads.get(i).length];
            codec.decompress(packed[i], packed[i].length, back);
            if (!Arrays.equals(back, payloads.get(i))) {
                throw new IllegalStateException(codec.name() + ": payload " + i + " differs after a round trip");
            }
        }
        long cpu2 = THREADS.getCurrentThreadCpuTime();
        if (print) {
            System.out.printf(
                    "  %-8s %-11s %,14d bytes (%5.1f %% of raw)  compress %7.2f s (%6.1f MB/s)  decompress %6.2f s (%7.1f MB/s)%n",
                    codec.name(), what, stored, 100.0 * stored / raw, (cpu1 - cpu0) / 1e9, raw / 1e6 / ((cpu1 - cpu0) / 1e9),
                    (cpu2 - cpu1) / 1e9, raw / 1e6 / ((cpu2 - cpu1) / 1e9));
        }
    }

    private static long total(List<byte[]> payloads) {
        long n = 0;
        for (byte[] b : payloads) {
            n += b.length;
        }
        return n;
    }

    private static void read(FileChannel channel, long at, byte[] into) throws IOException {
        java.nio.ByteBuffer buffer = java.nio.ByteBuffer.wrap(into);
        while (buffer.hasRemaining()) {
            if (channel.read(buffer, at + buffer.position()) < 0) {
                throw new IOException("end of file at " + (at + buffer.position()));
            }
        }
    }

    private static Codec zlib(int level) {
        Deflater deflater = new Deflater(level);
        Inflater inflater = new Inflater();
        return new Codec() {
            public String name() {
                return "zlib" + level;
            }

            public int compress(byte[] src, byte[] dst) {
                deflater.reset();
                deflater.setInput(src);
                deflater.finish();
                int n = 0;
                while (!deflater.finished()) {
                    n += deflater.deflate(dst, n, dst.length - n);
                }
                return n;
            }

            public void decompress(byte[] src, int length, byte[] dst) throws DataFormatException {
                inflater.reset();
                inflater.setInput(src, 0, length);
                int n = 0;
                while (!inflater.finished()) {
                    n += inflater.inflate(dst, n, dst.length - n);
                }
            }
        };
    }

    private static Codec zstd(int level) {
        ZstdCompressCtx c = new ZstdCompressCtx().setLevel(level);
        ZstdDecompressCtx d = new ZstdDecompressCtx();
        return new Codec() {
            public String name() {
                return "zstd" + level;
            }

            public int compress(byte[] src, byte[] dst) {
                return c.compressByteArray(dst, 0, dst.length, src, 0, src.length);
            }

            public void decompress(byte[] src, int length, byte[] dst) {
                d.decompressByteArray(dst, 0, dst.length, src, 0, length);
            }
        };
    }

    private static Codec lz4() throws Exception {
        Class<?> factory;
        try {
            factory = Class.forName("net.jpountz.lz4.LZ4Factory");
        } catch (ClassNotFoundException e) {
            return null;
        }
        Object instance = factory.getMethod("fastestInstance").invoke(null);
        Object compressor = factory.getMethod("fastCompressor").invoke(instance);
        Object decompressor = factory.getMethod("safeDecompressor").invoke(instance);
        Method compress = Class.forName("net.jpountz.lz4.LZ4Compressor").getMethod("compress", byte[].class, int.class, int.class,
                byte[].class, int.class,
                int.class);
        Method decompress = Class.forName("net.jpountz.lz4.LZ4SafeDecompressor").getMethod("decompress", byte[].class, int.class, int.class,
                byte[].class,
                int.class, int.class);
        return new Codec() {
            public String name() {
                return "lz4";
            }

            public int compress(byte[] src, byte[] dst) throws Exception {
                return (Integer) compress.invoke(compressor, src, 0, src.length, dst, 0, dst.length);
            }

            public void decompress(byte[] src, int length, byte[] dst) throws Exception {
                decompress.invoke(decompressor, src, 0, length, dst, 0, dst.length);
            }
        };
    }
}
