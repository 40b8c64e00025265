package org.lnetscope.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.internal.ByteSource;
import org.lnetscope.trace.internal.ChunkIO;
import org.lnetscope.trace.internal.DamagedException;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.SchemaBinding;

/**
 * Issue 21, point 2: counts read from a trace are checked against the bytes that could hold them
 * before anything is allocated. Each case is the smallest file that used to end in an
 * OutOfMemoryError: a 4-8 KB trace whose index, header or checkpoint claims 2^31-1 of something.
 */
class HostileTraceTest {

    @TempDir
    Path dir;

    private Path smallTrace() throws IOException {
        Path file = dir.resolve("small.lnettrace");
        new SmallTrace().write(file, 80, TraceOptions.defaults("test").withCreatedAt(Instant.EPOCH).withSpacing(64, 128), 7).close();
        return file;
    }

    @Test
    void anIndexClaiming2pow31ChunksIsAWarningAndTheChunksAreScanned() throws IOException {
        Path file = smallTrace();
        long events;
        try (TraceReader r = TraceReader.open(file)) {
            events = r.eventCount();
        }
        Chunks chunks = new Chunks(Files.readAllBytes(file));
        int index = chunks.indexOf(ChunkIO.KIND_INDEX, 0);
        ByteSink p = new ByteSink(64);
        p.svarint(1_000);
        p.varint(events);
        p.svarint(2_000);
        p.varint(Integer.MAX_VALUE);
        Path bad = dir.resolve("bad-index.lnettrace");
        Files.write(bad, chunks.with(index, p.toByteArray(), true));
        assertTrue(Files.size(bad) < 8192, "the reproducer is a few KB");
        try (TraceReader r = TraceReader.open(bad)) {
            assertEquals(events, r.eventCount(), "the chunks are still read");
            String warning = String.join("\n", r.warnings());
            assertTrue(warning.matches(Pattern.quote(bad + ": index at byte ") + "\\d+ is damaged.*"), warning);
            assertEquals(1, r.warnings().size(), warning);
            assertTrue(warning.contains("index chunk count 2147483647"), warning);
        }
    }

    @Test
    void anIndexWithAHugeTypeCountIsAWarning() throws IOException {
        Path file = smallTrace();
        Chunks chunks = new Chunks(Files.readAllBytes(file));
        int index = chunks.indexOf(ChunkIO.KIND_INDEX, 0);
        byte[] original = chunks.chunks.get(index).payload();
        // the type counts come last: cut them (their count and values) and claim 2^31-1 instead
        ByteSource in = new ByteSource(original);
        TraceIndex decoded = TraceIndex.decode(in);
        ByteSink p = new ByteSink(original.length + 8);
        TraceIndex.encode(p, decoded.startTime, decoded.eventCount, decoded.endTime, rows(decoded), checkpoints(decoded), new long[0]);
        byte[] withoutTypes = Arrays.copyOf(p.toByteArray(), p.size() - 1);
        ByteSink q = new ByteSink(withoutTypes.length + 8);
        q.bytes(withoutTypes, 0, withoutTypes.length);
        q.varint(Integer.MAX_VALUE);
        Path bad = dir.resolve("bad-types.lnettrace");
        Files.write(bad, chunks.with(index, q.toByteArray(), true));
        try (TraceReader r = TraceReader.open(bad)) {
            assertTrue(String.join("\n", r.warnings()).contains("index type count 2147483647"), r.warnings().toString());
            assertEquals(decoded.eventCount, r.eventCount());
        }
    }

    @Test
    void aHeaderWithAHugeTypeCountIsAOneLineErrorAtByte12() throws IOException {
        Path file = smallTrace();
        Chunks chunks = new Chunks(Files.readAllBytes(file));
        ByteSink p = new ByteSink(64);
        p.string("producer");
        p.string("");
        p.svarint(0);
        p.varint(0);
        p.varint(TraceHeader.TIME_UNIT_NS);
        p.string("2.12");
        p.svarint(0);
        p.varint(Integer.MAX_VALUE);
        Path bad = dir.resolve("bad-header.lnettrace");
        Files.write(bad, chunks.with(chunks.indexOf(ChunkIO.KIND_HEADER, 0), p.toByteArray(), false));
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceReader.open(bad).close());
        assertEquals(bad + ": trace header damaged at byte 12 (event type count 2147483647 (at payload byte 19) is more"
                + " than the 0 bytes left can hold)", e.getMessage());
    }

    @Test
    void aCheckpointWithAHugePoolIsAOneLineErrorNamingItsByte() throws IOException {
        Path file = smallTrace();
        Chunks chunks = new Chunks(Files.readAllBytes(file));
        int checkpoint = chunks.indexOf(ChunkIO.KIND_CHECKPOINT, 0);
        ByteSink p = new ByteSink(16);
        p.varint(0);
        p.svarint(1_000);
        p.varint(Integer.MAX_VALUE);
        Path bad = dir.resolve("bad-checkpoint.lnettrace");
        // without the trailer the reader scans, and finds the chunks where they now are
        Files.write(bad, chunks.with(checkpoint, p.toByteArray(), false));
        try (TraceReader r = TraceReader.open(bad)) {
            TraceFormatException e = assertThrows(TraceFormatException.class, () -> r.loadCheckpoint(0));
            long at = chunks.chunks.get(checkpoint).offset();
            assertTrue(e.getMessage().startsWith(bad + ": checkpoint at byte " + at + " is inconsistent (pooled value count 2147483647"),
                    e.getMessage());
        }
    }

    @Test
    void anEventCreatingObject2pow31IsDamageNotAnAllocation() {
        FlatState state = new FlatState(SchemaBinding.schemaOf(LnetPackage.eINSTANCE));
        DamagedException e = assertThrows(DamagedException.class, () -> state.create(Integer.MAX_VALUE - 1, 0, -1, 0, 0));
        assertEquals("object id 2147483646 skips past the next free id 0", e.getMessage());
        state.create(0, 0, -1, 0, 0);
        assertEquals(1, state.highWater(), "the next dense id is still accepted");
    }

    /** What the fuzzer (TraceReaderFuzzTest) found first, kept: each was an exception other than the reader's own. */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.ValueSource(strings = {"negative-checkpoint-offset", "negative-list-slot-count",
            "negative-string-length"})
    void fuzzCrashersAreOneLineErrorsOrWarnings(String name) throws IOException {
        Path file = dir.resolve(name + ".lnettrace");
        try (var in = getClass().getResourceAsStream("/fixtures/fuzz/" + name + ".lnettrace")) {
            Files.copy(in, file);
        }
        try {
            TraceReaderFuzzTest.exercise(file);
        } catch (TraceFormatException e) {
            assertTrue(e.getMessage().startsWith(file + ": "), e.getMessage());
            assertTrue(e.getMessage().matches(".*(at|byte) \\d+.*"), e.getMessage());
            return;
        }
        try (TraceReader r = TraceReader.open(file)) {
            assertTrue(r.warnings().get(0).startsWith(file + ": index at byte "), r.warnings().toString());
        }
    }

    /**
     * An events chunk rewritten behind its CRC to hold fewer events than the index lists (found by
     * a longer run of TraceReaderFuzzTest: the stream stepped past the last chunk and died with an
     * ArrayIndexOutOfBoundsException). Reading it is the one-line error that names the chunk and
     * its offset, in every format.
     */
    @Test
    void anEventsChunkHoldingFewerEventsThanTheIndexSaysIsNamed() throws IOException {
        for (int major = 1; major <= TraceOptions.CURRENT_FORMAT; major++) {
            Path file = dir.resolve("v" + major + ".lnettrace");
            new SmallTrace().write(file, 80,
                    TraceOptions.defaults("test").withCreatedAt(Instant.EPOCH).withSpacing(64, 128).withFormat(major), 7).close();
            Chunks chunks = new Chunks(Files.readAllBytes(file));
            int at = chunks.indexOf(ChunkIO.KIND_EVENTS, 0);
            byte[] original = chunks.chunks.get(at).payload();
            ByteSource in = new ByteSource(original);
            long first = in.varint();
            long count = in.varint();
            ByteSink p = new ByteSink(original.length);
            p.varint(first);
            p.varint(count - 1);
            p.bytes(original, in.position(), original.length - in.position());
            Path bad = dir.resolve("fewer-v" + major + ".lnettrace");
            Files.write(bad, chunks.with(at, p.toByteArray(), true));
            TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceReaderFuzzTest.exercise(bad));
            assertTrue(e.getMessage().startsWith(bad + ": events chunk 0 (at byte " + chunks.chunks.get(at).offset() + ") is inconsistent ("
                    + "it holds " + (count - 1) + " events from event 0, the index says " + count + " from event 0)"), e.getMessage());
        }
    }

    private static List<long[]> rows(TraceIndex index) {
        List<long[]> rows = new ArrayList<>();
        for (int i = 0; i < index.chunkOffset.length; i++) {
            rows.add(new long[] {index.chunkOffset[i], index.chunkFirstIndex[i], index.chunkCount[i], index.chunkFirstTime[i],
                    index.chunkLastTime[i]});
        }
        return rows;
    }

    private static List<long[]> checkpoints(TraceIndex index) {
        List<long[]> rows = new ArrayList<>();
        for (int i = 0; i < index.checkpointOffset.length; i++) {
            rows.add(new long[] {index.checkpointOffset[i], index.checkpointEvent[i], index.checkpointTime[i]});
        }
        return rows;
    }
}
