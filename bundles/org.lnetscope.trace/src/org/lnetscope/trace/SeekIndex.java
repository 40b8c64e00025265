package org.lnetscope.trace;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import java.util.HexFormat;

import org.lnetscope.trace.internal.ByteSource;
import org.lnetscope.trace.internal.ChunkIO;
import org.lnetscope.trace.internal.DamagedException;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.StateCodec;
import org.lnetscope.trace.state.StateDiff;

/**
 * Restore points between a trace's own checkpoints, built once per trace by replaying it
 * ({@link SeekIndexBuilder}) and kept in a sidecar file in the user's cache folder, never next to
 * the trace (a trace may sit in a shared folder: hostile neighbour rule). A seek then loads the
 * nearest restore point, the trace's or the index's, and applies fewer events from it
 * (docs/benchmarks.md, "Seek index"). The trace's own checkpoints are spaced by bytes, so in the
 * full seed's last hours they are 10 M events apart and a random seek applied 2.2 M events on
 * average; the writer's spacing is a choice of file size that a reader cannot change, this index
 * is the reader's.
 *
 * <p>Sidecar layout (chunks framed as in the trace, {@link ChunkIO}):
 *
 * <pre>
 * magic(8) = 89 'L' 'N' 'S' 'K' 0D 0A 1A, major(u16), minor(u16)
 * 'S' chunk: the trace's size (varint), mtime in ms (svarint), event count (varint), identity hash (32 bytes)
 * 'D' chunk per restore point: position (varint), time (svarint), live objects (varint), then a
 *     {@link StateDiff} of the events since its base (an earlier point, or the trace's start)
 * 'C' chunk for a full point, after its 'D': position, time, live objects, parts (varint), per part
 *     its 'P' chunk's bytes (header included), then the head of the state in parts
 *     ({@link StateCodec#encodeParts}: the pool, the high water, per part its ids and objects per class)
 * 'P' chunk per part, right after its 'C', in order: the objects of the part's ids as a checkpoint holds them
 * 'I' chunk: count, then per point: its 'D' offset, position, time, live objects, the 'D' payload's
 *     bytes, base + 1 (0: the trace's start), the 'C' offset + 1 (0: not a full point)
 * trailer: index offset (u64), 'L' 'N' 'S' 'K' 'I' 'D' 'X' 1A
 * </pre>
 *
 * <p>Format 2 added the diffs, format 3 (this one) a full point's state in parts that decode on all
 * cores at once ({@link StateCodec#decodeParts}); an index of an older format is not read (the owner
 * rebuilds it: its full points would load at half the speed). A
 * seek loads the last full point (or trace checkpoint) at or before its target and applies the
 * diff of the last point before the target, whose base that is; or, going forward, applies diffs
 * from the state it has (a diff turns any state inside its stretch into the state at its end:
 * {@link StateDiff}); then the events after that point.
 *
 * <p>Never trusted: the identity (the trace's size, mtime and a SHA-256 of its first and last
 * 64 KiB, which hold the header with its creation time and the index) must match the trace, every
 * chunk's CRC is checked when it is read, and a point must decode to the position, time and
 * object count its index entry says. Anything else makes {@link #open} say stale or damaged (the
 * owner rebuilds) or {@link #load} throw (the cursor falls back to the trace's checkpoint).
 *
 * <p>Thread-safe: positional reads only; a cursor may start using an index another thread built.
 */
public final class SeekIndex implements Closeable {

    static final byte[] MAGIC = {(byte) 0x89, 'L', 'N', 'S', 'K', '\r', '\n', 0x1A};
    static final byte[] END_MAGIC = {'L', 'N', 'S', 'K', 'I', 'D', 'X', 0x1A};
    static final int MAJOR = 3;
    static final int MINOR = 0;
    static final int KIND_IDENTITY = 'S';
    static final int KIND_POINT = ChunkIO.KIND_CHECKPOINT;
    static final int KIND_DIFF = 'D';
    static final int KIND_PART = 'P';
    static final int KIND_INDEX = ChunkIO.KIND_INDEX;
    /** Bytes hashed at each end of the trace for its identity. */
    static final int HASHED_END = 64 << 10;

    private final Path file;
    private final FileChannel channel;
    private final long traceBytes;
    /** Where the index chunk starts: every point's chunks end before it. */
    private final long limit;
    private final long[] offset;
    private final long[] position;
    private final long[] time;
    private final int[] live;
    private final long[] diffBytes;
    private final int[] base;
    /** Per point, its full state's 'C' chunk, or -1. */
    private final long[] fullOffset;
    /** The full points' indexes, ascending. */
    private final int[] full;
    private volatile String damage;

    private SeekIndex(Path file, FileChannel channel, long traceBytes, long limit, long[] offset, long[] position, long[] time, int[] live,
            long[] diffBytes, int[] base, long[] fullOffset) {
        this.file = file;
        this.channel = channel;
        this.traceBytes = traceBytes;
        this.limit = limit;
        this.offset = offset;
        this.position = position;
        this.time = time;
        this.live = live;
        this.diffBytes = diffBytes;
        this.base = base;
        this.fullOffset = fullOffset;
        this.full = java.util.stream.IntStream.range(0, fullOffset.length).filter(i -> fullOffset[i] >= 0).toArray();
    }

    /** Where the index of {@code trace} lives in {@code cacheDir}: named by a hash of the trace's real path. */
    public static Path fileFor(Path trace, Path cacheDir) throws IOException {
        String path = trace.toRealPath().toString();
        byte[] digest = sha256().digest(path.getBytes(StandardCharsets.UTF_8));
        return cacheDir.resolve(HexFormat.of().formatHex(digest, 0, 16) + ".lnetseek");
    }

    /** A system property naming another folder for seek indexes (tests; a user with a small home). */
    public static final String CACHE_DIR_PROPERTY = "lnetscope.seekIndexDir";

    /**
     * The user's cache folder for seek indexes: {@code $XDG_CACHE_HOME/lnetscope/seek}, else
     * {@code ~/.cache/lnetscope/seek}, unless {@link #CACHE_DIR_PROPERTY} names another.
     */
    public static Path defaultCacheDir() {
        String override = System.getProperty(CACHE_DIR_PROPERTY);
        if (override != null && !override.isBlank()) {
            return Path.of(override);
        }
        return org.lnetscope.trace.internal.UserCache.folder().resolve("seek");
    }

    /** What an open or a rebuild found, one line, for a log or a progress label. */
    public record Status(SeekIndex index, String why) {
    }

    /**
     * Opens the index of {@code reader}'s trace in {@code cacheDir}, checking its identity, its
     * structure and, with {@code verifyChunks}, the CRC of every chunk (reads the whole sidecar).
     * Returns no index and why (absent, stale, damaged) when it cannot be used.
     */
    public static Status open(TraceReader reader, Path cacheDir, boolean verifyChunks) throws IOException {
        Path file = fileFor(reader.file(), cacheDir);
        FileChannel channel;
        try {
            channel = FileChannel.open(file, StandardOpenOption.READ);
        } catch (NoSuchFileException e) {
            return new Status(null, "no seek index yet");
        }
        try {
            SeekIndex index = read(file, channel, reader, verifyChunks);
            try {
                // the cache keeps the indexes opened last (SeekIndexBuilder evicts by this time)
                Files.setLastModifiedTime(file, java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis()));
            } catch (IOException e) {
                // a read-only cache still serves
            }
            return new Status(index, "seek index " + file + ": " + index.count() + " restore points");
        } catch (DamagedException e) {
            channel.close();
            return new Status(null, "seek index " + file + " not used (" + e.getMessage() + ")");
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    private static SeekIndex read(Path file, FileChannel channel, TraceReader reader, boolean verifyChunks) throws IOException {
        long size = channel.size();
        if (size < ChunkIO.FILE_HEADER_BYTES + ChunkIO.TRAILER_BYTES) {
            throw new DamagedException("only " + size + " bytes");
        }
        byte[] head = read(channel, 0, ChunkIO.FILE_HEADER_BYTES);
        if (!Arrays.equals(Arrays.copyOf(head, 8), MAGIC)) {
            throw new DamagedException("not a seek index");
        }
        int major = ((head[8] & 0xFF) << 8) | (head[9] & 0xFF);
        if (major != MAJOR) {
            throw new DamagedException("seek index format " + major + ", this LNet Scope writes " + MAJOR);
        }
        long budget = ChunkIO.memoryBudget(reader.fileSize());
        Chunk identity = chunk(channel, size, ChunkIO.FILE_HEADER_BYTES, KIND_IDENTITY, budget);
        if (!Arrays.equals(identity.payload, identity(reader))) {
            throw new DamagedException("stale: made for another version of the trace");
        }
        byte[] trailer = read(channel, size - ChunkIO.TRAILER_BYTES, ChunkIO.TRAILER_BYTES);
        if (!Arrays.equals(Arrays.copyOfRange(trailer, 8, 16), END_MAGIC)) {
            throw new DamagedException("no trailer (not finished)");
        }
        long indexAt = ChunkIO.readLong(trailer, 0);
        if (indexAt < identity.end || indexAt > size - ChunkIO.TRAILER_BYTES) {
            throw new DamagedException("trailer points outside the file");
        }
        Chunk indexChunk = chunk(channel, size - ChunkIO.TRAILER_BYTES, indexAt, KIND_INDEX, budget);
        ByteSource in = new ByteSource(indexChunk.payload).limitMemory(reader.fileSize());
        int n = in.count("restore point", 7, 64);
        long[] offset = new long[n];
        long[] position = new long[n];
        long[] time = new long[n];
        int[] live = new int[n];
        long[] diffBytes = new long[n];
        int[] base = new int[n];
        long[] fullOffset = new long[n];
        long previousOffset = identity.end - 1;
        long previousPosition = 0;
        for (int i = 0; i < n; i++) {
            offset[i] = in.varint();
            position[i] = in.varint();
            time[i] = in.svarint();
            live[i] = in.uint();
            diffBytes[i] = in.varint();
            base[i] = in.uint() - 1;
            fullOffset[i] = in.varint() - 1;
            if (offset[i] <= previousOffset || offset[i] >= indexAt) {
                throw new DamagedException("restore point " + i + " at byte " + offset[i] + " is out of order");
            }
            if (fullOffset[i] >= 0 && (fullOffset[i] <= offset[i] || fullOffset[i] >= indexAt)) {
                throw new DamagedException("restore point " + i + "'s full state at byte " + fullOffset[i] + " is out of order");
            }
            if (position[i] <= previousPosition || position[i] >= reader.eventCount()) {
                throw new DamagedException("restore point " + i + " at event " + position[i] + " is not inside the trace");
            }
            if (base[i] >= i) {
                throw new DamagedException("restore point " + i + "'s diff starts at point " + base[i] + ", not one before it");
            }
            previousOffset = Math.max(offset[i], fullOffset[i]);
            previousPosition = position[i];
        }
        if (verifyChunks) {
            for (int i = 0; i < n; i++) {
                chunk(channel, indexAt, offset[i], KIND_DIFF, -1);
                if (fullOffset[i] >= 0) {
                    Chunk point = chunk(channel, indexAt, fullOffset[i], KIND_POINT, budget);
                    long[] parts = partOffsets(new ByteSource(point.payload), point.end, indexAt, i);
                    for (int p = 0; p + 1 < parts.length; p++) {
                        if (chunk(channel, indexAt, parts[p], KIND_PART, -1).end != parts[p + 1]) {
                            throw new DamagedException("restore point " + i + "'s part " + p + " at byte " + parts[p]
                                    + " is not as long as its point says");
                        }
                    }
                }
            }
        }
        return new SeekIndex(file, channel, reader.fileSize(), indexAt, offset, position, time, live, diffBytes, base, fullOffset);
    }

    /**
     * Reads a 'C' payload up to its part table (position, time, objects, parts, each part's chunk
     * bytes) and returns where each 'P' chunk starts, one more for where the last ends; all before
     * {@code limit}.
     */
    private static long[] partOffsets(ByteSource in, long pointEnd, long limit, int i) {
        in.varint();
        in.svarint();
        in.varint();
        int n = in.count("part", 1);
        long[] at = new long[n + 1];
        at[0] = pointEnd;
        for (int p = 0; p < n; p++) {
            long bytes = in.varint();
            if (bytes < ChunkIO.CHUNK_HEADER_BYTES || at[p] + bytes > limit) {
                throw new DamagedException("restore point " + i + "'s part " + p + " of " + bytes + " bytes at byte " + at[p]
                        + " runs past its index");
            }
            at[p + 1] = at[p] + bytes;
        }
        return at;
    }

    /** What ties an index to one version of a trace: its size, mtime, event count and a hash of its ends. */
    static byte[] identity(TraceReader reader) throws IOException {
        long size = reader.fileSize();
        MessageDigest digest = sha256();
        digest.update(reader.bytesAt(0, (int) Math.min(size, HASHED_END)));
        digest.update(reader.bytesAt(Math.max(0, size - HASHED_END), (int) Math.min(size, HASHED_END)));
        org.lnetscope.trace.internal.ByteSink out = new org.lnetscope.trace.internal.ByteSink(64);
        out.varint(size);
        out.svarint(Files.getLastModifiedTime(reader.file()).toMillis());
        out.varint(reader.eventCount());
        byte[] hash = digest.digest();
        out.bytes(hash, 0, hash.length);
        return out.toByteArray();
    }

    static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("the JDK always has SHA-256", e);
        }
    }

    private record Chunk(byte[] payload, long end) {
    }

    /**
     * The chunk at {@code at}, checked (kind, length, CRC) and inflated within {@code budget}
     * bytes; with a negative budget, checked only (no payload).
     */
    private static Chunk chunk(FileChannel channel, long limit, long at, int kind, long budget) throws IOException {
        if (limit - at < ChunkIO.CHUNK_HEADER_BYTES) {
            throw new DamagedException("chunk at byte " + at + " cut short");
        }
        byte[] head = read(channel, at, ChunkIO.CHUNK_HEADER_BYTES);
        long length = ChunkIO.readInt(head, 2) & 0xFFFFFFFFL;
        if ((head[0] & 0xFF) != kind || length > ChunkIO.MAX_PAYLOAD || at + ChunkIO.CHUNK_HEADER_BYTES + length > limit) {
            throw new DamagedException("chunk at byte " + at + " is not the " + (char) kind + " chunk its index says");
        }
        byte[] stored = read(channel, at + ChunkIO.CHUNK_HEADER_BYTES, (int) length);
        if (ChunkIO.crc(head, stored, 0, stored.length) != ChunkIO.readInt(head, 6)) {
            throw new DamagedException("CRC mismatch in the chunk at byte " + at);
        }
        long end = at + ChunkIO.CHUNK_HEADER_BYTES + length;
        if (budget < 0) {
            return new Chunk(null, end);
        }
        return new Chunk(ChunkIO.unpack(stored, 0, stored.length, head[1], budget), end);
    }

    private static byte[] read(FileChannel channel, long at, int length) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(length);
        while (buffer.hasRemaining()) {
            int n = channel.read(buffer, at + buffer.position());
            if (n < 0) {
                throw new DamagedException("cut short at byte " + (at + buffer.position()));
            }
        }
        return buffer.array();
    }

    // ---- queries ----

    public Path file() {
        return file;
    }

    public long fileSize() throws IOException {
        return channel.size();
    }

    public int count() {
        return position.length;
    }

    /** Events applied before restore point {@code i}. */
    public long position(int i) {
        return position[i];
    }

    public long time(int i) {
        return time[i];
    }

    /** Live objects at restore point {@code i}: what loading it costs. */
    public int liveCount(int i) {
        return live[i];
    }

    /** The last restore point at or before {@code target}, or -1. */
    public int atOrBefore(long target) {
        int i = Arrays.binarySearch(position, target);
        return i >= 0 ? i : -i - 2;
    }

    /** The last full point (one {@link #load} can load) at or before {@code target}, or -1. */
    public int fullAtOrBefore(long target) {
        int i = Arrays.binarySearch(full, atOrBefore(target));
        return i >= 0 ? full[i] : -i - 2 >= 0 ? full[-i - 2] : -1;
    }

    /** True if restore point {@code i} holds its whole state ({@link #load}); every point has a diff ({@link #applyDiff}). */
    public boolean isFull(int i) {
        return fullOffset[i] >= 0;
    }

    /** The point whose state point {@code i}'s diff starts from, or -1 for the trace's start (event 0). */
    public int base(int i) {
        return base[i];
    }

    /** Where point {@code i}'s diff starts: the position of its base (0 for the trace's start). */
    public long basePosition(int i) {
        return base[i] < 0 ? 0 : position[base[i]];
    }

    /** Bytes of point {@code i}'s diff as stored: what applying it costs, about. */
    public long diffBytes(int i) {
        return diffBytes[i];
    }

    /** Parts of full point {@code i}'s state (each decoded on its own: {@link StateCodec#decodeParts}). */
    public int partCount(int i) throws IOException {
        if (fullOffset[i] < 0) {
            throw new IllegalArgumentException("restore point " + i + " is a diff only");
        }
        Chunk chunk = chunk(channel, limit, fullOffset[i], KIND_POINT, ChunkIO.memoryBudget(traceBytes));
        return partOffsets(new ByteSource(chunk.payload), chunk.end, limit, i).length - 1;
    }

    /** How many restore points hold their whole state. */
    public int fullCount() {
        return full.length;
    }

    /** Null while every point read so far was sound; else what was wrong (the owner should rebuild). */
    public String damage() {
        return damage;
    }

    /**
     * Replaces {@code state}'s content with restore point {@code i}.
     *
     * @throws TraceFormatException if the point is damaged; {@code state} is then unusable until loaded again
     */
    public void load(int i, FlatState state) {
        if (fullOffset[i] < 0) {
            throw new IllegalArgumentException("restore point " + i + " is a diff only");
        }
        try {
            long memory = ChunkIO.memoryBudget(traceBytes);
            Chunk chunk = chunk(channel, limit, fullOffset[i], KIND_POINT, memory);
            long[] parts = partOffsets(new ByteSource(chunk.payload), chunk.end, limit, i);
            ByteSource in = new ByteSource(chunk.payload).limitMemory(traceBytes);
            long at = in.varint();
            long when = in.svarint();
            long objects = in.varint();
            if (at != position[i] || when != time[i] || objects != live[i]) {
                throw new DamagedException("restore point " + i + " holds event " + at + ", its index says " + position[i]);
            }
            int n = in.uint();
            for (int p = 0; p < n; p++) {
                in.varint();
            }
            state.pool().limitMemory(traceBytes);
            StateCodec.PartsHead head = StateCodec.readPartsHead(in, state);
            if (head.count() != n) {
                throw new DamagedException("restore point " + i + " has " + n + " part chunks, its state " + head.count() + " parts");
            }
            StateCodec.decodeParts(head, state, new StateCodec.PartSource() {
                @Override
                public byte[] read(int p) {
                    try {
                        Chunk part = chunk(channel, parts[p + 1], parts[p], KIND_PART, memory);
                        if (part.end != parts[p + 1]) {
                            throw new DamagedException("it ends at byte " + part.end + ", not " + parts[p + 1]);
                        }
                        return part.payload;
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                }

                @Override
                public String where(int p) {
                    return "restore point " + i + "'s part " + p + " of " + n + " (chunk at byte " + parts[p] + ")";
                }
            }, traceBytes);
            if (state.liveCount() != live[i]) {
                throw new DamagedException("restore point " + i + " decodes to " + state.liveCount() + " objects, not " + live[i]);
            }
        } catch (DamagedException e) {
            damage = e.getMessage();
            throw new TraceFormatException(file + ": " + e.getMessage(), e);
        } catch (IOException e) {
            damage = e.getMessage();
            throw new TraceFormatException(file + ": cannot read restore point " + i + ": " + e.getMessage(), e);
        } catch (java.io.UncheckedIOException e) {
            damage = e.getCause().getMessage();
            throw new TraceFormatException(file + ": cannot read restore point " + i + ": " + e.getCause().getMessage(), e);
        }
    }

    /**
     * Turns {@code state}, a state the replay reached at a position in [{@link #basePosition}(i),
     * {@link #position}(i)], into the state at restore point {@code i} ({@link StateDiff}).
     *
     * @throws TraceFormatException if the diff is damaged; {@code state} is then unusable until loaded again
     */
    public void applyDiff(int i, FlatState state) {
        try {
            Chunk chunk = chunk(channel, limit, offset[i], KIND_DIFF, ChunkIO.memoryBudget(traceBytes));
            ByteSource in = new ByteSource(chunk.payload).limitMemory(traceBytes);
            long at = in.varint();
            long when = in.svarint();
            long objects = in.varint();
            if (at != position[i] || when != time[i] || objects != live[i]) {
                throw new DamagedException("restore point " + i + "'s diff holds event " + at + ", its index says " + position[i]);
            }
            state.pool().limitMemory(traceBytes);
            StateDiff.applyInto(in, state);
            if (state.liveCount() != live[i]) {
                throw new DamagedException("restore point " + i + "'s diff leaves " + state.liveCount() + " objects, not " + live[i]);
            }
        } catch (DamagedException e) {
            damage = e.getMessage();
            throw new TraceFormatException(file + ": " + e.getMessage(), e);
        } catch (IOException e) {
            damage = e.getMessage();
            throw new TraceFormatException(file + ": cannot read restore point " + i + "'s diff: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
