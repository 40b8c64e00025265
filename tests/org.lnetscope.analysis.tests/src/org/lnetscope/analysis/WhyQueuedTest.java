package org.lnetscope.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.lnetscope.analysis.WhyQueued.Verdict;
import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
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
import org.lnetscope.model.Tunables;
import org.lnetscope.model.nid.Nid;

/**
 * Each hypothesis is decided by the kernel's own fields, and left undecided without them
 * (WhyQueued; lib-types.h lnet_peer_aliveness_enabled, lib-move.c lnet_peer_alive_locked,
 * router.c lnet_notify / lnet_notify_locked, o2iblnd_cb.c kiblnd_peer_notify; v2_12_9 and master).
 */
class WhyQueuedTest {

    private final LnetFactory f = LnetFactory.eINSTANCE;
    private final Fabric fabric = f.createFabric();
    private final Node router = f.createNode();
    private final PeerNi compute;
    private final Net o2ib1 = f.createNet();

    WhyQueuedTest() {
        fabric.setSource(CaptureSource.VMCORE);
        fabric.setLustreVersion(LustreLayout.LAYOUT_B2_12);
        o2ib1.setName("o2ib1");
        fabric.getNets().add(o2ib1);
        router.setHostname("rtr1");
        router.setRole(NodeRole.ROUTER);
        fabric.getNodes().add(router);
        Peer peer = f.createPeer();
        compute = f.createPeerNi();
        compute.setNid(Nid.parse("10.1.0.17@o2ib1"));
        compute.setTxCredits(-4500);
        peer.getPeerNis().add(compute);
        router.getPeers().add(peer);
        Message forwarded = f.createMessage();
        forwarded.setRouting(true);
        router.getMessages().add(forwarded);
        compute.getTxq().add(forwarded);
    }

    /** A log that names the compute {@code n} times per line kind, CNETERR lines visible or not. */
    private static ConsoleLog log(Boolean netErrors, Map<ConsoleLine, Long> counts) {
        return new ConsoleLog() {
            @Override
            public boolean read() {
                return true;
            }

            @Override
            public long count(ConsoleLine line, Nid peer) {
                return "10.1.0.17@o2ib1".equals(String.valueOf(peer)) ? counts.getOrDefault(line, 0L) : 0;
            }

            @Override
            public Boolean netErrorsShown() {
                return netErrors;
            }

            @Override
            public boolean rateLimited() {
                return false;
            }
        };
    }

    private WhyQueued.Result assess() {
        return WhyQueued.assess(router, compute, ConsoleLog.NONE);
    }

    @Test
    void nothingReadLeavesEveryConditionUndecided() {
        WhyQueued.Result why = assess();
        for (WhyQueued.Assessment a : why.assessments()) {
            assertEquals(Verdict.UNDECIDED, a.verdict(), a.toString());
            assertTrue(!a.readNext().isEmpty() || !a.evidence().isEmpty(), "says what decides " + a.hypothesis());
        }
        assertTrue(why.summary().contains("is undecided"), why.summary());
    }

    @Test
    void aDefaultTunablesObjectOfAnImportIsNotEvidence() {
        // an import's Tunables holds defaults; only the simulator's are the run's own settings
        Tunables t = f.createTunables();
        t.setPeerTimeout(0);
        fabric.setTunables(t);
        assertEquals(Verdict.UNDECIDED, assess().of(Hypothesis.ALIVENESS_OFF).verdict());
        fabric.setSource(CaptureSource.SIMULATOR);
        assertEquals(Verdict.SUPPORTED, assess().of(Hypothesis.ALIVENESS_OFF).verdict());
    }

    @Test
    void lastQueryProvesAlivenessOnIn212ButNotInMaster() {
        compute.setLastQuery(1_043_000);
        assertEquals(Verdict.RULED_OUT, assess().of(Hypothesis.ALIVENESS_OFF).verdict());
        fabric.setLustreVersion(LustreLayout.LAYOUT_MASTER);
        assertEquals(Verdict.UNDECIDED, assess().of(Hypothesis.ALIVENESS_OFF).verdict(), "master has no lpni_last_query");
    }

    /** A gateway's lpni_last_query is set by every receive from it (lnet_peer_set_alive, lnet_parse, v2_12_9): no evidence. */
    @Test
    void aGatewaysLastQueryIsNoEvidence() {
        compute.setLastQuery(1_043_000);
        org.lnetscope.model.Route via = f.createRoute();
        via.setGateway(compute.getNid());
        router.getRoutes().add(via);
        WhyQueued.Assessment a = assess().of(Hypothesis.ALIVENESS_OFF);
        assertEquals(Verdict.UNDECIDED, a.verdict());
        assertTrue(a.evidence().stream().anyMatch(e -> e.contains("is a gateway of this router")), a.evidence().toString());
    }

    @Test
    void autoDownZeroIsSupportedAndNamedInTheSummary() {
        o2ib1.setPeerTimeout(180);
        router.setAutoDown(0);
        compute.setAliveCount(0);
        WhyQueued.Result why = assess();
        assertEquals(Verdict.SUPPORTED, why.of(Hypothesis.AUTO_DOWN_OFF).verdict());
        assertEquals(Verdict.SUPPORTED, why.of(Hypothesis.LND_NEVER_NOTIFIED).verdict());
        assertTrue(why.summary().contains("auto_down = 0"), why.summary());
    }

    @Test
    void heardDownAndBackIsIntermittentNotNeverNotified() {
        o2ib1.setPeerTimeout(180);
        compute.setAliveCount(3);
        compute.setState(PeerState.UP);
        WhyQueued.Result why = assess();
        assertEquals(Verdict.RULED_OUT, why.of(Hypothesis.LND_NEVER_NOTIFIED).verdict());
        assertEquals(Verdict.SUPPORTED, why.of(Hypothesis.INTERMITTENT).verdict());
        assertTrue(why.summary().contains("but considers it alive again now (lpni_alive 1): it keeps forwarding to it"),
                why.summary());
        compute.setState(PeerState.DOWN);
        assertTrue(assess().summary().contains("considers it dead now"), assess().summary());
    }

    @Test
    void masterReadsLpniNotified() {
        fabric.setLustreVersion(LustreLayout.LAYOUT_MASTER);
        o2ib1.setPeerTimeout(180);
        compute.setNotified(false);
        assertEquals(Verdict.SUPPORTED, assess().of(Hypothesis.LND_NEVER_NOTIFIED).verdict());
        compute.setNotified(true);
        compute.setState(PeerState.DOWN);
        assertEquals(Verdict.RULED_OUT, assess().of(Hypothesis.LND_NEVER_NOTIFIED).verdict());
    }

    @Test
    void theLndsReasonsComeFromTheKibPeer() {
        o2ib1.setPeerTimeout(180);
        compute.setAliveCount(0);
        KibPeer kp = f.createKibPeer();
        kp.setNid(compute.getNid());
        kp.setConnecting(1);
        KibConn live = f.createKibConn();
        live.setState(KibConnState.ESTABLISHED);
        KibConn closed = f.createKibConn();
        closed.setState(KibConnState.DISCONNECTED);
        kp.getConns().add(live);
        kp.getConns().add(closed);
        router.getKibPeers().add(kp);
        String evidence = String.join("\n", assess().of(Hypothesis.LND_NEVER_NOTIFIED).evidence());
        assertTrue(evidence.contains("`ibp_connecting` = 1"), evidence);
        assertTrue(evidence.contains("1 ESTABLISHED conn"), evidence);
        assertTrue(evidence.contains("1 closed conn of 10.1.0.17@o2ib1 with `ibc_comms_error` = 0"), evidence);
    }

    @Test
    void cneterrLinesDecideOnlyWhenTheyReachTheLog() {
        Map<ConsoleLine, Long> rdmaOnly = new EnumMap<>(ConsoleLine.class);
        rdmaOnly.put(ConsoleLine.TIMED_OUT_RDMA, 12L);
        WhyQueued.Result hidden = WhyQueued.assess(router, compute, log(null, rdmaOnly));
        assertEquals(Verdict.UNDECIDED, hidden.of(Hypothesis.FAULT_B).verdict());
        assertEquals(Verdict.UNDECIDED, hidden.of(Hypothesis.FAULT_A1).verdict());
        WhyQueued.Result shown = WhyQueued.assess(router, compute, log(true, rdmaOnly));
        assertEquals(Verdict.RULED_OUT, shown.of(Hypothesis.FAULT_B).verdict());
        assertEquals(Verdict.SUPPORTED, shown.of(Hypothesis.FAULT_A1).verdict());

        Map<ConsoleLine, Long> failed = new EnumMap<>(rdmaOnly);
        failed.put(ConsoleLine.TX_FAILED, 3L);
        assertEquals(Verdict.SUPPORTED, WhyQueued.assess(router, compute, log(null, failed)).of(Hypothesis.FAULT_B).verdict());

        Map<ConsoleLine, Long> notAlive = Map.of(ConsoleLine.PEER_NOT_ALIVE, 1L);
        assertEquals(Verdict.RULED_OUT, WhyQueued.assess(router, compute, log(null, notAlive)).of(Hypothesis.ALIVENESS_OFF)
                .verdict());
    }
}
