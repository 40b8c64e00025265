package org.lnetscope.prometheus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.Fabric;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.TraceReader;

/**
 * The window a (fake, scripted) Prometheus holds becomes a trace step by step; and every way
 * Prometheus can fail is a clear error that leaves the output file as it was.
 */
class HistoryImportTest {

    private static final long T0 = ScriptedPrometheus.T0;

    @TempDir
    Path tmp;

    private static HistoryImport.Request window() {
        return new HistoryImport.Request(Instant.ofEpochMilli(T0), Instant.ofEpochMilli(T0 + 4000), Duration.ofSeconds(1), "job=\"lnet\"",
                null);
    }

    @Test
    void aWindowBecomesATraceStepByStep() throws Exception {
        Path out = tmp.resolve("window.lnettrace");
        try (FakePrometheus prometheus = new FakePrometheus(ScriptedPrometheus::answer)) {
            // a budget of 1 point: one step per stretch, so stretch boundaries are crossed at every step
            HistoryImport.Result result = new HistoryImport(PrometheusApi.of(prometheus.uri(), null), 1).run(window(), out, null);
            assertEquals(List.of("rtr1", "rtr2"), result.hosts());
            assertEquals(5, result.steps());
            assertEquals(1, result.stalePeriods());
            assertEquals(1 + 2 * 5, result.queries(), "hosts once, then one query per host and stretch");
        }
        try (TraceReader reader = TraceReader.open(out)) {
            assertEquals(List.of(), reader.warnings());
            long[] counts = reader.countsByType();
            assertEquals(1, counts[EventType.AGENT_STALE.ordinal()]);
            assertEquals(1, counts[EventType.AGENT_RESUMED.ordinal()]);
            // rtr1 at steps 2, 3, 4; rtr2 back at 3 and unloaded at 4
            assertEquals(5, counts[EventType.AGENT_SAMPLE.ordinal()]);
            assertEquals(T0 * 1_000_000L, reader.startTimeNs());

            Fabric start = Traces.at(reader, T0);
            assertEquals(-4500, Traces.peerNi(start, "rtr1", "10.1.0.17@o2ib1").getTxCredits());
            assertEquals(-17000, Traces.peerNi(start, "rtr2", "10.0.0.21@o2ib").getRtrCredits());
            assertTrue(Traces.node(start, "rtr2").isRoutingEnabled());

            Fabric stale = Traces.at(reader, T0 + 2000);
            assertEquals(-4510, Traces.peerNi(stale, "rtr1", "10.1.0.17@o2ib1").getTxCredits());
            assertEquals(-17000, Traces.peerNi(stale, "rtr2", "10.0.0.21@o2ib").getRtrCredits(), "a stale node keeps its last state");

            Fabric back = Traces.at(reader, T0 + 3000);
            assertEquals(-17001, Traces.peerNi(back, "rtr2", "10.0.0.21@o2ib").getRtrCredits());

            Fabric unloaded = Traces.at(reader, T0 + 4000);
            assertEquals(-4530, Traces.peerNi(unloaded, "rtr1", "10.1.0.17@o2ib1").getTxCredits());
            assertNotNull(Traces.node(unloaded, "rtr2"), "LNet unloaded, the host is still there");
            assertNull(Traces.peerNi(unloaded, "rtr2", "10.0.0.21@o2ib"), "and its peer table is gone");
        }
        assertEquals(List.of(out.getFileName()), listing(), "no temporary file left behind");
    }

    @Test
    void stepsAppliedFromTheSeriesGiveTheSameFabricAsWholeStatesDiffed() throws Exception {
        Path whole = tmp.resolve("whole.lnettrace");
        Path fast = tmp.resolve("fast.lnettrace");
        try (FakePrometheus prometheus = new FakePrometheus(ScriptedPrometheus::answer)) {
            // one step per stretch: every step is a whole state diffed against the one before
            new HistoryImport(PrometheusApi.of(prometheus.uri(), null), 1).run(window(), whole, null);
            // one stretch: steps after the first compare series values directly
            new HistoryImport(PrometheusApi.of(prometheus.uri(), null)).run(window(), fast, null);
        }
        try (TraceReader a = TraceReader.open(whole); TraceReader b = TraceReader.open(fast)) {
            assertEquals(a.eventCount(), b.eventCount());
            assertArrayEquals(a.countsByType(), b.countsByType());
            for (long t = T0; t <= T0 + 4000; t += 1000) {
                Fabric x = Traces.at(a, t);
                Fabric y = Traces.at(b, t);
                assertTrue(EcoreUtil.equals(x, y), "the fabrics differ at " + (t - T0) + " ms");
            }
        }
    }

    /** One host whose agent is scraped from step {@code first} of the window on, or never. */
    private static FakePrometheus.Answer lateHost(String path, Map<String, String> q, int first) {
        if (path.endsWith("/values")) {
            return FakePrometheus.success("[\"rtr9\"]");
        }
        long start = Math.round(Double.parseDouble(q.get("start")) * 1000);
        long end = Math.round(Double.parseDouble(q.get("end")) * 1000);
        StringBuilder up = new StringBuilder();
        StringBuilder tx = new StringBuilder();
        for (long t = start; t <= end; t += 1000) {
            long k = (t - T0) / 1000;
            if (first >= 0 && k >= first) {
                up.append(up.isEmpty() ? "" : ",").append("[").append(t / 1000.0).append(",\"1\"]");
                tx.append(tx.isEmpty() ? "" : ",").append("[").append(t / 1000.0).append(",\"").append(-10 * k).append("\"]");
            }
        }
        return FakePrometheus.success("{\"resultType\":\"matrix\",\"result\":[{\"metric\":{\"__name__\":\"lnet_up\",\"host\":\"rtr9\"},"
                + "\"values\":[" + up + "]},{\"metric\":{\"__name__\":\"lnet_peer_ni_available_tx_credits\",\"host\":\"rtr9\","
                + "\"nid\":\"10.1.0.17@o2ib1\"},\"values\":[" + tx + "]}]}");
    }

    @Test
    void aWindowStartingBeforeTheAgentsOpensOnTheirFirstState() throws Exception {
        Path out = tmp.resolve("late.lnettrace");
        try (FakePrometheus prometheus = new FakePrometheus((path, q) -> lateHost(path, q, 2))) {
            HistoryImport.Result result = new HistoryImport(PrometheusApi.of(prometheus.uri(), null)).run(window(), out, null);
            assertEquals(0, result.stalePeriods(), "not yet there is not stale");
        }
        try (TraceReader reader = TraceReader.open(out)) {
            assertEquals((T0 + 2000) * 1_000_000L, reader.startTimeNs(), "the trace starts at the first scrape");
            Fabric first = Traces.at(reader, T0 + 2000);
            assertEquals(-20, Traces.peerNi(first, "rtr9", "10.1.0.17@o2ib1").getTxCredits());
            assertEquals(2, reader.eventCount(), "then steps 3 and 4");
        }
    }

    @Test
    void hostsWithoutSamplesInTheWindowAreAnErrorNotAnEmptyTrace() throws Exception {
        Path out = tmp.resolve("none.lnettrace");
        try (FakePrometheus prometheus = new FakePrometheus((path, q) -> lateHost(path, q, -1))) {
            PrometheusException e = assertThrows(PrometheusException.class,
                    () -> new HistoryImport(PrometheusApi.of(prometheus.uri(), null)).run(window(), out, null));
            assertTrue(e.getMessage().contains("names hosts [rtr9] but holds no sample of theirs"), e.getMessage());
        }
        assertEquals(List.of(), listing());
    }

    @Test
    void prometheusDownIsAClearErrorAndTheOldFileStays() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        Path out = Files.writeString(tmp.resolve("old.lnettrace"), "what the user had");
        PrometheusException e = assertThrows(PrometheusException.class,
                () -> new HistoryImport(PrometheusApi.of(URI.create("http://127.0.0.1:" + port), null)).run(window(), out, null));
        assertEquals("cannot reach Prometheus at http://127.0.0.1:" + port + "/: connection refused (is it running, is the URL right?)",
                e.getMessage());
        assertEquals("what the user had", Files.readString(out));
        assertEquals(List.of(out.getFileName()), listing());
    }

    @Test
    void prometheusDyingHalfWayLeavesTheOldFile() throws Exception {
        Path out = Files.writeString(tmp.resolve("old.lnettrace"), "what the user had");
        try (FakePrometheus prometheus = new FakePrometheus((path, q) -> path.contains("query_range") && q.get("query").contains("rtr2")
                ? null : ScriptedPrometheus.answer(path, q))) {
            PrometheusException e = assertThrows(PrometheusException.class,
                    () -> new HistoryImport(PrometheusApi.of(prometheus.uri(), null)).run(window(), out, null));
            assertTrue(e.getMessage().startsWith("cannot read from Prometheus at " + prometheus.uri()), e.getMessage());
        }
        assertEquals("what the user had", Files.readString(out));
        assertEquals(List.of(out.getFileName()), listing(), "the half-written trace is gone");
    }

    @Test
    void aLinkPlantedAtATemporaryNameIsNeverWrittenThrough() throws Exception {
        Path out = tmp.resolve("night.lnettrace");
        // issue 30: a neighbour plants links where the old predictable temporary names were
        Path victim = tmp.resolve("victim");
        Files.writeString(victim, "the victim's file");
        Files.createSymbolicLink(tmp.resolve(".night.lnettrace.tmp"), victim);
        Files.createSymbolicLink(tmp.resolve("night.lnettrace.part"), victim);
        try (FakePrometheus prometheus = new FakePrometheus(ScriptedPrometheus::answer)) {
            new HistoryImport(PrometheusApi.of(prometheus.uri(), null)).run(window(), out, null);
        }
        assertEquals("the victim's file", Files.readString(victim));
        assertEquals(List.of(tmp.resolve(".night.lnettrace.tmp").getFileName(), out.getFileName(),
                tmp.resolve("night.lnettrace.part").getFileName(), victim.getFileName()), listing(),
                "the trace and what was there; no litter");
        try (TraceReader reader = TraceReader.open(out)) {
            assertEquals(List.of(), reader.warnings());
        }
    }

    @Test
    void anErrorPrometheusReportsIsPassedOn() throws Exception {
        try (FakePrometheus prometheus = new FakePrometheus((path, q) -> new FakePrometheus.Answer(400,
                "{\"status\":\"error\",\"errorType\":\"bad_data\",\"error\":\"1:20: parse error: unexpected character in label matcher\"}"))) {
            PrometheusException e = assertThrows(PrometheusException.class,
                    () -> new HistoryImport(PrometheusApi.of(prometheus.uri(), null))
                            .run(window(), tmp.resolve("x.lnettrace"), null));
            assertEquals("Prometheus at " + prometheus.uri() + " refused the query (HTTP 400, bad_data): "
                    + "1:20: parse error: unexpected character in label matcher", e.getMessage());
        }
        assertEquals(List.of(), listing());
    }

    @Test
    void aProxyErrorPageIsNotTakenForData() throws Exception {
        try (FakePrometheus prometheus = new FakePrometheus((path, q) -> new FakePrometheus.Answer(502,
                "<html><body><h1>502 Bad Gateway</h1></body></html>"))) {
            PrometheusException e = assertThrows(PrometheusException.class, () -> PrometheusApi.of(prometheus.uri(), null)
                    .labelValues("host", "lnet_up", T0, T0 + 1000));
            assertTrue(
                    e.getMessage().startsWith(
                            "Prometheus at " + prometheus.uri() + " answered HTTP 502 with something that is not its API's JSON"),
                    e.getMessage());
            assertTrue(e.getMessage().endsWith("<html><body><h1>502 Bad Gateway</h1></body></html>"), e.getMessage());
        }
    }

    @Test
    void anOversizedAnswerIsRefusedNotRead() throws Exception {
        String huge = "[\"" + "x".repeat(3 << 20) + "\"]";
        try (FakePrometheus prometheus = new FakePrometheus((path, q) -> FakePrometheus.success(huge))) {
            PrometheusApi api = new PrometheusApi(prometheus.uri(), null, HttpClient.newHttpClient(), Duration.ofSeconds(10), 1 << 20);
            PrometheusException e = assertThrows(PrometheusException.class, () -> api.labelValues("host", "lnet_up", T0, T0));
            assertTrue(e.getMessage().contains("answered more than 1 MiB for one query"), e.getMessage());
        }
    }

    @Test
    void aSilentServerTimesOut() throws Exception {
        try (FakePrometheus prometheus = new FakePrometheus((path, q) -> {
            Thread.sleep(1500);
            return FakePrometheus.success("[]");
        })) {
            PrometheusApi api = new PrometheusApi(prometheus.uri(), null, HttpClient.newHttpClient(), Duration.ofMillis(300), 1 << 20);
            PrometheusException e = assertThrows(PrometheusException.class, () -> api.labelValues("host", "lnet_up", T0, T0));
            assertEquals("Prometheus at " + prometheus.uri() + " did not answer within 300 ms", e.getMessage());
        }
    }

    @Test
    void malformedPointsAreRejected() throws Exception {
        try (FakePrometheus prometheus = new FakePrometheus((path, q) -> FakePrometheus.success(
                "{\"resultType\":\"matrix\",\"result\":[{\"metric\":{\"__name__\":\"lnet_up\"},\"values\":[[\"soon\",\"1\"]]}]}"))) {
            PrometheusException e = assertThrows(PrometheusException.class,
                    () -> PrometheusApi.of(prometheus.uri(), null).queryRange("lnet_up", T0, T0 + 1000, 1000));
            assertTrue(e.getMessage().endsWith("a point that is not [time, \"value\"]"), e.getMessage());
        }
    }

    @Test
    void noAgentInTheWindowSaysSo() throws Exception {
        try (FakePrometheus prometheus = new FakePrometheus((path, q) -> FakePrometheus.success("[]"))) {
            PrometheusException e = assertThrows(PrometheusException.class,
                    () -> new HistoryImport(PrometheusApi.of(prometheus.uri(), null))
                            .run(window(), tmp.resolve("x.lnettrace"), null));
            assertTrue(e.getMessage().contains("holds no lnet_up series matching job=\"lnet\" between 2025-11-30T10:53:20Z"),
                    e.getMessage());
        }
    }

    @Test
    void aWindowOfMillionsOfStepsIsRefusedBeforeAsking() {
        HistoryImport.Request year = new HistoryImport.Request(Instant.ofEpochMilli(T0), Instant.ofEpochMilli(T0 + 365L * 86_400_000),
                Duration.ofSeconds(1), "", null);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new HistoryImport(PrometheusApi.of(URI.create("http://127.0.0.1:1"), null)).run(year, tmp.resolve("x.lnettrace"),
                        null));
        assertTrue(e.getMessage().startsWith("31536001 steps of 1000 ms"), e.getMessage());
    }

    private List<Path> listing() throws IOException {
        try (var files = Files.list(tmp)) {
            return files.map(Path::getFileName).sorted().toList();
        }
    }
}
