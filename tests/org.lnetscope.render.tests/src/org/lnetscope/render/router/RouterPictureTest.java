package org.lnetscope.render.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.PoolKind;
import org.lnetscope.render.Colors;
import org.lnetscope.render.router.Shape.Kind;
import org.lnetscope.render.router.Shape.Tone;

class RouterPictureTest {

    private final MiniIncident incident = new MiniIncident();
    private final RouterPicture picture = RouterPicture.of(incident.router, 1200);

    private List<Shape> of(Kind kind) {
        return picture.shapes().stream().filter(s -> s.kind() == kind).toList();
    }

    /**
     * What many shapes show alike is made once per picture: a peer's name for all its conn tiles, a size
     * line ("… MiB pinned") for all conns of that size, a count for all runs of that length (the full
     * seed's OOM: 13,609 conn tiles and as many runs in router3's picture). Equal text, one instance.
     */
    @Test
    void labelsManyShapesShareAreMadeOncePerPicture() {
        java.util.Map<Object, String> peerLine = new java.util.HashMap<>();
        java.util.Map<String, String> sizeLine = new java.util.HashMap<>();
        int shared = 0;
        for (Shape tile : of(Kind.CONN)) {
            KibConn conn = (KibConn) tile.subject();
            String peer = peerLine.putIfAbsent(conn.getPeer(), tile.lines().get(0));
            String size = sizeLine.putIfAbsent(tile.lines().get(2), tile.lines().get(2));
            if (peer != null) {
                assertTrue(peer == tile.lines().get(0), "one peer name for " + conn.getPeer().getNid());
                assertTrue(size != null && size == tile.lines().get(2), "one size line: " + size);
                shared++;
            }
        }
        assertTrue(shared >= MiniIncident.PINNED_CONNS - 1, "the premise: conns to one peer, of one size: " + shared);
        java.util.Map<Integer, List<String>> countLines = new java.util.HashMap<>();
        int runs = 0;
        for (Shape run : of(Kind.RTRQ_RUN)) {
            List<String> known = countLines.putIfAbsent(((QueueRun) run.subject()).count(), run.lines());
            if (known != null) {
                assertTrue(known == run.lines(), "one count line per run length");
                runs++;
            }
        }
        assertTrue(runs >= MiniIncident.PINNED_CONNS - 1, "the premise: runs of one length (QD): " + runs);
    }

    @Test
    void rtrqIsOneRunPerPinnedConnInQueueOrder() {
        List<QueueRun> runs = QueueRuns.byHeldConn(incident.server.getRtrq());
        assertEquals(MiniIncident.PINNED_CONNS, runs.size());
        for (int i = 0; i < runs.size(); i++) {
            assertEquals(MiniIncident.QD, runs.get(i).count());
            assertEquals(i * MiniIncident.QD, runs.get(i).start());
            assertTrue(runs.get(i).key() instanceof KibConn);
        }
    }

    @Test
    void txqRunsAreGroupedBySourceNid() {
        List<QueueRun> runs = QueueRuns.bySource(incident.compute.getTxq());
        assertEquals(List.of("10.0.0.21@o2ib", "10.0.0.22@o2ib"), runs.stream().map(QueueRun::label).toList());
        assertEquals(List.of(MiniIncident.QD, MiniIncident.QD), runs.stream().map(QueueRun::count).toList());
    }

    @Test
    void interleavedSendersAreCountedPerSourceNotPerRun() {
        // The way a kernel txq fills: the two servers' messages alternate.
        var txq = incident.compute.getTxq();
        List<Message> interleaved = new ArrayList<>();
        for (int i = 0; i < MiniIncident.QD; i++) {
            interleaved.add(txq.get(i));
            interleaved.add(txq.get(MiniIncident.QD + i));
        }
        List<QueueRun> groups = QueueRuns.bySource(interleaved);
        assertEquals(2, groups.size());
        assertEquals(List.of(0, MiniIncident.QD), groups.stream().map(QueueRun::start).toList());
        assertEquals(2 * MiniIncident.QD, groups.stream().mapToInt(QueueRun::count).sum());
    }

    @Test
    void lanesOnlyForPeerNisInTroubleWorstFirst() {
        List<Shape> lanes = of(Kind.LANE_LABEL);
        // The stalled compute (the cause) before the server whose router credits it holds (the effect).
        assertEquals(List.of("10.1.0.17@o2ib1", "10.0.0.21@o2ib"),
                lanes.stream().map(s -> ((PeerNi) s.subject()).getNid().toString()).toList());
        assertEquals(Tone.NEGATIVE, lanes.get(0).tone());
        assertEquals(Tone.NEGATIVE, lanes.get(1).tone());
        assertTrue(picture.shapes().stream().anyMatch(s -> s.kind() == Kind.NOTE
                && s.lines().get(0).startsWith("2 other peer NIs")), "healthy peers summarised");
    }

    @Test
    void everyPinnedConnIsABoxLinkedFromItsRunWithTheSameHue() {
        List<Shape> conns = of(Kind.CONN);
        assertEquals(MiniIncident.PINNED_CONNS, conns.size());
        conns.forEach(c -> assertEquals(Tone.PINNED, c.tone()));
        assertEquals(MiniIncident.PINNED_CONNS, picture.ownership().size());
        for (int[] edge : picture.ownership()) {
            Shape run = picture.shapes().get(edge[0]);
            Shape conn = picture.shapes().get(edge[1]);
            assertEquals(Kind.RTRQ_RUN, run.kind());
            assertEquals(((QueueRun) run.subject()).key(), conn.subject());
            assertEquals(run.hue(), conn.hue());
            assertTrue(conn.y() > run.y(), "conns are drawn below the queues");
        }
    }

    /** A dump that lists fewer of a txq's lnet_msg than lpni_txcredits says wait: the lane says both. */
    @Test
    void aLaneSaysHowManyOfTheQueuedMessagesTheDataHolds() {
        List<String> lanes = of(Kind.LANE_LABEL).stream().flatMap(s -> s.lines().stream()).toList();
        assertTrue(lanes.contains("tx -8 (min -8)  txq 8"), lanes.toString());
        incident.compute.setTxCredits(-4500);
        incident.compute.setMinTxCredits(-4500);
        lanes = RouterPicture.of(incident.router, 1200).shapes().stream().filter(s -> s.kind() == Kind.LANE_LABEL)
                .flatMap(s -> s.lines().stream()).toList();
        assertTrue(lanes.contains("tx -4500 (min -4500)  txq 8 of 4500"), lanes.toString());
    }

    @Test
    void diagnosisNamesTheStalledPeerTheBlockedSenderAndThePinnedConns() {
        String diagnosis = of(Kind.DIAGNOSIS).get(0).lines().get(0);
        assertTrue(diagnosis.startsWith("10.1.0.17@o2ib1 is not draining (lpni_txcredits -8, 8 queued from 2 senders)."),
                diagnosis);
        // 10.0.0.21 is at -12 router credits; 10.0.0.22 still has 4.
        assertTrue(diagnosis.contains("1 sender is out of router credits"), diagnosis);
        assertTrue(diagnosis.endsWith("which pins 3 DISCONNECTED conns (9.1 MiB)."), diagnosis);
    }

    @Test
    void bufferPoolsShowCreditsAndWaiters() {
        var f = LnetFactory.eINSTANCE;
        var large = f.createRtrBufferPool();
        large.setKind(PoolKind.LARGE);
        large.setNbuffers(512);
        large.setCredits(-2);
        large.setMinCredits(-310);
        large.getMsgs().add(incident.server.getRtrq().get(0));
        large.getMsgs().add(incident.server.getRtrq().get(1));
        incident.router.getRtrBufferPools().add(large);
        Shape pools = RouterPicture.of(incident.router, 1200).shapes().stream()
                .filter(s -> s.lines().get(0).startsWith("router buffers:")).findFirst().orElseThrow();
        assertEquals("router buffers:  large cpt0 -2/512 (min -310), 2 waiting", pools.lines().get(0));
        assertEquals(Tone.NEGATIVE, pools.tone());
    }

    @Test
    void titleCountsPinnedMemory() {
        Shape title = of(Kind.TITLE).get(0);
        // 3 conns x (512 + 256 + 10) pages x 4 KiB = 9.1 MiB
        assertTrue(title.lines().get(1).contains("pinned kib_conns 3 = 9.1 MiB"), title.lines().toString());
    }

    @Test
    void tooltipOfAConnExplainsWhyItIsStillThere() {
        Shape conn = of(Kind.CONN).get(0);
        String text = Tooltips.of(conn);
        assertTrue(text.contains("state DISCONNECTED, ibc_refcount 4, 4 rx held by LNet"), text);
        assertTrue(text.contains("kiblnd_destroy_conn()"), text);
    }

    @Test
    void longQueueRunsTileTheBarWithoutGapsOrOverflow() {
        List<Shape> runs = picture.shapes().stream().filter(s -> s.kind() == Kind.RTRQ_RUN).toList();
        for (int i = 1; i < runs.size(); i++) {
            assertEquals(runs.get(i - 1).x() + runs.get(i - 1).width(), runs.get(i).x(), "runs abut");
        }
    }

    @Test
    void shapesStayInsideTheWidth() {
        for (Shape s : picture.shapes()) {
            assertTrue(s.x() >= 0 && s.x() + s.width() <= 1200, s.toString());
            assertTrue(s.y() + s.height() <= picture.height(), s.toString());
        }
    }

    /** Adds the server 10.0.0.21@o2ib as a node of the fabric, as an import of several nodes' files does. */
    private void addServerNode() {
        var f = LnetFactory.eINSTANCE;
        Node oss = f.createNode();
        oss.setHostname("oss21");
        oss.setRole(NodeRole.SERVER);
        LocalNi ni = f.createLocalNi();
        ni.setNid(incident.server.getNid());
        oss.getLocalNis().add(ni);
        incident.fabric.getNodes().add(oss);
    }

    @Test
    void lanesAndConnTilesNameThePeerByHostnameAndNid() {
        addServerNode();
        RouterPicture named = RouterPicture.of(incident.router, 1200);
        List<Shape> lanes = named.shapes().stream().filter(s -> s.kind() == Kind.LANE_LABEL).toList();
        // The server has a node in the fabric: hostname and NID; the compute has none: its NID alone.
        assertEquals(List.of("10.1.0.17@o2ib1", "10.0.0.21@o2ib (oss21)"),
                lanes.stream().map(s -> s.lines().get(0)).toList());
        Shape conn = named.shapes().stream().filter(s -> s.kind() == Kind.CONN).findFirst().orElseThrow();
        assertEquals("→ oss21", conn.lines().get(0), "a conn tile says whose conn it is");
        assertTrue(conn.lines().get(1).startsWith("DISCONN ref 4  …"), conn.lines().toString());
        assertEquals("3.0 MiB pinned", conn.lines().get(2));
        assertTrue(Tooltips.of(conn).matches("(?s)kib_conn 0xffff9a0d7c1e[0-9a-f]{4} to 10\\.0\\.0\\.21@o2ib \\(oss21\\)\nstate .*"),
                Tooltips.of(conn));
        // txq blocks are labelled by sender, with its hostname when known.
        assertEquals(List.of("10.0.0.21@o2ib (oss21)", "10.0.0.22@o2ib"),
                QueueRuns.bySource(incident.compute.getTxq()).stream().map(QueueRun::label).toList());
    }

    @Test
    void connTileTextFitsTheTile() {
        // "3.3 MiB pinned" was cut off at 112 px: every line must fit at Legend's conservative 7 px a character.
        for (Shape conn : of(Kind.CONN)) {
            for (String line : conn.lines()) {
                assertTrue(6 + line.length() * Legend.CHAR <= conn.width(), line + " in " + conn.width() + " px");
            }
        }
    }

    @Test
    void legendComesBeforeTheLanesAndExplainsBarsBlocksAndBorders() {
        Shape legend = of(Kind.LEGEND).get(0);
        assertTrue(legend.y() + legend.height() <= of(Kind.LANE_LABEL).get(0).y(), "legend above the first lane");
        List<String> texts = Legend.ITEMS.stream().map(Legend.Item::text).toList();
        assertTrue(texts.stream().anyMatch(t -> t.startsWith("red border: pinned")), texts.toString());
        assertTrue(texts.stream().anyMatch(t -> t.startsWith("same colour")), texts.toString());
        // Narrow: the legend takes more rows and the lanes move down, never overlapping it.
        RouterPicture narrow = RouterPicture.of(incident.router, 700);
        Shape narrowLegend = narrow.shapes().stream().filter(s -> s.kind() == Kind.LEGEND).findFirst().orElseThrow();
        assertTrue(narrowLegend.height() > legend.height(), narrowLegend + " vs " + legend);
    }

    @Test
    void routerColourFollowsMemoryUsedElsePinnedBytes() {
        Node router = incident.router; // 48 GiB RAM, 3 pinned conns
        router.setUsedBytes(46L << 30);
        assertEquals(Tone.NEGATIVE, RouterPicture.memoryTone(router), "95 % used is red");
        router.setUsedBytes(36L << 30);
        assertEquals(Tone.EXHAUSTED, RouterPicture.memoryTone(router), "75 % used is amber");
        router.setUsedBytes(4L << 30);
        assertEquals(Tone.EXHAUSTED, RouterPicture.memoryTone(router), "pinned conns keep it amber");
        router.setRamBytes(0);
        assertEquals(Tone.EXHAUSTED, RouterPicture.memoryTone(router), "no RAM figure: 9.1 MiB pinned is amber");
    }

    /**
     * Issue 36, item 8: the small trace's router at t=0, 83 % of 1.23 GiB used by the kernel base
     * and nothing pinned, is not amber; its figures are exact, not rounded to "1 GiB".
     */
    @Test
    void aKernelBaseAloneIsNoWarningAndFiguresAreExact() {
        Node router = org.lnetscope.model.LnetFactory.eINSTANCE.createNode();
        router.setHostname("rtr01");
        router.setRole(org.lnetscope.model.NodeRole.ROUTER);
        router.setRamBytes(1_320_702_444L); // 1.23 GiB
        router.setUsedBytes((long) (0.83 * 1_320_702_444L));
        assertEquals(Tone.HEALTHY, RouterPicture.memoryTone(router), "83 % used, nothing pinned");
        router.setUsedBytes((long) (0.91 * 1_320_702_444L));
        assertEquals(Tone.NEGATIVE, RouterPicture.memoryTone(router), "91 %: near the OOM");
        assertEquals("1.23 GiB", RouterPicture.gib(router.getRamBytes()));
        assertEquals("48.0 GiB", RouterPicture.gib(48L << 30));
    }

    @Test
    void hueLeavesDarkTextReadable() {
        // WCAG contrast of TEXT on every hue at least 7:1 (the old hues gave 4.1:1, and grey text 1.3:1).
        for (int i = 0; i < Colors.HUES; i++) {
            double ratio = contrast(Colors.hue(i), Colors.TEXT);
            assertTrue(ratio >= 7, "hue " + i + ": " + ratio);
        }
    }

    private static double contrast(int a, int b) {
        double la = luminance(a);
        double lb = luminance(b);
        return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
    }

    private static double luminance(int rgb) {
        double[] c = {(rgb >> 16 & 0xff) / 255.0, (rgb >> 8 & 0xff) / 255.0, (rgb & 0xff) / 255.0};
        for (int i = 0; i < 3; i++) {
            c[i] = c[i] <= 0.03928 ? c[i] / 12.92 : Math.pow((c[i] + 0.055) / 1.055, 2.4);
        }
        return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
    }
}
