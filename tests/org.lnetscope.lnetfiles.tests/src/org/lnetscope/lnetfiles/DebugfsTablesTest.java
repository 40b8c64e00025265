package org.lnetscope.lnetfiles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.core.Diagnostic;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;

/** The debugfs tables (router_proc.c; docs/import-formats.md), in 2.12 and master, as plain copies and as lctl get_param output. */
class DebugfsTablesTest {

    private static void noDiagnostics(NodeState s) {
        assertEquals(List.of(), s.diagnostics());
    }

    @Test
    void peersOfTheIncidentRouterWithOverflowingWidths() {
        NodeState s = Fixtures.read("collected-2.12/rtr1/peers");
        noDiagnostics(s);
        LnetObject compute = s.get(Kinds.PEER_NI, "10.1.0.17@o2ib1");
        assertEquals(4547, compute.num(Kinds.REFCOUNT, 0));
        assertEquals(-4500, compute.num(Kinds.TX_CREDITS, 0));
        assertEquals(-4500, compute.num(Kinds.MIN_TX_CREDITS, 0));
        assertEquals(2359296, compute.num(Kinds.TXQ_NOB, 0));
        assertEquals(-2, compute.num(Kinds.MIN_RTR_CREDITS, 0));
        // "%4d" refs and "%5d" rtr overflow into their neighbours' padding: still split right
        LnetObject server = s.get(Kinds.PEER_NI, "10.0.0.21@o2ib");
        assertEquals(17090, server.num(Kinds.REFCOUNT, 0));
        assertEquals(-17000, server.num(Kinds.RTR_CREDITS, 0));
        assertEquals(-17000, server.num(Kinds.MIN_RTR_CREDITS, 0));
        assertEquals(42, server.num(Kinds.TX_CREDITS, 0));
        LnetObject down = s.get(Kinds.PEER_NI, "10.1.0.18@o2ib1");
        assertEquals("down", down.text(Kinds.STATE));
        assertEquals(9999, down.num(Kinds.LAST_ALIVE, 0));
        assertEquals(4, s.ofKind(Kinds.PEER_NI).size());
    }

    @Test
    void nisGiveOneTxQueuePerCptInRowOrder() {
        NodeState s = Fixtures.read("collected-2.12/rtr1/nis");
        noDiagnostics(s);
        LnetObject cpt0 = s.get(Kinds.TX_QUEUE, "10.1.0.254@o2ib1 0");
        assertEquals(-3988, cpt0.num(Kinds.TQ_CREDITS, 0));
        assertEquals(-4011, cpt0.num(Kinds.TQ_CREDITS_MIN, 0));
        assertEquals(512, cpt0.num(Kinds.TQ_CREDITS_MAX, 0));
        assertEquals(4600, cpt0.num(Kinds.TQ_REFS, 0));
        assertEquals(511, s.get(Kinds.TX_QUEUE, "10.1.0.254@o2ib1 1").num(Kinds.TQ_CREDITS, 0));
        assertEquals(42, s.get(Kinds.NI, "10.1.0.254@o2ib1").num(Kinds.PEER_CREDITS, 0));
        assertEquals("up", s.get(Kinds.NI, "0@lo").text(Kinds.STATUS));
        assertEquals(6, s.ofKind(Kinds.TX_QUEUE).size());
    }

    @Test
    void buffersArePoolMajorThenCpt() {
        NodeState s = Fixtures.read("collected-2.12/rtr1/buffers");
        noDiagnostics(s);
        assertEquals(1023, s.get(Kinds.POOL, "tiny 1").num(Kinds.POOL_CREDITS, 0));
        assertEquals(7990, s.get(Kinds.POOL, "small 1").num(Kinds.POOL_MIN_CREDITS, 0));
        LnetObject large0 = s.get(Kinds.POOL, "large 0");
        assertEquals(256, large0.num(Kinds.NPAGES, 0));
        assertEquals(480, large0.num(Kinds.POOL_CREDITS, 0));
        assertEquals(-310, large0.num(Kinds.POOL_MIN_CREDITS, 0));
    }

    @Test
    void statsLineHasTheElevenCounters() {
        NodeState s = Fixtures.read("collected-2.12/rtr1/stats");
        noDiagnostics(s);
        LnetObject stats = s.get(Kinds.STATS, "");
        assertEquals(21803, stats.num("msgs_alloc", 0));
        assertEquals(9001234, stats.num("route_count", 0));
        assertEquals(1234567890123L, stats.num("send_length", 0));
        assertEquals(4096000, stats.num("drop_length", 0));
    }

    @Test
    void routersOf212HaveNineColumnsAndNaDeadline() {
        NodeState s = Fixtures.read("collected-2.12/c010/lctl-get_param.txt");
        noDiagnostics(s);
        assertEquals(Kinds.LAYOUT_2_12, s.layout());
        LnetObject up = s.get(Kinds.ROUTER, "10.1.0.254@o2ib1");
        assertEquals(12, up.num(Kinds.ALIVE_COUNT, 0));
        assertEquals(1, up.num(Kinds.PING_SENT, 0));
        assertFalse(up.has(Kinds.PING_DEADLINE), "NA deadline means none");
        LnetObject down = s.get(Kinds.ROUTER, "10.1.0.253@o2ib1");
        assertEquals("down", down.text(Kinds.STATE));
        assertEquals(21, down.num(Kinds.LAST_PING, 0), "seconds since lpni_ping_timestamp");
        assertEquals(0, down.num(Kinds.PING_SENT, 1), "its ping's SEND event is not back");
        assertEquals(29, down.num(Kinds.PING_DEADLINE, 0), "seconds left until lpni_ping_deadline");
        assertEquals(1, down.num(Kinds.DOWN_NIS, 0));
    }

    @Test
    void lctlGetParamWithNameLinesSplitsEveryTable() {
        NodeState s = Fixtures.read("collected-2.12/c010/lctl-get_param.txt");
        assertEquals(-12, s.get(Kinds.PEER_NI, "10.1.0.254@o2ib1").num(Kinds.MIN_TX_CREDITS, 0));
        assertEquals(-1, s.get(Kinds.NI, "10.1.0.10@o2ib1").num(Kinds.NI_ALIVE, 0));
        assertEquals("disabled", s.get(Kinds.ROUTING, "").text(Kinds.ROUTING_STATE));
        LnetObject route = s.get(Kinds.ROUTE, "o2ib 10.1.0.253@o2ib1");
        assertEquals("down", route.text(Kinds.STATE));
        assertEquals(1, route.num(Kinds.HOP, 0));
        // stats=... holds its single line on the name line itself
        assertEquals(991234, s.get(Kinds.STATS, "").num("send_count", 0));
    }

    @Test
    void lctlGetParamWithoutNamesSplitsAtTableHeaders() {
        NodeState s = Fixtures.read("collected-2.12/oss1/lctl-n.txt");
        noDiagnostics(s);
        assertEquals("NA", s.get(Kinds.PEER_NI, "10.0.0.254@o2ib").text(Kinds.STATE));
        assertEquals(-1, s.get(Kinds.PEER_NI, "10.0.0.254@o2ib").num(Kinds.LAST_ALIVE, 0));
        assertEquals(-25, s.get(Kinds.TX_QUEUE, "10.0.0.21@o2ib 0").num(Kinds.TQ_CREDITS_MIN, 0));
        assertEquals(4, s.ofKind(Kinds.TX_QUEUE).stream().filter(o -> o.id().startsWith("10.0.0.21@o2ib ")).count());
    }

    @Test
    void masterRoutersHaveFourColumnsAndRoutesMayBeStopping() {
        NodeState s = Fixtures.read("collected-master/rtr2/routers", "collected-master/rtr2/routes");
        noDiagnostics(s);
        assertEquals(Kinds.LAYOUT_MASTER, s.layout());
        assertEquals("up", s.get(Kinds.ROUTER, "10.0.0.252@o2ib").text(Kinds.STATE));
        assertEquals(3, s.get(Kinds.ROUTER, "10.0.0.252@o2ib").num(Kinds.ROUTER_REFS, 0));
        assertEquals("stopping", s.get(Kinds.ROUTING, "").text(Kinds.ROUTING_STATE));
    }

    @Test
    void everyLndNidFormReads() {
        NodeState s = Fixtures.read("collected-master/rtr2/peers");
        noDiagnostics(s);
        for (String nid : new String[] {"10.1.0.17@o2ib1", "10.0.0.21@o2ib", "12@gni", "192.168.7.3@tcp", "5@kfi"}) {
            assertTrue(s.get(Kinds.PEER_NI, nid) != null, nid);
        }
        // master always prints -1 for last
        assertEquals(-1, s.get(Kinds.PEER_NI, "10.1.0.17@o2ib1").num(Kinds.LAST_ALIVE, 0));
        NodeState gip = new NodeState();
        LnetFiles.read("x", "peers", "nid refs state last max rtr min tx min queue\n"
                + "10.2.0.1@gip3 1 NA -1 8 8 8 8 8 0\n7@ptlf 1 NA -1 8 8 8 8 8 0\n", gip);
        noDiagnostics(gip);
        assertEquals(2, gip.ofKind(Kinds.PEER_NI).size());
    }

    /**
     * A master compute on tcp with IPv6 NIDs (struct lnet_nid of 16 bytes): "%-24s" pads the short
     * ones and is overflowed by the long ones, and the rows still split into their columns. Only
     * master has such NIDs, so they tell the layout of tables that otherwise look alike.
     */
    @Test
    void ipv6NidsOfAMasterComputeReadInAlignedAndOverflowingRows() {
        NodeState s = Fixtures.read("collected-ipv6-master/c030/peers", "collected-ipv6-master/c030/nis");
        noDiagnostics(s);
        assertEquals(Kinds.LAYOUT_MASTER, s.layout());
        assertTrue(s.layoutEvidence().get(0).contains("16-byte NID 2001:db8:5::a@tcp"), s.layoutEvidence().toString());
        LnetObject oss = s.get(Kinds.PEER_NI, "2001:db8:5::a@tcp");
        assertEquals(3, oss.num(Kinds.REFCOUNT, 0));
        assertEquals("NA", oss.text(Kinds.STATE));
        assertEquals(7, oss.num(Kinds.TX_CREDITS, 0));
        assertEquals(-2, oss.num(Kinds.MIN_TX_CREDITS, 0));
        assertEquals(6, s.get(Kinds.PEER_NI, "192.168.5.10@tcp").num(Kinds.MIN_TX_CREDITS, 0));
        LnetObject overflowing = s.get(Kinds.PEER_NI, "2001:db8:5:0:a00:27ff:fe4e:6631@tcp");
        assertEquals(2, overflowing.num(Kinds.REFCOUNT, 0));
        assertEquals(8, overflowing.num(Kinds.MIN_TX_CREDITS, 0));
        assertEquals(4, s.ofKind(Kinds.PEER_NI).size());
        LnetObject cpt1 = s.get(Kinds.TX_QUEUE, "2001:db8:5:0:a00:27ff:fe4e:6630@tcp 1");
        assertEquals(128, cpt1.num(Kinds.TQ_CREDITS, 0));
        assertEquals(118, cpt1.num(Kinds.TQ_CREDITS_MIN, 0));
        assertEquals(127, s.get(Kinds.TX_QUEUE, "2001:db8:5:0:a00:27ff:fe4e:6630@tcp 0").num(Kinds.TQ_CREDITS, 0));
        assertEquals(8, s.get(Kinds.NI, "2001:db8:5:0:a00:27ff:fe4e:6630@tcp").num(Kinds.PEER_CREDITS, 0));
    }

    /** The NID column is parsed as text, not by position: uncompressed IPv6 text reads as the kernel prints it. */
    @Test
    void ipv6NidsAreKeyedByTheKernelsText() {
        NodeState s = new NodeState();
        LnetFiles.read("x", "peers", "nid                      refs state  last   max   rtr   min    tx   min queue\n"
                + "2001:DB8:5:0:0:0:0:A@tcp    3    NA    -1     8     8     8     7    -2 0\n", s);
        noDiagnostics(s);
        assertTrue(s.get(Kinds.PEER_NI, "2001:db8:5::a@tcp") != null);
    }

    @Test
    void aBadIpv6NidIsALocatedDiagnostic() {
        NodeState s = new NodeState();
        LnetFiles.read("peers", "peers", "nid refs state last max rtr min tx min queue\n"
                + "fe80::1%eth0@tcp 3 NA -1 8 8 8 7 -2 0\n", s);
        assertEquals(1, s.diagnostics().size());
        Diagnostic d = s.diagnostics().get(0);
        assertEquals(2, d.line());
        assertTrue(d.message().contains("bad NID \"fe80::1%eth0@tcp\": IPv6 zone id"), d.message());
        assertTrue(s.ofKind(Kinds.PEER_NI).isEmpty());
    }

    @Test
    void aNonRouterPrintsOnlyTheBuffersHeader() {
        NodeState s = new NodeState();
        LnetFiles.read("buffers", "buffers", "pages count credits     min\n", s);
        noDiagnostics(s);
        assertTrue(s.ofKind(Kinds.POOL).isEmpty());
        assertNull(s.layout());
    }
}
