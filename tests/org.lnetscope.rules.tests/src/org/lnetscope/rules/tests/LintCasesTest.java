package org.lnetscope.rules.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.lnetscope.rules.Release;
import org.lnetscope.rules.RuleBase;
import org.lnetscope.rules.lint.ConfigReader;
import org.lnetscope.rules.lint.Lint;
import org.lnetscope.rules.lint.NodeConfig;

/**
 * Every lint rule against its labelled cases (fixtures/lint-cases.yaml): a configuration where it must fire and
 * one where it must not, for the release the case names. Prints precision and recall.
 */
class LintCasesTest {

    @Test
    void everyRuleFiresOnItsCaseAndNotOnItsQuietCase() throws Exception {
        RuleBase base = RuleBase.shipped(RuleBase.LINT);
        assertTrue(base.rules().size() >= 20, "at least 20 lint rules");
        List<Map<String, Object>> cases = Fixtures.yamlList("lint-cases.yaml");
        Set<String> covered = new HashSet<>();
        int tp = 0;
        int fp = 0;
        int tn = 0;
        int fn = 0;
        StringBuilder failures = new StringBuilder();
        for (Map<String, Object> c : cases) {
            String id = (String) c.get("rule");
            assertNotNull(base.find(id), "no lint rule " + id);
            covered.add(id);
            Release release = Release.parse(String.valueOf(c.get("release")));
            boolean fires = fires(base, id, release, (String) c.get("fires"), (String) c.get("fires_yaml"));
            boolean quiet = !fires(base, id, release, (String) c.get("quiet"), (String) c.get("quiet_yaml"));
            tp += fires ? 1 : 0;
            fn += fires ? 0 : 1;
            tn += quiet ? 1 : 0;
            fp += quiet ? 0 : 1;
            if (!fires) {
                failures.append(id).append(" did not fire; ");
            }
            if (!quiet) {
                failures.append(id).append(" fired on its quiet case; ");
            }
        }
        System.out.printf("lint labelled cases: %d rules, TP %d FP %d TN %d FN %d, precision %.3f, recall %.3f%n", covered.size(), tp, fp,
                tn,
                fn, tp / (double) Math.max(1, tp + fp), tp / (double) Math.max(1, tp + fn));
        assertEquals("", failures.toString());
        Set<String> all = new HashSet<>();
        base.rules().forEach(r -> all.add(r.id()));
        assertEquals(all, covered, "every lint rule has labelled cases");
    }

    private static boolean fires(RuleBase base, String id, Release release, String text, String yaml) {
        NodeConfig node = new NodeConfig("case");
        ConfigReader.read("modprobe.d/lnet.conf", text, node);
        if (yaml != null) {
            ConfigReader.read("lnet.conf", yaml, node);
        }
        assertEquals(List.of(), node.problems, "the case reads cleanly: " + text);
        return Lint.run(base, node, release).stream().anyMatch(f -> f.rule().id().equals(id));
    }
}
