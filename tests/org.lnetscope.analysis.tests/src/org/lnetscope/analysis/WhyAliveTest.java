package org.lnetscope.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.lnetscope.analysis.WhyAlive.Decision;
import org.lnetscope.analysis.WhyAlive.Release;
import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Message;
import org.lnetscope.model.Net;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.PeerState;
import org.lnetscope.model.nid.Nid;

/**
 * A silent compute seen by its router under each release's aliveness rule, read at that tag:
 * lnet_peer_alive_locked / lnet_peer_is_alive (lib-move.c v2_12_9), lnet_peer_alive_locked →
 * lnet_is_peer_deadline_passed, lnet_is_peer_ni_alive (v2_15_8), lnet_check_message_drop (v2_16_1,
 * master). The router's clock is 10,000 s; the compute was last heard from at 9,000 s.
 */
class WhyAliveTest {

    private final LnetFactory f = LnetFactory.eINSTANCE;
    private final Fabric fabric = f.createFabric();
    private final Node router = f.createNode();
    private final PeerNi compute = f.createPeerNi();
    private final Net net = f.createNet();

    WhyAliveTest() {
        fabric.setSource(CaptureSource.SIMULATOR);
        fabric.setLustreVersion(LustreLayout.LAYOUT_MASTER);
        net.setName("o2ib1");
        net.setPeerTimeout(180);
        fabric.getNets().add(net);
        router.setRole(NodeRole.ROUTER);
        router.setHostname("rtr1");
        router.setRoutingEnabled(true);
        router.setClockSeconds(10_000);
        fabric.getNodes().add(router);
        Peer p = f.createPeer();
        compute.setNid(Nid.parse("10.1.0.17@o2ib1"));
        compute.setTxCredits(-4500);
        compute.setLastAlive(9_000);
        p.getPeerNis().add(compute);
        router.getPeers().add(p);
        Message m = f.createMessage();
        m.setRouting(true);
        router.getMessages().add(m);
    }

    @Test
    void release215NeverDeclaresASilentSingleRailPeerDown() {
        // deadline passed (9000 + 180 <= 10000), but health is full and lpni_ns_status UP: without
        // LU-17855 nothing lowers either for a single-rail peer
        compute.setHealthValue(1000);
        compute.setState(PeerState.UP);
        Decision d = WhyAlive.decide(router, compute, Release.V2_15);
        assertEquals(Boolean.TRUE, d.alive());
        assertTrue(d.deciding().expression().startsWith("lnet_is_peer_ni_alive()"), d.toString());
        assertEquals(Boolean.TRUE, d.predicates().get(1).holds(), "the deadline did pass");
        assertTrue(d.verdict().contains("keeps forwarding to 10.1.0.17@o2ib1"), d.verdict());
    }

    @Test
    void release215WithinPeerTimeoutIsAliveWhateverTheStatus() {
        compute.setLastAlive(9_900);
        compute.setState(PeerState.DOWN);
        Decision d = WhyAlive.decide(router, compute, Release.V2_15);
        assertEquals(Boolean.TRUE, d.alive());
        assertTrue(d.deciding().expression().startsWith("lnet_is_peer_deadline_passed()"), d.toString());
    }

    @Test
    void release216DropsOnceLnetNotifySetTheStatusDown() {
        // LU-17855: lnet_notify() sets lpni_ns_status from the LND; lnet_check_message_drop() then drops at once
        compute.setLastAlive(9_900);
        compute.setHealthValue(1000);
        compute.setState(PeerState.DOWN);
        assertEquals(Boolean.FALSE, WhyAlive.decide(router, compute, Release.V2_16).alive());
        assertEquals(Boolean.FALSE, WhyAlive.decide(router, compute, Release.MASTER).alive());
        compute.setState(PeerState.UP);
        assertEquals(Boolean.TRUE, WhyAlive.decide(router, compute, Release.V2_16).alive());
        compute.setHealthValue(900); // lowered health: not alive at the default router_sensitivity_percentage 100
        Decision lowered = WhyAlive.decide(router, compute, Release.V2_16);
        assertNull(lowered.alive(), "depends on router_sensitivity_percentage, not in the model");
        assertTrue(String.join(" ", lowered.readNext()).contains("router_sensitivity_percentage"));
    }

    @Test
    void release212AsksTheLndPastTheDeadline() {
        fabric.setLustreVersion(LustreLayout.LAYOUT_B2_12);
        compute.setAliveCount(0);
        compute.setState(PeerState.UP);
        KibPeer kp = f.createKibPeer();
        kp.setNid(compute.getNid());
        kp.setLastAlive(9_950); // a reconnect refreshed it (kiblnd_connreq_done → kiblnd_peer_alive)
        router.getKibPeers().add(kp);
        Decision d = WhyAlive.decide(router, compute, Release.V2_12);
        assertEquals(Boolean.TRUE, d.alive());
        assertTrue(d.deciding().expression().startsWith("ibp_last_alive"), d.toString());
        kp.setLastAlive(9_500);
        assertEquals(Boolean.FALSE, WhyAlive.decide(router, compute, Release.V2_12).alive());
    }

    @Test
    void release212TrustsLnetNotifysNewerNews() {
        fabric.setLustreVersion(LustreLayout.LAYOUT_B2_12);
        compute.setLastAlive(9_990);
        compute.setState(PeerState.DOWN);
        compute.setAliveCount(2);
        compute.setTimestamp(9_995);
        Decision d = WhyAlive.decide(router, compute, Release.V2_12);
        assertEquals(Boolean.FALSE, d.alive());
        assertTrue(d.deciding().expression().startsWith("!lpni_alive"), d.toString());
    }

    @Test
    void peerTimeoutZeroAlwaysForwards() {
        net.setPeerTimeout(0);
        for (Release r : Release.values()) {
            Decision d = WhyAlive.decide(router, compute, r);
            assertEquals(Boolean.TRUE, d.alive(), r.label);
            assertTrue(d.deciding().expression().startsWith("lnet_peer_aliveness_enabled()"));
        }
    }

    @Test
    void aDumpWithoutTheFieldsIsUnknownAndSaysWhatToRead() {
        fabric.setSource(CaptureSource.VMCORE);
        net.unsetPeerTimeout();
        Decision d = WhyAlive.decide(router, compute, Release.V2_15);
        assertNull(d.alive());
        assertTrue(d.readNext().get(0).contains("lct_peer_timeout"), d.readNext().toString());
        net.setPeerTimeout(180);
        router.setClockSeconds(0); // a dump's clock is not in the extract
        Decision noClock = WhyAlive.decide(router, compute, Release.V2_16);
        assertNull(noClock.alive(), "lpni_healthv not read from the dump");
    }

    /**
     * A 2.12 crash extract prints lpni_last_query but seldom the net's tunables: a non-zero one on a
     * peer that is no gateway shows aliveness was enabled (lnet_ni_query_locked sets it, called by
     * lnet_peer_alive_locked only then; lib-move.c v2_12_9), so lnet_notify's news decides without the
     * peer_timeout, and what needs the peer_timeout stays unknown. A gateway's is set by every receive
     * (lnet_peer_set_alive from lnet_parse): no evidence.
     */
    @Test
    void release212ReadsAlivenessFromLpniLastQueryWhereThePeerTimeoutWasNotRead() {
        fabric.setSource(CaptureSource.VMCORE);
        fabric.setLustreVersion(LustreLayout.LAYOUT_B2_12);
        net.unsetPeerTimeout();
        compute.setLastQuery(9_990);
        compute.setState(PeerState.DOWN);
        compute.setAliveCount(211);
        compute.setTimestamp(9_995);
        compute.setLastAlive(9_000);
        Decision dead = WhyAlive.decide(router, compute, Release.V2_12);
        assertEquals(Boolean.TRUE, dead.predicates().get(0).holds(), dead.toString());
        assertTrue(dead.predicates().get(0).value().contains("lpni_last_query 9990"), dead.toString());
        assertEquals(Boolean.FALSE, dead.alive(), "lnet_notify's newer news decides without the peer_timeout");
        assertTrue(dead.deciding().expression().startsWith("!lpni_alive"), dead.toString());

        compute.setState(PeerState.UP);
        Decision up = WhyAlive.decide(router, compute, Release.V2_12);
        assertNull(up.alive(), "past lnet_notify's news the deadline needs the peer_timeout");
        assertTrue(up.readNext().get(0).contains("lct_peer_timeout"), up.readNext().toString());
        assertTrue(up.verdict().contains("unknown"), up.verdict());

        org.lnetscope.model.Route viaCompute = f.createRoute();
        viaCompute.setGateway(compute.getNid());
        router.getRoutes().add(viaCompute);
        Decision gateway = WhyAlive.decide(router, compute, Release.V2_12);
        assertNull(gateway.predicates().get(0).holds(), "a gateway's lpni_last_query is set by its receives: " + gateway);

        router.getRoutes().clear();
        compute.setLastQuery(0);
        assertNull(WhyAlive.decide(router, compute, Release.V2_12).predicates().get(0).holds(), "0: never queried, decides nothing");
    }

    @Test
    void masterConsultsTheStatusAloneNotTheHealth() {
        // LU-18444 (include/linux/lnet/lib-lnet.h, master): lnet_is_peer_ni_alive() is lpni_ns_status == UP
        compute.setLastAlive(9_900);
        compute.setHealthValue(100);
        compute.setState(PeerState.UP);
        Decision d = WhyAlive.decide(router, compute, Release.MASTER);
        assertEquals(Boolean.TRUE, d.alive(), d.toString());
        assertTrue(d.deciding().expression().contains("LU-18444"), d.toString());
        assertTrue(d.readNext().isEmpty(), "nothing to read: health does not matter on master");
    }

    @Test
    void aSimulatedTraceOfA213PlusLayoutSaysWhichReleaseItRan() {
        assertNull(WhyAlive.releaseOf(fabric), "a 2.13+ struct layout alone does not say");
        org.lnetscope.model.Diagnostic note = f.createDiagnostic();
        note.setLocation(WhyAlive.SIMULATOR_LAYOUT_NOTE);
        note.setMessage("lustre 2.16 (v2_16_1)");
        fabric.getDiagnostics().add(note);
        assertEquals(Release.V2_16, WhyAlive.releaseOf(fabric));
        fabric.setSource(CaptureSource.VMCORE);
        assertNull(WhyAlive.releaseOf(fabric), "only the simulator's own note counts");
    }

    @Test
    void releasesParseAsSitesWriteThem() {
        assertEquals(Release.V2_12, Release.parse("2.12.9"));
        assertEquals(Release.V2_15, Release.parse("b2_15"));
        assertEquals(Release.V2_16, Release.parse("2.16.1"));
        assertEquals(Release.MASTER, Release.parse("master"));
        assertNull(Release.parse("2.14"));
    }
}
