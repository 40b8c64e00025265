package org.lnetscope.prometheus;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs Debian's promtool (package prometheus, installed by .ci/run) for the rules tests. */
final class Promtool {

    /** The shipped rules file, from the test bundle's directory (where Tycho runs the tests). */
    static final Path RULES = bundleDir().resolve("../../features/org.lnetscope.feature/rootfiles/prometheus/lnetscope-rules.yml")
            .normalize();
    static final Path TESTS = bundleDir().resolve("promtool");

    record Result(int status, String output) {
    }

    private Promtool() {
    }

    static Path bundleDir() {
        return Path.of(System.getProperty("user.dir"));
    }

    /** promtool on the PATH or in /usr/bin; a clear failure naming the package when there is none. */
    static Path find() {
        List<Path> candidates = new ArrayList<>();
        for (String dir : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (!dir.isEmpty()) {
                candidates.add(Path.of(dir, "promtool"));
            }
        }
        candidates.add(Path.of("/usr/bin/promtool"));
        for (Path p : candidates) {
            if (Files.isExecutable(p)) {
                return p;
            }
        }
        return fail("promtool not found (PATH, /usr/bin): the shipped Prometheus rules cannot be tested. Install Debian's"
                + " 'prometheus' package (apt-get install prometheus; .ci/run does), which ships /usr/bin/promtool");
    }

    static Result run(Path dir, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(find().toString());
        command.addAll(List.of(args));
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true).start();
        p.getOutputStream().close();
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("promtool " + String.join(" ", args) + " did not finish in 120 s");
        }
        return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8));
    }
}
