package org.lnetscope.trace;

/**
 * How a {@link TraceWriter} lays out a trace.
 *
 * @param producer who wrote it, with version and scenario, shown by {@code lnetscope trace info}
 * @param description free text (the scenario, the incident it reproduces)
 * @param eventsPerChunk events per CRC-protected chunk: the unit of damage and of reading
 * @param eventsPerCheckpoint events between full state snapshots: bounds seek time (replay at most
 *     this many events) and the undo memory of a cursor; a multiple of {@code eventsPerChunk}
 * @param deflate compress chunks with java.util.zip (kept per chunk only when smaller)
 */
public record TraceOptions(String producer, String description, int eventsPerChunk, int eventsPerCheckpoint,
        boolean deflate) {

    public static final int DEFAULT_EVENTS_PER_CHUNK = 4096;
    public static final int DEFAULT_EVENTS_PER_CHECKPOINT = 32768;

    public TraceOptions {
        if (eventsPerChunk < 1 || eventsPerCheckpoint < eventsPerChunk || eventsPerCheckpoint % eventsPerChunk != 0) {
            throw new IllegalArgumentException("eventsPerCheckpoint (" + eventsPerCheckpoint
                    + ") must be a positive multiple of eventsPerChunk (" + eventsPerChunk + ")");
        }
        producer = producer == null ? "" : producer;
        description = description == null ? "" : description;
    }

    public static TraceOptions defaults(String producer) {
        return new TraceOptions(producer, "", DEFAULT_EVENTS_PER_CHUNK, DEFAULT_EVENTS_PER_CHECKPOINT, true);
    }

    public TraceOptions withDescription(String text) {
        return new TraceOptions(producer, text, eventsPerChunk, eventsPerCheckpoint, deflate);
    }

    public TraceOptions withSpacing(int chunk, int checkpoint) {
        return new TraceOptions(producer, description, chunk, checkpoint, deflate);
    }

    public TraceOptions withDeflate(boolean on) {
        return new TraceOptions(producer, description, eventsPerChunk, eventsPerCheckpoint, on);
    }
}
