package org.lnetscope.lnetfiles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.core.Diagnostic;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.protocol.FileSummary;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;

/**
 * Configuration, not state: /etc/lnet.conf ({@code lnetctl import}) and {@code lnetctl export
 * --backup}: nets by interface without a NID, NID ranges, ip2nets and udsp rules.
 */
class ConfigurationTest {

    @Test
    void lnetConfNetsByInterfaceRoutesWithRangesIp2netsPeersAndUdsp() {
        NodeState s = Fixtures.read("config/lnet.conf");
        assertEquals(List.of(), s.diagnostics());
        assertNotNull(s.configurationEvidence());
        LnetObject o2ib1 = s.get(Kinds.NET_CONFIG, "o2ib1");
        assertEquals("ib0", o2ib1.text(Kinds.INTERFACE));
        assertEquals(32, o2ib1.num(Kinds.PEER_CREDITS, 0));
        assertEquals(16, o2ib1.num("peercredits_hiw", 0));
        assertEquals("eth0", s.get(Kinds.NET_CONFIG, "tcp").text(Kinds.INTERFACE));
        assertTrue(s.ofKind(Kinds.NI).isEmpty(), "no NID is known before LNet starts");
        // 10.3.3.[6-12]@tcp is seven gateways, [6,8] two, [1-4]@gni four
        assertEquals(7, s.ofKind(Kinds.ROUTE).stream().filter(r -> r.text(Kinds.NET).equals("o2ib2")).count());
        LnetObject last = s.get(Kinds.ROUTE, "o2ib2 10.3.3.12@tcp");
        assertEquals(1, last.num(Kinds.HOP, 0));
        assertNull(last.text(Kinds.STATE), "a configuration has no route state");
        assertNotNull(s.get(Kinds.ROUTE, "gni 10.3.3.8@tcp"));
        assertNull(s.get(Kinds.ROUTE, "gni 10.3.3.7@tcp"));
        assertEquals(2, s.get(Kinds.ROUTE, "tcp2 4@gni").num(Kinds.PRIORITY, 0));
        assertEquals(7 + 2 + 4, s.ofKind(Kinds.ROUTE).size());
        LnetObject rule = s.get(Kinds.IP2NETS, "0");
        assertEquals("o2ib1", rule.text("net_spec"));
        assertEquals("10.3.3.* 10.3.4.[1-64]", rule.text("ip_range"), "a pattern to match, kept as written");
        assertEquals("10.3.4.1@o2ib1", s.get(Kinds.PEER_NI, "10.3.5.2@o2ib1").text(Kinds.PRIMARY_NID));
        assertEquals(3, s.ofKind(Kinds.PEER_NI).size());
        assertEquals("10.3.3.[6-12]@tcp", s.get(Kinds.UDSP, "1").text("dst"));
        assertEquals(0, s.get(Kinds.UDSP, "0").num("priority", -1));
        assertEquals("disabled", s.get(Kinds.ROUTING, "").text(Kinds.ROUTING_STATE));
        assertEquals(50, s.get(Kinds.GLOBAL, "").num("transaction_timeout", 0));
        FileSummary summary = s.summary("config/lnet.conf");
        assertEquals(3L, summary.read().get("lnetctl routes"), "three entries, thirteen routes");
        assertEquals(2L, summary.read().get("lnetctl udsp rules"));
    }

    @Test
    void exportBackupHasNoNidsAndNoRouteStates() {
        NodeState s = Fixtures.read("config/export-backup.yaml");
        assertEquals(List.of(), s.diagnostics());
        assertEquals("ib1", s.get(Kinds.NET_CONFIG, "o2ib1").text(Kinds.INTERFACE));
        assertEquals(1024, s.get(Kinds.NET_CONFIG, "o2ib").num(Kinds.CREDITS, 0));
        assertNotNull(s.get(Kinds.ROUTE, "o2ib5 10.0.0.252@o2ib"));
        assertTrue(s.configurationEvidence().contains("without a NID"), s.configurationEvidence());
        assertEquals(Kinds.LAYOUT_MASTER, s.layout(), "global show has lnd_timeout");
    }

    @Test
    void aConfiguredNetOfAnUnknownTypeIsAnError() {
        NodeState s = new NodeState();
        LnetFiles.read("lnet.conf", "lnet.conf", "net:\n    - net type: tofu\n      local NI(s):\n        - interfaces:\n"
                + "              0: tofu0\n", s);
        assertEquals(1, s.diagnostics().size());
        Diagnostic d = s.diagnostics().get(0);
        assertEquals(Diagnostic.Severity.ERROR, d.severity());
        assertEquals(2, d.line());
        assertTrue(d.message().contains("unknown net \"tofu\""), d.message());
    }

    @Test
    void rangesExpandAsNidstringsDoes() {
        assertEquals(List.of("10.3.3.6@tcp", "10.3.3.9@tcp", "10.3.3.12@tcp"),
                NidRanges.expand("10.3.3.[6-12/3]@tcp").stream().map(Nid::toString).toList());
        assertEquals(List.of("192.168.0.1@o2ib1", "192.168.0.2@o2ib1", "192.168.2.1@o2ib1", "192.168.2.2@o2ib1"),
                NidRanges.expand("192.168.[0,2].[1-2]@o2ib1").stream().map(Nid::toString).toList());
        assertEquals(List.of("1@gni", "2@gni", "3@gni"), NidRanges.expand("[1-3]@gni").stream().map(Nid::toString).toList());
        IllegalArgumentException star = assertThrows(IllegalArgumentException.class, () -> NidRanges.expand("10.3.3.*@tcp"));
        assertTrue(star.getMessage().contains("'*' matches any value"), star.getMessage());
        assertThrows(IllegalArgumentException.class, () -> NidRanges.expand("10.[1-2].[0-255].[0-255]@tcp"), "65,536 is the most");
        assertThrows(IllegalArgumentException.class, () -> NidRanges.expand("10.3.3.[12-6]@tcp"));
        assertThrows(IllegalArgumentException.class, () -> NidRanges.expand("10.3.3.[6-300]@tcp"));
        assertThrows(IllegalArgumentException.class, () -> NidRanges.expand("10.3.3.[6-12@tcp"));
    }
}
