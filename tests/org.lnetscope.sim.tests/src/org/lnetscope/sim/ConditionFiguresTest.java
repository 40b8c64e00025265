package org.lnetscope.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.lnet.LnetPeer;
import org.lnetscope.sim.lnet.LnetPeerNi;
import org.lnetscope.sim.o2iblnd.KibConn;
import org.lnetscope.sim.world.SimNode;

/**
 * Which conditions reach the kdump state (docs/what-if.md, "Which conditions reach the kdump"),
 * on the seed scaled to routers of 7 GiB (Scenarios.seedScaled: the OOM comes after about a
 * thousand pinned conns instead of thirteen thousand). A reproducing condition never drops a
 * message for the stuck compute and reaches the kdump's figures: its lpni_txcredits at
 * peer_credits - servers x peer_buffer_credits, most server NIDs with exactly peer_buffer_credits
 * messages on its txq, servers' lpni_rtrcredits far below zero with a new conn every queue depth
 * along their rtrq, ~3.3 MiB per pinned conn, memory full. A condition that does not reproduce
 * drops the stuck compute's txq ("peer not alive") and the routers never fill.
 */
class ConditionFiguresTest {

    private static final Nid STUCK = Nid.parse("10.1.1.42@o2ib1");

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
            // aliveness-off, fault shapes a1, a2, b
            "aliveness-off, a1; tunables.peer_timeout=0",
            "aliveness-off, a2; tunables.peer_timeout=0 faults.0.type=host_silent_no_cm",
            "aliveness-off, b; tunables.peer_timeout=0 faults.0.type=link_down",
            "aliveness-off, partial; tunables.peer_timeout=0 faults.0.type=host_partial faults.0.answers=0.5",
            // lnd-never-notified (peer-initiated-conns), aliveness on, auto_down 1
            "peer-initiated-conns; faults.0.opens_conns_every=30s",
            "peer-initiated-conns + peer-connecting-at-notify; faults.0.opens_conns_every=30s faults.0.connect_handshake=29s"})
    void reachesTheKdumpFigures(String condition, String sets) throws Exception {
        Simulation sim = Simulation.of(Scenarios.seedScaled(sets.split(" ")));
        long[] drops = {0};
        sim.setListener(e -> {
            if (e instanceof SimEvent.Credit c && c.outcome() == SimEvent.Outcome.DROPPED
                    && c.peerNid().equals(STUCK.toString())) {
                drops[0]++;
            }
        });
        RunSummary summary = sim.run(sim.scenario().durationNs(), true, null);
        assertTrue(summary.oomAtNs() > 0, condition + ": " + summary.stopReason());
        assertEquals(0, drops[0], "nothing for the stuck compute was ever dropped");
        SimNode router = sim.world().node(summary.oomNode());
        int peerCredits = sim.scenario().tunables().peerCredits();
        int pbc = sim.scenario().tunables().effectivePeerBufferCredits();

        // lpni_txcredits: peer_credits less every server's peer_buffer_credits (the report's ~-4500)
        LnetPeerNi compute = router.peerNi(STUCK);
        int servers = 0;
        for (LnetPeer peer : router.peers.peers()) {
            for (LnetPeerNi lp : peer.peerNis) {
                servers += lp.nid.netName().equals(STUCK.netName()) ? 0 : 1;
            }
        }
        assertEquals(peerCredits - servers * pbc, compute.txCredits, condition);
        assertEquals(-compute.txCredits, compute.txq.size());
        // peer_buffer_credits (42) messages per server NID on its txq (the report's 69 NIDs at 42)
        Map<Nid, Integer> bySource = new HashMap<>();
        for (LnetMsg msg : compute.txq.toList()) {
            bySource.merge(msg.srcNid, 1, Integer::sum);
        }
        long atFull = bySource.values().stream().filter(n -> n == pbc).count();
        assertTrue(bySource.values().stream().allMatch(n -> n <= pbc));
        assertTrue(atFull >= servers / 2, atFull + " of " + servers + " server NIDs at " + pbc);

        // the worst server: rtrcredits far below zero, its rtrq as long, a new conn every <= 42
        LnetPeerNi worst = null;
        for (LnetPeer peer : router.peers.peers()) {
            for (LnetPeerNi lp : peer.peerNis) {
                if (worst == null || lp.rtrCredits < worst.rtrCredits) {
                    worst = lp;
                }
            }
        }
        List<LnetMsg> rtrq = worst.lpniRtrq.toList();
        assertTrue(worst.rtrCredits < -1000, "lpni_rtrcredits " + worst.rtrCredits);
        assertEquals(-worst.rtrCredits, rtrq.size());
        KibConn current = null;
        int run = 0;
        int conns = 0;
        for (LnetMsg msg : rtrq) {
            if (msg.rx.conn != current) {
                current = msg.rx.conn;
                conns++;
                run = 0;
            }
            run++;
            assertTrue(run <= peerCredits, "at most queue-depth messages per conn");
        }
        assertTrue(conns >= -worst.rtrCredits / peerCredits, conns + " conns along " + rtrq.size() + " messages");

        // ~3.3 MiB per pinned conn (QP 512 + CQ 256 + 86 rx pages), filling the router
        RunSummary.RouterFigures figures = sim.figures(router);
        double perConn = figures.pinnedBytes() / (double) figures.pinnedConns() / (1 << 20);
        assertTrue(perConn > 3.2 && perConn < 3.5, perConn + " MiB per pinned conn");
        assertTrue(figures.pinnedBytes() > (router.ramBytes - router.baseBytes) / 2, figures.pinnedBytes() + " pinned");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
            "auto-down-off (aliveness on); tunables.auto_down=0",
            "error-free-close; faults.0.disconnects_after=45s",
            "a2 (aliveness on); faults.0.type=host_silent_no_cm",
            "intermittent a1; faults.0.duration=20m faults.0.every=30m"})
    void drainsAndNeverFillsTheRouter(String condition, String sets) throws Exception {
        Simulation sim = Simulation.of(Scenarios.seedScaled(sets.split(" ")));
        long[] drops = {0};
        sim.setListener(e -> {
            if (e instanceof SimEvent.Credit c && c.outcome() == SimEvent.Outcome.DROPPED
                    && c.peerNid().equals(STUCK.toString())) {
                drops[0]++;
            }
        });
        RunSummary summary = sim.run(sim.scenario().durationNs(), true, null);
        assertEquals(-1, summary.oomAtNs(), condition + ": " + summary.stopReason());
        if (!condition.startsWith("intermittent")) {
            // the stuck compute's txq is dropped: by the LND's "down" (a2) or by LNet's own
            // kiblnd_query finding a reconnecting kib_peer_ni (ibp_last_alive 0) once peer_timeout passed
            assertTrue(drops[0] > 10_000, condition + ": dropped " + drops[0]);
        }
        for (RunSummary.RouterFigures r : summary.routers()) {
            assertTrue(r.peakUsedBytes() < r.ramBytes() * 0.9, r.hostname() + " peaked at " + r.peakUsedBytes());
        }
    }
}
