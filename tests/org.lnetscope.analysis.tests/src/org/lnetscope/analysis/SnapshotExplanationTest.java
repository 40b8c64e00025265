package org.lnetscope.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.examples.HealthyFabric;
import org.lnetscope.model.examples.SeedIncident;

/**
 * Explain on a snapshot (the seed incident's router at kdump time, as a user opens it): no event to
 * explain, so the router's diagnosis and, for the peer NI every sender waits for (or the one selected),
 * each condition's verdict as far as the state decides it, and whether each release forwards to it.
 */
class SnapshotExplanationTest {

    private static Node router(Fabric fabric) {
        return fabric.getNodes().stream().filter(n -> n.getRole() == NodeRole.ROUTER).findFirst().orElseThrow();
    }

    private static PeerNi peerNi(Node router, String nid) {
        return router.getPeers().stream().flatMap(p -> p.getPeerNis().stream()).filter(ni -> nid.equals(String.valueOf(ni.getNid())))
                .findFirst().orElseThrow();
    }

    @Test
    void theSeedRoutersSnapshotSaysWhyItKeepsQueueingToTheStalledCompute() {
        Node router = router(SeedIncident.build());
        String text = SnapshotExplanation.of(router, null, ConsoleLog.NONE);
        assertTrue(text.contains(Diagnosis.of(router)), text);
        PeerNi compute = peerNi(router, SeedIncident.FAULTY_COMPUTE.toString());
        WhyQueued.Result result = WhyQueued.assess(router, compute, ConsoleLog.NONE);
        assertTrue(text.contains("Why LNet keeps queueing to " + compute.getNid() + ": " + result.summary()), text);
        // every condition, with its verdict: the same lines as the vmcore report's table
        for (String line : result.lines()) {
            assertTrue(text.contains("\n  " + line), line + " in\n" + text);
        }
        assertTrue(text.contains("no kernel log in this file"), "said, since only the log tells some conditions apart");
        assertTrue(text.contains("Why " + compute.getNid() + " is alive or dead:"), text);
    }

    @Test
    void aSelectedPeerNiIsTheOneExplained() {
        Node router = router(SeedIncident.build());
        PeerNi server = peerNi(router, SeedIncident.WORST_SERVER.toString());
        String text = SnapshotExplanation.of(router, server, ConsoleLog.NONE);
        assertTrue(text.contains("Why " + server.getNid() + " is alive or dead:"), text);
        assertFalse(text.contains("Why " + SeedIncident.FAULTY_COMPUTE + " is alive"), text);
        // the server's txq is not stalled: no "why queueing" for it
        assertEquals(server.getTxCredits() < 0, text.contains("Why LNet keeps queueing to " + server.getNid()), text);
    }

    @Test
    void aHealthyRouterSaysNothingIsStalled() {
        Node router = router(HealthyFabric.build());
        String text = SnapshotExplanation.of(router, null, ConsoleLog.NONE);
        assertTrue(text.contains("No peer NI of " + router.getHostname() + " is stalled and no kib_conn is pinned."), text);
        assertFalse(text.contains("Why LNet keeps queueing"), text);
    }
}
