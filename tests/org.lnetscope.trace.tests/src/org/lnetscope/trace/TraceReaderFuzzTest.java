package org.lnetscope.trace;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.fuzz.Fuzz;
import org.lnetscope.fuzz.Mutator;
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
