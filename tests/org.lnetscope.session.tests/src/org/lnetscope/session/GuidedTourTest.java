package org.lnetscope.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.KibConn;
import org.lnetscope.session.replay.GuidedTour;
import org.lnetscope.session.replay.MemoryCurve;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.EventType;

/** The trainer's tour and the Timeline's curves, computed without a window. */
class GuidedTourTest {

    @Test
    void theFiveStopsComeInTheOrderTheIncidentUnfolds() throws Exception {
        EventType[] expected = {EventType.MSG_QUEUED_TXQ, EventType.MSG_QUEUED_RTRQ, EventType.TX_TIMED_OUT,
                EventType.CONN_STATE, EventType.NODE_OOM};
        try (ReplaySession session = ReplaySession.open(Examples.SMALL_TRACE)) {
            long previous = -1;
            for (int i = 0; i < GuidedTour.STOPS.size(); i++) {
                assertTrue(GuidedTour.goTo(session, i), "stop " + (i + 1) + " is in the trace");
                assertEquals(expected[i], session.cursor().currentEvent().type(), GuidedTour.STOPS.get(i).title());
                assertTrue(session.cursor().position() > previous, "stop " + (i + 1) + " comes after the one before");
                previous = session.cursor().position();
            }
            GuidedTour.goTo(session, 3);
            KibConn conn = (KibConn) session.objectOf(session.cursor().currentEvent().subject());
            assertTrue(conn.isPinned() && !conn.heldRxs().isEmpty(), "stop 4 is a conn pinned by rx that LNet holds");
        }
    }

    @Test
    void theTimelineMarksOneOomAfterTheTimeouts() throws Exception {
        MemoryCurve.Marks marks = MemoryCurve.marks(Examples.SMALL_TRACE, 1_000);
        assertEquals(1, marks.ooms().length, "the small trace ends at the router's OOM");
        assertTrue(marks.timeouts().length > 0);
        assertTrue(marks.timeouts()[0] < marks.ooms()[0], "txs time out long before the OOM");
        var worst = MemoryCurve.worstCredits(Examples.SMALL_TRACE, 50);
        assertTrue(worst.values().stream().flatMap(List::stream).anyMatch(c -> c.txCredits() < 0),
                "some node's peer NI tx credits go below zero: " + worst.keySet());
    }
}
