package org.lnetscope.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.nid.Nid;

/** A router as an agent sees it: credit counters, no lnet_msgs or kib_conns behind them. */
class CountersOnlyDiagnosisTest {

    private final LnetFactory f = LnetFactory.eINSTANCE;

    private Node router(int computeTx, int serverRtr) {
        Node router = f.createNode();
        router.setHostname("rtr1");
        router.setRole(NodeRole.ROUTER);
        peer(router, "10.1.0.17@o2ib1", computeTx, 42);
        peer(router, "10.0.0.21@o2ib", 42, serverRtr);
        peer(router, "10.0.0.22@o2ib", 42, serverRtr / 2);
        return router;
    }

    private void peer(Node router, String nid, int tx, int rtr) {
        Peer peer = f.createPeer();
        PeerNi ni = f.createPeerNi();
        ni.setNid(Nid.parse(nid));
        ni.setTxCredits(tx);
        ni.setRtrCredits(rtr);
        peer.getPeerNis().add(ni);
        router.getPeers().add(peer);
    }

    @Test
    void theCountersSayWhatTheyCanAndNoMore() {
        assertEquals("10.1.0.17@o2ib1 is not draining (lpni_txcredits -131: 131 messages wait on its txq)."
                + " 2 peers are out of router credits (10.0.0.21@o2ib: lpni_rtrcredits -473): their messages park on the rtrq,"
                + " each still holding its kib_rx. Counters only: the messages and conns behind them are not in this data.",
                Diagnosis.of(router(-131, -473)));
    }

    @Test
    void routerCreditsAloneAreStillNews() {
        assertEquals("2 peers are out of router credits (10.0.0.21@o2ib: lpni_rtrcredits -40): their messages park on the rtrq,"
                + " each still holding its kib_rx.", Diagnosis.of(router(10, -40)));
    }

    @Test
    void aHealthyRouterSaysNothing() {
        assertEquals("", Diagnosis.of(router(10, 5)));
    }
}
