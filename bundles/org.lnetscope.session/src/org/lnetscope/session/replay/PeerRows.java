package org.lnetscope.session.replay;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

import org.lnetscope.analysis.CreditCoupling;
import org.lnetscope.analysis.Labels;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.trace.TraceReader;

/**
 * The peer NIs that matter in a trace, with their credits and queue lengths over it, for the time
 * graph's per-peer rows. Which peers matter is the analysis' answer at the trace's last event (the
 * OOM, in an incident): {@link CreditCoupling} on the worst stalled peer NI (its tx credits and
 * lpni_txq) and on the senders whose router credits its queue holds (their rtr credits and router
 * queue, lnet_post_routed_recv_locked's lpni_rtrq). Sampled on a private reader (any thread).
 */
public final class PeerRows {

    /** How many senders of the stalled peer get a row: more lines than this are no longer read. */
    static final int SENDERS = 3;

    /**
     * One peer NI's row: what it is, and its counters at each sample time ({@link #ABSENT} where the
     * peer NI did not exist then: unknown, not 0).
     */
    public record Row(String label, boolean stalled, long[] timesNs, int[] credits, int[] queued) {
    }

    public static final int ABSENT = Integer.MIN_VALUE;

    private PeerRows() {
    }

    /**
     * The rows of the peers that matter, sampled at {@code points} evenly spaced times; empty when the
     * trace ends with no stalled peer NI (a healthy run). {@code cancelled} is asked at each sample.
     */
    public static List<Row> sample(Path trace, int points, BooleanSupplier cancelled) throws IOException {
        try (TraceReader reader = TraceReader.open(trace)) {
            ReplayCursor cursor = new ReplayCursor(reader);
            EmfSync sync = new EmfSync(cursor.state());
            cursor.seekToEvent(reader.eventCount());
            sync.sync();
            CreditCoupling.Stalled worst = CreditCoupling.find(sync.fabric()).stream().filter(s -> s.peerNi() != null)
                    .findFirst().orElse(null);
            if (worst == null) {
                return List.of();
            }
            // id -> stalled (tx side) or sender (router side)
            Map<Integer, Boolean> ids = new LinkedHashMap<>();
            Map<Integer, String> labels = new LinkedHashMap<>();
            ids.put(sync.idOf(worst.peerNi()), true);
            labels.put(sync.idOf(worst.peerNi()), label(worst.node(), worst.peerNi()) + " tx");
            worst.senders().stream().sorted((a, b) -> Integer.compare(b.queuedBehind(), a.queuedBehind())).limit(SENDERS)
                    .forEach(s -> {
                        int id = sync.idOf(s.peerNi());
                        ids.put(id, false);
                        labels.put(id, label(worst.node(), s.peerNi()) + " rtr");
                    });
            int n = Math.max(2, points);
            long from = reader.startTimeNs();
            long to = reader.endTimeNs();
            long[] times = new long[n];
            Map<Integer, int[]> credits = new LinkedHashMap<>();
            Map<Integer, int[]> queued = new LinkedHashMap<>();
            ids.keySet().forEach(id -> {
                int[] c = new int[n];
                int[] q = new int[n];
                java.util.Arrays.fill(c, ABSENT);
                java.util.Arrays.fill(q, ABSENT);
                credits.put(id, c);
                queued.put(id, q);
            });
            for (int i = 0; i < n; i++) {
                if (cancelled.getAsBoolean()) {
                    throw new CancellationException("sampling the peers of " + trace + " cancelled");
                }
                long t = from + (long) ((to - from) * (i / (double) (n - 1)));
                times[i] = t;
                cursor.seek(t);
                sync.sync();
                for (var entry : ids.entrySet()) {
                    int id = entry.getKey();
                    boolean stalled = entry.getValue();
                    if (sync.objectOf(id) instanceof PeerNi ni) {
                        credits.get(id)[i] = stalled ? ni.getTxCredits() : ni.getRtrCredits();
                        queued.get(id)[i] = stalled ? ni.getTxq().size() : ni.routerQueue().size();
                    }
                }
            }
            List<Row> rows = new ArrayList<>();
            ids.forEach((id, stalled) -> rows.add(new Row(labels.get(id), stalled, times, credits.get(id), queued.get(id))));
            return rows;
        }
    }

    /** {@code compute3 on router}: the peer as the node that keeps its counters sees it. */
    private static String label(Node node, PeerNi ni) {
        String host = Labels.hostOf(ni, ni.getNid());
        return (host != null ? host : String.valueOf(ni.getNid())) + " on " + node.getHostname();
    }
}
