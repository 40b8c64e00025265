package org.lnetscope.session.replay;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

import org.lnetscope.model.LustreLayout;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.replay.StateQuery;
import org.lnetscope.trace.TraceReader;

/**
 * The peer NIs that matter in a trace ({@link PeersThatMatter}: the worst stalled peer NI at the
 * trace's last event and the senders whose router credits its queue holds), with their credits and
 * queue lengths over it, for the time graph's per-peer rows: the stalled one's lpni_txcredits and
 * lpni_txq, each sender's lpni_rtrcredits and router queue (lpni_rtrq in 2.12, the peer's lp_rtrq in
 * master: lnet_post_routed_recv_locked). Sampled on a private reader (any thread), read through the
 * {@link StateQuery}: no EMF model per sample.
 */
public final class PeerRows {

    /**
     * One peer NI's row: what it is, and its counters at each sample time ({@link #ABSENT} where the
     * peer NI did not exist then, or the trace does not record the counter: unknown, not 0).
     */
    public record Row(String label, boolean stalled, long[] timesNs, int[] credits, int[] queued) {
    }

    public static final int ABSENT = Integer.MIN_VALUE;

    private PeerRows() {
    }

    /**
     * The rows of the peers that matter, sampled at {@code points} evenly spaced times; empty when the
     * trace ends with no stalled peer NI (a healthy run). {@code cancelled} is asked at each sample.
     * The time graph takes these and the conns' rows from one read ({@link TimeGraphRows}).
     */
    public static List<Row> sample(Path trace, int points, BooleanSupplier cancelled) throws IOException {
        try (TraceReader reader = TraceReader.open(trace)) {
            ReplayCursor cursor = new ReplayCursor(reader);
            cursor.seekToEvent(reader.eventCount());
            return sample(reader, cursor, PeersThatMatter.at(cursor), points, cancelled);
        }
    }

    /** The rows of {@code matter}'s peers, sampled with {@code cursor} on {@code reader} (it is moved). */
    static List<Row> sample(TraceReader reader, ReplayCursor cursor, PeersThatMatter matter, int points,
            BooleanSupplier cancelled) {
        if (matter.isEmpty()) {
            return List.of();
        }
        List<PeersThatMatter.Item> items = new ArrayList<>();
        items.add(matter.stalled());
        items.addAll(matter.senders());
        StateQuery query = new StateQuery(cursor.state());
        LustreLayout layout = query.layout();
        int n = Math.max(2, points);
        long from = reader.startTimeNs();
        long to = reader.endTimeNs();
        long[] times = new long[n];
        int[][] credits = new int[items.size()][n];
        int[][] queued = new int[items.size()][n];
        for (int r = 0; r < items.size(); r++) {
            Arrays.fill(credits[r], ABSENT);
            Arrays.fill(queued[r], ABSENT);
        }
        for (int i = 0; i < n; i++) {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException("sampling the peers of " + reader.file() + " cancelled");
            }
            long t = from + (long) ((to - from) * (i / (double) (n - 1)));
            times[i] = t;
            cursor.seek(t);
            for (int r = 0; r < items.size(); r++) {
                int id = items.get(r).id();
                if (!query.peerNis.isPeerNi(id)) {
                    continue; // not there yet (or freed): absent
                }
                boolean stalled = r == 0;
                long credit = stalled ? query.peerNis.txCredits(id) : query.peerNis.rtrCredits(id);
                credits[r][i] = credit == StateQuery.UNKNOWN ? ABSENT : (int) credit;
                queued[r][i] = stalled ? query.peerNis.txq(id).size() : query.peerNis.routerQueue(id, layout).size();
            }
        }
        List<Row> rows = new ArrayList<>();
        for (int r = 0; r < items.size(); r++) {
            rows.add(new Row(items.get(r).label(), r == 0, times, credits[r], queued[r]));
        }
        return rows;
    }
}
