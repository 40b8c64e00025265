package org.lnetscope.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.lnetscope.rules.Release;
import org.lnetscope.rules.Rule;
import org.lnetscope.rules.RuleBase;

/** The shipped rule files: their shape, their fixed-in data, and how a bad rule file is refused. */
class RuleBaseTest {

    @Test
    void knownBugsHasAtLeast25LusEachWithFixedInDataForTheFourBranches() throws Exception {
        RuleBase base = RuleBase.shipped(RuleBase.KNOWN_BUGS);
        assertTrue(base.rules().size() >= 25, "rules: " + base.rules().size());
        for (Rule r : base.rules()) {
            assertTrue(r.id().startsWith("LU-"), r.id());
            assertEquals(Set.of("b2_12", "b2_15", "b2_16", "master"), r.fixed().keySet(), r.id());
            assertFalse(r.functions().isEmpty(), r.id() + " cites a kernel function");
        }
    }

    @Test
    void fixedInFollowsTheBranchAndTheFirstReleaseOfIt() throws Exception {
        Rule lu17855 = RuleBase.shipped(RuleBase.KNOWN_BUGS).find("LU-17855");
        assertEquals(Boolean.FALSE, lu17855.fixedIn(Release.parse("2.12.9")));
        assertEquals(Boolean.FALSE, lu17855.fixedIn(Release.parse("2.15.8")));
        assertEquals(Boolean.TRUE, lu17855.fixedIn(Release.parse("2.16.0")));
        assertEquals(Boolean.TRUE, lu17855.fixedIn(Release.parse("master")));
        // a master development tag before the fix (v2_15_64 is its first tag)
        assertEquals(Boolean.FALSE, lu17855.fixedIn(Release.parse("v2_15_60")));
        Rule lu11756 = RuleBase.shipped(RuleBase.KNOWN_BUGS).find("LU-11756");
        assertEquals(Boolean.FALSE, lu11756.fixedIn(Release.parse("2.12.2")));
        assertEquals(Boolean.TRUE, lu11756.fixedIn(Release.parse("2.12.3")));
        assertNull(lu11756.fixedIn(Release.parse("b2_12")), "2.12 without the patch level: unknown");
        assertNull(lu11756.fixedIn(Release.parse("2.14.0")), "no data for b2_14");
        Rule lu18444 = RuleBase.shipped(RuleBase.KNOWN_BUGS).find("LU-18444");
        assertEquals(Boolean.TRUE, lu18444.fixedIn(Release.parse("2.12.9")), "predates the bug (affects_from 2.13.0)");
    }

    @Test
    void aBadRuleFileNamesFileAndLine() {
        String text = """
                rules:
                  - id: LU-1
                    title: t
                    severity: error
                    source: {lu: [LU-1]}
                    scope: node
                    when: ['node.role = ROUTER']
                    evidence: e
                """;
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> RuleBase.read("bad.yaml", new StringReader(text)));
        assertTrue(e.getMessage().startsWith("bad.yaml:2: not a condition"), e.getMessage());
        String noEvidence = text.replace("node.role = ROUTER", "node.role == ROUTER").replace("    when: ['node.role == ROUTER']\n", "");
        IllegalArgumentException e2 = assertThrows(IllegalArgumentException.class,
                () -> RuleBase.read("bad.yaml", new StringReader(noEvidence)));
        assertTrue(e2.getMessage().contains("at least one 'when' condition"), e2.getMessage());
    }

    @Test
    void releasesParseAsUsersWriteThem() {
        assertEquals("b2_15", Release.parse("2.15.8").branch());
        assertEquals("b2_16", Release.parse("v2_16_1").branch());
        assertEquals("master", Release.parse("master").branch());
        assertTrue(Release.parse("2.15.64").development());
        assertNull(Release.parse("two"));
    }
}
