package org.lnetscope.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.LnetScopeCli;
import org.lnetscope.replay.cli.AnalyzeCommand;
import org.lnetscope.replay.cli.TraceCommand;
import org.lnetscope.trace.SeekIndex;
import org.lnetscope.trace.TraceOptions;
import org.lnetscope.trace.TraceReader;

class CliTest {

    @TempDir
    static Path dir;
    static Path trace;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    @BeforeAll
    static void generate() throws Exception {
        trace = dir.resolve("incident.lnettrace");
        new IncidentGenerator(6, 12, 8, 3).write(trace, 30_000, TraceOptions.defaults("cli test").withSpacing(256, 2048));
    }

    private int run(String... args) {
        LnetScopeCli cli = new LnetScopeCli(List.of(new TraceCommand(), new AnalyzeCommand()));
        return cli.run(Arrays.asList(args), new Console(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)));
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    @Test
    void infoSummarisesTheTrace() {
        assertEquals(ExitStatus.OK, run("trace", "info", trace.toString()));
        assertTrue(out().contains("Producer:      cli test"), out());
        assertTrue(out().contains("MSG_QUEUED_RTRQ"), out());
        assertTrue(out().contains("Lustre layout: 2.12"), out());
        assertTrue(err().isEmpty(), err());
    }

    @Test
    void eventsAreFilteredByTypeNidAndTime() {
        assertEquals(ExitStatus.OK, run("trace", "events", trace.toString(), "--filter", "type=CONN_CREATED,nid=10.0.0.21@o2ib"));
        String[] lines = out().split("\n");
        assertTrue(lines.length >= 1, out());
        for (String line : lines) {
            assertTrue(line.contains("CONN_CREATED") && line.contains("kiblnd_passive_connect")
                    && line.contains("kib_peer_ni 10.0.0.21@o2ib"), line);
        }
        out.reset();
        assertEquals(ExitStatus.OK, run("trace", "events", trace.toString(), "--from", "10s", "--to", "10.5s"));
        for (String line : out().split("\n")) {
            String time = line.split("\\s+")[1];
            assertTrue(time.compareTo("10.000000000s") >= 0 && time.compareTo("10.500000000s") <= 0, line);
        }
    }

    @Test
    void analyzeReportsPinnedConnsCouplingAndMemory() {
        assertEquals(ExitStatus.OK, run("analyze", trace.toString(), "--at", "80s"));
        assertTrue(out().contains("Pinned connections:"), out());
        assertTrue(out().contains("Credit coupling:"), out());
        assertTrue(out().contains("Memory (pinned kib_conns):"), out());
    }

    /** The seed's one stalled txq has 12 senders: the ten shown, and how many are not, never dropped silently. */
    @Test
    void analyzeSaysHowManySendersItDoesNotList() {
        Path seed = Path.of(System.getProperty("user.dir")).resolve("../../examples/seed-incident.lnetmodelb").normalize();
        assertEquals(ExitStatus.OK, run("analyze", seed.toString()));
        assertTrue(out().contains("Credit coupling: 1 stalled queue (peer NI lpni_txq"), out());
        assertTrue(out().contains("451 queued from 12 senders, 7 of them blocked"), out());
        assertTrue(out().contains("\n      ... and 2 more senders\n"), out());
        assertEquals(10, out().lines().filter(l -> l.contains(" queued behind ")).count(), out());
    }

    /**
     * A simulator's trace has no /proc/meminfo, but its memory accounting: the MemAvailable
     * projection reads RAM less used. The shipped example runs 457 s, less than the 30 minutes a
     * projection needs (8 min): analyze says so rather than extrapolate minutes.
     */
    @Test
    void analyzeOnASimulatedTraceUsesTheSimulatorsMemory() {
        Path example = Path.of(System.getProperty("user.dir")).resolve("../../examples/traces/router-oom-small.lnettrace").normalize();
        assertEquals(ExitStatus.OK, run("analyze", example.toString()));
        assertTrue(out().contains("Memory (MemAvailable, the hour before):\n"), out());
        assertTrue(out().matches("(?s).*\\n  \\S+  MemAvailable .* of 1\\.46 GiB, -\\d+\\.\\d MiB/min: out of memory now"
                + " \\(MemAvailable 0 at the last sample\\)\\n.*"), out());
    }

    @Test
    void garbageAndMissingFilesAreOneLineErrors() throws Exception {
        Path garbage = dir.resolve("garbage.lnettrace");
        Files.writeString(garbage, "this is not a trace");
        assertEquals(ExitStatus.FAILURE, run("trace", "info", garbage.toString()));
        assertEquals(1, err().lines().count(), err());
        assertTrue(err().contains(garbage + ": not an LNet Scope trace"), err());
        err.reset();
        assertEquals(ExitStatus.FAILURE, run("analyze", dir.resolve("missing.lnettrace").toString()));
        assertEquals(1, err().lines().count(), err());
        assertFalse(err().contains("Exception"), err());
    }

    /**
     * A crash(8) extract given to analyze (which reads traces and models): the error names the commands
     * that read one; a trace whose name says nothing is still read as a trace.
     */
    @Test
    void analyzeOfACrashExtractSaysWhichCommandsReadOne() throws Exception {
        Path extract = dir.resolve("rtr1-crash.log");
        Files.writeString(extract, "crash> struct lnet_peer_ni ffff9a0f1d220000\nstruct lnet_peer_ni {\n  lpni_txcredits = -4500,\n}\n");
        assertEquals(ExitStatus.FAILURE, run("analyze", extract.toString()));
        assertEquals(1, err().lines().count(), err());
        assertTrue(err().contains(extract + ": not an LNet Scope trace"), err());
        assertTrue(err().contains("'lnetscope vmcore report " + extract + "'") && err().contains("lnetscope vmcore import"), err());
        err.reset();
        Path unnamed = dir.resolve("incident-copy");
        Files.copy(trace, unnamed, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        assertEquals(ExitStatus.OK, run("analyze", unnamed.toString()), err());
    }

    @Test
    void truncatedTraceWarnsWithTheOffsetAndStillAnswers() throws Exception {
        Path cut = dir.resolve("cut.lnettrace");
        byte[] bytes = Files.readAllBytes(trace);
        Files.write(cut, Arrays.copyOf(bytes, bytes.length * 2 / 3));
        assertEquals(ExitStatus.OK, run("trace", "info", cut.toString()));
        assertTrue(err().contains("damaged or truncated at byte "), err());
        assertTrue(out().contains("Warnings:"), out());
    }

    /** A typo gets the nearest known name, for functions, types and keys (issue 37). */
    @Test
    void aMisspeltFilterSaysWhatWasMeant() {
        assertEquals(ExitStatus.USAGE, run("trace", "events", trace.toString(), "--filter", "function=kiblnd_finalize_conn"));
        assertTrue(err().contains("unknown kernel function 'kiblnd_finalize_conn' (did you mean kiblnd_finalise_conn?)"), err());
        err.reset();
        assertEquals(ExitStatus.USAGE, run("trace", "events", trace.toString(), "--filter", "type=MSG_QUEUED_RTQ"));
        assertTrue(err().contains("unknown event type 'MSG_QUEUED_RTQ' (did you mean MSG_QUEUED_RTRQ?)"), err());
        err.reset();
        assertEquals(ExitStatus.USAGE, run("trace", "events", trace.toString(), "--filter", "fucntion=kiblnd_finalise_conn"));
        assertTrue(err().contains("unknown filter key 'fucntion' (did you mean function?)"), err());
        err.reset();
        assertEquals(ExitStatus.USAGE, run("trace", "events", trace.toString(), "--filter", "function=lnet_zzz"));
        assertFalse(err().contains("did you mean"), "nothing near enough: no guess; " + err());
    }

    /**
     * The window's Events view reads rows at any indices (EventRows.read, from the checkpoint
     * before each); they are the lines trace events prints for the same events.
     */
    @Test
    void rowsReadAtScatteredIndicesAreTheClisLines() throws Exception {
        assertEquals(ExitStatus.OK, run("trace", "events", trace.toString(), "--filter", "type=CONN_CREATED"));
        List<String> lines = out().lines().toList();
        assertTrue(lines.size() >= 3, out());
        try (TraceReader reader = TraceReader.open(trace)) {
            long[] indices = lines.stream().mapToLong(l -> Long.parseLong(l.substring(1, l.indexOf(' ')))).toArray();
            List<EventRows.Row> rows = EventRows.read(reader, indices, EventFilter.parse("type=CONN_CREATED"), null);
            assertEquals(lines.size(), rows.size());
            for (int i = 0; i < rows.size(); i++) {
                EventRows.Row r = rows.get(i);
                assertTrue(r.matches());
                assertEquals(lines.get(i), String.format("#%-9d %s  %-15s %-30s %s: %s", r.index(),
                        org.lnetscope.trace.TimeFormat.show(r.timeNs()), r.type(), r.function(), r.subject(), r.changes()));
            }
        }
    }

    @Test
    void indexBuildsTheSeekIndexOnceInTheCacheFolder() throws Exception {
        Path example = Path.of(System.getProperty("user.dir")).resolve("../../examples/traces/router-oom-small.lnettrace")
                .normalize();
        Path cache = dir.resolve("seek-cache");
        System.setProperty(SeekIndex.CACHE_DIR_PROPERTY, cache.toString());
        try {
            List<Path> examplesBefore;
            try (var files = Files.list(example.getParent())) {
                examplesBefore = files.sorted().toList();
            }
            assertEquals(ExitStatus.OK, run("trace", "index", example.toString()));
            assertTrue(out().contains("seek index built (no seek index yet)"), out());
            assertTrue(out().contains("restore points") && out().contains("10 checkpoints"), out());
            assertTrue(Files.isRegularFile(SeekIndex.fileFor(example, cache)), "the index is in the cache folder");
            try (var files = Files.list(example.getParent())) {
                assertEquals(examplesBefore, files.sorted().toList(), "nothing written next to the trace");
            }
            out.reset();
            assertEquals(ExitStatus.OK, run("trace", "index", example.toString()));
            assertFalse(out().contains("built"), "the second time it is opened, not rebuilt: " + out());
            assertEquals(ExitStatus.USAGE, run("trace", "index", example.toString(), "--limit", "3"));
        } finally {
            System.clearProperty(SeekIndex.CACHE_DIR_PROPERTY);
        }
    }

    @Test
    void badTimeIsAUsageError() {
        assertEquals(ExitStatus.USAGE, run("trace", "events", trace.toString(), "--from", "soon"));
        assertTrue(err().contains("'soon' is not a time"), err());
    }
}
