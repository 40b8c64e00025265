package org.lnetscope.lnetfiles.bench;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.lnetscope.cli.Console;
import org.lnetscope.ingest.cli.ImportCommand;
import org.lnetscope.lnetfiles.LnetFiles;
import org.lnetscope.protocol.NodeState;

/**
 * Memory of reading {@code lnetctl peer show -v 2} of a large fabric (issue 21): writes N peers in
 * the 2.12 layout (lustre_lnet_show_peer at detail 2: counters, statistics, sent/received/dropped
 * stats, health stats; ~1.1 KB a peer, the 22 MB of 20,000 peers the issue measured), then reads it
 * as the agent does (a stream into a NodeState) or as {@code lnetscope import} does (file to
 * .lnetmodelb), and prints the heap's peak (sum of the heap pools' peak usage: an upper bound) and
 * what stays after a full GC.
 *
 * <pre>
 * java -Xmx256m -cp ... org.lnetscope.lnetfiles.bench.LnetctlBenchmark write /tmp/peers-100k.yaml 100000
 * java -Xmx256m -cp ... org.lnetscope.lnetfiles.bench.LnetctlBenchmark stream /tmp/peers-100k.yaml
 * java -Xmx512m -cp ... org.lnetscope.lnetfiles.bench.LnetctlBenchmark import /tmp/peers-36k.yaml /tmp/out.lnetmodelb
 * </pre>
 */
public final class LnetctlBenchmark {

    private LnetctlBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "write" -> write(Path.of(args[1]), Integer.parseInt(args[2]));
            case "stream" -> stream(Path.of(args[1]));
            case "import" -> importFile(Path.of(args[1]), Path.of(args[2]));
            default -> throw new IllegalArgumentException("write FILE N | stream FILE | import FILE OUT.lnetmodelb");
        }
    }

    static void write(Path file, int peers) throws IOException {
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.US_ASCII)) {
            w.write("peer:\n");
            for (int i = 0; i < peers; i++) {
                String nid = "10." + (1 + i / 65536) + "." + (i / 256 % 256) + "." + (i % 256) + "@o2ib1";
                w.write("    - primary nid: " + nid + "\n");
                w.write("      Multi-Rail: False\n");
                w.write("      peer ni:\n");
                w.write("        - nid: " + nid + "\n");
                w.write("          state: NA\n");
                w.write("          max_ni_tx_credits: 8\n");
                w.write("          available_tx_credits: " + (8 - i % 11) + "\n");
                w.write("          min_tx_credits: " + (-(i % 37)) + "\n");
                w.write("          tx_q_num_of_buf: " + (i % 11 > 8 ? 1048576 * (i % 3) : 0) + "\n");
                w.write("          available_rtr_credits: 8\n");
                w.write("          min_rtr_credits: " + (8 - i % 5) + "\n");
                w.write("          refcount: " + (2 + i % 9) + "\n");
                w.write("          statistics:\n");
                w.write("              send_count: " + (1000003L * (i % 97)) + "\n");
                w.write("              recv_count: " + (999983L * (i % 89)) + "\n");
                w.write("              drop_count: " + (i % 13 == 0 ? i % 7 : 0) + "\n");
                for (String stats : new String[] {"sent_stats", "received_stats", "dropped_stats"}) {
                    w.write("          " + stats + ":\n");
                    w.write("              put: " + (stats.startsWith("d") ? 0 : 700001L * (i % 83)) + "\n");
                    w.write("              get: " + (stats.startsWith("d") ? 0 : 30011L * (i % 79)) + "\n");
                    w.write("              reply: 0\n");
                    w.write("              ack: 0\n");
                    w.write("              hello: 0\n");
                }
                w.write("          health stats:\n");
                w.write("              health value: 1000\n");
                w.write("              dropped: 0\n");
                w.write("              timeout: 0\n");
                w.write("              error: 0\n");
                w.write("              network timeout: 0\n");
            }
        }
        System.out.printf(Locale.ROOT, "wrote %s: %d peers, %.1f MB%n", file, peers, Files.size(file) / 1e6);
    }

    /** As the agent reads lnetctl's pipe: a Reader into one NodeState. */
    static void stream(Path file) throws IOException {
        resetPeaks();
        long t0 = System.nanoTime();
        NodeState state = new NodeState();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8),
                1 << 16)) {
            LnetFiles.readLnetctl("lnetctl peer show -v 2", in, state);
        }
        long ms = (System.nanoTime() - t0) / 1_000_000;
        report("stream " + file.getFileName(), Files.size(file), ms, state.objects().size() + " objects, "
                + state.diagnostics().size() + " diagnostics");
        // keep the state reachable until measured
        if (state.objects().isEmpty()) {
            System.out.println("nothing read");
        }
    }

    /** As {@code lnetscope import FILE -o OUT}: read the file, map it, save the model. */
    static void importFile(Path file, Path out) throws Exception {
        resetPeaks();
        long t0 = System.nanoTime();
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(sink, true, StandardCharsets.UTF_8);
        int status = new ImportCommand().run(List.of("--host", "rtr1", file.toString(), "-o", out.toString()),
                new Console(ps, ps));
        long ms = (System.nanoTime() - t0) / 1_000_000;
        String last = sink.toString(StandardCharsets.UTF_8).lines().filter(l -> l.startsWith("wrote")).findFirst().orElse("?");
        report("import " + file.getFileName() + " (exit " + status + ")", Files.size(file), ms, last);
    }

    private static void resetPeaks() {
        System.gc();
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            pool.resetPeakUsage();
        }
    }

    private static void report(String what, long inputBytes, long ms, String result) {
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP && pool.getPeakUsage() != null) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        System.gc();
        long retained = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        long max = Runtime.getRuntime().maxMemory();
        System.out.printf(Locale.ROOT, "%s: input %.1f MB, %d ms, peak heap <= %.0f MB (%.1fx input), after GC %.0f MB,"
                + " max heap %.0f MB; %s%n", what, inputBytes / 1e6, ms, peak / 1e6, (double) peak / inputBytes, retained / 1e6,
                max / 1e6, result);
    }
}
