package org.lnetscope.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import javax.imageio.ImageIO;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.session.compare.Align;
import org.lnetscope.session.compare.Comparison;

/** {@code lnetscope report}: one self-contained page (no script, nothing fetched) with what an engineer attaches to a ticket. */
class ReportTest {

    @TempDir
    static Path dir;

    static final SmallRuns.Made base = SmallRuns.shared()[0];
    static final SmallRuns.Made fix = SmallRuns.shared()[1];

    @Test
    void aComparisonReportHoldsBothRunsCurvesPicturesAndTheWhatIfRows() throws Exception {
        Path whatIf = dir.resolve("what-if.md");
        Files.writeString(whatIf, """
                | What if | Layout | Time to OOM (or peak memory) |
                |---|---|---|
                | baseline (as written) | 2.12 | **OOM at 3m36.648s** (router) |
                | release parked rx on close (hypothetical) (`what_if.release_parked_rx_on_close=true`) | 2.12 | no OOM |
                """);
        Path out = dir.resolve("report.html");
        CompareTest.run(0, "report", base.trace().toString(), fix.trace().toString(), "-o", out.toString(), "--what-if",
                whatIf.toString());
        String html = Files.readString(out);
        assertFalse(html.toLowerCase().contains("<script"), "no script");
        assertFalse(html.matches("(?s).*(src|href)=\"https?:.*"), "nothing fetched");
        assertTrue(count(html, "<svg") >= 5, "chart, two router and two fabric pictures: " + count(html, "<svg"));
        String diagnosis;
        try (Comparison c = Comparison.open(base.trace(), fix.trace(), Align.START)) {
            c.seek(CompareCommand.defaultClock(c));
            diagnosis = HtmlReport.diagnosisOf(c.baseline().session().fabric());
        }
        assertFalse(diagnosis.isEmpty());
        assertTrue(html.contains(HtmlReport.esc(diagnosis)), "the baseline's diagnosis sentence at its OOM");
        assertTrue(html.contains("router memory used (GiB)") && html.contains("time from the start (s)"), "axes with units");
        assertTrue(html.contains(">baseline</text>") && html.contains(">release-parked-rx</text>"), "a legend naming each run");
        assertTrue(html.contains("kib_conn"), "the ownership chains");
        assertTrue(html.contains("<td>release parked rx on close (hypothetical) (what_if.release_parked_rx_on_close=true)</td>"),
                "the what-if rows");
        assertTrue(html.contains("<td>peer_credits</td>") && !html.contains("peerCredits") && html.contains("<td>42</td>"),
                "the tunables, as module parameters (issue 36)");
        assertTrue(html.contains("Written by LNet Scope"), "the version");
    }

    @Test
    void aTraceAModelAndACrashExtractEachGetTheSamePage() throws Exception {
        Path one = dir.resolve("one.html");
        CompareTest.run(0, "report", base.trace().toString(), "-o", one.toString());
        String html = Files.readString(one);
        assertTrue(html.contains("class=\"diagnosis\"") && count(html, "<svg") >= 3, "diagnosis, chart, router, fabric");
        Path extract = SmallRuns.EXAMPLES.getParent().resolve("tests/org.lnetscope.vmcore.tests/fixtures/router-2.12-small.crash");
        Path crash = dir.resolve("crash.html");
        CompareTest.run(0, "report", extract.toString(), "-o", crash.toString());
        String page = Files.readString(crash);
        assertTrue(page.contains("The vmcore's findings") && page.contains("class=\"diagnosis\"") && count(page, "<svg") >= 2, page);
        // one pinned conn, held by the one parked message whose kib_rx the extract has
        assertTrue(page.contains("1 pinned kib_conn keeps 3.3 MiB, with the message that holds it:"), page);
        assertTrue(page.contains("ibc_refcount 42, held by 1 message<br>"), page);
        assertFalse(page.toLowerCase().contains("<script"));
    }

    @Test
    void whyAliveNamesThePredicateThatKeptTheComputeAlive() throws Exception {
        // the small example runs with peer_timeout 0: aliveness is never enabled, under every release
        String out = CompareTest.run(0, "why-alive", base.trace().toString(), "--peer", "10.1.1.3@o2ib1", "--version", "2.15");
        assertTrue(out.contains("Under 2.15 (v2_15_8 (b2_15)) the router keeps forwarding to 10.1.1.3@o2ib1:"
                + " lnet_peer_aliveness_enabled(): ln_routing && lct_peer_timeout > 0 = routing on, lct_peer_timeout 0"), out);
        Path extract = SmallRuns.EXAMPLES.getParent().resolve("tests/org.lnetscope.vmcore.tests/fixtures/router-2.12-small.crash");
        String dump = CompareTest.run(0, "why-alive", extract.toString(), "--peer", "10.1.0.17@o2ib1");
        assertTrue(dump.contains("Under 2.12 whether 10.1.0.17@o2ib1 counts as alive is unknown"), dump);
        assertTrue(dump.contains("lct_peer_timeout"), dump);
        String none = CompareTest.runErr(1, "why-alive", extract.toString(), "--peer", "10.9.9.9@o2ib1");
        assertTrue(none.contains("no peer NI 10.9.9.9@o2ib1"), none);
        // a master-layout dump whose kernel log has obdclass's load line is decided as that release only
        Path master = extract.resolveSibling("router-master-crlf.crash");
        Path logged = dir.resolve("router-master-2.16.crash");
        Files.writeString(logged, Files.readString(master) + "\ncrash> log\n[   22.118003] Lustre: Lustre: Build Version: 2.16.1\n");
        String nid = "10.1.0.17@o2ib1"; // its one peer NI (MasterCrlfExtractTest)
        String v216 = CompareTest.run(0, "why-alive", logged.toString(), "--peer", nid);
        assertTrue(
                v216.contains("Deciding as 2.16: the dump's kernel log says \"Lustre: Build Version: 2.16.1\" (--version picks another)."),
                v216);
        assertFalse(v216.contains("Under 2.15") || v216.contains("Under master"), v216);
        String each = CompareTest.run(0, "why-alive", master.toString(), "--peer", nid);
        assertTrue(each.contains("it does not say which release: each is shown"), each);
        Path one = dir.resolve("why.html");
        CompareTest.run(0, "report", base.trace().toString(), "-o", one.toString());
        assertTrue(Files.readString(one).contains("Why LNet kept queueing to"), "the report says why, as far as the data decides it");
    }

    @Test
    void badOutputOrWhatIfFileIsRefusedAndNothingIsWritten() throws Exception {
        String err = CompareTest.runErr(ExitStatus.USAGE, "report", base.trace().toString(), "-o", dir.resolve("r.txt").toString());
        assertTrue(err.contains("-o must end in .html"), err);
        Path notTable = dir.resolve("notes.md");
        Files.writeString(notTable, "| a | b |\nsome prose\n");
        Path out = dir.resolve("never.html");
        err = CompareTest.runErr(ExitStatus.FAILURE, "report", base.trace().toString(), "-o", out.toString(), "--what-if",
                notTable.toString());
        assertTrue(err.contains("notes.md:2: not a row of a Markdown table"), err);
        assertFalse(Files.exists(out));
    }

    /**
     * The page in a real browser (Debian's chromium, where installed): it parses the page and lays out
     * the inline SVG without a script or a fetch (--dump-dom prints the DOM it built).
     */
    @Test
    @org.junit.jupiter.api.condition.EnabledIf("chromiumInstalled")
    void chromiumReadsTheReportOffline() throws Exception {
        Path chromium = CHROMIUM;
        Path out = dir.resolve("browser.html");
        CompareTest.run(0, "report", base.trace().toString(), fix.trace().toString(), "-o", out.toString());
        Path png = dir.resolve("report.png");
        Process p = new ProcessBuilder(chromium.toString(), "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--window-size=1280,1900", "--screenshot=" + png, out.toUri().toString()).redirectErrorStream(true)
                .redirectOutput(dir.resolve("chromium.log").toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "chromium finishes");
        assertEquals(0, p.exitValue(), Files.readString(dir.resolve("chromium.log")));
        assertTrue(Files.size(png) > 50_000, "a screenshot with the page drawn: " + Files.size(png) + " bytes");
        BufferedImage image = ImageIO.read(png.toFile());
        assertEquals(1280, image.getWidth());
        // the diagnosis box's red left border is drawn near the top (the page laid out, styles applied)
        boolean red = false;
        for (int y = 40; y < 200 && !red; y++) {
            int rgb = image.getRGB(17, y);
            red = ((rgb >> 16) & 0xff) > 180 && ((rgb >> 8) & 0xff) < 40 && (rgb & 0xff) < 40;
        }
        assertTrue(red, "the diagnosis box is drawn");
    }

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");

    static boolean chromiumInstalled() {
        return Files.isExecutable(CHROMIUM);
    }

    static int count(String s, String what) {
        int n = 0;
        for (int i = s.indexOf(what); i >= 0; i = s.indexOf(what, i + 1)) {
            n++;
        }
        return n;
    }

    @Test
    void theChartsTicksAreRoundNumbers() {
        assertEquals(0.5, MemoryChartSvg.niceStep(0.31), 1e-12);
        assertEquals(20, MemoryChartSvg.niceStep(13), 1e-12);
        assertEquals(100, MemoryChartSvg.niceStep(100), 1e-12);
    }
}
