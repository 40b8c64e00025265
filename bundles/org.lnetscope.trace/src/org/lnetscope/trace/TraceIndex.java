package org.lnetscope.trace;

import java.util.Arrays;
import java.util.List;

import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.internal.ByteSource;
import org.lnetscope.trace.internal.DamagedException;

/**
 * Where every events chunk and checkpoint is: read from the footer of a complete trace, or
 * rebuilt by scanning the chunks of one that was cut short. Arrays rather than objects, so that an
 * index of a long trace costs a few bytes per chunk.
 */
public final class TraceIndex {

    final long startTime;
    final long eventCount;
    final long endTime;
    final long[] chunkOffset;
    final long[] chunkFirstIndex;
    final int[] chunkCount;
    final long[] chunkFirstTime;
    final long[] chunkLastTime;
    final long[] checkpointOffset;
    final long[] checkpointEvent;
    final long[] checkpointTime;
    /** Per type name in the header's order; null when the index was rebuilt (computed on demand then). */
    final long[] typeCounts;

    TraceIndex(long startTime, long eventCount, long endTime, long[][] chunks, long[][] checkpoints, long[] typeCounts) {
        this.startTime = startTime;
        this.eventCount = eventCount;
        this.endTime = endTime;
        int n = chunks.length;
        chunkOffset = new long[n];
        chunkFirstIndex = new long[n];
        chunkCount = new int[n];
        chunkFirstTime = new long[n];
        chunkLastTime = new long[n];
        for (int i = 0; i < n; i++) {
            chunkOffset[i] = chunks[i][0];
            chunkFirstIndex[i] = chunks[i][1];
            chunkCount[i] = (int) chunks[i][2];
            chunkFirstTime[i] = chunks[i][3];
            chunkLastTime[i] = chunks[i][4];
        }
        int m = checkpoints.length;
        checkpointOffset = new long[m];
        checkpointEvent = new long[m];
        checkpointTime = new long[m];
        for (int i = 0; i < m; i++) {
            checkpointOffset[i] = checkpoints[i][0];
            checkpointEvent[i] = checkpoints[i][1];
            checkpointTime[i] = checkpoints[i][2];
        }
        this.typeCounts = typeCounts;
    }

    static void encode(ByteSink out, long startTime, long eventCount, long endTime, List<long[]> chunks,
            List<long[]> checkpoints, long[] typeCounts) {
        out.svarint(startTime);
        out.varint(eventCount);
        out.svarint(endTime);
        out.varint(chunks.size());
        long previousOffset = 0;
        for (long[] c : chunks) {
            out.varint(c[0] - previousOffset);
            previousOffset = c[0];
            out.varint(c[2]);
            out.svarint(c[3]);
            out.varint(c[4] - c[3]);
        }
        out.varint(checkpoints.size());
        for (long[] c : checkpoints) {
            out.varint(c[0]);
            out.varint(c[1]);
            out.svarint(c[2]);
        }
        out.varint(typeCounts.length);
        for (long count : typeCounts) {
            out.varint(count);
        }
    }

    static TraceIndex decode(ByteSource in) {
        long start = in.svarint();
        long events = in.varint();
        long end = in.svarint();
        // every entry is at least its varints' one byte each: 4 per chunk, 3 per checkpoint, 1 per type
        int n = in.count("index chunk", 4, 104);
        long[][] chunks = new long[n][];
        long offset = 0;
        long first = 0;
        for (int i = 0; i < n; i++) {
            offset += in.varint();
            long count = in.varint();
            if (count > Integer.MAX_VALUE) {
                throw new DamagedException("index chunk " + i + " claims " + count + " events");
            }
            long firstTime = in.svarint();
            long lastTime = firstTime + in.varint();
            chunks[i] = new long[] {offset, first, count, firstTime, lastTime};
            first += count;
        }
        if (first != events) {
            throw new DamagedException("index chunks hold " + first + " events, not " + events);
        }
        int m = in.count("index checkpoint", 3, 72);
        long[][] checkpoints = new long[m][];
        for (int i = 0; i < m; i++) {
            checkpoints[i] = new long[] {in.varint(), in.varint(), in.svarint()};
        }
        long[] types = new long[in.count("index type", 1, 8)];
        for (int i = 0; i < types.length; i++) {
            types[i] = in.varint();
        }
        return new TraceIndex(start, events, end, chunks, checkpoints, types);
    }

    /** The chunk holding event {@code index} (0 &lt;= index &lt; eventCount). */
    int chunkOf(long index) {
        int i = Arrays.binarySearch(chunkFirstIndex, index);
        return i >= 0 ? i : -i - 2;
    }

    /** The last checkpoint taken at or before event position {@code position}. */
    int checkpointAtOrBefore(long position) {
        int i = Arrays.binarySearch(checkpointEvent, position);
        if (i >= 0) {
            // several checkpoints can share a position only if no event came between; take the last
            while (i + 1 < checkpointEvent.length && checkpointEvent[i + 1] == position) {
                i++;
            }
            return i;
        }
        return -i - 2;
    }
}
