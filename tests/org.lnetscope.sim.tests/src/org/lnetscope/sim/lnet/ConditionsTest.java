package org.lnetscope.sim.lnet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.sim.SimEvent;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.Tiny;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.o2iblnd.KibConn;
import org.lnetscope.sim.o2iblnd.KibPeerNi;
import org.lnetscope.sim.world.SimNode;

/**
 * The conditions under which a router keeps queueing to a dead peer with aliveness on
 * (docs/scenario-format.md, "faults" and tunables.auto_down; the hypotheses of issue 29), one at a
 * time on the tiny fabric of {@link Tiny} (lnd_timeout 10 s, peer_timeout 180, compute2 faulty
 * from 20 s). Each is checked against what the kernel does at v2_12_9 (docs/kernel-map.md).
 */
class ConditionsTest {

    private static final String A1 = "{type: host_silent, node: compute2, at: 20s}";

    /** Runs to {@code until} and returns the router's LNet messages dropped for compute2. */
    private static long dropsForCompute2(Simulation sim, long until) {
        long[] drops = {0};
        sim.setListener(e -> {
            if (e instanceof SimEvent.Credit c && c.node().equals("router") && c.outcome() == SimEvent.Outcome.DROPPED
                    && c.peerNid().equals(Tiny.COMPUTE2.toString())) {
                drops[0]++;
            }
        });
        sim.run(until, false, null);
        return drops[0];
    }

    @Test
    void withAutoDownOneTheLndsDownIsHeardAndTheTxqDrains() throws Exception {
        Simulation sim = Tiny.sim("2.12", A1);
        long drops = dropsForCompute2(sim, 120 * Time.SECOND);
        SimNode router = sim.world().node("router");
        assertTrue(router.stats.lndDowns > 0, "kiblnd_peer_notify told lnet_notify");
        assertTrue(drops > 0, "\"peer not alive\" drops");
        assertEquals(0, router.stats.lndDownsIgnored);
    }

    @Test
    void autoDownZeroIgnoresTheLndsDownSoTheRouterKeepsQueueing() throws Exception {
        // router.c lnet_notify: "Auto-down disabled" before the peer is looked up. kiblnd_query
        // keeps returning a fresh ibp_last_alive (each new conn's connreq_done and its successful
        // sends: the HCA acks), so lnet_peer_alive_locked never finds it dead either.
        Simulation sim = Tiny.sim("2.12", A1, "tunables.auto_down=0");
        long drops = dropsForCompute2(sim, 120 * Time.SECOND);
        SimNode router = sim.world().node("router");
        LnetPeerNi lp = router.peerNi(Tiny.COMPUTE2);
        assertTrue(router.stats.lndDownsIgnored > 0, "the LND did report down, and LNet ignored it");
        assertEquals(0, router.stats.lndDowns);
        assertEquals(0, drops, "nothing dropped for compute2");
        assertEquals(0, lp.aliveCount, "lpni_alive_count 0: LNet never heard of it");
        // its txq holds what the two servers' router credits allow (peer_buffer_credits = 8 each,
        // the tiny fabric's "42 per server NID"), all of it waiting, none dropped
        assertTrue(lp.txCredits < 0 && lp.txq.size() == -lp.txCredits, "lpni_txcredits " + lp.txCredits);
        java.util.Map<org.lnetscope.model.nid.Nid, Integer> bySource = new java.util.HashMap<>();
        for (LnetMsg msg : lp.txq.toList()) {
            bySource.merge(msg.srcNid, 1, Integer::sum);
        }
        assertTrue(bySource.values().stream().allMatch(n -> n <= 8), "at most peer_buffer_credits each: " + bySource);
    }

    @Test
    void aHostThatAnswersNoCmDrainsAtTheFirstFailedConnectWithAlivenessOn() throws Exception {
        // (a2): the conn it had times out (10 s), the reconnect's CONNREQ is never answered
        // (connect_timeout 5 s), kiblnd_peer_connect_failed -> kiblnd_peer_notify -> down; no new
        // conn ever refreshes ibp_last_alive, so it stays dead and everything for it is dropped.
        Simulation sim = Tiny.sim("2.12", "{type: host_silent_no_cm, node: compute2, at: 20s}");
        long drops = dropsForCompute2(sim, 120 * Time.SECOND);
        SimNode router = sim.world().node("router");
        LnetPeerNi lp = router.peerNi(Tiny.COMPUTE2);
        assertTrue(router.stats.lndDowns > 0);
        assertFalse(lp.alive, "dead");
        assertTrue(drops > 100, "dropped: " + drops);
        assertTrue(lp.txq.isEmpty(), "nothing waits for it");
        KibPeerNi kp = router.kib.find(Tiny.COMPUTE2);
        assertTrue(kp == null || kp.ibpConns.isEmpty(), "no conn to it came up again");
    }

    @Test
    void aHostThatKeepsOpeningConnsIsNeverReportedDown() throws Exception {
        // kiblnd_passive_connect puts its conns on the router's same kib_peer_ni; when the old conn
        // times out it is not the last one, kiblnd_close_conn_locked does not unlink the peer nor
        // set ibp_error, and kiblnd_peer_notify says nothing.
        Simulation sim = Tiny.sim("2.12", "{type: host_silent, node: compute2, at: 20s, opens_conns_every: 4s}");
        SimNode router = sim.world().node("router");
        int[] mostConns = {0};
        List<Long> timeouts = new ArrayList<>();
        long[] drops = {0};
        sim.setListener(e -> {
            if (!e.node().equals("router")) {
                return;
            }
            if (e instanceof SimEvent.Conn c && c.peerNid().equals(Tiny.COMPUTE2.toString())) {
                if (c.function().equals("kiblnd_check_conns")) {
                    timeouts.add(e.timeNs());
                }
                KibPeerNi kp = router.kib.find(Tiny.COMPUTE2);
                if (kp != null) {
                    mostConns[0] = Math.max(mostConns[0], kp.ibpConns.size());
                }
            }
            if (e instanceof SimEvent.Credit c && c.outcome() == SimEvent.Outcome.DROPPED
                    && c.peerNid().equals(Tiny.COMPUTE2.toString())) {
                drops[0]++;
            }
        });
        sim.run(120 * Time.SECOND, false, null);
        assertTrue(timeouts.size() > 3, "conns to it timed out: " + timeouts.size());
        assertTrue(mostConns[0] >= 2, "several conns on the one kib_peer_ni: " + mostConns[0]);
        assertEquals(0, router.stats.lndDowns, "never reported down");
        assertEquals(0, drops[0], "nothing dropped");
        assertTrue(router.peerNi(Tiny.COMPUTE2).alive);
    }

    @Test
    void aConnStillAcceptingAtTheLastCloseOnlyDelaysTheDown() throws Exception {
        // kiblnd_peer_notify finds the kib_peer_ni accepting: silent. kiblnd_connreq_done then finds
        // the peer unlinked and closes the new conn -ECONNABORTED without touching ibp_error
        // (ETIMEDOUT from the close), so connd's kiblnd_peer_notify for it reports down after all:
        // one handshake later.
        Simulation sim = Tiny.sim("2.12",
                "{type: host_silent, node: compute2, at: 20s, opens_conns_every: 15s, connect_handshake: 14s}");
        SimNode router = sim.world().node("router");
        List<Long> closes = new ArrayList<>();
        List<Long> downs = new ArrayList<>();
        sim.setListener(e -> {
            if (!e.node().equals("router")) {
                return;
            }
            if (e instanceof SimEvent.Conn c && c.function().equals("kiblnd_close_conn_locked")
                    && c.peerNid().equals(Tiny.COMPUTE2.toString()) && c.error() != 0) {
                closes.add(e.timeNs());
            }
            if (e instanceof SimEvent.Node n && n.function().equals("lnet_notify")
                    && n.detail().startsWith(Tiny.COMPUTE2 + " down (lnet_notify from the LND)")) {
                downs.add(e.timeNs());
            }
        });
        sim.run(200 * Time.SECOND, false, null);
        assertTrue(router.stats.lndNotifySilent > 0, "a notify found the kib_peer_ni accepting and said nothing");
        assertFalse(downs.isEmpty(), "but the down came: " + closes);
        assertTrue(router.stats.lndDowns > 0);
    }

    @Test
    void aHostThatClosesWithDisconnectIsNeverReportedDown() throws Exception {
        // Its kernel closes each conn after 6 s (< lnd_timeout 10 s): the router gets
        // RDMA_CM_EVENT_DISCONNECTED, kiblnd_close_conn(conn, 0), ibc_comms_error 0, so ibp_error 0
        // and kiblnd_peer_notify says nothing. The router's txs on the conn are aborted.
        Simulation sim = Tiny.sim("2.12", "{type: host_silent, node: compute2, at: 20s, disconnects_after: 6s}");
        long drops = dropsForCompute2(sim, 120 * Time.SECOND);
        SimNode router = sim.world().node("router");
        assertEquals(0, router.stats.txTimeouts, "no \"Timed out RDMA\": the compute closed first");
        assertEquals(0, router.stats.lndDowns, "never reported down");
        assertTrue(router.stats.lndNotifySilent > 3, "its last conn closed without error: " + router.stats.lndNotifySilent);
        assertEquals(0, drops);
        assertTrue(router.peerNi(Tiny.COMPUTE2).alive);
    }

    @Test
    void anIntermittentFaultComesAndGoes() throws Exception {
        Simulation sim = Tiny.sim("2.12", "{type: host_silent, node: compute2, at: 20s, duration: 15s, every: 40s}");
        SimNode compute2 = sim.world().node("compute2");
        boolean[] expected = {false, true, false, true, false};
        long[] at = {19, 25, 45, 65, 85};
        for (int i = 0; i < at.length; i++) {
            sim.run(at[i] * Time.SECOND, false, null);
            assertEquals(expected[i], compute2.hostSilent, "at " + at[i] + " s");
        }
    }

    @Test
    void aTimedOutConnOfAPeerWithAnotherConnLeavesThePeerLinked() throws Exception {
        // kiblnd_close_conn_locked: the peer is unlinked (and ibp_error set) only with its last conn
        Simulation sim = Tiny.sim("2.12", "{type: host_silent, node: compute2, at: 20s, opens_conns_every: 4s}");
        sim.run(60 * Time.SECOND, false, null);
        KibPeerNi kp = sim.world().node("router").kib.find(Tiny.COMPUTE2);
        assertTrue(kp.linked);
        assertEquals(0, kp.error);
        assertTrue(kp.ibpConns.stream().allMatch(KibConn::isEstablished));
    }

    @Test
    void theRouterCheckerMarksAGatewayThatStopsAnsweringDown() throws Exception {
        // 2.12 lnet_ping_router_locked: a ping unanswered past router_ping_timeout (50 s) makes
        // lnet_notify_locked(rtr, 1, 0, now). auto_down 0 so that the LND's own "down" (the
        // compute's conn to the router failing) cannot be what marks it.
        Simulation sim = Tiny.sim("2.12", "{type: link_down, node: router, at: 30s}", "tunables.auto_down=0");
        SimNode compute1 = sim.world().node("compute1");
        List<String> notes = new ArrayList<>();
        sim.setListener(e -> {
            if (e instanceof SimEvent.Node n && n.node().equals("compute1") && n.function().equals("lnet_notify")) {
                notes.add(Time.format(e.timeNs()) + " " + n.detail());
            }
        });
        sim.run(29 * Time.SECOND, false, null);
        LnetPeerNi gw = compute1.peerNi(Tiny.ROUTER_O2IB1);
        assertTrue(gw.alive && gw.isGateway);
        sim.run(30 * Time.SECOND + 121 * Time.SECOND, false, null);
        assertFalse(gw.alive, String.join("\n", notes));
        assertTrue(notes.stream().anyMatch(n -> n.endsWith(Tiny.ROUTER_O2IB1 + " down (router checker ping timed out)")),
                String.join("\n", notes));
    }

    @Test
    void aHostThatHandlesHalfOfWhatItGetsLosesACreditForEachOtherAndItsConnsTimeOut() throws Exception {
        // host_partial: each message it does not handle sits in an rx it never reposts, so the
        // router's conn loses that IB credit for good; with all 8 gone the next txs wait on
        // ibc_tx_queue until lnd_timeout and kiblnd_check_conns closes the conn -ETIMEDOUT.
        Simulation sim = Tiny.sim("2.12", "{type: host_partial, node: compute2, at: 20s, answers: 0.5}");
        SimNode compute2 = sim.world().node("compute2");
        List<Long> timeouts = new ArrayList<>();
        sim.setListener(e -> {
            if (e instanceof SimEvent.Conn c && c.node().equals("router") && c.function().equals("kiblnd_check_conns")
                    && c.peerNid().equals(Tiny.COMPUTE2.toString())) {
                timeouts.add(e.timeNs());
            }
        });
        sim.run(20 * Time.SECOND, false, null);
        long received = compute2.stats.recvCount;
        sim.run(120 * Time.SECOND, false, null);
        assertTrue(compute2.stats.recvCount > received + 20, "it still handles some: " + (compute2.stats.recvCount - received));
        assertFalse(timeouts.isEmpty(), "and the router's conns to it time out");
        assertTrue(timeouts.get(0) > 20 * Time.SECOND);
    }
}
