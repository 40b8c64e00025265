package org.lnetscope.ui.router;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Map;
import java.util.stream.Collectors;

import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.junit.jupiter.api.Test;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.RxState;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.Tunables;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.ui.properties.EObjectPropertySource;

class PropertySourceTest {

    @Test
    void pinnedConnShowsItsKernelFieldsAsCrashWould() {
        LnetFactory f = LnetFactory.eINSTANCE;
        KibPeer peer = f.createKibPeer();
        peer.setNid(Nid.parse("10.0.0.21@o2ib"));
        KibConn conn = f.createKibConn();
        conn.setAddress(0xffff9a0f00f1c000L);
        conn.setState(KibConnState.DISCONNECTED);
        peer.getConns().add(conn);
        for (int i = 0; i < 4; i++) {
            var rx = f.createKibRx();
            rx.setAddress(0xffff9a0f01c40000L + 0x90L * i);
            rx.setState(RxState.HELD);
            conn.getRxs().add(rx);
        }
        conn.setRefcount(4);

        conn.setQpPages(512);

        EObjectPropertySource source = new EObjectPropertySource(conn);
        Map<String, Object> values = values(source);
        assertEquals("0xffff9a0f00f1c000", values.get("kib_conn address"));
        assertEquals("DISCONNECTED", values.get("ibc_state"));
        assertEquals("4", values.get("ibc_refcount"));
        assertEquals("4: kib_rx 0xffff9a0f01c40000, ...", values.get("ibc_rxs"));
        assertEquals("512 pages (2.0 MiB)", values.get("QP pages"), "pages with their size");
        assertTrue(((String) values.get("ibc_peer")).startsWith("kib_peer_ni 10.0.0.21@o2ib"), values.get("ibc_peer").toString());
        assertEquals("Health and aliveness", category(source, "ibc_state"));
        assertEquals("Credits", category(source, "ibc_refcount"));
    }

    @Test
    void peerNiIsGroupedAsLnetctlPeerShowVerbosePrintsIt() {
        LnetFactory f = LnetFactory.eINSTANCE;
        PeerNi peerNi = f.createPeerNi();
        peerNi.setNid(Nid.parse("10.1.0.17@o2ib1"));
        peerNi.setMaxTxCredits(8);
        peerNi.setTxCredits(-451);
        peerNi.setMinTxCredits(-451);
        peerNi.setRtrCredits(8);
        peerNi.setTxqNob(1_847_296);
        EObjectPropertySource source = new EObjectPropertySource(peerNi);
        Map<String, Object> values = values(source);
        // lustre_lnet_show_peer() (liblnetconfig.c) names
        assertEquals("8", values.get("max_ni_tx_credits"));
        assertEquals("-451 (451 queued)", values.get("available_tx_credits"));
        assertEquals("8", values.get("available_rtr_credits"));
        // a low-water mark says how deep the queue once was, not what waits now (lpni_mintxcredits, lib-move.c)
        assertEquals("-451 (the lowest so far: 451 queued at once)", values.get("min_tx_credits"));
        assertEquals("1.8 MiB  (1,847,296 bytes)", values.get("tx_q_num_of_buf"));
        assertEquals("Credits", category(source, "available_tx_credits"));
        assertEquals("Queues", category(source, "tx_q_num_of_buf"));
        assertEquals("Health and aliveness", category(source, "lpni_last_alive"));
        // a crash extract that listed none of the 451 the counter says wait: not "0"
        assertEquals("0 of 451 (lpni_txcredits -451; 451 not in the file)", values.get("lpni_txq"));
        for (int i = 0; i < 3; i++) {
            peerNi.getTxq().add(f.createMessage());
        }
        assertEquals("3 of 451 (lpni_txcredits -451; 448 not in the file)", values(new EObjectPropertySource(peerNi)).get("lpni_txq"));
        peerNi.setTxCredits(-3);
        assertTrue(String.valueOf(values(new EObjectPropertySource(peerNi)).get("lpni_txq")).startsWith("3"),
                "every waiting message listed: the list as usual");
        assertEquals(-1, String.valueOf(values(new EObjectPropertySource(peerNi)).get("lpni_txq")).indexOf(" of "));
        // the aliveness fields a dump may not have read: unknown, not their default 0
        assertEquals("unknown (not in the file)", values.get("lpni_last_alive"));
        assertEquals("unknown (not in the file)", values.get("lpni_alive_count"));
        assertEquals("unknown (not in the file)", values.get("lpni_timestamp"));
        assertEquals("unknown (not in the file)", values.get("health value"));
        peerNi.setAliveCount(3);
        peerNi.setTimestamp(0);
        values = values(new EObjectPropertySource(peerNi));
        assertEquals("3", values.get("lpni_alive_count"));
        assertEquals("0 s", values.get("lpni_timestamp"), "read as 0: a reading");
        peerNi.setLastAlive(5_000);
        assertEquals("5000 s", values(new EObjectPropertySource(peerNi)).get("lpni_last_alive"));
        assertEquals("Health and aliveness", category(source, "lpni_alive_count"));
    }

    /** Times on the node's clock (ktime_get_seconds) read against that clock, as lnetctl's seconds are meaningless alone. */
    @Test
    void aTimeOnTheNodesClockIsShownAgainstTheClock() {
        LnetFactory f = LnetFactory.eINSTANCE;
        Node router = f.createNode();
        router.setHostname("rtr1");
        org.lnetscope.model.Peer peer = f.createPeer();
        PeerNi compute = f.createPeerNi();
        compute.setNid(Nid.parse("10.1.0.17@o2ib1"));
        compute.setLastAlive(86_553);
        compute.setTimestamp(0);
        peer.getPeerNis().add(compute);
        router.getPeers().add(peer);
        KibPeer kibPeer = f.createKibPeer();
        KibConn conn = f.createKibConn();
        conn.setOpenedAt(86_856);
        conn.setClosedAt(86_870);
        kibPeer.getConns().add(conn);
        router.getKibPeers().add(kibPeer);
        // no clock in the capture: the value alone, and the clock itself unknown, not "0 s"
        assertEquals("86553 s", values(new EObjectPropertySource(compute)).get("lpni_last_alive"));
        assertEquals("unknown (not in the file: times on this node's clock are shown as read)",
                values(new EObjectPropertySource(router)).get("clock (ktime_get_seconds)"));
        router.setClockSeconds(86_856);
        Map<String, Object> values = values(new EObjectPropertySource(compute));
        assertEquals("86553 s (clock - 303 s)", values.get("lpni_last_alive"));
        assertEquals("0 s", values.get("lpni_timestamp"), "the kernel's initial 0 is not 86,856 s ago");
        values = values(new EObjectPropertySource(conn));
        assertEquals("86856 s (the clock now)", values.get("opened at"));
        assertEquals("86870 s (clock + 14 s)", values.get("closed at"));
        assertEquals("86856 s", values(new EObjectPropertySource(router)).get("clock (ktime_get_seconds)"), "the clock itself");
        // a crash extract without the_lnet.ln_cpt_number: 0 CPTs is "unknown", never a count
        router.setCptCount(0);
        assertEquals("unknown (not in the file; crash> p the_lnet.ln_cpt_number)", values(new EObjectPropertySource(router)).get("CPTs"));
        router.setCptCount(2);
        assertEquals("2", values(new EObjectPropertySource(router)).get("CPTs"));
    }

    /** A crash extract that did not print the peer NI's net tunables: its max credits are unknown, not 0. */
    @Test
    void aCrashExtractsUnprintedMaxCreditsAreUnknown() {
        LnetFactory f = LnetFactory.eINSTANCE;
        Fabric fabric = f.createFabric();
        fabric.setSource(org.lnetscope.model.CaptureSource.VMCORE);
        Node router = f.createNode();
        router.setRole(NodeRole.ROUTER);
        fabric.getNodes().add(router);
        org.lnetscope.model.Peer peer = f.createPeer();
        PeerNi ni = f.createPeerNi();
        ni.setNid(Nid.parse("10.1.0.17@o2ib1"));
        ni.setTxCredits(-4500);
        peer.getPeerNis().add(ni);
        router.getPeers().add(peer);
        assertEquals("unknown (not in the file; crash> struct lnet_net.net_tunables of the peer NI's lpni_net)",
                values(new EObjectPropertySource(ni)).get("max_ni_tx_credits"));
        ni.setMaxTxCredits(8);
        assertEquals("8", values(new EObjectPropertySource(ni)).get("max_ni_tx_credits"));
        // a paste of lnetctl peer show prints 0 for a peer NI without a net: a reading there
        ni.setMaxTxCredits(0);
        fabric.setSource(org.lnetscope.model.CaptureSource.MANUAL);
        assertEquals("0", values(new EObjectPropertySource(ni)).get("max_ni_tx_credits"));
    }

    /** Issue 33: a router's peer NI shows whether the router forwards to it or drops for it, per release, with the deciding predicate. */
    @Test
    void aRoutersPeerNiSaysWhyItIsAliveUnderEachRelease() {
        LnetFactory f = LnetFactory.eINSTANCE;
        Fabric fabric = f.createFabric();
        fabric.setLustreVersion(org.lnetscope.model.LustreLayout.LAYOUT_MASTER); // 2.13 and later: lp_rtrq
        Node router = f.createNode();
        router.setHostname("rtr1");
        router.setRole(NodeRole.ROUTER);
        router.setRoutingEnabled(true);
        LocalNi ni = f.createLocalNi();
        ni.setNid(Nid.parse("10.1.0.1@o2ib1"));
        ni.setPeerTimeout(0);
        router.getLocalNis().add(ni);
        fabric.getNodes().add(router);
        org.lnetscope.model.Peer peer = f.createPeer();
        PeerNi compute = f.createPeerNi();
        compute.setNid(Nid.parse("10.1.0.17@o2ib1"));
        compute.setTxCredits(-451);
        peer.getPeerNis().add(compute);
        router.getPeers().add(peer);
        Map<String, Object> values = values(new EObjectPropertySource(compute));
        for (String release : new String[] {"2.15", "2.16", "master"}) {
            String v = String.valueOf(values.get("under " + release));
            assertTrue(v.startsWith("forwards: lnet_peer_aliveness_enabled()") && v.contains("lct_peer_timeout 0"),
                    release + ": " + v);
        }
        assertEquals(null, values.get("under 2.12"), "a 2.13+ layout is not 2.12");
        fabric.setLustreVersion(org.lnetscope.model.LustreLayout.LAYOUT_B2_12);
        values = values(new EObjectPropertySource(compute));
        assertTrue(String.valueOf(values.get("under 2.12")).startsWith("forwards: "), String.valueOf(values.get("under 2.12")));
        assertEquals(null, values.get("under master"), "the 2.12 layout is 2.12 only");
        assertEquals("Why alive or dead (router aliveness, per release)", category(new EObjectPropertySource(compute), "under 2.12"));
    }

    @Test
    void aNodeListsItsTunablesFromItsNiAndTheFabric() {
        LnetFactory f = LnetFactory.eINSTANCE;
        Fabric fabric = f.createFabric();
        Tunables tunables = f.createTunables();
        tunables.setPeerCredits(42);
        tunables.setPeerTimeout(0);
        fabric.setTunables(tunables);
        Node router = f.createNode();
        router.setHostname("rtr1");
        router.setRole(NodeRole.ROUTER);
        LocalNi ni = f.createLocalNi();
        ni.setNid(Nid.parse("10.0.0.1@o2ib"));
        ni.setPeerCredits(42);
        router.getLocalNis().add(ni);
        fabric.getNodes().add(router);
        EObjectPropertySource source = new EObjectPropertySource(router);
        Map<String, Object> values = values(source);
        assertEquals("42  (10.0.0.1@o2ib)", values.get("peer_credits"), "the NI's own value, from lnetctl net show");
        assertEquals("0 s  (router aliveness off)", values.get("peer_timeout"));
        assertTrue(((String) values.get("lnd_timeout")).endsWith("(derived from transaction_timeout and retry_count)"),
                String.valueOf(values.get("lnd_timeout")));
        assertEquals("unknown (not in the file; from a dump: crash> p auto_down)", values.get("auto_down"));
        router.setLndTimeout(50);
        router.setAutoDown(0);
        values = values(new EObjectPropertySource(router));
        assertEquals("50 s  (lnet_lnd_timeout, read from this node)", values.get("lnd_timeout"),
                "the node's own lnet_lnd_timeout beats the fabric's derivation, listed once");
        assertEquals("0  (lnet_notify() ignores an LND's \"down\")", values.get("auto_down"));
        assertEquals("Tunables", category(source, "peer_credits"));
        assertTrue(String.valueOf(values.get("RAM")).startsWith("unknown (the capture has no memory figures"),
                "ramBytes 0 is not 0 bytes of RAM: " + values.get("RAM"));
        assertTrue(String.valueOf(values.get("memory used")).startsWith("unknown"), "nor is used memory 0.0 MiB (issue 36)");
    }

    private static Map<String, Object> values(EObjectPropertySource source) {
        return Arrays.stream(source.getPropertyDescriptors()).collect(Collectors.toMap(IPropertyDescriptor::getDisplayName,
                d -> String.valueOf(source.getPropertyValue(d.getId()))));
    }

    private static String category(EObjectPropertySource source, String name) {
        return Arrays.stream(source.getPropertyDescriptors()).filter(d -> d.getDisplayName().equals(name)).findFirst()
                .orElseThrow().getCategory();
    }
}
