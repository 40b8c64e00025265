package org.lnetscope.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.sim.scenario.ScenarioException;
import org.lnetscope.sim.scenario.ScenarioLoader;

/** Scenario mistakes are reported with file, line and column, all at once, before anything runs. */
class ScenarioErrorsTest {

    private static String problems(String yaml, String... sets) {
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> ScenarioLoader.parse(yaml, "s.yaml", List.of(sets)));
        return e.getMessage();
    }

    private static final String BASE = """
            name: t
            groups:
              - {name: c, role: compute, count: 2, nids: [10.1.1.1@o2ib1], routes: [{net: o2ib, via: r}]}
              - {name: r, role: router, nids: [10.1.0.1@o2ib1, 10.0.0.1@o2ib]}
              - {name: s, role: server, nids: [10.0.1.1@o2ib], routes: [{net: o2ib1, via: r}]}
            """;

    @Test
    void validScenarioLoads() throws Exception {
        assertEquals("t", ScenarioLoader.parse(BASE, "s.yaml", List.of()).name());
    }

    @Test
    void binaryFileIsNamedNotADecoderError(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
        Path garbage = dir.resolve("garbage.yaml");
        Files.write(garbage, new byte[] {(byte) 0xff, (byte) 0xfe, 0, 'x', (byte) 0xc3});
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.load(garbage, List.of()));
        assertTrue(e.getMessage().contains("garbage.yaml") && e.getMessage().contains("not UTF-8 text"), e.getMessage());
    }

    @Test
    void theOldFaultAndSwitchSayWhatReplacesThem() {
        // an old scenario: the never-completing "rdma_blackhole" and the 2.12 + LU-17855 hybrid
        String msg = problems(BASE + "faults:\n  - {type: rdma_blackhole, node: c1, at: 10m}\nwhat_if:\n  lu17855: true\n");
        assertTrue(msg.contains("s.yaml:7:") && msg.contains("rdma_blackhole is gone") && msg.contains("host_silent")
                && msg.contains("link_down"), msg);
        assertTrue(msg.contains("s.yaml:9:") && msg.contains("lu17855 is gone") && msg.contains("lustre: master"), msg);
    }

    @Test
    void aFabricBeyondTheSimulatorsAddressSpaceIsRefusedBeforeItRuns() {
        // each node has its own 16 GiB of kernel addresses (AddressSpace); 7,000 computes do not fit
        String msg = problems(BASE.replace("count: 2, nids: [10.1.1.1@o2ib1]", "count: 7000, nids: [10.1.1.1@o2ib1]"));
        assertTrue(msg.contains("s.yaml:3:3:") && msg.contains("7002 nodes") && msg.contains("room for 6528"), msg);
    }

    @Test
    void unknownKeyHasLineAndColumn() {
        String msg = problems(BASE + "tunables:\n  peer_credit: 42\n");
        assertTrue(msg.contains("s.yaml:7:3: unknown key \"peer_credit\" in scenario.tunables"), msg);
    }

    @Test
    void badNidHasLineAndColumn() {
        String msg = problems(BASE.replace("10.0.1.1@o2ib]", "10.0.1.300@o2ib]"));
        assertTrue(msg.contains("s.yaml:5:36: bad NID \"10.0.1.300@o2ib\""), msg);
    }

    @Test
    void ipv6NidIsRefusedWithLineAndColumn() {
        String msg = problems(BASE.replace("10.0.1.1@o2ib]", "2001:db8::1@o2ib]"));
        assertTrue(msg.contains("s.yaml:5:36: only IPv4 NIDs are simulated, not \"2001:db8::1@o2ib\""), msg);
    }

    @Test
    void negativeRateHasLineAndColumn() {
        String msg = problems(BASE + "workload:\n  - {from: s, to: c, rate: -3/s}\n");
        assertTrue(msg.contains("s.yaml:7:28: negative rate"), msg);
    }

    @Test
    void routeToNowhere() {
        String msg = problems(BASE.replace("{net: o2ib, via: r}", "{net: o2ib7, via: r}"));
        assertTrue(msg.contains("s.yaml:3:73: route to nowhere: no node has a NID on o2ib7"), msg);
        String flow = problems(BASE.replace(", routes: [{net: o2ib1, via: r}]", "")
                + "workload:\n  - {from: s, to: c, rate: 1/s}\n");
        assertTrue(flow.contains("s.yaml:7:5: route to nowhere: group s has no net or route"), flow);
    }

    @Test
    void everyProblemIsReportedAtOnce() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.parse(
                BASE + "seedz: 3\nworkload:\n  - {from: s, to: c, rate: -1/s}\n", "s.yaml", List.of()));
        assertEquals(2, e.problems().size(), e.getMessage());
    }

    @Test
    void badOverrideNamesTheSetting() {
        String msg = problems(BASE, "tunables.peer_credits=lots");
        assertTrue(msg.contains("--set tunables.peer_credits=lots: peer_credits: \"lots\" is not a whole number"), msg);
    }

    @Test
    void notYaml() {
        String msg = problems("name: [unclosed\n");
        assertTrue(msg.startsWith("s.yaml:2:1: not valid YAML"), msg);
    }
}
