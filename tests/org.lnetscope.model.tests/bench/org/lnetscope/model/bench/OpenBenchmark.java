package org.lnetscope.model.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

import org.eclipse.emf.common.util.Diagnostic;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.resource.LnetBinaryResource;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.model.validation.LnetValidation;

import com.sun.management.OperatingSystemMXBean;

/**
 * What opening a model file costs headless, the window's "open" without its views
 * (docs/benchmarks.md, "Model files"): {@code Sessions.open} of a model is
 * {@link LnetResources#load}; the window then runs {@link LnetValidation#validate} for the Problems
 * view. Writes the file once in each .lnetmodelb format (format 1, EMF binary, and format 2.0) to a
 * temporary directory, loads each {@code RUNS} times (interleaved), then validates {@code RUNS}
 * times; prints wall time and CPU time (the process's for loads, whose format 1 reader runs on a
 * thread of its own; the main thread's for validation).
 *
 * <pre>OpenBenchmark FILE.lnetmodelb [RUNS] [--no-validation]
 * OpenBenchmark FILE.lnetmodelb --first-load</pre>
 * {@code --first-load} only loads the file once, as a {@code lnetscope} command or the window
 * does: run it in a fresh JVM per file (the first load pays for the JIT).
 * Compiled with the tests, never run by them.
 */
public final class OpenBenchmark {

    private OpenBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int runs = args.length > 1 && !args[1].startsWith("--") ? Integer.parseInt(args[1]) : 3;
        boolean validate = !java.util.Arrays.asList(args).contains("--no-validation");
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        LnetResources.registerStandalone();
        if (java.util.Arrays.asList(args).contains("--first-load")) {
            long cpu = os.getProcessCpuTime();
            long main = threads.getCurrentThreadCpuTime();
            long t = System.nanoTime();
            LnetResources.load(file);
            System.out.printf(Locale.ROOT, "first load %s: %.2f s wall, %.2f s process CPU, %.2f s main-thread CPU%n",
                    file.getFileName(), (System.nanoTime() - t) / 1e9, (os.getProcessCpuTime() - cpu) / 1e9,
                    (threads.getCurrentThreadCpuTime() - main) / 1e9);
            return;
        }
        Fabric fabric = LnetResources.load(file);
        Path tmp = Files.createTempDirectory("open-bench");
        Path v1 = tmp.resolve("format1.lnetmodelb");
        Path v2 = tmp.resolve("format2.lnetmodelb");
        try {
            LnetResources.save(fabric, v1, Map.of(LnetBinaryResource.OPTION_EMF_BINARY, true));
            LnetResources.save(fabric, v2);
            fabric = null;
            System.out.printf(Locale.ROOT, "%s: format 1 %,d bytes, format 2.0 %,d bytes%n", file, Files.size(v1), Files.size(v2));
            // interleaved, so that the other sessions' load on a shared machine falls on both alike
            for (int run = 1; run <= runs; run++) {
                for (Path each : new Path[] {v1, v2}) {
                    fabric = null;
                    System.gc();
                    long cpu = os.getProcessCpuTime();
                    long t = System.nanoTime();
                    fabric = LnetResources.load(each);
                    System.out.printf(Locale.ROOT, "load %s %d: %.2f s wall, %.2f s process CPU%n", each.getFileName(), run,
                            (System.nanoTime() - t) / 1e9, (os.getProcessCpuTime() - cpu) / 1e9);
                }
            }
            for (int run = 1; validate && run <= runs; run++) {
                long cpu = threads.getCurrentThreadCpuTime();
                long t = System.nanoTime();
                Diagnostic result = LnetValidation.validate(fabric);
                System.out.printf(Locale.ROOT, "validate %d: %.2f s wall, %.2f s main-thread CPU, %,d problems%n", run,
                        (System.nanoTime() - t) / 1e9, (threads.getCurrentThreadCpuTime() - cpu) / 1e9,
                        LnetValidation.problems(result).size());
            }
        } finally {
            Files.deleteIfExists(v1);
            Files.deleteIfExists(v2);
            Files.deleteIfExists(tmp);
        }
    }
}
