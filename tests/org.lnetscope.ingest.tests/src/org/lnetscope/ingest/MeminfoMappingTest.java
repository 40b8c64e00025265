package org.lnetscope.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.Node;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;

/**
 * An agent's /proc/meminfo (kind meminfo) in the model: MemTotal as the node's RAM, MemAvailable,
 * Slab and SUnreclaim, and what is not available as used; the changes reported so that a recorder
 * writes them to the trace ({@link MirrorListener} rebuilds the same model from them); when the
 * agent stops reading memory, the fields go back to unknown (unset), not 0.
 */
class MeminfoMappingTest {

    private static NodeState state(long available, boolean withMemory) {
        NodeState s = new NodeState();
        s.object(Kinds.ROUTING, "").put(Kinds.ROUTING_STATE, "enabled");
        if (withMemory) {
            s.object(Kinds.MEMINFO, "").put(Kinds.MEM_TOTAL, 48L << 30).put(Kinds.MEM_AVAILABLE, available).put(Kinds.SLAB, 4L << 30)
                    .put(Kinds.SUNRECLAIM, 3L << 30);
        }
        return s;
    }

    @Test
    void theNodesMemoryFollowsItsMeminfo() {
        Fabric fabric = LnetFactory.eINSTANCE.createFabric();
        fabric.setTunables(LnetFactory.eINSTANCE.createTunables());
        MirrorListener mirror = new MirrorListener(fabric);
        FabricMapper mapper = new FabricMapper(fabric, mirror);
        Node rtr1 = mapper.node("rtr1");
        assertFalse(rtr1.isSetMemAvailableBytes(), "unknown before any read");

        mapper.syncAll(rtr1, state(42_000_000_000L, true));
        assertEquals(48L << 30, rtr1.getRamBytes());
        assertEquals(42_000_000_000L, rtr1.getMemAvailableBytes());
        assertEquals((48L << 30) - 42_000_000_000L, rtr1.getUsedBytes());
        assertEquals(4L << 30, rtr1.getSlabBytes());
        assertEquals(3L << 30, rtr1.getSlabUnreclaimableBytes());
        assertTrue(EcoreUtil.equals(fabric, mirror.mirror()), "the reported changes rebuild the model");

        // a delta: only MemAvailable changed
        NodeState next = state(41_900_000_000L, true);
        int before = mirror.changes;
        mapper.sync(rtr1, next, List.of(LnetObject.key(Kinds.MEMINFO, "")), List.of());
        assertEquals(41_900_000_000L, rtr1.getMemAvailableBytes());
        assertEquals(2, mirror.changes - before, "MemAvailable and used: " + (mirror.changes - before));
        assertTrue(EcoreUtil.equals(fabric, mirror.mirror()));

        // --meminfo off after a restart: the memory is not known any more
        mapper.sync(rtr1, state(0, false), List.of(), List.of(LnetObject.key(Kinds.MEMINFO, "")));
        assertFalse(rtr1.isSetMemAvailableBytes());
        assertFalse(rtr1.isSetSlabBytes());
        assertFalse(rtr1.isSetSlabUnreclaimableBytes());
        assertTrue(EcoreUtil.equals(fabric, mirror.mirror()));
    }
}
