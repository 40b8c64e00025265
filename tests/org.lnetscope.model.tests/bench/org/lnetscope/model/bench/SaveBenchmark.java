package org.lnetscope.model.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

import org.lnetscope.model.Fabric;
import org.lnetscope.model.resource.LnetResources;

import com.sun.management.OperatingSystemMXBean;

/**
 * The `.lnetmodelb` save figures in docs/benchmarks.md ("Recording a trace", issue 16): loads a
 * model file (e.g. the simulator's OOM state, `lnetscope simulate ... -o s.lnetmodelb`), then
 * saves it {@code RUNS} times through {@link LnetResources#save} and prints each save's wall time,
 * the process's CPU time during it (GC and JIT included: steadier than wall time on a shared
 * machine) and whether the bytes are those of the file loaded (a save must not change the format).
 *
 * <pre>SaveBenchmark FILE.lnetmodelb [RUNS]</pre>
 * Compiled with the tests, never run by them.
 */
public final class SaveBenchmark {

    private SaveBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        LnetResources.registerStandalone();
        long t0 = System.nanoTime();
        Fabric fabric = LnetResources.load(file);
        System.out.printf(Locale.ROOT, "load %s: %.2f s, %,d bytes%n", file, (System.nanoTime() - t0) / 1e9, Files.size(file));
        Path out = Files.createTempFile("save-bench", ".lnetmodelb");
        try {
            for (int run = 1; run <= runs; run++) {
                long cpu = os.getProcessCpuTime();
                long t = System.nanoTime();
                LnetResources.save(fabric, out);
                long ns = System.nanoTime() - t;
                cpu = os.getProcessCpuTime() - cpu;
                System.out.printf(Locale.ROOT, "save %d: %.2f s wall, %.2f s CPU, %,d bytes, %s%n", run, ns / 1e9, cpu / 1e9,
                        Files.size(out),
                        Files.mismatch(out, file) == -1 ? "same bytes as the file loaded" : "DIFFERENT bytes");
            }
        } finally {
            Files.deleteIfExists(out);
        }
    }
}
