package org.lnetscope.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventStream;
import org.lnetscope.trace.StateApplier;
import org.lnetscope.trace.TraceOptions;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.trace.state.FlatState;

/**
 * A move that applies at least {@link ReplayCursor#PREFETCH_EVENTS} events reads them on a second
 * thread ({@code EventPrefetch}): it lands on the state a straight replay gives, and stopped by its
 * progress it stops at a valid position with that position's state, its thread gone.
 */
class PrefetchedSeekTest {

    @TempDir
    Path dir;

    private static Map<Long, FlatState> truth(TraceReader reader, List<Long> positions) {
        Map<Long, FlatState> truth = new HashMap<>();
        FlatState state = reader.loadCheckpoint(0);
        EventStream stream = reader.events(0);
        Event event = new Event();
        while (stream.next(event)) {
            StateApplier.apply(event, state, null);
            if (positions.contains(stream.position())) {
                truth.put(stream.position(), state.copy());
            }
        }
        return truth;
    }

    private static boolean prefetchThreadAlive() {
        return Thread.getAllStackTraces().keySet().stream().anyMatch(t -> t.getName().equals("lnetscope-prefetch") && t.isAlive());
    }

    @Test
    void longMovesLandExactlyAndStopCleanly() throws IOException {
        Path file = dir.resolve("incident.lnettrace");
        // one checkpoint (the start) in 200,000 events: every move forward from far applies them all
        new IncidentGenerator(6, 12, 8, 51).write(file, 200_000, TraceOptions.defaults("prefetch test").withSpacing(512, 1 << 30));
        try (TraceReader reader = TraceReader.open(file)) {
            assertEquals(1, reader.checkpointCount());
            long far = reader.eventCount() - 7;
            long mid = ReplayCursor.PREFETCH_EVENTS + 12_345;
            ReplayCursor cursor = new ReplayCursor(reader, 1000); // undoes 1,000 events at most
            long[] stoppedAt = {-1};
            boolean[] prefetching = {false};
            cursor.seekToEvent(far, position -> {
                if (position >= mid) {
                    stoppedAt[0] = position;
                    prefetching[0] = prefetchThreadAlive();
                    return true;
                }
                return false;
            });
            assertTrue(prefetching[0], "the events were read ahead on a second thread during the move");
            assertFalse(prefetchThreadAlive(), "a stopped move's prefetching thread is gone");
            assertEquals(stoppedAt[0], cursor.position(), "stopped where the progress said");
            Map<Long, FlatState> truth = truth(reader, List.of(stoppedAt[0], far, mid + 70_000));
            assertNull(truth.get(stoppedAt[0]).differenceFrom(cursor.state()), "the state where it stopped");
            cursor.seekToEvent(far);
            assertEquals(far, cursor.position());
            assertNull(truth.get(far).differenceFrom(cursor.state()), "after a long move on from there");
            // backward past the undo log: the start's checkpoint, then every event again, prefetched
            cursor.seekToEvent(mid + 70_000);
            assertNull(truth.get(mid + 70_000).differenceFrom(cursor.state()), "after a long move back");
            assertTrue(cursor.step(-1) && cursor.step(1), "the undo log holds the prefetched events");
            assertNull(truth.get(mid + 70_000).differenceFrom(cursor.state()), "back one and forward again");
            assertFalse(prefetchThreadAlive());
        }
    }
}
