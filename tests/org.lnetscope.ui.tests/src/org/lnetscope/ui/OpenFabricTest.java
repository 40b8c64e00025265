package org.lnetscope.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.examples.HealthyFabric;
import org.lnetscope.model.resource.LnetResources;

class OpenFabricTest {

    @TempDir
    Path dir;

    @Test
    void modelFilesLoadByExtension() throws Exception {
        Path file = dir.resolve("healthy.lnetmodel");
        LnetResources.save(HealthyFabric.build(), file);
        Fabric fabric = OpenFabric.load(file);
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
        Fabric fabric = OpenFabric.load(extract);
        assertTrue(!fabric.getNodes().isEmpty(), "the router of the extract");
    }

    @Test
    void fileWithoutLnetStateIsRefusedWithItsName() throws Exception {
        Path notes = dir.resolve("notes.txt");
        Files.writeString(notes, "nothing to see here\n");
        Exception e = assertThrows(Exception.class, () -> OpenFabric.load(notes));
        assertTrue(e.getMessage().contains("notes.txt") && e.getMessage().contains("no LNet state"), e.getMessage());
    }
}
