package org.lnetscope.vmcore;

import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;

import org.lnetscope.vmcore.crash.StructIndex;
import org.lnetscope.vmcore.model.VmcoreExtract;
import org.lnetscope.vmcore.report.IncidentReport;

/**
 * Issue 30, §5: heap of {@code vmcore report} per distinct kib_conn dump (the 500k conns in
 * 50 MB needed more than 800 MB; kept dumps now hold only what is read: 500k full dumps run in
 * -Xmx1g), which sets {@code --max-objects}' default (StructIndex.BYTES_EACH). Writes the small
 * 2.12 router's first pass plus N full kib_conn dumps (the fixture's, at N addresses) in a .gz,
 * reads and reports it, and prints the time, the peak heap and the heap still held after a GC
 * with the extract alive. Run: java -Xmx4g -cp ... org.lnetscope.vmcore.ConnBombBenchmark N [MAX_OBJECTS]
 * (docs/benchmarks.md, "Hostile inputs").
 */
public final class ConnBombBenchmark {

    private ConnBombBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int conns = Integer.parseInt(args[0]);
        long max = args.length > 1 ? Long.parseLong(args[1]) : Long.MAX_VALUE;
        Path dir = Files.createTempDirectory("conn-bomb");
        Path extract = dir.resolve("extract");
        Files.createDirectories(extract);
        Path first = Fixtures.copy(Fixtures.SMALL_2_12, extract);
        List<String> lines = Files.readAllLines(first);
        int from = lines.indexOf("crash> struct kib_conn ffff9a0f00f1c000");
        int to = lines.subList(from + 1, lines.size()).indexOf("}") + from + 2;
        String dump = String.join("\n", lines.subList(from + 1, to)) + "\n";
        Path gz = extract.resolve("conns.crash.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz), 1 << 16)) {
            for (int i = 0; i < conns; i++) {
                out.write(("crash> struct kib_conn " + Long.toHexString(0xffff9b0000000000L + 0x400L * i) + "\n" + dump)
                        .getBytes(StandardCharsets.US_ASCII));
            }
        }
        System.gc();
        resetPeaks();
        long start = System.nanoTime();
        try {
            VmcoreExtract read = VmcoreExtract.read(extract, max);
            String report = IncidentReport.build(read.fabric(), read.timeline(), read.evidence()).markdown();
            double seconds = (System.nanoTime() - start) / 1e9;
            long peak = peakHeap();
            System.gc();
            long held = heldHeap();
            System.out.printf("%,d kib_conn dumps: %,d bytes of .gz; report %,d chars in %.1f s; peak heap %,d MB, held after GC"
                    + " %,d MB (%,d bytes per conn); %d nodes%n", conns, Files.size(gz), report.length(), seconds, peak >> 20, held >> 20,
                    held / Math.max(1, conns), read.fabric().getNodes().size());
        } catch (StructIndex.TooManyObjects e) {
            System.out.printf("refused after %.1f s, peak heap %,d MB: %s%n", (System.nanoTime() - start) / 1e9, peakHeap() >> 20,
                    e.getMessage());
        }
    }

    private static void resetPeaks() {
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                pool.resetPeakUsage();
            }
        }
    }

    private static long peakHeap() {
        long peak = 0;
        for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        return peak;
    }

    private static long heldHeap() {
        return Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory();
    }
}
