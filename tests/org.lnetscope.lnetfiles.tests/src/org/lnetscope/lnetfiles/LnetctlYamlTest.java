package org.lnetscope.lnetfiles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.core.Diagnostic;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;

/** lnetctl YAML (lnet/utils/lnetctl.c, docs/import-formats.md): net/peer/stats/routing/route/global show and export, 2.12 and master. */
class LnetctlYamlTest {

    @Test
    void netShowOf212PutsLndTunablesUnderTunables() {
        NodeState s = Fixtures.read("collected-2.12/rtr1/lnetctl-net.yaml");
        assertEquals(List.of(), s.diagnostics());
        assertEquals(Kinds.LAYOUT_2_12, s.layout());
        LnetObject ni = s.get(Kinds.NI, "10.1.0.254@o2ib1");
        assertEquals("ib1", ni.text(Kinds.INTERFACE));
        assertEquals(42, ni.num(Kinds.PEER_CREDITS, 0));
        assertEquals(1024, ni.num(Kinds.CREDITS, 0));
        assertEquals(21, ni.num("peercredits_hiw", 0));
        assertEquals(304, ni.num(Kinds.DROP_COUNT, 0));
        assertEquals("[0,1]", ni.text("cpt"));
        assertNotNull(s.get(Kinds.NI, "0@lo"));
    }

    @Test
    void exportOfMasterPutsThemUnderLndTunables() {
        NodeState s = Fixtures.read("collected-master/rtr2/lnetctl-export.yaml");
        assertEquals(List.of(), s.diagnostics());
        assertEquals(Kinds.LAYOUT_MASTER, s.layout());
        LnetObject ni = s.get(Kinds.NI, "10.0.0.253@o2ib");
        assertEquals(32, ni.num(Kinds.PEER_CREDITS, 0));
        assertEquals(16, ni.num("peercredits_hiw", 0));
        assertEquals(50, ni.num("timeout", 0));
        assertEquals(-1, ni.num("tos", 0));
        LnetObject route = s.get(Kinds.ROUTE, "o2ib5 10.0.0.252@o2ib");
        assertEquals(-1, route.num(Kinds.HOP, 0));
        assertEquals("single-hop", route.text("type"));
        assertEquals("enabled", s.get(Kinds.ROUTING, "").text(Kinds.ROUTING_STATE));
        LnetObject global = s.get(Kinds.GLOBAL, "");
        assertEquals(150, global.num("transaction_timeout", 0));
        assertEquals(49, global.num("lnd_timeout", 0));
        assertEquals(16384, global.num("small_router_buffers", 0));
    }

    @Test
    void peerShowGroupsPeerNisUnderTheirPrimaryAndMergesWithDebugfs() {
        NodeState s = Fixtures.read("collected-2.12/oss1/lctl-n.txt", "collected-2.12/oss1/peer-show.yaml");
        assertEquals(List.of(), s.diagnostics());
        assertEquals(1, s.get(Kinds.PEER, "10.0.0.254@o2ib").num(Kinds.MULTI_RAIL, 0));
        LnetObject second = s.get(Kinds.PEER_NI, "10.0.0.253@o2ib");
        assertEquals("10.0.0.254@o2ib", second.text(Kinds.PRIMARY_NID));
        assertEquals(40, second.num(Kinds.MIN_TX_CREDITS, 0));
        assertEquals(1000, second.num(Kinds.HEALTH_VALUE, 0));
        // debugfs's "last" column stays next to lnetctl's counters
        assertEquals(-1, second.num(Kinds.LAST_ALIVE, 0));
        assertEquals(1200345, s.get(Kinds.PEER_NI, "10.0.0.254@o2ib").num(Kinds.SEND_COUNT, 0));
    }

    /** lnetctl of a master compute on tcp with IPv6 NIDs: plain YAML scalars, colons and all. */
    @Test
    void netShowAndPeerShowWithIpv6Nids() {
        NodeState s = Fixtures.read("collected-ipv6-master/c030/net-show.yaml", "collected-ipv6-master/c030/peer-show.yaml");
        assertEquals(List.of(), s.diagnostics());
        assertEquals(Kinds.LAYOUT_MASTER, s.layout());
        LnetObject ni = s.get(Kinds.NI, "2001:db8:5:0:a00:27ff:fe4e:6630@tcp");
        assertEquals("eth0", ni.text(Kinds.INTERFACE));
        assertEquals(8, ni.num(Kinds.PEER_CREDITS, 0));
        assertEquals(256, ni.num(Kinds.CREDITS, 0));
        assertNotNull(s.get(Kinds.NI, "0@lo"));
        LnetObject v4 = s.get(Kinds.PEER_NI, "192.168.5.10@tcp");
        assertEquals("2001:db8:5::a@tcp", v4.text(Kinds.PRIMARY_NID), "a 4-byte NI under its IPv6 primary");
        assertEquals(6, v4.num(Kinds.MIN_TX_CREDITS, 0));
        LnetObject oss = s.get(Kinds.PEER_NI, "2001:db8:5::a@tcp");
        assertEquals(-2, oss.num(Kinds.MIN_TX_CREDITS, 0));
        assertEquals(1000, oss.num(Kinds.HEALTH_VALUE, 0));
        assertEquals(1, s.get(Kinds.PEER, "2001:db8:5::a@tcp").num(Kinds.MULTI_RAIL, 0));
        assertNotNull(s.get(Kinds.PEER, "2001:db8:5:0:a00:27ff:fe4e:6631@tcp"));
    }

    @Test
    void statsShowAndRoutingShowOfMaster() {
        NodeState s = Fixtures.read("collected-master/rtr2/stats-show.yaml", "collected-master/rtr2/routing-show.yaml");
        assertEquals(List.of(), s.diagnostics());
        assertEquals(Kinds.LAYOUT_MASTER, s.layout());
        assertEquals(311, s.get(Kinds.STATS, "").num("drop_count", 0));
        assertEquals(0, s.get(Kinds.STATS, "").num("failed_resends", -5));
        LnetObject large = s.get(Kinds.POOL, "large 0");
        assertEquals(-12, large.num(Kinds.POOL_CREDITS, 0));
        assertEquals(-40, large.num(Kinds.POOL_MIN_CREDITS, 0));
        assertEquals(1024, large.num(Kinds.NBUFFERS, 0));
        assertEquals("enabled", s.get(Kinds.ROUTING, "").text(Kinds.ROUTING_STATE));
    }

    @Test
    void errnoBlockIsADiagnosticAndEnetdownMeansLnetDown() {
        NodeState s = Fixtures.read("collected-master/c020/net-show.yaml");
        assertEquals(1, s.diagnostics().size());
        Diagnostic d = s.diagnostics().get(0);
        assertEquals(3, d.line());
        assertTrue(d.message().contains("errno -100"), d.message());
        assertTrue(d.message().contains("Network is down"), d.message());
        assertNotNull(s.lnetDownReason());
        assertTrue(s.isEmpty());
    }

    @Test
    void globalShowOf212() {
        NodeState s = Fixtures.read("collected-2.12/rtr1/lnetctl-global.yaml");
        LnetObject g = s.get(Kinds.GLOBAL, "");
        assertEquals(0, g.num("health_sensitivity", -1));
        assertEquals(50, g.num("transaction_timeout", -1));
        assertNull(s.layout(), "2.12 global show has nothing master-only");
    }

    @Test
    void anEmptyListIsNoneNotAnError() {
        // cYAML prints an empty sequence as its bare key: lnetctl export of a node without routes or peers
        NodeState s = new NodeState();
        LnetFiles.read("export.yaml", "export.yaml", "net:\npeer:\nroute:\nrouting:\n    enable: 0\n", s);
        assertEquals(List.of(), s.diagnostics());
        assertEquals(List.of("routing"), s.objects().stream().map(LnetObject::key).toList());
    }

    @Test
    void readLnetctlDoesNotGuessAFormat() {
        NodeState s = new NodeState();
        LnetFiles.readLnetctl("lnetctl stats show", "46 120 0 991234 990112 0 0 9123456789 9012345678 0 0\n", s);
        assertTrue(s.isEmpty(), "a numbers line from lnetctl is not the debugfs stats table");
        assertEquals(1, s.diagnostics().size());
        assertEquals("lnetctl stats show", s.diagnostics().get(0).file());
    }
}
