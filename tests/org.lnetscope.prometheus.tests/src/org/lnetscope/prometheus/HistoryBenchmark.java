package org.lnetscope.prometheus;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How fast a window of a big fabric comes back from Prometheus, LNet Scope's side only:
 * {@code java -cp <product jars + prometheus test classes> org.lnetscope.prometheus.HistoryBenchmark
 * [HOSTS=20] [PEERS=1000] [STEPS=240]}. A Prometheus-shaped server in the same JVM answers each
 * range query with HOSTS routers of PEERS peer NIs (6 counters + state each, 5 % of them moving at
 * every 15 s step); the time it spends writing JSON is measured and taken out. Prints one line
 * (docs/benchmarks.md).
 */
public final class HistoryBenchmark {

    private static final long T0 = 1_764_500_000_000L;
    private static final long STEP = 15_000;
    private static final Pattern HOST = Pattern.compile("host=\"rtr(\\d+)\"");

    private HistoryBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int hosts = args.length > 0 ? Integer.parseInt(args[0]) : 20;
        int peers = args.length > 1 ? Integer.parseInt(args[1]) : 1000;
        int steps = args.length > 2 ? Integer.parseInt(args[2]) : 240;
        AtomicLong serverNs = new AtomicLong();
        AtomicLong bytes = new AtomicLong();
        AtomicLong heapPeak = new AtomicLong();
        Thread sampler = Thread.ofPlatform().daemon().start(() -> {
            while (true) {
                heapPeak.accumulateAndGet(ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed(), Math::max);
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    return;
                }
            }
        });
        Path dir = Files.createTempDirectory("lnetscope-history");
        Path out = dir.resolve("bench.lnettrace");
        HistoryImport.Result r;
        long wall;
        try (FakePrometheus prometheus = new FakePrometheus((path, q) -> {
            long t = System.nanoTime();
            try {
                if (path.endsWith("/values")) {
                    StringBuilder b = new StringBuilder("[");
                    for (int h = 0; h < hosts; h++) {
                        b.append(h == 0 ? "" : ",").append("\"rtr").append(h).append('"');
                    }
                    return FakePrometheus.success(b.append(']').toString());
                }
                Matcher m = HOST.matcher(q.get("query"));
                m.find();
                long start = Math.round(Double.parseDouble(q.get("start")) * 1000);
                long end = Math.round(Double.parseDouble(q.get("end")) * 1000);
                String body = matrix(Integer.parseInt(m.group(1)), peers, start, end);
                bytes.addAndGet(body.length());
                return FakePrometheus.success(body);
            } finally {
                serverNs.addAndGet(System.nanoTime() - t);
            }
        })) {
            long t0 = System.nanoTime();
            r = new HistoryImport(PrometheusApi.of(prometheus.uri(), null)).run(new HistoryImport.Request(Instant.ofEpochMilli(T0),
                    Instant.ofEpochMilli(T0 + (steps - 1) * STEP), Duration.ofMillis(STEP), "", null), out, null);
            wall = System.nanoTime() - t0;
        }
        sampler.interrupt();
        double client = (wall - serverNs.get()) / 1e9;
        System.out.printf("hosts=%d peers=%d steps=%d samples=%d queries=%d events=%d answers=%dMiB wall=%.1fs server=%.1fs"
                + " lnetscope=%.1fs samples/s=%.0f heapPeak=%dMiB trace=%dKiB%n", hosts, peers, steps, r.samples(), r.queries(), r.events(),
                bytes.get() >> 20, wall / 1e9, serverNs.get() / 1e9, client, r.samples() / client, heapPeak.get() >> 20,
                Files.size(out) >> 10);
        Files.deleteIfExists(out);
        Files.deleteIfExists(dir);
    }

    /** One router's series over [start, end]: 5 % of its peer NIs move at each step. */
    private static String matrix(int host, int peers, long start, long end) {
        StringBuilder b = new StringBuilder(1 << 20).append("{\"resultType\":\"matrix\",\"result\":[");
        series(b, "lnet_up", host, null, null, start, end, (p, k) -> 1);
        String[] fields = {"available_tx_credits", "min_tx_credits", "available_rtr_credits", "min_rtr_credits", "refcount",
                "tx_q_num_of_buf"};
        for (int p = 0; p < peers; p++) {
            String nid = "10.1." + (p / 250) + "." + (p % 250 + 1) + "@o2ib1";
            for (int f = 0; f < fields.length; f++) {
                int field = f;
                b.append(',');
                series(b, "lnet_peer_ni_" + fields[f], host, nid, null, start, end, (peer, k) -> value(peer, k, field));
            }
            b.append(',');
            series(b, "lnet_peer_ni_state_info", host, nid, "up", start, end, (peer, k) -> 1);
        }
        return b.append("]}").toString();
    }

    private interface Value {
        long at(int peer, long k);
    }

    private static void series(StringBuilder b, String name, int host, String nid, String value, long start, long end, Value v) {
        b.append("{\"metric\":{\"__name__\":\"").append(name).append("\",\"host\":\"rtr").append(host).append('"');
        if (nid != null) {
            b.append(",\"nid\":\"").append(nid).append('"');
        }
        if (value != null) {
            b.append(",\"value\":\"").append(value).append('"');
        }
        b.append("},\"values\":[");
        int peer = nid == null ? 0 : nid.hashCode() & 0xffff;
        for (long t = start; t <= end; t += STEP) {
            long k = (t - T0) / STEP;
            b.append(t == start ? "" : ",").append('[').append(t / 1000).append(",\"").append(v.at(peer, k)).append("\"]");
        }
        b.append("]}");
    }

    /** Peer p moves on the steps where it is among the 5 % picked, so each step changes a different 5 %. */
    private static long value(int peer, long k, int field) {
        long moves = (k + peer % 20) / 20;
        return switch (field) {
            case 0, 1 -> 42 - moves;
            case 2, 3 -> 42 - 2 * moves;
            case 4 -> 4 + moves;
            default -> moves * 4096;
        };
    }
}
