package org.lnetscope.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.LnetScopeCli;
import org.lnetscope.session.compare.Align;
import org.lnetscope.session.compare.Comparison;
import org.lnetscope.session.compare.ComparisonTable;
import org.lnetscope.session.compare.RunFigures;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventStream;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.TraceReader;

/**
 * {@code lnetscope compare} on two small runs of the seed scenario (baseline, and release parked rx
 * on close), checked against what the simulator itself counted while it ran (RunSummary: its own
 * world's counters, not the trace) and against the MSG_DROPPED events counted straight off the trace.
 */
class CompareTest {

    @TempDir
    static Path dir;

    static final SmallRuns.Made base = SmallRuns.shared()[0];
    static final SmallRuns.Made fix = SmallRuns.shared()[1];

    @Test
    void wholeRunFiguresAreTheSimulatorsOwn() throws Exception {
        assertTrue(base.summary().oomAtNs() > 0, "the smaller router runs out of memory");
        assertEquals(-1, fix.summary().oomAtNs(), "the fixed run does not");
        try (Comparison c = Comparison.open(base.trace(), fix.trace(), Align.START)) {
            RunFigures a = c.baseline().figures();
            RunFigures b = c.other().figures();
            assertEquals(base.summary().oomAtNs(), a.oomNs());
            assertEquals(base.summary().oomNode(), a.oomNode());
            assertEquals(-1, b.oomNs());
            assertEquals(base.router().hostname(), a.router());
            assertEquals(base.router().peakUsedBytes(), a.peakUsedBytes(), "peak memory, exact");
            assertEquals(fix.router().peakUsedBytes(), b.peakUsedBytes());
            assertEquals(base.router().ramBytes(), a.ramBytes());
            assertEquals(base.router().worstTxMin(), a.minTxCredits(), "lowest lpni_txcredits over the run");
            assertEquals(fix.router().worstTxMin(), b.minTxCredits());
            assertEquals(base.router().rtrCreditsMinOverRun(), a.minRtrCredits(), "lowest lpni_rtrcredits over the run");
            assertEquals(fix.router().rtrCreditsMinOverRun(), b.minRtrCredits());
            assertEquals(droppedIn(base.trace()), a.dropped());
            assertEquals(droppedIn(fix.trace()), b.dropped());
            assertTrue(b.dropped() > 0, "the fix drops the parked messages instead of holding their rxs");
            assertEquals(60_000_000_000L, a.faultNs(), "compute3's host goes silent at 60 s (the scenario's fault)");
            assertEquals(60_000_000_000L, b.faultNs());

            // at the end of the longer run the baseline has ended and shows its OOM state
            ComparisonTable.Table t = ComparisonTable.at(c, c.lastClockNs());
            ComparisonTable.AtT atA = ComparisonTable.read(c.baseline(), c.clockNs());
            ComparisonTable.AtT atB = ComparisonTable.read(c.other(), c.clockNs());
            assertEquals(base.router().pinnedConns(), atA.pinnedConns(), "pinned conns at the baseline's OOM");
            assertEquals(base.router().usedBytes(), atA.usedBytes());
            assertEquals(fix.router().pinnedConns(), atB.pinnedConns());
            assertEquals(fix.router().usedBytes(), atB.usedBytes());
            assertTrue(c.ended(c.baseline()));
            assertFalse(c.ended(c.other()));
            assertTrue(t.baselineStatus().contains("ended: out of memory"), t.baselineStatus());
        }
    }

    @Test
    void linkedCursorsShareOneClockAndAnEndedRunStaysOnItsLastState() throws Exception {
        try (Comparison c = Comparison.open(base.trace(), fix.trace(), Align.FAULT)) {
            long oomClock = c.baseline().clockOf(base.summary().oomAtNs());
            assertEquals(base.summary().oomAtNs() - 60_000_000_000L, oomClock, "clock zero at the fault");
            c.seek(oomClock);
            TraceReader ra = c.baseline().session().reader();
            TraceReader rb = c.other().session().reader();
            assertEquals(ra.positionAtTime(base.summary().oomAtNs()), c.baseline().session().cursor().position());
            assertEquals(rb.positionAtTime(base.summary().oomAtNs()), c.other().session().cursor().position(),
                    "the other run is at the same simulated time");
            assertFalse(c.ended(c.baseline()));

            c.seek(oomClock + 30_000_000_000L);
            assertTrue(c.ended(c.baseline()));
            assertEquals(ra.eventCount(), c.baseline().session().cursor().position(), "the baseline stays on its last event");
            assertEquals(rb.positionAtTime(base.summary().oomAtNs() + 30_000_000_000L), c.other().session().cursor().position());

            long before = c.other().session().cursor().position();
            c.step(5);
            assertEquals(before + 5, c.other().session().cursor().position(), "stepping goes on in the run still going");
            assertEquals(ra.eventCount(), c.baseline().session().cursor().position());

            c.seek(-10_000_000_000L); // before the fault: both runs move back
            assertEquals(ra.positionAtTime(50_000_000_000L), c.baseline().session().cursor().position());
            assertEquals(rb.positionAtTime(50_000_000_000L), c.other().session().cursor().position());
            c.step(1); // the baseline leads again, the other follows to its time
            long t = c.baseline().session().cursor().timeNs();
            assertEquals(rb.positionAtTime(t), c.other().session().cursor().position());
        }
    }

    @Test
    void theCommandPrintsTheTableAsTextMarkdownAndHtml() throws Exception {
        String text = run(0, "compare", base.trace().toString(), fix.trace().toString());
        String oom = ComparisonTable.clock(base.summary().oomAtNs());
        assertTrue(text.contains("Time to OOM, from the start") && text.contains(oom + " (router)"), text);
        assertTrue(text.contains(String.format("%,d", base.router().worstTxMin())), text);
        // the fix has no OOM, but at the baseline's OOM compute3's txq is still full: not "survives"
        assertFalse(text.contains("survives"), text);
        assertTrue(text.matches("(?s).*no OOM in its trace, which ends [0-9.]+ s after the baseline's OOM; at T still wedged "
                + "\\(lpni_txcredits -[0-9,]+, lpni_rtrcredits -?[0-9,]+\\).*"), text);
        assertTrue(text.matches("(?s).*Pinned kib_conns at T\\s+" + base.router().pinnedConns() + " \\(.*"), text);
        String md = run(0, "compare", base.trace().toString(), fix.trace().toString(), "--align", "fault", "--at", "100s",
                "--format", "markdown");
        assertTrue(md.contains("Comparison at T = 100.000 s from the fault"), md);
        assertTrue(md.contains("| Time to OOM, from the fault | " + ComparisonTable.clock(base.summary().oomAtNs() - 60_000_000_000L)),
                md);
        Path html = dir.resolve("table.html");
        run(0, "compare", base.trace().toString(), fix.trace().toString(), "--format", "html", "-o", html.toString());
        String page = Files.readString(html);
        assertTrue(page.startsWith("<p>Comparison at T") && page.contains("<th>Messages dropped, whole run (per second of its span)</th>"),
                page);
    }

    @Test
    void badInputIsNamedAndFails() throws Exception {
        Path missing = dir.resolve("nope.lnettrace");
        String err = runErr(ExitStatus.FAILURE, "compare", base.trace().toString(), missing.toString());
        assertTrue(err.contains(missing + ": no such file"), err);
        Path model = SmallRuns.EXAMPLES.resolve("healthy.lnetmodel");
        err = runErr(ExitStatus.FAILURE, "compare", base.trace().toString(), model.toString());
        assertTrue(err.contains("healthy.lnetmodel: not a .lnettrace"), err);
        err = runErr(ExitStatus.USAGE, "compare", base.trace().toString(), fix.trace().toString(), "--align", "oom");
        assertTrue(err.contains("--align is 'fault' or 'start', not 'oom'"), err);
        Path damaged = dir.resolve("damaged.lnettrace");
        byte[] bytes = Files.readAllBytes(base.trace());
        Files.write(damaged, Arrays.copyOf(bytes, 40));
        err = runErr(ExitStatus.FAILURE, "compare", damaged.toString(), fix.trace().toString());
        assertTrue(err.contains("damaged.lnettrace"), err);
    }

    /** MSG_DROPPED events, counted straight off the trace's event stream. */
    static int droppedIn(Path trace) throws Exception {
        try (TraceReader reader = TraceReader.open(trace)) {
            EventStream s = reader.events(0);
            Event e = new Event();
            int n = 0;
            while (s.next(e)) {
                if (e.type() == EventType.MSG_DROPPED) {
                    n++;
                }
            }
            return n;
        }
    }

    static String run(int status, String... args) {
        Console.Captured c = Console.captured();
        assertEquals(status, cli().run(List.of(args), c.console()), c.err());
        return c.out();
    }

    static String runErr(int status, String... args) {
        Console.Captured c = Console.captured();
        assertEquals(status, cli().run(List.of(args), c.console()), c.out() + c.err());
        return c.err();
    }

    static LnetScopeCli cli() {
        return new LnetScopeCli(List.of(new CompareCommand(), new ReportCommand(), new WhyAliveCommand()));
    }
}
