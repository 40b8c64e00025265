package org.lnetscope.prometheus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.function.LongToDoubleFunction;

import org.junit.jupiter.api.Test;
import org.lnetscope.cli.Console;
import org.lnetscope.prometheus.cli.PrometheusCommand;

/**
 * The OOM projection for a Prometheus history: rtr1 drifting like the seed in the hour before the
 * moment asked (MemAvailable falling 100 MB a minute, compute 10.1.0.17@o2ib1 below zero tx credits,
 * two servers below zero router credits), rtr2 flat, rtr3 with no agent drifting the same in
 * node_exporter's node_memory_MemAvailable_bytes. The answers are what Prometheus' query_range gives.
 */
class OomHistoryTest {

    private static final long AT = 1_764_500_000_000L;

    private static FakePrometheus.Answer answer(String path, Map<String, String> q) {
        if (!path.endsWith("/api/v1/query_range")) {
            return new FakePrometheus.Answer(404, "");
        }
        String query = q.get("query");
        long start = (long) (Double.parseDouble(q.get("start")) * 1000);
        long end = (long) (Double.parseDouble(q.get("end")) * 1000);
        long step = (long) (Double.parseDouble(q.get("step")) * 1000);
        StringBuilder result = new StringBuilder();
        if (query.startsWith("lnet_meminfo_mem_available_bytes")) {
            result.append(series("lnet_meminfo_mem_available_bytes", "rtr1", null, start, end, step,
                    t -> 36_000_000_000.0 - (t - (AT - 3_600_000)) / 60_000.0 * 100e6));
            result.append(',').append(series("lnet_meminfo_mem_available_bytes", "rtr2", null, start, end, step, t -> 30e9));
        } else if (query.startsWith("lnet_meminfo_mem_total_bytes")) {
            result.append(series("lnet_meminfo_mem_total_bytes", "rtr1", null, start, end, step, t -> 48.0 * (1L << 30)));
            result.append(',').append(series("lnet_meminfo_mem_total_bytes", "rtr2", null, start, end, step, t -> 48.0 * (1L << 30)));
        } else if (query.startsWith("node_memory_MemAvailable_bytes")) {
            // node_exporter: rtr3 has no agent and drifts; rtr1's flat series must not replace its agent's
            result.append(nodeSeries("node_memory_MemAvailable_bytes", "rtr3:9100", start, end, step,
                    t -> 36_000_000_000.0 - (t - (AT - 3_600_000)) / 60_000.0 * 100e6));
            result.append(',').append(nodeSeries("node_memory_MemAvailable_bytes", "rtr1:9100", start, end, step, t -> 40e9));
        } else if (query.startsWith("node_memory_MemTotal_bytes")) {
            result.append(nodeSeries("node_memory_MemTotal_bytes", "rtr3:9100", start, end, step, t -> 48.0 * (1L << 30)));
            result.append(',').append(nodeSeries("node_memory_MemTotal_bytes", "rtr1:9100", start, end, step, t -> 48.0 * (1L << 30)));
        } else if (query.startsWith("lnet_peer_ni_available_tx_credits")) {
            result.append(series("lnet_peer_ni_available_tx_credits", "rtr1", "10.1.0.17@o2ib1", start, end, step, t -> -4500));
            result.append(',').append(series("lnet_peer_ni_available_tx_credits", "rtr1", "10.0.0.21@o2ib", start, end, step, t -> 42));
        } else if (query.startsWith("lnet_peer_ni_tx_q_num_of_buf")) {
            result.append(series("lnet_peer_ni_tx_q_num_of_buf", "rtr1", "10.1.0.17@o2ib1", start, end, step, t -> 2359296));
        } else if (query.startsWith("lnet_peer_ni_available_rtr_credits")) {
            result.append(series("lnet_peer_ni_available_rtr_credits", "rtr1", "10.0.0.21@o2ib", start, end, step, t -> -17000));
            result.append(',').append(series("lnet_peer_ni_available_rtr_credits", "rtr1", "10.0.0.22@o2ib", start, end, step, t -> -3));
            result.append(',').append(series("lnet_peer_ni_available_rtr_credits", "rtr1", "10.1.0.17@o2ib1", start, end, step, t -> 42));
        }
        return new FakePrometheus.Answer(200, "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[" + result + "]}}");
    }

    private static String nodeSeries(String name, String instance, long start, long end, long step, LongToDoubleFunction value) {
        StringBuilder b = new StringBuilder("{\"metric\":{\"__name__\":\"" + name + "\",\"instance\":\"" + instance
                + "\",\"job\":\"node\"},\"values\":[");
        for (long t = start; t <= end; t += step) {
            b.append(t == start ? "" : ",").append('[').append(t / 1000.0).append(",\"").append((long) value.applyAsDouble(t))
                    .append("\"]");
        }
        return b.append("]}").toString();
    }

    private static String series(String name, String host, String nid, long start, long end, long step,
            LongToDoubleFunction value) {
        StringBuilder b = new StringBuilder("{\"metric\":{\"__name__\":\"" + name + "\",\"host\":\"" + host + "\""
                + (nid == null ? "" : ",\"nid\":\"" + nid + "\"") + "},\"values\":[");
        for (long t = start; t <= end; t += step) {
            b.append(t == start ? "" : ",").append('[').append(t / 1000.0).append(",\"").append((long) value.applyAsDouble(t))
                    .append("\"]");
        }
        return b.append("]}").toString();
    }

    @Test
    void theHourBeforeTheMomentIsProjected() throws Exception {
        try (FakePrometheus prometheus = new FakePrometheus(OomHistoryTest::answer)) {
            List<OomHistory.Host> hosts = new OomHistory(PrometheusApi.of(prometheus.uri(), null)).at(AT, 15_000, "", null);
            assertEquals(3, hosts.size());
            OomHistory.Host rtr1 = hosts.get(0);
            // 30 GB left at the end at 100 MB a minute: 5 hours
            assertEquals("OOM in ~5 h 0 min at this rate", rtr1.projection().headline());
            assertEquals("peer NI 10.1.0.17@o2ib1 stopped draining: lpni_txcredits -4500, 2.3 MiB queued (lpni_txqnob);"
                    + " 2 senders out of router credits (lpni_rtrcredits < 0): 10.0.0.21@o2ib (-17000), 10.0.0.22@o2ib (-3)."
                    + " Each reconnect of theirs leaves a kib_conn pinned by its parked messages", rtr1.reason());
            assertEquals("MemAvailable is not falling", hosts.get(1).projection().headline());
            assertNull(hosts.get(1).reason());
            // rtr3 has no agent: node_exporter's MemAvailable, the same projection, no reason (no credits)
            assertEquals("rtr3", hosts.get(2).host());
            assertEquals("OOM in ~5 h 0 min at this rate", hosts.get(2).projection().headline());
            assertNull(hosts.get(2).reason());
        }
    }

    @Test
    void theCommandPrintsIt() throws Exception {
        try (FakePrometheus prometheus = new FakePrometheus(OomHistoryTest::answer)) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            Console console = new Console(new PrintStream(out, true, StandardCharsets.UTF_8),
                    new PrintStream(err, true, StandardCharsets.UTF_8));
            int status = new PrometheusCommand().run(List.of("oom", prometheus.uri().toString(), "--at", String.valueOf(AT / 1000),
                    "--hosts", "rtr1"), console);
            String text = out.toString(StandardCharsets.UTF_8);
            assertEquals(0, status, err.toString(StandardCharsets.UTF_8));
            assertTrue(text.startsWith("rtr1: OOM in ~5 h 0 min at this rate\n  why: peer NI 10.1.0.17@o2ib1 stopped draining"), text);
            assertTrue(!text.contains("rtr2"), text);
        }
    }
}
