package org.lnetscope.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.examples.HealthyFabric;
import org.lnetscope.model.resource.FileKind;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.session.replay.ReplaySession;

/** {@link Sessions#open} decides what a file is, for the window and the CLI alike. */
class SessionsTest {

    @TempDir
    Path dir;

    @Test
    void modelFilesLoadByExtension() throws Exception {
        Path file = dir.resolve("healthy.lnetmodel");
        LnetResources.save(HealthyFabric.build(), file);
        Session session = Sessions.open(file);
        assertInstanceOf(SnapshotSession.class, session);
        Fabric fabric = session.fabric();
        assertEquals(HealthyFabric.build().getNodes().size(), fabric.getNodes().size());
    }

    @Test
    void crashExtractOpensAsAFabric() throws Exception {
        Path extract = dir.resolve("router.log");
        Files.writeString(extract, """
                crash> struct lnet_peer_ni ffff9a0f3c2e1800
                struct lnet_peer_ni {
                  lpni_txcredits = -3,
                  lpni_mintxcredits = -3,
                  lpni_rtrcredits = 42,
                  lpni_minrtrcredits = 40,
                  lpni_txqnob = 0,
                  lpni_nid = 1407379346358289,
                  lpni_refcount = {
                    counter = 7
                  },
                }
                """);
        Fabric fabric = Sessions.open(extract).fabric();
        assertTrue(!fabric.getNodes().isEmpty(), "the router of the extract");
    }

    @Test
    void fileWithoutLnetStateIsRefusedWithItsName() throws Exception {
        Path notes = dir.resolve("notes.txt");
        Files.writeString(notes, "nothing to see here\n");
        Exception e = assertThrows(Exception.class, () -> Sessions.open(notes));
        assertTrue(e.getMessage().contains("notes.txt") && e.getMessage().contains("no LNet state"), e.getMessage());
    }

    @Test
    void aTraceOpensForReplayAtItsStart() throws Exception {
        try (Session session = Sessions.open(Examples.SMALL_TRACE)) {
            ReplaySession replay = assertInstanceOf(ReplaySession.class, session);
            assertEquals(Examples.SMALL_TRACE, replay.file());
            assertEquals(0, replay.cursor().position(), "a trace opens before its first event");
            assertTrue(replay.fabric().getNodes().size() > 3, "the small fabric's nodes");
        }
    }

    @Test
    void aMissingFileIsNamed() {
        Exception e = assertThrows(NoSuchFileException.class, () -> Sessions.open(dir.resolve("gone.lnetmodel")));
        assertTrue(e.getMessage().contains("gone.lnetmodel"), e.getMessage());
    }

    @Test
    void aBrokenModelFileSaysWhereItIsBroken() throws Exception {
        Path file = dir.resolve("broken.lnetmodel");
        Files.writeString(file,
                "<?xml version=\"1.0\"?>\n<lnet:Fabric xmlns:lnet=\"http://lnetscope.org/model/lnet/1.0\" name=\"x\">\n  <nodes hostname=\n");
        Exception e = assertThrows(IOException.class, () -> Sessions.open(file));
        assertTrue(e.getMessage().contains("broken.lnetmodel"), e.getMessage());
    }

    @Test
    void theKindIsDecidedByTheNameInOnePlace() {
        assertEquals(FileKind.MODEL, FileKind.of(Path.of("/x/seed.lnetmodel")));
        assertEquals(FileKind.MODEL, FileKind.of(Path.of("seed.lnetmodelb")));
        assertEquals(FileKind.TRACE, FileKind.of(Path.of("run.lnettrace")));
        // Crash session logs carry whatever name their author gave them.
        assertEquals(FileKind.CRASH_EXTRACT, FileKind.of(Path.of("vmcore-session.log.gz")));
        assertEquals(FileKind.CRASH_EXTRACT, FileKind.of(Path.of("/var/crash/127.0.0.1-2026-11-30")));
    }
}
