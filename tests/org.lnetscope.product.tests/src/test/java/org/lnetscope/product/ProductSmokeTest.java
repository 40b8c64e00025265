package org.lnetscope.product;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Starts the product that {@code releng/org.lnetscope.product} materialized, through its own
 * {@code lnetscope} launcher, the way a user does.
 */
class ProductSmokeTest {

    private static final Path PRODUCT = Path.of(System.getProperty("lnetscope.product.dir", "missing"));
    private static final Path WORK = Path.of(System.getProperty("lnetscope.smoke.dir", "target/smoke"));

    record Run(int exit, String out, String err) {
    }

    private static Path launcher() {
        Path launcher = PRODUCT.resolve("lnetscope");
        assertTrue(Files.isExecutable(launcher), "no executable launcher at " + launcher);
        return launcher;
    }

    private static Run run(Map<String, String> env, boolean keepDisplay, String... args) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(launcher().toString());
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command);
        if (!keepDisplay) {
            builder.environment().remove("DISPLAY");
            builder.environment().remove("WAYLAND_DISPLAY");
        }
        builder.environment().putAll(env);
        Files.createDirectories(WORK);
        Path out = Files.createTempFile(WORK, "out", ".txt");
        Path err = Files.createTempFile(WORK, "err", ".txt");
        builder.redirectOutput(out.toFile()).redirectError(err.toFile());
        Process process = builder.start();
        if (!process.waitFor(180, TimeUnit.SECONDS)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            fail("lnetscope " + String.join(" ", args) + " did not finish in 180 s; stderr: " + Files.readString(err));
        }
        return new Run(process.exitValue(), Files.readString(out), Files.readString(err));
    }

    @Test
    void versionWorksWithoutADisplay() throws Exception {
        Run run = run(Map.of(), false, "--version");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().startsWith("LNet Scope 0.1.0."), run.out());
    }

    @Test
    void helpWorksWithoutADisplay() throws Exception {
        Run run = run(Map.of(), false, "--help");
        assertEquals(0, run.exit(), run.err());
        assertTrue(run.out().contains("Usage: lnetscope"), run.out());
        assertTrue(run.out().contains("version"), run.out());
    }

    @Test
    void windowRequestWithoutADisplayIsExplained() throws Exception {
        Run run = run(Map.of(), false);
        assertEquals(1, run.exit());
        assertTrue(run.err().contains("no display"), run.err());
    }

    @Test
    void windowOpensPaintsAndClosesCleanly() throws Exception {
        Assumptions.assumeTrue(System.getenv("DISPLAY") != null, "needs an X display (mvnw starts Xvfb)");
        Path workspace = WORK.resolve("workspace");
        deleteTree(workspace);
        Path png = WORK.resolve("main-window.png");
        Files.deleteIfExists(png);

        Run run = run(Map.of("LNETSCOPE_WORKSPACE", workspace.toString()), true,
                "-consoleLog", "-lnetscope.smoke", png.toString());

        assertEquals(0, run.exit(), "exit status; stderr:\n" + run.err());
        List<String> errors = errorEntries(workspace.resolve(".metadata/.log"));
        assertTrue(errors.isEmpty(), "errors logged at startup:\n" + String.join("\n", errors));
        assertFalse(run.out().contains("!ENTRY") && run.out().contains(" 4 "), "error on console:\n" + run.out());

        assertTrue(Files.size(png) > 10_000, "screenshot too small to show a window: " + Files.size(png));
        BufferedImage image = ImageIO.read(png.toFile());
        assertTrue(image.getWidth() >= 800 && image.getHeight() >= 500,
                "window " + image.getWidth() + "x" + image.getHeight());
        assertTrue(distinctColours(image) > 8, "screenshot is (nearly) blank");
    }

    /**
     * Issue 36: "lnetscope FILE hands the file to a running window": a second lnetscope FILE on the same
     * workspace gives FILE to the window and exits 0, instead of "the workspace is in use".
     */
    @Test
    void aFileGivenWhileAWindowRunsOpensInThatWindow() throws Exception {
        Assumptions.assumeTrue(System.getenv("DISPLAY") != null, "needs an X display (mvnw starts Xvfb)");
        // short: a Unix socket's path is at most 107 bytes, and a checkout's target/ can be deep
        Path workspace = Files.createTempDirectory("lnsws");
        ProcessBuilder builder = new ProcessBuilder(launcher().toString(), "-consoleLog");
        builder.environment().put("LNETSCOPE_WORKSPACE", workspace.toString());
        Files.createDirectories(WORK);
        builder.redirectOutput(WORK.resolve("handoff-window.out").toFile()).redirectErrorStream(true);
        Process window = builder.start();
        try {
            Path socket = workspace.resolve(".metadata/lnetscope-open.sock");
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (!Files.exists(socket) && window.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(200);
            }
            assertTrue(Files.exists(socket), "the window listens for files: " + Files.readString(WORK.resolve("handoff-window.out")));
            Path example = PRODUCT.resolve("examples/healthy.lnetmodel");
            Run second = run(Map.of("LNETSCOPE_WORKSPACE", workspace.toString()), true, example.toString());
            assertEquals(0, second.exit(), second.err());
            assertTrue(second.err().contains(example + ": opened in the LNet Scope window already running on this workspace"),
                    second.err());
            Run missing = run(Map.of("LNETSCOPE_WORKSPACE", workspace.toString()), true, workspace.resolve("nope.lnetmodel").toString());
            assertEquals(1, missing.exit());
            assertTrue(missing.err().contains("error: no such file: " + workspace.resolve("nope.lnetmodel")), missing.err());
            assertTrue(window.isAlive(), "the first window still runs");
        } finally {
            window.descendants().forEach(ProcessHandle::destroy);
            window.destroy();
            if (!window.waitFor(20, TimeUnit.SECONDS)) {
                window.destroyForcibly();
            }
            deleteTree(workspace);
        }
    }

    @Test
    void productShipsTheExamplesTheWelcomePageOffers() {
        // The welcome page and File/Help > Open Example list these three (org.lnetscope.ui.welcome.Examples).
        for (String example : List.of("seed-incident.lnetmodelb", "traces/router-oom-small.lnettrace",
                "healthy.lnetmodel")) {
            Path file = PRODUCT.resolve("examples").resolve(example);
            assertTrue(Files.isRegularFile(file), "the product has no " + file);
        }
    }

    @Test
    void productShipsTheMonitoringFilesTheReadmeCites() throws IOException {
        // README "Early warning before an OOM" and docs/monitoring.md cite these by their product path
        for (String file : List.of("prometheus/lnetscope-rules.yml", "grafana/lnetscope-dashboard.json",
                "grafana/lnetscope-dashboards.yml")) {
            assertTrue(Files.isRegularFile(PRODUCT.resolve(file)), "the product has no " + file);
        }
        assertTrue(Files.readString(PRODUCT.resolve("grafana/lnetscope-dashboard.json")).contains("\"uid\": \"lnetscope-oncall\""));
    }

    /**
     * Issue 36, block 3: what the commands, dialogs and README cite is in the archive: the crash
     * first pass 'vmcore plan' starts from, an example extract, and the docs they link to.
     */
    @Test
    void productShipsWhatItsCommandsCite() {
        for (String cited : List.of("README.md", "docs/crash/lnet-router-extract.crash", "docs/what-if.md",
                "docs/scenario-format.md", "docs/import-formats.md", "docs/agent-protocol.md", "docs/trace-format.md",
                "examples/crash/router-2.12-small.crash", "examples/crash/README.md", "examples/scenarios/large-fabric.yaml")) {
            assertTrue(Files.isRegularFile(PRODUCT.resolve(cited)), "the product has no " + cited);
        }
    }

    /** The vmcore path from the unpacked archive: plan the next pass of the shipped example, then its report. */
    @Test
    void vmcorePlanAndReportWorkOnTheShippedExample() throws Exception {
        Path example = PRODUCT.resolve("examples/crash/router-2.12-small.crash");
        Files.createDirectories(WORK);
        Path next = WORK.resolve("pass2.crash");
        Files.deleteIfExists(next);
        Run plan = run(Map.of(), false, "vmcore", "plan", example.toString(), "-o", next.toString());
        assertEquals(0, plan.exit(), plan.err());
        String commands = Files.readString(next);
        assertTrue(commands.contains("struct -o lnet_peer_ni"), commands);
        Path report = WORK.resolve("report.md");
        Run made = run(Map.of(), false, "vmcore", "report", example.toString(), "-o", report.toString());
        assertEquals(0, made.exit(), made.err());
        String text = Files.readString(report);
        assertTrue(text.contains("10.1.0.17@o2ib1") && text.contains("-4500"), text);
        // the first pass is where the usage says it is, relative to the product
        Run usage = run(Map.of(), false, "vmcore", "--help");
        assertTrue(usage.out().contains("docs/crash/lnet-router-extract.crash"), usage.out());
    }

    /** {@code !ENTRY <bundle> 4 ...}: severity 4 is IStatus.ERROR. */
    private static List<String> errorEntries(Path log) throws IOException {
        if (!Files.exists(log)) {
            return List.of();
        }
        List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
        List<String> errors = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            String[] words = lines.get(i).split(" ");
            if (words.length > 2 && words[0].equals("!ENTRY") && words[2].equals("4")) {
                errors.add(String.join("\n", lines.subList(i, Math.min(lines.size(), i + 6))));
            }
        }
        return errors;
    }

    private static int distinctColours(BufferedImage image) {
        Set<Integer> colours = new HashSet<>();
        for (int y = 0; y < image.getHeight(); y += 7) {
            for (int x = 0; x < image.getWidth(); x += 7) {
                colours.add(image.getRGB(x, y));
            }
        }
        return colours.size();
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path p : paths.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
                Files.delete(p);
            }
        }
    }
}
