package org.lnetscope.prometheus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.LongToDoubleFunction;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.analysis.OomWatch;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.replay.analysis.MemoryTimeline;
import org.lnetscope.trace.TraceReader;

/**
 * {@code prometheus history --exporters} on a site with no agent: router rtr8 scraped by
 * node_exporter (instance rtr8:9100) and whamcloud's lustrefs-exporter (instance rtr8:9169, its
 * send counter per local NI), router rtr9 relabelled host="rtr9" with HPE's lustre_exporter
 * (node-wide counters, labels component/target "lnet"). The trace has both nodes, their LNet
 * counters (lustrefs-exporter's summed over the NIs) and memory, and the OOM projection works on it;
 * it has no peer NIs: those exporters have none.
 */
class ExporterHistoryTest {

    private static final long T0 = 1_764_500_000_000L;

    @TempDir
    Path tmp;

    private static String series(String labels, long start, long end, long step, LongToDoubleFunction value) {
        List<String> points = new ArrayList<>();
        for (long t = Math.max(start, T0); t <= end; t += step) {
            points.add("[" + t / 1000.0 + ",\"" + (long) value.applyAsDouble(t - T0) + "\"]");
        }
        return "{\"metric\":{" + labels + "},\"values\":[" + String.join(",", points) + "]}";
    }

    private static FakePrometheus.Answer answer(String path, Map<String, String> q) {
        if (path.equals("/api/v1/label/host/values")) {
            return FakePrometheus.success(q.get("match[]").contains("lnet_up") ? "[]" : "[\"rtr9\"]");
        }
        if (path.equals("/api/v1/label/instance/values")) {
            // rtr9's exporter (10.0.0.9:9169) has a host label: not among the instances of unnamed series
            assertTrue(q.get("match[]").contains("host=\"\""), q.toString());
            return FakePrometheus.success("[\"rtr8:9100\",\"rtr8:9169\"]");
        }
        String query = q.get("query");
        assertTrue(query.contains("lustre_send_count_total") && query.contains("node_memory_MemAvailable_bytes"), query);
        long start = Math.round(Double.parseDouble(q.get("start")) * 1000);
        long end = Math.round(Double.parseDouble(q.get("end")) * 1000);
        long step = Math.round(Double.parseDouble(q.get("step")) * 1000);
        List<String> result = new ArrayList<>();
        if (query.contains("host=\"rtr8\"")) {
            result.add(series("\"__name__\":\"node_memory_MemTotal_bytes\",\"instance\":\"rtr8:9100\",\"job\":\"node\"", start, end, step,
                    t -> 48.0 * (1L << 30)));
            result.add(series("\"__name__\":\"node_memory_MemAvailable_bytes\",\"instance\":\"rtr8:9100\",\"job\":\"node\"", start, end,
                    step, t -> 42e9 - t / 60_000.0 * 100e6));
            result.add(series("\"__name__\":\"lustre_send_count_total\",\"instance\":\"rtr8:9169\",\"nid\":\"0@lo\"", start, end, step,
                    t -> 1000 + t / 1000));
            result.add(series("\"__name__\":\"lustre_send_count_total\",\"instance\":\"rtr8:9169\",\"nid\":\"10.0.0.8@o2ib\"", start, end,
                    step, t -> 500_000 + t / 10));
        } else if (query.contains("host=\"rtr9\"")) {
            result.add(series("\"__name__\":\"lustre_route_count_total\",\"host\":\"rtr9\",\"component\":\"lnet\",\"target\":\"lnet\"",
                    start, end, step, t -> 7_000_000 + t));
            result.add(series("\"__name__\":\"lustre_allocated\",\"host\":\"rtr9\",\"component\":\"lnet\",\"target\":\"lnet\"", start,
                    end, step, t -> 12));
        }
        return FakePrometheus.success("{\"resultType\":\"matrix\",\"result\":[" + String.join(",", result) + "]}");
    }

    @Test
    void aSiteWithoutAgentsGivesATraceOfCountersAndMemory() throws Exception {
        Path trace = tmp.resolve("exporters.lnettrace");
        HistoryImport.Result result;
        try (FakePrometheus prometheus = new FakePrometheus(ExporterHistoryTest::answer)) {
            result = new HistoryImport(PrometheusApi.of(prometheus.uri(), null)).run(new HistoryImport.Request(Instant.ofEpochMilli(T0),
                    Instant.ofEpochMilli(T0 + 120 * 60_000L), Duration.ofMinutes(1), "job=\"lnet\"", null, true), trace, null);
        }
        assertEquals(List.of("rtr8", "rtr9"), result.hosts());
        assertEquals(0, result.stalePeriods());
        try (TraceReader reader = TraceReader.open(trace)) {
            Fabric f = Traces.at(reader, T0 + 60 * 60_000L);
            Node rtr8 = node(f, "rtr8");
            assertEquals(48L << 30, rtr8.getRamBytes());
            assertEquals(42_000_000_000L - 60 * 100_000_000L, rtr8.getMemAvailableBytes());
            assertEquals(1000 + 3600 + 500_000 + 360_000, rtr8.getStats().getSendCount(), "summed over the local NIs");
            assertTrue(rtr8.getPeers().isEmpty(), "no exporter has peers");
            Node rtr9 = node(f, "rtr9");
            assertEquals(7_000_000 + 3_600_000, rtr9.getStats().getRouteCount());
            assertEquals(12, rtr9.getStats().getMsgsAlloc());
            assertFalse(rtr9.isSetMemAvailableBytes(), "no node_exporter on rtr9: its memory is unknown");

            ReplayCursor cursor = new ReplayCursor(reader);
            OomWatch watch = MemoryTimeline.available(cursor, new EmfSync(cursor.state()), reader.startTimeNs(), reader.endTimeNs(), 61);
            assertEquals(List.of("rtr8"), watch.hosts());
            assertEquals("OOM in ~5 h 0 min at this rate", watch.project("rtr8").headline());
        }
    }

    private static Node node(Fabric f, String host) {
        return f.getNodes().stream().filter(n -> host.equals(n.getHostname())).findFirst().orElseThrow();
    }
}
