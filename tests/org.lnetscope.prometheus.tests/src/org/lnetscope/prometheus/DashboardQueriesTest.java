package org.lnetscope.prometheus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.protocol.Json;

/**
 * The Grafana dashboard the product ships (features/org.lnetscope.feature/rootfiles/grafana/) asks a
 * real Prometheus (Debian's, as RealPrometheusTest) what it should: 130 minutes of the seed's drift
 * as two real agents exported it (AgentDriftScrapes, --metrics-peers 3), written into Prometheus'
 * storage with {@code promtool tsdb create-blocks-from openmetrics} so as to end now, and the
 * shipped rules loaded. Every panel's every query, and the host variable's, returns exactly the
 * series an on-call engineer should see: rtr1's projection, its compute not draining, its servers
 * out of router credits; rtr2 only where a healthy router has a value.
 */
class DashboardQueriesTest {

    static final Path DASHBOARD = Promtool.bundleDir()
            .resolve("../../features/org.lnetscope.feature/rootfiles/grafana/lnetscope-dashboard.json").normalize();

    @TempDir
    Path tmp;

    @Test
    @SuppressWarnings("unchecked")
    void everyPanelsQueryReturnsTheExpectedSeriesOnTheSeedDrift() throws Exception {
        Path binary = RealPrometheusTest.prometheusBinary();
        int minutes = 130;
        AgentDriftScrapes scrapes = new AgentDriftScrapes(minutes, 3);
        scrapes.checkLimit();
        long nowS = System.currentTimeMillis() / 1000;
        long t0 = nowS - minutes * 60L - 30; // the last scrape 30 s ago
        Path om = tmp.resolve("drift.om");
        Files.writeString(om, scrapes.openMetrics(t0));
        Path data = tmp.resolve("data");
        Promtool.Result blocks = Promtool.run(tmp, "tsdb", "create-blocks-from", "openmetrics", om.toString(), data.toString());
        assertEquals(0, blocks.status(), blocks.output());

        int webPort = RealPrometheusTest.freePort();
        Files.writeString(tmp.resolve("prometheus.yml"), """
                global:
                  evaluation_interval: 1s
                rule_files:
                  - %s
                """.formatted(Promtool.RULES));
        Path log = tmp.resolve("prometheus.log");
        Process prometheus = new ProcessBuilder(binary.toString(), "--config.file=" + tmp.resolve("prometheus.yml"),
                "--storage.tsdb.path=" + data, "--web.listen-address=127.0.0.1:" + webPort, "--log.level=warn")
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        URI url = URI.create("http://127.0.0.1:" + webPort + "/");
        PrometheusApi api = PrometheusApi.of(url, null);
        Map<String, Map<String, Double>> answers = new TreeMap<>();
        List<String> hostValues;
        try {
            RealPrometheusTest.waitReady(url, prometheus, log);
            long deadline = System.currentTimeMillis() + 30_000;
            while (instant(api, "lnetscope:mem_available_oom_seconds:1h").isEmpty()) {
                if (System.currentTimeMillis() > deadline) {
                    fail("no projection recorded in 30 s; Prometheus' log:\n" + Files.readString(log));
                }
                Thread.sleep(200);
            }
            Map<String, Object> dashboard = Json.parseObject(Files.readString(DASHBOARD));
            for (Object p : (List<Object>) dashboard.get("panels")) {
                Map<String, Object> panel = (Map<String, Object>) p;
                for (Object t : (List<Object>) panel.get("targets")) {
                    Map<String, Object> target = (Map<String, Object>) t;
                    String key = ((Number) panel.get("id")).intValue() + target.get("refId").toString();
                    // the host variable at "All" (its allValue)
                    answers.put(key, instant(api, target.get("expr").toString().replace("$host", ".*")));
                }
            }
            Map<String, Object> host = (Map<String, Object>) ((List<Object>) ((Map<String, Object>) dashboard.get("templating"))
                    .get("list"))
                    .get(1);
            String definition = host.get("definition").toString();
            assertEquals("label_values(lnetscope:mem_available_bytes, host)", definition);
            hostValues = api.labelValues("host", "lnetscope:mem_available_bytes", (nowS - 60) * 1000, System.currentTimeMillis());
        } finally {
            prometheus.destroy();
            if (!prometheus.waitFor(10, TimeUnit.SECONDS)) {
                prometheus.destroyForcibly();
            }
        }
        assertEquals(List.of("rtr1", "rtr2"), hostValues);
        // 1: memory of both routers, rtr1 42 GB less 130 minutes of 100 MB
        assertEquals(new TreeSet<>(List.of("rtr1", "rtr2")), answers.get("1A").keySet());
        assertEquals(42e9 - minutes * 100e6, answers.get("1A").get("rtr1"), 1);
        assertEquals(48.0 * (1L << 30), answers.get("1B").get("rtr2"), 1);
        // 2: the projection on rtr1 only: 29 GB left at 100 MB a minute, 290 minutes (less the 30 s since)
        assertEquals(Set.of("rtr1"), answers.get("2A").keySet());
        assertEquals(290 / 60.0, answers.get("2A").get("rtr1"), 0.02);
        // 3: the compute not draining, its lpni_txcredits 42 - 11 x 130
        assertEquals(Map.of("rtr1 10.1.0.17@o2ib1", 42.0 - 11 * minutes), answers.get("3A"));
        // 4: all four servers out of router credits, though the agent exported two of them
        assertEquals(Map.of("rtr1", 4.0), answers.get("4A"));
        // 5: the two exported, worst first in the agent's choice: 42 - 41 x 130 and 42 - 36 x 130
        assertEquals(Map.of("rtr1 10.0.0.21@o2ib", 42.0 - 41 * minutes, "rtr1 10.0.0.22@o2ib", 42.0 - 36 * minutes), answers.get("5A"));
        // 6: 100 MB a minute is 1818 conns of 3.3 MB an hour (the estimate); SUnreclaim 5 MB a minute
        assertEquals(100e6 * 60 / 3.3e6, answers.get("6A").get("rtr1"), 1);
        assertTrue(Math.abs(answers.get("6A").get("rtr2")) < 300, answers.toString());
        assertEquals(5e6 * 60 / 3.3e6, answers.get("6B").get("rtr1"), 0.5);
        // 7: 9 peer NIs on each router, 3 of them with series
        assertEquals(Map.of("rtr1", 9.0, "rtr2", 9.0), answers.get("7A"));
        assertEquals(Map.of("rtr1", 3.0, "rtr2", 3.0), answers.get("7B"));
        assertEquals(10, answers.size(), answers.keySet().toString());
    }

    /** The query's value now, by "host" or "host nid". */
    private static Map<String, Double> instant(PrometheusApi api, String query) throws PrometheusException {
        long now = System.currentTimeMillis();
        Map<String, Double> out = new TreeMap<>();
        for (Series s : api.queryRange(query, now, now, 1000)) {
            String nid = s.labels().get("nid");
            out.put(s.labels().get("host") + (nid == null ? "" : " " + nid), s.values()[0]);
        }
        return out;
    }
}
