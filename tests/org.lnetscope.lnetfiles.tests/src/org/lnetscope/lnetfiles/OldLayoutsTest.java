package org.lnetscope.lnetfiles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.core.Diagnostic;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;

/**
 * Tables of Lustre 1.6 to 2.4 (/proc/sys/lnet), as router_proc.c of v1_6_7, v1_8_6 and v2_0_0
 * prints them, lbstats output, every net type of nidstrings.c, and tables that are valid but empty.
 */
class OldLayoutsTest {

    @Test
    void peersOf18HaveNineColumnsWithoutLast() {
        NodeState s = Fixtures.read("old/1.8-peers");
        assertEquals(List.of(), s.diagnostics());
        LnetObject o2ib = s.get(Kinds.PEER_NI, "192.168.10.3@o2ib");
        assertEquals(7, o2ib.num(Kinds.TX_CREDITS, 0));
        assertEquals(-2, o2ib.num(Kinds.MIN_TX_CREDITS, 0));
        assertEquals(1208, o2ib.num(Kinds.TXQ_NOB, 0));
        assertFalse(o2ib.has(Kinds.LAST_ALIVE), "1.8 prints no last column");
        assertEquals("up", s.get(Kinds.PEER_NI, "10.0.0.254@tcp").text(Kinds.STATE));
        // LNDs removed since: Quadrics elan, Myrinet mx, Portals ptl
        for (String nid : new String[] {"12@elan", "10.10.0.7@mx", "37@ptl"}) {
            assertNotNull(s.get(Kinds.PEER_NI, nid), nid);
        }
        assertEquals(5L, s.summary("old/1.8-peers").read().get("peers table rows (1.8 layout, no 'last')"));
    }

    @Test
    void routesBefore25HaveNoPriorityAndAreNotADataRow() {
        NodeState s = Fixtures.read("old/1.8-routes");
        assertEquals(List.of(), s.diagnostics());
        assertEquals("disabled", s.get(Kinds.ROUTING, "").text(Kinds.ROUTING_STATE));
        LnetObject down = s.get(Kinds.ROUTE, "o2ib 10.0.0.253@tcp");
        assertEquals("down", down.text(Kinds.STATE));
        assertEquals(1, down.num(Kinds.HOP, 0));
        assertFalse(down.has(Kinds.PRIORITY));
        assertEquals(2, s.ofKind(Kinds.ROUTE).size());
    }

    @Test
    void nisAndRoutersOf16() {
        NodeState s = Fixtures.read("old/1.6-nis", "old/1.6-routers");
        assertEquals(List.of(), s.diagnostics());
        LnetObject tq = s.get(Kinds.TX_QUEUE, "192.168.10.3@o2ib 0");
        assertEquals(256, tq.num(Kinds.TQ_CREDITS_MAX, 0));
        assertEquals(249, tq.num(Kinds.TQ_CREDITS_MIN, 0));
        assertEquals(5, tq.num(Kinds.TQ_REFS, 0));
        assertEquals(8, s.get(Kinds.NI, "192.168.10.3@o2ib").num(Kinds.PEER_CREDITS, 0));
        assertFalse(s.get(Kinds.NI, "192.168.10.3@o2ib").has(Kinds.STATUS), "1.6 prints no status");
        LnetObject router = s.get(Kinds.ROUTER, "192.168.10.254@o2ib");
        assertEquals(7, router.num(Kinds.ALIVE_COUNT, 0));
        assertEquals("up", router.text(Kinds.STATE));
        assertFalse(router.has(Kinds.LAST_PING), "1.6's last_ping is a timestamp, not an age");
        assertNull(s.layout(), "1.6 tells neither 2.12 nor master");
    }

    @Test
    void lbstatsBannersSeparateItsThreeTables() {
        NodeState s = Fixtures.read("old/lbstats.txt");
        assertEquals(List.of(), s.diagnostics());
        assertEquals(3, s.ofKind(Kinds.POOL).size());
        assertEquals(250, s.get(Kinds.TX_QUEUE, "10.0.0.31@o2ib 0").num(Kinds.TQ_CREDITS_MIN, 0));
        assertEquals(7, s.get(Kinds.PEER_NI, "10.0.0.254@o2ib").num(Kinds.MIN_TX_CREDITS, 0));
        assertEquals(3L, s.summary("old/lbstats.txt").ignored().get("lbstats banner lines"));
    }

    @Test
    void everyNetTypeOfNidstringsIsHeld() {
        NodeState s = Fixtures.read("nets/master-every-net-peers");
        assertEquals(List.of(), s.diagnostics());
        for (String nid : new String[] {"10.1.0.17@o2ib1", "192.168.7.3@tcp", "10.0.2.15@efa", "42@bxi3f", "7@ptlf", "12@gni",
                "10.2.0.1@gip3", "5@kfi", "10.0.2.16@efa1"}) {
            assertNotNull(s.get(Kinds.PEER_NI, nid), nid);
        }
        assertEquals(29, s.get(Kinds.PEER_NI, "10.0.2.16@efa1").num(Kinds.MIN_TX_CREDITS, 0));
    }

    @Test
    void aNidOfANetNoLustreNamesIsAnErrorNotADrop() {
        NodeState s = Fixtures.read("nets/unknown-net-peers");
        assertEquals(1, s.diagnostics().size());
        Diagnostic d = s.diagnostics().get(0);
        assertEquals(Diagnostic.Severity.ERROR, d.severity());
        assertEquals(3, d.line());
        assertTrue(d.message().contains("3@tofu"), d.message());
        assertNotNull(s.get(Kinds.PEER_NI, "10.1.0.17@o2ib1"));
    }

    @Test
    void emptyTablesAreReadNotNothing() {
        NodeState s = Fixtures.read("empty/routers", "empty/routes", "empty/buffers");
        assertEquals(List.of(), s.diagnostics());
        assertTrue(s.ofKind(Kinds.ROUTER).isEmpty());
        assertTrue(s.ofKind(Kinds.ROUTE).isEmpty());
        assertEquals(6, s.ofKind(Kinds.POOL).size());
        assertEquals(0L, s.summary("empty/routers").read().get("routers table rows"));
        assertEquals(0L, s.summary("empty/routes").read().get("routes table rows"));
        assertTrue(s.summary("empty/routers").anythingRead());
    }
}
