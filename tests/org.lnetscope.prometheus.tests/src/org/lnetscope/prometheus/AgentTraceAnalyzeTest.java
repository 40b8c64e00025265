package org.lnetscope.prometheus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.cli.Console;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.replay.cli.AnalyzeCommand;
import org.lnetscope.trace.TraceReader;

/**
 * Memory in a recorded trace: two hours of the seed's drift as real agents exported it (rtr1
 * drifting, rtr2 healthy; AgentDriftScrapes), read back from a Prometheus by {@code prometheus
 * history}, carry MemTotal, MemAvailable, Slab and SUnreclaim on each node at every step, and
 * {@code lnetscope analyze} projects the OOM from them: the same "OOM in ~5 h 0 min" the window and
 * the rules give live, with the reason from the peer NIs the agent exported.
 */
class AgentTraceAnalyzeTest {

    private static final long T0 = 1_764_500_000_000L;
    private static final Pattern HOST = Pattern.compile("host=\"([^\"]+)\"");

    @TempDir
    Path tmp;

    private static FakePrometheus.Answer answer(AgentDriftScrapes scrapes, String path, Map<String, String> q) {
        if (path.equals("/api/v1/label/host/values")) {
            return FakePrometheus.success("[\"rtr1\",\"rtr2\"]");
        }
        Matcher m = HOST.matcher(q.get("query"));
        if (!path.equals("/api/v1/query_range") || !m.find()) {
            return new FakePrometheus.Answer(400, "");
        }
        long start = Math.round(Double.parseDouble(q.get("start")) * 1000);
        long end = Math.round(Double.parseDouble(q.get("end")) * 1000);
        long step = Math.round(Double.parseDouble(q.get("step")) * 1000);
        List<String> result = new ArrayList<>();
        for (AgentDriftScrapes.Scraped s : scrapes.series.values()) {
            if (!s.name().startsWith("lnet_") || !m.group(1).equals(s.labels().get("host"))) {
                continue;
            }
            List<String> points = new ArrayList<>();
            for (long t = start; t <= end; t += step) {
                int minute = (int) ((t - T0) / 60_000);
                if ((t - T0) % 60_000 == 0 && minute >= 0 && minute < s.values().length && !Double.isNaN(s.values()[minute])) {
                    points.add("[" + t / 1000.0 + ",\"" + (long) s.values()[minute] + "\"]");
                }
            }
            if (!points.isEmpty()) {
                StringBuilder labels = new StringBuilder("\"__name__\":\"" + s.name() + "\"");
                s.labels().forEach((k, v) -> labels.append(",\"").append(k).append("\":\"").append(v).append('"'));
                result.add("{\"metric\":{" + labels + "},\"values\":[" + String.join(",", points) + "]}");
            }
        }
        return FakePrometheus.success("{\"resultType\":\"matrix\",\"result\":[" + String.join(",", result) + "]}");
    }

    @Test
    void analyzeProjectsTheOomOnARecordedAgentTrace() throws Exception {
        AgentDriftScrapes scrapes = new AgentDriftScrapes(120, 3);
        Path trace = tmp.resolve("drift.lnettrace");
        try (FakePrometheus prometheus = new FakePrometheus((path, q) -> answer(scrapes, path, q))) {
            new HistoryImport(PrometheusApi.of(prometheus.uri(), null)).run(new HistoryImport.Request(Instant.ofEpochMilli(T0),
                    Instant.ofEpochMilli(T0 + 120 * 60_000L), Duration.ofMinutes(1), "", null), trace, null);
        }
        // the memory is in the model at every step: here at 60 minutes
        try (TraceReader reader = TraceReader.open(trace)) {
            Fabric f = Traces.at(reader, T0 + 60 * 60_000L);
            Node rtr1 = f.getNodes().stream().filter(n -> n.getHostname().equals("rtr1")).findFirst().orElseThrow();
            assertEquals(48L << 30, rtr1.getRamBytes());
            assertTrue(rtr1.isSetMemAvailableBytes());
            assertEquals(42_000_000_000L - 60 * 100_000_000L, rtr1.getMemAvailableBytes());
            assertEquals((48L << 30) - rtr1.getMemAvailableBytes(), rtr1.getUsedBytes(), "used: what is not available");
            assertEquals(4L << 30, rtr1.getSlabBytes());
            assertEquals((3L << 30) + 60 * 5_000_000L, rtr1.getSlabUnreclaimableBytes());
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status = new AnalyzeCommand().run(List.of(trace.toString()), new Console(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8)));
        String text = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
        // 42 GB - 120 x 100 MB = 30 GB left at 100 MB a minute
        assertTrue(text.contains("Memory (MemAvailable, the hour before):\n  rtr1  MemAvailable 27.94 GiB of 48.00 GiB, -95.4 MiB/min:"
                + " OOM in ~5 h 0 min at this rate\n      why: peer NI 10.1.0.17@o2ib1 stopped draining"), text);
        // the healthy one: +-50 MB of page cache, no OOM
        Matcher rtr2 = Pattern.compile("\n  rtr2  MemAvailable 39\\.1\\d GiB of 48\\.00 GiB, [-+]\\d+\\.\\d MiB/min: ([^\n]*)\n")
                .matcher(text);
        assertTrue(rtr2.find(), text);
        assertTrue(!rtr2.group(1).startsWith("OOM in"), text);
    }
}
