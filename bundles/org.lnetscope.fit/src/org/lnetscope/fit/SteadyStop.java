package org.lnetscope.fit;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.lnetscope.sim.RunSummary;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.scenario.Scenario;

/**
 * The early stop of a run that has settled short of the dump (docs/fit.md, "Early stop"): the rows
 * whose router never builds up (aliveness on with a dead link, ...) would otherwise simulate the
 * whole fault-age range, most of a fit's time.
 *
 * <p>At a scanned moment {@code a} seconds after the fault, the run stops when all of these hold:
 * <ol>
 * <li><b>Every clock of the model has gone round in the last half of the run since the fault</b>:
 * {@code a / 2} is at least {@link #periodNs the longest period} of what the simulator models that
 * can change a router's state from one period to the next (lnd_timeout: a tx's deadline and so a
 * conn's close, kiblnd_check_conns; peer_timeout: lnet_peer_alive_locked's deadline; the router
 * checker's 60 s; each flow's resend delay; the fault's own clocks).
 * <li><b>Nothing the scenario drives changes from {@code a / 2} to the end of the range</b>: no
 * fault begins or ends (a periodic fault never qualifies), no flow starts or stops, routing is not
 * switched off. The simulator's inputs are then the same Poisson streams and timers throughout.
 * <li><b>The router has been steady over that half</b>: at every scanned moment in
 * [{@code a/2}, {@code a}] each of the simulator's figures ({@code Simulation.figures}: lowest tx
 * and rtr credits, blocked senders, pinned conns and bytes, memory) stayed within its distance
 * floor ({@link Signature.Field#floor}) of the others.
 * <li><b>One figure the dump has cannot come within 10 % of it by the end of the range</b>, even
 * moving towards it at the fastest rate seen in that half (its spread there over {@code a / 2})
 * for all the time left. Every field within 10 % is what "reached the dump's state" means
 * ({@link Distance#REACHED}), so such a run cannot reproduce the dump.
 * </ol>
 * Why it is sound for this simulator: a router's memory and queues grow only by the ratchet the
 * incident is about (a sender's messages parked with their kib_rx, its conns closed at lnd_timeout
 * and pinned, new ones filled) or by the traffic growing; each turn of the ratchet takes one
 * lnd_timeout, and with fixed inputs every other state change of the model repeats within the
 * longest period above, so a mechanism that would build up shows within half the run's age. The
 * one input that does grow under fixed settings, ptlrpc's resends of lost messages (every resend
 * delay, up to the flow's max), shows as a rate: the fourth condition extrapolates at the rate
 * seen. A run that is steady within 10 % of the dump (a dump of a steady state) is never stopped
 * by this: condition 4 fails for every field. {@code FitEarlyStopTest} checks both, and that the
 * fit's ranking does not change.
 */
final class SteadyStop {

    /** lnet_router_checker's interval (2.12 live/dead_router_check_interval, master alive_router_check_interval). */
    static final long ROUTER_CHECK_NS = 60 * Time.SECOND;
    /** Fewest scanned moments in the half looked at: fewer say nothing about a steady state. */
    static final int MIN_MOMENTS = 4;
    /** How the stop reason begins (EvalResult#earlyStop tells it from a divergence by it). */
    static final String STOP_PREFIX = "steady from ";

    private final Signature dump;
    private final long faultAtNs;
    private final long scanToNs;
    private final long periodNs;
    private final long inputsFixedFromNs;
    /** The moments scanned so far: time, then the figures in {@link Signature.Field} order of {@link #FIELDS}. */
    private final List<double[]> moments = new ArrayList<>();

    static final Signature.Field[] FIELDS = {Signature.Field.TX_CREDITS_MIN, Signature.Field.RTR_CREDITS_MIN,
            Signature.Field.RTR_BLOCKED, Signature.Field.PINNED_CONNS, Signature.Field.PINNED_BYTES,
            Signature.Field.MEMORY_USED};

    /**
     * @param dump the dump's signature (only the fields of {@link #FIELDS} it has are looked at)
     * @param scanToNs simulated time of the last scanned moment: the end of the fault-age range
     */
    SteadyStop(Signature dump, Scenario scenario, long faultAtNs, long scanToNs) {
        this.dump = dump;
        this.faultAtNs = faultAtNs;
        this.scanToNs = scanToNs;
        this.periodNs = periodNs(scenario);
        this.inputsFixedFromNs = inputsFixedFromNs(scenario, scanToNs);
    }

    /** The longest period of the model's clocks that can change a router's state (condition 1). */
    static long periodNs(Scenario s) {
        long p = Math.max(ROUTER_CHECK_NS, Math.max(s.tunables().lndTimeoutNs(), s.tunables().peerTimeout() * Time.SECOND));
        for (Scenario.Flow f : s.workload()) {
            p = Math.max(p, f.resendDelayNs());
        }
        for (Scenario.Fault f : s.faults()) {
            p = Math.max(p, Math.max(f.lnd().opensConnsEveryNs(), Math.max(f.lnd().handshakeNs(), f.lnd().disconnectsAfterNs())));
        }
        return p;
    }

    /**
     * From when on nothing the scenario drives changes up to {@code endNs} (condition 2); Long.MAX_VALUE
     * when something keeps changing (a periodic fault).
     */
    static long inputsFixedFromNs(Scenario s, long endNs) {
        long from = 0;
        for (Scenario.Fault f : s.faults()) {
            if (f.everyNs() > 0) {
                return Long.MAX_VALUE;
            }
            from = Math.max(from, f.atNs());
            if (f.durationNs() > 0 && f.atNs() + f.durationNs() <= endNs) {
                from = Math.max(from, f.atNs() + f.durationNs());
            }
        }
        for (Scenario.Flow f : s.workload()) {
            if (f.startNs() <= endNs) {
                from = Math.max(from, f.startNs());
            }
            if (f.stopNs() > 0 && f.stopNs() <= endNs) {
                from = Math.max(from, f.stopNs());
            }
        }
        long off = s.whatIf().routingDisabledAtNs();
        if (off >= 0 && off <= endNs) {
            from = Math.max(from, off);
        }
        return from;
    }

    /**
     * Adds the figures of the moment {@code nowNs} and says why the run stops here, or null when it
     * goes on.
     */
    String check(long nowNs, RunSummary.RouterFigures f) {
        double[] m = {nowNs, f.worstTxCredits(), f.worstRtrCredits(), f.sendersBlocked(), f.pinnedConns(),
                f.pinnedBytes(), f.usedBytes()};
        moments.add(m);
        long age = nowNs - faultAtNs;
        long halfStart = faultAtNs + age / 2;
        if (age / 2 < periodNs || halfStart < inputsFixedFromNs || nowNs >= scanToNs) {
            return null;
        }
        List<double[]> half = new ArrayList<>();
        for (double[] x : moments) {
            if (x[0] >= halfStart) {
                half.add(x);
            }
        }
        if (half.size() < MIN_MOMENTS) {
            return null;
        }
        double[] lo = m.clone();
        double[] hi = m.clone();
        for (double[] x : half) {
            for (int i = 1; i < x.length; i++) {
                lo[i] = Math.min(lo[i], x[i]);
                hi[i] = Math.max(hi[i], x[i]);
            }
        }
        for (int i = 0; i < FIELDS.length; i++) {
            if (hi[i + 1] - lo[i + 1] > FIELDS[i].floor) {
                return null; // still moving (condition 3)
            }
        }
        double halfNs = nowNs - half.get(0)[0];
        double left = scanToNs - nowNs;
        for (int i = 0; i < FIELDS.length; i++) {
            Double d = dump.values().get(FIELDS[i]);
            if (d == null) {
                continue;
            }
            double band = Distance.REACHED * Math.max(Math.abs(d), FIELDS[i].floor);
            double reach = halfNs <= 0 ? 0 : (hi[i + 1] - lo[i + 1]) / halfNs * left;
            double v = m[i + 1];
            if (v + reach < d - band || v - reach > d + band) {
                return String.format(Locale.ROOT, STOP_PREFIX + "%.0f s after the fault: %s %s stays %s the dump's %s",
                        (half.get(0)[0] - faultAtNs) / 1e9, FIELDS[i].key, format(v), v < d ? "below" : "above",
                        format(d));
            }
        }
        return null;
    }

    private static String format(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : String.format(Locale.ROOT, "%.4g", v);
    }
}
