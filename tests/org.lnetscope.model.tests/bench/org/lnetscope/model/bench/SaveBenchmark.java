package org.lnetscope.model.bench;

import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.resource.LnetBinaryResource;
import org.lnetscope.model.resource.LnetResources;

import com.sun.management.OperatingSystemMXBean;

/**
 * The `.lnetmodelb` save and load figures in docs/benchmarks.md ("Model files"): loads a model
 * file (e.g. the simulator's OOM state, `lnetscope simulate ... -o s.lnetmodelb`), then for each
 * codec, format 1 (EMF's binary serialization) and format 2.0 (LNet Scope's own), saves it
 * {@code RUNS} times through {@link LnetResources#save} and loads the saved file {@code RUNS}
 * times, printing each one's wall time, the process's CPU time during it (GC and JIT included:
 * steadier than wall time on a shared machine) and the file's size. With {@code --check}, each
 * codec's reloaded model is compared with the one saved ({@code EcoreUtil.equals}).
 *
 * <pre>SaveBenchmark FILE.lnetmodelb [RUNS] [--check]</pre>
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
        Path out = Files.createTempFile("save-bench", ".lnetmodelb");
        try {
            codec("format 1 (EMF binary 1.1)", fabric, out, Map.of(LnetBinaryResource.OPTION_EMF_BINARY, true), runs, check, os);
            codec("format 2.0", fabric, out, null, runs, check, os);
        } finally {
            Files.deleteIfExists(out);
        }
    }

    private static void codec(String name, Fabric fabric, Path out, Map<?, ?> options, int runs, boolean check,
            OperatingSystemMXBean os) throws Exception {
        for (int run = 1; run <= runs; run++) {
            long cpu = os.getProcessCpuTime();
            long t = System.nanoTime();
            LnetResources.save(fabric, out, options);
            long ns = System.nanoTime() - t;
            cpu = os.getProcessCpuTime() - cpu;
            System.out.printf(Locale.ROOT, "%s: save %d: %.2f s wall, %.2f s CPU, %,d bytes%n", name, run, ns / 1e9,
                    cpu / 1e9, Files.size(out));
        }
        Fabric loaded = null;
        for (int run = 1; run <= runs; run++) {
            loaded = null;
            System.gc();
            long cpu = os.getProcessCpuTime();
            long t = System.nanoTime();
            loaded = LnetResources.load(out);
            long ns = System.nanoTime() - t;
            cpu = os.getProcessCpuTime() - cpu;
            System.out.printf(Locale.ROOT, "%s: load %d: %.2f s wall, %.2f s CPU%n", name, run, ns / 1e9, cpu / 1e9);
        }
        if (check) {
            System.out.printf(Locale.ROOT, "%s: reloaded model %s%n", name,
                    EcoreUtil.equals(fabric, loaded) ? "equals the one saved" : "DIFFERS from the one saved");
        }
    }
}
