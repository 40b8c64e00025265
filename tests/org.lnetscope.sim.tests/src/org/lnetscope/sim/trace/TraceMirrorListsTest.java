package org.lnetscope.sim.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.Node;
import org.lnetscope.trace.TraceOptions;
import org.lnetscope.trace.TraceWriter;
import org.lnetscope.trace.state.IntList;

/**
 * A list the mirror does not keep (a node's messages, a conn's held rxs: the recorder keeps them
 * beside the simulator's objects) cannot tell the index of an object deleted from it: the caller
 * must name it, or say that it is found where the op is applied (a node's messages,
 * OpSink.deleteListed). Any other delete without an index would reach a writer that keeps no state.
 */
class TraceMirrorListsTest {

    @TempDir
    Path dir;

    @Test
    void aDeleteFromAListKeptElsewhereNeedsItsIndexUnlessFoundWhereApplied() throws Exception {
        Fabric fabric = LnetFactory.eINSTANCE.createFabric();
        Node node = LnetFactory.eINSTANCE.createNode();
        node.setHostname("rtr1");
        fabric.getNodes().add(node);
        TraceWriter writer = TraceWriter.create(dir.resolve("t.lnettrace"), fabric, 0, TraceOptions.defaults("test"));
        try {
            TraceSlots s = new TraceSlots(writer);
            TraceMirror mirror = new TraceMirror(writer.state());
            int nodeId = writer.idOf(node);
            mirror.external(s.cNode, s.lNodeMessages, owner -> new IntList());

            int msg = mirror.highWater();
            assertEquals(0, mirror.create(msg, s.cMessage, nodeId, s.lNodeMessages, 0));
            IllegalStateException unnamed = assertThrows(IllegalStateException.class, () -> mirror.delete(msg, -1, false));
            assertTrue(unnamed.getMessage().contains("without its index"), unnamed.getMessage());
            assertEquals(nodeId, mirror.containerOf(msg), "a refused delete leaves the object where it was");

            assertEquals(-1, mirror.delete(msg, -1, true), "the index is left for the op thread to find");
            assertEquals(0, mirror.create(msg, s.cMessage, nodeId, s.lNodeMessages, 0), "the id is free again");
            assertEquals(0, mirror.delete(msg, 0, false), "a named index is taken as given");
        } finally {
            writer.abandon();
        }
    }
}
