package org.lnetscope.analysis;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.lnetscope.analysis.CreditCoupling;
import org.lnetscope.analysis.MemoryProjection;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;

/**
 * Early warning of an OOM, per node: the trend of its MemAvailable over the last {@link #WINDOW_MS},
 * extended to zero ({@link MemoryProjection}), and the reason in LNet's terms when the credit
 * coupling explains it ({@link CreditCoupling}: the peer NI whose lpni_txcredits are below zero, and
 * the senders whose lpni_rtrcredits are). The same fit as the shipped Prometheus rules
 * (features/org.lnetscope.feature/rootfiles/prometheus/lnetscope-rules.yml: {@code deriv} and
 * {@code predict_linear} over {@code [1h]} are a least-squares line too), so the window and the
 * site's alert agree on when the node runs out (docs/agent-protocol.md, "Early warning").
 *
 * <p>Why one hour: in the seed incident a router drifts for about 7 h from the fault to the OOM,
 * one ~3.3 MB kib_conn pinned per server reconnect (every 42 parked messages). An hour holds tens
 * of reconnects, so the steps of single conns average out, and still turns a new drift into a
 * projection within half an hour (the fit needs {@link #MIN_SPAN_MS} of samples), hours before the OOM.
 * Shorter windows follow every burst of traffic; longer ones are late to a drift that starts.
 *
 * <p>Not thread-safe: fed and read under the live fabric's lock (org.lnetscope.live.LiveFabric.read).
 */
public final class OomWatch {

    /** How far back the trend is fitted. */
    public static final long WINDOW_MS = 3_600_000;
    /**
     * Samples must span this long before a projection is made: the first minutes after a restart
     * (page cache filling) look like a steep drift. The rules require the same (offset 30m).
     */
    public static final long MIN_SPAN_MS = 1_800_000;
    /**
     * Before {@link #MIN_SPAN_MS}, a projection is made all the same, said as provisional, once the
     * samples span this long and only when the OOM would come within {@link #PROVISIONAL_HORIZON_MS}:
     * a router losing 1.1 GB a minute runs out before half an hour of samples exists, and a warning
     * that waits for them comes after the OOM. A page cache filling after a restart looks like such
     * a drift too: hence "provisional", and the firm fit from {@link #MIN_SPAN_MS} on.
     */
    public static final long PROVISIONAL_MIN_SPAN_MS = 300_000;
    /** How soon a provisional OOM must be for a provisional warning. */
    public static final long PROVISIONAL_HORIZON_MS = 3_600_000;
    /** Projections beyond this are not a warning ("not within 24 h"). */
    public static final long HORIZON_MS = 24 * 3_600_000L;

    /** MemAvailable at one time. */
    private record Point(long timeMs, long availableBytes) {
    }

    private static final class Series {
        final Deque<Point> points = new ArrayDeque<>();
        long totalBytes;
    }

    /**
     * A node's projection.
     *
     * @param oomAtMs when MemAvailable reaches zero at the fitted rate, or -1 (not falling, too few samples)
     * @param slopeBytesPerSecond MemAvailable's fitted change (negative: falling)
     * @param spanMs how long the samples fitted span
     */
    public record Projection(String host, long nowMs, long totalBytes, long availableBytes, double slopeBytesPerSecond,
            long oomAtMs, long spanMs, int samples) {

        public boolean warns() {
            return oomAtMs >= 0 && oomAtMs - nowMs <= HORIZON_MS;
        }

        /** Made from less than {@link #MIN_SPAN_MS} of samples: a fast fall, said as an early estimate. */
        public boolean provisional() {
            return oomAtMs >= 0 && spanMs < MIN_SPAN_MS && availableBytes > 0;
        }

        /** "OOM in ~3 h 10 min at this rate", or why there is none. */
        public String headline() {
            if (samples > 0 && availableBytes <= 0) {
                // the fitted line meets zero after the last sample, but the last sample is zero already:
                // the node is out of memory now, not "in ~32 s"
                return "out of memory now (MemAvailable 0 at the last sample)";
            }
            if (provisional()) {
                return "provisional: OOM in ~" + formatDuration(oomAtMs - nowMs) + " at this rate (from "
                        + formatDuration(spanMs) + " of samples; firm after " + formatDuration(MIN_SPAN_MS) + ")";
            }
            if (samples < 2 || spanMs < MIN_SPAN_MS) {
                return "collecting memory samples (" + formatDuration(spanMs) + " of the " + formatDuration(MIN_SPAN_MS)
                        + " needed)";
            }
            if (oomAtMs < 0) {
                return "MemAvailable is not falling";
            }
            if (!warns()) {
                return "MemAvailable falling, but not out within " + formatDuration(HORIZON_MS);
            }
            return "OOM in ~" + formatDuration(oomAtMs - nowMs) + " at this rate";
        }
    }

    private final Map<String, Series> series = new HashMap<>();

    /** Adds a MemAvailable sample (bytes) of {@code host} at {@code timeMs} (the agent's clock). */
    public void sample(String host, long timeMs, long totalBytes, long availableBytes) {
        Series s = series.computeIfAbsent(host, h -> new Series());
        if (!s.points.isEmpty() && s.points.getLast().timeMs() >= timeMs) {
            return; // an agent's clock does not go back; a repeated time adds nothing
        }
        s.totalBytes = totalBytes;
        s.points.addLast(new Point(timeMs, availableBytes));
        while (s.points.getFirst().timeMs() < timeMs - WINDOW_MS) {
            s.points.removeFirst();
        }
    }

    public void forget(String host) {
        series.remove(host);
    }

    /** The hosts with memory samples. */
    public List<String> hosts() {
        List<String> hosts = new ArrayList<>(series.keySet());
        hosts.sort(null);
        return hosts;
    }

    /** The projection of {@code host} from the samples of the last {@link #WINDOW_MS}; null if it has none. */
    public Projection project(String host) {
        Series s = series.get(host);
        if (s == null || s.points.isEmpty()) {
            return null;
        }
        // MemoryProjection fits memory used (MemTotal - MemAvailable) and extends it to MemTotal:
        // the same line as MemAvailable's, extended to zero
        List<MemoryProjection.Sample> used = new ArrayList<>(s.points.size());
        for (Point p : s.points) {
            used.add(new MemoryProjection.Sample(p.timeMs() * 1_000_000L, s.totalBytes - p.availableBytes()));
        }
        Point first = s.points.getFirst();
        Point last = s.points.getLast();
        long span = last.timeMs() - first.timeMs();
        MemoryProjection.Projection p = MemoryProjection.project(used, s.totalBytes, 0, used.size());
        long fitted = p.oomAtNs() < 0 ? -1 : p.oomAtNs() / 1_000_000L;
        long oomAt;
        if (last.availableBytes() <= 0) {
            oomAt = last.timeMs(); // already out: the OOM is the last sample, whatever the fit says
        } else if (span >= MIN_SPAN_MS) {
            oomAt = fitted;
        } else if (span >= PROVISIONAL_MIN_SPAN_MS && used.size() >= 3 && fitted >= 0
                && fitted - last.timeMs() <= PROVISIONAL_HORIZON_MS) {
            oomAt = fitted; // provisional: a fall fast enough to OOM before a firm projection exists
        } else {
            oomAt = -1;
        }
        return new Projection(host, last.timeMs(), s.totalBytes, last.availableBytes(), -p.slopeBytesPerSecond(), oomAt,
                span, used.size());
    }

    /** A peer NI's credit figures, as an agent or a Prometheus reports them. */
    public record PeerNiCredits(String nid, long txCredits, long txqBytes, long rtrCredits) {
    }

    /**
     * Why the memory goes, in LNet's terms, when the credit coupling explains it; null when it does
     * not (no peer NI below zero tx credits). Read with the model frozen.
     */
    public static String reason(Node node) {
        CreditCoupling.Stalled stalled = CreditCoupling.find(node).stream().filter(st -> st.peerNi() != null && st.txCredits() < 0)
                .min(Comparator.comparingInt(CreditCoupling.Stalled::txCredits)).orElse(null);
        if (stalled == null) {
            return null;
        }
        List<PeerNiCredits> starved = CreditCoupling.starved(node).stream().filter(p -> p.getRtrCredits() < 0)
                .map(OomWatch::credits).toList();
        return describe(credits(stalled.peerNi()), starved);
    }

    /**
     * The same from credit figures alone (a Prometheus history has no model): the peer NI with the
     * fewest tx credits below zero, and the peer NIs below zero router credits, lowest first.
     */
    public static String reason(List<PeerNiCredits> peerNis) {
        PeerNiCredits worst = peerNis.stream().filter(p -> p.txCredits() < 0).min(Comparator.comparingLong(PeerNiCredits::txCredits))
                .orElse(null);
        if (worst == null) {
            return null;
        }
        List<PeerNiCredits> starved = peerNis.stream().filter(p -> p.rtrCredits() < 0)
                .sorted(Comparator.comparingLong(PeerNiCredits::rtrCredits)).toList();
        return describe(worst, starved);
    }

    private static PeerNiCredits credits(PeerNi ni) {
        return new PeerNiCredits(String.valueOf(ni.getNid()), ni.getTxCredits(), ni.getTxqNob(), ni.getRtrCredits());
    }

    private static String describe(PeerNiCredits worst, List<PeerNiCredits> starved) {
        StringBuilder b = new StringBuilder("peer NI ").append(worst.nid()).append(" stopped draining: lpni_txcredits ")
                .append(worst.txCredits());
        if (worst.txqBytes() > 0) {
            b.append(", ").append(formatBytes(worst.txqBytes())).append(" queued (lpni_txqnob)");
        }
        if (!starved.isEmpty()) {
            b.append("; ").append(starved.size()).append(starved.size() == 1 ? " sender" : " senders")
                    .append(" out of router credits (lpni_rtrcredits < 0): ");
            for (int i = 0; i < Math.min(3, starved.size()); i++) {
                b.append(i > 0 ? ", " : "").append(starved.get(i).nid()).append(" (").append(starved.get(i).rtrCredits()).append(')');
            }
            if (starved.size() > 3) {
                b.append(" and ").append(starved.size() - 3).append(" more");
            }
            b.append(". Each reconnect of theirs leaves a kib_conn pinned by its parked messages");
        }
        return b.toString();
    }

    /** "3 h 10 min", "12 min", "40 s". */
    public static String formatDuration(long ms) {
        long minutes = Math.round(ms / 60_000.0);
        if (ms < 60_000) {
            return Math.max(0, ms / 1000) + " s";
        }
        return minutes >= 60 ? minutes / 60 + " h " + minutes % 60 + " min" : minutes + " min";
    }

    static String formatBytes(long bytes) {
        if (bytes >= 1L << 30) {
            return String.format(Locale.ROOT, "%.1f GiB", bytes / (double) (1L << 30));
        }
        if (bytes >= 1L << 20) {
            return String.format(Locale.ROOT, "%.1f MiB", bytes / (double) (1L << 20));
        }
        return bytes + " bytes";
    }
}
