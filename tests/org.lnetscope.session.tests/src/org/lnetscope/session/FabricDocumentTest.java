package org.lnetscope.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.examples.HealthyFabric;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.session.edit.SetAttributeCommand;
import org.lnetscope.session.replay.ReplaySession;

/** The open document without a window: two can live side by side, edits undo, Save As writes. */
class FabricDocumentTest {

    @TempDir
    Path dir;

    @Test
    void opensOnTheRouterInMostTroubleAndTellsItsListeners() throws Exception {
        FabricDocument doc = new FabricDocument();
        List<FabricDocument.Change> changes = new ArrayList<>();
        doc.addListener(d -> changes.add(d.lastChange()));
        doc.open(Sessions.open(Examples.SEED));
        assertEquals(List.of(FabricDocument.Change.OPENED), changes);
        assertEquals(NodeRole.ROUTER, doc.focus().orElseThrow().getRole());
        assertTrue(doc.isEditable(), "a snapshot can be edited");
        assertEquals(Examples.SEED, doc.saveTarget().orElseThrow(), "Save writes back to the model file");
    }

    @Test
    void twoDocumentsAreIndependent() throws Exception {
        FabricDocument a = new FabricDocument();
        FabricDocument b = new FabricDocument();
        a.open(Sessions.open(Examples.SEED));
        try (ReplaySession replay = (ReplaySession) Sessions.open(Examples.SMALL_TRACE)) {
            b.open(replay);
            assertTrue(a.replay().isEmpty());
            assertEquals(replay, b.replay().orElseThrow());
            assertFalse(b.isEditable(), "a trace is history, not something to edit");
            assertTrue(b.saveTarget().isEmpty());
            assertTrue(a.fabric().orElseThrow() != b.fabric().orElseThrow());
        }
    }

    @Test
    void anEditIsUndoneAndSaveAsWritesTheEditedFabric() throws Exception {
        Path file = dir.resolve("healthy.lnetmodel");
        LnetResources.save(HealthyFabric.build(), file);
        FabricDocument doc = new FabricDocument();
        doc.open(Sessions.open(file));
        PeerNi ni = doc.focus().orElseThrow().getPeers().get(0).getPeerNis().get(0);
        int before = ni.getTxCredits();

        doc.commandStack().execute(new SetAttributeCommand(ni, LnetPackage.Literals.PEER_NI__TX_CREDITS, before - 5));
        assertEquals(before - 5, ni.getTxCredits());
        assertTrue(doc.isDirty());
        assertTrue(doc.undoLabel().contains("txCredits"), doc.undoLabel());
        doc.undo();
        assertEquals(before, ni.getTxCredits());
        assertFalse(doc.isDirty());
        doc.redo();

        Path copy = dir.resolve("edited.lnetmodelb");
        doc.saveAs(copy);
        assertFalse(doc.isDirty());
        assertEquals(copy, doc.file().orElseThrow());
        Fabric saved = LnetResources.load(copy);
        PeerNi savedNi = saved.getNodes().stream().filter(n -> n.getHostname().equals(doc.focus().orElseThrow().getHostname()))
                .findFirst().orElseThrow().getPeers().get(0).getPeerNis().get(0);
        assertEquals(before - 5, savedNi.getTxCredits());
    }
}
