package org.lnetscope.sim.lnet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.SimEvent;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.Tiny;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.o2iblnd.KibPeerNi;
import org.lnetscope.sim.world.SimNode;

/**
 * How a router learns that a peer NI is dead, pinned against the kernel (docs/kernel-map.md):
 * 2.12 lnet_notify_locked / lnet_peer_alive_locked / kiblnd_query, and master's LU-17855
 * lpni_ns_status. The tiny fabric of {@link Tiny}: compute2 goes silent (fault variant a) at 20 s.
 */
class AlivenessTest {

    private static final String SILENT = "{type: host_silent, node: compute2, at: 20s}";

    /** A "down" from the LND as the router saw it: when, and what its kib_peer_ni table held then. */
    private record Down(long at, boolean newPeerBusy, long newPeerLastAlive, int aliveCount, int txCredits) {
    }

    @Test
    void theFirstDownFromTheLndCountsThoughANewKibPeerIsAlreadyConnecting() throws Exception {
        Simulation sim = Tiny.sim("2.12", SILENT);
        SimNode router = sim.world().node("router");
        List<Down> downs = new ArrayList<>();
        List<Long> drops = new ArrayList<>();
        sim.setListener(e -> {
            if (!e.node().equals("router")) {
                return;
            }
            if (e instanceof SimEvent.Node n && n.function().equals("lnet_notify")
                    && n.detail().equals(Tiny.COMPUTE2 + " down (lnet_notify from the LND)")) {
                KibPeerNi now = router.kib.find(Tiny.COMPUTE2);
                LnetPeerNi lp = router.peerNi(Tiny.COMPUTE2);
                downs.add(new Down(e.timeNs(), now != null && !now.isIdle(), now == null ? -1 : now.lastAlive,
                        lp.aliveCount, lp.txCredits));
            }
            if (e instanceof SimEvent.Credit c && c.outcome() == SimEvent.Outcome.DROPPED
                    && c.peerNid().equals(Tiny.COMPUTE2.toString())) {
                drops.add(e.timeNs());
            }
        });
        sim.run(80 * Time.SECOND, false, null);

        assertFalse(downs.isEmpty(), "the router heard compute2 down from kiblnd_peer_notify");
        Down first = downs.get(0);
        // kiblnd_peer_notify looks at conn->ibc_peer only: the aborted txs had already relaunched a
        // connect through a new kib_peer_ni (which starts with ibp_last_alive 0), and still the
        // old, idle one reports the error.
        assertTrue(first.newPeerBusy(), "a new kib_peer_ni for compute2 was connecting at the notify");
        assertEquals(0, first.newPeerLastAlive(), "a new kib_peer_ni starts with ibp_last_alive 0");
        // lnet_notify_locked: lpni_alive_count was 0, so the first news counts though it says "down".
        assertEquals(1, first.aliveCount(), "the first notification is counted");
        // The "peer not alive" window: dropped at lnet_post_send_locked, including what was on the txq
        // (each drop gives its credit back and lnet_return_tx_credits_locked posts the next).
        long inWindow = drops.stream().filter(t -> t >= first.at() && t < first.at() + Time.SECOND).count();
        assertTrue(inWindow > 0, "messages for compute2 dropped right after the down");
        assertTrue(router.peerNi(Tiny.COMPUTE2).aliveCount >= 2, "and it came back alive once a query saw the new conn");
    }

    @Test
    void a212RouterRefreshesLastAliveOnReceiveOnlyFromAGateway() throws Exception {
        Simulation sim = Tiny.sim("2.12", null);
        SimNode router = sim.world().node("router");
        SimNode compute1 = sim.world().node("compute1");
        sim.run(10 * Time.SECOND, false, null);
        LnetPeerNi fromCompute = router.peerNi(Nid("10.1.1.1@o2ib1"));
        LnetPeerNi gateway = compute1.peerNi(Tiny.ROUTER_O2IB1);
        long computeLastAlive = fromCompute.lastAlive;
        long received = fromCompute.recvCount;
        sim.run(40 * Time.SECOND, false, null);
        assertTrue(fromCompute.recvCount > received + 10, "compute1 kept sending through the router");
        // lnet_parse: lnet_peer_set_alive only when lnet_isrouter(rxpeer); a compute is not one, so
        // lpni_last_alive keeps its creation value (or a kiblnd_query's).
        assertEquals(computeLastAlive, fromCompute.lastAlive);
        assertFalse(fromCompute.isGateway);
        assertTrue(gateway.isGateway);
        assertTrue(gateway.lastAlive > 30 * Time.SECOND, "the gateway's last_alive follows its messages");
    }

    @Test
    void masterDownComesOnlyFromLnetNotifyAndAnyReceiveBringsItUp() throws Exception {
        Simulation sim = Tiny.sim("master", null, "tunables.health_sensitivity=100");
        SimNode router = sim.world().node("router");
        sim.run(5 * Time.SECOND, false, null);
        LnetPeerNi lp = router.peerNi(Tiny.COMPUTE2);
        assertNotNull(lp);
        LnetMsg routed = new LnetMsg(router.nextAddress(), router, LnetMsgType.LNET_MSG_PUT, Nid("10.0.1.1@o2ib"),
                Tiny.COMPUTE2, 1024, null);
        routed.setRouting(true);
        routed.txPeer = lp;
        routed.healthStatus = HealthStatus.LNET_MSG_STATUS_REMOTE_TIMEOUT;
        // lnet_handle_remote_failure_locked: health down, peer NI queued for recovery; not DOWN.
        sim.world().health.onFailure(routed, Errno.ETIMEDOUT);
        assertTrue(lp.healthValue < LnetPeerNi.LNET_MAX_HEALTH_VALUE, "health decremented");
        assertEquals(LnetPeerNi.NsStatus.UP, lp.nsStatus);
        assertFalse(sim.world().health.dropOnSend(routed), "a health decrement alone drops nothing");
        // lnet_notify(ni, nid, false, ...) from kiblnd_peer_notify: DOWN, and routed messages drop.
        KibPeerNi kp = router.kib.find(Tiny.COMPUTE2);
        sim.world().health.lnetNotify(router, kp, false);
        assertEquals(LnetPeerNi.NsStatus.DOWN, lp.nsStatus);
        assertTrue(sim.world().health.dropOnSend(routed));
        // lnet_parse: any message from the peer NI sets it UP again.
        sim.world().health.onReceive(router, lp);
        assertEquals(LnetPeerNi.NsStatus.UP, lp.nsStatus);
        assertFalse(sim.world().health.dropOnSend(routed));
    }

    @Test
    void masterKeepsASilentComputeDownUntilItSendsAgain() throws Exception {
        Simulation sim = Tiny.sim("master", "{type: host_silent, node: compute2, at: 20s, duration: 60s}");
        SimNode router = sim.world().node("router");
        List<String> states = new ArrayList<>();
        sim.setListener(e -> {
            if (e instanceof SimEvent.Node n && n.node().equals("router") && n.function().equals("lnet_notify")
                    && n.detail().startsWith(Tiny.COMPUTE2 + " ")) {
                states.add(Time.format(e.timeNs()) + " " + n.detail());
            }
        });
        sim.run(79 * Time.SECOND, false, null);
        assertEquals(LnetPeerNi.NsStatus.DOWN, router.peerNi(Tiny.COMPUTE2).nsStatus, String.join("\n", states));
        assertEquals(1, states.size(), "one lnet_notify down, no way back while it is silent: " + states);
        long drops = router.peerNi(Tiny.COMPUTE2).dropCount;
        assertTrue(drops > 50, "routed messages for it are dropped: " + drops);
        assertTrue(router.peerNi(Tiny.COMPUTE2).txq.isEmpty(), "nothing waits behind it");
        sim.run(100 * Time.SECOND, false, null);
        assertEquals(LnetPeerNi.NsStatus.UP, router.peerNi(Tiny.COMPUTE2).nsStatus, String.join("\n", states));
        assertTrue(states.get(states.size() - 1).endsWith("up (message received)"), String.join("\n", states));
    }

    private static Nid Nid(String s) {
        return Nid.parse(s);
    }
}
