package org.lnetscope.prometheus;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shipped rules on what real agents export with a small --metrics-peers (3): per-peer series
 * for only 3 of rtr1's 9 peer NIs, yet the alerts fire on the seed's drift as on the full table,
 * the router-credit count is the agent's whole-table total (4 servers, not the 2 exported), and the
 * agent's own projection gauge agrees with the rule's; healthy rtr2 stays silent.
 */
class AgentRulesTest {

    @TempDir
    static Path tmp;
    static AgentDriftScrapes scrapes;

    @BeforeAll
    static void scrape() throws Exception {
        scrapes = new AgentDriftScrapes(130, 3);
        scrapes.checkLimit();
    }

    @Test
    void theRulesFireOnTheAgentsBoundedMetrics() throws Exception {
        String test = """
                rule_files:
                  - %s
                evaluation_interval: 1m
                tests:
                  - interval: 1m
                    input_series:
                %s
                    promql_expr_test:
                      # only 3 peer NIs exported, 2 of them servers; the agent counted all 4 below zero
                      - expr: count by (host) (lnet_peer_ni_available_rtr_credits < 0)
                        eval_time: 80m
                        exp_samples:
                          - labels: '{host="rtr1"}'
                            value: 2
                      - expr: lnetscope:peer_ni_rtr_credits_below_zero:count
                        eval_time: 80m
                        exp_samples:
                          - labels: 'lnetscope:peer_ni_rtr_credits_below_zero:count{host="rtr1"}'
                            value: 4
                      # what fires at 80 minutes, on rtr1 only
                      - expr: ALERTS{alertstate="firing"}
                        eval_time: 80m
                        exp_samples:
                          - labels: 'ALERTS{alertname="LNetNodeOOMProjected",alertstate="firing",host="rtr1",severity="warning"}'
                            value: 1
                          - labels: 'ALERTS{alertname="LNetPeerNiNotDraining",alertstate="firing",host="rtr1",nid="10.1.0.17@o2ib1",severity="warning"}'
                            value: 1
                          - labels: 'ALERTS{alertname="LNetRouterCreditsExhausted",alertstate="firing",host="rtr1",severity="warning"}'
                            value: 1
                      # the agent's gauge and the rule: the same line through the same samples
                      - expr: abs(lnetscope:mem_available_oom_seconds:1h - on (host) lnetscope_oom_projected_seconds) < bool 1
                        eval_time: 120m
                        exp_samples:
                          - labels: '{host="rtr1"}'
                            value: 1
                      # 42 GB - 120 x 100 MB left at 100 MB a minute: 300 minutes
                      - expr: round(lnetscope_oom_projected_seconds)
                        eval_time: 120m
                        exp_samples:
                          - labels: '{host="rtr1"}'
                            value: 18000
                """
                .formatted(Promtool.RULES, scrapes.promtoolInputSeries().indent(0).stripTrailing().indent(0));
        Files.writeString(tmp.resolve("agent.test.yml"), test);
        Promtool.Result r = Promtool.run(tmp, "test", "rules", "agent.test.yml");
        assertEquals(0, r.status(), r.output());
    }
}
