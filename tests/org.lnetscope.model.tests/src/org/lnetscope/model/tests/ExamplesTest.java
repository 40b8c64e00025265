package org.lnetscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.emf.common.util.Diagnostic;
import org.junit.jupiter.api.Test;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.ListLinkState;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.PeerState;
import org.lnetscope.model.examples.HealthyFabric;
import org.lnetscope.model.examples.SeedIncident;
import org.lnetscope.model.examples.WriteExamples;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.model.validation.LnetValidation;
import org.lnetscope.model.validation.LnetValidator;

/** The seed incident example has the report's numbers, in proportion, and its files are current. */
class ExamplesTest {

    @Test
    void fullScaleHasTheReportsNumbers() {
        SeedIncident.Scale full = SeedIncident.Scale.FULL;
        assertEquals(69, full.cappedServers(), "69 NIDs with 42 messages each");
        assertEquals(4500, full.computeTxqLength(), "tx credits ~ -4500");
        int worstRtrq = full.worstServerPinnedConns() * SeedIncident.PEER_CREDITS;
        assertTrue(Math.abs(worstRtrq - 17000) < 100, "peer buffer credits ~ -17000: " + worstRtrq);
        long pinnedBytes = full.pinnedConns() * (512L + 256 + 86) * 4096;
        assertTrue(pinnedBytes > 45L << 30 && pinnedBytes < 48L << 30, "pinned conns fill the 48 GB: " + pinnedBytes);
    }

    @Test
    void scaledIncidentKeepsTheSignatures() {
        SeedIncident.Scale scale = SeedIncident.Scale.of(SeedIncident.DEFAULT_FACTOR);
        Fabric fabric = SeedIncident.build(scale);
        Node router = fabric.findNode("rtr01");
        PeerNi compute = router.findPeerNi(SeedIncident.FAULTY_COMPUTE);
        PeerNi server = router.findPeerNi(SeedIncident.WORST_SERVER);

        assertEquals(-scale.computeTxqLength(), compute.getTxCredits());
        assertEquals(compute.getTxCredits(), compute.getMinTxCredits());
        assertEquals(PeerState.UP, compute.getState(), "the stuck compute is never declared down");
        assertEquals(SeedIncident.PEER_CREDITS, server.getTxCredits(), "the server's own tx credits are normal");
        assertEquals(-server.getRtrq().size(), server.getRtrCredits());
        double ratio = (double) server.getRtrCredits() / compute.getTxCredits();
        assertTrue(Math.abs(ratio - 17000.0 / 4500) < 0.3, "rtr/tx credits keep the report's proportion: " + ratio);

        // Along the rtrq, rx_conn changes every 42 messages.
        KibConn current = null;
        int run = 0;
        for (Message message : server.getRtrq()) {
            KibConn conn = message.heldConn();
            assertNotNull(conn);
            if (conn != current) {
                if (current != null) {
                    assertEquals(SeedIncident.PEER_CREDITS, run);
                }
                current = conn;
                run = 0;
            }
            run++;
        }
        for (KibConn conn : router.pinnedConns()) {
            assertEquals(KibConnState.DISCONNECTED, conn.getState());
            assertEquals(conn.getNrx(), conn.getRefcount());
            assertEquals(SeedIncident.PEER_CREDITS, conn.getRefcount());
            assertEquals(ListLinkState.POISONED, conn.getIbcListState());
            assertEquals(ListLinkState.POISONED, conn.getIbcSchedListState());
        }
        assertEquals(scale.pinnedConns(), router.pinnedConns().size());
        double full = (double) router.pinnedBytes() / router.getRamBytes();
        assertTrue(full > 0.9 && full < 1.0, "pinned conns fill the router's RAM: " + full);
    }

    @Test
    void committedExampleFilesAreCurrent() throws Exception {
        assertSameAsFile(HealthyFabric.build(), WriteExamples.HEALTHY);
        assertSameAsFile(SeedIncident.build(), WriteExamples.SEED_INCIDENT);
    }

    @Test
    void committedFilesValidateAsTheReadmeSays() throws Exception {
        Fabric healthy = LnetResources.load(examplesDir().resolve(WriteExamples.HEALTHY));
        assertEquals(List.of(), LnetValidation.problems(LnetValidation.validate(healthy)));

        Fabric incident = LnetResources.load(examplesDir().resolve(WriteExamples.SEED_INCIDENT));
        List<Diagnostic> problems = LnetValidation.problems(LnetValidation.validate(incident));
        assertEquals(SeedIncident.Scale.of(SeedIncident.DEFAULT_FACTOR).pinnedConns(), problems.size());
        assertTrue(problems.stream().allMatch(p -> p.getCode() == LnetValidator.CONN_PINNED
                && p.getSeverity() == Diagnostic.WARNING), "only pinned-connection warnings");
    }

    /**
     * The repository's top-level examples/. Tycho surefire runs the tests in this module's folder
     * (tests/org.lnetscope.model.tests), two levels below the repository root.
     */
    static Path examplesDir() {
        Path dir = Path.of(System.getProperty("user.dir")).resolve("../../examples").normalize();
        assertTrue(Files.isDirectory(dir), dir + " not found: run the tests from their module folder");
        return dir;
    }

    private static void assertSameAsFile(Fabric built, String name) throws Exception {
        Path file = examplesDir().resolve(name);
        assertTrue(Files.isRegularFile(file), file + " is missing: see examples/README.md to write it");
        ModelAssert.assertSameModel(built, LnetResources.load(file));
    }
}
