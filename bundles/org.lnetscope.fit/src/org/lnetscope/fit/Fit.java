package org.lnetscope.fit;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

import org.apache.commons.math3.exception.TooManyEvaluationsException;
import org.apache.commons.math3.optim.InitialGuess;
import org.apache.commons.math3.optim.MaxEval;
import org.apache.commons.math3.optim.SimpleBounds;
import org.apache.commons.math3.optim.nonlinear.scalar.GoalType;
import org.apache.commons.math3.optim.nonlinear.scalar.ObjectiveFunction;
import org.apache.commons.math3.optim.nonlinear.scalar.noderiv.CMAESOptimizer;
import org.apache.commons.math3.random.MersenneTwister;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.scenario.ScenarioException;
import org.lnetscope.sim.scenario.ScenarioLoader;

/**
 * The search (docs/fit.md, "Search"): for each hypothesis row the simulator can run, a Latin
 * hypercube of a third of the budget over the unknowns, then CMA-ES (Apache Commons Math 3) from
 * the best of those with the rest, minimising {@link Distance} to the dump's signature. The time
 * from fault to dump is not searched: every run is compared with the dump at many moments and
 * keeps the closest ({@link Evaluator}), so a row with no other unknown needs one run. Rows run side
 * by side, each its own sequence of evaluations, so the outcome depends only on the seed, never on
 * how many evaluations run at once or where.
 */
public final class Fit {

    /** What is searched: the base scenario, the dump, the node that is the dump's, the unknowns and rows. */
    public record Setup(String baseText, String baseName, Scenario base, Signature dump, String node,
            List<Unknown> unknowns, List<HypothesisRow> rows, int budget, long seed) {
    }

    /** Told each evaluation as it completes. */
    @FunctionalInterface
    public interface Listener {
        void evaluated(EvalResult result, int done, int planned);
    }

    /** A row's outcome: its evaluations, the best, and each unknown's spread over the near-best ones. */
    public record RowResult(HypothesisRow row, List<EvalResult> evals, EvalResult best, Map<String, double[]> spread) {

        public double distance() {
            return best == null ? Double.POSITIVE_INFINITY : best.total();
        }
    }

    /** The ranked rows (best distance first), the rows this simulator cannot run, and whether Ctrl+C cut it short. */
    public record Outcome(List<RowResult> ranked, Map<HypothesisRow, String> notModelled, boolean stopped) {
    }

    /** Near-best: within this factor of the best distance (plus {@link #NEAR_ABS}); the spread is over them. */
    static final double NEAR_FACTOR = 1.25;
    static final double NEAR_ABS = 0.02;
    /** CMA-ES's initial step, in the unit cube of the unknowns. */
    static final double SIGMA = 0.15;

    private final Setup setup;
    private final EvalRunner runner;
    private final Listener listener;
    private volatile boolean stopped;
    private int done;
    private int planned;

    public Fit(Setup setup, EvalRunner runner, Listener listener) {
        this.setup = setup;
        this.runner = runner;
        this.listener = listener;
    }

    /** Ctrl+C: no new evaluation starts; running ones stop; {@link #run} returns what is done. */
    public void stop() {
        stopped = true;
        runner.stop();
    }

    /**
     * Which rows the simulator can run on this base: a row whose overrides the scenario loader
     * refuses is "not modelled by this simulator build", with the loader's reason.
     */
    public static Map<HypothesisRow, String> notModelled(String baseText, String baseName, List<HypothesisRow> rows) {
        Map<HypothesisRow, String> out = new LinkedHashMap<>();
        for (HypothesisRow row : rows) {
            try {
                ScenarioLoader.parse(baseText, baseName, row.sets());
            } catch (ScenarioException e) {
                out.put(row, "not modelled by this simulator build: "
                        + String.join("; ", e.problems().stream().map(Object::toString).toList()));
            }
        }
        return out;
    }

    public Outcome run() throws InterruptedException {
        Map<HypothesisRow, String> notModelled = notModelled(setup.baseText, setup.baseName, setup.rows);
        List<HypothesisRow> rows = setup.rows.stream().filter(r -> !notModelled.containsKey(r)).toList();
        synchronized (this) {
            planned = rows.size() * (searched().isEmpty() ? 1 : setup.budget);
        }
        List<RowResult> results = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        RowSearch[] searches = new RowSearch[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            searches[i] = new RowSearch(rows.get(i), i);
            Thread t = new Thread(searches[i], "fit " + rows.get(i).id());
            t.setDaemon(true);
            threads.add(t);
            t.start();
        }
        for (Thread t : threads) {
            t.join();
        }
        for (RowSearch s : searches) {
            if (s.failure != null) {
                throw new IllegalStateException(s.row.id() + ": " + s.failure.getMessage(), s.failure);
            }
            results.add(s.result());
        }
        results.sort(Comparator.comparingDouble(RowResult::distance));
        return new Outcome(results, notModelled, stopped);
    }

    /** Moments of each run compared with the dump, log-spaced over fault_to_dump's range (6 % apart over 30 s..20 min). */
    public static final int SCAN_POINTS = 64;

    /** The unknowns the optimizer searches: all but fault_to_dump, which each run profiles (see {@link Evaluator}). */
    public List<Unknown> searched() {
        return setup.unknowns.stream().filter(u -> u.kind() != Unknown.Kind.FAULT_TO_DUMP).toList();
    }

    private Unknown age() {
        return setup.unknowns.stream().filter(u -> u.kind() == Unknown.Kind.FAULT_TO_DUMP).findFirst().orElseThrow();
    }

    /** The evaluation of {@code row} at {@code x} (unit cube of {@link #searched()}). */
    public Evaluation evaluation(HypothesisRow row, double[] x) {
        Map<String, Double> params = new LinkedHashMap<>();
        List<String> sets = new ArrayList<>(row.sets());
        List<Unknown> searched = searched();
        for (int d = 0; d < x.length; d++) {
            Unknown u = searched.get(d);
            double v = u.value(x[d]);
            params.put(u.name(), v);
            sets.addAll(u.sets(v, setup.base));
        }
        Unknown age = age();
        sets.addAll(age.sets(age.hi(), setup.base));
        return new Evaluation(row.id(), params, sets, "base.yaml", "dump.signature", setup.node, age.lo(), age.hi(),
                SCAN_POINTS);
    }

    private synchronized int completed(EvalResult r) {
        done++;
        if (listener != null) {
            listener.evaluated(r, done, planned);
        }
        return done;
    }

    /** One row's search, on its own thread. */
    private final class RowSearch implements Runnable {

        final HypothesisRow row;
        final int index;
        final List<EvalResult> evals = new ArrayList<>();
        final Map<String, EvalResult> cache = new HashMap<>();
        Exception failure;

        RowSearch(HypothesisRow row, int index) {
            this.row = row;
            this.index = index;
        }

        @Override
        public void run() {
            try {
                search();
            } catch (CancellationException | InterruptedException e) {
                // stopped: keep what is done
            } catch (Exception e) {
                failure = e;
            }
        }

        private void search() throws InterruptedException, ExecutionException {
            int dim = searched().size();
            int design = dim == 0 ? 1 : Math.max(2, Math.min(setup.budget, setup.budget / 3));
            List<double[]> points = latinHypercube(design, dim, new SplittableRandom(setup.seed * 1_000_003L + index));
            List<CompletableFuture<EvalResult>> futures = new ArrayList<>();
            for (double[] x : points) {
                futures.add(runner.submit(evaluation(row, x)));
            }
            for (CompletableFuture<EvalResult> f : futures) {
                record(f.get());
            }
            int remaining = setup.budget - evals.size();
            if (dim == 0 || remaining < 2 || stopped) {
                return;
            }
            double[] start = position(bestOf(evals));
            double[] lo = new double[dim];
            double[] hi = new double[dim];
            Arrays.fill(hi, 1);
            double[] sigma = new double[dim];
            Arrays.fill(sigma, SIGMA);
            int lambda = 4 + (int) Math.floor(3 * Math.log(dim));
            CMAESOptimizer cmaes = new CMAESOptimizer(setup.budget, 0, true, 0, 0,
                    new MersenneTwister(setup.seed * 7_919L + index), false, null);
            int limit = evals.size() + remaining;
            try {
                cmaes.optimize(new MaxEval(remaining), GoalType.MINIMIZE, new InitialGuess(start),
                        new SimpleBounds(lo, hi), new CMAESOptimizer.Sigma(sigma), new CMAESOptimizer.PopulationSize(lambda),
                        new ObjectiveFunction(x -> {
                            if (stopped) {
                                throw new CancellationException();
                            }
                            if (evals.size() >= limit) {
                                throw new TooManyEvaluationsException(limit);
                            }
                            double[] c = x.clone();
                            for (int d = 0; d < c.length; d++) {
                                c[d] = Math.max(0, Math.min(1, c[d]));
                            }
                            try {
                                EvalResult r = evaluate(c);
                                return r.ok() ? r.total() : 1e6;
                            } catch (InterruptedException e) {
                                Thread.currentThread().interrupt();
                                throw new CancellationException();
                            } catch (ExecutionException e) {
                                throw new IllegalStateException(e.getCause());
                            }
                        }));
            } catch (TooManyEvaluationsException e) {
                // the budget is spent: the best so far stands
            }
        }

        private EvalResult evaluate(double[] x) throws InterruptedException, ExecutionException {
            Evaluation e = evaluation(row, x);
            EvalResult cached = cache.get(e.key());
            if (cached != null) {
                return cached;
            }
            return record(runner.submit(e).get());
        }

        private EvalResult record(EvalResult r) {
            if (stopped && !r.ok()) {
                throw new CancellationException();
            }
            evals.add(r);
            cache.put(r.eval().key(), r);
            completed(r);
            return r;
        }

        private double[] position(EvalResult r) {
            List<Unknown> searched = searched();
            double[] x = new double[searched.size()];
            for (int d = 0; d < x.length; d++) {
                Unknown u = searched.get(d);
                x[d] = u.position(r.eval().params().get(u.name()));
            }
            return x;
        }

        RowResult result() {
            EvalResult best = evals.isEmpty() ? null : bestOf(evals);
            Map<String, double[]> spread = new LinkedHashMap<>();
            if (best != null && best.ok()) {
                double near = best.total() * NEAR_FACTOR + NEAR_ABS;
                for (Unknown u : setup.unknowns) {
                    double min = Double.POSITIVE_INFINITY;
                    double max = Double.NEGATIVE_INFINITY;
                    for (EvalResult r : evals) {
                        if (r.ok() && r.total() <= near) {
                            double v = r.params().get(u.name());
                            min = Math.min(min, v);
                            max = Math.max(max, v);
                            if (u.kind() == Unknown.Kind.FAULT_TO_DUMP && r.total() <= near) {
                                // the run's own moments as close to the dump count too
                                min = Math.min(min, r.nearFromS());
                                max = Math.max(max, r.nearToS());
                            }
                        }
                    }
                    spread.put(u.name(), new double[] {min, max});
                }
            }
            return new RowResult(row, List.copyOf(evals), best, spread);
        }
    }

    /** The best result; on equal distances the earlier (so the choice does not depend on timing). */
    static EvalResult bestOf(List<EvalResult> evals) {
        EvalResult best = null;
        for (EvalResult r : evals) {
            if (best == null || r.total() < best.total()) {
                best = r;
            }
        }
        return best;
    }

    /** {@code n} points in [0,1]^dim, one in each of n slices of every axis. */
    static List<double[]> latinHypercube(int n, int dim, SplittableRandom rng) {
        int[][] perm = new int[dim][n];
        for (int d = 0; d < dim; d++) {
            for (int i = 0; i < n; i++) {
                perm[d][i] = i;
            }
            for (int i = n - 1; i > 0; i--) {
                int j = rng.nextInt(i + 1);
                int t = perm[d][i];
                perm[d][i] = perm[d][j];
                perm[d][j] = t;
            }
        }
        List<double[]> points = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double[] x = new double[dim];
            for (int d = 0; d < dim; d++) {
                x[d] = (perm[d][i] + rng.nextDouble()) / n;
            }
            points.add(x);
        }
        return points;
    }
}
