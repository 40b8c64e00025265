package org.lnetscope.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.lnetscope.model.KibConn;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.EventFilter;
import org.lnetscope.replay.FrameChanges;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.session.replay.GuidedTour;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.EventType;

/**
 * The window's long moves (a jump to the full seed's OOM, a search through millions of events):
 * handed to the mover, run on another thread, the views meanwhile reading the last frame; Cancel
 * stops them where they are. The small example trace stands in, with the in-place limit lowered.
 */
class LongMoveTest {

    /** What MoveJobs does, by hand: keeps the move until the test runs it on a thread of its own. */
    static final class HeldMover implements ReplaySession.Mover {
        Consumer<ReplayCursor.Progress> work;
        Runnable done;
        long cost;
        ReplayCursor.Progress progress = ReplayCursor.Progress.NONE;

        @Override
        public void run(String title, long cost, Consumer<ReplayCursor.Progress> work, Runnable done) {
            this.cost = cost;
            this.work = work;
            this.done = done;
        }

        @Override
        public long inPlaceCost() {
            return 1_000;
        }

        /** The job's thread, then the UI thread's done. */
        void finish() throws InterruptedException {
            Thread job = new Thread(() -> work.accept(progress), "move job");
            job.start();
            job.join();
            work = null;
            done.run();
        }
    }

    @Test
    void aLongSeekRunsElsewhereAndTheViewsKeepTheLastFrame() throws Exception {
        try (ReplaySession session = ReplaySession.open(Examples.SMALL_TRACE)) {
            HeldMover mover = new HeldMover();
            session.setMover(mover);
            List<FrameChanges> frames = new ArrayList<>();
            session.addFrameListener(frames::add);

            assertTrue(session.moveBy(200), "a short step");
            assertNull(mover.work, "a step of 200 events runs in place");
            assertEquals(200, session.position());
            assertEquals(1, frames.size());
            var explained = session.explainCurrent();

            long target = session.eventCount() - 10;
            AtomicInteger done = new AtomicInteger();
            assertTrue(session.moveToEvent(target, done::incrementAndGet));
            assertNotNull(mover.work, "a jump across the trace goes to the mover");
            assertTrue(mover.cost > 1_000, "its cost counts the events to apply: " + mover.cost);
            assertTrue(session.isMoving());
            assertFalse(session.moveBy(1), "a second move waits for the first");
            session.step(1);
            assertEquals(200, session.position(), "views read the last frame while the move runs");
            assertEquals(explained, session.explainCurrent(), "and its explanation");
            assertEquals(1, frames.size(), "no frame before the move ends");
            assertNull(session.query(), "the state query is not read while the cursor moves on another thread");

            mover.finish();
            assertFalse(session.isMoving());
            assertEquals(1, done.get());
            assertEquals(target, session.position());
            assertEquals(target, session.cursor().position());
            assertEquals(2, frames.size(), "one frame for the whole jump");
            EmfSync fresh = new EmfSync(session.cursor().state().copy());
            assertTrue(EcoreUtil.equals(fresh.fabric(), session.fabric()), "the model shows where the move ended");
            // the query reads the same state: every node's lnet_msg count as the model holds them
            for (var node : session.fabric().getNodes()) {
                int id = session.idOf(node);
                assertEquals(node.getMessages().size(), session.query().nodes.messageCount(id), node.getHostname());
            }
        }
    }

    @Test
    void cancelStopsTheMoveWhereItIsAndShowsThat() throws Exception {
        try (ReplaySession session = ReplaySession.open(Examples.SMALL_TRACE)) {
            HeldMover mover = new HeldMover();
            session.setMover(mover);
            long target = session.eventCount();
            AtomicInteger calls = new AtomicInteger();
            mover.progress = position -> calls.incrementAndGet() > 3; // Cancel pressed after three reports
            session.moveToEvent(target);
            mover.finish();
            long stopped = session.position();
            assertTrue(stopped > 0 && stopped < target, "stopped on the way, at " + stopped);
            assertEquals(stopped, session.cursor().position());
            EmfSync fresh = new EmfSync(session.cursor().state().copy());
            assertTrue(EcoreUtil.equals(fresh.fabric(), session.fabric()), "the model is the state where it stopped");
            assertNotNull(session.currentEvent());
            assertEquals(stopped - 1, session.currentEvent().index());

            // a search stopped by Cancel leaves the cursor where it started
            mover.progress = position -> true;
            Boolean[] found = {null};
            session.moveTo(EventFilter.ofType(EventType.NODE_OOM), false, f -> found[0] = f);
            mover.finish();
            assertEquals(Boolean.FALSE, found[0]);
            assertEquals(stopped, session.position());
        }
    }

    /** Opening another file while a seek runs: the move stops at its next report, shows nothing, then the file closes. */
    @Test
    void closingDuringAMoveStopsItAndClosesTheFileAfter() throws Exception {
        ReplaySession session = ReplaySession.open(Examples.SMALL_TRACE);
        HeldMover mover = new HeldMover();
        session.setMover(mover);
        List<FrameChanges> frames = new ArrayList<>();
        session.addFrameListener(frames::add);
        AtomicInteger reports = new AtomicInteger();
        mover.progress = position -> {
            reports.incrementAndGet();
            return false;
        };
        session.moveToEvent(session.eventCount());
        session.close();
        mover.finish();
        assertEquals(0, reports.get(), "the window's progress is not asked once the session is closed");
        assertTrue(session.cursor().position() < session.eventCount(),
                "the move stopped at its first report, at " + session.cursor().position());
        assertTrue(frames.isEmpty(), "and showed no frame");
        assertFalse(session.isMoving());
    }

    @Test
    void theTourAsOneMoveStopsWhereTheInPlaceTourDoes() throws Exception {
        try (ReplaySession inPlace = ReplaySession.open(Examples.SMALL_TRACE);
                ReplaySession moved = ReplaySession.open(Examples.SMALL_TRACE)) {
            HeldMover mover = new HeldMover();
            moved.setMover(mover);
            for (int stop = 0; stop < GuidedTour.STOPS.size(); stop++) {
                assertTrue(GuidedTour.goTo(inPlace, stop));
                Boolean[] reached = {null};
                assertTrue(GuidedTour.moveTo(moved, stop, r -> reached[0] = r));
                mover.finish();
                assertEquals(Boolean.TRUE, reached[0], GuidedTour.STOPS.get(stop).title());
                assertEquals(inPlace.cursor().position(), moved.position(), GuidedTour.STOPS.get(stop).title());
            }
        }
    }

    /** The tour's "pinned by held rx" read from the flat state agrees with the model's KibConn.isPinned. */
    @Test
    void pinnedInTheFlatStateIsPinnedInTheModel() throws Exception {
        try (ReplaySession session = ReplaySession.open(Examples.SMALL_TRACE)) {
            int pinned = 0;
            int conns = 0;
            for (long p = 0; p < session.eventCount(); p += session.eventCount() / 7) {
                session.seekToEvent(p);
                var state = session.cursor().state();
                for (int id = 0; id < state.highWater(); id++) {
                    if (session.objectOf(id) instanceof KibConn conn) {
                        conns++;
                        boolean model = conn.isPinned() && !conn.heldRxs().isEmpty();
                        assertEquals(model, GuidedTour.isPinnedByHeldRx(state, id), "conn " + id + " at " + p);
                        pinned += model ? 1 : 0;
                    }
                }
            }
            assertTrue(conns > 0 && pinned > 0, conns + " conns, " + pinned + " pinned: both kinds were checked");
        }
    }
}
