package org.lnetscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.PoolKind;
import org.lnetscope.model.RxState;
import org.lnetscope.model.Tunables;
import org.lnetscope.model.examples.HealthyFabric;
import org.lnetscope.model.examples.SeedIncident;

/** The derived values: EOperations whose bodies live in hand-written code. */
class OperationsTest {

    private static final LnetFactory F = LnetFactory.eINSTANCE;

    @Test
    void lndTimeoutFollowsTheLayout() {
        Fabric fabric = F.createFabric();
        Tunables t = F.createTunables();
        fabric.setTunables(t);
        fabric.setLustreVersion(LustreLayout.LAYOUT_B2_12);
        assertEquals(25, fabric.effectiveLndTimeout(), "2.12: tt / rc with the 2.12 defaults 50 / 2");
        t.setRetryCount(0);
        assertEquals(50, fabric.effectiveLndTimeout(), "2.12: tt when rc is 0");
        fabric.setLustreVersion(LustreLayout.LAYOUT_MASTER);
        t.setTransactionTimeout(150);
        t.setRetryCount(2);
        assertEquals(49, fabric.effectiveLndTimeout(), "master: (tt - 1) / (rc + 1)");
        t.setHealthSensitivity(0);
        assertEquals(149, fabric.effectiveLndTimeout(), "health off forces rc to 0");
        t.setLndTimeout(50);
        assertEquals(50, fabric.effectiveLndTimeout(), "an explicit lnd_timeout wins");
        assertEquals(50, SeedIncident.build(ValidationTest.TINY).effectiveLndTimeout());
    }

    @Test
    void tunableFallbacks() {
        Tunables t = F.createTunables();
        assertEquals(8, t.effectivePeerBufferCredits(), "peer_buffer_credits 0 falls back to peer_credits");
        t.setPeerBufferCredits(16);
        assertEquals(16, t.effectivePeerBufferCredits());
        assertEquals(2048, t.effectiveRouterBuffers(PoolKind.TINY));
        assertEquals(16384, t.effectiveRouterBuffers(PoolKind.SMALL));
        t.setLargeRouterBuffers(4096);
        assertEquals(4096, t.effectiveRouterBuffers(PoolKind.LARGE));
    }

    @Test
    void pinnedConnsAndBytes() {
        Fabric fabric = SeedIncident.build(ValidationTest.TINY);
        Node router = ValidationTest.router(fabric);
        KibConn conn = router.pinnedConns().get(0);
        assertTrue(conn.isPinned());
        assertEquals((512 + 256 + 86) * 4096L, conn.memoryBytes());
        assertEquals(conn.memoryBytes(), conn.pinnedBytes());
        assertEquals(42, conn.heldRxs().size());
        assertEquals(42, conn.holders().size());
        assertEquals(ValidationTest.TINY.pinnedConns(), router.pinnedConns().size());
        assertEquals(ValidationTest.TINY.pinnedConns() * conn.memoryBytes(), router.pinnedBytes());
        assertEquals(0, HealthyFabric.build().findNode("rtr01").pinnedBytes());
    }

    @Test
    void ownershipChainNamesEveryLink() {
        Fabric fabric = SeedIncident.build(ValidationTest.TINY);
        Message parked = ValidationTest.server(fabric).getRtrq().get(0);
        KibConn conn = parked.heldConn();
        assertSame(parked.getKibRx().getConn(), conn);
        String chain = parked.ownershipChain();
        assertTrue(chain.matches("lnet_msg 0xffff[0-9a-f]+ -> kib_rx 0xffff[0-9a-f]+ \\(rx_nob \\d+\\) -> kib_conn 0xffff[0-9a-f]+"
                + " to 10\\.0\\.0\\.21@o2ib \\(DISCONNECTED, ibc_refcount 42\\) -> 3497984 bytes pinned"), chain);
        Message forwarded = ValidationTest.compute(fabric).getTxq().get(0);
        assertNull(forwarded.heldConn());
        assertNull(forwarded.ownershipChain());
    }

    @Test
    void routerQueueIsPerPeerNiIn212AndPerPeerInMaster() {
        Fabric fabric = SeedIncident.build(ValidationTest.TINY);
        PeerNi server = ValidationTest.server(fabric);
        assertSame(server.getRtrq(), server.routerQueue());
        fabric.setLustreVersion(LustreLayout.LAYOUT_MASTER);
        assertSame(server.getPeer().getRtrq(), server.routerQueue());
    }

    @Test
    void lookupsAndNiCredits() {
        Fabric fabric = HealthyFabric.build();
        Node router = fabric.findNode("rtr01");
        assertEquals("o2ib1", fabric.findNet("o2ib1").getName());
        assertNull(fabric.findNode("nope"));
        assertEquals(512, router.findLocalNi(SeedIncident.ROUTER_COMPUTE_SIDE).txCredits());
        assertFalse(router.getKibPeers().get(0).getConns().get(0).isPinned());
    }

    /**
     * Pinned is "past ESTABLISHED and holding an rx LNet still owns" (kiblnd_post_rx drops every rx
     * LNet gives back once the conn is CLOSING or DISCONNECTED): a DISCONNECTED conn whose refs are
     * txs still completing is not pinned, a CLOSING one holding a parked message's rx is.
     */
    @Test
    void pinnedMeansHeldByAnRxLnetOwnsNotJustReferenced() {
        KibConn completing = F.createKibConn();
        completing.setState(KibConnState.DISCONNECTED);
        completing.setRefcount(3);
        KibRx posted = F.createKibRx();
        posted.setState(RxState.POSTED);
        completing.getRxs().add(posted);
        assertFalse(completing.isPinned());
        assertEquals(0, completing.pinnedBytes());

        KibConn closing = F.createKibConn();
        closing.setState(KibConnState.CLOSING);
        closing.setRefcount(1);
        KibRx held = F.createKibRx();
        held.setState(RxState.HELD);
        closing.getRxs().add(held);
        assertTrue(closing.isPinned());

        closing.setState(KibConnState.ESTABLISHED);
        assertFalse(closing.isPinned(), "an established conn reposts its rxs when LNet gives them back");
    }

    /** operationReflection: the operations are reachable through eInvoke too, for generic UI code. */
    @Test
    void operationsAreReflective() throws Exception {
        Fabric fabric = SeedIncident.build(ValidationTest.TINY);
        KibConn conn = ValidationTest.router(fabric).pinnedConns().get(0);
        assertEquals(Boolean.TRUE, conn.eInvoke(LnetPackage.Literals.KIB_CONN___IS_PINNED, null));
    }
}
