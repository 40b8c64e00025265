package org.lnetscope.sim.o2iblnd;

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
import org.lnetscope.sim.lnet.Errno;
import org.lnetscope.sim.world.SimNode;

/**
 * o2iblnd paths pinned against o2iblnd_cb.c (docs/kernel-map.md): the two fault variants, the
 * flush completion of txs still sending at close, PUT_NAK's credit, the deadline of a tx waiting
 * for a conn, and "Bad credits".
 */
class KiblndKernelTest {

    /** The router's kib_conn closes (kiblnd_close_conn_locked) to compute2: time and error. */
    private static List<long[]> closesToCompute2(Simulation sim) {
        List<long[]> closes = new ArrayList<>();
        sim.setListener(e -> {
            if (e instanceof SimEvent.Conn c && c.node().equals("router") && c.function().equals("kiblnd_close_conn_locked")
                    && c.peerNid().equals(Tiny.COMPUTE2.toString())) {
                closes.add(new long[] {e.timeNs(), c.error()});
            }
        });
        return closes;
    }

    @Test
    void hostSilentVariantTimesOutTxsAndSuccessfulSendsKeepIbpLastAliveFresh() throws Exception {
        Simulation sim = Tiny.sim("2.12", "{type: host_silent, node: compute2, at: 20s}");
        List<long[]> closes = closesToCompute2(sim);
        sim.run(70 * Time.SECOND, false, null);
        assertFalse(closes.isEmpty(), "the router closed its conn to the silent compute");
        for (long[] close : closes) {
            // kiblnd_check_conns: "Timed out RDMA with ..." -ETIMEDOUT, never a failed completion
            assertEquals(Errno.ETIMEDOUT, (int) close[1], "closed at " + Time.format(close[0]));
            assertTrue(close[0] >= 30 * Time.SECOND, "not before lnd_timeout (10 s) after the fault");
        }
        // each conn's sends complete with success at the HCA: kiblnd_tx_complete -> kiblnd_peer_alive
        KibPeerNi kp = sim.world().node("router").kib.find(Tiny.COMPUTE2);
        assertNotNull(kp);
        assertTrue(kp.lastAlive > 40 * Time.SECOND, "ibp_last_alive " + Time.format(kp.lastAlive));
    }

    @Test
    void linkDownVariantFailsSendsWithinRetryExceededAndNotifiesDown() throws Exception {
        Simulation sim = Tiny.sim("2.12", "{type: link_down, node: compute2, at: 20s}");
        List<long[]> closes = closesToCompute2(sim);
        List<Long> downs = new ArrayList<>();
        List<Long> ups = new ArrayList<>();
        sim.setListener(e -> {
            if (e instanceof SimEvent.Conn c && c.node().equals("router") && c.function().equals("kiblnd_close_conn_locked")
                    && c.peerNid().equals(Tiny.COMPUTE2.toString())) {
                closes.add(new long[] {e.timeNs(), c.error()});
            }
            if (e instanceof SimEvent.Node n && n.node().equals("router") && n.function().equals("lnet_notify")
                    && n.detail().startsWith(Tiny.COMPUTE2 + " ")) {
                (n.detail().contains(" down ") ? downs : ups).add(e.timeNs());
            }
        });
        sim.run(120 * Time.SECOND, false, null);
        assertFalse(closes.isEmpty());
        long[] first = closes.get(0);
        // kiblnd_tx_complete with an error status closes the conn -EIO once RC retries are spent
        assertEquals(Errno.EIO, (int) first[1]);
        assertTrue(first[0] <= 20 * Time.SECOND + 8 * Time.SECOND, "within retry_exceeded (7 s): " + Time.format(first[0]));
        assertFalse(downs.isEmpty(), "lnet_notify down");
        assertTrue(downs.get(0) >= first[0]);
        // no new conn ever comes up (connects fail), so no kiblnd_query brings it back
        assertTrue(ups.stream().allMatch(t -> t < downs.get(0)), "never up again: " + ups);
        assertFalse(sim.world().node("router").peerNi(Tiny.COMPUTE2).alive);
    }

    @Test
    void txsStillSendingAtCloseCompleteAtTheirFlushAfterPeerNotify() throws Exception {
        Simulation sim = Tiny.sim("2.12", "{type: link_down, node: compute2, at: 20s}");
        SimNode router = sim.world().node("router");
        long[] notifyAt = {-1};
        List<long[]> finalized = new ArrayList<>();
        sim.setListener(e -> {
            if (!e.node().equals("router")) {
                return;
            }
            if (e instanceof SimEvent.Node n && n.function().equals("lnet_notify") && notifyAt[0] < 0
                    && n.detail().startsWith(Tiny.COMPUTE2 + " down")) {
                notifyAt[0] = e.timeNs();
            }
            if (e instanceof SimEvent.Msg m && m.function().equals("lnet_finalize")
                    && m.destNid().equals(Tiny.COMPUTE2.toString()) && m.status() == Errno.EIO) {
                finalized.add(new long[] {e.timeNs()});
            }
        });
        sim.run(20 * Time.SECOND + Time.SECOND, false, null);
        // by now several txs to compute2 are posted on its conn and wait for their (failing) completion
        KibConn conn = router.kib.find(Tiny.COMPUTE2).conn();
        assertNotNull(conn);
        int sending = 0;
        for (KibTx tx = conn.activeTxs.peek(); tx != null; tx = tx.next) {
            sending += tx.sending > 0 ? 1 : 0;
        }
        assertTrue(sending > 1, "txs in flight on the conn: " + sending);
        sim.run(40 * Time.SECOND, false, null);
        assertTrue(notifyAt[0] > 0);
        // kiblnd_abort_txs leaves them to kiblnd_tx_complete, whose flush completion comes after
        // kiblnd_disconnect_conn's kiblnd_peer_notify: at least sending-1 finish after the notify
        long after = finalized.stream().filter(f -> f[0] > notifyAt[0]).count();
        assertTrue(after >= sending - 1, after + " of " + sending + " in-flight txs completed after the notify");
        assertTrue(finalized.stream().filter(f -> f[0] > notifyAt[0])
                .allMatch(f -> f[0] <= notifyAt[0] + Time.MILLISECOND), "and at once (a flush, not a retry timeout)");
    }

    @Test
    void aPutReqLnetDropsIsNakedAndItsRxRepostedWithAPeerCredit() throws Exception {
        // Routing off from 1 s: every routed message is dropped in lnet_parse, a 64 KiB PUT goes as
        // PUT_REQ and is answered PUT_NAK. If the NAK'd rx were reposted without credit each drop
        // would cost the server one of its 8 IB credits for good and it would stall after 8.
        Simulation sim = Tiny.sim("2.12", null, "what_if.routing_disabled_at=1s", "workload.2.size=64KiB",
                "workload.2.rate=20/s");
        sim.run(60 * Time.SECOND, false, null);
        SimNode router = sim.world().node("router");
        assertTrue(router.stats.dropCount > 500, "routed PUTs dropped: " + router.stats.dropCount);
        KibConn fromServer = router.kib.find(Nid.parse("10.0.1.1@o2ib")).conn();
        KibConn server = sim.world().node("server1").kib.find(Tiny.ROUTER_O2IB).conn();
        assertNotNull(fromServer);
        assertTrue(server.credits > 0, "the server's conn still has IB credits: " + server.credits);
    }

    @Test
    void aTxWaitingForAConnIn212TimesOutAtTheDeadlineItsDescriptorKeptAndInMasterAtConnreqPlusTen() throws Exception {
        // peer_timeout 0: no aliveness drop, so messages for the dead compute reach ibp_tx_queue;
        // the CONNREQ to it fails only after 60 s.
        String[] sets = {"tunables.peer_timeout=0", "fabric.connect_timeout=60s"};
        long[] firstTimeout = {-1, -1};
        String[] layouts = {"2.12", "master"};
        for (int i = 0; i < 2; i++) {
            Simulation sim = Tiny.sim(layouts[i], "{type: link_down, node: compute2, at: 20s}", sets);
            SimNode router = sim.world().node("router");
            // kiblnd_create_tx_pool zeroes the descriptors: one never used carries tx_deadline 0
            assertEquals(0, router.kib.getIdleTx());
            int k = i;
            sim.setListener(e -> {
                if (e instanceof SimEvent.Msg m && m.node().equals("router") && m.function().equals("lnet_finalize")
                        && m.destNid().equals(Tiny.COMPUTE2.toString()) && m.status() == Errno.ETIMEDOUT
                        && firstTimeout[k] < 0) {
                    firstTimeout[k] = e.timeNs();
                }
            });
            KiblndTx txs = sim.world().kiblndTx;
            sim.run(100 * Time.SECOND, false, null);
            long now = sim.world().now();
            KibTx tx = txs.getIdleTx(router, IblndMsg.IBLND_MSG_IMMEDIATE, null);
            if (i == 0) {
                // kiblnd_launch_tx (2.12) sets no deadline: the tx waits against the one its
                // reused descriptor kept from its last kiblnd_queue_tx_locked (LIFO free list,
                // so a recent one: at most lnd_timeout, 10 s, from now)
                assertTrue(tx.deadline > 0 && tx.deadline <= now + 10 * Time.SECOND, Time.format(tx.deadline));
                assertEquals(tx.deadline, txs.waitingDeadline(tx));
                assertTrue(router.stats.waitingTxTimeouts > 0, "\"Timed out tx for\" in 2.12");
            } else {
                // kiblnd_connreq_timeout_ms() = max(5 s, 10 s / 4) = 5 s, plus 2 x 5 s
                assertEquals(now + 15 * Time.SECOND, txs.waitingDeadline(tx));
            }
        }
        // 2.12: a waiting tx does not wait for the connect to fail (t = 20 s + 7 s + 60 s): it times
        // out within lnd_timeout of its queueing plus a kiblnd_check_conns round
        assertTrue(firstTimeout[0] > 0 && firstTimeout[0] < 20 * Time.SECOND + 7 * Time.SECOND + 10 * Time.SECOND
                + 4 * Time.SECOND, "2.12 timed out a waiting tx at " + Time.format(firstTimeout[0]));
        // master: the waiting txs time out about 15 s after they were queued, long before the connect fails
        assertTrue(firstTimeout[1] > 0 && firstTimeout[1] < 20 * Time.SECOND + 7 * Time.SECOND + 17 * Time.SECOND,
                "master timed out a waiting tx at " + Time.format(firstTimeout[1]));
    }

    @Test
    void connectFailedTellsLnetDownBeforeItFailsTheQueuedTxs() throws Exception {
        // kiblnd_peer_connect_failed (2.12 and master, same order): kiblnd_peer_notify, then
        // kiblnd_txlist_done. compute2 (a2: no CM) is silent from the start, so the router's first
        // connect to it times out (connect_timeout 5 s) with the servers' messages queued. master,
        // whose waiting txs keep their own deadline (15 s) until then.
        Simulation sim = Tiny.sim("master", "{type: host_silent_no_cm, node: compute2, at: 0s}");
        List<String> order = new ArrayList<>();
        sim.setListener(e -> {
            if (!e.node().equals("router")) {
                return;
            }
            if (e instanceof SimEvent.Node n && n.function().equals("lnet_notify")
                    && n.detail().equals(Tiny.COMPUTE2 + " down (lnet_notify from the LND)")) {
                order.add(e.timeNs() + " notify");
            }
            if (e instanceof SimEvent.Msg m && m.function().equals("lnet_finalize")
                    && m.destNid().equals(Tiny.COMPUTE2.toString()) && m.status() == Errno.ETIMEDOUT) {
                order.add(e.timeNs() + " tx");
            }
        });
        sim.run(12 * Time.SECOND, false, null);
        int notify = order.indexOf(order.stream().filter(o -> o.endsWith("notify")).findFirst().orElseThrow());
        String at = order.get(notify).split(" ")[0];
        long sameInstantBefore = order.subList(0, notify).stream().filter(o -> o.startsWith(at + " ")).count();
        long sameInstantAfter = order.subList(notify, order.size()).stream().filter(o -> o.equals(at + " tx")).count();
        assertEquals(0, sameInstantBefore, "no queued tx failed before the notify: " + order);
        assertTrue(sameInstantAfter > 0, "the queued txs failed right after it: " + order);
    }

    @Test
    void badCreditsCloseTheConnEproto() throws Exception {
        Simulation sim = Tiny.sim("2.12", null);
        sim.run(5 * Time.SECOND, false, null);
        KibConn conn = sim.world().node("router").kib.find(Nid.parse("10.0.1.1@o2ib")).conn();
        assertNotNull(conn);
        assertTrue(conn.isEstablished());
        int credits = conn.credits;
        // kiblnd_handle_rx: ibc_credits + ibm_credits > ibc_queue_depth
        WireMsg noop = new WireMsg(IblndMsg.IBLND_MSG_NOOP, conn.queueDepth - credits + 1, 64,
                new KibTx(IblndMsg.IBLND_MSG_NOOP, null));
        assertTrue(sim.world().kiblndRx.rxComplete(conn, noop));
        assertEquals(KibConn.IBLND_CONN_CLOSING, conn.state, "closed, not clamped");
        assertEquals(Errno.EPROTO, conn.commsError);
        assertEquals(credits, conn.credits, "the bad credits were not taken");
    }
}
