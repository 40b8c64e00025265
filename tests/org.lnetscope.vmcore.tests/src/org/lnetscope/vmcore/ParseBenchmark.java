package org.lnetscope.vmcore;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.vmcore.RouterExtractGenerator.Config;
import org.lnetscope.vmcore.crash.CrashListener;
import org.lnetscope.vmcore.crash.CrashLogParser;
import org.lnetscope.vmcore.crash.CrashStruct;

/**
 * Parse throughput and memory on a big generated extract. A main, not a unit test, because timing
 * depends on the machine; figures go to docs/benchmarks.md. Run (after a module build) with:
 * <pre>
 * java -Xmx256m -cp bundles/org.lnetscope.vmcore/target/classes:tests/org.lnetscope.vmcore.tests/target/classes \
 *     org.lnetscope.vmcore.ParseBenchmark /tmp/extract-1g.log 1024
 * </pre>
 * The file is generated first if missing (seed incidents with growing server rtrq, back to back).
 * A small -Xmx proves the parse is streamed: holding the structs would need several GB.
 */
public final class ParseBenchmark {

    private ParseBenchmark() {
    }

    public static void main(String[] args) throws IOException {
        Path file = Path.of(args.length > 0 ? args[0] : "/tmp/lnetscope-extract-1g.log");
        long megabytes = args.length > 1 ? Long.parseLong(args[1]) : 1024;
        if (!Files.exists(file) || Files.size(file) < megabytes << 20) {
            long t0 = System.nanoTime();
            try (Writer w = new BufferedWriter(new OutputStreamWriter(Files.newOutputStream(file),
                    StandardCharsets.US_ASCII), 1 << 16)) {
                long written = 0;
                for (int round = 0; written < megabytes << 20; round++) {
                    Config c = Config.seedIncident().withRtrq(17000 + round).withSeed(round);
                    written += new RouterExtractGenerator(c).write(w).bytesWritten();
                }
            }
            System.out.printf("generated %s: %d MB in %.1f s%n", file, Files.size(file) >> 20,
                    (System.nanoTime() - t0) / 1e9);
        }
        for (int run = 0; run < 3; run++) {
            long[] counts = new long[3];
            Runtime rt = Runtime.getRuntime();
            long t0 = System.nanoTime();
            new CrashLogParser(new CrashListener() {
                @Override
                public void struct(CrashStruct struct) {
                    counts[0]++;
                    counts[1] += struct.size();
                }

                @Override
                public void diagnostic(Diagnostic d) {
                    counts[2]++;
                }
            }).parse(file);
            double seconds = (System.nanoTime() - t0) / 1e9;
            double mb = Files.size(file) / 1048576.0;
            long peak = 0;
            for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
                if (pool.getType() == MemoryType.HEAP && pool.getPeakUsage() != null) {
                    peak += pool.getPeakUsage().getUsed();
                }
            }
            System.out.printf("run %d: %.0f MB in %.2f s = %.0f MB/s; %d structs, %d members, %d diagnostics;"
                    + " heap peak %d MB of max %d MB%n", run, mb, seconds, mb / seconds, counts[0], counts[1], counts[2],
                    peak >> 20, rt.maxMemory() >> 20);
        }
    }
}
