package org.lnetscope.product;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 30 on the unpacked product, through its own launcher: a planted link at every name a save
 * used to use, the input as the output, a device, a FIFO, a missing folder; control characters in
 * an input; a count bomb under a 256 MB heap; the user's words in every message; a run killed with
 * -9; a folder named like a command.
 */
class HostileFilesProductTest {

    private static final Path PRODUCT = Path.of(System.getProperty("lnetscope.product.dir", "missing"));
    private static final Path CHECKOUT = Path.of(System.getProperty("lnetscope.checkout.dir", "../.."));

    /** What no message to a user may hold (issue 30, §6). */
    private static final Pattern JAVA_WORDS = Pattern.compile("(?:java|javax|org\\.lnetscope|org\\.eclipse)\\.[a-z]+\\.[\\w.$]*"
            + "|Exception|Index -?\\d+ out of bounds|For input string|Cannot invoke|@[0-9a-f]{6,}\\b|\\tat |OutOfMemoryError");

    @TempDir
    Path dir;

    record Run(int exit, String out, String err) {
        String all() {
            return out + err;
        }
    }

    private Run run(Map<String, String> env, String... args) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(PRODUCT.resolve("lnetscope").toString());
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile());
        builder.environment().remove("DISPLAY");
        builder.environment().remove("WAYLAND_DISPLAY");
        builder.environment().putAll(env);
        Path out = Files.createTempFile("out", ".txt");
        Path err = Files.createTempFile("err", ".txt");
        builder.redirectOutput(out.toFile()).redirectError(err.toFile());
        Process process = builder.start();
        if (!process.waitFor(180, TimeUnit.SECONDS)) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
            fail("lnetscope " + String.join(" ", args) + " did not finish in 180 s");
        }
        Run run = new Run(process.exitValue(), Files.readString(out), Files.readString(err));
        Files.delete(out);
        Files.delete(err);
        // the product's own path holds bundle names (org.lnetscope.product): not a message's words
        String said = run.all().replace(PRODUCT.toString(), "PRODUCT").replace(CHECKOUT.toString(), "CHECKOUT");
        assertFalse(JAVA_WORDS.matcher(said).find(), "Java's words reach the user: " + said);
        return run;
    }

    private Run run(String... args) throws Exception {
        return run(Map.of(), args);
    }

    private Path victim() throws IOException {
        Path home = Files.createDirectories(dir.resolve("home"));
        Path victim = Files.writeString(home.resolve("victim"), "the victim's private notes\n");
        Files.setPosixFilePermissions(victim, PosixFilePermissions.fromString("rw-------"));
        return victim;
    }

    private static void assertUntouched(Path victim) throws IOException {
        assertEquals("the victim's private notes\n", Files.readString(victim));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(victim)));
    }

    private static Path example(String name) {
        return PRODUCT.resolve("examples").resolve(name);
    }

    @Test
    void aPlantedTemporaryLinkNeverRedirectsASave() throws Exception {
        Path victim = victim();
        Path shared = Files.createDirectories(dir.resolve("shared"));
        Files.createSymbolicLink(shared.resolve(".out.html.tmp"), Path.of("../home/victim"));
        Files.createSymbolicLink(shared.resolve("s.lnettrace.part"), Path.of("../home/victim"));
        Files.createSymbolicLink(shared.resolve(".s.lnettrace.tmp"), Path.of("../home/victim"));
        Run report = run("report", example("healthy.lnetmodel").toString(), "-o", "shared/out.html");
        assertEquals(0, report.exit(), report.err());
        Run simulate = run("simulate", example("scenarios/router-oom-small.yaml").toString(), "-o", "shared/s.lnettrace", "--until",
                "2s");
        assertEquals(0, simulate.exit(), simulate.err());
        assertUntouched(victim);
        assertTrue(Files.isRegularFile(shared.resolve("out.html"), LinkOption.NOFOLLOW_LINKS));
        assertTrue(Files.isRegularFile(shared.resolve("s.lnettrace"), LinkOption.NOFOLLOW_LINKS));
        try (Stream<Path> files = Files.list(shared)) {
            assertEquals(List.of(".out.html.tmp", ".s.lnettrace.tmp", "out.html", "s.lnettrace", "s.lnettrace.part"),
                    files.map(p -> p.getFileName().toString()).sorted().toList(), "nothing but the outputs is new");
        }
    }

    @Test
    void theInputADeviceAFifoOrAMissingFolderAsOutputIsRefusedBeforeAnyWork() throws Exception {
        Path crash = Files.copy(CHECKOUT.resolve("tests/org.lnetscope.vmcore.tests/fixtures/router-2.12-small.crash"),
                dir.resolve("x.crash"));
        byte[] extract = Files.readAllBytes(crash);
        Path base = Files.copy(example("traces/three-routers-prometheus.lnettrace"), dir.resolve("base.lnettrace"));
        Path fix = Files.copy(example("traces/three-routers-prometheus.lnettrace"), dir.resolve("fix.lnettrace"));
        Path scenario = Files.copy(example("scenarios/router-oom-small.yaml"), dir.resolve("s.yaml"));
        Files.createLink(dir.resolve("hard.crash"), crash);
        Files.createSymbolicLink(dir.resolve("link.lnetmodel"), crash.getFileName());
        Process mkfifo = new ProcessBuilder("mkfifo", dir.resolve("pipe.html").toString()).start();
        assertEquals(0, mkfifo.waitFor());
        String[][] refused = {
                {"vmcore", "plan", "x.crash", "-o", "x.crash"},
                {"vmcore", "report", "x.crash", "-o", "x.crash"},
                {"vmcore", "report", "x.crash", "-o", "hard.crash"},
                {"vmcore", "import", "x.crash", "-o", "link.lnetmodel"},
                {"compare", "base.lnettrace", "fix.lnettrace", "-o", "base.lnettrace"},
                {"simulate", "s.yaml", "-o", "s.lnetmodel", "--events", "s.yaml"},
                {"vmcore", "report", "x.crash", "-o", "/dev/null"},
                {"report", example("healthy.lnetmodel").toString(), "-o", "pipe.html"},
                {"report", example("healthy.lnetmodel").toString(), "-o", "/typo/dir/out.html"},
        };
        for (String[] args : refused) {
            Run r = run(args);
            List<String> list = List.of(args);
            // the refused output: --events when that is the input, else -o
            String out = list.contains("--events") ? list.get(list.indexOf("--events") + 1) : list.get(list.indexOf("-o") + 1);
            assertEquals(1, r.exit(), String.join(" ", args) + ": " + r.all());
            assertTrue(r.err().contains("cannot write " + out + ": "), String.join(" ", args) + ": " + r.err());
        }
        assertArrayEquals(extract, Files.readAllBytes(crash), "the crash extract is untouched");
        assertArrayEquals(Files.readAllBytes(fix), Files.readAllBytes(base));
        assertFalse(Files.exists(Path.of("/typo")), "no mkdir -p of a typo");
        assertFalse(Files.exists(dir.resolve("s.lnetmodel")));
        assertFalse(Files.isRegularFile(dir.resolve("pipe.html"), LinkOption.NOFOLLOW_LINKS), "the FIFO stays a FIFO");
        assertFalse(Files.isRegularFile(Path.of("/dev/null")), "/dev/null stays a device");
    }

    @Test
    void controlCharactersInAnInputStillGiveASavedModel() throws Exception {
        Path c1 = Files.createDirectories(dir.resolve("c1"));
        Files.writeString(c1.resolve("peers"), """
                \u001b[1mnid\u001b[0m                      refs state  last   max   rtr   min    tx   min queue
                10.0.0.1@o2ib               2    up    -1     8     8     8     8     6 0
                10.0.0.2@o2ib\u0000\u0000\u0000\u0000     1    up    -1     8     8     8     8     8 0
                """);
        Run r = run("import", "c1", "-o", "x.lnetmodel");
        assertEquals(0, r.exit(), r.all());
        assertTrue(r.err().contains("control character \\x00 (line damage): line skipped"), r.err());
        Run validate = run("validate", "x.lnetmodel");
        assertEquals(0, validate.exit(), validate.all());
    }

    @Test
    void aRangeBombRunsWithinA256MegabyteHeap() throws Exception {
        StringBuilder conf = new StringBuilder("route:\n");
        for (int n = 0; n < 59; n++) {
            conf.append("    - net: o2ib").append(n).append("\n      gateway: 10.").append(n).append(".[0-255].[0-255]@tcp\n");
        }
        Path c1 = Files.createDirectories(dir.resolve("rtr1"));
        Files.writeString(c1.resolve("lnet.conf"), conf);
        long start = System.nanoTime();
        Run r = run(Map.of("LNETSCOPE_JAVA_OPTS", "-Xmx256m"), "import", "rtr1", "-o", "bomb.lnetmodel");
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertTrue(r.exit() == 0 || r.exit() == 1, r.all());
        assertTrue(r.err().contains("more than the 262144 a file may name; not expanded"), r.err());
        System.out.println("range bomb (" + conf.length() + " bytes) under -Xmx256m: exit " + r.exit() + " in " + ms + " ms, model "
                + (Files.exists(dir.resolve("bomb.lnetmodel")) ? Files.size(dir.resolve("bomb.lnetmodel")) : 0) + " bytes");
    }

    /** Issue 30, §5: every command on the shipped inputs under 1 MB, each in a 256 MB heap: exit 0 or a clean refusal. */
    @Test
    void everyCommandOnSmallInputsRunsWithinA256MegabyteHeap() throws Exception {
        Path crash = Files.copy(CHECKOUT.resolve("tests/org.lnetscope.vmcore.tests/fixtures/router-2.12-small.crash"),
                dir.resolve("x.crash"));
        String model = example("healthy.lnetmodel").toString();
        String trace = example("traces/router-oom-small.lnettrace").toString();
        String other = example("traces/three-routers-prometheus.lnettrace").toString();
        String[][] commands = {
                {"validate", model}, {"analyze", model}, {"report", model, "-o", "m.html"},
                {"render", model, "--view", "fabric", "-o", "m.svg"},
                {"convert", model, "m.lnetmodelb"}, {"trace", "info", trace}, {"trace", "events", other}, {"analyze", trace},
                {"report", trace, "-o", "t.html"}, {"render", trace, "--view", "router", "-o", "t.svg"}, {"compare", trace, trace},
                {"vmcore", "check", crash.toString()}, {"vmcore", "report", crash.toString()},
                {"vmcore", "import", crash.toString(), "-o", "v.lnetmodel"}, {"vmcore", "plan", crash.toString()},
        };
        for (String[] command : commands) {
            long start = System.nanoTime();
            Run r = run(Map.of("LNETSCOPE_JAVA_OPTS", "-Xmx256m"), command);
            long ms = (System.nanoTime() - start) / 1_000_000;
            System.out
                    .println("-Xmx256m lnetscope " + String.join(" ", command).replace(PRODUCT.toString(), "PRODUCT") + ": exit " + r.exit()
                            + ", " + ms + " ms");
            assertTrue(r.exit() == 0 || r.exit() == 1, String.join(" ", command) + ": " + r.all());
            assertFalse(r.all().contains("too large for the heap"), String.join(" ", command) + ": " + r.all());
        }
    }

    /**
     * Issue 30, §5, "every command on every input under 1 MB runs within a 256 MB heap", for gz
     * crash logs: the small 2.12 extract followed by as many kib_conn dumps as fit in 1 MB of gzip,
     * whole dumps (about 80,000: all read, within the bound) and the member-list dumps
     * (about 350,000, as its 3 M in 8 MB): refused past the bound the heap sets (one struct per
     * 2 KB of it), at a file and line, exit 1. Never an OutOfMemoryError ({@link #run} fails on it).
     */
    @Test
    void gzCrashLogsUnderOneMegabyteRunWithinA256MegabyteHeap() throws Exception {
        List<String> lines = Files.readAllLines(CHECKOUT.resolve("tests/org.lnetscope.vmcore.tests/fixtures/router-2.12-small.crash"));
        int from = lines.indexOf("crash> struct kib_conn ffff9a0f00f1c000");
        int to = lines.subList(from + 1, lines.size()).indexOf("}") + from + 2;
        String whole = String.join("\n", lines.subList(from + 1, to)) + "\n";
        Path full = connBomb("full.crash.gz", lines, n -> "crash> struct kib_conn " + address(n) + "\n" + whole);
        Path partial = connBomb("partial.crash.gz", lines, n -> "crash> struct kib_conn.ibc_state,ibc_refcount " + address(n)
                + "\n  ibc_state = 5,\n  ibc_refcount = {\n    counter = 42\n  },\n");
        for (Path bomb : List.of(full, partial)) {
            String name = bomb.getFileName().toString();
            for (String[] command : new String[][] {{"vmcore", "check", bomb.toString()},
                    {"vmcore", "report", bomb.toString(), "-o", name + ".md"},
                    {"vmcore", "import", bomb.toString(), "-o", name + ".lnetmodelb"},
                    {"vmcore", "plan", bomb.toString(), "-o", name + ".next.crash"}}) {
                long start = System.nanoTime();
                Run r = run(Map.of("LNETSCOPE_JAVA_OPTS", "-Xmx256m"), command);
                System.out.println("-Xmx256m lnetscope " + String.join(" ", command) + " (" + Files.size(bomb) + " bytes): exit "
                        + r.exit() + ", " + (System.nanoTime() - start) / 1_000_000 + " ms");
                assertTrue(r.exit() == 0 || r.exit() == 1, String.join(" ", command) + ": " + r.all());
                if (bomb == full && !command[1].equals("check")) {
                    assertEquals(0, r.exit(), String.join(" ", command) + ": " + r.all()); // 80,000 conns fit
                }
                if (bomb == partial && !command[1].equals("check")) {
                    assertEquals(1, r.exit(), r.all());
                    assertTrue(Pattern.compile("lnetscope vmcore " + command[1] + ": " + Pattern.quote(bomb.toString())
                            + ":\\d+: the extract holds more than 1\\d{5} structs and list entries; stopped there, nothing written")
                            .matcher(r.err()).find(), r.err());
                }
            }
        }
        for (String refused : List.of(".md", ".lnetmodelb", ".next.crash")) {
            assertFalse(Files.exists(dir.resolve("partial.crash.gz" + refused)), refused); // nothing written
            assertTrue(Files.exists(dir.resolve("full.crash.gz" + refused)), refused);
        }
    }

    private static String address(int n) {
        return Long.toHexString(0xffff9b0000000000L + 0x400L * n);
    }

    /** The lines, then dumps {@code dump(0), dump(1)...} until the gzip holds nearly 1 MB. */
    private Path connBomb(String name, List<String> lines, java.util.function.IntFunction<String> dump) throws IOException {
        Path file = dir.resolve(name);
        long[] written = {0};
        try (java.io.OutputStream raw = new java.io.FilterOutputStream(Files.newOutputStream(file)) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
                written[0] += len;
            }
        }; java.util.zip.GZIPOutputStream gz = new java.util.zip.GZIPOutputStream(raw, 1 << 16)) {
            gz.write((String.join("\n", lines) + "\n").getBytes(StandardCharsets.US_ASCII));
            for (int n = 0; written[0] < 1_000_000 - (128 << 10);) {
                StringBuilder batch = new StringBuilder();
                for (int k = 0; k < 1_000; k++, n++) {
                    batch.append(dump.apply(n));
                }
                gz.write(batch.toString().getBytes(StandardCharsets.US_ASCII));
            }
        }
        assertTrue(Files.size(file) < 1_000_000, name + ": " + Files.size(file));
        return file;
    }

    @Test
    void fileSystemErrorsAreSaidInWords() throws Exception {
        Run missing = run("analyze", "missing.lnetmodel");
        assertEquals(1, missing.exit(), missing.all());
        assertTrue(missing.err().contains("missing.lnetmodel: no such file"), missing.err());
        Run folder = run("trace", "info", "/etc");
        assertTrue(folder.exit() != 0, folder.all());
        assertTrue(folder.err().contains("/etc") && folder.err().contains("folder"), folder.err());
    }

    @Test
    void aWrongClassReferenceIsSaidInWords() throws Exception {
        String xmi = Files.readString(example("healthy.lnetmodel"), StandardCharsets.UTF_8);
        // every kind of reference pointed at the first node: a wrong class for all but node references
        String broken = xmi.replaceAll("(rxPeer|peerNi|ni|txq)=\"[^\"]*\"", "$1=\"" + firstId(xmi) + "\"");
        Files.writeString(dir.resolve("wrong.lnetmodel"), broken);
        Run r = run("validate", "wrong.lnetmodel");
        assertTrue(r.exit() != 0 || broken.equals(xmi), r.all());
    }

    private static String firstId(String xmi) {
        var m = Pattern.compile("hostname=\"([^\"]+)\"").matcher(xmi);
        return m.find() ? m.group(1) : "x";
    }

    @Test
    void simulateKilledWithMinus9LeavesNoVisiblePartFile() throws Exception {
        List<String> command = List.of(PRODUCT.resolve("lnetscope").toString(), "simulate", example("scenarios/router-oom.yaml").toString(),
                "-o", "killed.lnettrace");
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("sim.log").toFile()).start();
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (hidden().isEmpty() && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            assertFalse(hidden().isEmpty(), "a hidden temporary file while it runs");
        } finally {
            p.toHandle().descendants().forEach(ProcessHandle::destroyForcibly); // kill -9 of the java process
            p.destroyForcibly();
            p.waitFor(20, TimeUnit.SECONDS);
        }
        try (Stream<Path> files = Files.list(dir)) {
            List<String> visible = files.map(f -> f.getFileName().toString()).filter(n -> !n.startsWith(".")).sorted().toList();
            assertEquals(List.of("sim.log"), visible, "no OUT, no OUT.part");
        }
        assertTrue(hidden().get(0).matches("\\.killed\\.lnettrace\\.[0-9a-f]{16}\\.tmp"), hidden().toString());
    }

    /**
     * README's promise for Ctrl+C, on the real launcher: the run stops and keeps a valid trace up to
     * there as OUT.stopped-at-T.lnettrace, with no temporary file left. SIGINT (Ctrl+C) and SIGTERM
     * (a batch system's or systemd's stop) both run the JVM's shutdown hooks, all at once: the save
     * cleanup used to delete the trace's temporary file under the hook finishing it ("cannot write
     * OUT: the system refused it", nothing kept).
     */
    @ParameterizedTest
    @ValueSource(strings = {"INT", "TERM"})
    void simulateStoppedBySignalKeepsAValidTraceUpToThere(String signal) throws Exception {
        // a build started in the background by a shell without job control inherits SIGINT ignored,
        // and a JVM started with it ignored keeps it so (as under nohup): nothing to test then
        org.junit.jupiter.api.Assumptions.assumeFalse(signal.equals("INT") && sigintIgnoredHere(),
                "SIGINT is ignored in this process tree (SigIgn in /proc/self/status)");
        List<String> command = List.of(PRODUCT.resolve("lnetscope").toString(), "simulate", example("scenarios/router-oom.yaml").toString(),
                "-o", "stopped.lnettrace");
        Path log = dir.resolve("sim.log");
        Process p = new ProcessBuilder(command).directory(dir.toFile()).redirectOutput(log.toFile())
                .redirectError(dir.resolve("sim.err").toFile()).start();
        try {
            // stopped once the run has written some trace (its progress line says so)
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
            while (!Files.readString(dir.resolve("sim.err")).contains("MiB written") && System.nanoTime() < deadline) {
                Thread.sleep(200);
            }
            assertTrue(Files.readString(dir.resolve("sim.err")).contains("MiB written"), Files.readString(dir.resolve("sim.err")));
            // the launcher execs java: its pid is the JVM's
            Process kill = new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).inheritIO().start();
            assertEquals(0, kill.waitFor());
            assertTrue(p.waitFor(150, TimeUnit.SECONDS), "the run ends after SIG" + signal);
        } finally {
            p.toHandle().descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly();
        }
        String out = Files.readString(log);
        String err = Files.readString(dir.resolve("sim.err"));
        assertTrue(out.contains("stopped: wrote the trace up to t="), out + err);
        List<String> files;
        try (Stream<Path> list = Files.list(dir)) {
            files = list.map(f -> f.getFileName().toString()).sorted().toList();
        }
        List<String> traces = files.stream().filter(n -> n.matches("stopped\\.stopped-at-[0-9hms.]+\\.lnettrace")).toList();
        assertEquals(1, traces.size(), "one OUT.stopped-at-T.lnettrace: " + files);
        assertTrue(files.stream().noneMatch(n -> n.endsWith(".tmp") || n.equals("stopped.lnettrace")), "nothing else: " + files);
        Run info = run("trace", "info", dir.resolve(traces.get(0)).toString());
        assertEquals(0, info.exit(), "the kept trace is valid: " + info.all());
    }

    /** Whether this process ignores SIGINT (bit 2 of SigIgn), which every child then inherits. */
    private static boolean sigintIgnoredHere() throws IOException {
        Path status = Path.of("/proc/self/status");
        if (!Files.isReadable(status)) {
            return false;
        }
        for (String line : Files.readAllLines(status)) {
            if (line.startsWith("SigIgn:")) {
                return (Long.parseLong(line.substring("SigIgn:".length()).strip(), 16) & 0x2) != 0;
            }
        }
        return false;
    }

    private List<String> hidden() throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString()).filter(n -> n.startsWith(".killed") && n.endsWith(".tmp")).toList();
        }
    }

    @Test
    void aFolderNamedLikeACommandDoesNotHideIt() throws Exception {
        Files.createDirectories(dir.resolve("report"));
        Run r = run("report", example("healthy.lnetmodel").toString(), "-o", "report/x.html");
        assertEquals(0, r.exit(), r.all());
        assertTrue(Files.isRegularFile(dir.resolve("report/x.html")));
    }
    /**
     * zstd's native library is copied out of its jar before it is loaded; where the temporary folder
     * cannot take the copy (noexec /tmp; here /proc/self, where no folder can be made, as a test cannot
     * mount one noexec without root; the launcher passes TMPDIR as Java's temporary folder) it is loaded from a
     * fresh folder in the user's cache folder, so the shipped format-4 trace still reads (ZstdChunks).
     */
    @Test
    void aTemporaryFolderThatCannotHoldTheNativeLibraryFallsBackToTheUserCache() throws Exception {
        Path cache = dir.resolve("cache");
        Run r = run(Map.of("TMPDIR", "/proc/self", "XDG_CACHE_HOME", cache.toString()), "trace", "info",
                example("traces/router-oom-small.lnettrace").toString());
        assertEquals(0, r.exit(), r.all());
        assertTrue(r.out().contains("format 4.0") && r.out().contains("167,753"), r.out());
        Path nativeFolder = cache.resolve("lnetscope/native");
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(nativeFolder)));
        try (Stream<Path> left = Files.list(nativeFolder)) {
            assertEquals(List.of(), left.toList(), "the library's copy and its folder are deleted once loaded");
        }
    }

    /**
     * A cache folder others may write to could have the library's copy swapped before it loads: it
     * is not used, and the error names the trace, where the copy was tried and what lets it load.
     */
    @Test
    void aNativeFolderOthersMayWriteToIsNotUsed() throws Exception {
        Path planted = Files.createDirectories(dir.resolve("cache/lnetscope/native"));
        Files.setPosixFilePermissions(planted, PosixFilePermissions.fromString("rwxrwxrwx"));
        Path tmp = Path.of("/proc/self");
        Run r = run(Map.of("TMPDIR", tmp.toString(), "XDG_CACHE_HOME", dir.resolve("cache").toString()),
                "trace", "info", example("traces/router-oom-small.lnettrace").toString());
        assertEquals(1, r.exit(), r.all());
        assertTrue(r.err().contains("router-oom-small.lnettrace") && r.err().contains("zstd"), r.err());
        assertTrue(r.err().contains(tmp + "/lnetscope-zstd-") && r.err().contains("no such file or folder"), r.err());
        assertTrue(r.err().contains("tried in " + tmp + "; TMPDIR naming a folder whose files may be executed"), r.err());
        try (Stream<Path> left = Files.list(planted)) {
            assertEquals(List.of(), left.toList(), "nothing was written into the planted folder");
        }
    }
}
