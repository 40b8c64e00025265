package org.lnetscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.util.EObjectValidator;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.RtrBufferPool;
import org.lnetscope.model.RxState;
import org.lnetscope.model.TxQueue;
import org.lnetscope.model.examples.HealthyFabric;
import org.lnetscope.model.examples.SeedIncident;
import org.lnetscope.model.internal.Addresses;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.model.validation.LnetValidation;
import org.lnetscope.model.validation.LnetValidator;
import org.lnetscope.model.validation.PartialExtract;
import org.lnetscope.model.validation.ValidationProgress;

/** Every LNet invariant: the examples keep it, and breaking it once gives its diagnostic. */
class ValidationTest {

    /** The incident at a size where every structure still occurs: 2 capped servers, 2 and 1 pinned conns. */
    static final SeedIncident.Scale TINY = new SeedIncident.Scale(3, 2, 1, 31, 2, 1);

    @Test
    void healthyFabricIsClean() {
        assertEquals(Diagnostic.OK, LnetValidation.validate(HealthyFabric.build()).getSeverity(),
                () -> LnetValidation.format(LnetValidation.validate(HealthyFabric.build())));
    }

    @Test
    void incidentHasOnlyPinnedConnectionWarnings() {
        Fabric fabric = SeedIncident.build(TINY);
        List<Diagnostic> problems = LnetValidation.problems(LnetValidation.validate(fabric));
        assertEquals(TINY.pinnedConns(), problems.size(), () -> LnetValidation.format(LnetValidation.validate(fabric)));
        for (Diagnostic problem : problems) {
            assertEquals(Diagnostic.WARNING, problem.getSeverity(), problem.getMessage());
            assertEquals(LnetValidator.CONN_PINNED, problem.getCode(), problem.getMessage());
        }
        String first = problems.get(0).getMessage();
        assertTrue(first.startsWith("kib_conn 0xffff"), first);
        assertTrue(first.contains("to 10.0.0.21@o2ib on rtr01"), first);
        assertTrue(first.contains("ibc_refcount 42"), first);
        assertTrue(first.contains("held by 42 rxs of lnet_msgs 0xffff"), first);
        assertTrue(first.contains("and 39 more"), first);
    }

    /** A crash extract may print a conn's peer NI but not its NID: the diagnostic says so, never "to null". */
    @Test
    void aConnWhosePeerHasNoNidInTheFileIsNamedWithoutNull() {
        Fabric fabric = SeedIncident.build(TINY);
        List<Diagnostic> before = LnetValidation.problems(LnetValidation.validate(fabric));
        assertTrue(before.get(0).getMessage().contains("to 10.0.0.21@o2ib on rtr01"), before.get(0).getMessage());
        fabric.eAllContents().forEachRemaining(o -> {
            if (o instanceof org.lnetscope.model.KibConn conn && conn.getPeer() != null) {
                conn.getPeer().setNid(null);
            }
        });
        String first = LnetValidation.problems(LnetValidation.validate(fabric)).get(0).getMessage();
        assertFalse(first.contains("null"), first);
        assertTrue(first.contains("to (NID not in the file) on rtr01"), first);
    }

    @Test
    void niTxQueueCredits() {
        assertError(LnetValidator.TX_QUEUE_CREDITS, f -> txQueue(f).setCredits(-1));
        assertError(LnetValidator.TX_QUEUE_CREDITS, f -> txQueue(f).getDelayed().add(router(f).getMessages().get(0)));
    }

    @Test
    void peerTxCredits() {
        assertError(LnetValidator.PEER_TX_CREDITS, f -> compute(f).setTxCredits(compute(f).getTxCredits() + 1));
        assertError(LnetValidator.PEER_TX_CREDITS, f -> compute(f).getTxq().remove(0));
    }

    @Test
    void peerRouterCreditsIn212() {
        assertError(LnetValidator.PEER_RTR_CREDITS, f -> server(f).setRtrCredits(server(f).getRtrCredits() - 1));
        assertError(LnetValidator.PEER_RTR_CREDITS, f -> server(f).setRtrCredits(0));
    }

    @Test
    void routerQueueMustMatchTheLayout() {
        assertError(LnetValidator.RTRQ_LAYOUT, f -> server(f).getPeer().getRtrq().add(LnetFactory.eINSTANCE.createMessage()));
        assertError(LnetValidator.RTRQ_LAYOUT, f -> f.setLustreVersion(LustreLayout.LAYOUT_MASTER));
    }

    @Test
    void peerRouterCreditsInMaster() {
        Consumer<Fabric> toMaster = f -> {
            f.setLustreVersion(LustreLayout.LAYOUT_MASTER);
            for (PeerNi peerNi : List.of(server(f))) {
                peerNi.getPeer().getRtrq().addAll(peerNi.getRtrq());
                peerNi.getRtrq().clear();
            }
            router(f).findPeerNi(SeedIncident.server(1)).getRtrq().clear();
            router(f).findPeerNi(SeedIncident.server(1)).setRtrCredits(0);
            router(f).findPeerNi(SeedIncident.server(1)).setMinRtrCredits(0);
        };
        assertErrors(toMaster, List.of());
        assertError(LnetValidator.PEER_RTR_CREDITS, toMaster.andThen(f -> server(f).getPeer().getRtrq().remove(0)));
    }

    @Test
    void routerBufferPoolCredits() {
        assertError(LnetValidator.POOL_CREDITS, f -> pool(f).setCredits(-2));
    }

    @Test
    void lowWaterMarksAreWarnings() {
        Fabric fabric = SeedIncident.build(TINY);
        compute(fabric).setMinTxCredits(compute(fabric).getTxCredits() + 1);
        assertTrue(codes(fabric, Diagnostic.WARNING).contains(LnetValidator.LOW_WATER_MARK));
        assertEquals(List.of(), codes(fabric, Diagnostic.ERROR));
    }

    @Test
    void connRefcountCoversHeldRxs() {
        assertError(LnetValidator.CONN_REFCOUNT_HELD, f -> pinned(f).setRefcount(41));
        assertError(LnetValidator.CONN_NRX_HELD, f -> pinned(f).setNrx(41));
    }

    @Test
    void connsWithoutRefsAreGone() {
        assertError(LnetValidator.CONN_REFCOUNT_ZERO, f -> {
            KibConn conn = pinned(f);
            conn.getRxs().clear();
            conn.setRefcount(0);
            conn.setNrx(0);
        });
    }

    @Test
    void pinnedConnectionIsAWarning() {
        Fabric fabric = HealthyFabric.build();
        KibConn conn = router(fabric).getKibPeers().get(0).getConns().get(0);
        conn.setState(KibConnState.DISCONNECTED);
        List<Diagnostic> problems = LnetValidation.problems(LnetValidation.validate(fabric));
        assertEquals(1, problems.size());
        assertEquals(LnetValidator.CONN_PINNED, problems.get(0).getCode());
        assertTrue(problems.get(0).getMessage().contains("no rx is held"), problems.get(0).getMessage());
    }

    @Test
    void rxStateFollowsRxNob() {
        assertError(LnetValidator.RX_STATE, f -> heldRx(f).setNob(0));
        assertError(LnetValidator.RX_STATE, f -> heldRx(f).setState(RxState.POSTED));
    }

    @Test
    void onlyHeldRxsBelongToReceivingMessages() {
        assertError(LnetValidator.RX_MESSAGE, f -> heldRx(f).getMessage().setReceiving(false));
        assertError(LnetValidator.RX_MESSAGE, f -> {
            KibRx rx = heldRx(f);
            rx.setNob(-1);
            rx.setState(RxState.POSTED);
        });
    }

    @Test
    void aMessageWaitsOnOneQueueOfItsNode() {
        assertError(LnetValidator.MESSAGE_QUEUES, f -> {
            Message parked = server(f).getRtrq().get(0);
            pool(f).getMsgs().add(parked);
            pool(f).setCredits(-1);
        });
        assertError(LnetValidator.MESSAGE_QUEUES, f -> {
            Node other = f.getNodes().get(0);
            Message foreign = LnetFactory.eINSTANCE.createMessage();
            other.getMessages().add(foreign);
            compute(f).getTxq().add(foreign);
            compute(f).setTxCredits(compute(f).getTxCredits() - 1);
            compute(f).setMinTxCredits(compute(f).getTxCredits());
        });
    }

    @Test
    void kernelAddressesAreUniqueInAFile() {
        Fabric fabric = SeedIncident.build(TINY);
        Resource resource = LnetResources.newResourceSet().createResource(LnetResources.uri(Path.of("x.lnetmodel")));
        resource.getContents().add(fabric);
        Message a = router(fabric).getMessages().get(0);
        Message b = router(fabric).getMessages().get(1);
        b.setAddress(a.getAddress());
        assertTrue(codes(fabric, Diagnostic.ERROR).contains(EObjectValidator.EOBJECT__UNIQUE_ID));
        String message = LnetValidation.format(LnetValidation.validate(fabric));
        String named = "lnet_msg " + Addresses.format(a.getAddress()) + " on rtr01";
        assertTrue(message.contains("of '" + named + "' collides with that of '" + named + "'"), message);
    }

    /** IDs are compared by value (UniqueIds.key): one address on objects of two classes still collides. */
    @Test
    void anAddressCollidesAcrossClasses() {
        Fabric fabric = SeedIncident.build(TINY);
        Resource resource = LnetResources.newResourceSet().createResource(LnetResources.uri(Path.of("x.lnetmodel")));
        resource.getContents().add(fabric);
        Message message = router(fabric).getMessages().get(0);
        org.lnetscope.model.KibConn conn = router(fabric).getKibPeers().get(0).getConns().get(0);
        conn.setAddress(message.getAddress());
        List<Diagnostic> duplicates = LnetValidation.problems(LnetValidation.validate(fabric)).stream()
                .filter(d -> d.getCode() == EObjectValidator.EOBJECT__UNIQUE_ID).toList();
        assertEquals(1, duplicates.size(), duplicates::toString);
        String text = duplicates.get(0).getMessage();
        assertTrue(text.startsWith("The ID '" + Addresses.format(message.getAddress()) + "' of '"), text);
    }

    /** IDs that are not addresses (a net's name, a local NI's NID) take UniqueIds' other path. */
    @Test
    void aNetNameTwiceCollides() {
        Fabric fabric = SeedIncident.build(TINY);
        Resource resource = LnetResources.newResourceSet().createResource(LnetResources.uri(Path.of("x.lnetmodel")));
        resource.getContents().add(fabric);
        assertEquals(List.of(), codes(fabric, Diagnostic.ERROR));
        org.lnetscope.model.Net copy = org.lnetscope.model.LnetFactory.eINSTANCE.createNet();
        copy.setName(fabric.getNets().get(0).getName());
        fabric.getNets().add(copy);
        List<Diagnostic> duplicates = LnetValidation.problems(LnetValidation.validate(fabric)).stream()
                .filter(d -> d.getCode() == EObjectValidator.EOBJECT__UNIQUE_ID).toList();
        assertEquals(1, duplicates.size(), duplicates::toString);
        assertEquals(List.of(copy, fabric.getNets().get(0)), duplicates.get(0).getData().subList(0, 2));
    }

    @Test
    void validationCountsEveryObjectAndStopsWhenCancelled() {
        Fabric fabric = SeedIncident.build();
        long objects = 1;
        for (var all = fabric.eAllContents(); all.hasNext(); all.next()) {
            objects++;
        }
        assertTrue(objects > 2 * ValidationProgress.EVERY, objects + " objects");
        List<Long> reports = new ArrayList<>();
        Diagnostic result = LnetValidation.validate(fabric, new ValidationProgress() {
            @Override
            public void checked(long n) {
                reports.add(n);
            }

            @Override
            public boolean isCanceled() {
                return false;
            }
        });
        assertEquals(objects / ValidationProgress.EVERY, reports.size(), reports::toString);
        assertEquals(LnetValidation.format(LnetValidation.validate(fabric)), LnetValidation.format(result));

        int[] polls = new int[1];
        Assertions.assertThrows(CancellationException.class,
                () -> LnetValidation.validate(fabric, new ValidationProgress() {
                    @Override
                    public void checked(long n) {
                    }

                    @Override
                    public boolean isCanceled() {
                        return ++polls[0] > 1;
                    }
                }));
        assertEquals(2, polls[0]);
    }

    /** The duplicate is found by the per-run index in a file-sized fabric too, and named against the first holder. */
    @Test
    void duplicateAddressesAreFoundInALargeFile() {
        Fabric fabric = SeedIncident.build();
        Resource resource = LnetResources.newResourceSet().createResource(LnetResources.uri(Path.of("x.lnetmodel")));
        resource.getContents().add(fabric);
        assertEquals(List.of(), codes(fabric, Diagnostic.ERROR));
        Message first = router(fabric).getMessages().get(0);
        Message last = router(fabric).getMessages().get(router(fabric).getMessages().size() - 1);
        last.setAddress(first.getAddress());
        List<Diagnostic> duplicates = LnetValidation.problems(LnetValidation.validate(fabric)).stream()
                .filter(d -> d.getCode() == EObjectValidator.EOBJECT__UNIQUE_ID).toList();
        assertEquals(1, duplicates.size(), duplicates::toString);
        assertEquals(List.of(last, first),
                duplicates.get(0).getData().subList(0, 2));
    }

    /**
     * In a crash extract, a queue the walk did not finish reads "txcredits -N but the queue holds
     * fewer": said as a partial extract (a warning); a queue longer than its counter stays an error.
     */
    @Test
    void aShortQueueIsAPartialExtract() {
        Fabric fabric = SeedIncident.build(TINY);
        PeerNi stuck = compute(fabric);
        int counted = -stuck.getTxCredits();
        while (stuck.getTxq().size() > 3) {
            stuck.getTxq().remove(stuck.getTxq().size() - 1);
        }
        server(fabric).setRtrCredits(server(fabric).getRtrCredits() + 1);
        List<Diagnostic> raw = LnetValidation.problems(LnetValidation.validate(fabric));
        List<Diagnostic> explained = PartialExtract.explain(raw);
        assertEquals(raw.size(), explained.size());
        Diagnostic partial = explained.stream().filter(d -> d.getCode() == LnetValidator.PEER_TX_CREDITS).findFirst().orElseThrow();
        assertEquals(Diagnostic.WARNING, partial.getSeverity());
        assertTrue(partial.getMessage().contains("printed 3 of the " + counted + " lnet_msgs"), partial.getMessage());
        assertTrue(partial.getMessage().contains("partial extract"), partial.getMessage());
        assertEquals(stuck, partial.getData().get(0));
        Diagnostic tooLong = explained.stream().filter(d -> d.getCode() == LnetValidator.PEER_RTR_CREDITS).findFirst().orElseThrow();
        assertEquals(Diagnostic.ERROR, tooLong.getSeverity(), tooLong.getMessage());
    }

    // ---------------------------------------------------------------- helpers

    /**
     * Issue 36, item 5: a capture with counters but no queue contents (an import of pasted tables,
     * live agents) is not contradictory: lpni_txcredits -N beside an empty lpni_txq is said as N
     * messages waiting that the capture does not hold (info), while a queue that holds some but not
     * N messages is still an error.
     */
    @Test
    void aCountersOnlyCaptureIsNotAContradiction() {
        Fabric fabric = SeedIncident.build(TINY);
        fabric.setSource(CaptureSource.MANUAL);
        int credits = compute(fabric).getTxCredits();
        assertTrue(credits < 0, "the premise: the compute's txq is backed up");
        compute(fabric).getTxq().clear();
        List<Diagnostic> problems = LnetValidation.problems(LnetValidation.validate(fabric));
        Diagnostic said = problems.stream().filter(d -> d.getCode() == LnetValidator.PEER_TX_CREDITS).findFirst().orElseThrow();
        assertEquals(Diagnostic.INFO, said.getSeverity(), said.getMessage());
        assertTrue(said.getMessage().endsWith("lpni_txcredits is " + credits + ": " + -credits
                + " messages wait on lpni_txq (this capture has the counters, not the queued messages)"), said.getMessage());
        assertEquals(List.of(), codes(fabric, Diagnostic.ERROR), () -> LnetValidation.format(LnetValidation.validate(fabric)));

        Fabric agent = SeedIncident.build(TINY);
        agent.setSource(CaptureSource.AGENT);
        compute(agent).getTxq().remove(0);
        assertTrue(codes(agent, Diagnostic.ERROR).contains(LnetValidator.PEER_TX_CREDITS), "some but not all: contradictory");

        Fabric crash = SeedIncident.build(TINY);
        compute(crash).getTxq().clear();
        assertTrue(codes(crash, Diagnostic.ERROR).contains(LnetValidator.PEER_TX_CREDITS), "a crash extract prints its queues");
    }

    private static void assertError(int code, Consumer<Fabric> breakIt) {
        assertErrors(breakIt, List.of(code));
    }

    private static void assertErrors(Consumer<Fabric> breakIt, List<Integer> expected) {
        Fabric fabric = SeedIncident.build(TINY);
        breakIt.accept(fabric);
        List<Integer> codes = codes(fabric, Diagnostic.ERROR);
        if (expected.isEmpty()) {
            assertEquals(List.of(), codes, () -> LnetValidation.format(LnetValidation.validate(fabric)));
        } else {
            assertTrue(codes.containsAll(expected), () -> "expected " + expected + " in:\n"
                    + LnetValidation.format(LnetValidation.validate(fabric)));
        }
    }

    private static List<Integer> codes(Fabric fabric, int severity) {
        return LnetValidation.problems(LnetValidation.validate(fabric)).stream()
                .filter(d -> d.getSeverity() == severity).map(Diagnostic::getCode).distinct().toList();
    }

    static Node router(Fabric f) {
        return f.findNode("rtr01");
    }

    static PeerNi compute(Fabric f) {
        return router(f).findPeerNi(SeedIncident.FAULTY_COMPUTE);
    }

    static PeerNi server(Fabric f) {
        return router(f).findPeerNi(SeedIncident.WORST_SERVER);
    }

    private static TxQueue txQueue(Fabric f) {
        return router(f).findLocalNi(SeedIncident.ROUTER_SERVER_SIDE).getTxQueues().get(0);
    }

    private static RtrBufferPool pool(Fabric f) {
        return router(f).getRtrBufferPools().get(0);
    }

    private static KibConn pinned(Fabric f) {
        return router(f).pinnedConns().get(0);
    }

    private static KibRx heldRx(Fabric f) {
        return pinned(f).heldRxs().get(0);
    }
}
