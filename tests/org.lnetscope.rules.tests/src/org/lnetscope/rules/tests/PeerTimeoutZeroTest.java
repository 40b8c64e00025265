package org.lnetscope.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.lnetscope.cli.Console;
import org.lnetscope.rules.Release;
import org.lnetscope.rules.RuleBase;
import org.lnetscope.rules.cli.LintCommand;
import org.lnetscope.rules.lint.ConfigReader;
import org.lnetscope.rules.lint.Lint;
import org.lnetscope.rules.lint.NodeConfig;

/**
 * LU-16145: peer_timeout 0 given through lnetctl runs as 180 before 2.16 (jt_add_ni passes tunables only for
 * pto > 0, v2_15_8; lnet_set_tune_defaults turns a 0 from YAML into DEFAULT_PEER_TIMEOUT), and as 0 from 2.16.0.
 */
class PeerTimeoutZeroTest {

    private static NodeConfig read(String fixture) {
        NodeConfig node = new NodeConfig(fixture);
        ConfigReader.read(Fixtures.fixture("lint/" + fixture), node);
        assertEquals(List.of(), node.problems);
        return node;
    }

    @Test
    void lnetctlPeerTimeoutZeroOn2158IsFlaggedWithEffective180() throws Exception {
        NodeConfig node = read("peer-timeout-0.sh");
        RuleBase base = RuleBase.shipped(RuleBase.LINT);
        List<Lint.Finding> f = Lint.run(base, node, Release.parse("2.15.8"));
        Lint.Finding lu = f.stream().filter(x -> x.rule().id().equals("LU-16145")).findFirst().orElseThrow();
        assertEquals(5, lu.line(), "the lnetctl net add line");
        assertTrue(lu.values().contains("eff.peer_timeout == 180: eff.peer_timeout = 180"), lu.values().toString());
        Map<String, String> row = Lint.effective(node, Release.parse("2.15.8")).values().iterator().next();
        assertEquals("0 -> 180  *", row.get("peer_timeout"));
    }

    @Test
    void from2160TheZeroIsKeptAndTheRouterRunsWithoutAliveness() throws Exception {
        NodeConfig node = read("peer-timeout-0.sh");
        List<Lint.Finding> f = Lint.run(RuleBase.shipped(RuleBase.LINT), node, Release.parse("2.16.0"));
        assertFalse(f.stream().anyMatch(x -> x.rule().id().equals("LU-16145")));
        assertTrue(f.stream().anyMatch(x -> x.rule().id().equals("LNET-ALIVENESS-OFF-ROUTER")));
        assertEquals("0 -> 0", Lint.effective(node, Release.parse("2.16.0")).values().iterator().next().get("peer_timeout"));
    }

    @Test
    void yamlPeerTimeoutZero() throws Exception {
        NodeConfig node = read("peer-timeout-0.yaml");
        RuleBase base = RuleBase.shipped(RuleBase.LINT);
        // 2.15.8: lnet_set_tune_defaults makes the 0 from lnetctl import 180
        assertTrue(Lint.run(base, node, Release.parse("2.15.8")).stream().anyMatch(x -> x.rule().id().equals("LU-16145")));
        // 2.12.9 has no lnet_set_tune_defaults: a 0 given in YAML reaches the net as 0
        assertFalse(Lint.run(base, node, Release.parse("2.12.9")).stream().anyMatch(x -> x.rule().id().equals("LU-16145")));
        assertEquals("0 -> 0", Lint.effective(node, Release.parse("2.12.9")).values().iterator().next().get("peer_timeout"));
    }

    @Test
    void theCommandFailsOnWarningsForCiAndWritesSarif() throws Exception {
        String file = Fixtures.fixture("lint/peer-timeout-0.sh").toString();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Console c = new Console(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream()));
        assertEquals(1, new LintCommand().run(List.of(file, "--version", "2.15.8", "--fail-on", "warning", "--format", "sarif"), c));
        String sarif = out.toString(StandardCharsets.UTF_8);
        assertTrue(sarif.contains("\"version\":\"2.1.0\""), sarif);
        assertTrue(sarif.contains("\"ruleId\":\"LU-16145\""), sarif);
        assertTrue(sarif.contains("\"startLine\":5"), sarif);
        assertEquals(0, new LintCommand().run(List.of(file, "--version", "2.15.8", "--fail-on", "error"), c));
    }
}
