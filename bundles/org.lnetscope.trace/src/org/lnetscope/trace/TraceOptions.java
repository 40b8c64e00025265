package org.lnetscope.trace;

import java.time.Instant;

/**
 * How a {@link TraceWriter} lays out a trace.
 *
 * @param producer who wrote it, with version and scenario, shown by {@code lnetscope trace info}
 * @param description free text (the scenario, the incident it reproduces)
 * @param eventsPerChunk events per CRC-protected chunk: the unit of damage and of reading
 * @param eventsPerCheckpoint the fewest events between full state snapshots: bounds seek time
 *     (replay at most this many events) and the undo memory of a cursor; a multiple of
 *     {@code eventsPerChunk}. A large state spaces them further, by bytes
 *     ({@code TraceWriter.CHECKPOINT_SPACING})
 * @param deflate compress chunks (kept per chunk only when smaller): with zstd in format 4, with
 *     java.util.zip's zlib in formats 1 to 3 (the name is from before zstd)
 * @param createdAt the creation time written in the header, or null for the wall clock when the
 *     writer starts; a producer whose output must be byte-identical run after run (the simulator:
 *     same scenario and seed, same trace) gives a fixed instant
 * @param formatMajor the format version to write: {@link #CURRENT_FORMAT} (the default), or an older
 *     one for an older reader (docs/trace-format.md, "Versions")
 * @param deflateLevel the zlib level of the writer thread in formats 1 to 3 ({@link #DEFAULT_DEFLATE_LEVEL}
 *     unless told; docs/benchmarks.md, "Trace format 3", measures the others)
 * @param zstdLevel the zstd level of the writer thread in format 4 ({@link #DEFAULT_ZSTD_LEVEL} unless told;
 *     docs/benchmarks.md, "A faster codec for the trace's chunks", measures the others)
 */
public record TraceOptions(String producer, String description, int eventsPerChunk, int eventsPerCheckpoint,
        boolean deflate, Instant createdAt, int formatMajor, int deflateLevel, int zstdLevel) {

    /** The newest format this code writes and reads. */
    public static final int CURRENT_FORMAT = 4;

    public static final int DEFAULT_EVENTS_PER_CHUNK = 4096;
    /**
     * The fixed spacing that small states keep (large ones follow TraceWriter.CHECKPOINT_SPACING):
     * 32,768 gave random seeks on the 10 M-event replay benchmark a p99 of 12-13 ms (seekToEvent)
     * and 19-23 ms (seek by time); 16,384 gives 8-9 and 10-11 ms for 2.7 % more bytes
     * (docs/benchmarks.md, "Replay engine").
     */
    public static final int DEFAULT_EVENTS_PER_CHECKPOINT = 16384;
    /** zlib's fastest level: see docs/benchmarks.md, "Trace format 3", for what the others cost. */
    public static final int DEFAULT_DEFLATE_LEVEL = 1;
    /** zstd's level for format 4: docs/benchmarks.md, "A faster codec for the trace's chunks". */
    public static final int DEFAULT_ZSTD_LEVEL = 1;
    /** zstd's own bounds (negative levels trade ratio for speed). */
    public static final int MIN_ZSTD_LEVEL = -131072;
    public static final int MAX_ZSTD_LEVEL = 22;

    public TraceOptions {
        if (eventsPerChunk < 1 || eventsPerCheckpoint < eventsPerChunk || eventsPerCheckpoint % eventsPerChunk != 0) {
            throw new IllegalArgumentException("eventsPerCheckpoint (" + eventsPerCheckpoint
                    + ") must be a positive multiple of eventsPerChunk (" + eventsPerChunk + ")");
        }
        if (formatMajor < 1 || formatMajor > CURRENT_FORMAT) {
            throw new IllegalArgumentException("trace format " + formatMajor + " cannot be written (1 to " + CURRENT_FORMAT + ")");
        }
        if (deflateLevel < 1 || deflateLevel > 9) {
            throw new IllegalArgumentException("deflate level " + deflateLevel + " is not 1 to 9");
        }
        if (zstdLevel < MIN_ZSTD_LEVEL || zstdLevel > MAX_ZSTD_LEVEL) {
            throw new IllegalArgumentException("zstd level " + zstdLevel + " is not " + MIN_ZSTD_LEVEL + " to " + MAX_ZSTD_LEVEL);
        }
        producer = producer == null ? "" : producer;
        description = description == null ? "" : description;
    }

    /** Options stamped with the wall clock (the layout before {@code createdAt} was added). */
    public TraceOptions(String producer, String description, int eventsPerChunk, int eventsPerCheckpoint,
            boolean deflate) {
        this(producer, description, eventsPerChunk, eventsPerCheckpoint, deflate, null, CURRENT_FORMAT, DEFAULT_DEFLATE_LEVEL,
                DEFAULT_ZSTD_LEVEL);
    }

    /** Options in the newest format. */
    public TraceOptions(String producer, String description, int eventsPerChunk, int eventsPerCheckpoint,
            boolean deflate, Instant createdAt) {
        this(producer, description, eventsPerChunk, eventsPerCheckpoint, deflate, createdAt, CURRENT_FORMAT, DEFAULT_DEFLATE_LEVEL,
                DEFAULT_ZSTD_LEVEL);
    }

    public static TraceOptions defaults(String producer) {
        return new TraceOptions(producer, "", DEFAULT_EVENTS_PER_CHUNK, DEFAULT_EVENTS_PER_CHECKPOINT, true);
    }

    public TraceOptions withDescription(String text) {
        return new TraceOptions(producer, text, eventsPerChunk, eventsPerCheckpoint, deflate, createdAt, formatMajor, deflateLevel,
                zstdLevel);
    }

    public TraceOptions withSpacing(int chunk, int checkpoint) {
        return new TraceOptions(producer, description, chunk, checkpoint, deflate, createdAt, formatMajor, deflateLevel, zstdLevel);
    }

    public TraceOptions withDeflate(boolean on) {
        return new TraceOptions(producer, description, eventsPerChunk, eventsPerCheckpoint, on, createdAt, formatMajor, deflateLevel,
                zstdLevel);
    }

    /** The header's creation time is {@code instant} instead of the wall clock (null: wall clock). */
    public TraceOptions withCreatedAt(Instant instant) {
        return new TraceOptions(producer, description, eventsPerChunk, eventsPerCheckpoint, deflate, instant, formatMajor, deflateLevel,
                zstdLevel);
    }

    /** Deflates chunks at zlib level {@code level} (1 to 9). */
    public TraceOptions withDeflateLevel(int level) {
        return new TraceOptions(producer, description, eventsPerChunk, eventsPerCheckpoint, deflate, createdAt, formatMajor, level,
                zstdLevel);
    }

    /** Compresses chunks at zstd level {@code level} (format 4). */
    public TraceOptions withZstdLevel(int level) {
        return new TraceOptions(producer, description, eventsPerChunk, eventsPerCheckpoint, deflate, createdAt, formatMajor, deflateLevel,
                level);
    }

    /**
     * Writes format {@code major}: 3 (zlib chunks) for readers from before format 4, 1 and 2 for
     * readers from before format 3.
     */
    public TraceOptions withFormat(int major) {
        return new TraceOptions(producer, description, eventsPerChunk, eventsPerCheckpoint, deflate, createdAt, major, deflateLevel,
                zstdLevel);
    }
}
