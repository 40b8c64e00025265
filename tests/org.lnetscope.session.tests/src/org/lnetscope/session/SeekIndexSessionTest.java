package org.lnetscope.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.SeekIndex;
import org.lnetscope.trace.SeekIndexBuilder;
import org.lnetscope.trace.TraceReader;

/**
 * A trace opened after `lnetscope trace index FILE` built its seek index moves with it (the window's
 * jump to the OOM applies at most one restore interval), to the same state as without; a trace
 * without one says so and moves as before.
 */
class SeekIndexSessionTest {

    @TempDir
    Path tmp;

    @Test
    void aSessionUsesTheIndexTheCommandBuiltAndLandsWhereAStraightReplayDoes() throws Exception {
        Path cache = tmp.resolve("cache");
        System.setProperty(SeekIndex.CACHE_DIR_PROPERTY, cache.toString());
        try {
            try (ReplaySession none = ReplaySession.open(Examples.SMALL_TRACE, ReplaySession.Mirror.WITHOUT_MESSAGES_AND_RXS)) {
                assertEquals("no seek index yet", none.seekIndexStatus());
                assertNull(none.cursor().index());
            }
            try (TraceReader reader = TraceReader.open(Examples.SMALL_TRACE)) {
                SeekIndex.Status built = SeekIndexBuilder.openOrBuild(reader, cache, SeekIndexBuilder.Progress.NONE);
                assertNotNull(built.index(), built.why());
                built.index().close();
            }
            try (ReplaySession with = ReplaySession.open(Examples.SMALL_TRACE, ReplaySession.Mirror.WITHOUT_MESSAGES_AND_RXS);
                    TraceReader plainReader = TraceReader.open(Examples.SMALL_TRACE)) {
                assertTrue(with.seekIndexStatus().contains("restore points"), with.seekIndexStatus());
                assertNotNull(with.cursor().index());
                ReplayCursor plain = new ReplayCursor(plainReader);
                Random random = new Random(34);
                long events = plainReader.eventCount();
                for (int i = 0; i < 25; i++) {
                    long target = 1 + (long) (random.nextDouble() * (events - 1));
                    with.cursor().seekToEvent(target);
                    plain.seekToEvent(target);
                    assertEquals(null, with.cursor().state().differenceFrom(plain.state()), "at event " + target);
                }
            }
        } finally {
            System.clearProperty(SeekIndex.CACHE_DIR_PROPERTY);
        }
    }
}
