package org.lnetscope.sim.lnet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.Tiny;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.o2iblnd.KibPeerNi;
import org.lnetscope.sim.world.SimNode;

/**
 * A silent compute seen by its router under each layout, as that tag's code decides it (docs/kernel-map.md,
 * "aliveness" rows; PeerHealth): 2.12 drops in "peer not alive" windows (AlivenessTest), 2.15 (v2_15_8) never
 * declares it down (no LU-17855: the LND's lnet_notify(down, reset false) changes nothing and a single-rail
 * compute's health is never lowered), 2.16 (v2_16_1) and master drop once the LND's "down" set lpni_ns_status
 * DOWN (LU-17855); 2.16 also drops on a lowered health, master not (LU-18444). The tiny fabric of {@link Tiny}:
 * compute2 goes silent (fault variant a1) at 20 s, peer_timeout 180, lnd_timeout 10 s.
 */
class ReleasesTest {

    private static final String SILENT = "{type: host_silent, node: compute2, at: 20s}";

    /** What the router did for compute2 over the run. */
    private record Outcome(long drops, long lndDowns, LnetPeerNi.NsStatus status, int health, int txCredits) {
    }

    private static Outcome silentCompute(String lustre, String... sets) throws Exception {
        Simulation sim = Tiny.sim(lustre, SILENT, sets);
        assertEquals(lustre, sim.world().release().label);
        sim.run(10 * 60 * Time.SECOND, false, null);
        SimNode router = sim.world().node("router");
        LnetPeerNi lp = router.peerNi(Tiny.COMPUTE2);
        return new Outcome(lp.dropCount, router.stats.lndDowns, lp.nsStatus, lp.healthValue, lp.txCredits);
    }

    @Test
    void release215NeverDeclaresASilentComputeDown() throws Exception {
        Outcome o = silentCompute("2.15");
        assertTrue(o.lndDowns() > 0, "the LND did report it down (kiblnd_peer_notify): " + o);
        assertEquals(0, o.drops(), "lnet_peer_alive_locked (v2_15_8) never finds it dead: " + o);
        assertEquals(LnetPeerNi.NsStatus.UP, o.status(), "lnet_notify(down, reset false) leaves lpni_ns_status: " + o);
        assertTrue(o.txCredits() < 0, "messages for it keep waiting for its tx credits: " + o);
        // health on changes nothing: a single-rail peer that is not a router is never lowered (lib-msg.c v2_15_8)
        Outcome health = silentCompute("2.15", "tunables.health_sensitivity=100", "tunables.retry_count=0");
        assertEquals(0, health.drops(), health.toString());
        assertEquals(LnetPeerNi.LNET_MAX_HEALTH_VALUE, health.health(), health.toString());
    }

    @Test
    void release216AndMasterDropForASilentComputeOnceTheLndSaysDown() throws Exception {
        for (String lustre : new String[] {"2.16", "master"}) {
            Outcome o = silentCompute(lustre);
            assertTrue(o.lndDowns() > 0, lustre + ": " + o);
            assertTrue(o.drops() > 100, lustre + ": lnet_check_message_drop drops for it (LU-17855): " + o);
            assertEquals(LnetPeerNi.NsStatus.DOWN, o.status(), lustre + ": " + o);
            assertTrue(o.txCredits() > -20, lustre + ": nothing piles up behind it: " + o);
        }
    }

    /** A routed PUT from a server to compute2 as the router would post it. */
    private static LnetMsg routed(SimNode router, LnetPeerNi lp, int type) {
        LnetMsg m = new LnetMsg(router.nextAddress(), router, type, Nid.parse("10.0.1.1@o2ib"), Tiny.COMPUTE2, 1024, null);
        m.setRouting(true);
        m.txPeer = lp;
        m.healthStatus = HealthStatus.LNET_MSG_STATUS_REMOTE_TIMEOUT;
        return m;
    }

    @Test
    void release216DropsOnALoweredHealthAndMasterDoesNot() throws Exception {
        for (String lustre : new String[] {"2.16", "master"}) {
            Simulation sim = Tiny.sim(lustre, null, "tunables.health_sensitivity=100");
            SimNode router = sim.world().node("router");
            sim.run(5 * Time.SECOND, false, null);
            LnetPeerNi lp = router.peerNi(Tiny.COMPUTE2);
            LnetMsg m = routed(router, lp, LnetMsgType.LNET_MSG_PUT);
            assertFalse(sim.world().health.dropOnSend(m), lustre);
            // lnet_health_check on a router (LU-17855): a single-rail peer NI's health goes down
            sim.world().health.onFailure(m, Errno.ETIMEDOUT);
            assertTrue(lp.healthValue < LnetPeerNi.LNET_MAX_HEALTH_VALUE, lustre);
            assertEquals(LnetPeerNi.NsStatus.UP, lp.nsStatus, lustre);
            // lnet_is_peer_ni_alive: v2_16_1 wants full health (router_sensitivity_percentage 100); master
            // (LU-18444) looks at lpni_ns_status alone
            assertEquals(lustre.equals("2.16"), sim.world().health.dropOnSend(m), lustre);
            // a message from it on a router restores full health (lnet_health_check OK path, lib-msg.c v2_16_1)
            sim.world().health.onReceive(router, lp);
            assertFalse(sim.world().health.dropOnSend(m), lustre);
        }
    }

    @Test
    void release215SendsWithinPeerTimeoutThenAsksLnetIsPeerNiAliveAndAlwaysSendsResponses() throws Exception {
        Simulation sim = Tiny.sim("2.15", null, "tunables.health_sensitivity=100");
        SimNode router = sim.world().node("router");
        sim.run(200 * Time.SECOND, false, null); // past peer_timeout (180 s) from the start
        LnetPeerNi lp = router.peerNi(Tiny.COMPUTE2);
        LnetMsg put = routed(router, lp, LnetMsgType.LNET_MSG_PUT);
        LnetMsg reply = routed(router, lp, LnetMsgType.LNET_MSG_REPLY);
        // not a gateway: lnet_health_check (v2_15_8) does not lower a single-rail peer NI's health
        sim.world().health.onFailure(put, Errno.ETIMEDOUT);
        assertEquals(LnetPeerNi.LNET_MAX_HEALTH_VALUE, lp.healthValue);
        // lpni_ns_status DOWN (as a discovery push would set it): within peer_timeout of the last receive, sent
        lp.nsStatus = LnetPeerNi.NsStatus.DOWN;
        assertTrue(lp.lastAlive > 0, "compute2 sent to the router");
        assertFalse(sim.world().health.dropOnSend(put), "lnet_is_peer_deadline_passed is false");
        // past the deadline (last heard from in its first second): lnet_is_peer_ni_alive decides
        lp.lastAlive = Time.SECOND / 2;
        assertTrue(sim.world().health.dropOnSend(put), "deadline passed and lpni_ns_status DOWN");
        assertFalse(sim.world().health.dropOnSend(reply), "always send any responses (lnet_msg_is_response)");
        put.setRouting(false);
        assertFalse(sim.world().health.dropOnSend(put), "always send non-routed messages");
        // the LND's down does not touch lpni_ns_status in 2.15, nor its up (reset false)
        lp.nsStatus = LnetPeerNi.NsStatus.UP;
        KibPeerNi kp = router.kib.find(Tiny.COMPUTE2);
        sim.world().health.lnetNotify(router, kp, false);
        assertEquals(LnetPeerNi.NsStatus.UP, lp.nsStatus);
        assertFalse(lp.notified);
    }

    @Test
    void release215ParksRoutedMessagesOnThePeersRtrqAsMasterDoes() throws Exception {
        // lnet_post_routed_recv_locked (lib-move.c v2_15_8): list_add_tail(&msg->msg_list, &lp->lp_rtrq)
        for (String lustre : new String[] {"2.12", "2.15"}) {
            Simulation sim = Tiny.sim(lustre, SILENT, "tunables.peer_timeout=0");
            sim.run(5 * 60 * Time.SECOND, false, null);
            SimNode router = sim.world().node("router");
            int parked = 0;
            for (LnetPeer peer : router.peers.peers()) {
                for (LnetPeerNi lp : peer.peerNis) {
                    if (lp.rtrCredits < 0) {
                        parked += -lp.rtrCredits;
                        assertEquals(lustre.equals("2.12") ? -lp.rtrCredits : 0, lp.lpniRtrq.size(), lustre + " " + lp.nid);
                        assertEquals(lustre.equals("2.12") ? 0 : -lp.rtrCredits, peer.lpRtrq.size(), lustre + " " + lp.nid);
                    }
                }
            }
            assertTrue(parked > 0, lustre + ": the servers' router credits ran out behind the silent compute");
        }
    }
}
