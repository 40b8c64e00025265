package org.lnetscope.render.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.PeerNi;
import org.lnetscope.render.router.Shape.Kind;
import org.lnetscope.render.router.Shape.Tone;

class RouterPictureTest {

    private final MiniIncident incident = new MiniIncident();
    private final RouterPicture picture = RouterPicture.of(incident.router, 1200);

    private List<Shape> of(Kind kind) {
        return picture.shapes().stream().filter(s -> s.kind() == kind).toList();
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
        List<org.lnetscope.model.Message> interleaved = new java.util.ArrayList<>();
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
        var f = org.lnetscope.model.LnetFactory.eINSTANCE;
        var large = f.createRtrBufferPool();
        large.setKind(org.lnetscope.model.PoolKind.LARGE);
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
}
