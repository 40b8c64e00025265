package org.lnetscope.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.replay.EventFilter;
import org.lnetscope.replay.FrameChanges;
import org.lnetscope.replay.Player;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.EventType;

/** A trace's session without a window: every move is one frame; playback runs on whatever scheduler it is given. */
class ReplaySessionTest {

    /** A scheduler the test runs by hand: what the window's Display.timerExec does, one tick at a time. */
    static final class ManualScheduler implements Player.Scheduler {
        final Deque<Runnable> ticks = new ArrayDeque<>();

        @Override
        public void schedule(Runnable tick, long delayNanos) {
            ticks.add(tick);
        }

        void run(int n) {
            for (int i = 0; i < n && !ticks.isEmpty(); i++) {
                ticks.poll().run();
            }
        }
    }

    @Test
    void eachMoveIsOneFrameAndTheModelFollowsTheCursor() throws Exception {
        try (ReplaySession session = ReplaySession.open(Examples.SMALL_TRACE)) {
            List<FrameChanges> frames = new ArrayList<>();
            session.addFrameListener(frames::add);
            session.step(1_000);
            assertEquals(1_000, session.cursor().position());
            assertEquals(1, frames.size(), "a step of 1,000 events is one frame, not 1,000");

            assertTrue(session.stepTo(EventFilter.ofType(EventType.MSG_QUEUED_RTRQ), true), "the trace parks messages");
            assertEquals(EventType.MSG_QUEUED_RTRQ, session.cursor().currentEvent().type());
            long parked = session.cursor().position();
            assertEquals(2, frames.size());

            session.seekToEvent(10);
            assertEquals(10, session.cursor().position());
            session.seekToEvent(parked);
            assertEquals(EventType.MSG_QUEUED_RTRQ, session.cursor().currentEvent().type(),
                    "seeking back and forth lands on the same event");
            assertTrue(session.explainCurrent().function() != null, "the event is explained by its kernel function");
        }
    }

    @Test
    void playbackAdvancesOnlyWhenTheSchedulerTicks() throws Exception {
        try (ReplaySession session = ReplaySession.open(Examples.SMALL_TRACE)) {
            ManualScheduler scheduler = new ManualScheduler();
            session.attach(scheduler);
            session.play(60);
            assertTrue(session.isPlaying());
            long before = session.cursor().position();
            Thread.sleep(50);
            scheduler.run(5);
            assertTrue(session.cursor().position() >= before, "time only moves forward while playing");
            session.pause();
            assertFalse(session.isPlaying());
            long paused = session.cursor().position();
            scheduler.run(5);
            assertEquals(paused, session.cursor().position(), "a tick after pause moves nothing");
        }
    }
}
