package org.lnetscope.prometheus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.agent.Agent;
import org.lnetscope.agent.AgentOptions;
import org.lnetscope.agent.demo.SyntheticDebugfs;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.EventFilter;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.TraceReader;

/**
 * Against a real Prometheus (Debian's package; .ci/run installs it) started on loopback, scraping
 * three agents every second while the test changes their fake debugfs, unloads LNet on one and
 * kills another's agent: the trace built from Prometheus' history shows all three.
 */
class RealPrometheusTest {

    private static final String COMPUTE = "10.1.0.17@o2ib1";

    @TempDir
    Path tmp;

    @Test
    void historyOfThreeAgentsScrapedByARealPrometheus() throws Exception {
        Path binary = prometheusBinary();
        SyntheticDebugfs fs1 = new SyntheticDebugfs(tmp.resolve("rtr1"));
        SyntheticDebugfs fs2 = new SyntheticDebugfs(tmp.resolve("rtr2"));
        SyntheticDebugfs fs3 = new SyntheticDebugfs(tmp.resolve("rtr3"));
        Agent rtr1 = agent(fs1, "rtr1", 0);
        Agent rtr2 = agent(fs2, "rtr2", 0);
        Agent rtr3 = agent(fs3, "rtr3", 0);
        int port3 = rtr3.address().getPort();
        int webPort = freePort();
        Files.writeString(tmp.resolve("prometheus.yml"), """
                global:
                  scrape_interval: 1s
                  scrape_timeout: 900ms
                scrape_configs:
                  - job_name: lnet
                    static_configs:
                      - targets: ['127.0.0.1:%d', '127.0.0.1:%d', '127.0.0.1:%d']
                """.formatted(rtr1.address().getPort(), rtr2.address().getPort(), port3));
        Path log = tmp.resolve("prometheus.log");
        Process prometheus = new ProcessBuilder(binary.toString(), "--config.file=" + tmp.resolve("prometheus.yml"),
                "--storage.tsdb.path=" + tmp.resolve("data"), "--web.listen-address=127.0.0.1:" + webPort, "--log.level=warn")
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        URI url = URI.create("http://127.0.0.1:" + webPort + "/");
        PrometheusApi api = PrometheusApi.of(url, null);
        Path out = tmp.resolve("history.lnettrace");
        HistoryImport.Result result;
        Instant from;
        try {
            waitReady(url, prometheus, log);
            long deadline = System.currentTimeMillis() + 30_000;
            while (api.labelValues("host", "lnet_up", System.currentTimeMillis() - 60_000, System.currentTimeMillis()).size() < 3) {
                if (System.currentTimeMillis() > deadline) {
                    fail("Prometheus did not scrape the three agents in 30 s; its log:\n" + Files.readString(log));
                }
                Thread.sleep(200);
            }
            from = Instant.now();
            for (int i = 1; i <= 6; i++) {
                Thread.sleep(1500);
                fs1.computeTx(-4500 - 10 * i);
                if (i == 2) {
                    fs2.unload();
                    rtr3.close();
                } else if (i == 4) {
                    fs2.load();
                } else if (i == 5) {
                    rtr3 = agent(fs3, "rtr3", port3);
                }
            }
            Thread.sleep(3000);
            Instant to = Instant.now();
            result = new HistoryImport(api).run(new HistoryImport.Request(from, to, Duration.ofSeconds(1), "job=\"lnet\"", null), out,
                    null);
        } finally {
            prometheus.destroy();
            if (!prometheus.waitFor(10, TimeUnit.SECONDS)) {
                prometheus.destroyForcibly();
            }
            rtr1.close();
            rtr2.close();
            rtr3.close();
        }
        assertEquals(List.of("rtr1", "rtr2", "rtr3"), result.hosts());
        assertTrue(result.stalePeriods() >= 1, "rtr3's agent was down ~4.5 s");

        try (TraceReader reader = TraceReader.open(out)) {
            assertEquals(List.of(), reader.warnings());
            List<Long> tx = new ArrayList<>();
            List<Boolean> rtr2HasPeers = new ArrayList<>();
            long fromMs = from.toEpochMilli();
            for (long k = 0; k < result.steps(); k++) {
                Fabric f = Traces.at(reader, fromMs + k * 1000);
                PeerNi p = Traces.peerNi(f, "rtr1", COMPUTE);
                assertNotNull(p, "rtr1's compute peer NI at step " + k);
                tx.add((long) p.getTxCredits());
                rtr2HasPeers.add(Traces.peerNi(f, "rtr2", COMPUTE) != null);
            }
            assertEquals(-4500L, tx.get(0), "the window starts before the first change: " + tx);
            assertEquals(-4560L, tx.get(tx.size() - 1), "and ends after the last: " + tx);
            for (int i = 1; i < tx.size(); i++) {
                assertTrue(tx.get(i) <= tx.get(i - 1), "lpni_txcredits only fell: " + tx);
            }
            assertTrue(tx.stream().distinct().count() >= 5, "a 1 s scrape sees most of the six 1.5 s changes: " + tx);
            int firstGone = rtr2HasPeers.indexOf(false);
            assertTrue(firstGone > 0, "rtr2 lost its peers when LNet was unloaded: " + rtr2HasPeers);
            assertTrue(rtr2HasPeers.subList(firstGone, rtr2HasPeers.size()).contains(true), "and had them back after: " + rtr2HasPeers);

            ReplayCursor cursor = new ReplayCursor(reader);
            Event stale = cursor.stepTo(EventFilter.ofType(EventType.AGENT_STALE));
            assertNotNull(stale);
            EmfSync sync = new EmfSync(cursor.state());
            Node node = (Node) sync.objectOf(stale.subject());
            assertEquals("rtr3", node.getHostname());
            assertNotNull(node.findPeerNi(Nid.parse(COMPUTE)), "a stale node keeps its last state");
            assertNotNull(cursor.stepTo(EventFilter.ofType(EventType.AGENT_RESUMED)), "rtr3 came back");
            assertFalse(result.events() == 0);
        }
    }

    private static Agent agent(SyntheticDebugfs fs, String host, int port) throws Exception {
        return new Agent(AgentOptions.parse(List.of("--meminfo", "off", "--debugfs", fs.dir().toString(), "--period", "200ms", "--port",
                Integer.toString(port), "--host", host), Map.of()));
    }

    /** Debian's prometheus, or LNETSCOPE_PROMETHEUS; on CI its absence is a failure, not a skip. */
    static Path prometheusBinary() {
        String configured = System.getenv("LNETSCOPE_PROMETHEUS");
        Path p = Path.of(configured != null ? configured : "/usr/bin/prometheus");
        if (!Files.isExecutable(p)) {
            String why = p + " not found: install Debian's prometheus package (apt-get install prometheus) or set LNETSCOPE_PROMETHEUS";
            if (System.getenv("CI") != null) {
                fail(why);
            }
            Assumptions.abort(why);
        }
        return p;
    }

    static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    static void waitReady(URI url, Process process, Path log) throws Exception {
        HttpClient http = HttpClient.newHttpClient();
        long deadline = System.currentTimeMillis() + 30_000;
        while (System.currentTimeMillis() < deadline) {
            if (!process.isAlive()) {
                fail("Prometheus exited with " + process.exitValue() + ":\n" + Files.readString(log));
            }
            try {
                if (http.send(HttpRequest.newBuilder(url.resolve("-/ready")).build(), HttpResponse.BodyHandlers.discarding())
                        .statusCode() == 200) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(200);
        }
        fail("Prometheus not ready in 30 s:\n" + Files.readString(log));
    }
}
