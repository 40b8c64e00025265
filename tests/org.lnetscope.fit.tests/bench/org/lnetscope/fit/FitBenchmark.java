package org.lnetscope.fit;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/**
 * Fit times (docs/benchmarks.md, "Fit"): one evaluation of the tests' tiny fabric (mean of 20), and
 * whole fits of a dump of it (aliveness off, host silent, 300 s before the dump) over the four rows
 * this simulator runs, budget 24, with one and with two evaluations at once. Prints one line each.
 *
 * <pre>java -cp (fit, sim, model, analysis, cli, trace, replay, vmcore classes + EMF, SnakeYAML,
 * commons-math3 jars):tests/org.lnetscope.fit.tests/target/classes org.lnetscope.fit.FitBenchmark</pre>
 */
public final class FitBenchmark {

    private FitBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        PrintStream out = System.out;
        int budget = args.length > 0 ? Integer.parseInt(args[0]) : 24;
        Signature dump = Tiny.dump(List.of("tunables.peer_timeout=0", "faults.0.type=host_silent", "duration=360s"));
        Fit.Setup setup = Tiny.setup(dump, List.of(Unknown.FAULT_TO_DUMP, Unknown.RATE_TO_FAULTY, Unknown.LND_TIMEOUT),
                Tiny.modelledRows(), budget, 1);
        Evaluator evaluator = new Evaluator(setup.baseText(), setup.baseName(), dump);
        Fit fit = new Fit(setup, null, null);
        Evaluation e = fit.evaluation(HypothesisRow.byId("aliveness-off/a1"), new double[] {0.5, 0.75});
        for (int i = 0; i < 5; i++) {
            evaluator.run(e); // warm-up
        }
        long t0 = System.nanoTime();
        int n = 20;
        for (int i = 0; i < n; i++) {
            evaluator.run(e);
        }
        out.printf(Locale.ROOT, "one evaluation (tiny fabric, %s): %.0f ms%n", e.params(), (System.nanoTime() - t0) / 1e6 / n);
        for (int jobs : new int[] {1, 2}) {
            t0 = System.nanoTime();
            Fit.Outcome o = Tiny.fitLocally(setup, jobs);
            double s = (System.nanoTime() - t0) / 1e9;
            int evals = o.ranked().stream().mapToInt(r -> r.evals().size()).sum();
            Fit.RowResult first = o.ranked().get(0);
            out.printf(Locale.ROOT, "fit, 4 rows x budget %d, 3 unknowns, --jobs %d: %.1f s, %d evaluations (%.1f/s); first %s "
                    + "at %.4f, fault_to_dump %.0f s (true 300 s)%n", budget, jobs, s, evals, evals / s, first.row().id(),
                    first.distance(), first.best().params().get(Unknown.FAULT_TO_DUMP));
        }
    }
}
