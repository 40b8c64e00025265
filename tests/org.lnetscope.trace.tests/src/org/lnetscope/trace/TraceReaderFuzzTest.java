package org.lnetscope.trace;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.fuzz.Bombs;
import org.lnetscope.fuzz.Fuzz;
import org.lnetscope.fuzz.Mutator;
import org.lnetscope.trace.internal.ChunkIO;
import org.lnetscope.trace.internal.DamagedException;
import org.lnetscope.trace.state.FlatState;

/**
 * The trace reader on mutated traces (docs/reliability.md): half the inputs have a chunk's payload
 * mutated behind a recomputed CRC (what a writer bug would produce), half are mutated as raw bytes
 * (torn disks, truncation). Opening, summarising, loading every checkpoint and replaying every
 * event may fail only with the reader's one-line {@link TraceFormatException}, or, while applying
 * an event, the documented {@link DamagedException}; and no input may make it allocate more than
 * 64 MB plus 200 times its size.
 */
class TraceReaderFuzzTest {

    @TempDir
    Path dir;

    @Test
    void theReaderSurvivesMutatedTraces() throws IOException {
        List<byte[]> corpus = new ArrayList<>();
        int n = 0;
        for (TraceOptions options : List.of(TraceOptions.defaults("fuzz").withCreatedAt(Instant.EPOCH).withSpacing(32, 64),
                TraceOptions.defaults("fuzz").withCreatedAt(Instant.EPOCH).withSpacing(200, 400).withDeflate(false))) {
            Path seed = dir.resolve("seed" + n++ + ".lnettrace");
            new SmallTrace().write(seed, 150, options, n).close();
            corpus.add(Files.readAllBytes(seed));
        }
        Path input = dir.resolve("input.lnettrace");
        Fuzz.Report report = Fuzz.run("trace-reader", 21, Fuzz.budget(), m -> generate(m, corpus), bytes -> {
            Files.write(input, bytes);
            exercise(input);
        }, t -> t instanceof TraceFormatException || t instanceof DamagedException, size -> (64L << 20) + 200L * size);
        Fuzz.assertSurvived(report);
    }

    /**
     * Issue 30, §5: deflate bombs behind a valid CRC. A chunk (header, checkpoint, events or
     * index) keeps a prefix of its payload, then claims a count (pooled values, object ids, list
     * elements, chunks, types...) over up to 64 MB of one repeated byte that deflates to a few
     * KB. What the reader allocates, garbage included, follows the file: at most 64 MB plus 200
     * times its size plus 8 times its memory budget (ChunkIO.memoryBudget: 16 MiB for these).
     */
    @Test
    void theReaderSurvivesDeflateAndCountBombs() throws IOException {
        Path seed = dir.resolve("seed.lnettrace");
        new SmallTrace().write(seed, 150, TraceOptions.defaults("fuzz").withCreatedAt(Instant.EPOCH).withSpacing(32, 64), 3).close();
        Chunks chunks = new Chunks(Files.readAllBytes(seed));
        Path input = dir.resolve("bomb.lnettrace");
        Fuzz.Report report = Fuzz.run("trace-reader-bomb", 30, Fuzz.budget(), m -> {
            int i = m.random().nextInt(chunks.chunks.size());
            byte[] payload = chunks.chunks.get(i).payload();
            int keep = m.random().nextInt(Math.min(payload.length, 64) + 1);
            byte[] head = java.util.Arrays.copyOf(payload, keep);
            byte[] claim = Bombs.varint(Bombs.claim(m));
            byte[] prefix = new byte[head.length + claim.length];
            System.arraycopy(head, 0, prefix, 0, head.length);
            System.arraycopy(claim, 0, prefix, head.length, claim.length);
            byte[] unit = {(byte) new int[] {0, 0, 1, 2, 0x7f, 0x80}[m.random().nextInt(6)]};
            long times = 1L << (16 + m.random().nextInt(11)); // 64 KB to 64 MB
            return chunks.withStored(i, Bombs.deflate(prefix, unit, times), m.random().nextBoolean());
        }, bytes -> {
            Files.write(input, bytes);
            exercise(input);
        }, t -> t instanceof TraceFormatException || t instanceof DamagedException,
                size -> (64L << 20) + 200L * size + 8 * ChunkIO.memoryBudget(size));
        Fuzz.assertSurvived(report);
    }

    /**
     * Issue 30, §5: pooled values DEFINEd by events, chunk after chunk, each chunk within its
     * bound: 100 to 200 texts of 256 or 512 K of one letter (26-105 MB of text in tens of KB of
     * file), 8 or 16 texts a chunk, written by the writer itself. A replay stops where the pool
     * passes what the file may ask for ({@code ValuePool.limitMemory}); what it allocated, garbage
     * included, is at most 64 MB plus 200 times the file plus twice its memory budget (without
     * the bound the whole pool is read: most of these fail).
     */
    @Test
    void theReaderSurvivesPoolDefineBombs() throws IOException {
        Path bomb = dir.resolve("define-bomb.lnettrace");
        Path input = dir.resolve("input.lnettrace");
        Fuzz.Report report = Fuzz.run("trace-reader-define-bomb", 30, Fuzz.budget(), m -> {
            try {
                int texts = 100 + m.random().nextInt(101);
                int letters = m.random().nextBoolean() ? 256 << 10 : 512 << 10;
                int perChunk = 8 << m.random().nextInt(2);
                return Files.readAllBytes(CountBombTest.defineBomb(bomb, texts, letters, perChunk));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, bytes -> {
            Files.write(input, bytes);
            CountBombTest.replay(input);
        }, t -> t instanceof TraceFormatException || t instanceof DamagedException,
                size -> (64L << 20) + 200L * size + 2 * ChunkIO.memoryBudget(size));
        Fuzz.assertSurvived(report);
    }

    private static byte[] generate(Mutator m, List<byte[]> corpus) {
        byte[] base = corpus.get(m.random().nextInt(corpus.size()));
        if (m.random().nextBoolean()) {
            return m.mutate(base, corpus);
        }
        Chunks chunks = new Chunks(base);
        int i = m.random().nextInt(chunks.chunks.size());
        byte[] payload = m.mutate(chunks.chunks.get(i).payload(), List.of());
        return chunks.with(i, payload, m.random().nextInt(4) != 0);
    }

    /** What trace info, trace events and the window do with a trace. */
    static void exercise(Path file) throws IOException {
        try (TraceReader reader = TraceReader.open(file)) {
            reader.countsByType();
            for (int k = 0; k < reader.checkpointCount(); k++) {
                reader.loadCheckpoint(k);
            }
            FlatState state = reader.loadCheckpoint(0);
            EventStream stream = reader.events(reader.checkpointPosition(0));
            Event event = new Event();
            while (stream.next(event)) {
                StateApplier.apply(event, state, null);
            }
            reader.positionAtTime(reader.endTimeNs() / 2);
        }
    }
}
