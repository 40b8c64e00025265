package org.lnetscope.trace;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.lnetscope.trace.internal.ByteSource;
import org.lnetscope.trace.internal.ChunkIO;
import org.lnetscope.trace.internal.CodecUnavailableException;
import org.lnetscope.trace.internal.DamagedException;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.StateCodec;

/**
 * An open .lnettrace file: its header, its index, and random access to its chunks. Opening reads
 * only the header and the footer index, so it takes milliseconds whatever the trace length. A
 * trace without a valid footer (cut short, or still being written) is scanned chunk by chunk up to
 * the first damage, and {@link #warnings()} says where that was.
 */
public final class TraceReader implements Closeable {

    private final Path file;
    private final FileChannel channel;
    private final long size;
    private final TraceHeader header;
    private final TraceIndex index;
    private final EventCodec codec;
    private final List<String> warnings;
    private long[] typeCounts;

    private int cachedChunk = -1;
    private byte[] cachedPayload;

    private TraceReader(Path file, FileChannel channel, long size, TraceHeader header, TraceIndex index,
            List<String> warnings) {
        this.file = file;
        this.channel = channel;
        this.size = size;
        this.header = header;
        this.index = index;
        this.codec = new EventCodec(header);
        this.warnings = Collections.unmodifiableList(warnings);
        this.typeCounts = index.typeCounts;
    }

    /**
     * Opens a trace.
     *
     * @throws TraceFormatException (one line naming the file) if it is not a trace, is from a newer
     *     major format version, or its header is damaged
     * @throws IOException if it cannot be read at all
     */
    public static TraceReader open(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            throw new TraceFormatException(file + ": is a folder, not a trace"); // not the JDK's "Is a directory"
        }
        FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
        try {
            return open(file, channel);
        } catch (CodecUnavailableException e) {
            channel.close();
            throw codecError(file, e);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    private static TraceReader open(Path file, FileChannel channel) throws IOException {
        long size = channel.size();
        String name = file.toString();
        if (size < ChunkIO.FILE_HEADER_BYTES) {
            throw new TraceFormatException(name + ": not an LNet Scope trace (only " + size + " bytes)");
        }
        byte[] head = read(channel, 0, ChunkIO.FILE_HEADER_BYTES);
        if (!Arrays.equals(Arrays.copyOf(head, 8), ChunkIO.MAGIC)) {
            throw new TraceFormatException(name + ": not an LNet Scope trace (no .lnettrace signature at byte 0)");
        }
        int major = ((head[8] & 0xFF) << 8) | (head[9] & 0xFF);
        int minor = ((head[10] & 0xFF) << 8) | (head[11] & 0xFF);
        if (major < 1 || major > ChunkIO.FORMAT_MAJOR) {
            throw new TraceFormatException(name + ": trace format " + major + "." + minor
                    + " is not readable by this LNet Scope (reads 1.x to " + ChunkIO.FORMAT_MAJOR + ".x)");
        }
        RawChunk headerChunk = readRaw(channel, size, ChunkIO.FILE_HEADER_BYTES);
        if (headerChunk.damage != null || headerChunk.kind != ChunkIO.KIND_HEADER) {
            String why = headerChunk.damage != null ? headerChunk.damage : "first chunk is not a header";
            throw new TraceFormatException(name + ": trace header damaged at byte " + ChunkIO.FILE_HEADER_BYTES + " (" + why + ")");
        }
        TraceHeader header;
        try {
            header = TraceHeader.decode(major, minor, new ByteSource(headerChunk.payload()).limitMemory(size));
        } catch (DamagedException e) {
            throw new TraceFormatException(
                    name + ": trace header damaged at byte " + ChunkIO.FILE_HEADER_BYTES + " (" + e.getMessage() + ")");
        }
        List<String> warnings = new ArrayList<>();
        TraceIndex index = readFooter(name, channel, size, warnings);
        if (index == null) {
            index = scan(name, channel, size, headerChunk.end, header, warnings);
        }
        if (index.checkpointOffset.length == 0) {
            // say why: the scan's warning names the byte and the damage (a chunk that inflates past
            // what the file can justify, a CRC mismatch), which "damaged" alone would hide
            String why = warnings.isEmpty() ? "damaged right after the header"
                    : warnings.get(warnings.size() - 1).substring(name.length() + 2).replaceFirst("; read the 0 events .*$", "");
            throw new TraceFormatException(name + ": trace has no initial state (" + why + ")");
        }
        return new TraceReader(file, channel, size, header, index, warnings);
    }

    private static TraceIndex readFooter(String name, FileChannel channel, long size, List<String> warnings) throws IOException {
        if (size < ChunkIO.FILE_HEADER_BYTES + ChunkIO.TRAILER_BYTES) {
            return null;
        }
        byte[] trailer = read(channel, size - ChunkIO.TRAILER_BYTES, ChunkIO.TRAILER_BYTES);
        if (!Arrays.equals(Arrays.copyOfRange(trailer, 8, 16), ChunkIO.END_MAGIC)) {
            return null;
        }
        long at = ChunkIO.readLong(trailer, 0);
        if (at < ChunkIO.FILE_HEADER_BYTES || at > size - ChunkIO.TRAILER_BYTES - ChunkIO.CHUNK_HEADER_BYTES) {
            return null;
        }
        RawChunk chunk = readRaw(channel, size - ChunkIO.TRAILER_BYTES, at);
        if (chunk.damage != null || chunk.kind != ChunkIO.KIND_INDEX) {
            return null;
        }
        try {
            TraceIndex index = TraceIndex.decode(new ByteSource(chunk.payload()).limitMemory(size));
            for (long[] offsets : new long[][] {index.chunkOffset, index.checkpointOffset}) {
                for (long offset : offsets) {
                    if (offset < ChunkIO.FILE_HEADER_BYTES || offset >= at) {
                        warnings.add(name + ": index at byte " + at + " points outside the chunks (to byte " + offset
                                + "); rebuilt it from the chunks");
                        return null;
                    }
                }
            }
            return index;
        } catch (DamagedException e) {
            // The counts in the index were checked against its size before anything was allocated
            // (ByteSource.count); the chunks themselves may still be fine, so they are scanned.
            warnings.add(name + ": index at byte " + at + " is damaged (" + e.getMessage() + "); rebuilt it from the chunks");
            return null;
        }
    }

    /** Rebuilds the index from the chunks themselves, stopping at the first damage. */
    private static TraceIndex scan(String name, FileChannel channel, long size, long from, TraceHeader header,
            List<String> warnings) throws IOException {
        List<long[]> chunks = new ArrayList<>();
        List<long[]> checkpoints = new ArrayList<>();
        long events = 0;
        long endTime = header.startTimeNs();
        long at = from;
        String damage = null;
        while (at < size) {
            RawChunk chunk = readRaw(channel, size, at);
            if (chunk.damage != null) {
                damage = chunk.damage;
                break;
            }
            try {
                if (chunk.kind == ChunkIO.KIND_EVENTS) {
                    ByteSource in = new ByteSource(chunk.payload());
                    long first = in.varint();
                    long count = in.varint();
                    long firstTime = in.svarint();
                    long lastTime = firstTime + in.varint();
                    if (first != events) {
                        throw new DamagedException("events chunk starts at event " + first + ", expected " + events);
                    }
                    if (count > Integer.MAX_VALUE || count > chunk.stored.length) {
                        // each event takes at least one byte of the (inflated) payload
                        throw new DamagedException("events chunk claims " + count + " events in " + chunk.stored.length + " bytes");
                    }
                    chunks.add(new long[] {at, first, count, firstTime, lastTime});
                    events += count;
                    endTime = lastTime;
                } else if (chunk.kind == ChunkIO.KIND_CHECKPOINT) {
                    ByteSource in = new ByteSource(chunk.payload());
                    long position = in.varint();
                    long time = in.svarint();
                    if (position != events) {
                        throw new DamagedException("checkpoint at event " + position + ", expected " + events);
                    }
                    checkpoints.add(new long[] {at, position, time});
                } else if (chunk.kind == ChunkIO.KIND_INDEX) {
                    if (warnings.isEmpty()) {
                        damage = "index chunk present but the trailer after it is missing or damaged";
                    } // else readFooter already said what is wrong with this index; the chunks end here
                    break;
                } else {
                    throw new DamagedException("unknown chunk kind " + chunk.kind);
                }
            } catch (DamagedException e) {
                damage = e.getMessage();
                break;
            }
            at = chunk.end;
        }
        String upTo = events + " events (up to t=" + TimeFormat.format(endTime) + ")";
        if (damage != null) {
            warnings.add(name + ": damaged or truncated at byte " + at + " (" + damage + "); read the " + upTo + " before it");
        } else if (warnings.isEmpty()) {
            warnings.add(name + ": no index at the end (trace not closed, or still being written); rebuilt it from "
                    + chunks.size() + " chunks: " + upTo);
        }
        return new TraceIndex(header.startTimeNs(), events, endTime, chunks.toArray(long[][]::new),
                checkpoints.toArray(long[][]::new), null);
    }

    private record RawChunk(int kind, int flags, byte[] stored, long end, String damage) {
        byte[] payload() {
            return stored; // readRaw inflated it (within the file's memory budget) or reported the damage
        }
    }

    /** Reads and checks the chunk at {@code at}; damage is reported in the result, never thrown. */
    private static RawChunk readRaw(FileChannel channel, long limit, long at) throws IOException {
        if (limit - at < ChunkIO.CHUNK_HEADER_BYTES) {
            return new RawChunk(0, 0, null, at, "chunk header cut short");
        }
        byte[] head = read(channel, at, ChunkIO.CHUNK_HEADER_BYTES);
        int kind = head[0] & 0xFF;
        int flags = head[1] & 0xFF;
        long length = ChunkIO.readInt(head, 2) & 0xFFFFFFFFL;
        int crc = ChunkIO.readInt(head, 6);
        if (length > ChunkIO.MAX_PAYLOAD) {
            return new RawChunk(kind, flags, null, at, "chunk length " + length + " is not plausible");
        }
        long end = at + ChunkIO.CHUNK_HEADER_BYTES + length;
        if (end > limit) {
            return new RawChunk(kind, flags, null, at, "chunk of " + length + " bytes cut short");
        }
        byte[] stored = read(channel, at + ChunkIO.CHUNK_HEADER_BYTES, (int) length);
        if (ChunkIO.crc(head, stored, 0, stored.length) != crc) {
            return new RawChunk(kind, flags, null, at, "CRC mismatch");
        }
        if (flags != 0) {
            // zlib (formats 1-3) or zstd (format 4), within the file's memory budget; a zstd that
            // cannot load here is thrown (CodecUnavailableException), never read around as damage
            try {
                return new RawChunk(kind, 0, ChunkIO.unpack(stored, 0, stored.length, flags, ChunkIO.memoryBudget(limit)), end, null);
            } catch (DamagedException e) {
                return new RawChunk(kind, flags, null, at, e.getMessage());
            }
        }
        return new RawChunk(kind, flags, stored, end, null);
    }

    /** The trace's chunks need a codec this process cannot run: one line naming the file and why. */
    private static TraceFormatException codecError(Path file, CodecUnavailableException e) {
        return new TraceFormatException(file + ": its chunks are compressed with zstd (trace format 4), and " + e.getMessage(), e);
    }

    private static byte[] read(FileChannel channel, long at, int length) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(length);
        while (buffer.hasRemaining()) {
            int n = channel.read(buffer, at + buffer.position());
            if (n < 0) {
                throw new IOException("unexpected end of file at byte " + (at + buffer.position()));
            }
        }
        return buffer.array();
    }

    /** The payload of a chunk the index lists; a chunk damaged since is a one-line error. */
    private byte[] payloadAt(long offset, int expectedKind) {
        RawChunk chunk;
        try {
            chunk = readRaw(channel, size, offset);
        } catch (IOException e) {
            throw new TraceFormatException(file + ": cannot read byte " + offset + ": " + e.getMessage(), e);
        } catch (CodecUnavailableException e) {
            throw codecError(file, e);
        }
        if (chunk.damage != null) {
            throw new TraceFormatException(file + ": damaged at byte " + offset + " (" + chunk.damage + ")");
        }
        if (chunk.kind != expectedKind) {
            throw new TraceFormatException(file + ": index points to the wrong kind of chunk at byte " + offset);
        }
        return chunk.stored;
    }

    // ---- queries ----

    public Path file() {
        return file;
    }

    public long fileSize() {
        return size;
    }

    public TraceHeader header() {
        return header;
    }

    public List<String> warnings() {
        return warnings;
    }

    public long eventCount() {
        return index.eventCount;
    }

    public long startTimeNs() {
        return header.startTimeNs();
    }

    /** Time of the last event (the start time if there is none). */
    public long endTimeNs() {
        return index.eventCount == 0 ? header.startTimeNs() : index.endTime;
    }

    public int chunkCount() {
        return index.chunkOffset.length;
    }

    public int checkpointCount() {
        return index.checkpointOffset.length;
    }

    /** Events applied before checkpoint {@code k}. */
    public long checkpointPosition(int k) {
        return index.checkpointEvent[k];
    }

    public long checkpointTime(int k) {
        return index.checkpointTime[k];
    }

    /** The last checkpoint at or before event position {@code position} (0 is the initial state). */
    public int checkpointAtOrBefore(long position) {
        return index.checkpointAtOrBefore(position);
    }

    /** Where checkpoint {@code k}'s chunk starts in the file. */
    long checkpointOffset(int k) {
        return index.checkpointOffset[k];
    }

    /**
     * The stored (deflated) bytes of checkpoint {@code k}, read from its chunk header: what a seek
     * index weighs a state by before it has decoded it ({@link SeekIndex}).
     */
    long checkpointStoredBytes(int k) throws IOException {
        long at = index.checkpointOffset[k];
        if (size - at < ChunkIO.CHUNK_HEADER_BYTES) {
            throw new TraceFormatException(file + ": checkpoint at byte " + at + " is cut short");
        }
        byte[] head = read(channel, at, ChunkIO.CHUNK_HEADER_BYTES);
        return ChunkIO.readInt(head, 2) & 0xFFFFFFFFL;
    }

    /**
     * About how many objects checkpoint {@code k} holds, from its stored bytes (13.4 per object in
     * the full seed's last checkpoints: {@code SeekIndexBuilder.STORED_BYTES_PER_OBJECT}), for a
     * cursor weighing a load before it decodes it; -1 if its chunk header cannot be read.
     */
    public long checkpointObjectsEstimate(int k) {
        try {
            return (long) (checkpointStoredBytes(k) / SeekIndexBuilder.STORED_BYTES_PER_OBJECT);
        } catch (IOException e) {
            return -1;
        }
    }

    /** {@code length} bytes of the file from byte {@code at} (a seek index hashes the trace's ends). */
    byte[] bytesAt(long at, int length) throws IOException {
        return read(channel, at, length);
    }

    /** A fresh state holding checkpoint {@code k} (checkpoint 0 is the initial state). */
    public FlatState loadCheckpoint(int k) {
        FlatState state = new FlatState(header.schema());
        loadCheckpoint(k, state);
        return state;
    }

    /** Replaces {@code state}'s content with checkpoint {@code k}. */
    public void loadCheckpoint(int k, FlatState state) {
        // the values events DEFINE as a replay goes from here are bounded by this file's bytes too
        state.pool().limitMemory(size);
        byte[] payload = payloadAt(index.checkpointOffset[k], ChunkIO.KIND_CHECKPOINT);
        try {
            ByteSource in = new ByteSource(payload).limitMemory(size);
            in.varint();
            in.svarint();
            StateCodec.decodeInto(in, state);
        } catch (DamagedException e) {
            throw new TraceFormatException(file + ": checkpoint at byte " + index.checkpointOffset[k] + " is inconsistent ("
                    + e.getMessage() + ")", e);
        }
    }

    /** Number of events with a time at or before {@code timeNs}: the position of the state at that time. */
    public long positionAtTime(long timeNs) {
        int i = Arrays.binarySearch(index.chunkFirstTime, timeNs);
        int chunk;
        if (i >= 0) {
            while (i + 1 < index.chunkFirstTime.length && index.chunkFirstTime[i + 1] == timeNs) {
                i++;
            }
            chunk = i;
        } else {
            chunk = -i - 2;
        }
        if (chunk < 0) {
            return 0;
        }
        long end = index.chunkFirstIndex[chunk] + index.chunkCount[chunk];
        if (index.chunkLastTime[chunk] <= timeNs) {
            return end;
        }
        EventStream stream = events(index.chunkFirstIndex[chunk]);
        Event event = new Event();
        long position = index.chunkFirstIndex[chunk];
        while (position < end && stream.next(event) && event.timeNs() <= timeNs) {
            position++;
        }
        return position;
    }

    /** Decoded events from position {@code from} on. */
    public EventStream events(long from) {
        return new EventStream(this, from);
    }

    /** Event counts by type (from the index, or by reading every event of a trace that had none). */
    public synchronized long[] countsByType() {
        if (typeCounts == null) {
            long[] counts = new long[EventType.values().length];
            EventStream stream = events(0);
            Event event = new Event();
            while (stream.next(event)) {
                counts[event.type().ordinal()]++;
            }
            typeCounts = counts;
            return counts;
        }
        long[] counts = new long[EventType.values().length];
        for (int i = 0; i < typeCounts.length && i < header.eventTypeNames().size(); i++) {
            counts[EventType.byName(header.eventTypeNames().get(i)).ordinal()] += typeCounts[i];
        }
        return counts;
    }

    // ---- chunk access for EventStream ----

    int chunkOf(long position) {
        return index.chunkOf(position);
    }

    long chunkFirstIndex(int chunk) {
        return index.chunkFirstIndex[chunk];
    }

    long chunkOffset(int chunk) {
        return index.chunkOffset[chunk];
    }

    int chunkEventCount(int chunk) {
        return index.chunkCount[chunk];
    }

    /** The payload of events chunk {@code chunk}; the last one read is kept, as steps revisit it. */
    synchronized byte[] eventsPayload(int chunk) {
        if (chunk != cachedChunk) {
            cachedPayload = payloadAt(index.chunkOffset[chunk], ChunkIO.KIND_EVENTS);
            cachedChunk = chunk;
        }
        return cachedPayload;
    }

    EventCodec codec() {
        return codec;
    }

    @Override
    public void close() throws IOException {
        channel.close();
    }
}
