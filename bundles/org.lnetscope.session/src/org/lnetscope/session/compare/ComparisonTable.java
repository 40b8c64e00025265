package org.lnetscope.session.compare;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.lnetscope.analysis.PinnedConnections;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.session.replay.MemoryCurve;

/**
 * The difference table of a comparison at one clock time: what {@code lnetscope compare} prints and
 * the window's comparison view shows. Whole-run figures come from {@link RunScan} (exact); "at T"
 * figures from each run's fabric at the clock (a run that ended earlier: its last state).
 */
public final class ComparisonTable {

    /** One line: what it is, the baseline's value, the other run's value, and how the other differs. */
    public record Row(String what, String baseline, String other, String change) {
    }

    /** The table, with the clock time it was taken at and what each run's state was then. */
    public record Table(String baselineLabel, String otherLabel, Align align, long clockNs, String baselineStatus,
            String otherStatus, List<Row> rows) {
    }

    /** The figures "at T" of one run, read from its fabric at the clock. */
    public record AtT(int pinnedConns, long pinnedBytes, long usedBytes, int txCredits, int rtrCredits, int dropped) {
    }

    private ComparisonTable() {
    }

    /** Moves both cursors to {@code clockNs} and reads the table there (on the comparison's thread). */
    public static Table at(Comparison comparison, long clockNs) {
        comparison.seek(clockNs);
        return now(comparison);
    }

    /** The table where the cursors are now (for a view that follows them; moves nothing). */
    public static Table now(Comparison comparison) {
        long clockNs = comparison.clockNs();
        Comparison.Run a = comparison.baseline();
        Comparison.Run b = comparison.other();
        AtT atA = read(a, clockNs);
        AtT atB = read(b, clockNs);
        RunFigures fa = a.figures();
        RunFigures fb = b.figures();
        String zero = comparison.align() == Align.FAULT ? "the fault" : "the start";
        List<Row> rows = new ArrayList<>();
        rows.add(new Row("Router (the one that ran out of memory, else the fullest)", fa.router(), fb.router(), ""));
        rows.add(new Row("Time to OOM, from " + zero, oom(a), oom(b), oomChange(a, b, atB)));
        rows.add(new Row("Peak memory of the router, whole run", memory(fa.peakUsedBytes(), fa.ramBytes()),
                memory(fb.peakUsedBytes(), fb.ramBytes()), bytesChange(fa.peakUsedBytes(), fb.peakUsedBytes())));
        rows.add(new Row("Memory used at T", memory(atA.usedBytes(), fa.ramBytes()), memory(atB.usedBytes(), fb.ramBytes()),
                bytesChange(atA.usedBytes(), atB.usedBytes())));
        rows.add(new Row("Pinned kib_conns at T", pinned(atA), pinned(atB), intChange(atA.pinnedConns(), atB.pinnedConns())));
        rows.add(new Row("Lowest lpni_txcredits, whole run (stuck peer)", credits(fa.minTxCredits(), fa.minTxPeer()),
                credits(fb.minTxCredits(), fb.minTxPeer()), intChange(fa.minTxCredits(), fb.minTxCredits())));
        rows.add(new Row("Lowest lpni_rtrcredits, whole run (blocked sender)", credits(fa.minRtrCredits(), fa.minRtrPeer()),
                credits(fb.minRtrCredits(), fb.minRtrPeer()), intChange(fa.minRtrCredits(), fb.minRtrCredits())));
        rows.add(new Row("Lowest lpni_txcredits / lpni_rtrcredits at T", atA.txCredits() + " / " + atA.rtrCredits(),
                atB.txCredits() + " / " + atB.rtrCredits(), ""));
        rows.add(new Row("Messages dropped by T", count(atA.dropped()), count(atB.dropped()),
                intChange(atA.dropped(), atB.dropped())));
        // runs of different lengths: totals are not comparable, rates are
        long spanA = fa.endNs() - fa.startNs();
        long spanB = fb.endNs() - fb.startNs();
        rows.add(new Row("Messages dropped, whole run (per second of its span)", dropRate(fa.dropped(), spanA),
                dropRate(fb.dropped(), spanB), spanA == spanB ? intChange(fa.dropped(), fb.dropped())
                        : rateChange(fa.dropped(), spanA, fb.dropped(), spanB)));
        return new Table(a.label(), b.label(), comparison.align(), clockNs, status(comparison, a), status(comparison, b), rows);
    }

    /** The run's figures at the clock, from its fabric there (the comparison has moved it). */
    public static AtT read(Comparison.Run run, long clockNs) {
        Fabric fabric = run.session().fabric();
        Node router = fabric.findNode(run.figures().router());
        List<PinnedConnections.Pinned> pinned = PinnedConnections.find(fabric).stream()
                .filter(p -> router == null || p.node() == router).toList();
        int[] worst = router == null ? null : MemoryCurve.worstOf(router);
        long traceTime = Math.min(run.figures().endNs(), run.traceTime(clockNs));
        return new AtT(pinned.size(), PinnedConnections.totalBytes(pinned), router == null ? 0 : router.getUsedBytes(),
                worst == null ? 0 : worst[0], worst == null ? 0 : worst[1], run.figures().droppedBy(traceTime));
    }

    private static String status(Comparison comparison, Comparison.Run run) {
        String s = comparison.status(run);
        RunFigures f = run.figures();
        String span = "runs " + clock(run.clockOf(f.startNs())) + " to " + clock(run.clockOf(f.endNs()));
        return s.isEmpty() ? span : span + "; at T " + s;
    }

    private static String oom(Comparison.Run run) {
        RunFigures f = run.figures();
        return f.ranOutOfMemory() ? clock(run.clockOf(f.oomNs())) + " (" + f.oomNode() + ")"
                : "no OOM by " + clock(run.clockOf(f.endNs()));
    }

    /**
     * How the other run's end differs from the baseline's. A run with no OOM whose trace simply ends
     * later has not "survived": if its stuck peer or its senders still wait at T it is still wedged
     * (issue 37), and the line says so rather than "survives".
     */
    private static String oomChange(Comparison.Run a, Comparison.Run b, AtT atB) {
        RunFigures fa = a.figures();
        RunFigures fb = b.figures();
        if (fa.ranOutOfMemory() && fb.ranOutOfMemory()) {
            return signedClock(b.clockOf(fb.oomNs()) - a.clockOf(fa.oomNs()));
        }
        if (fa.ranOutOfMemory()) {
            long more = b.clockOf(fb.endNs()) - a.clockOf(fa.oomNs());
            if (more < 0) {
                return "no OOM, but its trace ends first";
            }
            String wedged = atB.txCredits() < 0 || atB.rtrCredits() < 0
                    ? String.format(Locale.ROOT, "; at T still wedged (lpni_txcredits %,d, lpni_rtrcredits %,d)", atB.txCredits(),
                            atB.rtrCredits())
                    : "";
            return "no OOM in its trace, which ends " + clock(more) + " after the baseline's OOM" + wedged;
        }
        if (fb.ranOutOfMemory()) {
            return "runs out of memory; the baseline does not";
        }
        return "neither runs out of memory";
    }

    private static String pinned(AtT at) {
        return String.format(Locale.ROOT, "%,d (%s)", at.pinnedConns(), bytes(at.pinnedBytes()));
    }

    private static String credits(int value, String peer) {
        return peer == null || peer.isEmpty() ? String.format(Locale.ROOT, "%,d", value)
                : String.format(Locale.ROOT, "%,d (%s)", value, peer);
    }

    private static String memory(long used, long ram) {
        return ram > 0 ? bytes(used) + " of " + bytes(ram) : bytes(used);
    }

    private static String count(int n) {
        return String.format(Locale.ROOT, "%,d", n);
    }

    private static String dropRate(int n, long spanNs) {
        return spanNs <= 0 ? count(n) : String.format(Locale.ROOT, "%,d (%.2f/s over %s)", n, n / (spanNs / 1e9), clock(spanNs));
    }

    private static String rateChange(int a, long spanA, int b, long spanB) {
        if (spanA <= 0 || spanB <= 0) {
            return "spans differ";
        }
        double d = b / (spanB / 1e9) - a / (spanA / 1e9);
        return Math.abs(d) < 0.005 ? "same rate" : String.format(Locale.ROOT, "%+.2f/s", d);
    }

    private static String intChange(long a, long b) {
        return a == b ? "same" : String.format(Locale.ROOT, "%+,d", b - a);
    }

    private static String bytesChange(long a, long b) {
        return a == b ? "same" : (b > a ? "+" : "-") + bytes(Math.abs(b - a));
    }

    /** Memory as the what-if table prints it: bytes, MiB with one decimal, GiB with two. */
    public static String bytes(long n) {
        if (n < 1024 * 1024) {
            return String.format(Locale.ROOT, "%,d B", n);
        }
        if (n < 1L << 30) {
            return String.format(Locale.ROOT, "%.1f MiB", n / (double) (1 << 20));
        }
        return String.format(Locale.ROOT, "%.2f GiB", n / (double) (1L << 30));
    }

    /** A clock time (ns from the origin) to the millisecond: "216.648 s", "-60.000 s". */
    public static String clock(long ns) {
        return String.format(Locale.ROOT, "%.3f s", ns / 1e9);
    }

    private static String signedClock(long ns) {
        return ns == 0 ? "same" : String.format(Locale.ROOT, "%+.3f s", ns / 1e9);
    }
}
