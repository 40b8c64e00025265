package org.lnetscope.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventStream;
import org.lnetscope.trace.SeekIndex;
import org.lnetscope.trace.SeekIndexBuilder;
import org.lnetscope.trace.StateApplier;
import org.lnetscope.trace.TraceFormatException;
import org.lnetscope.trace.TraceOptions;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.trace.state.FlatState;

/**
 * The seek index (restore points between the trace's checkpoints, in a sidecar in the cache
 * folder) against the simplest truth: the state a straight replay from the start gives, compared
 * row by row ({@link FlatState#differenceFrom}) at random targets reached forward and backward.
 * And the sidecar is never trusted: stale, cut short or with a flipped byte, it is not used (a
 * cursor falls back to the trace's checkpoints and still lands on the exact state) and rebuilt.
 */
class SeekIndexTest {

    @TempDir
    Path dir;

    /** States of a straight replay from the start at each of {@code positions}. */
    private static Map<Long, FlatState> truth(TraceReader reader, List<Long> positions) {
        Map<Long, FlatState> truth = new HashMap<>();
        FlatState state = reader.loadCheckpoint(0);
        if (positions.contains(0L)) {
            truth.put(0L, state.copy());
        }
        EventStream stream = reader.events(0);
        Event event = new Event();
        while (stream.next(event)) {
            StateApplier.apply(event, state, null);
            if (positions.contains(stream.position())) {
                truth.put(stream.position(), state.copy());
            }
        }
        return truth;
    }

    private static List<Long> randomPositions(TraceReader reader, SeekIndex index, int n, long seed) {
        Random random = new Random(seed);
        List<Long> positions = new ArrayList<>();
        for (int i = 0; i < index.count(); i += 3) {
            positions.add(index.position(i)); // exactly on a restore point
            positions.add(Math.min(reader.eventCount(), index.position(i) + 1 + random.nextInt(50))); // just after one
        }
        for (int i = 0; i < n; i++) {
            positions.add((long) random.nextInt((int) reader.eventCount() + 1));
        }
        positions.add(reader.eventCount());
        Collections.shuffle(positions, random);
        return positions;
    }

    private Path generated(String name, int events, long seed) throws IOException {
        Path file = dir.resolve("traces").resolve(name);
        Files.createDirectories(file.getParent());
        new IncidentGenerator(6, 12, 8, seed).write(file, events, TraceOptions.defaults("seek index test").withSpacing(128, 1024));
        return file;
    }

    /** Seeks to every position in turn, checking the state, the time and that the index served some of them. */
    private static void seeksLandExactly(TraceReader reader, SeekIndex index, List<Long> order, Map<Long, FlatState> truth) {
        ReplayCursor cursor = new ReplayCursor(reader);
        cursor.useIndex(index);
        long forward = 0;
        long backward = 0;
        for (long p : order) {
            if (p > cursor.position()) {
                forward++;
            } else {
                backward++;
            }
            cursor.seekToEvent(p);
            assertEquals(p, cursor.position());
            assertNull(truth.get(p).differenceFrom(cursor.state()), "after a seek to " + p);
            // a step back and forward again from there: undo, then the events
            cursor.step(-1);
            cursor.step(1);
            assertNull(truth.get(p).differenceFrom(cursor.state()), "back one and forward again at " + p);
        }
        assertTrue(forward > 20 && backward > 20, forward + " seeks forward, " + backward + " back");
        assertTrue(cursor.indexLoads() > 10, "restore points loaded from the index: " + cursor.indexLoads());
        assertTrue(cursor.index() == index, "a sound index stays in use");
    }

    @Test
    void seeksWithTheIndexLandOnTheStateAStraightReplayGives() throws IOException {
        Path trace = generated("incident.lnettrace", 40_000, 42);
        Path cache = dir.resolve("cache");
        try (TraceReader reader = TraceReader.open(trace)) {
            SeekIndexBuilder builder = new SeekIndexBuilder(reader, cache).minSpacing(200);
            long[] plan = builder.plan();
            assertTrue(plan.length > 2 * reader.checkpointCount(), plan.length + " points for " + reader.checkpointCount()
                    + " checkpoints of 1,024 events");
            try (SeekIndex index = builder.build(SeekIndexBuilder.Progress.NONE)) {
                assertEquals(plan.length, index.count());
                for (int i = 0; i < index.count(); i++) {
                    int k = reader.checkpointAtOrBefore(index.position(i));
                    assertTrue(index.position(i) > reader.checkpointPosition(k), "point " + i + " is between checkpoints");
                }
                List<Long> order = randomPositions(reader, index, 150, 5);
                seeksLandExactly(reader, index, order, truth(reader, order));
            }
            try (Stream<Path> next = Files.list(trace.getParent())) {
                assertEquals(List.of(trace), next.toList(), "nothing is written next to the trace");
            }
            try (Stream<Path> inCache = Files.list(cache)) {
                assertEquals(List.of(SeekIndex.fileFor(trace, cache)), inCache.toList(), "one sidecar, no temporary file left");
            }
        }
    }

    /**
     * A diff is applied from wherever the replay stands inside its stretch, not only from its
     * base: from its base, from a random event between, from just before its end; each time the
     * state must be the straight replay's at the point, row by row. With chained diffs (every
     * point the next one's base) and with no full point but the trace's start.
     */
    @Test
    void aDiffTurnsAnyStateInsideItsStretchIntoTheStateAtItsEnd() throws IOException {
        Path trace = generated("incident.lnettrace", 30_000, 48);
        Path cache = dir.resolve("cache");
        try (TraceReader reader = TraceReader.open(trace)) {
            SeekIndex index = new SeekIndexBuilder(reader, cache).minSpacing(200).diffSpacing(700).anchorBytes(0).budget(400_000)
                    .build(SeekIndexBuilder.Progress.NONE);
            try (index) {
                assertTrue(index.count() > 20, index.count() + " points");
                Random random = new Random(9);
                List<Long> positions = new ArrayList<>();
                long[] from = new long[index.count()];
                for (int i = 0; i < index.count(); i++) {
                    assertEquals(i - 1, index.base(i), "chained: each point's diff starts at the one before");
                    long start = index.basePosition(i);
                    long length = index.position(i) - start;
                    from[i] = switch (i % 3) {
                        case 0 -> start;
                        case 1 -> start + 1 + random.nextInt((int) Math.max(1, length - 1));
                        default -> index.position(i) - 1;
                    };
                    positions.add(from[i]);
                    positions.add(index.position(i));
                }
                Map<Long, FlatState> truth = truth(reader, positions);
                for (int i = 0; i < index.count(); i++) {
                    FlatState state = truth.get(from[i]).copy();
                    index.applyDiff(i, state);
                    assertNull(truth.get(index.position(i)).differenceFrom(state),
                            "point " + i + "'s diff applied at event " + from[i] + " of [" + index.basePosition(i) + ", "
                                    + index.position(i) + "]");
                    assertEquals(truth.get(index.position(i)).liveCount(), state.liveCount());
                }
                List<Long> order = randomPositions(reader, index, 120, 10);
                seeksLandExactly(reader, index, order, truth(reader, order));
            }
        }
    }

    /**
     * An index of an older format left in the cache is not read but rebuilt: format 1 (full points
     * only, c34's), format 2 (diffs, a full point's state in one chunk: k36 made it parts, whose
     * loads the format-2 reader cannot do). The reader stops at the version, before anything else.
     */
    @Test
    void anIndexOfAnOlderFormatIsRebuilt() throws IOException {
        Path trace = generated("incident.lnettrace", 20_000, 49);
        Path cache = dir.resolve("cache");
        try (TraceReader reader = TraceReader.open(trace)) {
            for (int major : new int[] {1, 2}) {
                new SeekIndexBuilder(reader, cache).minSpacing(200).build(SeekIndexBuilder.Progress.NONE).close();
                Path sidecar = SeekIndex.fileFor(trace, cache);
                try (RandomAccessFile file = new RandomAccessFile(sidecar.toFile(), "rw")) {
                    file.seek(8); // major version, after the 8-byte magic
                    file.write(0);
                    file.write(major);
                }
                SeekIndex.Status old = SeekIndex.open(reader, cache, true);
                assertNull(old.index());
                assertTrue(old.why().contains("format " + major + ", this LNet Scope writes 3"), old.why());
                SeekIndex.Status rebuilt = new SeekIndexBuilder(reader, cache).minSpacing(200)
                        .openOrBuild(SeekIndexBuilder.Progress.NONE);
                assertNotNull(rebuilt.index(), rebuilt.why());
                try (SeekIndex index = rebuilt.index()) {
                    assertTrue(rebuilt.why().contains("built"), rebuilt.why());
                    List<Long> order = randomPositions(reader, index, 60, 11);
                    seeksLandExactly(reader, index, order, truth(reader, order));
                }
            }
        }
    }

    /**
     * Full points of many parts (decoded on both cores, into tables sized once) land on the state
     * a straight replay gives, at random positions forward and back; a part damaged on disk is an
     * error naming the point, the part and its byte, and the cursor falls back to the trace.
     */
    @Test
    void fullPointsInManyPartsLandExactly() throws IOException {
        Path trace = generated("incident.lnettrace", 40_000, 50);
        Path cache = dir.resolve("cache");
        try (TraceReader reader = TraceReader.open(trace)) {
            try (SeekIndex index = new SeekIndexBuilder(reader, cache).minSpacing(200).partBytes(256)
                    .build(SeekIndexBuilder.Progress.NONE)) {
                int most = 0;
                int fullPoint = -1;
                for (int i = 0; i < index.count(); i++) {
                    if (index.isFull(i)) {
                        most = Math.max(most, index.partCount(i));
                        fullPoint = i;
                    }
                }
                assertTrue(most > 10, "the most parts of a full point: " + most);
                List<Long> order = randomPositions(reader, index, 150, 12);
                seeksLandExactly(reader, index, order, truth(reader, order));

                // damage the last full point's third part (its 'P' chunks follow its 'C' chunk)
                long at = partAt(index.file(), index.fullCount() - 1, 2);
                try (RandomAccessFile file = new RandomAccessFile(index.file().toFile(), "rw")) {
                    file.seek(at + 12);
                    int b = file.read();
                    file.seek(at + 12);
                    file.write(b ^ 0x01);
                }
                FlatState state = reader.loadCheckpoint(0);
                int point = fullPoint;
                TraceFormatException e = assertThrows(TraceFormatException.class, () -> index.load(point, state));
                assertTrue(e.getMessage().contains("restore point " + point + "'s part 2 of ") && e.getMessage().contains(
                        "(chunk at byte " + at + "): CRC mismatch"), e.getMessage());
                ReplayCursor cursor = new ReplayCursor(reader);
                cursor.useIndex(index);
                long target = index.position(fullPoint) + 5;
                cursor.seekToEvent(target);
                assertNull(truth(reader, List.of(target)).get(target).differenceFrom(cursor.state()), "fell back to the trace");
                assertNull(cursor.index(), "the index dropped");
            }
            SeekIndex.Status checked = SeekIndex.open(reader, cache, true);
            assertNull(checked.index(), "an open that checks every chunk finds the damaged part");
            assertTrue(checked.why().contains("CRC mismatch"), checked.why());
        }
    }

    /** Where the {@code part}-th 'P' chunk after the {@code full}-th 'C' chunk starts (both from 0), walking the chunks. */
    private static long partAt(Path sidecar, int full, int part) throws IOException {
        byte[] bytes = Files.readAllBytes(sidecar);
        long at = 12; // the file header
        int points = 0;
        int parts = -1;
        while (at + 10 <= bytes.length) {
            int kind = bytes[(int) at] & 0xFF;
            long length = java.nio.ByteBuffer.wrap(bytes, (int) at + 2, 4).getInt() & 0xFFFFFFFFL;
            if (kind == 'C') {
                parts = points++ == full ? 0 : -1;
            } else if (kind == 'P' && parts >= 0) {
                if (parts++ == part) {
                    return at;
                }
            }
            at += 10 + length;
        }
        throw new AssertionError("no part " + part + " of full point " + full);
    }

    @Test
    void pointsStoredDeflatedLandExactlyToo() throws IOException {
        Path trace = generated("incident.lnettrace", 20_000, 46);
        Path cache = dir.resolve("cache");
        try (TraceReader reader = TraceReader.open(trace);
                SeekIndex index = new SeekIndexBuilder(reader, cache).minSpacing(200).deflate(true)
                        .build(SeekIndexBuilder.Progress.NONE)) {
            List<Long> order = randomPositions(reader, index, 80, 8);
            seeksLandExactly(reader, index, order, truth(reader, order));
        }
    }

    @Test
    void theSmallExampleTraceToo() throws IOException {
        Path example = Path.of(System.getProperty("user.dir")).resolve("../../examples/traces/router-oom-small.lnettrace")
                .normalize();
        Path cache = dir.resolve("cache");
        try (TraceReader reader = TraceReader.open(example)) {
            SeekIndex.Status status = SeekIndexBuilder.openOrBuild(reader, cache, SeekIndexBuilder.Progress.NONE);
            SeekIndex index = status.index();
            assertNotNull(index, status.why());
            try (index) {
                assertTrue(index.count() >= reader.checkpointCount(), index.count() + " points, "
                        + reader.checkpointCount() + " checkpoints");
                List<Long> order = randomPositions(reader, index, 100, 6);
                seeksLandExactly(reader, index, order, truth(reader, order));
            }
        }
    }

    @Test
    void aStaleIndexIsRebuilt() throws IOException {
        Path trace = generated("incident.lnettrace", 20_000, 42);
        Path cache = dir.resolve("cache");
        try (TraceReader reader = TraceReader.open(trace)) {
            new SeekIndexBuilder(reader, cache).minSpacing(200).build(SeekIndexBuilder.Progress.NONE).close();
            assertNotNull(SeekIndex.open(reader, cache, true).index());
        }
        // another trace at the same path, even with the old modification time: the identity tells them apart
        FileTime mtime = Files.getLastModifiedTime(trace);
        Files.delete(trace);
        new IncidentGenerator(6, 12, 8, 43).write(trace, 20_000, TraceOptions.defaults("seek index test").withSpacing(128, 1024));
        Files.setLastModifiedTime(trace, mtime);
        try (TraceReader reader = TraceReader.open(trace)) {
            SeekIndex.Status stale = SeekIndex.open(reader, cache, true);
            assertNull(stale.index());
            assertTrue(stale.why().contains("stale"), stale.why());
            SeekIndex.Status rebuilt = new SeekIndexBuilder(reader, cache).minSpacing(200).openOrBuild(SeekIndexBuilder.Progress.NONE);
            assertNotNull(rebuilt.index(), rebuilt.why());
            try (SeekIndex index = rebuilt.index()) {
                assertTrue(rebuilt.why().contains("built"), rebuilt.why());
                List<Long> order = randomPositions(reader, index, 80, 7);
                seeksLandExactly(reader, index, order, truth(reader, order));
            }
        }
    }

    @Test
    void aCorruptIndexIsNeverTrustedAndRebuilt() throws IOException {
        Path trace = generated("incident.lnettrace", 20_000, 44);
        Path cache = dir.resolve("cache");
        try (TraceReader reader = TraceReader.open(trace)) {
            new SeekIndexBuilder(reader, cache).minSpacing(200).build(SeekIndexBuilder.Progress.NONE).close();
            Path sidecar = SeekIndex.fileFor(trace, cache);
            // flip a byte at eight places among the restore points: a seek reads only the chunks of its
            // route (a full point, some diffs), so one byte in the middle may sit in a diff no route takes
            try (RandomAccessFile file = new RandomAccessFile(sidecar.toFile(), "rw")) {
                for (int i = 1; i <= 8; i++) {
                    long at = file.length() * i / 10;
                    file.seek(at);
                    int b = file.read();
                    file.seek(at);
                    file.write(b ^ 0x40);
                }
            }
            // opened without checking every chunk, the cursor meets the damage on a load and falls back
            SeekIndex unchecked = SeekIndex.open(reader, cache, false).index();
            assertNotNull(unchecked, "the structure (identity, index, trailer) is intact");
            try (unchecked) {
                ReplayCursor cursor = new ReplayCursor(reader);
                cursor.useIndex(unchecked);
                // from the last point back to the first: each seek is behind the one before, so it loads a point
                List<Long> order = new ArrayList<>();
                for (int i = unchecked.count() - 1; i >= 0; i--) {
                    order.add(unchecked.position(i) + 3);
                }
                Map<Long, FlatState> truth = truth(reader, order);
                for (long p : order) {
                    cursor.seekToEvent(p);
                    assertNull(truth.get(p).differenceFrom(cursor.state()), "after a seek to " + p);
                }
                assertNotNull(unchecked.damage(), "the damaged point was found");
                assertNull(cursor.index(), "and the index dropped");
            }
            SeekIndex.Status checked = SeekIndex.open(reader, cache, true);
            assertNull(checked.index());
            assertTrue(checked.why().contains("not used"), checked.why());
            SeekIndex.Status rebuilt = new SeekIndexBuilder(reader, cache).minSpacing(200).openOrBuild(SeekIndexBuilder.Progress.NONE);
            assertNotNull(rebuilt.index(), rebuilt.why());
            rebuilt.index().close();
            assertNotNull(SeekIndex.open(reader, cache, true).index(), "sound again");

            // cut short (a build that died before the rename cannot leave this, a full disk could)
            try (RandomAccessFile file = new RandomAccessFile(sidecar.toFile(), "rw")) {
                file.setLength(file.length() - 100);
            }
            SeekIndex.Status cut = SeekIndex.open(reader, cache, true);
            assertNull(cut.index());
            assertTrue(cut.why().contains("trailer"), cut.why());
            SeekIndex again = new SeekIndexBuilder(reader, cache).minSpacing(200).openOrBuild(SeekIndexBuilder.Progress.NONE).index();
            assertNotNull(again);
            again.close();
        }
    }

    @Test
    void theLeastRecentlyOpenedIndexesOfOtherTracesGoWhenTheCacheIsFull() throws IOException {
        Path trace = generated("incident.lnettrace", 20_000, 47);
        Path cache = dir.resolve("cache");
        Files.createDirectories(cache);
        long now = System.currentTimeMillis();
        List<Path> others = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Path other = cache.resolve("other" + i + ".lnetseek");
            Files.write(other, new byte[1 << 20]);
            Files.setLastModifiedTime(other, FileTime.fromMillis(now - (3 - i) * 3_600_000L)); // other0 the oldest
            others.add(other);
        }
        Path dead = cache.resolve(".lnetseek-123.tmp"); // a build killed with its process yesterday
        Files.write(dead, new byte[10]);
        Files.setLastModifiedTime(dead, FileTime.fromMillis(now - 25 * 3_600_000L));
        Path running = cache.resolve(".lnetseek-456.tmp"); // one being written now
        Files.write(running, new byte[10]);
        Path unrelated = cache.resolve("notes.txt");
        Files.write(unrelated, new byte[1 << 20]);
        Files.setLastModifiedTime(unrelated, FileTime.fromMillis(now - 10 * 3_600_000L));
        try (TraceReader reader = TraceReader.open(trace)) {
            long budget = 1 << 20;
            // room for two of the others and the new index's budget: the oldest goes, nothing else
            SeekIndex index = new SeekIndexBuilder(reader, cache).minSpacing(200).budget(budget).cacheLimit(3L << 20)
                    .build(SeekIndexBuilder.Progress.NONE);
            assertNotNull(index);
            index.close();
            assertFalse(Files.exists(others.get(0)), "the least recently opened index went");
            assertTrue(Files.exists(others.get(1)) && Files.exists(others.get(2)), "the others stayed");
            assertTrue(Files.exists(unrelated), "a file that is not an index is never touched");
            assertFalse(Files.exists(dead), "a dead build's temporary file went");
            assertTrue(Files.exists(running), "a running build's stayed");
        }
    }

    @Test
    void aStoppedBuildLeavesNothing() throws IOException {
        Path trace = generated("incident.lnettrace", 40_000, 45);
        Path cache = dir.resolve("cache");
        try (TraceReader reader = TraceReader.open(trace)) {
            long[] calls = {0};
            SeekIndex index = new SeekIndexBuilder(reader, cache).minSpacing(200).build((done, total) -> {
                calls[0]++;
                assertTrue(done <= total, done + " of " + total);
                return true;
            });
            assertNull(index);
            assertEquals(1, calls[0]);
            try (Stream<Path> inCache = Files.list(cache)) {
                assertEquals(List.of(), inCache.toList());
            }
            assertFalse(SeekIndex.open(reader, cache, false).index() != null);
        }
    }
}
