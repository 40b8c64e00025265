package org.lnetscope.vmcore;

import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;

import org.lnetscope.vmcore.model.VmcoreExtract;
import org.lnetscope.vmcore.report.IncidentReport;

/**
 * Issue 21, point 4: memory of {@code vmcore report} on an extract whose vmcore-dmesg.txt.gz is
 * one LNet console line repeated (what the campaign's 7.5 MB .gz was). Prints input sizes, time
 * and peak heap. Run: java -Xmx4g -cp ... org.lnetscope.vmcore.HostileReportBenchmark [LINES]
 * (docs/benchmarks.md, "Hostile inputs").
 */
public final class HostileReportBenchmark {

    private HostileReportBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        long lines = args.length > 0 ? Long.parseLong(args[0]) : 2_000_000;
        Path dir = Files.createTempDirectory("hostile-report");
        Path extract = dir.resolve("extract");
        Files.createDirectories(extract);
        Fixtures.copy(Fixtures.SMALL_2_12, extract);
        Path gz = extract.resolve("vmcore-dmesg.txt.gz");
        byte[] line = ("[2000.5] LNetError: 11617:0:(o2iblnd_cb.c:3373:kiblnd_check_txs_locked()) Timed out tx: active_txs,"
                + " 1 seconds\n").getBytes(StandardCharsets.US_ASCII);
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz), 1 << 16)) {
            for (long i = 0; i < lines; i++) {
                out.write(line);
            }
        }
        System.gc();
        resetPeaks();
        long start = System.nanoTime();
        VmcoreExtract read = VmcoreExtract.read(extract);
        String report = IncidentReport.build(read.fabric(), read.timeline()).markdown();
        double seconds = (System.nanoTime() - start) / 1e9;
        System.out.printf("%,d console lines: %,d bytes of .gz, %,d bytes uncompressed; report %,d chars in %.1f s;"
                + " peak heap %,d MB%n", lines, Files.size(gz), lines * line.length, report.length(), seconds, peakHeap() >> 20);
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
}
