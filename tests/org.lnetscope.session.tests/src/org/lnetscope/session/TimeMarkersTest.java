package org.lnetscope.session;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.lnetscope.session.compare.RunFigures;
import org.lnetscope.session.compare.RunScan;
import org.lnetscope.session.replay.GuidedTour;
import org.lnetscope.session.replay.PeerRows;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.session.replay.TimeMarkers;

/**
 * The time graph's markers and per-peer rows on the shipped small trace, each checked against
 * what finds the same thing another way: the tour's own search, RunScan's whole-run figures.
 */
class TimeMarkersTest {

    @Test
    void eachTourStopIsMarkedWhereTheTourStops() throws Exception {
        TimeMarkers markers = TimeMarkers.scan(Examples.SMALL_TRACE, () -> false);
        try (ReplaySession session = ReplaySession.open(Examples.SMALL_TRACE)) {
            for (int i = 0; i < GuidedTour.STOPS.size(); i++) {
                assertTrue(GuidedTour.goTo(session, i), "stop " + (i + 1));
                assertEquals(session.cursor().currentEvent().index(), markers.tourEvents()[i], "stop " + (i + 1) + "'s event");
                assertEquals(session.cursor().currentEvent().timeNs(), markers.tourTimes()[i], "stop " + (i + 1) + "'s time");
            }
        }
    }

    @Test
    void theFaultOomAndDropsAreRunScansOnes() throws Exception {
        TimeMarkers markers = TimeMarkers.scan(Examples.SMALL_TRACE, () -> false);
        RunFigures figures = RunScan.scan(Examples.SMALL_TRACE, "small");
        assertTrue(figures.faultNs() > 0, "the premise: the simulator injected a fault");
        assertEquals(figures.faultNs(), markers.faultNs());
        assertEquals(1, markers.ooms().length, "one OOM");
        assertEquals(figures.oomNs(), markers.ooms()[0]);
        assertEquals(figures.dropTimes().length, markers.dropCount());
        assertArrayEquals(figures.dropTimes(), markers.drops());
    }

    @Test
    void aCancelledScanStops() {
        AtomicInteger asked = new AtomicInteger();
        assertThrows(CancellationException.class, () -> TimeMarkers.scan(Examples.SMALL_TRACE, () -> asked.incrementAndGet() > 0));
        assertEquals(1, asked.get(), "stopped at the first question");
    }

    @Test
    void thePeersThatMatterAreTheStalledComputeAndItsBlockedServers() throws Exception {
        List<PeerRows.Row> rows = PeerRows.sample(Examples.SMALL_TRACE, 200, () -> false);
        assertTrue(rows.size() >= 2, rows.toString());
        PeerRows.Row stalled = rows.get(0);
        assertTrue(stalled.stalled() && stalled.label().startsWith("compute3 on router tx"), stalled.label());
        int last = stalled.credits().length - 1;
        assertTrue(stalled.credits()[last] < 0, "compute3's tx credits at the OOM: " + stalled.credits()[last]);
        int lowest = java.util.Arrays.stream(stalled.credits()).min().orElseThrow();
        assertTrue(lowest < -200, "and hundreds below zero before (-294 at worst): " + lowest);
        assertEquals(-stalled.credits()[last], stalled.queued()[last], "each missing tx credit is a message on lpni_txq");
        for (PeerRows.Row sender : rows.subList(1, rows.size())) {
            assertTrue(!sender.stalled() && sender.label().startsWith("oss"), sender.label());
            assertTrue(sender.credits()[last] < 0, sender.label() + " out of router credits at the end: " + sender.credits()[last]);
            assertTrue(sender.queued()[last] > 0, sender.label() + " has messages parked on its router queue");
        }
        // before the router first hears of compute3 its peer NI does not exist: absent, never a 0
        int first = 0;
        while (stalled.queued()[first] == PeerRows.ABSENT) {
            first++;
        }
        assertTrue(first < last, "the peer NI exists for most of the trace");
        for (int i = first; i <= last; i++) {
            assertTrue(stalled.queued()[i] != PeerRows.ABSENT, "no gap once it exists: sample " + i);
        }
        assertEquals(0, stalled.queued()[first], "nothing queued when it appears");
    }
}
