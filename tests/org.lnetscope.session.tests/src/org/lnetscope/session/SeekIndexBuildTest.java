package org.lnetscope.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.session.replay.SeekIndexBuild;
import org.lnetscope.trace.SeekIndex;
import org.lnetscope.trace.TraceReader;

/**
 * The window's Replay > Build Seek Index: an open session takes up the index built beside it and
 * lands where a straight replay does; a cancelled build leaves no index, and the session keeps moving
 * without one.
 */
class SeekIndexBuildTest {

    @TempDir
    Path tmp;

    @Test
    void anOpenSessionTakesUpTheIndexBuiltForIt() throws Exception {
        Path cache = tmp.resolve("cache");
        System.setProperty(SeekIndex.CACHE_DIR_PROPERTY, cache.toString());
        try (ReplaySession session = ReplaySession.open(Examples.SMALL_TRACE, ReplaySession.Mirror.WITHOUT_MESSAGES_AND_RXS);
                TraceReader plainReader = TraceReader.open(Examples.SMALL_TRACE)) {
            assertFalse(session.hasSeekIndex());
            assertTrue(SeekIndexBuild.heapNeeded(session.reader()) > 0, "the example's checkpoints hold objects");
            // stopped at its first progress report: nothing is left behind, and the session has no index
            SeekIndexBuild.Result stopped = SeekIndexBuild.run(Examples.SMALL_TRACE, (done, total) -> true);
            assertFalse(stopped.built(), stopped.text());
            assertFalse(session.useBuiltSeekIndex());
            assertEquals(0, files(cache), "a stopped build leaves no index file");
            SeekIndexBuild.Result built = SeekIndexBuild.run(Examples.SMALL_TRACE, (done, total) -> false);
            assertTrue(built.built() && built.points() > 0 && Files.size(built.file()) == built.bytes(), built.text());
            assertTrue(built.text().matches("The seek index has \\d+ restore points \\([\\d,]+ [KM]B\\) in .*"), built.text());
            assertTrue(session.useBuiltSeekIndex());
            assertTrue(session.hasSeekIndex() && session.cursor().index() != null);
            ReplayCursor plain = new ReplayCursor(plainReader);
            Random random = new Random(45);
            for (int i = 0; i < 20; i++) {
                long target = 1 + (long) (random.nextDouble() * (plainReader.eventCount() - 1));
                session.cursor().seekToEvent(target);
                plain.seekToEvent(target);
                assertEquals(null, session.cursor().state().differenceFrom(plain.state()), "at event " + target);
            }
        } finally {
            System.clearProperty(SeekIndex.CACHE_DIR_PROPERTY);
        }
    }

    private static long files(Path dir) throws Exception {
        if (!Files.isDirectory(dir)) {
            return 0;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            return walk.filter(Files::isRegularFile).count();
        }
    }
}
