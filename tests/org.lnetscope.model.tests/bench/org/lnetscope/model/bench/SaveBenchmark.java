package org.lnetscope.model.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.lang.management.ThreadMXBean;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.resource.LnetBinaryResource;
import org.lnetscope.model.resource.LnetResources;

import com.sun.management.OperatingSystemMXBean;

/**
 * The `.lnetmodelb` save and load figures in docs/benchmarks.md ("Model files"): loads a model
 * file (e.g. the simulator's OOM state, `lnetscope simulate ... -o s.lnetmodelb`), then saves it
 * {@code RUNS} times through {@link LnetResources#save} with each codec, format 1 (EMF's binary
 * serialization) and format 2.0 (LNet Scope's own), interleaved, and loads each saved file
 * {@code RUNS} times, printing each one's wall time, the process's CPU time during it (GC and JIT
 * included: steadier than wall time on a shared machine; format 1 runs on a thread of its own),
 * the main thread's, and the file's size. With {@code --check}, each
 * codec's reloaded model is compared with the one saved ({@code EcoreUtil.equals}).
 *
 * <pre>SaveBenchmark FILE.lnetmodelb [RUNS] [--check]
 * SaveBenchmark FILE.lnetmodelb --first-save</pre>
 * {@code --first-save} loads the file and saves it once in format 2.0, as {@code lnetscope simulate
 * -o X.lnetmodelb} does: the first save in a JVM pays for the JIT.
 * Compiled with the tests, never run by them.
 */
public final class SaveBenchmark {

    private SaveBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int runs = args.length > 1 && !args[1].startsWith("--") ? Integer.parseInt(args[1]) : 3;
        boolean check = java.util.Arrays.asList(args).contains("--check");
        OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        LnetResources.registerStandalone();
        long t0 = System.nanoTime();
        Fabric fabric = LnetResources.load(file);
        System.out.printf(Locale.ROOT, "load %s: %.2f s, %,d bytes, %,d objects%n", file, (System.nanoTime() - t0) / 1e9,
                Files.size(file), Counts.of(fabric).objects());
        ThreadMXBean mainThread = ManagementFactory.getThreadMXBean();
        if (java.util.Arrays.asList(args).contains("--first-save")) {
            Path first = Files.createTempFile("save-bench-first", ".lnetmodelb");
            try {
                System.gc();
                long cpu = os.getProcessCpuTime();
                long main = mainThread.getCurrentThreadCpuTime();
                long t = System.nanoTime();
                LnetResources.save(fabric, first);
                System.out.printf(Locale.ROOT,
                        "format 2.0: first save: %.2f s wall, %.2f s process CPU, %.2f s main-thread CPU, %,d bytes%n",
                        (System.nanoTime() - t) / 1e9, (os.getProcessCpuTime() - cpu) / 1e9,
                        (mainThread.getCurrentThreadCpuTime() - main) / 1e9, Files.size(first));
            } finally {
                Files.deleteIfExists(first);
            }
            return;
        }
        Path[] files = {Files.createTempFile("save-bench-1", ".lnetmodelb"), Files.createTempFile("save-bench-2", ".lnetmodelb")};
        String[] names = {"format 1 (EMF binary 1.1)", "format 2.0"};
        List<Map<?, ?>> options = java.util.Arrays.asList(Map.of(LnetBinaryResource.OPTION_EMF_BINARY, true), null);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        try {
            // the codecs interleaved, so that the other sessions' load on a shared machine falls on both alike
            for (int run = 1; run <= runs; run++) {
                for (int c = 0; c < 2; c++) {
                    long cpu = os.getProcessCpuTime();
                    long main = threads.getCurrentThreadCpuTime();
                    long t = System.nanoTime();
                    LnetResources.save(fabric, files[c], options.get(c));
                    long ns = System.nanoTime() - t;
                    System.out.printf(Locale.ROOT, "%s: save %d: %.2f s wall, %.2f s process CPU, %.2f s main-thread CPU, %,d bytes%n",
                            names[c], run, ns / 1e9, (os.getProcessCpuTime() - cpu) / 1e9,
                            (threads.getCurrentThreadCpuTime() - main) / 1e9, Files.size(files[c]));
                }
            }
            Fabric[] loaded = new Fabric[2];
            for (int run = 1; run <= runs; run++) {
                for (int c = 0; c < 2; c++) {
                    loaded[c] = null;
                    System.gc();
                    long cpu = os.getProcessCpuTime();
                    long main = threads.getCurrentThreadCpuTime();
                    long t = System.nanoTime();
                    loaded[c] = LnetResources.load(files[c]);
                    long ns = System.nanoTime() - t;
                    System.out.printf(Locale.ROOT, "%s: load %d: %.2f s wall, %.2f s process CPU, %.2f s main-thread CPU%n", names[c],
                            run, ns / 1e9, (os.getProcessCpuTime() - cpu) / 1e9, (threads.getCurrentThreadCpuTime() - main) / 1e9);
                }
            }
            for (int c = 0; check && c < 2; c++) {
                System.out.printf(Locale.ROOT, "%s: reloaded model %s%n", names[c],
                        EcoreUtil.equals(fabric, loaded[c]) ? "equals the one saved" : "DIFFERS from the one saved");
            }
        } finally {
            Files.deleteIfExists(files[0]);
            Files.deleteIfExists(files[1]);
        }
    }
}
