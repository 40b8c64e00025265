package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Consumer;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.OpenFabric;
import org.lnetscope.ui.SwtScheduler;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.views.TimeMarker;
import org.lnetscope.ui.views.TimelineView;

/**
 * The Timeline's whole-trace walks for its axis marks (MemoryCurve.marks: timeouts and OOMs;
 * TimeMarkers.scan: tour stops, the fault, drops) wait while the user's cursor makes a long move and
 * 2 s after it, as its series' sampling does: on two cores they took a core from the move to the full
 * seed's OOM and from the frame the views then draw (docs/benchmarks.md, "The window at the full
 * seed's OOM without UI stalls, u36"). The small example trace opened while a move is held.
 */
class TimelineWaitsForMovesTest extends WindowTest {

    /** Keeps the move until the test lets it run: the session is moving meanwhile. */
    private static final class HeldMover implements ReplaySession.Mover {
        Consumer<ReplayCursor.Progress> work;
        Runnable done;

        @Override
        public void run(String title, long cost, Consumer<ReplayCursor.Progress> work, Runnable done) {
            this.work = work;
            this.done = done;
        }

        @Override
        public long inPlaceCost() {
            return 0;
        }
    }

    @Test
    void theAxisMarksWaitForALongMoveAndTheFrameAfterIt() throws Exception {
        Display display = Display.getCurrent();
        PlatformUI.getWorkbench().showPerspective(LnetScopePerspective.ID, page.getWorkbenchWindow());
        TimelineView timeline = (TimelineView) page.showView(LnetScopeUi.TIMELINE_VIEW_ID);
        ReplaySession session = ReplaySession.open(ExampleTraceTest.TRACE, OpenFabric.WINDOW_MIRROR);
        session.attach(new SwtScheduler(display));
        HeldMover mover = new HeldMover();
        session.setMover(mover);
        assertTrue(session.moveToEvent(session.eventCount()), "a jump to the end");
        assertTrue(session.isMoving(), "the premise: the move is held, as a long one runs in its job");

        WindowDocument.get().openReplay(session); // the Timeline starts its walks now
        Ui.settle(1500); // the small trace's two walks take well under a second when not held back
        assertEquals(0, timeline.marks().ooms().length, "no OOM marked while the cursor moves");
        assertTrue(timeline.markers().stream().noneMatch(m -> m.kind() == TimeMarker.Kind.FAULT),
                "no fault marked while the cursor moves");

        Thread job = new Thread(() -> mover.work.accept(ReplayCursor.Progress.NONE), "held move");
        job.start();
        job.join();
        mover.done.run();
        long ended = System.nanoTime();
        double after = secondsUntilMarked(timeline, ended);
        assertTrue(after >= 1.9, "the walks stayed paused about 2 s after the move; marked after " + after + " s");
        assertEquals(session.eventCount(), session.position());
    }

    /**
     * A jump made in place, on the UI thread (the full seed's first pinned conn: 43,504 events' cost),
     * is drawn by the views as a long one's frame is: the walks wait 2 s after it too, where on two
     * cores they took a core from it (a 0.32 s gap of the UI thread in FullSeedTraceCheck).
     */
    @Test
    void theAxisMarksWaitAfterAJumpMadeInPlace() throws Exception {
        PlatformUI.getWorkbench().showPerspective(LnetScopePerspective.ID, page.getWorkbenchWindow());
        TimelineView timeline = (TimelineView) page.showView(LnetScopeUi.TIMELINE_VIEW_ID);
        ReplaySession session = ReplaySession.open(ExampleTraceTest.TRACE, OpenFabric.WINDOW_MIRROR);
        session.attach(new SwtScheduler(Display.getCurrent()));
        assertEquals(Long.MAX_VALUE, session.nanosSinceJump(), "no jump yet");
        long target = session.eventCount() / 2;
        assertTrue(session.cursor().costOf(target) <= ReplaySession.IN_PLACE_COST, "the premise: a jump made in place");
        assertTrue(session.moveToEvent(target));
        long jumped = System.nanoTime();
        assertEquals(target, session.position(), "made at once");
        assertTrue(session.nanosSinceJump() < 1_000_000_000L, session.nanosSinceJump() + " ns since the jump");
        session.moveBy(1);
        assertTrue(session.nanosSinceJump() < 1_000_000_000L, "a step is not a jump: the clock stays at the jump");

        WindowDocument.get().openReplay(session); // the Timeline starts its walks now
        double after = secondsUntilMarked(timeline, jumped);
        assertTrue(after >= 1.9, "the walks waited about 2 s after the jump; marked after " + after + " s");
    }

    /** Runs the event loop until the OOM and the fault are marked (at most 20 s); the seconds since {@code from}. */
    private static double secondsUntilMarked(TimelineView timeline, long from) {
        Ui.waitFor(() -> timeline.marks().ooms().length > 0
                && timeline.markers().stream().anyMatch(m -> m.kind() == TimeMarker.Kind.FAULT),
                "the OOM and the fault marked once the move and its frame are over");
        return (System.nanoTime() - from) / 1e9;
    }
}
