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
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.examples.HealthyFabric;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.session.edit.SetAttributeCommand;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.KernelFunction;
import org.lnetscope.trace.TraceOptions;
import org.lnetscope.trace.TraceWriter;

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

    /** A jump to another router's event (the OOM of router3 in the full seed) shows that router; steps do not move the focus. */
    @Test
    void aJumpFocusesTheRouterItLandsOnAndStepsLeaveTheFocusAlone() throws Exception {
        Fabric fabric = HealthyFabric.build();
        Node first = fabric.getNodes().stream().filter(n -> n.getRole() == NodeRole.ROUTER).findFirst().orElseThrow();
        Node second = LnetFactory.eINSTANCE.createNode();
        second.setHostname("rtr02");
        second.setRole(NodeRole.ROUTER);
        second.setRamBytes(first.getRamBytes());
        fabric.getNodes().add(second);
        Path file = dir.resolve("two-routers.lnettrace");
        try (TraceWriter w = TraceWriter.create(file, fabric, 0, TraceOptions.defaults("test").withSpacing(256, 1024))) {
            int used = w.valueSlot(LnetPackage.Literals.NODE__USED_BYTES);
            int a = w.idOf(first);
            int b = w.idOf(second);
            for (int i = 1; i <= 5_000; i++) {
                w.event(i * 1_000_000L, EventType.MEMORY, KernelFunction.kiblnd_create_conn, a)
                        .set(a, used, first.getUsedBytes() + i).commit();
            }
            w.event(5_001_000_000L, EventType.NODE_OOM, KernelFunction.out_of_memory, b)
                    .set(b, used, second.getRamBytes()).commit();
        }
        FabricDocument doc = new FabricDocument();
        try (ReplaySession replay = (ReplaySession) Sessions.open(file)) {
            doc.open(replay);
            assertEquals("rtr01", doc.focus().orElseThrow().getHostname(), "opens on the first router");
            replay.step(10);
            assertEquals("rtr01", doc.focus().orElseThrow().getHostname());
            replay.seekToEvent(replay.eventCount());
            assertEquals("rtr02", doc.focus().orElseThrow().getHostname(), "the jump to rtr02's OOM shows rtr02");
            doc.setFocus(doc.fabric().orElseThrow().getNodes().stream().filter(n -> "rtr01".equals(n.getHostname()))
                    .findFirst().orElseThrow());
            replay.step(-1);
            replay.step(1);
            assertEquals("rtr01", doc.focus().orElseThrow().getHostname(), "steps leave the focus the user chose");
        }
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
