package org.lnetscope.rules.tests;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.lnetscope.cli.Console;
import org.lnetscope.rules.cli.KnownBugsCommand;
import org.lnetscope.rules.cli.LintCommand;

/**
 * Both commands over every input the project already has (tests/<bundle>/fixtures, examples/, fuzz cases
 * included): an answer or a clear error and exit 1, never an exception.
 */
class EveryInputTest {

    private static List<Path> inputs() throws Exception {
        List<Path> out = new ArrayList<>();
        Path root = Fixtures.root();
        try (Stream<Path> tests = Files.list(root.resolve("tests"))) {
            for (Path t : tests.sorted().toList()) {
                Path fx = t.resolve("fixtures");
                if (Files.isDirectory(fx)) {
                    try (Stream<Path> s = Files.walk(fx)) {
                        s.filter(Files::isRegularFile).sorted().forEach(out::add);
                    }
                }
            }
        }
        try (Stream<Path> s = Files.walk(root.resolve("examples"))) {
            s.filter(Files::isRegularFile).sorted().forEach(out::add);
        }
        return out;
    }

    @Test
    void knownBugsAndLintAnswerEveryInputWithoutAnException() throws Exception {
        List<Path> inputs = inputs();
        assertTrue(inputs.size() > 50, "found the project's inputs: " + inputs.size());
        StringBuilder bad = new StringBuilder();
        for (Path p : inputs) {
            if (Files.size(p) > 64L * 1024 * 1024) {
                continue;
            }
            for (boolean lint : new boolean[] {false, true}) {
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                ByteArrayOutputStream err = new ByteArrayOutputStream();
                Console c = new Console(new PrintStream(out, true, StandardCharsets.UTF_8),
                        new PrintStream(err, true, StandardCharsets.UTF_8));
                try {
                    int rc = lint ? new LintCommand().run(List.of(p.toString(), "--version", "2.15.8"), c)
                            : new KnownBugsCommand().run(List.of(p.toString(), "--version", "2.12.9"), c);
                    if (rc != 0 && rc != 1) {
                        bad.append(p).append(": exit ").append(rc).append('\n');
                    }
                    if (rc == 1 && out.size() == 0 && err.size() == 0) {
                        bad.append(p).append(": failed without a word\n");
                    }
                } catch (Exception | StackOverflowError e) {
                    bad.append(lint ? "lint " : "known-bugs ").append(p).append(": ").append(e).append('\n');
                }
            }
        }
        assertTrue(bad.isEmpty(), bad.toString());
    }
}
