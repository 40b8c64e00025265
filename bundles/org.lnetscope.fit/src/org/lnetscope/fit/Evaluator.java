package org.lnetscope.fit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.lnetscope.sim.RunSummary;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.export.FabricExporter;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.scenario.ScenarioException;
import org.lnetscope.sim.scenario.ScenarioLoader;
import org.lnetscope.sim.world.SimNode;

/**
 * Runs one {@link Evaluation} in this JVM: the base scenario with the evaluation's overrides, and
 * along the run the moments {@code scan_points} moments from {@code scan_from} to {@code scan_to}
 * seconds after the fault's start (log-spaced): the dump's moment is profiled along one run, not
 * searched run by run. At each moment the figures the simulator keeps for a router
 * ({@link Simulation#figures}) are compared with the dump's; where they are near the closest yet, the
 * state is exported, and once the run has ended the whole signatures of the closest are compared
 * (one run: the moments to export are a superset known as the run goes, see {@link #scan}). The result is the closest moment's signature,
 * its distance, and its time from the fault ({@code fault_to_dump}). A run stops at the first
 * out-of-memory (a dump of an OOM'd router is that moment).
 *
 * <p>Early stop (docs/fit.md): a run whose stuck peer NI's lpni_txcredits or worst lpni_rtrcredits
 * is already more than {@link #DIVERGED} times the dump's (and past it by more than the field's
 * floor) stops as diverged: on the incident's path these only grow deeper, so later moments cannot
 * come back within 10 %. A run that has settled short of the dump stops too ({@link SteadyStop}).
 * The result says so.
 */
public final class Evaluator {

    static final double DIVERGED = 3;
    /** Moments compared on the whole signature, at most: the closest on the simulator's figures. */
    static final int EXPORTED = 16;

    private final String baseText;
    private final String baseName;
    private final Signature dump;
    private final Signature cheapDump;
    private final boolean steadyStop;
    private final Set<Simulation> running = ConcurrentHashMap.newKeySet();
    private volatile boolean stopped;

    public Evaluator(String baseText, String baseName, Signature dump) {
        this(baseText, baseName, dump, true);
    }

    /** As above; {@code steadyStop} false runs every settled run to the end of its range (tests compare). */
    Evaluator(String baseText, String baseName, Signature dump, boolean steadyStop) {
        this.steadyStop = steadyStop;
        this.baseText = baseText;
        this.baseName = baseName;
        this.dump = dump;
        this.cheapDump = cheapPart(dump);
    }

    /** Asks every running evaluation to stop after its current event (Ctrl+C). */
    public void stopAll() {
        stopped = true;
        running.forEach(Simulation::requestStop);
    }

    public EvalResult run(Evaluation eval) {
        Scenario scenario;
        try {
            scenario = ScenarioLoader.parse(baseText, baseName, eval.sets());
        } catch (ScenarioException e) {
            return EvalResult.failed(eval, String.join("; ", e.problems().stream().map(Object::toString).toList()));
        }
        if (scenario.faults().isEmpty()) {
            return EvalResult.failed(eval, "the scenario has no fault (faults.0)");
        }
        try {
            long faultAt = scenario.faults().get(0).atNs();
            Scan scan = scan(eval, scenario, faultAt);
            if (scan == null) {
                return EvalResult.failed(eval, Simulation.STOPPED);
            }
            if (scan.noNode) {
                return EvalResult.failed(eval, "no node " + eval.node() + " in the scenario");
            }
            // the moments compared on the whole signature: those closest on the simulator's figures
            Signature best = null;
            Distance.Result bestDistance = null;
            long bestAt = -1;
            List<double[]> exported = new ArrayList<>();
            for (long t : exportMoments(scan.moments)) {
                Signature run = scan.exported.get(t);
                Distance.Result d = Distance.between(dump, run);
                exported.add(new double[] {(t - faultAt) / 1e9, d.total()});
                if (best == null || d.total() < bestDistance.total()) {
                    best = run;
                    bestDistance = d;
                    bestAt = t;
                }
            }
            // the exported moments as close as the best on the whole signature
            double near = bestDistance.total() * Fit.NEAR_FACTOR + Fit.NEAR_ABS;
            double from = Double.POSITIVE_INFINITY;
            double to = Double.NEGATIVE_INFINITY;
            for (double[] m : exported) {
                if (m[1] <= near) {
                    from = Math.min(from, m[0]);
                    to = Math.max(to, m[0]);
                }
            }
            return new EvalResult(eval, best, bestDistance, bestAt, (bestAt - faultAt) / 1e9, from, to, scan.stop,
                    scan.diverged, null);
        } catch (RuntimeException e) {
            return EvalResult.failed(eval, e.getClass().getSimpleName() + ": " + e.getMessage());
        }
    }

    /**
     * The moments whose whole signature is compared: those within the near-best bound of the
     * closest on the simulator's figures (or the closest alone), at most {@link #EXPORTED}, evenly
     * spread over them in time when there are more (a steady state ties many moments on the
     * simulator's figures; the whole signature tells them apart).
     */
    static List<Long> exportMoments(List<long[]> moments) {
        double bestCheap = Double.POSITIVE_INFINITY;
        for (long[] m : moments) {
            bestCheap = Math.min(bestCheap, Double.longBitsToDouble(m[1]));
        }
        double near = bestCheap * Fit.NEAR_FACTOR + Fit.NEAR_ABS;
        List<Long> ties = new ArrayList<>();
        for (long[] m : moments) {
            if (Double.longBitsToDouble(m[1]) <= near) {
                ties.add(m[0]);
            }
        }
        if (ties.size() <= EXPORTED) {
            return ties;
        }
        List<Long> at = new ArrayList<>();
        for (int i = 0; i < EXPORTED; i++) {
            long t = ties.get((int) Math.round(i * (ties.size() - 1) / (double) (EXPORTED - 1)));
            if (!at.contains(t)) {
                at.add(t);
            }
        }
        return at;
    }

    /**
     * The run's moments (simulated time, distance bits on the simulator's figures), the whole
     * signatures exported along it, and why it ended; null if stopped.
     */
    private record Scan(List<long[]> moments, Map<Long, Signature> exported, String stop, boolean diverged, boolean noNode) {
    }

    /**
     * One run along the scanned moments. The state is exported at every moment within the near-best
     * bound of the closest so far on the simulator's figures: a superset of the moments
     * {@link #exportMoments} picks once the run has ended (the bound only tightens as the closest
     * improves), so the run is simulated once, not once to find the moments and again to export
     * them. Exports are a few percent of a run (docs/benchmarks.md, "Fit").
     */
    private Scan scan(Evaluation eval, Scenario scenario, long faultAt) {
        Simulation sim = Simulation.of(scenario);
        SimNode node = sim.world().node(eval.node());
        if (node == null) {
            return new Scan(List.of(), Map.of(), null, false, true);
        }
        running.add(sim);
        try {
            if (stopped) {
                return null;
            }
            int points = Math.max(1, eval.scanPoints());
            List<long[]> moments = new ArrayList<>();
            Map<Long, Signature> exported = new HashMap<>();
            double bestCheap = Double.POSITIVE_INFINITY;
            SteadyStop steady = new SteadyStop(dump, scenario, faultAt, faultAt + Math.round(eval.scanTo() * 1e9));
            for (int k = 0; k < points; k++) {
                double age = points == 1 ? eval.scanTo()
                        : eval.scanFrom() * Math.pow(eval.scanTo() / eval.scanFrom(), k / (double) (points - 1));
                long until = faultAt + Math.round(age * 1e9);
                RunSummary s = sim.run(until, true, null);
                if (Simulation.STOPPED.equals(s.stopReason())) {
                    return null;
                }
                RunSummary.RouterFigures f = sim.figures(node);
                double cheap = Distance.between(cheapDump, cheap(f)).total();
                long now = sim.world().now();
                moments.add(new long[] {now, Double.doubleToLongBits(cheap)});
                bestCheap = Math.min(bestCheap, cheap);
                if (cheap <= bestCheap * Fit.NEAR_FACTOR + Fit.NEAR_ABS && !exported.containsKey(now)) {
                    exported.put(now, Signature.of(FabricExporter.export(sim.world(), scenario), eval.node(), null, null));
                }
                if (s.oomAtNs() >= 0 || s.stopReason().equals("no more events")) {
                    return new Scan(moments, exported, s.stopReason(), false, false);
                }
                if (diverged(f)) {
                    return new Scan(moments, exported,
                            "diverged at " + (now - faultAt) / 1_000_000 + " ms after the fault", true, false);
                }
                String settled = steadyStop ? steady.check(now, f) : null;
                if (settled != null) {
                    return new Scan(moments, exported, settled, true, false);
                }
            }
            return new Scan(moments, exported, "end of the scanned moments", false, false);
        } finally {
            running.remove(sim);
        }
    }

    /** The figures {@link Simulation#figures} keeps for every router, as signature fields (SignatureTest pins they agree). */
    private static Signature cheap(RunSummary.RouterFigures f) {
        Map<Signature.Field, Double> v = new java.util.LinkedHashMap<>();
        v.put(Signature.Field.TX_CREDITS_MIN, (double) f.worstTxCredits());
        v.put(Signature.Field.RTR_CREDITS_MIN, (double) f.worstRtrCredits());
        v.put(Signature.Field.RTR_BLOCKED, (double) f.sendersBlocked());
        v.put(Signature.Field.PINNED_CONNS, (double) f.pinnedConns());
        v.put(Signature.Field.PINNED_BYTES, (double) f.pinnedBytes());
        v.put(Signature.Field.MEMORY_USED, (double) f.usedBytes());
        return new Signature(f.hostname(), v, Map.of(), Map.of());
    }

    private static Signature cheapPart(Signature dump) {
        Map<Signature.Field, Double> v = new java.util.LinkedHashMap<>();
        for (Signature.Field field : List.of(Signature.Field.TX_CREDITS_MIN, Signature.Field.RTR_CREDITS_MIN,
                Signature.Field.RTR_BLOCKED, Signature.Field.PINNED_CONNS, Signature.Field.PINNED_BYTES,
                Signature.Field.MEMORY_USED)) {
            Double d = dump.values().get(field);
            if (d != null) {
                v.put(field, d);
            }
        }
        return new Signature(dump.node(), v, Map.of(), Map.of());
    }

    private boolean diverged(RunSummary.RouterFigures f) {
        return beyond(Signature.Field.TX_CREDITS_MIN, f.worstTxCredits())
                || beyond(Signature.Field.RTR_CREDITS_MIN, f.worstRtrCredits());
    }

    private boolean beyond(Signature.Field field, double run) {
        Double d = dump.values().get(field);
        if (d == null || d >= 0 || run >= 0) {
            return false;
        }
        return -run > DIVERGED * -d && -run > -d + field.floor;
    }

    /** The values of the dump's figures, for what the early stop compares. */
    Map<Signature.Field, Double> dumpValues() {
        return dump.values();
    }
}
