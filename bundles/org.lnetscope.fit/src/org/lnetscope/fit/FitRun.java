package org.lnetscope.fit;

import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.lnetscope.fit.cli.FitCommand;
import org.lnetscope.model.resource.FileKind;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.scenario.ScenarioException;
import org.lnetscope.sim.scenario.ScenarioLoader;
import org.lnetscope.trace.TimeFormat;

/**
 * A local fit in this JVM for a caller that is not the command line (the window's Explain Dump by
 * Simulation Job): the same setup as {@code lnetscope fit DUMP --base B -o FIT_DIR} with the given
 * budget, jobs, seed, unknowns and rows, told each evaluation, and stopped when {@code cancelled}
 * says so, keeping what is done as Ctrl+C does: evals.tsv, and a ranking of the evaluations done.
 * It writes no trace: the window simulates a row's best scenario when it is asked to show it.
 */
public final class FitRun {

    /**
     * What to fit. {@code atNs}: the trace time of the dump when it is a trace position, else null.
     * {@code slurm}: the evaluations as Slurm job arrays ({@code lnetscope fit --slurm}), or null
     * for {@code jobs} at once in this JVM.
     */
    public record Request(Path dump, Long atNs, Path base, Path out, int budget, int jobs, long seed, List<String> unknowns,
            List<HypothesisRow> rows, double minAgeS, double maxAgeS, Slurm slurm) {

        /** A local fit. */
        public Request(Path dump, Long atNs, Path base, Path out, int budget, int jobs, long seed, List<String> unknowns,
                List<HypothesisRow> rows, double minAgeS, double maxAgeS) {
            this(dump, atNs, base, out, budget, jobs, seed, unknowns, rows, minAgeS, maxAgeS, null);
        }

        /**
         * The {@code lnetscope fit} command line that runs this fit (with {@code --no-trace}: the
         * window simulates a row's best scenario when asked to show it); {@link FitCommand#request}
         * reads it back into this request.
         */
        public List<String> commandLine() {
            List<String> a = new ArrayList<>(List.of("fit", dump.toString()));
            if (atNs != null) {
                // a wall-clock trace's moment as the instant it is; a simulated trace's from its start at 0
                a.addAll(List.of("--at", TimeFormat.isWallClock(atNs)
                        ? Instant.ofEpochSecond(Math.floorDiv(atNs, 1_000_000_000L), Math.floorMod(atNs, 1_000_000_000L)).toString()
                        : TimeFormat.format(atNs)));
            }
            a.addAll(List.of("--base", base.toString(), "-o", out.toString(), "--budget", String.valueOf(budget), "--seed",
                    String.valueOf(seed), "--unknowns", String.join(",", unknowns), "--rows",
                    String.join(",", rows.stream().map(HypothesisRow::id).toList()), "--fault-age",
                    seconds(minAgeS) + ".." + seconds(maxAgeS), "--no-trace", "--jobs", String.valueOf(jobs)));
            if (slurm == null) {
                return a;
            }
            a.add("--slurm");
            option(a, "--partition", slurm.partition());
            option(a, "--account", slurm.account());
            option(a, "--time", slurm.time());
            option(a, "--mem", slurm.mem());
            if (slurm.worker() != null) {
                a.addAll(List.of("--worker", String.join(" ", slurm.worker())));
            }
            return a;
        }

        private static String seconds(double s) {
            return BigDecimal.valueOf(s).stripTrailingZeros().toPlainString() + "s";
        }

        private static void option(List<String> a, String name, String value) {
            if (value != null) {
                a.addAll(List.of(name, value));
            }
        }
    }

    /**
     * sbatch's options (null: the cluster's default) and the command each array task runs before
     * "EVAL -o RESULT" (null: this installation's {@code lnetscope fit-eval}).
     */
    public record Slurm(String partition, String account, String time, String mem, List<String> worker) {
    }

    /** Each evaluation as it completes: how many of how many, and the best distance so far and its row. */
    @FunctionalInterface
    public interface Progress {
        void evaluated(int done, int planned, String bestRow, double best);
    }

    private FitRun() {
    }

    /** The base's default fault_to_dump range, as lnetscope fit takes it: 30 s to the base's duration after the fault. */
    public static double[] defaultAges(Scenario base) {
        double faultAt = base.faults().get(0).atNs() / 1e9;
        return new double[] {30, Math.max(60, base.durationNs() / 1e9 - faultAt)};
    }

    /**
     * Runs the fit; returns FIT_DIR as read back (stopped: what was done).
     *
     * @throws ScenarioException the base's problems
     * @throws IOException the dump or FIT_DIR cannot be read or written (named)
     * @throws IllegalArgumentException a setting the base does not allow (no fault, no router, an unknown)
     */
    public static FitResults run(Request r, Progress progress, BooleanSupplier cancelled)
            throws IOException, ScenarioException, InterruptedException {
        return run(r, progress, null, cancelled);
    }

    /** As {@link #run(Request, Progress, BooleanSupplier)}, telling {@code arrays} where each Slurm array stands. */
    public static FitResults run(Request r, Progress progress, SlurmRunner.Observer arrays, BooleanSupplier cancelled)
            throws IOException, ScenarioException, InterruptedException {
        String baseText = Files.readString(r.base(), StandardCharsets.UTF_8);
        String baseName = r.base().getFileName().toString();
        Scenario scenario = ScenarioLoader.parse(baseText, baseName, List.of());
        if (scenario.faults().isEmpty()) {
            throw new IllegalArgumentException(r.base() + ": the base scenario needs a fault (faults.0): its node is the dead "
                    + "peer and its start the moment fault_to_dump counts from");
        }
        Signature sig = r.atNs() != null && FileKind.of(r.dump()) == FileKind.TRACE
                ? Dumps.signatureAt(r.dump(), null, r.atNs())
                : Dumps.signature(r.dump(), null, null);
        String node = FitCommand.runNode(null, sig, scenario);
        if (node == null) {
            throw new IllegalArgumentException(r.base() + " has no router");
        }
        List<Unknown> unknowns = Unknown.of(r.unknowns(), scenario, r.minAgeS(), r.maxAgeS());
        FitDir dir = new FitDir(r.out());
        Fit.Setup setup = new Fit.Setup(baseText, baseName, scenario, sig, node, unknowns, new ArrayList<>(r.rows()),
                r.budget(), r.seed());
        FitOutput output = new FitOutput(dir, setup);
        output.prepare();
        output.source(r.dump(), r.atNs());
        try (EvalRunner runner = runner(r, dir, baseText, baseName, sig, arrays)) {
            double[] best = {Double.POSITIVE_INFINITY};
            String[] bestRow = {"-"};
            Fit fit = new Fit(setup, runner, (result, done, planned) -> {
                output.append(result);
                if (result.ok() && result.total() < best[0]) {
                    best[0] = result.total();
                    bestRow[0] = result.eval().row();
                }
                if (progress != null) {
                    progress.evaluated(done, planned, bestRow[0], best[0]);
                }
            });
            Thread watch = new Thread(() -> {
                while (!Thread.currentThread().isInterrupted()) {
                    if (cancelled.getAsBoolean()) {
                        fit.stop();
                        return;
                    }
                    try {
                        Thread.sleep(100);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "fit cancel watch");
            watch.setDaemon(true);
            watch.start();
            try {
                output.finish(fit.run());
            } finally {
                watch.interrupt();
            }
        }
        return FitResults.read(dir.path());
    }

    /**
     * Where the evaluations run: {@code jobs} at once in this JVM, or as Slurm job arrays, whose
     * results already in FIT_DIR/evals are reused (a fit run again on its folder resumes it).
     */
    private static EvalRunner runner(Request r, FitDir dir, String baseText, String baseName, Signature sig,
            SlurmRunner.Observer arrays) throws IOException {
        if (r.slurm() == null) {
            return new LocalRunner(new Evaluator(baseText, baseName, sig), r.jobs());
        }
        List<String> worker = r.slurm().worker() != null ? r.slurm().worker() : FitCommand.defaultWorker();
        if (worker == null || worker.isEmpty()) {
            throw new IllegalArgumentException("Slurm: this is not an installed lnetscope (no launcher known): give the worker "
                    + "command each array task runs (e.g. /opt/lnetscope/lnetscope fit-eval)");
        }
        SlurmRunner.Options o = new SlurmRunner.Options(r.slurm().partition(), r.slurm().account(), r.slurm().time(),
                r.slurm().mem(), worker);
        SlurmRunner runner = new SlurmRunner(dir, o, sig, 500, 1000);
        runner.observe(arrays);
        return runner;
    }
}
