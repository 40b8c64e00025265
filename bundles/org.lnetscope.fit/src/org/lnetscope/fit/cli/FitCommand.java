package org.lnetscope.fit.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.Numbers;
import org.lnetscope.cli.UsageException;
import org.lnetscope.fit.Dumps;
import org.lnetscope.fit.EvalRunner;
import org.lnetscope.fit.Evaluator;
import org.lnetscope.fit.Fit;
import org.lnetscope.fit.FitDir;
import org.lnetscope.fit.FitOutput;
import org.lnetscope.fit.FitRun;
import org.lnetscope.fit.HypothesisRow;
import org.lnetscope.fit.LocalRunner;
import org.lnetscope.fit.ScenarioYaml;
import org.lnetscope.fit.Signature;
import org.lnetscope.fit.SlurmRunner;
import org.lnetscope.fit.Unknown;
import org.lnetscope.sim.cli.RunOptions;
import org.lnetscope.sim.cli.SimulateCommand;
import org.lnetscope.sim.scenario.Quantities;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.scenario.ScenarioException;
import org.lnetscope.sim.scenario.ScenarioLoader;
import org.lnetscope.trace.TimeFormat;

/** {@code lnetscope fit DUMP --base SCENARIO -o FIT_DIR}: which hypotheses end in the dump's state (docs/fit.md). */
public final class FitCommand implements Command {

    static final int DEFAULT_BUDGET = 24;

    @Override
    public String name() {
        return "fit";
    }

    @Override
    public String summary() {
        return "explain a dump by simulation: rank the hypotheses whose runs end in its state";
    }

    @Override
    public String usage() {
        return """
                Usage: lnetscope fit DUMP --base SCENARIO.yaml -o FIT_DIR [options]
                  DUMP: a crash extract (file or folder), a .lnetmodel[b], a .lnettrace (--at T,
                  default its end) or a .signature file of figures entered by hand.
                  Simulates SCENARIO under each hypothesis row (aliveness, fault shape; rows this
                  simulator cannot run are listed as not modelled) and searches the unknowns
                  (Latin hypercube, then CMA-ES) for the run whose signature at the dump's moment
                  is closest to the dump's. FIT_DIR gets evals.tsv as evaluations complete, then
                  ranking.md, best.yaml (simulate it again as is) and best.lnettrace;
                  'lnetscope report --fit FIT_DIR' makes them an HTML page.
                Options:
                  --budget N          evaluations per hypothesis (default 24)
                  --jobs N            evaluations at once in this JVM (default: one per core)
                  --set k=v           override a value of SCENARIO (as simulate's --set), e.g.
                                      groups.1.ram=7GiB; FIT_DIR/base.yaml holds the result
                  --seed S            seed of the search (default 1): same seed, same ranking
                  --node HOST         the scenario's host that is the dump's node (default: the
                                      dump's hostname if the scenario has it, else its first router)
                  --at T              the trace's time that is the dump
                  --unknowns LIST     of fault_to_dump, rate_to_faulty, rate_other, size,
                                      lnd_timeout (default: all)
                  --fault-age MIN..MAX  range of fault_to_dump (default 30s..the base's duration)
                  --rows LIST         hypothesis rows to search (default: all)
                  --no-trace          do not write best.lnettrace
                  --what-if           for each hypothesis whose best run reached the dump's state,
                                      run simulate's what-if table on it: what-if-ROW.md says which
                                      mitigations would have saved that router
                  --slurm             run evaluations as Slurm job arrays (sbatch, squeue, sacct):
                    --partition P --account A --time T --mem M   sbatch options
                    --worker CMD      the command each task runs, before "EVAL -o RESULT"
                                      (default: this installation's "lnetscope fit-eval")
                  Ctrl+C keeps what is done: evals.tsv and a ranking of the evaluations done;
                  running the same fit on the same FIT_DIR with --slurm reuses its results.""";
    }

    @Override
    public int run(List<String> args, Console console) throws Exception {
        Own own = new Own();
        RunOptions o = parse(args, own);
        Path dump = o.input();
        Path out = o.output();
        Path base = own.base;
        int budget = own.budget;
        int jobs = o.jobs();
        long seed = o.seed();
        String node = own.node;
        String at = own.at;
        List<String> unknownNames = own.unknownNames;
        List<String> rowIds = own.rowIds;
        String faultAge = own.faultAge;
        boolean trace = own.trace;
        boolean whatIf = own.whatIf;
        boolean slurm = own.slurm;
        if (dump == null || out == null) {
            throw new UsageException("needs DUMP and -o FIT_DIR");
        }
        if (base == null) {
            // The "fabric from the dump" (nets, routers, servers, computes it shows) is not built yet.
            throw new UsageException("--base SCENARIO is needed: building the scenario from the dump itself is not done yet "
                    + "(docs/fit.md, \"Not done\")");
        }
        PrintStream err = console.err();
        String baseText = Files.readString(base, StandardCharsets.UTF_8);
        String baseName = base.getFileName().toString();
        Scenario scenario;
        try {
            scenario = ScenarioLoader.parse(baseText, baseName, o.sets());
        } catch (ScenarioException e) {
            e.problems().forEach(err::println);
            return ExitStatus.FAILURE;
        }
        if (!o.sets().isEmpty()) {
            // the base every evaluation (and FIT_DIR/base.yaml, a Slurm task's) runs: the file with the overrides in it
            baseText = ScenarioYaml.merge(baseText, o.sets(), "lnetscope fit: " + base.getFileName() + " with --set "
                    + String.join(" --set ", o.sets()));
            scenario = ScenarioLoader.parse(baseText, baseName, List.of());
        }
        if (scenario.faults().isEmpty()) {
            err.println("lnetscope fit: " + base + ": the base scenario needs a fault (faults.0): its node is the dead peer "
                    + "and its start the moment fault_to_dump counts from");
            return ExitStatus.FAILURE;
        }
        Signature sig;
        try {
            sig = Dumps.signature(dump, null, at);
        } catch (IOException | IllegalArgumentException e) {
            err.println("lnetscope fit: " + e.getMessage());
            return ExitStatus.FAILURE;
        }
        String runNode = runNode(node, sig, scenario);
        if (runNode == null) {
            err.println("lnetscope fit: " + base + " has no router; give --node HOST");
            return ExitStatus.FAILURE;
        }
        double faultAt = scenario.faults().get(0).atNs() / 1e9;
        double minAge = 30;
        double maxAge = Math.max(minAge * 2, scenario.durationNs() / 1e9 - faultAt);
        if (faultAge != null) {
            double[] a = ages(faultAge);
            minAge = a[0];
            maxAge = a[1];
        }
        List<Unknown> unknowns;
        try {
            unknowns = Unknown.of(unknownNames, scenario, minAge, maxAge);
        } catch (IllegalArgumentException e) {
            throw new UsageException("--unknowns: " + e.getMessage());
        }
        List<HypothesisRow> rows = rows(rowIds);
        FitDir dir = new FitDir(out);
        Fit.Setup setup = new Fit.Setup(baseText, baseName, scenario, sig, runNode, unknowns, rows, budget, seed);
        EvalRunner runner;
        if (slurm) {
            List<String> workerCommand = own.worker != null ? Arrays.asList(own.worker.trim().split("\\s+")) : defaultWorker();
            if (workerCommand == null) {
                throw new UsageException("--slurm: this is not an installed lnetscope (no launcher known): give --worker CMD");
            }
            SlurmRunner slurmRunner = new SlurmRunner(dir,
                    new SlurmRunner.Options(own.partition, own.account, own.time, own.mem, workerCommand), sig, 500, 1000);
            // where each array stands, when it changes (the window's Job shows the same line)
            Map<String, String> shown = new ConcurrentHashMap<>();
            slurmRunner.observe((array, jobId, tasks, pending, running) -> {
                String line = String.format(Locale.ROOT, "fit: Slurm array %s (job %s): %d of %d tasks done, %d running, %d pending",
                        array, jobId, tasks - pending - running, tasks, running, pending);
                if (!line.equals(shown.put(array, line))) {
                    err.println(line);
                }
            });
            runner = slurmRunner;
        } else {
            runner = new LocalRunner(new Evaluator(baseText, baseName, sig), jobs);
        }
        long started = System.nanoTime();
        FitOutput output = new FitOutput(dir, setup);
        Fit fit = new Fit(setup, runner, new ProgressPrinter(err, output));
        CountDownLatch written = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            fit.stop();
            try {
                written.await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "lnetscope fit stop");
        Runtime.getRuntime().addShutdownHook(hook);
        try (runner) {
            output.prepare();
            output.source(dump, Dumps.traceTime(dump, at));
            err.printf(Locale.ROOT, "fit: dump node %s -> scenario host %s; %d fields compared, %d left out; %s%n", sig.node(),
                    runNode, sig.values().size() + sig.console().size(), sig.missing().size(),
                    slurm ? "evaluations as Slurm job arrays" : jobs + " evaluations at once");
            Fit.Outcome outcome = fit.run();
            output.finish(outcome);
            console.out().print(output.ranking());
            if (trace && !outcome.stopped() && output.bestYaml() != null) {
                Path traceFile = dir.resolve("best.lnettrace");
                int status = new SimulateCommand().run(List.of(output.bestYaml().toString(), "-o", traceFile.toString()),
                        new Console(new PrintStream(PrintStream.nullOutputStream()), err));
                if (status != ExitStatus.OK) {
                    err.println("lnetscope fit: the best scenario's trace was not written");
                }
            }
            if (whatIf && !outcome.stopped()) {
                whatIfTables(outcome, dir, err);
            }
            err.printf(Locale.ROOT, "fit: done in %.1f s; results in %s%n", (System.nanoTime() - started) / 1e9, dir.path());
            return outcome.ranked().isEmpty() ? ExitStatus.FAILURE : ExitStatus.OK;
        } finally {
            written.countDown();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // shutting down: the hook runs
            }
        }
    }

    private static RunOptions parse(List<String> args, Own own) throws UsageException {
        return RunOptions.parse(args, EnumSet.of(RunOptions.Common.OUTPUT, RunOptions.Common.SET, RunOptions.Common.SEED,
                RunOptions.Common.JOBS), "one DUMP at a time", (option, text) -> Numbers.parseInt(option, text, 1, 1024), own);
    }

    /**
     * The fit a command line asks for, as the window's {@link FitRun.Request} (what the Explain
     * Dump by Simulation dialog builds): the same options, read by the same parser. Reads no file:
     * without --fault-age the range is NaN (the base's default, known once it is read); --rows
     * absent is every row; --at is read as {@link FitRun.Request#commandLine} writes it.
     */
    public static FitRun.Request request(List<String> args) throws UsageException {
        Own own = new Own();
        RunOptions o = parse(args, own);
        if (o.input() == null || o.output() == null || own.base == null) {
            throw new UsageException("needs DUMP, --base SCENARIO and -o FIT_DIR");
        }
        double[] ages = own.faultAge == null ? new double[] {Double.NaN, Double.NaN} : ages(own.faultAge);
        Long at = null;
        if (own.at != null) {
            try {
                at = TimeFormat.parseIn(own.at, 0);
            } catch (IllegalArgumentException e) {
                throw new UsageException("--at: " + e.getMessage());
            }
        }
        FitRun.Slurm slurm = !own.slurm ? null
                : new FitRun.Slurm(own.partition, own.account, own.time, own.mem,
                        own.worker == null ? null : Arrays.asList(own.worker.trim().split("\\s+")));
        return new FitRun.Request(o.input(), at, own.base, o.output(), own.budget, o.jobs(), o.seed(), own.unknownNames,
                rows(own.rowIds), ages[0], ages[1], slurm);
    }

    /** --fault-age MIN..MAX in seconds. */
    private static double[] ages(String faultAge) throws UsageException {
        String[] parts = faultAge.split("\\.\\.");
        double minAge;
        double maxAge;
        try {
            minAge = Quantities.durationNs(parts[0]) / 1e9;
            maxAge = Quantities.durationNs(parts[1]) / 1e9;
        } catch (RuntimeException e) {
            throw new UsageException("--fault-age " + faultAge + ": expected MIN..MAX, e.g. 30s..2h");
        }
        if (!(minAge > 0 && maxAge > minAge)) {
            throw new UsageException("--fault-age " + faultAge + ": needs 0 < MIN < MAX");
        }
        return new double[] {minAge, maxAge};
    }

    /** --rows: the rows named (null: all). */
    private static List<HypothesisRow> rows(List<String> rowIds) throws UsageException {
        List<HypothesisRow> rows = new ArrayList<>();
        if (rowIds == null) {
            rows.addAll(HypothesisRow.ALL);
            return rows;
        }
        for (String id : rowIds) {
            HypothesisRow r = HypothesisRow.byId(id);
            if (r == null) {
                throw new UsageException("--rows: no row " + id + " (rows: "
                        + String.join(", ", HypothesisRow.ALL.stream().map(HypothesisRow::id).toList()) + ")");
            }
            rows.add(r);
        }
        return rows;
    }

    /** fit's own options (the shared ones are {@link RunOptions}'). */
    private static final class Own implements RunOptions.Own {
        Path base;
        int budget = DEFAULT_BUDGET;
        String node;
        String at;
        List<String> unknownNames = Unknown.NAMES;
        List<String> rowIds;
        String faultAge;
        boolean trace = true;
        boolean whatIf;
        boolean slurm;
        String partition;
        String account;
        String time;
        String mem;
        String worker;

        @Override
        public int take(List<String> args, int i) throws UsageException {
            String a = args.get(i);
            switch (a) {
                case "--base" -> base = Path.of(UsageException.valueOf(args, ++i, a));
                case "--budget" -> budget = Numbers.parseInt(a, UsageException.valueOf(args, ++i, a), 2, 100_000);
                case "--node" -> node = UsageException.valueOf(args, ++i, a);
                case "--at" -> at = UsageException.valueOf(args, ++i, a);
                case "--unknowns" -> unknownNames = List.of(UsageException.valueOf(args, ++i, a).split(","));
                case "--rows" -> rowIds = List.of(UsageException.valueOf(args, ++i, a).split(","));
                case "--fault-age" -> faultAge = UsageException.valueOf(args, ++i, a);
                case "--no-trace" -> trace = false;
                case "--what-if" -> whatIf = true;
                case "--slurm" -> slurm = true;
                case "--partition" -> partition = UsageException.valueOf(args, ++i, a);
                case "--account" -> account = UsageException.valueOf(args, ++i, a);
                case "--time" -> time = UsageException.valueOf(args, ++i, a);
                case "--mem" -> mem = UsageException.valueOf(args, ++i, a);
                case "--worker" -> worker = UsageException.valueOf(args, ++i, a);
                default -> {
                    return -1;
                }
            }
            return i;
        }
    }

    /**
     * simulate --what-if-table on each reproducing fit (docs/what-if.md): the mitigations re-run on
     * the fitted scenario, to its dump moment or OOM.
     */
    private static void whatIfTables(Fit.Outcome outcome, FitDir dir, PrintStream err) throws Exception {
        for (Fit.RowResult r : outcome.ranked()) {
            if (r.best() == null || !r.best().ok() || !r.best().distance().reached()) {
                continue;
            }
            String name = r.row().id().replace('/', '-');
            java.io.ByteArrayOutputStream table = new java.io.ByteArrayOutputStream();
            int status = new SimulateCommand().run(List.of(dir.resolve("best-" + name + ".yaml").toString(), "--what-if-table"),
                    new Console(new PrintStream(table, true, StandardCharsets.UTF_8), new PrintStream(PrintStream.nullOutputStream())));
            if (status != ExitStatus.OK) {
                err.println("lnetscope fit: the what-if table of " + r.row().id() + " did not run");
                continue;
            }
            dir.write("what-if-" + name + ".md", "# What if, on the fitted run of " + r.row().id() + " (" + r.row().title()
                    + ")\n\nEach mitigation re-run on best-" + name + ".yaml to the dump's moment or the OOM "
                    + "(docs/what-if.md).\n\n" + table.toString(StandardCharsets.UTF_8));
        }
    }

    /** The launcher of this installation (the product's lnetscope script sets lnetscope.launcher). */
    public static List<String> defaultWorker() {
        String launcher = System.getProperty("lnetscope.launcher");
        return launcher == null ? null : List.of(launcher, "fit-eval");
    }

    public static String runNode(String node, Signature sig, Scenario scenario) {
        if (node != null) {
            return node;
        }
        List<String> hosts = new ArrayList<>();
        String firstRouter = null;
        for (Scenario.Group g : scenario.groups()) {
            for (int i = 0; i < g.count(); i++) {
                hosts.add(g.hostname(i));
                if (firstRouter == null && g.role() == org.lnetscope.sim.world.SimNode.Role.ROUTER) {
                    firstRouter = g.hostname(i);
                }
            }
        }
        return sig.node() != null && hosts.contains(sig.node()) ? sig.node() : firstRouter;
    }

    /** One line per second at most: evaluations done of planned, and the best so far. */
    private static final class ProgressPrinter implements Fit.Listener {
        private final PrintStream err;
        private final FitOutput output;
        private long next;
        private double best = Double.POSITIVE_INFINITY;
        private String bestRow = "-";

        ProgressPrinter(PrintStream err, FitOutput output) {
            this.err = err;
            this.output = output;
        }

        @Override
        public void evaluated(org.lnetscope.fit.EvalResult r, int done, int planned) {
            output.append(r);
            if (r.ok() && r.total() < best) {
                best = r.total();
                bestRow = r.eval().row();
            }
            long now = System.nanoTime();
            if (now >= next || done == planned) {
                next = now + 1_000_000_000L;
                err.printf(Locale.ROOT, "fit: %d/%d evaluations; best so far %s at %.4f; Ctrl+C keeps what is done%n", done,
                        planned, bestRow, best);
            }
        }
    }
}
