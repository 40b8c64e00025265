package org.lnetscope.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.check.CreditInvariants;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.lnet.LnetPeerNi;
import org.lnetscope.sim.o2iblnd.ConnSizing;
import org.lnetscope.sim.world.World;

/**
 * The credit mechanics: after every single event of a run with a stuck compute, every credit
 * counter is negative exactly when its queue is non-empty and then equals minus its length, and
 * every kib_conn's refcount is what holds it.
 */
class CreditMechanicsTest {

    private static void runChecked(Simulation sim, long until) {
        World world = sim.world();
        sim.setAfterEvent(() -> {
            List<String> v = CreditInvariants.violations(world);
            if (!v.isEmpty()) {
                fail("t=" + Time.format(world.now()) + ": " + v);
            }
        });
        sim.run(until, false, null);
    }

    @Test
    void invariantsHoldAfterEveryEvent() throws Exception {
        Simulation sim = Simulation.of(Scenarios.small());
        runChecked(sim, 12 * 60 * Time.SECOND);
        LnetPeerNi stuck = sim.world().node("router1").peerNi(Nid.parse("10.1.1.3@o2ib1"));
        assertTrue(stuck.minTxCredits < 0, "the stuck compute's peer NI queued: " + stuck.minTxCredits);
    }

    @Test
    void invariantsHoldWithEveryWhatIf() throws Exception {
        for (String set : new String[] {"what_if.release_parked_rx_on_close=true", "what_if.eager_recv=true",
                "what_if.routing_disabled_at=5m", "lustre=master", "lustre=2.15", "lustre=2.16", "tunables.peer_buffer_credits=4"}) {
            Simulation sim = Simulation.of(Scenarios.small(set, "tunables.health_sensitivity=100"));
            runChecked(sim, 8 * 60 * Time.SECOND);
        }
    }

    @Test
    void faultsKeepInvariants() throws Exception {
        Simulation sim = Simulation.of(Scenarios.small("faults.0.type=reboot", "faults.0.duration=2m"));
        runChecked(sim, 6 * 60 * Time.SECOND);
        Simulation link = Simulation.of(Scenarios.small("faults.0.type=link_down", "faults.0.node=server2",
                "faults.0.duration=30s"));
        runChecked(link, 4 * 60 * Time.SECOND);
    }

    @Test
    void connMemoryFollowsQueueDepth() {
        // The report: QP 512 pages, CQ 256 pages; plus 86 rx pages at queue depth 42.
        assertEquals(512, ConnSizing.qpPages(42, 256));
        assertEquals(256, ConnSizing.cqPages(42, 256));
        assertEquals(86, ConnSizing.rxPages(42));
        assertTrue(ConnSizing.connBytes(8, 256) < ConnSizing.connBytes(42, 256));
    }
}
