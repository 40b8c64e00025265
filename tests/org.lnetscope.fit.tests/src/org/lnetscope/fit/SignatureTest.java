package org.lnetscope.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.RunSummary;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.export.FabricExporter;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.scenario.ScenarioLoader;

/** The signature function against the simulator's own figures and against hand-built states. */
class SignatureTest {

    private static final LnetFactory F = LnetFactory.eINSTANCE;

    @Test
    void aSimulatedRoutersSignatureAgreesWithTheSimulatorsFigures() throws Exception {
        // aliveness on, host silent, 8 min after the fault: the dead compute's txq is long (tiny.yaml)
        Scenario s = ScenarioLoader.parse(Tiny.text(), Tiny.NAME,
                List.of("tunables.peer_timeout=180", "faults.0.type=host_silent", "duration=540s"));
        Simulation sim = Simulation.of(s);
        sim.run(s.durationNs(), true, null);
        RunSummary.RouterFigures f = sim.figures(sim.world().node(Tiny.ROUTER));
        Fabric fabric = FabricExporter.export(sim.world(), s);
        Signature sig = Signature.of(fabric, Tiny.ROUTER, null, null);
        assertEquals(f.worstTxCredits(), sig.values().get(Signature.Field.TX_CREDITS_MIN));
        assertEquals(f.worstRtrCredits(), sig.values().get(Signature.Field.RTR_CREDITS_MIN));
        assertEquals(f.sendersBlocked(), sig.values().get(Signature.Field.RTR_BLOCKED));
        assertEquals(f.pinnedConns(), sig.values().get(Signature.Field.PINNED_CONNS));
        assertEquals(f.pinnedBytes(), sig.values().get(Signature.Field.PINNED_BYTES));
        assertEquals(f.usedBytes(), sig.values().get(Signature.Field.MEMORY_USED));
        double tx = sig.values().get(Signature.Field.TX_CREDITS_MIN);
        assertTrue(tx < 0, "the dead compute's lpni_txcredits is below 0 here: " + tx);
        // every message queued on lpni_txq took a credit below 0 (lnet_post_send_locked)
        assertEquals(-tx, sig.values().get(Signature.Field.TXQ_MAX));
        assertTrue(sig.values().get(Signature.Field.TXQ_PER_SENDER_MAX) <= 42, "peer_buffer_credits bounds a sender");
        // aliveness on drains the rtrqs before conns are pinned: no bytes per conn to give, and it says so
        assertEquals(0.0, sig.values().get(Signature.Field.PINNED_CONNS));
        assertEquals(java.util.Map.of(Signature.Field.PINNED_BYTES_PER_CONN, "no pinned conn"), sig.missing());
        // the one function: a simulated state's signature goes through the file and back unchanged
        Signature back = SignatureFile.parse(List.of(SignatureFile.format(sig).split("\n")), "x");
        assertEquals(sig.values(), back.values());
    }

    private static Node node(Fabric fabric) {
        Node n = F.createNode();
        n.setHostname("rtr1");
        n.setRole(NodeRole.ROUTER);
        fabric.getNodes().add(n);
        return n;
    }

    private static PeerNi peerNi(Node n, String nid, int tx, int rtr) {
        Peer p = F.createPeer();
        PeerNi lp = F.createPeerNi();
        lp.setNid(Nid.parse(nid));
        lp.setTxCredits(tx);
        lp.setRtrCredits(rtr);
        p.getPeerNis().add(lp);
        n.getPeers().add(p);
        return lp;
    }

    @Test
    void whatTheDumpDoesNotHoldIsMissingWithItsReasonNeverZero() {
        Fabric fabric = F.createFabric();
        Node n = node(fabric);
        peerNi(n, "10.1.1.3@o2ib1", -5, 8);
        Signature sig = Signature.of(fabric, null, null, null);
        assertEquals("rtr1", sig.node());
        assertEquals(-5.0, sig.values().get(Signature.Field.TX_CREDITS_MIN));
        // credits say 5 wait on the txq, but no message of it was read
        assertFalse(sig.values().containsKey(Signature.Field.TXQ_MAX));
        assertTrue(sig.missing().get(Signature.Field.TXQ_MAX).contains("not read"), sig.missing().toString());
        assertTrue(sig.missing().containsKey(Signature.Field.MEMORY_USED));
        assertTrue(sig.missing().containsKey(Signature.Field.PINNED_CONNS));
        // and a distance leaves them out, saying so
        Distance.Result d = Distance.between(sig, sig);
        assertTrue(d.leftOut().stream().anyMatch(l -> l.startsWith("txq.max: ")), d.leftOut().toString());
        assertEquals(0, d.total());
    }

    @Test
    void messagesPerConnAlongTheRtrqCountEachChangeOfRxConn() {
        Fabric fabric = F.createFabric();
        Node n = node(fabric);
        n.setUsedBytes(1L << 30);
        PeerNi server = peerNi(n, "10.0.2.1@o2ib", 0, -9);
        KibPeer kp = F.createKibPeer();
        kp.setNid(server.getNid());
        n.getKibPeers().add(kp);
        KibConn[] conns = new KibConn[3];
        for (int c = 0; c < 3; c++) {
            conns[c] = F.createKibConn();
            conns[c].setState(KibConnState.DISCONNECTED);
            kp.getConns().add(conns[c]);
        }
        // 4 messages on conn 0, 3 on conn 1, 2 on conn 2: three runs of 9 messages
        int[] on = {0, 0, 0, 0, 1, 1, 1, 2, 2};
        for (int c : on) {
            KibRx rx = F.createKibRx();
            conns[c].getRxs().add(rx);
            Message m = F.createMessage();
            m.setSrcNid(server.getNid());
            n.getMessages().add(m);
            m.setKibRx(rx);
            server.getRtrq().add(m);
        }
        Signature sig = Signature.of(fabric, "rtr1", null, null);
        assertEquals(9.0, sig.values().get(Signature.Field.RTRQ_MAX));
        assertEquals(3.0, sig.values().get(Signature.Field.RTRQ_MSGS_PER_CONN));
        assertEquals(1.0, sig.values().get(Signature.Field.RTR_BLOCKED));
        assertNotNull(sig.values().get(Signature.Field.PINNED_CONNS));
    }
}
