package org.lnetscope.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.fit.cli.FitCommand;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.sim.cli.SimulateCommand;
import org.lnetscope.sim.scenario.ScenarioLoader;

/**
 * simulate and fit read their shared options (the input, -o, --set, --until, --seed, --jobs) with
 * one parser (RunOptions): each command's messages are the ones it gave when it parsed by hand, an
 * option a command does not take is still "unknown option", and the window's fit request is the
 * one the command line reads back.
 */
class RunOptionsTest {

    @TempDir
    Path tmp;

    private static String refused(Command c, String... args) {
        return assertThrows(UsageException.class, () -> c.run(List.of(args), new Console(System.out, System.err))).getMessage();
    }

    @Test
    void eachCommandKeepsItsMessages() {
        SimulateCommand sim = new SimulateCommand();
        assertEquals("one scenario at a time", refused(sim, "a.yaml", "b.yaml"));
        assertEquals("--jobs needs a positive whole number, not '0'", refused(sim, "a.yaml", "--jobs", "0", "--what-if-table"));
        assertEquals("--until -5s is negative: give a simulated time from the start, e.g. 90m",
                refused(sim, "a.yaml", "--until", "-5s", "-o", "x.lnettrace"));
        assertEquals("--set needs a value", refused(sim, "a.yaml", "--set"));
        assertEquals("--what-if-row needs a positive whole number, not 'x'", refused(sim, "a.yaml", "--what-if-row", "x"));
        assertEquals("unknown option --seed", refused(sim, "a.yaml", "--seed", "3"));
        assertEquals("needs a scenario file and -o OUT", refused(sim, "a.yaml"));

        FitCommand fit = new FitCommand();
        assertEquals("one DUMP at a time", refused(fit, "a", "b"));
        assertEquals("--jobs takes a number in 1..1024, not 0", refused(fit, "a", "--jobs", "0"));
        assertEquals("--seed takes a number in 0..9223372036854775807, not -1", refused(fit, "a", "--seed", "-1"));
        assertEquals("--budget takes a number in 2..100000, not 1", refused(fit, "a", "--budget", "1"));
        assertEquals("-o needs a value", refused(fit, "a", "-o"));
        assertEquals("unknown option --until", refused(fit, "a", "--until", "5s"));
        assertEquals("needs DUMP and -o FIT_DIR", refused(fit, "a"));
    }

    @Test
    void theWindowsRequestIsTheOneTheCommandLineReadsBack() throws Exception {
        List<HypothesisRow> rows = List.of(HypothesisRow.byId("aliveness-off/a1"), HypothesisRow.byId("aliveness-on/b"));
        FitRun.Request local = new FitRun.Request(tmp.resolve("d.lnettrace"), 312_500_000_000L, tmp.resolve("base.yaml"),
                tmp.resolve("fit"), 6, 2, 9, List.of(Unknown.FAULT_TO_DUMP, Unknown.RATE_TO_FAULTY), rows, 30, 1234.5);
        assertEquals(local, FitCommand.request(local.commandLine().subList(1, local.commandLine().size())));
        FitRun.Request slurm = new FitRun.Request(tmp.resolve("d.lnetmodelb"), null, tmp.resolve("base.yaml"), tmp.resolve("fit"),
                4, 2, 1, List.of(Unknown.FAULT_TO_DUMP), rows, 600, 36000,
                new FitRun.Slurm("debug", "proj1", "00:30:00", "2G", List.of("/opt/lnetscope/lnetscope", "fit-eval")));
        List<String> line = slurm.commandLine();
        assertTrue(line.containsAll(List.of("--slurm", "--partition", "debug", "--account", "proj1", "--time", "00:30:00", "--mem",
                "2G", "--worker", "/opt/lnetscope/lnetscope fit-eval")), line.toString());
        assertEquals(slurm, FitCommand.request(line.subList(1, line.size())));
        // a wall-clock trace's moment goes as the instant it is
        FitRun.Request wall = new FitRun.Request(tmp.resolve("d.lnettrace"), 1_764_000_000_123_456_789L, tmp.resolve("b.yaml"),
                tmp.resolve("fit"), 4, 1, 1, List.of(Unknown.FAULT_TO_DUMP), rows, 30, 60);
        assertEquals(wall, FitCommand.request(wall.commandLine().subList(1, wall.commandLine().size())));
    }

    @Test
    void fitTakesSimulatesSetOnItsBase() throws Exception {
        Path base = tmp.resolve("tiny.yaml");
        Files.writeString(base, Tiny.text());
        Path dump = tmp.resolve("dump.lnetmodelb");
        LnetResources.save(Tiny.state(List.of("tunables.peer_timeout=0", "faults.0.type=host_silent", "duration=300s")), dump);
        Path out = tmp.resolve("fit");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Console console = new Console(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        int status = new FitCommand().run(List.of(dump.toString(), "--base", base.toString(), "--set", "seed=7", "--set",
                "tunables.peer_credits=16", "--rows", "aliveness-off/a1", "--unknowns", "fault_to_dump", "--fault-age", "30s..20m",
                "--jobs", "1", "--no-trace", "-o", out.toString()), console);
        assertEquals(ExitStatus.OK, status, err.toString(StandardCharsets.UTF_8));
        // the base every evaluation (and a Slurm task) reads is the file with the overrides in it
        var written = ScenarioLoader.parse(Files.readString(out.resolve("base.yaml")), "base.yaml", List.of());
        assertEquals(7, written.seed());
        assertEquals(16, written.tunables().peerCredits());
        // a bad override is the loader's error, and nothing runs
        ByteArrayOutputStream err2 = new ByteArrayOutputStream();
        int bad = new FitCommand().run(List.of(dump.toString(), "--base", base.toString(), "--set", "tunables.no_such=1", "-o",
                tmp.resolve("fit2").toString()), new Console(System.out, new PrintStream(err2, true, StandardCharsets.UTF_8)));
        assertEquals(ExitStatus.FAILURE, bad);
        assertTrue(err2.toString(StandardCharsets.UTF_8).contains("no_such"), err2.toString(StandardCharsets.UTF_8));
    }
}
