package org.lnetscope.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.nid.Nid;

/** Nodes and peers are named by hostname and NID wherever they appear, and found by either. */
class LabelsTest {

    private final LnetFactory f = LnetFactory.eINSTANCE;
    private final Fabric fabric = f.createFabric();

    private Node node(String hostname, NodeRole role, String nid) {
        Node node = f.createNode();
        node.setHostname(hostname);
        node.setRole(role);
        LocalNi ni = f.createLocalNi();
        ni.setNid(Nid.parse(nid));
        node.getLocalNis().add(ni);
        fabric.getNodes().add(node);
        return node;
    }

    /** The index a router's picture uses names every NID as the scan does: first node wins, unknown stays unknown. */
    @Test
    void theHostIndexAnswersAsTheScanDoes() {
        Node router = node("rtr1", NodeRole.ROUTER, "10.0.0.1@o2ib");
        node("oss06", NodeRole.SERVER, "10.0.2.6@o2ib");
        node("oss06-twin", NodeRole.SERVER, "10.0.2.6@o2ib");
        for (String nid : new String[] {"10.0.0.1@o2ib", "10.0.2.6@o2ib", "10.9.9.9@o2ib"}) {
            String scanned = Labels.hostOf(router, Nid.parse(nid));
            assertEquals(scanned, Labels.withHostIndex(() -> Labels.hostOf(router, Nid.parse(nid))), nid);
        }
        assertEquals("oss06", Labels.withHostIndex(() -> Labels.hostOf(router, Nid.parse("10.0.2.6@o2ib"))));
        assertEquals(null, Labels.withHostIndex(() -> Labels.hostOf(router, Nid.parse("10.9.9.9@o2ib"))));
        // outside the scope, a node added later is seen at once
        node("oss07", NodeRole.SERVER, "10.0.2.7@o2ib");
        assertEquals("oss07", Labels.hostOf(router, Nid.parse("10.0.2.7@o2ib")));
    }

    @Test
    void aPeerNiCarriesTheHostnameOfTheNodeThatOwnsItsNid() {
        Node router = node("rtr1", NodeRole.ROUTER, "10.0.0.1@o2ib");
        node("oss06", NodeRole.SERVER, "10.0.2.6@o2ib");
        Peer peer = f.createPeer();
        peer.setPrimaryNid(Nid.parse("10.0.2.6@o2ib"));
        PeerNi known = f.createPeerNi();
        known.setNid(Nid.parse("10.0.2.6@o2ib"));
        PeerNi unknown = f.createPeerNi();
        unknown.setNid(Nid.parse("10.1.0.17@o2ib1"));
        peer.getPeerNis().add(known);
        peer.getPeerNis().add(unknown);
        router.getPeers().add(peer);
        assertEquals("peer NI 10.0.2.6@o2ib (oss06)", Labels.of(known));
        assertEquals("peer NI 10.1.0.17@o2ib1", Labels.of(unknown), "no node for that NID: the NID alone");
        assertEquals("rtr1 10.0.0.1@o2ib (router)", Labels.of(router));
        var kibPeer = f.createKibPeer();
        kibPeer.setNid(known.getNid());
        router.getKibPeers().add(kibPeer);
        KibConn conn = f.createKibConn();
        conn.setAddress(0xffff9a00800e7400L);
        kibPeer.getConns().add(conn);
        conn.setPeer(kibPeer);
        assertTrue(Labels.of(conn).endsWith(" to 10.0.2.6@o2ib (oss06)"), Labels.of(conn));
    }

    @Test
    void aNodeIsFoundByHostnameOrNid() {
        Node oss = node("oss06", NodeRole.SERVER, "10.0.2.6@o2ib");
        assertTrue(Labels.matches(oss, "oss0"));
        assertTrue(Labels.matches(oss, "10.0.2.6"));
        assertTrue(Labels.matches(oss, " 10.0.2.6@O2IB "));
        assertFalse(Labels.matches(oss, "10.0.2.7"));
    }

    @Test
    void aProblemSaysWhatItIs() {
        org.lnetscope.model.Diagnostic d = f.createDiagnostic();
        d.setSeverity(org.lnetscope.model.Severity.ERROR);
        d.setLocation("router-2.12-small.crash:361");
        d.setMessage("crash error in 'list -o kib_conn.ibc_list -s kib_conn'");
        assertEquals("error at router-2.12-small.crash:361: crash error in 'list -o kib_conn.ibc_list -s kib_conn'", Labels.of(d));
        d.setLocation(null);
        d.setMessage("x".repeat(200));
        assertEquals("error: " + "x".repeat(159) + "…", Labels.of(d), "a long message is cut, and says so");
    }

    @Test
    void fieldsInTheKernelsWords() {
        PeerNi peerNi = f.createPeerNi();
        KibConn conn = f.createKibConn();
        assertEquals("txcredits", Labels.field(peerNi, "txCredits"));
        assertEquals("ibc_refcount", Labels.field(conn, "refcount"));
        assertEquals("ibc_list_state", Labels.field(conn, "ibcListState"));
        assertEquals("ibp_last_alive", Labels.field(f.createKibPeer(), "lastAlive"));
        assertEquals("msgs_alloc", Labels.field(f.createStats(), "msgsAlloc"));
    }
}
