package org.lnetscope.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Arrays;
import java.util.Random;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.internal.ChunkCompressor;
import org.lnetscope.trace.internal.ChunkIO;
import org.lnetscope.trace.internal.DamagedException;
import org.lnetscope.trace.state.FlatState;

import com.github.luben.zstd.ZstdCompressCtx;

/**
 * Format 4's zstd chunks (docs/trace-format.md §2): the writer flags each compressed chunk with its
 * codec, a reader reads both codecs, and a trace from before format 4 (zlib chunks) reads as it did.
 */
class ChunkCodecTest {

    @TempDir
    Path dir;

    /**
     * fixtures/format3/router-oom-small-25s.lnettrace: {@code lnetscope simulate
     * examples/scenarios/router-oom-small.yaml --until 25s} by main at a0131a8, before format 4. The
     * figures are what that commit's reader read from it (every event's fields folded into one
     * number, and the state after them): this reader must read the same.
     */
    @Test
    void aFormatThreeTraceWithZlibChunksFromBeforeFormatFourReadsAsBefore() throws IOException {
        Path file = fixture("format3/router-oom-small-25s.lnettrace");
        TreeMap<String, Integer> flags = chunkFlags(file);
        assertEquals(0, flags.getOrDefault("E" + ChunkIO.FLAG_ZSTD, 0) + flags.getOrDefault("C" + ChunkIO.FLAG_ZSTD, 0), flags.toString());
        assertTrue(flags.getOrDefault("E" + ChunkIO.FLAG_DEFLATED, 0) > 0, "the old trace's events are zlib: " + flags);
        try (TraceReader reader = TraceReader.open(file)) {
            assertEquals(3, reader.header().formatMajor());
            assertEquals(2, reader.checkpointCount());
            long[] read = replay(reader);
            assertArrayEquals(new long[] {27_906, 100_391, -3_912_704_349_762_736_031L, 222, 225}, read);
        }
    }

    @Test
    void formatFourWritesZstdChunksThatReadAsTheSameEventsAsFormatThree() throws IOException {
        TraceOptions options = TraceOptions.defaults("test").withCreatedAt(Instant.EPOCH).withSpacing(256, 1024);
        Path four = dir.resolve("four.lnettrace");
        Path three = dir.resolve("three.lnettrace");
        new SmallTrace().write(four, 6000, options, 5).close();
        new SmallTrace().write(three, 6000, options.withFormat(3), 5).close();

        TreeMap<String, Integer> flags4 = chunkFlags(four);
        TreeMap<String, Integer> flags3 = chunkFlags(three);
        assertTrue(flags4.getOrDefault("E" + ChunkIO.FLAG_ZSTD, 0) > 10, "format 4's events chunks are zstd: " + flags4);
        assertTrue(flags4.getOrDefault("C" + ChunkIO.FLAG_ZSTD, 0) > 1, "and its checkpoints: " + flags4);
        assertEquals(0, flags4.getOrDefault("E" + ChunkIO.FLAG_DEFLATED, 0) + flags4.getOrDefault("C" + ChunkIO.FLAG_DEFLATED, 0));
        assertEquals(0, flags3.getOrDefault("E" + ChunkIO.FLAG_ZSTD, 0) + flags3.getOrDefault("C" + ChunkIO.FLAG_ZSTD, 0));
        assertTrue(flags3.getOrDefault("E" + ChunkIO.FLAG_DEFLATED, 0) > 10, "format 3 stays zlib: " + flags3);

        try (TraceReader r4 = TraceReader.open(four); TraceReader r3 = TraceReader.open(three)) {
            assertEquals(4, r4.header().formatMajor());
            assertEquals(3, r3.header().formatMajor());
            assertEquals(r3.eventCount(), r4.eventCount());
            assertEquals(r3.checkpointCount(), r4.checkpointCount());
            assertArrayEquals(replay(r3), replay(r4));
            // a checkpoint in the middle (a zstd chunk) loads the same state as its zlib twin
            int k = r4.checkpointCount() / 2;
            assertTrue(k > 0);
            FlatState s4 = r4.loadCheckpoint(k);
            FlatState s3 = r3.loadCheckpoint(k);
            assertEquals(s3.liveCount(), s4.liveCount());
            assertEquals(s3.highWater(), s4.highWater());
        }
    }

    @Test
    void zstdFramesReadBackAndWhatDoesNotShrinkIsStored() {
        ChunkCompressor zstd = ChunkCompressor.zstd(TraceOptions.DEFAULT_ZSTD_LEVEL);
        try {
            Random random = new Random(7);
            byte[] counters = new byte[300_000];
            for (int i = 0; i < counters.length; i++) {
                counters[i] = (byte) (i % 5 == 0 ? random.nextInt(3) : i % 11);
            }
            byte[] noise = new byte[100_000];
            random.nextBytes(noise);
            ByteSink out = new ByteSink(16);
            ChunkIO.frame(out, ChunkIO.KIND_EVENTS, counters, counters.length, zstd);
            int second = out.size();
            ChunkIO.frame(out, ChunkIO.KIND_EVENTS, noise, noise.length, zstd);
            byte[] framed = out.toByteArray();

            assertEquals(ChunkIO.FLAG_ZSTD, framed[1]);
            int stored = ChunkIO.readInt(framed, 2);
            assertTrue(stored < counters.length / 4, "counters compress: " + stored);
            assertEquals(ChunkIO.crc(framed, framed, ChunkIO.CHUNK_HEADER_BYTES, stored), ChunkIO.readInt(framed, 6));
            assertArrayEquals(counters, ChunkIO.unpack(framed, ChunkIO.CHUNK_HEADER_BYTES, stored, framed[1], ChunkIO.MAX_PAYLOAD));

            assertEquals(0, framed[second + 1], "random bytes are stored as they are");
            assertEquals(noise.length, ChunkIO.readInt(framed, second + 2));
            assertArrayEquals(noise, ChunkIO.unpack(framed, second + ChunkIO.CHUNK_HEADER_BYTES, noise.length, 0, ChunkIO.MAX_PAYLOAD));
        } finally {
            zstd.end();
        }
    }

    /** Issue 30's budget holds for zstd: a small frame of zeros is refused by its claimed size, before any allocation. */
    @Test
    void aZstdChunkThatExpandsPastTheBudgetOrIsCorruptIsDamage() {
        byte[] zeros = new byte[64 << 20];
        byte[] bomb;
        try (ZstdCompressCtx ctx = new ZstdCompressCtx().setLevel(19)) {
            bomb = ctx.compress(zeros);
        }
        assertTrue(bomb.length < 10_000, "64 MiB of zeros in " + bomb.length + " bytes");
        DamagedException refused = assertThrows(DamagedException.class,
                () -> ChunkIO.unpack(bomb, 0, bomb.length, ChunkIO.FLAG_ZSTD, ChunkIO.memoryBudget(bomb.length)));
        assertTrue(refused.getMessage().contains("expands beyond 16,777,216 bytes"), refused.getMessage());
        assertEquals(zeros.length, ChunkIO.unpack(bomb, 0, bomb.length, ChunkIO.FLAG_ZSTD, ChunkIO.MAX_PAYLOAD).length);

        byte[] sizeless;
        try (ZstdCompressCtx ctx = new ZstdCompressCtx().setLevel(1).setContentSize(false)) {
            sizeless = ctx.compress(new byte[1000]);
        }
        assertThrows(DamagedException.class, () -> ChunkIO.unpack(sizeless, 0, sizeless.length, ChunkIO.FLAG_ZSTD, ChunkIO.MAX_PAYLOAD));

        byte[] text = "lnet_msg kib_rx kib_conn lpni_rtrq ".repeat(200).getBytes();
        byte[] good;
        try (ZstdCompressCtx ctx = new ZstdCompressCtx().setLevel(1)) {
            good = ctx.compress(text);
        }
        byte[] torn = Arrays.copyOf(good, good.length - 3);
        assertThrows(DamagedException.class, () -> ChunkIO.unpack(torn, 0, torn.length, ChunkIO.FLAG_ZSTD, ChunkIO.MAX_PAYLOAD));
        byte[] flipped = good.clone();
        flipped[good.length / 2] ^= 0x5A;
        flipped[good.length / 2 + 1] ^= 0x33;
        // a flipped byte is caught by the chunk's CRC in a file; straight into the decoder it is
        // damage or a wrong payload, never another exception
        try {
            ChunkIO.unpack(flipped, 0, flipped.length, ChunkIO.FLAG_ZSTD, ChunkIO.MAX_PAYLOAD);
        } catch (DamagedException expected) {
            // fine
        }
        assertThrows(DamagedException.class, () -> ChunkIO.unpack(good, 0, good.length, 4, ChunkIO.MAX_PAYLOAD), "unknown flag");
        assertThrows(DamagedException.class, () -> ChunkIO.unpack(good, 0, good.length, 3, ChunkIO.MAX_PAYLOAD), "both codecs");
    }

    /** Kind and flags of every chunk ("E2" = events chunks flagged zstd), walking the file's frames. */
    static TreeMap<String, Integer> chunkFlags(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        TreeMap<String, Integer> counts = new TreeMap<>();
        int at = ChunkIO.FILE_HEADER_BYTES;
        while (at + ChunkIO.CHUNK_HEADER_BYTES <= bytes.length - ChunkIO.TRAILER_BYTES) {
            char kind = (char) bytes[at];
            counts.merge(kind + "" + bytes[at + 1], 1, Integer::sum);
            if (kind == ChunkIO.KIND_INDEX) {
                break;
            }
            at += ChunkIO.CHUNK_HEADER_BYTES + ChunkIO.readInt(bytes, at + 2);
        }
        return counts;
    }

    /** Events, ops, every field folded into one number, then live objects and high water after them. */
    static long[] replay(TraceReader reader) {
        FlatState state = reader.loadCheckpoint(0);
        EventStream stream = reader.events(0);
        Event e = new Event();
        long h = 1;
        long n = 0;
        long ops = 0;
        while (stream.next(e)) {
            h = h * 31 + e.timeNs();
            h = h * 31 + e.type().ordinal();
            h = h * 31 + e.function().ordinal();
            h = h * 31 + e.subject();
            for (int op = 0; op < e.opCount(); op++) {
                h = h * 31 + e.opKind(op);
                h = h * 31 + e.opA(op);
                h = h * 31 + e.opB(op);
                h = h * 31 + e.opC(op);
                h = h * 31 + e.opD(op);
                h = h * 31 + e.opValue(op);
                ops++;
            }
            StateApplier.apply(e, state, null);
            n++;
        }
        return new long[] {n, ops, h, state.liveCount(), state.highWater()};
    }

    private static Path fixture(String name) {
        Path d = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        for (Path p = d; p != null; p = p.getParent()) {
            Path candidate = p.resolve("fixtures").resolve(name);
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
            candidate = p.resolve("tests/org.lnetscope.trace.tests/fixtures").resolve(name);
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("fixtures/" + name + " not found above " + d);
    }
}
