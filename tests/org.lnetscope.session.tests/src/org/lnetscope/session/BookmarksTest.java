package org.lnetscope.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.session.replay.Bookmarks;
import org.lnetscope.session.replay.ReplaySession;

/** Bookmarks with a note, kept beside the trace, and play speed in events per second. */
class BookmarksTest {

    @TempDir
    Path dir;

    @Test
    void bookmarksAreSavedBesideTheTraceAndStepped() throws Exception {
        Path trace = dir.resolve("small.lnettrace");
        Files.copy(Examples.SMALL_TRACE, trace);
        try (ReplaySession session = ReplaySession.open(trace)) {
            session.bookmarks().put(110_927, "first pinned conn: show the trainees the refcount");
            session.bookmarks().put(73_886, "compute3's txq starts filling");
            assertTrue(Files.isRegularFile(dir.resolve("small.lnettrace.bookmarks")));
            assertTrue(session.stepToBookmark(true));
            assertEquals(73_886, session.cursor().currentEvent().index());
            assertTrue(session.stepToBookmark(true));
            assertEquals(110_927, session.cursor().currentEvent().index());
            assertTrue(!session.stepToBookmark(true), "no bookmark after the last");
            assertTrue(session.stepToBookmark(false));
            assertEquals(73_886, session.cursor().currentEvent().index());
        }
        // Opened again: the notes are there, in event order.
        try (ReplaySession session = ReplaySession.open(trace)) {
            List<Bookmarks.Bookmark> all = session.bookmarks().all();
            assertEquals(List.of(73_886L, 110_927L), all.stream().map(Bookmarks.Bookmark::event).toList());
            assertEquals("first pinned conn: show the trainees the refcount", all.get(1).note());
            session.bookmarks().remove(73_886);
            assertNull(session.bookmarks().at(73_886));
        }
        assertEquals(1, Files.readAllLines(dir.resolve("small.lnettrace.bookmarks")).stream()
                .filter(l -> l.startsWith("#1")).count());
    }

    /**
     * Issue 36, block 4: a trace in a folder that cannot be written (a read-only share; here, as
     * root ignores permissions, a folder planted where the bookmarks file goes) keeps its bookmarks
     * in the fallback folder, says where, and finds them there when opened again.
     */
    @Test
    void bookmarksFallBackWhenTheTracesFolderCannotBeWritten() throws Exception {
        Path shared = Files.createDirectories(dir.resolve("shared"));
        Path trace = shared.resolve("small.lnettrace");
        Files.copy(Examples.SMALL_TRACE, trace);
        Path own = dir.resolve("workspace").resolve("bookmarks");
        Bookmarks.setFallbackFolder(own);
        Path planted = Files.createDirectories(shared.resolve("small.lnettrace.bookmarks").resolve("x"));
        boolean readOnly = false;
        if (!"root".equals(System.getProperty("user.name"))) {
            Files.delete(planted);
            Files.delete(planted.getParent());
            readOnly = shared.toFile().setWritable(false, false);
        }
        try {
            try (ReplaySession session = ReplaySession.open(trace)) {
                assertNull(session.bookmarks().fallback(), "beside the trace until a write fails");
                session.bookmarks().put(110_927, "first pinned conn");
                Path kept = session.bookmarks().file();
                assertTrue(kept.startsWith(own), kept.toString());
                assertTrue(Files.readString(kept).contains("#110927\tfirst pinned conn"));
                String said = session.bookmarks().fallback();
                assertTrue(said.startsWith("Bookmarks are kept in " + kept + " because "), said);
                assertTrue(said.contains(readOnly ? "is read-only" : "could not be written"), said);
            }
            try (ReplaySession session = ReplaySession.open(trace)) {
                assertEquals(List.of(110_927L), session.bookmarks().all().stream().map(Bookmarks.Bookmark::event).toList(),
                        "read back from the fallback");
                assertTrue(session.bookmarks().fallback() != null);
            }
        } finally {
            shared.toFile().setWritable(true, false);
            Bookmarks.setFallbackFolder(Path.of(System.getProperty("user.home"), ".lnetscope", "bookmarks"));
        }
    }

    @Test
    void aBadBookmarksFileNamesItsLine() throws Exception {
        Path trace = dir.resolve("small.lnettrace");
        Files.copy(Examples.SMALL_TRACE, trace);
        Files.writeString(dir.resolve("small.lnettrace.bookmarks"), "# notes\n#12\tok\nlater: the OOM\n");
        try (ReplaySession session = ReplaySession.open(trace)) {
            var error = assertThrows(IOException.class, session::bookmarks);
            assertTrue(error.getMessage().endsWith("small.lnettrace.bookmarks:3: not a bookmark (#EVENT<TAB>note): later: the OOM"),
                    error.getMessage());
        }
        Files.writeString(dir.resolve("small.lnettrace.bookmarks"), "#99999999\tpast the end\n");
        try (ReplaySession session = ReplaySession.open(trace)) {
            var error = assertThrows(IOException.class, session::bookmarks);
            assertTrue(error.getMessage().contains(":1: event #99999999 is not in the trace"), error.getMessage());
        }
    }

    @Test
    void eventsPerSecondBecomeATraceSpeedFromTheLocalEventRate() throws Exception {
        try (ReplaySession session = ReplaySession.open(Examples.SMALL_TRACE)) {
            session.seekToEvent(120_000); // between two checkpoints: the rate is measured across them
            var reader = session.reader();
            int k = reader.checkpointAtOrBefore(120_000);
            double nanosPerEvent = (reader.checkpointTime(k + 1) - reader.checkpointTime(k))
                    / (double) (reader.checkpointPosition(k + 1) - reader.checkpointPosition(k));
            double speed = session.traceSpeedFor(10);
            assertEquals(10 * nanosPerEvent / 1e9, speed, 1e-12);
            assertEquals(2 * speed, session.traceSpeedFor(20), 1e-12, "twice the events, twice the speed");
        }
    }
}
