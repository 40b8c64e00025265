package org.lnetscope.trace;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.fuzz.Fuzz;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetPackage.Literals;
import org.lnetscope.model.Node;
import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.internal.ChunkIO;
import org.lnetscope.trace.internal.DamagedException;
import org.lnetscope.trace.state.FlatState;

/**
 * Issue 30, §5: a count a trace claims is bounded by the bytes of the file before anything is
 * allocated from it. Each case is the issue's bomb: a claim over tens of MB of zeros that deflate
 * to a few KB, so that the claim fits the inflated bytes (which is all HostileTraceTest's checks
 * look at) but not the file; and the issue's own bomb (60 MB of zeros in a 60 KB file), refused
 * while inflating. Before the bound, the pool claim allocated about 1 GB, the high-water claim
 * ran out of memory at any heap and the 60 MB chunk was inflated whole.
 */
class CountBombTest {

    @TempDir
    Path dir;

    /** The small trace with its first checkpoint replaced by {@code claim} then {@code zeros} zero bytes, deflated. */
    private Path bomb(String name, ByteSink claim, int zeros, boolean keepIndex) throws IOException {
        Path file = dir.resolve("small.lnettrace");
        new SmallTrace().write(file, 80, TraceOptions.defaults("test").withCreatedAt(Instant.EPOCH).withSpacing(64, 128), 7).close();
        Chunks chunks = new Chunks(Files.readAllBytes(file));
        byte[] payload = new byte[claim.size() + zeros];
        System.arraycopy(claim.toByteArray(), 0, payload, 0, claim.size());
        Path bad = dir.resolve(name + ".lnettrace");
        Files.write(bad, chunks.with(chunks.indexOf(ChunkIO.KIND_CHECKPOINT, 0), payload, keepIndex, true));
        return bad;
    }

    private static ByteSink checkpointHead() {
        ByteSink p = new ByteSink(32);
        p.varint(0); // events before it
        p.svarint(1_000); // its time
        return p;
    }

    /** Loads checkpoint 0 and returns its refusal, printing what the attempt allocated. */
    private static TraceFormatException refusal(Path bad, long maxAllocated) throws IOException {
        long before = Fuzz.allocated();
        TraceFormatException e;
        try (TraceReader r = TraceReader.open(bad)) {
            e = assertThrows(TraceFormatException.class, () -> r.loadCheckpoint(0));
        }
        long allocated = Fuzz.allocated() - before;
        System.out.printf("%s: %,d bytes of file, %,d bytes allocated before the refusal: %s%n", bad.getFileName(), Files.size(bad),
                allocated, e.getMessage());
        assertTrue(before < 0 || allocated < maxAllocated, "allocated " + allocated + " bytes for a " + Files.size(bad) + "-byte file");
        return e;
    }

    @Test
    void aCheckpointClaiming25MPooledValuesOverZerosIsRefusedBeforeTheyAreAllocated() throws IOException {
        ByteSink claim = checkpointHead();
        claim.varint(7_000_000); // each an empty string: tag 0, length 0
        Path bad = bomb("pool-bomb", claim, 15_000_000, false);
        assertTrue(Files.size(bad) < 30_000, "a few KB: " + Files.size(bad));
        TraceFormatException e = refusal(bad, 1L << 30);
        assertTrue(e.getMessage().contains("pooled value count 7000000 (at payload byte 3) would take 534 MiB of memory, more than a "
                + String.format("%,d", Files.size(bad)) + "-byte trace may ask for (16 MiB: 256 bytes per byte of file"), e.getMessage());
        assertTrue(e.getMessage().startsWith(bad + ": checkpoint at byte "), e.getMessage());
    }

    @Test
    void aCheckpointClaiming50MObjectIdsIsRefusedBeforeTheStateIsSized() throws IOException {
        ByteSink claim = checkpointHead();
        claim.varint(0); // an empty pool
        claim.varint(15_000_000); // the high water: ids below it, each a zero (a free id)
        Path bad = bomb("id-bomb", claim, 15_000_000, false);
        TraceFormatException e = refusal(bad, 1L << 30);
        assertTrue(e.getMessage().contains("checkpoint object count 15000000 (at payload byte 4) would take"), e.getMessage());
        assertTrue(e.getMessage().contains("a " + String.format("%,d", Files.size(bad)) + "-byte trace may ask for (16 MiB"),
                e.getMessage());
    }

    @Test
    void withoutItsIndexTheBombStillSaysWhereAndWhy() throws IOException {
        ByteSink claim = checkpointHead();
        Path bad = bomb("scanned-bomb", claim, 60_000_000, false);
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceReader.open(bad).close());
        assertTrue(e.getMessage().matches(java.util.regex.Pattern.quote(bad + ": trace has no initial state (damaged or truncated at byte ")
                + "\\d+ \\(deflated chunk expands beyond 16,777,216 bytes, more than its file's bytes can justify.*\\)\\)"),
                e.getMessage());
    }

    @Test
    void aChunkInflatingPastWhatItsFileCanJustifyIsRefusedWhereItPassesTheBound() throws IOException {
        ByteSink claim = checkpointHead();
        claim.varint(0);
        claim.varint(0);
        // the issue's bomb: 60 MB of zeros, under the 256 MiB cap on any chunk, far over what its 60 KB may hold
        Path bad = bomb("inflation-bomb", claim, 60_000_000, true);
        TraceFormatException e = refusal(bad, 1L << 30);
        assertTrue(e.getMessage().contains("deflated chunk expands beyond 16,777,216 bytes, more than its file's bytes can justify"),
                e.getMessage());
    }

    /**
     * A trace whose events DEFINE {@code texts} pooled texts of {@code letters} characters of one
     * letter each (the writer's own encoding: each deflates about a thousand times), {@code perChunk}
     * events a chunk, so no chunk passes its bound but the pool adds up past the file's.
     */
    static Path defineBomb(Path file, int texts, int letters, int perChunk) throws IOException {
        Fabric fabric = SmallTrace.fabric();
        Node router = fabric.getNodes().get(0);
        try (TraceWriter w = TraceWriter.create(file, fabric, 1_000,
                TraceOptions.defaults("test").withCreatedAt(Instant.EPOCH).withSpacing(perChunk, perChunk * 100_000))) {
            int routerId = w.idOf(router);
            int hostname = w.valueSlot(Literals.NODE__HOSTNAME);
            String run = "x".repeat(letters);
            for (int i = 0; i < texts; i++) {
                w.event(2_000L + i, EventType.AGENT_SAMPLE, KernelFunction.none, routerId).setPooled(routerId, hostname, run + i)
                        .commit();
            }
        }
        return file;
    }

    /** Replays every event from the initial state (what the window and analyze do). */
    static void replay(Path file) throws IOException {
        try (TraceReader reader = TraceReader.open(file)) {
            FlatState state = reader.loadCheckpoint(0);
            EventStream stream = reader.events(0);
            Event event = new Event();
            while (stream.next(event)) {
                StateApplier.apply(event, state, null);
            }
        }
    }

    @Test
    void valuesDefinedByEventsAddUpToNoMoreThanTheFileMayAskFor() throws IOException {
        // 320 texts of 65,5xx letters: 21 MB of pool (42 MB at two bytes a character) from a file of under 100 KB
        Path bad = defineBomb(dir.resolve("define-bomb.lnettrace"), 320, 65_536, 40);
        long size = Files.size(bad);
        assertTrue(size < 100_000, "under 100 KB: " + size);
        long before = Fuzz.allocated();
        DamagedException e = assertThrows(DamagedException.class, () -> replay(bad));
        long allocated = Fuzz.allocated() - before;
        System.out.printf("%s: %,d bytes of file, %,d bytes allocated before the refusal: %s%n", bad.getFileName(), size, allocated,
                e.getMessage());
        assertTrue(e.getMessage().matches("event \\d+: pooled value \\d+ \\(a text of 65,5\\d\\d characters\\) would make the pool"
                + " take more memory than a " + String.format("%,d", size).replace(",", "\\,")
                + "-byte trace may ask for \\(" + (ChunkIO.memoryBudget(size) >> 20)
                + " MiB: 256 bytes per byte of file, at least 16 MiB\\)"), e.getMessage());
        // the pool stopped at its budget (24 MiB: about 190 of the texts); what was read around them is garbage
        assertTrue(before < 0 || allocated < 200L << 20, "allocated " + allocated);
    }

    @Test
    void aRealTracesPoolIsFarBelowItsBound() throws IOException {
        // the same texts, each written out in full (no run of one letter): the pool follows the file
        Path file = dir.resolve("texts.lnettrace");
        Fabric fabric = SmallTrace.fabric();
        Node router = fabric.getNodes().get(0);
        java.util.Random random = new java.util.Random(30);
        try (TraceWriter w = TraceWriter.create(file, fabric, 1_000,
                TraceOptions.defaults("test").withCreatedAt(Instant.EPOCH).withSpacing(40, 40_000))) {
            int routerId = w.idOf(router);
            int hostname = w.valueSlot(Literals.NODE__HOSTNAME);
            for (int i = 0; i < 2_000; i++) {
                StringBuilder text = new StringBuilder();
                for (int k = 0; k < 200; k++) {
                    text.append((char) ('a' + random.nextInt(26)));
                }
                w.event(2_000L + i, EventType.AGENT_SAMPLE, KernelFunction.none, routerId).setPooled(routerId, hostname, text.toString())
                        .commit();
            }
        }
        replay(file); // 2,000 texts of 200 letters: 1 MB of pool from 250 KB of file, within its bound
    }
}
