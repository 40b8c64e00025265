package org.lnetscope.vmcore.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.analysis.ConsoleLine;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.vmcore.Fixtures;
import org.lnetscope.vmcore.report.DmesgTimeline;

/** Issue 21, points 3, 4 and 6: vmcore commands on input that is not a crash session, or is one repeated line. */
class HostileExtractTest {

    @TempDir
    Path dir;

    private final Console.Captured captured = Console.captured();
    private final Console console = captured.console();

    private int run(String... args) throws Exception {
        return new VmcoreCommand().run(List.of(args), console);
    }

    @Test
    void planOnGarbageLeavesTheExistingPlanAlone() throws Exception {
        Path plan = dir.resolve("next.crash");
        Files.writeString(plan, "set scroll off\nstruct lnet_peer_ni 0xffff8801\n");
        byte[] before = Files.readAllBytes(plan);
        Path garbage = dir.resolve("garbage.log");
        Files.write(garbage, new byte[] {0x7f, 'E', 'L', 'F', 2, 1, 1, 0, 0, 0, '\n', 'x', 'y', '\n'});
        assertEquals(ExitStatus.FAILURE, run("plan", garbage.toString(), "-o", plan.toString()));
        assertArrayEquals(before, Files.readAllBytes(plan));
        assertEquals("lnetscope vmcore plan: " + garbage + ": no crash(8) command found (no 'crash> ' prompt): not the log of a"
                + " crash session; " + plan + " left as it was\n", captured.err());
        try (var files = Files.list(dir)) {
            assertEquals(2, files.count(), "no temporary file left");
        }
    }

    @Test
    void planOfARealFirstPassStillWritesThePlan() throws Exception {
        Path log = Fixtures.copy(Fixtures.SMALL_2_12, dir);
        Path plan = dir.resolve("next.crash");
        Files.writeString(plan, "old\n");
        assertEquals(ExitStatus.OK, run("plan", log.toString(), "-o", plan.toString()));
        assertTrue(Files.readString(plan).startsWith("# Next pass of the LNet router extract"), Files.readString(plan));
    }

    @Test
    void checkOnAFileOfNewlinesIsAnErrorNotZeroErrors() throws Exception {
        // the campaign's 2 GiB of newlines, at 1 MiB: the same path through the parser
        Path newlines = dir.resolve("newlines.log");
        Files.write(newlines, "\n".repeat(1 << 20).getBytes(StandardCharsets.US_ASCII));
        assertEquals(ExitStatus.FAILURE, run("check", newlines.toString()));
        assertEquals("lnetscope vmcore check: " + newlines + ": no crash(8) command found in 1048576 bytes (no 'crash> ' prompt):"
                + " not the log of a crash session (docs/crash/ says how to make one)\n", captured.err());
    }

    @Test
    void aLogOfOneRepeatedConsoleLineKeepsOnlyItsEnds() throws IOException {
        // what made a 7.5 MB .gz take 4.2 GB: every LNet console line of the log kept as an event
        DmesgTimeline timeline = new DmesgTimeline();
        int lines = 300_000;
        for (int i = 0; i < lines; i++) {
            timeline.accept("[" + (1000 + i) + ".000000] LNetError: 11617:0:(o2iblnd_cb.c:3373:kiblnd_check_txs_locked())"
                    + " Timed out tx: active_txs, 1 seconds");
        }
        assertEquals(lines, timeline.total());
        assertTrue(timeline.events().size() <= 1100, timeline.events().size() + " events kept");
        DmesgTimeline.Summary s = timeline.summary().get(0);
        assertEquals(ConsoleLine.TIMED_OUT_TX_QUEUE, s.kind());
        assertEquals(lines, s.lines());
        assertEquals(1000.0, s.first());
        assertEquals(1000.0 + lines - 1, s.last());
        assertEquals(1000.0 + lines - 1, timeline.events().get(timeline.events().size() - 1).seconds(), "the last line is kept");
    }

    @Test
    void reportOfAGzipOfRepeatedLinesSaysHowManyItDidNotList() throws Exception {
        Path extract = dir.resolve("extract");
        Files.createDirectories(extract);
        Fixtures.copy(Fixtures.SMALL_2_12, extract);
        try (OutputStream gz = new GZIPOutputStream(Files.newOutputStream(extract.resolve("vmcore-dmesg.txt.gz")))) {
            byte[] line = "[2000.5] LNetError: 1:0:(o2iblnd_cb.c:3373:kiblnd_check_txs_locked()) Timed out tx: active_txs, 1 seconds\n"
                    .getBytes(StandardCharsets.US_ASCII);
            for (int i = 0; i < 100_000; i++) {
                gz.write(line);
            }
        }
        assertEquals(ExitStatus.OK, run("report", extract.toString()));
        String report = captured.out();
        // 100,000 lines listed as the first 15, the last 5 and a count of the rest
        assertTrue(report.contains("- ... 99980 more events\n"), report);
    }
}
