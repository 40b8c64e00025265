package org.lnetscope.trace;

import org.lnetscope.trace.internal.ByteSource;
import org.lnetscope.trace.internal.DamagedException;

/** Reads events in order from a position, crossing chunk boundaries, decoding into a caller's {@link Event}. */
public final class EventStream {

    private final TraceReader reader;
    private final EventCodec.Decoder decoder;
    private int chunk = -1;
    private ByteSource in;
    private long chunkEnd;
    private long previousTime;
    private long next;

    EventStream(TraceReader reader, long from) {
        this.reader = reader;
        this.decoder = reader.codec().decoder();
        this.next = Math.max(0, from);
        if (next < reader.eventCount()) {
            open(reader.chunkOf(next));
            Event skip = new Event();
            while (chunkNextIndex < next) {
                decode(skip);
            }
        }
    }

    private long chunkNextIndex;

    private void open(int chunkIndex) {
        chunk = chunkIndex;
        byte[] payload = reader.eventsPayload(chunkIndex);
        in = new ByteSource(payload);
        decoder.startChunk();
        try {
            chunkNextIndex = in.varint();
            long count = in.varint();
            previousTime = in.svarint();
            in.varint();
            chunkEnd = chunkNextIndex + count;
            // the chunk must hold what the index says it holds, or a stream would step past the
            // last chunk (a payload rewritten behind its CRC, found by TraceReaderFuzzTest)
            long first = reader.chunkFirstIndex(chunkIndex);
            if (chunkNextIndex != first || count != reader.chunkEventCount(chunkIndex)) {
                throw new DamagedException("it holds " + count + " events from event " + chunkNextIndex + ", the index says "
                        + reader.chunkEventCount(chunkIndex) + " from event " + first);
            }
        } catch (DamagedException e) {
            throw damaged(e);
        }
    }

    private TraceFormatException damaged(DamagedException e) {
        return new TraceFormatException(reader.file() + ": events chunk " + chunk + " (at byte " + reader.chunkOffset(chunk)
                + ") is inconsistent (" + e.getMessage() + ")", e);
    }

    private void decode(Event into) {
        try {
            decoder.decode(in, chunkNextIndex, previousTime, into);
        } catch (DamagedException e) {
            throw damaged(e);
        }
        previousTime = into.timeNs();
        chunkNextIndex++;
    }

    /** Position of the next event {@link #next} returns. */
    public long position() {
        return next;
    }

    public boolean hasNext() {
        return next < reader.eventCount();
    }

    /** Decodes the next event into {@code into}; false at the end of the trace. */
    public boolean next(Event into) {
        if (next >= reader.eventCount()) {
            return false;
        }
        if (chunk < 0 || chunkNextIndex >= chunkEnd) {
            open(chunk < 0 ? reader.chunkOf(next) : chunk + 1);
        }
        decode(into);
        next++;
        return true;
    }
}
