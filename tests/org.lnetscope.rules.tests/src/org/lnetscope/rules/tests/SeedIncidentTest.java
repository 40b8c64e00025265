package org.lnetscope.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.cli.Console;
import org.lnetscope.rules.Inputs;
import org.lnetscope.rules.KnownBugs;
import org.lnetscope.rules.Release;
import org.lnetscope.rules.RuleBase;
import org.lnetscope.rules.cli.KnownBugsCommand;

/**
 * The seed incident: its dump (examples/seed-incident.lnetmodelb, a router's kdump) on 2.12.9 is LU-17855, not
 * fixed on b2_12, with the values that match; on 2.16.0 it is not a match (the fix is in). The small trace runs
 * with peer_timeout 0 (aliveness off, examples/scenarios/router-oom-small.yaml): LU-17855's fix would not act
 * there, so it must not match.
 */
class SeedIncidentTest {

    private static String run(String... args) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Console c = new Console(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(new ByteArrayOutputStream()));
        new KnownBugsCommand().run(List.of(args), c);
        return out.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theSeedDumpOn2129IsLu17855NotFixedOnB212() throws Exception {
        String dump = Fixtures.root().resolve("examples/seed-incident.lnetmodelb").toString();
        String out = run(dump, "--version", "2.12.9");
        assertTrue(out.contains("LU-17855 [error]"), out);
        assertTrue(out.contains("not on your branch (b2_12, 2.12.9)"), out);
        assertTrue(out.contains("fixed in 2.16.0 (b2_16 2a0127d5fb)"), out);
        assertTrue(out.contains("peerNi.txCredits < 0: peerNi.txCredits = -451"), out);
        // the dump's router NI on o2ib1 shows lct_peer_timeout 180 (analyze and why-alive read it there too):
        // the rule reads it instead of assuming aliveness is on
        assertTrue(
                out.contains("peerNi.alivenessOn == true: peerNi.alivenessOn = true (peer_timeout 180, the router's NI 10.1.0.254@o2ib1)"),
                out);
        assertTrue(out.contains("peer_timeout 180)"), out);
        assertFalse(out.contains("assuming peerNi.alivenessOn"), out);
        String fixed = run(dump, "--version", "2.16.0");
        assertFalse(fixed.contains("LU-17855 [error]"), fixed);
        assertTrue(fixed.contains("has their fix or predates the bug (another cause): LU-17855"), fixed);
    }

    @Test
    void theSmallTraceRunsWithAlivenessOffSoLu17855DoesNotMatch() throws Exception {
        RuleBase base = RuleBase.shipped(RuleBase.KNOWN_BUGS);
        try (Inputs.Opened in = Inputs.open(Fixtures.root().resolve("examples/traces/router-oom-small.lnettrace"))) {
            List<KnownBugs.Match> m = KnownBugs.match(base, in.fabric(), Release.parse("2.12.9"));
            assertFalse(m.stream().anyMatch(x -> x.rule().id().equals("LU-17855")), m.toString());
            // the router's queue is there: LU-16303's precondition (messages waiting for credits) is seen on the servers
            assertTrue(m.stream().anyMatch(x -> x.rule().id().equals("LU-16303")));
            assertEquals(Release.parse("b2_12"), KnownBugs.releaseOf(in.fabric()));
        }
    }
}
