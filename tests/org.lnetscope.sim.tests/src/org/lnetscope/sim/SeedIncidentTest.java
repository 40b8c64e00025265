package org.lnetscope.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.Test;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.export.FabricExporter;
import org.lnetscope.sim.lnet.LnetMsg;
import org.lnetscope.sim.lnet.LnetPeer;
import org.lnetscope.sim.lnet.LnetPeerNi;
import org.lnetscope.sim.o2iblnd.KibConn;
import org.lnetscope.sim.world.SimNode;

/**
 * The seed incident (examples/scenarios/router-oom.yaml) scaled down to routers with 7 GiB, under
 * a condition that reproduces the kdump (router aliveness off; the others are in
 * ConditionFiguresTest), its kdump signatures (docs/what-if.md), then the scenario with each fix.
 * As written (peer_timeout 180) the scaled seed also runs out, but only because 7 GiB fill before
 * its "peer not alive" drops catch up: it is not the kdump state, so it is not what is pinned here.
 */
class SeedIncidentTest {

    private static final Nid STUCK = Nid.parse("10.1.1.42@o2ib1");

    @Test
    void reproducesTheSignatures() throws Exception {
        Simulation sim = Simulation.of(Scenarios.seedScaled("tunables.peer_timeout=0"));
        RunSummary summary = sim.run(sim.scenario().durationNs(), true, null);
        assertTrue(summary.oomAtNs() > 0, "a router ran out of memory: " + summary.stopReason());
        SimNode router = sim.world().node(summary.oomNode());
        assertTrue(router.isRouter());

        // The stuck compute's peer NI: txcredits thousands below zero at its low-water mark.
        LnetPeerNi compute = router.peerNi(STUCK);
        assertTrue(compute.minTxCredits < -2000, "lpni_mintxcredits " + compute.minTxCredits);
        assertEquals(-compute.txCredits, Math.max(0, compute.txq.size()));

        // ~peer_credits messages per server NID waiting in its txq.
        Map<Nid, Integer> bySource = new HashMap<>();
        for (LnetMsg msg : compute.txq.toList()) {
            bySource.merge(msg.srcNid, 1, Integer::sum);
        }
        assertTrue(bySource.values().stream().allMatch(n -> n <= 42), "never more than peer_buffer_credits");

        // A server whose rtrcredits are hundreds below zero, its rtrq as long.
        LnetPeerNi server = worstRtr(router);
        List<LnetMsg> rtrq = server.lpniRtrq.toList();
        assertTrue(server.rtrCredits < -300, "lpni_rtrcredits " + server.rtrCredits);
        assertEquals(-server.rtrCredits, rtrq.size());

        // Along the rtrq the rx's conn changes every <= queue-depth messages; those conns are
        // DISCONNECTED, refcount == held rxs, QP/CQ still allocated.
        KibConn current = null;
        int run = 0;
        int conns = 0;
        for (LnetMsg msg : rtrq) {
            assertNotNull(msg.rx, "a parked message holds its kib_rx");
            assertTrue(msg.rxDelayed() && msg.rxReadyDelay() && msg.peerRtrCredit() && msg.routing());
            if (msg.rx.conn != current) {
                current = msg.rx.conn;
                conns++;
                run = 0;
                if (current.state == KibConn.IBLND_CONN_DISCONNECTED) {
                    assertEquals(current.heldRx, current.refcount, "ibc_refcount == held rx");
                    assertEquals(current.heldRx, current.nrx, "ibc_nrx == held rx");
                    assertTrue(current.qpPages == 512 && current.cqPages == 256, "QP and CQ not freed");
                    assertTrue(current.ibcListPoisoned && current.ibcSchedListPoisoned);
                }
            }
            run++;
            assertTrue(run <= 42, "at most queue-depth messages per conn");
        }
        assertTrue(conns > 8, "the rtrq spans many conns: " + conns);
        RunSummary.RouterFigures figures = sim.figures(router);
        assertEquals(server.nid.toString(), figures.worstRtrPeer());
        // every conn along the rtrq but the live one (when it holds parked rxs too) is a pinned one
        assertTrue(figures.worstRtrPinnedConns() >= conns - 1 && figures.worstRtrPinnedConns() <= conns,
                figures.worstRtrPinnedConns() + " pinned conns to the server, " + conns + " along its rtrq");
        assertTrue(router.usedBytes() >= router.ramBytes, "memory reached RAM");
        // the pinned conns (QP + CQ + rx pages, 3.3 MiB each) fill most of the room above the base
        // memory (router buffer pools, 1 GiB of large buffers, take most of the rest)
        assertTrue(figures.pinnedBytes() > (router.ramBytes - router.baseBytes) / 2,
                figures.pinnedBytes() + " bytes pinned in " + router.kib.pinned + " conns");

        // The model names kernel objects by address across the fabric: at the OOM the routers hold
        // thousands of conns and hundreds of thousands of messages, and no two live objects may
        // share an address (AddressSpace; a router used to run into its neighbours' addresses).
        Map<Object, EObject> byAddress = new HashMap<>();
        int addressed = 0;
        for (Iterator<EObject> it = FabricExporter.export(sim.world(), sim.scenario()).eAllContents(); it.hasNext();) {
            EObject o = it.next();
            EAttribute id = o.eClass().getEIDAttribute();
            if (id != null && id.getName().equals("address")) {
                addressed++;
                EObject other = byAddress.put(o.eGet(id), o);
                if (other != null) {
                    fail("two objects at " + o.eGet(id) + ": " + o.eClass().getName() + " and " + other.eClass().getName());
                }
            }
        }
        assertTrue(addressed > 100_000, addressed + " objects with an address");
    }

    @Test
    void releasingParkedRxOnCloseAvoidsTheOom() throws Exception {
        Simulation sim = Simulation.of(Scenarios.seedScaled("what_if.release_parked_rx_on_close=true"));
        RunSummary summary = sim.run(sim.scenario().durationNs(), true, null);
        assertEquals(-1, summary.oomAtNs(), summary.stopReason());
        for (RunSummary.RouterFigures r : summary.routers()) {
            assertTrue(r.pinnedConns() < 50, r.hostname() + " pinned " + r.pinnedConns());
        }
    }

    @Test
    void masterWithLu17855AvoidsTheOomWithHealthOff() throws Exception {
        // The seed's tunables (health_sensitivity 0): LU-17855 needs no health, only lnet_notify.
        Simulation sim = Simulation.of(Scenarios.seedScaled("lustre=master"));
        RunSummary summary = sim.run(sim.scenario().durationNs(), true, null);
        assertEquals(-1, summary.oomAtNs(), summary.stopReason());
        SimNode router = sim.world().node("router1");
        assertEquals(LnetPeerNi.NsStatus.DOWN, router.peerNi(STUCK).nsStatus);
        for (RunSummary.RouterFigures r : summary.routers()) {
            assertEquals(0, r.peakPinnedConns(), r.hostname() + " pinned conns");
        }
    }

    private static LnetPeerNi worstRtr(SimNode router) {
        LnetPeerNi worst = null;
        for (LnetPeer peer : router.peers.peers()) {
            for (LnetPeerNi lp : peer.peerNis) {
                if (worst == null || lp.rtrCredits < worst.rtrCredits) {
                    worst = lp;
                }
            }
        }
        return worst;
    }
}
