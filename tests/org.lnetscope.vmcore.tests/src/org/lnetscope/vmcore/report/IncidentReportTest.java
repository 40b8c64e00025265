package org.lnetscope.vmcore.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.analysis.ConsoleLine;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.vmcore.GeneratedExtractTest;
import org.lnetscope.vmcore.RouterExtractGenerator.Config;
import org.lnetscope.vmcore.model.VmcoreExtract;

/** The report of the seed incident at full scale gives the seed's own figures, in words. */
class IncidentReportTest {

    @TempDir
    static Path dir;
    static VmcoreExtract seed;
    static String markdown;
    /** The same incident on a master (2.13+) router: the queue is the peer's lp_rtrq. */
    static VmcoreExtract master;

    @BeforeAll
    static void generate() throws IOException {
        Path file = dir.resolve("seed.log.gz");
        GeneratedExtractTest.generate(Config.seedIncident(), file, true);
        seed = VmcoreExtract.read(file);
        markdown = IncidentReport.build(seed.fabric(), seed.timeline()).markdown();
        Path masterFile = dir.resolve("seed-master.log.gz");
        GeneratedExtractTest.generate(Config.seedIncident().withMaster(true), masterFile, true);
        master = VmcoreExtract.read(masterFile);
    }

    @Test
    void findingsAreTheSeedsFigures() {
        assertSeedFigures(IncidentReport.analyse(seed.fabric()));
    }

    @Test
    void masterLayoutGivesTheSameFigures() {
        assertEquals(LustreLayout.LAYOUT_MASTER, master.fabric().getLustreVersion());
        assertSeedFigures(IncidentReport.analyse(master.fabric()));
        String md = IncidentReport.build(master.fabric(), master.timeline()).markdown();
        assertTrue(md.contains("**69 NIDs x 42**"), md);
        assertTrue(md.contains("## `lp_rtrq` of the peer of 10.0.0.21@o2ib by `kib_rx.rx_conn`"), md);
        assertTrue(md.contains("**A new connection every 42 messages**"));
        assertTrue(md.contains("404 runs of 42 messages"));
        assertTrue(md.contains("1 run of 32 messages"));
        assertTrue(md.contains("**Total pinned: 1.3 GiB** = 2.8% of the router's 47.9 GiB of RAM"), md);
        assertFalse(md.contains("lpni_rtrq"), "no such member in master");
    }

    private static void assertSeedFigures(IncidentReport.Findings f) {
        assertEquals("10.1.0.17@o2ib1", f.worstTx().getNid().toString());
        assertEquals(-4500, f.worstTx().getTxCredits());
        assertEquals("10.0.0.21@o2ib", f.worstRtr().getNid().toString());
        assertEquals(-17000, f.worstRtr().getRtrCredits());
        assertEquals(69, f.fullSources());
        assertEquals(42, f.peerCredits());
        assertEquals(42, f.runLength());
        assertEquals(405, f.pinned());
        assertEquals(405L * (512 + 256 + 86) * 4096, f.pinnedBytes());
        assertTrue(f.pinnedPattern());
    }

    @Test
    void markdownSaysItInTheSeedsTerms() {
        assertTrue(markdown.contains("**69 NIDs x 42**"), markdown);
        assertTrue(markdown.contains("**A new connection every 42 messages**"));
        assertTrue(markdown.contains("404 runs of 42 messages"));
        assertTrue(markdown.contains("1 run of 32 messages"), "17000 = 404 x 42 + 32");
        assertTrue(markdown.contains("405 `kib_conn`s are DISCONNECTED"));
        assertTrue(markdown.contains("405 of them are held only by received rxs"));
        assertTrue(markdown.contains("**Total pinned: 1.3 GiB** = 2.8% of the router's 47.9 GiB of RAM"), markdown);
        assertTrue(markdown.contains("## What happened"));
        assertTrue(markdown.contains("| 10.0.0.21@o2ib | 405 | 1.3 GiB |"));
        assertTrue(markdown.contains("| 0 | 42 | "), "the first run starts at message 0");
    }

    @Test
    void aConnWhoseRxsAreNotAllDumpedIsNotCountedEitherWay() throws IOException {
        // the hand-checked 2.12 extract: its pinned conn has ibc_refcount == ibc_nrx == 42, and one rx
        // of it is linked to a parked message: "held only by rxs" is neither shown nor ruled out
        VmcoreExtract small = VmcoreExtract.read(org.lnetscope.vmcore.Fixtures.copy(org.lnetscope.vmcore.Fixtures.SMALL_2_12, dir));
        String md = IncidentReport.build(small.fabric(), small.timeline()).markdown();
        assertTrue(md.contains("0 of them are held only by received rxs (`ibc_refcount == ibc_nrx ==` rxs held by parked"
                + " messages); for 1 more, `ibc_refcount == ibc_nrx` but the extract links fewer of their rxs to parked"
                + " messages"), md);
        assertTrue(md.contains("| DISCONNECTED | 42 | 42 | 1 |"), md);
        // the seed's conns are all read: no such clause
        assertFalse(markdown.contains("links fewer of their rxs"));
    }

    @Test
    void timelineFromTheKernelLog() {
        assertTrue(markdown.contains("| Timed out RDMA | 6 |"), markdown);
        assertTrue(markdown.contains("| Closing conn | 50 |"));
        assertTrue(markdown.contains("| Repeats not shown (rate limit) | 355 |"));
        assertTrue(markdown.contains("| Out of memory / panic | 2 |"));
    }

    @Test
    void htmlIsTheSameReportEscaped() {
        String html = IncidentReport.build(seed.fabric(), seed.timeline()).html("r <1>");
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(html.contains("<title>r &lt;1&gt;</title>"));
        assertTrue(html.contains("<b>69 NIDs x 42</b>"));
        assertTrue(html.contains("<code>lpni_txq</code>"));
        assertFalse(html.contains("**"));
    }

    @Test
    void noPatternNoExplanation() throws IOException {
        Path file = dir.resolve("quiet.log");
        GeneratedExtractTest.generate(Config.small().withRtrq(0), file, false);
        VmcoreExtract quiet = VmcoreExtract.read(file);
        String md = IncidentReport.build(quiet.fabric(), quiet.timeline()).markdown();
        assertFalse(md.contains("## What happened"), md);
        assertTrue(md.contains("No `kib_conn` is CLOSING or DISCONNECTED and held by an rx LNet still owns."));
        assertFalse(IncidentReport.analyse(quiet.fabric()).pinnedPattern());
    }

    @Test
    void timelineClassifiesConsoleLines() {
        DmesgTimeline t = new DmesgTimeline();
        t.accept("[ 1043000.100000] LNetError: 3051:0:(o2iblnd_cb.c:3373:kiblnd_check_txs_locked()) Timed out tx: tx_queue, 1 seconds");
        t.accept(
                "[1043000.2] LNet: 3052:0:(o2iblnd_cb.c:2110:kiblnd_close_conn_locked()) Closing conn to 10.0.0.21@o2ib: error -110(waiting)");
        t.accept("LNet: 1:0:(o2iblnd.c:1:kiblnd_passive_connect()) Conn stale 10.0.0.21@o2ib version 12/12 incarnation 1/2");
        t.accept("[1043001.0] usb 1-1: new high-speed USB device");
        t.accept("[1043002.0] kworker/u64:2 invoked oom-killer: gfp_mask=0x6000c0(GFP_KERNEL)");
        assertEquals(4, t.events().size());
        assertEquals(ConsoleLine.CLOSING_CONN, t.events().get(1).kind());
        assertEquals("10.0.0.21@o2ib", t.events().get(1).peer());
        assertTrue(Double.isNaN(t.events().get(2).seconds()));
        assertEquals(ConsoleLine.OOM, t.events().get(3).kind());
    }
}
