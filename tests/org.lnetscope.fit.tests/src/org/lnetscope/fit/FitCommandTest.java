package org.lnetscope.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.fit.cli.FitCommand;
import org.lnetscope.fit.cli.FitEvalCommand;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.sim.scenario.ScenarioLoader;

/** {@code lnetscope fit} end to end on a .lnetmodelb dump, and fit-eval on what it leaves in FIT_DIR. */
class FitCommandTest {

    @TempDir
    Path tmp;

    private static final class Captured {
        final ByteArrayOutputStream out = new ByteArrayOutputStream();
        final ByteArrayOutputStream err = new ByteArrayOutputStream();
        final Console console = new Console(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        String err() {
            return err.toString(StandardCharsets.UTF_8);
        }
    }

    @Test
    void fitsASnapshotAndLeavesARankingAScenarioToSimulateAgainAndItsTrace() throws Exception {
        Path base = tmp.resolve("tiny.yaml");
        Files.writeString(base, Tiny.text());
        Path dump = tmp.resolve("dump.lnetmodelb");
        LnetResources.save(Tiny.state(List.of("tunables.peer_timeout=0", "faults.0.type=host_silent", "duration=300s")), dump);
        Path out = tmp.resolve("fit");
        Captured c = new Captured();
        int status = new FitCommand().run(List.of(dump.toString(), "--base", base.toString(), "--budget", "6", "--jobs", "2",
                "--unknowns", "fault_to_dump", "--fault-age", "30s..20m", "--what-if", "-o", out.toString()), c.console);
        assertEquals(ExitStatus.OK, status, c.err());
        String ranking = Files.readString(out.resolve("ranking.md"));
        assertTrue(ranking.contains("| 1 | aliveness-off/a1 |"), ranking);
        // every hypothesis row is one the simulator runs (issue 29's switches): none is left out
        String rows = Files.readString(out.resolve("hypotheses.txt"));
        assertFalse(rows.contains("not modelled"), rows);
        // evals.tsv: a header and one line per evaluation; with fault_to_dump the only unknown, each
        // row's one run profiles it
        List<String> tsv = Files.readAllLines(out.resolve("evals.tsv"));
        assertEquals(1 + HypothesisRow.ALL.size(), tsv.size(), tsv.toString());
        // best.yaml is a scenario simulate runs as is; its state is the best evaluation's
        String best = Files.readString(out.resolve("best.yaml"));
        ScenarioLoader.parse(best, "best.yaml", List.of());
        assertTrue(Files.size(out.resolve("best.lnettrace")) > 0);
        // the what-if table re-run on the reproducing fit: one line per mitigation
        String whatIf = Files.readString(out.resolve("what-if-aliveness-off-a1.md"));
        assertTrue(whatIf.contains("| What if |") && whatIf.contains("release parked rx on close"), whatIf);
        assertTrue(c.err().contains("evaluations; best so far"), c.err());
        // the per-evaluation command any batch system runs gives the same figures as the fit's own run
        Path evalFile = out.resolve("one.yaml");
        Signature dumpSig = SignatureFile.read(out.resolve("dump.signature"));
        Fit.Setup setup = Tiny.setup(dumpSig, List.of(Unknown.FAULT_TO_DUMP), Tiny.modelledRows(), 6, 1);
        Evaluation e = new Fit(setup, null, null).evaluation(HypothesisRow.byId("aliveness-off/a1"), new double[0]);
        e.write(evalFile);
        Captured c2 = new Captured();
        assertEquals(ExitStatus.OK, new FitEvalCommand().run(List.of(evalFile.toString(), "-o", out.resolve("one.result").toString()),
                c2.console), c2.err());
        EvalResult fromFile = EvalResult.read(out.resolve("one.result"), e, dumpSig);
        EvalResult inProcess = new Evaluator(Tiny.text(), Tiny.NAME, dumpSig).run(e);
        assertEquals(inProcess.run().values(), fromFile.run().values());
        assertEquals(inProcess.total(), fromFile.total());
    }

    @Test
    void aDumpThatIsNotThereIsAClearErrorAndNothingRuns() throws Exception {
        Path base = tmp.resolve("tiny.yaml");
        Files.writeString(base, Tiny.text());
        Captured c = new Captured();
        int status = new FitCommand().run(List.of(tmp.resolve("nope.lnetmodelb").toString(), "--base", base.toString(), "-o",
                tmp.resolve("fit").toString()), c.console);
        assertEquals(ExitStatus.FAILURE, status);
        assertTrue(c.err().contains("nope.lnetmodelb: no such file"), c.err());
        assertTrue(!Files.exists(tmp.resolve("fit")));
    }
}
