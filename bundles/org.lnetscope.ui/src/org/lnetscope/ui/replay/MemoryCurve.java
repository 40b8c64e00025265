package org.lnetscope.ui.replay;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.replay.analysis.MemoryProjection.Sample;
import org.lnetscope.replay.analysis.MemoryTimeline;
import org.lnetscope.trace.TraceReader;

/**
 * Pinned memory per router across a whole trace, for the Timeline chart. Sampled on a private
 * reader and cursor (in a background job), so the user's cursor never moves under them.
 */
public final class MemoryCurve {

    private MemoryCurve() {
    }

    /** Times (ns) of the events worth a mark on the time axis: timeouts and OOMs, at most {@code max} each. */
    public record Marks(long[] timeouts, long[] ooms) {
    }

    public static Marks marks(Path trace, int max) throws IOException {
        try (TraceReader reader = TraceReader.open(trace)) {
            org.lnetscope.trace.EventStream stream = reader.events(0);
            org.lnetscope.trace.Event event = new org.lnetscope.trace.Event();
            long[] timeouts = new long[max];
            long[] ooms = new long[max];
            int t = 0;
            int o = 0;
            while (stream.next(event)) {
                if (event.type() == org.lnetscope.trace.EventType.TX_TIMED_OUT && t < max) {
                    timeouts[t++] = event.timeNs();
                } else if (event.type() == org.lnetscope.trace.EventType.NODE_OOM && o < max) {
                    ooms[o++] = event.timeNs();
                }
            }
            return new Marks(java.util.Arrays.copyOf(timeouts, t), java.util.Arrays.copyOf(ooms, o));
        }
    }

    /** A peer NI's credits at one time (absent = it did not exist then). */
    public record Credits(long timeNs, int txCredits, int rtrCredits) {
    }

    /** lpni_txcredits and lpni_rtrcredits of the peer NI with trace object id {@code id}, over the trace. */
    public static List<Credits> credits(Path trace, int id, int points) throws IOException {
        try (TraceReader reader = TraceReader.open(trace)) {
            ReplayCursor cursor = new ReplayCursor(reader);
            EmfSync sync = new EmfSync(cursor.state());
            List<Credits> out = new java.util.ArrayList<>();
            int n = Math.max(2, points);
            long from = reader.startTimeNs();
            long to = reader.endTimeNs();
            for (int i = 0; i < n; i++) {
                long t = from + (long) ((to - from) * (i / (double) (n - 1)));
                cursor.seek(t);
                sync.sync();
                if (sync.objectOf(id) instanceof org.lnetscope.model.PeerNi peerNi) {
                    out.add(new Credits(t, peerNi.getTxCredits(), peerNi.getRtrCredits()));
                }
            }
            return out;
        }
    }

    public static Map<String, List<Sample>> sample(Path trace, int points) throws IOException {
        try (TraceReader reader = TraceReader.open(trace)) {
            ReplayCursor cursor = new ReplayCursor(reader);
            EmfSync sync = new EmfSync(cursor.state());
            return MemoryTimeline.sample(cursor, sync, reader.startTimeNs(), reader.endTimeNs(), points);
        }
    }
}
