package org.lnetscope.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.PeerNi;
import org.lnetscope.rules.KnownBugs;
import org.lnetscope.rules.Release;
import org.lnetscope.rules.Rule;
import org.lnetscope.rules.RuleBase;

/**
 * Every known-bugs rule against its labelled cases (fixtures/known-bugs-cases.yaml): a state where it must fire,
 * a state where it must not. Prints the precision and recall over the labelled cases.
 */
class KnownBugsCasesTest {

    @Test
    @SuppressWarnings("unchecked")
    void everyRuleFiresOnItsCaseAndNotOnItsQuietCase() throws Exception {
        RuleBase base = RuleBase.shipped(RuleBase.KNOWN_BUGS);
        List<Map<String, Object>> cases = Fixtures.yamlList("known-bugs-cases.yaml");
        Set<String> covered = new HashSet<>();
        int tp = 0;
        int fp = 0;
        int fn = 0;
        int tn = 0;
        StringBuilder failures = new StringBuilder();
        for (Map<String, Object> c : cases) {
            String id = (String) c.get("rule");
            Rule rule = base.find(id);
            assertNotNull(rule, "no rule " + id);
            covered.add(id);
            boolean fires = matches(base, id, (Map<String, Object>) c.get("fires"));
            boolean quiet = !matches(base, id, (Map<String, Object>) c.get("quiet"));
            tp += fires ? 1 : 0;
            fn += fires ? 0 : 1;
            tn += quiet ? 1 : 0;
            fp += quiet ? 0 : 1;
            if (!fires) {
                failures.append(id).append(" did not fire on its case; ");
            }
            if (!quiet) {
                failures.append(id).append(" fired on its quiet case; ");
            }
        }
        System.out.printf("known-bugs labelled cases: %d rules, TP %d FP %d TN %d FN %d, precision %.3f, recall %.3f%n", covered.size(), tp,
                fp, tn, fn, tp / (double) Math.max(1, tp + fp), tp / (double) Math.max(1, tp + fn));
        assertEquals("", failures.toString());
        Set<String> all = new HashSet<>();
        base.rules().forEach(r -> all.add(r.id()));
        assertEquals(all, covered, "every rule has labelled cases");
    }

    private static boolean matches(RuleBase base, String id, Map<String, Object> assignments) {
        Fabric f = Fixtures.base();
        Fixtures.apply(f, assignments);
        // the release is not given: a match is a match of the state, whatever the release
        return KnownBugs.match(base, f, null).stream().anyMatch(m -> m.rule().id().equals(id));
    }

    /**
     * A crash extract that did not print the_lnet.ln_cpt_number has cptCount 0 (unknown): LU-17999 needs
     * more than one CPT, which such a dump neither shows nor rules out; its "1" used to read as a reading.
     */
    @Test
    void anUnknownCptCountDecidesNothing() throws Exception {
        RuleBase base = RuleBase.shipped(RuleBase.KNOWN_BUGS);
        assertTrue(matches(base, "LU-17999", Map.of("peerNi.rtrCredits", -269, "node.cptCount", 2)));
        Fabric f = Fixtures.base();
        Fixtures.apply(f, Map.of("peerNi.rtrCredits", -269, "node.cptCount", 0));
        assertEquals(org.lnetscope.rules.Bindings.UNKNOWN,
                new org.lnetscope.rules.ModelBindings().bind("node", f.getNodes().get(0)).value("node.cptCount"));
        assertFalse(KnownBugs.match(base, f, null).stream().anyMatch(m -> m.rule().id().equals("LU-17999")));
    }

    @Test
    void aMatchPrintsTheValuesThatDecidedIt() throws Exception {
        RuleBase base = RuleBase.shipped(RuleBase.KNOWN_BUGS);
        Fabric f = Fixtures.base();
        Fixtures.apply(f, Map.of("peerNi.txCredits", -451, "net.peerTimeout", 180));
        KnownBugs.Match m = KnownBugs.match(base, f, Release.parse("2.12.9")).stream().filter(x -> x.rule().id().equals("LU-17855"))
                .findFirst().orElseThrow();
        KnownBugs.Hit h = m.hits().get(0);
        assertTrue(h.values().contains("peerNi.txCredits < 0: peerNi.txCredits = -451"), h.values().toString());
        assertTrue(
                h.values().stream().anyMatch(v -> v.startsWith("peerNi.alivenessOn == true: peerNi.alivenessOn = true (peer_timeout 180")),
                h.values().toString());
        assertTrue(h.sentence().contains("lpni_txcredits -451"), h.sentence());
        assertEquals(Boolean.FALSE, m.fixedInRelease());
        assertTrue(m.verdict(Release.parse("2.12.9")).contains("not on your branch (b2_12, 2.12.9)"), m.verdict(Release.parse("2.12.9")));
    }

    @Test
    void aValueTheFileLacksNeverMatches() throws Exception {
        RuleBase base = RuleBase.shipped(RuleBase.KNOWN_BUGS);
        Fabric f = Fixtures.base();
        // lpni_last_alive not read: LU-15595's "silent for longer than peer_timeout" is unknown, not 0
        Fixtures.apply(f, Map.of("peerNi.txCredits", -12, "net.peerTimeout", 180, "peerNi.healthValue", 1000));
        assertFalse(KnownBugs.match(base, f, null).stream().anyMatch(m -> m.rule().id().equals("LU-15595")));
        // peer_timeout not read: LU-17855 matches, saying what it assumes
        Fabric g = Fixtures.base();
        Fixtures.apply(g, Map.of("peerNi.txCredits", -12));
        KnownBugs.Hit h = KnownBugs.match(base, g, null).stream().filter(m -> m.rule().id().equals("LU-17855")).findFirst().orElseThrow()
                .hits().get(0);
        assertEquals(List.of("peerNi.alivenessOn == true (peerNi.alivenessOn = unknown: not in the input)"), h.assumed());
    }

    /**
     * A crash extract prints lpni_last_query but rarely the net's tunables: on 2.12 a non-zero one
     * shows aliveness was on (only lnet_ni_query_locked sets it on a peer that is not a router, and
     * lnet_peer_alive_locked calls that only with aliveness on, lib-move.c v2_12_9), so LU-17855's
     * match rests on that field instead of an assumption; 0 decides nothing; peer_timeout 0 rules it out.
     */
    @Test
    void lpniLastQueryDecidesAlivenessWhereThePeerTimeoutWasNotRead() throws Exception {
        RuleBase base = RuleBase.shipped(RuleBase.KNOWN_BUGS);
        Fabric f = Fixtures.base();
        Fixtures.apply(f, Map.of("peerNi.txCredits", -12));
        PeerNi peerNi = f.getNodes().get(0).getPeers().get(0).getPeerNis().get(0);
        peerNi.setLastQuery(1641979861L);
        KnownBugs.Hit h = KnownBugs.match(base, f, null).stream().filter(m -> m.rule().id().equals("LU-17855")).findFirst()
                .orElseThrow().hits().get(0);
        assertEquals(List.of(), h.assumed());
        assertTrue(
                h.values().stream().anyMatch(
                        v -> v.startsWith("peerNi.alivenessOn == true: peerNi.alivenessOn = true (`lpni_last_query` = 1641979861")),
                h.values().toString());

        peerNi.setLastQuery(0L);
        KnownBugs.Hit never = KnownBugs.match(base, f, null).stream().filter(m -> m.rule().id().equals("LU-17855")).findFirst()
                .orElseThrow().hits().get(0);
        assertEquals(List.of("peerNi.alivenessOn == true (peerNi.alivenessOn = unknown: not in the input)"), never.assumed());

        Fixtures.apply(f, Map.of("net.peerTimeout", 0));
        peerNi.setLastQuery(1641979861L);
        assertFalse(KnownBugs.match(base, f, null).stream().anyMatch(m -> m.rule().id().equals("LU-17855")),
                "peer_timeout 0 read: aliveness off, whatever lpni_last_query says");
    }
}
