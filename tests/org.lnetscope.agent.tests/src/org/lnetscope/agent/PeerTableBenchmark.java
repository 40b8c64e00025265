package org.lnetscope.agent;

import java.io.BufferedWriter;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.lnetscope.protocol.Kinds;

/**
 * Issue 21: a router's agent with 100,000 peers, end to end in the agent's default heap. A fake
 * lnetctl prints {@code lnetctl peer show -v 2} of N peers in 2.12's shape (each entry as the
 * kernel's lnet_get_peer_info() fills it and lnetctl's show_peer() prints it: primary nid,
 * Multi-Rail, one peer ni with its credits, statistics, sent/received/dropped stats and health
 * stats), a real {@link Agent} samples it twice, and its /v1/snapshot and /metrics are fetched.
 * Prints the peer count read, the times, and the heap's peak.
 *
 * <pre>
 * cd tests/org.lnetscope.agent.tests
 * java -Xmx256m -XX:+UseSerialGC -cp target/classes:../../bundles/org.lnetscope.agent/target/classes:...\
 *     org.lnetscope.agent.PeerTableBenchmark 100000 [METRICS_PEERS]
 * </pre>
 * Not a unit test: figures go to docs/benchmarks.md.
 */
public final class PeerTableBenchmark {

    private PeerTableBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int peers = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
        Path dir = Files.createTempDirectory("lnetscope-peers");
        FakeLnetctl lnetctl = new FakeLnetctl(dir);
        for (String command : FakeLnetctl.COMMANDS.keySet()) {
            lnetctl.out(command, "");
        }
        Path table = dir.resolve("peer.out");
        writePeers(table, peers);
        System.out.printf("peer show -v 2: %d peers, %.1f MB of YAML%n", peers, Files.size(table) / 1e6);
        resetPeaks();
        long t0 = System.nanoTime();
        String metricsPeers = args.length > 1 ? args[1] : "50";
        AgentOptions options = AgentOptions.parse(List.of("--lnetctl", lnetctl.path().toString(), "--debugfs",
                dir.resolve("no-debugfs").toString(), "--port", "0", "--period", "3600s", "--host", "rtr-big", "--metrics-peers",
                metricsPeers), Map.of());
        try (Agent agent = new Agent(options)) {
            long t1 = System.nanoTime();
            agent.sampler().sample(); // the second sample diffs 100,000 peers against the first
            long t2 = System.nanoTime();
            int read = agent.sampler().locked(() -> agent.sampler().state().ofKind(Kinds.PEER_NI).size());
            String incomplete = agent.sampler().incompleteSamples() > 0 ? " (" + agent.sampler().incompleteSamples()
                    + " partial samples!)" : "";
            System.out.printf("sampled: %d peer NIs%s; first sample %.1f s, second %.1f s%n", read, incomplete,
                    (t1 - t0) / 1e9, (t2 - t1) / 1e9);
            System.gc();
            Runtime rt = Runtime.getRuntime();
            System.out.printf("retained after the samples (state of %d objects, after a full GC): %d MB%n",
                    agent.sampler().locked(() -> agent.sampler().state().byKey().size()), (rt.totalMemory() - rt.freeMemory()) >> 20);
            HttpClient http = HttpClient.newHttpClient();
            for (String path : new String[] {"/v1/snapshot", "/metrics"}) {
                long s = System.nanoTime();
                URI uri = URI.create("http://127.0.0.1:" + agent.address().getPort() + path);
                if (!path.equals("/metrics")) {
                    // the snapshot is one JSON line of tens of MB: not read into this (the agent's) heap
                    HttpResponse<Void> r = http.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.discarding());
                    System.out.printf("GET %s: %d in %.1f s%n", path, r.statusCode(), (System.nanoTime() - s) / 1e9);
                    continue;
                }
                HttpResponse<Stream<String>> r = http.send(HttpRequest.newBuilder(uri).build(), HttpResponse.BodyHandlers.ofLines());
                long[] lines = new long[2];
                r.body().forEach(l -> {
                    lines[0] += l.length() + 1;
                    lines[1] += l.startsWith("#") || l.isEmpty() ? 0 : 1;
                });
                System.out.printf("GET %s: %d in %.1f s, %,d bytes, %,d series (--metrics-peers %d)%n", path, r.statusCode(),
                        (System.nanoTime() - s) / 1e9, lines[0], lines[1], options.metricsPeers());
            }
        }
        // with a serial collector eden always fills before a collection: the old generation's peak
        // is what the agent held at worst (live data plus what was promoted before it died)
        System.out.printf("heap: max %d MB; peak used %d MB (all pools' peaks summed), old generation peak %d MB%n",
                Runtime.getRuntime().maxMemory() >> 20, peakHeap() >> 20, oldPeak() >> 20);
        // the process' peak resident set (Linux), what the node's operator sees in top
        Path status = Path.of("/proc/self/status");
        if (Files.isReadable(status)) {
            Files.readAllLines(status).stream().filter(l -> l.startsWith("VmHWM:") || l.startsWith("VmRSS:"))
                    .forEach(l -> System.out.println(l.replaceAll("\\s+", " ")));
        }
    }

    /** 2.12's {@code lnetctl peer show -v 2}: one non-Multi-Rail peer per compute node, as on a router. */
    static void writePeers(Path file, int peers) throws IOException {
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("peer:\n");
            for (int i = 0; i < peers; i++) {
                String nid = "10." + (1 + i / 65536) + "." + (i / 256 % 256) + "." + (i % 256) + "@o2ib1";
                w.write("    - primary nid: " + nid + "\n      Multi-Rail: False\n      peer ni:\n        - nid: " + nid
                        + "\n          state: up\n          max_ni_tx_credits: 8\n          available_tx_credits: " + (8 - i % 3)
                        + "\n          min_tx_credits: " + (-(i % 7)) + "\n          tx_q_num_of_buf: 0\n"
                        + "          available_rtr_credits: 8\n          min_rtr_credits: " + (8 - i % 5)
                        + "\n          refcount: 1\n          statistics:\n              send_count: " + (i * 31L)
                        + "\n              recv_count: " + (i * 29L) + "\n              drop_count: 0\n");
                for (String stats : new String[] {"sent_stats", "received_stats", "dropped_stats"}) {
                    w.write("          " + stats + ":\n              put: " + i + "\n              get: " + (i / 2)
                            + "\n              reply: 0\n              ack: 0\n              hello: 0\n");
                }
                w.write("          health stats:\n              health value: 1000\n              dropped: 0\n"
                        + "              timeout: 0\n              error: 0\n              network timeout: 0\n");
            }
        }
    }

    private static void resetPeaks() {
        System.gc();
        heapPools().forEach(MemoryPoolMXBean::resetPeakUsage);
    }

    private static long peakHeap() {
        return heapPools().stream().mapToLong(p -> p.getPeakUsage().getUsed()).sum();
    }

    private static long oldPeak() {
        return heapPools().stream().filter(p -> p.getName().contains("Old") || p.getName().contains("Tenured"))
                .mapToLong(p -> p.getPeakUsage().getUsed()).sum();
    }

    private static List<MemoryPoolMXBean> heapPools() {
        return ManagementFactory.getMemoryPoolMXBeans().stream().filter(p -> p.getType() == MemoryType.HEAP).toList();
    }
}
