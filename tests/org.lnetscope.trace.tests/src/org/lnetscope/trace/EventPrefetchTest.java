package org.lnetscope.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Events decoded ahead on a second thread ({@link EventPrefetch}) are the events a plain
 * {@link EventStream} gives, in the same order, op by op, from any position to any other (across
 * chunks and batches, to the trace's end); closed early, its thread is gone when close returns.
 */
class EventPrefetchTest {

    @TempDir
    Path dir;

    private static void assertSame(Event expected, Event actual, long at) {
        assertNotNull(actual, "event " + at);
        assertEquals(expected.index(), actual.index(), "event " + at);
        assertEquals(expected.timeNs(), actual.timeNs(), "event " + at);
        assertEquals(expected.type(), actual.type(), "event " + at);
        assertEquals(expected.function(), actual.function(), "event " + at);
        assertEquals(expected.subject(), actual.subject(), "event " + at);
        assertEquals(expected.opCount(), actual.opCount(), "event " + at);
        for (int op = 0; op < expected.opCount(); op++) {
            assertEquals(expected.opKind(op), actual.opKind(op), "event " + at + " op " + op);
            assertEquals(expected.opA(op), actual.opA(op), "event " + at + " op " + op);
            assertEquals(expected.opB(op), actual.opB(op), "event " + at + " op " + op);
            assertEquals(expected.opC(op), actual.opC(op), "event " + at + " op " + op);
            assertEquals(expected.opD(op), actual.opD(op), "event " + at + " op " + op);
            assertEquals(expected.opValue(op), actual.opValue(op), "event " + at + " op " + op);
            assertEquals(expected.poolValue(op), actual.poolValue(op), "event " + at + " op " + op);
        }
    }

    private static boolean prefetchThreadAlive() {
        return Thread.getAllStackTraces().keySet().stream().anyMatch(t -> t.getName().equals("lnetscope-prefetch") && t.isAlive());
    }

    @Test
    void theSameEventsInTheSameOrder() throws IOException {
        Path file = dir.resolve("small.lnettrace");
        new SmallTrace().write(file, 3 * EventPrefetch.BATCH * EventPrefetch.AHEAD, TraceOptions.defaults("test").withSpacing(64, 256), 8)
                .close();
        try (TraceReader reader = TraceReader.open(file)) {
            long n = reader.eventCount();
            assertTrue(reader.chunkCount() > 10, reader.chunkCount() + " chunks");
            long[][] ranges = {{0, n}, {1, n - 1}, {777, 777 + EventPrefetch.BATCH}, {n - 5, n + 100}, {100, 101}, {300, 300}};
            for (long[] range : ranges) {
                EventStream plain = reader.events(range[0]);
                Event expected = new Event();
                try (EventPrefetch ahead = new EventPrefetch(reader, range[0], range[1])) {
                    long end = Math.min(range[1], n);
                    for (long p = range[0]; p < end; p++) {
                        assertEquals(p, ahead.position());
                        assertTrue(plain.next(expected));
                        assertSame(expected, ahead.next(), p);
                    }
                    assertNull(ahead.next(), "nothing after " + end);
                    assertNull(ahead.next(), "and still nothing");
                }
                assertTrue(!prefetchThreadAlive(), "the thread stopped");
            }
        }
    }

    @Test
    void closedEarlyItsThreadStops() throws Exception {
        Path file = dir.resolve("small.lnettrace");
        new SmallTrace().write(file, 20_000, TraceOptions.defaults("test").withSpacing(64, 256), 9).close();
        try (TraceReader reader = TraceReader.open(file)) {
            for (int taken : new int[] {0, 1, EventPrefetch.BATCH, 3 * EventPrefetch.BATCH + 5}) {
                EventPrefetch ahead = new EventPrefetch(reader, 10, reader.eventCount());
                Thread.sleep(taken == 0 ? 50 : 0); // let it fill every batch and wait for a free one
                for (int i = 0; i < taken; i++) {
                    assertNotNull(ahead.next());
                }
                ahead.close();
                assertTrue(!prefetchThreadAlive(), "the thread stopped after " + taken + " events");
            }
            // the reader still serves: the close did not interrupt a read of its channel
            EventStream stream = reader.events(reader.eventCount() - 1);
            assertTrue(stream.next(new Event()));
        }
    }
}
