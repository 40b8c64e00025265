package org.lnetscope.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.scenario.ScenarioException;
import org.lnetscope.sim.scenario.ScenarioLoader;

/**
 * Issue 30, §5: the scenario loader is linear in the length of a line. SnakeYAML's reader is
 * quadratic in the length of a token (one 20 MB line took 60-90 s, 40 MB 261 s, before its own
 * code-point limit refused them, without a line), so a long line, a large text and a large file
 * are refused first, with the line; aliases and nesting are bounded by limits set explicitly.
 */
class ScenarioLimitsTest {

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

    private static String problems(String yaml) {
        return assertThrows(ScenarioException.class, () -> ScenarioLoader.parse(yaml, "s.yaml", List.of())).getMessage();
    }

    @Test
    void aLongLineIsRefusedWithItsLineBeforeYamlReadsIt() {
        String yaml = BASE + "description: " + "x".repeat(100_000) + "\n";
        assertEquals("s.yaml:9: a line of 100,013 characters is refused (at most 65,536)", problems(yaml));
    }

    @Test
    void aLongCommentIsRefusedToo() {
        // a comment is a token SnakeYAML's reader buffers whole like any other
        String yaml = "# " + "y".repeat(200_000) + "\n" + BASE;
        assertEquals("s.yaml:1: a line of 200,002 characters is refused (at most 65,536)", problems(yaml));
    }

    @Test
    void aLargeTextIsRefusedWhateverItsLines() {
        String yaml = BASE + "# padding\n".repeat(120_000);
        assertEquals("s.yaml: a scenario of 1,200,337 characters is refused (at most 1,048,576: scenarios are a few KB)", problems(yaml));
    }

    @Test
    void aLargeFileIsRefusedBeforeItIsRead() throws IOException {
        Path file = dir.resolve("big.yaml");
        Files.writeString(file, BASE + "description: " + "z".repeat(8_000_000) + "\n");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.load(file, List.of()));
        assertEquals("big.yaml: a scenario of 8,000,351 bytes is refused (at most 1,048,576 characters: scenarios are a few KB)",
                e.getMessage());
    }

    @Test
    void aBillionLaughsIsRefusedAtTheAliasLimit() {
        StringBuilder yaml = new StringBuilder(BASE).append("laugh0: &l0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
        for (int i = 1; i < 10; i++) {
            yaml.append("laugh").append(i).append(": &l").append(i).append(" [");
            for (int j = 0; j < 9; j++) {
                yaml.append(j == 0 ? "" : ", ").append("*l").append(i - 1);
            }
            yaml.append("]\n");
        }
        String msg = problems(yaml.toString());
        assertTrue(msg.startsWith("s.yaml: not valid YAML: Number of aliases for non-scalar nodes exceeds the specified max=50"), msg);
    }

    @Test
    void nestingDeeperThan32IsRefused() {
        String msg = problems(BASE + "description: " + "[".repeat(40) + "]".repeat(40) + "\n");
        assertTrue(msg.contains("not valid YAML: Nesting Depth exceeded max 32"), msg);
    }

    @Test
    void theExamplesAreFarBelowTheBounds() throws Exception {
        Path examples = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        while (examples != null && !Files.isDirectory(examples.resolve("examples/scenarios"))) {
            examples = examples.getParent();
        }
        assertTrue(examples != null, "examples/scenarios not found above " + System.getProperty("user.dir"));
        for (String name : List.of("router-oom-small.yaml", "router-oom.yaml", "large-fabric.yaml")) {
            Scenario s = ScenarioLoader.load(examples.resolve("examples/scenarios").resolve(name), List.of());
            assertTrue(!s.groups().isEmpty(), name);
        }
    }
}
