package org.lnetscope.trace;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.Deflater;

import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.internal.ChunkCompressor;
import org.lnetscope.trace.internal.ChunkIO;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.StateCodec;
import org.lnetscope.trace.state.StateDiff;

/**
 * Builds a {@link SeekIndex}: plans restore points between the trace's checkpoints ({@link #plan}),
 * replays the trace once from its start up to its last point, and writes at each point what the
 * events since its base changed ({@link StateDiff}, with {@link ListPrefixes}) and, at a full point,
 * its whole state as a checkpoint, into a new file with a random name in the cache folder, renamed
 * over the old index once complete. Cancellable between any two events; a cancelled or failed build
 * leaves no file behind. Meant for a background thread (a Job in the window, {@code lnetscope trace
 * index} on the command line): the full seed's trace takes a replay of its 80 M events, 81 s of
 * CPU on the shared 2-core machine (docs/benchmarks.md, "Seek index format 3 (k36)").
 */
public final class SeekIndexBuilder {

    /** Asked every {@link #EVERY} events with the events replayed so far and the total; true stops the build. */
    @FunctionalInterface
    public interface Progress {
        Progress NONE = (done, total) -> false;

        boolean stop(long done, long total);
    }

    static final int EVERY = 1 << 14;

    /**
     * Fewest events between two restore points: about 2 ms of applying a small state, so a seek in
     * the example traces and the 10 M-event benchmark applies at most that many (their checkpoints
     * are 16,384 apart).
     */
    public static final int MIN_SPACING = 4096;

    /**
     * Restore points that are deflated use the fastest level: they are written once while the user
     * waits and read on every seek, and level 1 inflates as fast as the default level.
     */
    static final int LEVEL = Deflater.BEST_SPEED;

    /**
     * How much bigger a restore point is than the trace's checkpoint of the same interval, for
     * planning: deflate level 1 against the writer's default, and states grow within an interval.
     */
    static final double GROWTH = 1.3;

    private final TraceReader reader;
    private final Path cacheDir;
    private long budget;
    private int minSpacing = MIN_SPACING;
    private boolean deflate;
    private long cacheLimit = CACHE_LIMIT;
    private long diffSpacing;
    private double fullShare = FULL_SHARE;
    private long anchorBytes = -1;
    private int partBytes = StateCodec.PART_BYTES;

    /**
     * A point whose diff passes this share of its state's bytes (estimated at
     * {@link #INFLATED_BYTES_PER_OBJECT} per object), and at least {@link #MIN_ANCHOR_BYTES}, becomes
     * the base of the next ones (an anchor), as a full point always is: diffs from one base grow as
     * the events touch more objects (from the full seed's start to its first full point at event
     * 22.9 M they reached 32 MB each), a chain of diffs costs the sum of its links. A twentieth
     * (6 MB at the full seed's end): diffs of at most a few anchors' bytes each leave room in the
     * budget for twice the points, so a seek applies fewer events; at a quarter (30 MB, never
     * reached there) the same budget held 70 points, a random seek's wall p90 665 ms against 499
     * (docs/benchmarks.md, "Seek index format 3 (k36)").
     */
    static final double ANCHOR_SHARE = 0.05;

    static final long MIN_ANCHOR_BYTES = 1L << 20;

    /** Inflated bytes of a stored object, about (27.2 at the full seed's last checkpoint). */
    static final double INFLATED_BYTES_PER_OBJECT = 27.2;

    /** Bytes past which a diff makes its point an anchor, for a state of {@code objects}. */
    private long anchorBytes(int objects) {
        return anchorBytes >= 0 ? anchorBytes : Math.max(MIN_ANCHOR_BYTES, (long) (ANCHOR_SHARE * INFLATED_BYTES_PER_OBJECT * objects));
    }

    /** Fixes the bytes past which a diff makes its point an anchor (benchmarks, tests; 0: every point). */
    public SeekIndexBuilder anchorBytes(long bytes) {
        this.anchorBytes = bytes;
        return this;
    }

    /** Share of the budget planned for full points (see {@link #fullShare}). */
    static final double FULL_SHARE = 0.6;

    /**
     * The most bytes all the seek indexes in a cache folder may take together: before a build,
     * the indexes of other traces least recently opened are deleted until the new one fits.
     */
    public static final long CACHE_LIMIT = 8L << 30;

    public SeekIndexBuilder(TraceReader reader, Path cacheDir) {
        this.reader = reader;
        this.cacheDir = cacheDir;
        this.budget = defaultBudget(reader.fileSize());
    }

    /**
     * The most bytes an index may take: twice its trace's (so the cache follows what the user
     * keeps; restore points stored without deflate are about twice a checkpoint's bytes), at least
     * 16 MiB so a small trace gets its restore points anyway.
     */
    public static long defaultBudget(long traceBytes) {
        return Math.max(2 * traceBytes, 16L << 20);
    }

    /** Bounds the sidecar at {@code bytes} (planned from the checkpoints' sizes, then enforced while writing). */
    public SeekIndexBuilder budget(long bytes) {
        this.budget = bytes;
        return this;
    }

    /**
     * Whether restore points are deflated (level 1). By default they are stored as they are: twice
     * the bytes ({@link #INFLATED_PER_STORED}), and a load skips the inflate, about half of it. On
     * the full seed, 100 random seeks: deflated at a budget of 1x the trace, thread CPU p50 791 ms,
     * p99 2,728 ms; as they are at 2x (the same 20 points), p50 620 ms, p99 1,420 ms
     * (docs/benchmarks.md, "Seek index").
     */
    public SeekIndexBuilder deflate(boolean on) {
        this.deflate = on;
        return this;
    }

    /** Inflated bytes per stored byte of the full seed's last checkpoint (110,131,097 / 54,452,778). */
    static final double INFLATED_PER_STORED = 2.02;

    /** Bounds the indexes in the cache folder together ({@link #CACHE_LIMIT} unless told). */
    public SeekIndexBuilder cacheLimit(long bytes) {
        this.cacheLimit = bytes;
        return this;
    }

    /** Fewest events between two restore points (tests use small traces). */
    public SeekIndexBuilder minSpacing(int events) {
        this.minSpacing = Math.max(1, events);
        return this;
    }

    /**
     * Where restore points go: what a seek costs is a load plus the events after it, so the plan
     * makes that sum the same everywhere, as small as the budget allows. In event terms a load
     * costs {@link #LOAD_EVENTS_PER_OBJECT} per object, and a checkpoint's objects are estimated
     * from its stored bytes ({@link #STORED_BYTES_PER_OBJECT}); for a longest cost T, restore
     * points in checkpoint interval k are {@code max(minSpacing, T - load_k, load_k)} events apart
     * (never closer than a load's worth: a point there would cost more to load than the events it
     * saves), evenly; T is the smallest whose points fit in 90 % of the budget, their bytes
     * estimated from the checkpoints' ({@link #GROWTH}). Spacing by bytes alone (the writer's
     * rule) was planned first: on the full seed at a budget of its own size it left 5.1 M events
     * between two points where the states are biggest, this 3.4 M (docs/benchmarks.md, "Seek index").
     */
    public long[] fullPlan() throws IOException {
        int n = reader.checkpointCount();
        long events = reader.eventCount();
        if (events == 0) {
            return new long[0];
        }
        long[] stored = new long[n];
        for (int k = 0; k < n; k++) {
            stored[k] = reader.checkpointStoredBytes(k);
        }
        long lo = minSpacing;
        long hi = Math.max(minSpacing, events);
        double fullBudget = budget * 0.9 * fullShare;
        if (bytes(stored, lo, null) <= fullBudget) {
            hi = lo;
        }
        while (hi - lo > Math.max(1, lo / 64)) {
            long mid = lo + (hi - lo) / 2;
            if (bytes(stored, mid, null) <= fullBudget) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        List<Long> points = new ArrayList<>();
        bytes(stored, hi, points);
        return points.stream().mapToLong(Long::longValue).toArray();
    }

    /**
     * Every restore point: the full points ({@link #fullPlan}) and, between them, a point every
     * {@link #diffSpacing} events (none on a trace checkpoint, which a seek can load anyway). Each
     * point has a diff from its base; the full points also hold their whole state.
     */
    public long[] plan() throws IOException {
        long events = reader.eventCount();
        java.util.TreeSet<Long> points = new java.util.TreeSet<>();
        for (long p : fullPlan()) {
            points.add(p);
        }
        long spacing = diffSpacing();
        for (long p = spacing; p < events; p += spacing) {
            int k = reader.checkpointAtOrBefore(p);
            if (reader.checkpointPosition(k) != p) {
                points.add(p);
            }
        }
        return points.stream().mapToLong(Long::longValue).toArray();
    }

    /**
     * Events between two diff points: a thousandth of the trace (78 k in the full seed: 0.1 s of
     * applying its biggest states at worst), at least {@link #minSpacing}.
     */
    public long diffSpacing() {
        return diffSpacing > 0 ? diffSpacing : Math.max(minSpacing, reader.eventCount() / DIFF_POINTS);
    }

    /** Diff points in a trace, about, unless {@link #diffSpacing(long)} says otherwise. */
    static final int DIFF_POINTS = 1024;

    /** Events between two diff points (benchmarks; 0: {@link #diffSpacing()}'s default). */
    public SeekIndexBuilder diffSpacing(long events) {
        this.diffSpacing = events;
        return this;
    }

    /** Bytes per part of a full point's state, about ({@link StateCodec#PART_BYTES} unless told; tests make many). */
    public SeekIndexBuilder partBytes(int bytes) {
        this.partBytes = Math.max(1, bytes);
        return this;
    }

    /** Share of the budget planned for full points; the diffs take the rest (benchmarks). */
    public SeekIndexBuilder fullShare(double share) {
        this.fullShare = share;
        return this;
    }

    /**
     * Most events between two full points where a load costs less than a quarter of that many
     * events (states of about 1 M objects or fewer): 0.45-1 s of applying them. Without it the
     * plan's one longest cost left the full seed's first 20 M events (small states, checkpoints
     * 1.1-1.9 M events apart) without points, and seeks there applied up to 1.8 M events,
     * 0.6-1.3 s, the slowest of a random hundred once the big states' loads took 0.2-0.5 s. Not
     * where states are bigger: there the budget was spent on full points 1 M events apart by
     * event 53 M, and the trace's last third had none (docs/benchmarks.md, "Seek index format 3
     * (k36)").
     */
    static final long MAX_SPAN = 1L << 20;

    /** A seek's load in events, per object (as {@code ReplayCursor.LOAD_EVENTS_PER_OBJECT}). */
    static final double LOAD_EVENTS_PER_OBJECT = 0.25;

    /**
     * Stored bytes of a checkpoint per object: 13.4 in the full seed's last two checkpoints
     * (54,452,778 bytes for 4,045,762 objects, 43,096,685 for 3,212,918).
     */
    static final double STORED_BYTES_PER_OBJECT = 13.4;

    /** Estimated bytes of the points planned for a longest seek cost of {@code cost} events; adds them to {@code points}. */
    private double bytes(long[] stored, long cost, List<Long> points) {
        int n = stored.length;
        long events = reader.eventCount();
        double bytes = 0;
        for (int k = 0; k < n; k++) {
            long from = reader.checkpointPosition(k);
            long to = k + 1 < n ? reader.checkpointPosition(k + 1) : events;
            long length = to - from;
            double load = LOAD_EVENTS_PER_OBJECT * stored[k] / STORED_BYTES_PER_OBJECT;
            double span = cost - load;
            if (load * 4 < MAX_SPAN) {
                span = Math.min(span, MAX_SPAN); // a small state: a load costs little, events much
            }
            double spacing = Math.max(minSpacing, Math.max(span, load));
            int m = (int) Math.min(Integer.MAX_VALUE, Math.max(0, (long) Math.ceil(length / spacing) - 1));
            bytes += m * stored[k] * GROWTH * (deflate ? 1 : INFLATED_PER_STORED);
            if (points != null) {
                for (int i = 1; i <= m; i++) {
                    long p = from + Math.round(i * (double) length / (m + 1));
                    if (p > from && p < to) {
                        points.add(p);
                    }
                }
            }
        }
        return bytes;
    }

    /**
     * The index of {@code reader}'s trace in {@code cacheDir}, every chunk checked; rebuilt when
     * absent, stale or damaged. The index is null only if {@code progress} stopped the build or the
     * trace has no room for restore points (then why says so).
     */
    public static SeekIndex.Status openOrBuild(TraceReader reader, Path cacheDir, Progress progress) throws IOException {
        return new SeekIndexBuilder(reader, cacheDir).openOrBuild(progress);
    }

    /** {@link #openOrBuild(TraceReader, Path, Progress)} with this builder's budget and spacing. */
    public SeekIndex.Status openOrBuild(Progress progress) throws IOException {
        SeekIndex.Status found = SeekIndex.open(reader, cacheDir, true);
        if (found.index() != null) {
            return found;
        }
        if (plan().length == 0) {
            return new SeekIndex.Status(null, "the trace's own checkpoints are as close as a seek index would put them");
        }
        SeekIndex built = build(progress);
        return new SeekIndex.Status(built, built == null ? "seek index stopped (" + found.why() + ")"
                : "seek index built (" + found.why() + "): " + built.count() + " restore points in " + built.file());
    }

    /**
     * Builds the index as planned and returns it open, or null if {@code progress} stopped it.
     * The file is renamed into place only when complete, so an index is either whole or absent.
     *
     * @throws IOException if the cache folder cannot take it (no space for the budget, not writable)
     */
    public SeekIndex build(Progress progress) throws IOException {
        long[] points = plan();
        Files.createDirectories(cacheDir);
        long usable = Files.getFileStore(cacheDir).getUsableSpace();
        if (usable < 2 * budget) {
            throw new IOException(String.format("%s has %,d MB free, too little for a seek index of up to %,d MB", cacheDir,
                    usable >> 20, budget >> 20));
        }
        Path target = SeekIndex.fileFor(reader.file(), cacheDir);
        evictFor(target);
        Path temp = createTemp();
        boolean done = false;
        try (FileChannel out = FileChannel.open(temp, StandardOpenOption.WRITE)) {
            if (!write(out, points, progress)) {
                return null;
            }
            done = true;
        } finally {
            if (!done) {
                Files.deleteIfExists(temp);
            }
        }
        Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        SeekIndex.Status status = SeekIndex.open(reader, cacheDir, false);
        if (status.index() == null) {
            throw new IOException("the seek index just built does not open: " + status.why());
        }
        return status.index();
    }

    /**
     * Deletes the least recently opened indexes of other traces ({@code *.lnetseek} regular files
     * in the cache folder; {@link SeekIndex#open} touches an index it opens) until they and the
     * new one's budget fit in {@link #cacheLimit}; and temporary files of builds that died a day
     * ago or more. Nothing else in the folder is touched.
     */
    private void evictFor(Path target) throws IOException {
        // a build killed with its process (the window may run 'lnetscope trace index' as a child) leaves
        // its temporary file; one a day old is no build still running
        long dayAgo = System.currentTimeMillis() - 24L * 3600 * 1000;
        try (var files = Files.newDirectoryStream(cacheDir, ".lnetseek-*.tmp")) {
            for (Path file : files) {
                try {
                    if (Files.isRegularFile(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)
                            && Files.getLastModifiedTime(file).toMillis() < dayAgo) {
                        Files.deleteIfExists(file);
                    }
                } catch (java.nio.file.NoSuchFileException e) {
                    // gone meanwhile
                }
            }
        }
        List<Path> others = new ArrayList<>();
        try (var files = Files.newDirectoryStream(cacheDir, "*.lnetseek")) {
            for (Path file : files) {
                if (!file.equals(target) && Files.isRegularFile(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
                    others.add(file);
                }
            }
        }
        long[] total = {0};
        java.util.Map<Path, Long> size = new java.util.HashMap<>();
        java.util.Map<Path, Long> used = new java.util.HashMap<>();
        for (Path file : others) {
            try {
                size.put(file, Files.size(file));
                used.put(file, Files.getLastModifiedTime(file).toMillis());
                total[0] += size.get(file);
            } catch (java.nio.file.NoSuchFileException e) {
                // another process evicted it meanwhile
            }
        }
        others.removeIf(file -> !size.containsKey(file));
        others.sort(java.util.Comparator.comparingLong(used::get));
        for (Path file : others) {
            if (total[0] + budget <= cacheLimit) {
                break;
            }
            Files.deleteIfExists(file);
            total[0] -= size.get(file);
        }
    }

    /** A new file with a random name (created exclusively, owner-only where the file system has modes). */
    private Path createTemp() throws IOException {
        try {
            return Files.createTempFile(cacheDir, ".lnetseek-", ".tmp",
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------")));
        } catch (UnsupportedOperationException e) {
            return Files.createTempFile(cacheDir, ".lnetseek-", ".tmp");
        }
    }

    private boolean write(FileChannel out, long[] points, Progress progress) throws IOException {
        ByteSink frame = new ByteSink(1 << 16);
        frame.bytes(SeekIndex.MAGIC, 0, SeekIndex.MAGIC.length);
        frame.u8(SeekIndex.MAJOR >> 8);
        frame.u8(SeekIndex.MAJOR);
        frame.u8(SeekIndex.MINOR >> 8);
        frame.u8(SeekIndex.MINOR);
        byte[] identity = SeekIndex.identity(reader);
        java.util.Set<Long> full = new java.util.HashSet<>();
        for (long p : fullPlan()) {
            full.add(p);
        }
        ChunkCompressor deflater = ChunkCompressor.deflate(LEVEL);
        try {
            ChunkIO.frame(frame, SeekIndex.KIND_IDENTITY, identity, identity.length, null);
            long written = writeAll(out, frame, 0);
            long total = points.length == 0 ? 0 : points[points.length - 1];
            List<long[]> entries = new ArrayList<>();
            // one replay from the start: every point's diff covers the events since its base, so no
            // stretch can be skipped by loading a checkpoint (that would lose what it touched)
            FlatState state = reader.loadCheckpoint(0);
            state.dirty().clear();
            int poolFrom = state.pool().size();
            int base = -1;
            ListPrefixes prefixes = new ListPrefixes();
            ByteSink payload = new ByteSink(1 << 16);
            Event event = new Event();
            EventStream stream = reader.events(0);
            long position = 0;
            long time = reader.startTimeNs();
            long diffsWritten = 0;
            Weight weight = new Weight();
            for (long point : points) {
                while (position < point) {
                    if (!stream.next(event)) {
                        throw new TraceFormatException(reader.file() + ": events end at " + position + ", before " + point);
                    }
                    prefixes.note(event, state);
                    StateApplier.apply(event, state, null);
                    position++;
                    time = event.timeNs();
                    if ((position & (EVERY - 1)) == 0 && progress.stop(position, total)) {
                        return false;
                    }
                }
                payload.clear();
                payload.varint(position);
                payload.svarint(time);
                payload.varint(state.liveCount());
                StateDiff.encode(state, poolFrom, prefixes, payload);
                if (payload.size() > ChunkIO.MAX_PAYLOAD) {
                    continue; // more changed than a chunk holds: the points before and after serve
                }
                frame.clear();
                int diffBytes = payload.size();
                ChunkIO.frame(frame, SeekIndex.KIND_DIFF, payload.array(), payload.size(), deflate ? deflater : null);
                if (written + frame.size() > budget) {
                    continue; // the plan underestimated: a later, smaller diff may still fit
                }
                if (!full.contains(point) && diffsWritten + frame.size() > budget * (1 - fullShare) * weight.upTo(position)) {
                    // the diffs' share of the budget is spread over the events weighted by the state's
                    // size (where seeks cost most): where diffs are bigger than that allows, points are
                    // fewer, and the next one takes these events' changes too
                    continue;
                }
                if (!full.contains(point)) {
                    // a full point's diff is counted with the full points' share: where states are small,
                    // full points come every 2^20 events (MAX_SPAN), and their diffs, charged to the
                    // diffs' share, left the full seed's events 23.9-30.5 M without a diff point
                    diffsWritten += frame.size();
                }
                long diffAt = written;
                written = writeAll(out, frame, written);
                long fullAt = -1;
                if (full.contains(point)) {
                    long bytes = writeFull(out, written, position, time, state, payload, frame, deflater);
                    if (bytes >= 0) {
                        fullAt = written;
                        written += bytes;
                    }
                }
                entries.add(new long[] {diffAt, position, time, state.liveCount(), diffBytes, base, fullAt});
                if (fullAt >= 0 || diffBytes > anchorBytes(state.liveCount())) {
                    // the next diffs start here
                    base = entries.size() - 1;
                    state.dirty().clear();
                    prefixes.clear();
                    poolFrom = state.pool().size();
                }
            }
            payload.clear();
            payload.varint(entries.size());
            for (long[] e : entries) {
                payload.varint(e[0]);
                payload.varint(e[1]);
                payload.svarint(e[2]);
                payload.varint(e[3]);
                payload.varint(e[4]);
                payload.varint(e[5] + 1);
                payload.varint(e[6] + 1);
            }
            frame.clear();
            ChunkIO.frame(frame, SeekIndex.KIND_INDEX, payload.array(), payload.size(), deflater);
            long indexAt = written;
            written = writeAll(out, frame, written);
            frame.clear();
            for (int shift = 56; shift >= 0; shift -= 8) {
                frame.u8((int) (indexAt >>> shift));
            }
            frame.bytes(SeekIndex.END_MAGIC, 0, SeekIndex.END_MAGIC.length);
            writeAll(out, frame, written);
            return true;
        } finally {
            deflater.end();
        }
    }

    /**
     * Writes a full point's 'C' chunk and its 'P' chunks at {@code at} if they fit the budget
     * ({@link SeekIndex}: the state in parts, {@link StateCodec#encodeParts}); returns their bytes,
     * or -1 if nothing was written.
     */
    private long writeFull(FileChannel out, long at, long position, long time, FlatState state, ByteSink payload, ByteSink frame,
            ChunkCompressor deflater) throws IOException {
        ByteSink head = new ByteSink(1 << 16);
        List<byte[]> parts = StateCodec.encodeParts(state, partBytes, head);
        List<byte[]> framed = new ArrayList<>(parts.size());
        long total = 0;
        for (int p = 0; p < parts.size(); p++) {
            frame.clear();
            byte[] part = parts.get(p);
            parts.set(p, null); // the encoded parts and their frames are each as big as the state's bytes
            ChunkIO.frame(frame, SeekIndex.KIND_PART, part, part.length, deflate ? deflater : null);
            framed.add(frame.toByteArray());
            total += frame.size();
        }
        payload.clear();
        payload.varint(position);
        payload.svarint(time);
        payload.varint(state.liveCount());
        payload.varint(framed.size());
        for (byte[] f : framed) {
            payload.varint(f.length);
        }
        payload.bytes(head.array(), 0, head.size());
        if (payload.size() > ChunkIO.MAX_PAYLOAD) {
            return -1;
        }
        frame.clear();
        ChunkIO.frame(frame, SeekIndex.KIND_POINT, payload.array(), payload.size(), deflate ? deflater : null);
        total += frame.size();
        if (at + total > budget) {
            return -1;
        }
        long written = writeAll(out, frame, at);
        for (byte[] f : framed) {
            written = writeAll(out, f, written);
        }
        return written - at;
    }

    /**
     * The share of a trace's events up to a position, each weighted by its state's size, estimated by
     * its checkpoint interval's stored bytes: the full seed's last 40 M events weigh about 95 %.
     */
    private final class Weight {
        private final double[] before;
        private final long[] stored;
        private final double total;

        Weight() throws IOException {
            int n = reader.checkpointCount();
            before = new double[n + 1];
            stored = new long[n];
            for (int k = 0; k < n; k++) {
                stored[k] = reader.checkpointStoredBytes(k);
                before[k + 1] = before[k] + (double) length(k) * stored[k];
            }
            total = Math.max(1, before[n]);
        }

        private long length(int k) {
            long to = k + 1 < reader.checkpointCount() ? reader.checkpointPosition(k + 1) : reader.eventCount();
            return to - reader.checkpointPosition(k);
        }

        double upTo(long position) {
            int k = reader.checkpointAtOrBefore(position);
            return (before[k] + (double) (position - reader.checkpointPosition(k)) * stored[k]) / total;
        }
    }

    private static long writeAll(FileChannel out, ByteSink bytes, long at) throws IOException {
        return writeAll(out, bytes.array(), bytes.size(), at);
    }

    private static long writeAll(FileChannel out, byte[] bytes, long at) throws IOException {
        return writeAll(out, bytes, bytes.length, at);
    }

    private static long writeAll(FileChannel out, byte[] bytes, int length, long at) throws IOException {
        ByteBuffer buffer = ByteBuffer.wrap(bytes, 0, length);
        long position = at;
        while (buffer.hasRemaining()) {
            position += out.write(buffer, position);
        }
        return position;
    }
}
