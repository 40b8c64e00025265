package org.lnetscope.sim.world;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

/**
 * Simulated kernel addresses stay unique across the fabric (the model's IDs): a node never runs
 * into another's region, freed addresses come back only after enough others, and a node that
 * has used up its region says so instead of handing out a neighbour's addresses.
 */
class AddressSpaceTest {

    @Test
    void aRouterWithThousandsOfConnsStaysInItsRegion() {
        AddressSpace router = new AddressSpace(100, "router1");
        AddressSpace next = new AddressSpace(101, "router2");
        long neighbour = next.object();
        // 55,000 conns (the seed's pinned conns at its OOM) and a million messages: the old 256 MiB
        // region per node held 2,048 conns
        long highest = 0;
        for (int i = 0; i < 55_000; i++) {
            highest = Math.max(highest, router.conn() - AddressSpace.BASE);
        }
        for (int i = 0; i < 1_000_000; i++) {
            highest = Math.max(highest, router.object() - AddressSpace.BASE);
        }
        assertTrue(highest < neighbour - AddressSpace.BASE, "router1 reached router2's addresses");
    }

    @Test
    void freedAddressesComeBackOnlyAfterTheDelay() {
        AddressSpace node = new AddressSpace(3, "server1");
        Set<Long> live = new HashSet<>();
        long first = node.object();
        node.freeObject(first);
        for (int i = 0; i < AddressSpace.REUSE_DELAY; i++) {
            long a = node.object();
            assertTrue(a != first, "reused after " + i + " frees");
            assertTrue(live.add(a));
            node.freeObject(a);
            live.remove(a);
        }
        // now more than REUSE_DELAY wait: the oldest, the first, is handed out again
        assertEquals(first, node.object());
    }

    @Test
    void aNodeThatUsesUpItsRegionFailsClearly() {
        AddressSpace node = new AddressSpace(0, "router9");
        long conns = (1L << AddressSpace.REGION_BITS) / AddressSpace.CONN_BYTES;
        for (long i = 0; i < conns; i++) {
            node.conn();
        }
        IllegalStateException e = assertThrows(IllegalStateException.class, node::conn);
        assertTrue(e.getMessage().contains("router9"), e.getMessage());
    }

    @Test
    void theLastRegionEndsAtTheTopOfTheAddressSpace() {
        AddressSpace last = new AddressSpace(AddressSpace.MAX_NODES - 1, "last");
        long a = last.conn();
        assertTrue(Long.compareUnsigned(a, AddressSpace.BASE) > 0);
        assertThrows(IllegalArgumentException.class, () -> new AddressSpace(AddressSpace.MAX_NODES, "one too many"));
    }
}
