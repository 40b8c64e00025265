package org.lnetscope.prometheus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Prometheus rules the product ships (features/org.lnetscope.feature/rootfiles/prometheus/),
 * checked and unit-tested by promtool: they fire hours before the OOM on the seed incident's drift
 * (seed-drift.test.yml) and stay silent on a healthy fabric (healthy-fabric.test.yml), from the
 * agent's metrics and from node_exporter's alone (the *-node-exporter.test.yml twins).
 */
class PromtoolRulesTest {

    @TempDir
    Path tmp;

    @Test
    void theShippedRulesAreValid() throws Exception {
        Promtool.Result r = Promtool.run(Promtool.TESTS, "check", "rules", Promtool.RULES.toString());
        assertEquals(0, r.status(), r.output());
        assertTrue(r.output().contains("SUCCESS: 10 rules found"), r.output());
    }

    @Test
    void theyFireOnTheSeedDriftAndStaySilentOnAHealthyFabric() throws Exception {
        Promtool.Result r = Promtool.run(Promtool.TESTS, "test", "rules", "seed-drift.test.yml", "healthy-fabric.test.yml");
        assertEquals(0, r.status(), r.output());
    }

    /** A site with node_exporter and no agent: the memory alert from node_memory_MemAvailable_bytes alone. */
    @Test
    void theMemoryRulesWorkFromNodeExporterAlone() throws Exception {
        Promtool.Result r = Promtool.run(Promtool.TESTS, "test", "rules", "seed-drift-node-exporter.test.yml",
                "healthy-fabric-node-exporter.test.yml");
        assertEquals(0, r.status(), r.output());
    }

    /**
     * The healthy fabric's test has teeth: without the 'for:' of the peer NI alert, its bursts of
     * tx credits below zero fire it; without the 30 minutes of samples the projection needs, the
     * page cache filling after a start does.
     */
    @Test
    void theHealthyFabricFailsRulesWithoutTheirSafeguards() throws Exception {
        String rules = Files.readString(Promtool.RULES);
        String healthy = Files.readString(Promtool.TESTS.resolve("healthy-fabric.test.yml"))
                .replace("../../../features/org.lnetscope.feature/rootfiles/prometheus/lnetscope-rules.yml", "rules.yml");
        Files.writeString(tmp.resolve("healthy.test.yml"), healthy);

        String noFor = rules.replace("""
                expr: lnet_peer_ni_available_tx_credits < 0 and lnetscope:peer_ni_txq_bytes:deriv15m > 0
                for: 10m""".indent(8).stripTrailing(), """
                expr: lnet_peer_ni_available_tx_credits < 0 and lnetscope:peer_ni_txq_bytes:deriv15m > 0
                for: 0m""".indent(8).stripTrailing());
        assertNotEquals(rules, noFor);
        Files.writeString(tmp.resolve("rules.yml"), noFor);
        Promtool.Result r = Promtool.run(tmp, "test", "rules", "healthy.test.yml");
        assertNotEquals(0, r.status(), r.output());
        assertTrue(r.output().contains("LNetPeerNiNotDraining"), r.output());

        String noSpan = rules.replace("\n            and lnet_meminfo_mem_available_bytes offset 30m", "");
        assertNotEquals(rules, noSpan);
        Files.writeString(tmp.resolve("rules.yml"), noSpan);
        r = Promtool.run(tmp, "test", "rules", "healthy.test.yml");
        assertNotEquals(0, r.status(), r.output());
        assertTrue(r.output().contains("LNetNodeOOMProjected"), r.output());

        // the same guard on node_exporter's series
        String healthyNode = Files.readString(Promtool.TESTS.resolve("healthy-fabric-node-exporter.test.yml"))
                .replace("../../../features/org.lnetscope.feature/rootfiles/prometheus/lnetscope-rules.yml", "rules.yml");
        Files.writeString(tmp.resolve("healthy-node.test.yml"), healthyNode);
        Files.writeString(tmp.resolve("rules.yml"), rules);
        r = Promtool.run(tmp, "test", "rules", "healthy-node.test.yml");
        assertEquals(0, r.status(), r.output());
        String noNodeSpan = rules.replace("\n              and node_memory_MemAvailable_bytes offset 30m,", ",");
        assertNotEquals(rules, noNodeSpan);
        Files.writeString(tmp.resolve("rules.yml"), noNodeSpan);
        r = Promtool.run(tmp, "test", "rules", "healthy-node.test.yml");
        assertNotEquals(0, r.status(), r.output());
        assertTrue(r.output().contains("LNetNodeOOMProjected"), r.output());
    }
}
