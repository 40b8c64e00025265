package org.lnetscope.sim;

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
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.fuzz.Fuzz;
import org.lnetscope.sim.cli.SimulateCommand;
import org.lnetscope.sim.scenario.ScenarioException;
import org.lnetscope.sim.scenario.ScenarioLoader;

/**
 * Issue 21, point 6: absurd scenario values are refused before anything runs (the campaign's
 * rate of 10^9/s and duration of 2^63-1 s hung the simulator), and the scenario loader survives
 * mutated scenarios (docs/reliability.md).
 */
class HostileScenarioTest {

    @TempDir
    Path dir;

    private static final String BASE = """
            name: t
            duration: 60s
            groups:
              - {name: c, role: compute, count: 2, nids: [10.1.1.1@o2ib1], routes: [{net: o2ib, via: r}]}
              - {name: r, role: router, nids: [10.1.0.1@o2ib1, 10.0.0.1@o2ib]}
              - {name: s, role: server, nids: [10.0.1.1@o2ib], routes: [{net: o2ib1, via: r}]}
            workload:
              - {name: w, from: c, to: s, rate: 5/s, size: 4KiB}
            """;

    private static String problems(String yaml, String... sets) {
        return assertThrows(ScenarioException.class, () -> ScenarioLoader.parse(yaml, "s.yaml", List.of(sets))).getMessage();
    }

    @Test
    void aRateOfABillionPerSecondIsRefused() {
        String msg = problems(BASE, "workload.0.rate=1000000000/s");
        assertTrue(msg.contains("--set workload.0.rate=1000000000/s: rate 1000000000/s is more than 10000000 messages per second"
                + " per node"), msg);
    }

    @Test
    void aDurationOf2pow63SecondsIsRefused() {
        String msg = problems(BASE, "duration=9223372036854775807s");
        assertTrue(msg.contains("duration: duration \"9223372036854775807s\" is too large"), msg);
        assertTrue(problems(BASE, "duration=400d").contains("duration 400d is longer than 31 days of simulated time"),
                problems(BASE, "duration=400d"));
        assertTrue(problems(BASE, "duration=NaN").contains("bad duration \"NaN\""), problems(BASE, "duration=NaN"));
    }

    @Test
    void aWorkloadPastTheMessageBudgetIsRefusedBeforeRunning() throws Exception {
        Path scenario = dir.resolve("big.yaml");
        // 5 M/s per node is allowed, but 2 nodes for 31 days is 2.7x10^13 messages
        Files.writeString(scenario, BASE.replace("duration: 60s", "duration: 31d").replace("rate: 5/s", "rate: 5000000/s"));
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Console console = new Console(new PrintStream(new ByteArrayOutputStream()), new PrintStream(err, true, StandardCharsets.UTF_8));
        Path out = dir.resolve("out.lnetmodelb");
        assertEquals(ExitStatus.FAILURE, new SimulateCommand().run(List.of(scenario.toString(), "-o", out.toString()), console));
        String text = err.toString(StandardCharsets.UTF_8);
        assertTrue(text.startsWith(scenario + ": the workload would start about 2.68e+13 messages by t="), text);
        assertTrue(text.contains("raise the budget with --max-messages N"), text);
        assertTrue(Files.notExists(out));
    }

    @Test
    void aNegativeUntilIsAUsageError() {
        UsageException e = assertThrows(UsageException.class, () -> new SimulateCommand().run(List.of("s.yaml", "-o", "x.lnetmodelb",
                "--until", "-5s"), new Console(System.out, System.err)));
        assertEquals("--until -5s is negative: give a simulated time from the start, e.g. 90m", e.getMessage());
    }

    /** The fuzzer's first find: a control character made SnakeYAML's ReaderException escape the loader. */
    @Test
    void aControlCharacterIsAScenarioErrorWithItsPosition() throws Exception {
        String text;
        try (var in = getClass().getResourceAsStream("/fixtures/fuzz/control-character.yaml")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String msg = problems(text);
        assertTrue(msg.matches("(?s)s\\.yaml:\\d+:\\d+: not valid YAML: control character 0x8 is not allowed.*"), msg);
    }

    @Test
    void theScenarioLoaderSurvivesMutatedScenarios() {
        List<String> words = List.of(": ", "- ", "{", "}", "[", "]", "&a", "*a", "!!binary ", "? ", "rate: ", "duration: ",
                "count: ", "nids: ", "@o2ib", "10.0.0.", "KiB", "/s", "\t", "'", "\"");
        Fuzz.assertSurvived(Fuzz.run("scenario", 21, Fuzz.budget(),
                m -> m.mutateText(BASE, words).getBytes(StandardCharsets.UTF_8),
                bytes -> ScenarioLoader.parse(new String(bytes, StandardCharsets.UTF_8), "s.yaml", List.of()),
                t -> t instanceof ScenarioException e && e.getMessage().contains("s.yaml"), size -> (64L << 20) + 500L * size));
    }
}
