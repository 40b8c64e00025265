package org.lnetscope.prometheus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.agent.Agent;
import org.lnetscope.agent.AgentOptions;
import org.lnetscope.agent.demo.SyntheticDebugfs;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;
import org.lnetscope.protocol.Protocol;
import org.lnetscope.protocol.Snapshot;

/**
 * What Prometheus would store from the agent's /metrics reads back into exactly the state the agent
 * serves as its snapshot: the contract between the agent's exposition and the history reader.
 */
class AgentMetricsRoundTripTest {

    private static final Pattern SAMPLE = Pattern.compile("([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\\{(.*)\\})? (\\S+)");
    private static final Pattern LABEL = Pattern.compile("([a-zA-Z_][a-zA-Z0-9_]*)=\"((?:[^\"\\\\]|\\\\.)*)\",?");

    @TempDir
    Path tmp;

    @Test
    void metricsReadBackToTheSnapshot() throws Exception {
        SyntheticDebugfs fake = new SyntheticDebugfs(tmp.resolve("lnet"));
        try (Agent agent = new Agent(AgentOptions.parse(List.of("--meminfo", "off", "--debugfs", fake.dir().toString(), "--period", "10m",
                "--port", "0", "--host", "rtr1"), Map.of()))) {
            String base = "http://127.0.0.1:" + agent.address().getPort();
            HttpClient http = HttpClient.newHttpClient();
            String metrics = http.send(HttpRequest.newBuilder(URI.create(base + "/metrics")).build(),
                    HttpResponse.BodyHandlers.ofString()).body();
            Snapshot snapshot = Snapshot.fromJson(http.send(HttpRequest.newBuilder(URI.create(base + Protocol.PATH_SNAPSHOT)).build(),
                    HttpResponse.BodyHandlers.ofString()).body());

            List<Series> series = new ArrayList<>();
            for (String line : metrics.split("\n")) {
                if (line.startsWith("#") || line.isBlank()) {
                    continue;
                }
                Matcher m = SAMPLE.matcher(line);
                assertTrue(m.matches(), line);
                Map<String, String> labels = new LinkedHashMap<>();
                labels.put("__name__", m.group(1));
                if (m.group(2) != null) {
                    Matcher l = LABEL.matcher(m.group(2));
                    while (l.find()) {
                        labels.put(l.group(1), l.group(2).replace("\\\"", "\"").replace("\\\\", "\\"));
                    }
                }
                assertEquals("rtr1", labels.get("host"), line);
                series.add(new Series(labels, new double[] {Double.parseDouble(m.group(3))}));
            }
            HostHistory history = new HostHistory(series, 1);
            assertEquals(HostHistory.Presence.UP, history.presence(0));
            NodeState read = history.state(0);
            assertTrue(snapshot.state().objects().size() >= 6, "a router with NIs, peers, stats, routing");
            assertEquals(fields(snapshot.state()), fields(read));
        }
    }

    private static Map<String, Map<String, Object>> fields(NodeState state) {
        Map<String, Map<String, Object>> all = new TreeMap<>();
        for (LnetObject o : state.objects()) {
            all.put(o.key(), new TreeMap<>(o.fields()));
        }
        return all;
    }
}
