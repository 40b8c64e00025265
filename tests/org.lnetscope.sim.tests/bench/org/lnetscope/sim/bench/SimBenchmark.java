package org.lnetscope.sim.bench;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.lnetscope.model.Fabric;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.sim.RunSummary;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.export.FabricExporter;
import org.lnetscope.sim.scenario.Quantities;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.scenario.ScenarioLoader;
import org.lnetscope.sim.world.SimNode;

/**
 * The simulator's figures in docs/benchmarks.md ("Simulator"): one run of a scenario in this JVM,
 * with wall time, the main thread's CPU time and GC time apart, and optionally the heap after a
 * full GC every {@code --sample} of simulated time next to the live object counts (to see that
 * memory follows what is alive), and the export and save of the end state.
 *
 * <pre>
 * SimBenchmark SCENARIO.yaml [--until T] [--sample T] [--out FILE.lnetmodelb] [--set k=v]...
 * </pre>
 * Without --until the run stops at the scenario's duration or, if it says until_oom, at the
 * first OOM. Compiled with the tests, never run by them.
 */
public final class SimBenchmark {

    private SimBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        List<String> sets = new ArrayList<>();
        long until = -1;
        long sample = 0;
        Path out = null;
        for (int i = 1; i < args.length; i++) {
            switch (args[i]) {
                case "--set" -> sets.add(args[++i]);
                case "--until" -> until = Quantities.durationNs(args[++i]);
                case "--sample" -> sample = Quantities.durationNs(args[++i]);
                case "--out" -> out = Path.of(args[++i]);
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Scenario scenario = ScenarioLoader.load(Path.of(args[0]), sets);
        long end = until >= 0 ? until : scenario.durationNs();
        boolean untilOom = until < 0 && scenario.untilOom();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();

        long gc0 = gcMillis();
        long alloc0 = allocatedBytes(threads);
        long cpu0 = threads.getCurrentThreadCpuTime();
        long wall0 = System.nanoTime();
        Simulation sim = Simulation.of(scenario);
        long simWall = System.nanoTime() - wall0;
        long sampleGcWall = 0;
        long events = 0;
        RunSummary last;
        for (long t = sample > 0 ? Math.min(sample, end) : end;; t = Math.min(end, t + sample)) {
            long start = System.nanoTime();
            last = sim.run(t, untilOom, null);
            simWall += System.nanoTime() - start;
            events += last.events();
            if (sample > 0) {
                long g = System.nanoTime();
                sample(sim, events, simWall);
                sampleGcWall += System.nanoTime() - g;
            }
            if (t >= end || !last.stopReason().equals("end of scenario time")) {
                break;
            }
        }
        long cpu = threads.getCurrentThreadCpuTime() - cpu0;
        long allocated = allocatedBytes(threads) - alloc0;
        long gc = gcMillis() - gc0;
        System.out.printf(Locale.ROOT, "%s at t=%s: %,d events in %.2f s wall = %.2f M events/s; main thread CPU %.2f s"
                + " (%.2f M events/s); GC %.2f s (%s)%n", scenario.name(), Time.format(sim.world().now()), events,
                simWall / 1e9, events / (simWall / 1e3), cpu / 1e9, events / (cpu / 1e3), gc / 1e3,
                sample > 0 ? "includes the sampling's full GCs, " + String.format(Locale.ROOT, "%.1f s", sampleGcWall / 1e9)
                        : "pauses during the run");
        if (allocated >= 0) {
            // load-independent, unlike the times: what the young collections have to deal with
            System.out.printf(Locale.ROOT, "allocated by the main thread: %,d bytes (%.1f per event)%s%n", allocated,
                    (double) allocated / events, sample > 0 ? ", with the sampling's own" : "");
        }
        if (out != null) {
            long e0 = System.nanoTime();
            Fabric fabric = FabricExporter.export(sim.world(), scenario);
            long e1 = System.nanoTime();
            LnetResources.save(fabric, out);
            long e2 = System.nanoTime();
            System.out.printf(Locale.ROOT, "export %.2f s, save %.2f s%n", (e1 - e0) / 1e9, (e2 - e1) / 1e9);
        }
    }

    /** Heap after a full GC, next to what the simulation holds alive. */
    private static void sample(Simulation sim, long events, long simWall) {
        System.gc();
        long heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
        long conns = 0;
        long pinned = 0;
        long msgs = 0;
        long peers = 0;
        for (SimNode node : sim.world().nodes) {
            conns += node.kib.nconns;
            pinned += node.kib.pinned;
            msgs += node.active.size();
            peers += node.peers.peers().size();
        }
        System.out.printf(Locale.ROOT, "t=%s: %,d events (%.2f M events/s so far); heap after full GC %,d MiB; %,d kib_conns"
                + " (%,d pinned), %,d lnet_msgs, %,d lnet_peers; %d future events%n", Time.format(sim.world().now()),
                events, events / (simWall / 1e3), heap >> 20, conns, pinned, msgs, peers, sim.world().q.size());
    }

    /** Bytes the current thread allocated so far, -1 when the JVM cannot tell. */
    private static long allocatedBytes(ThreadMXBean threads) {
        if (threads instanceof com.sun.management.ThreadMXBean sun && sun.isThreadAllocatedMemorySupported()) {
            return sun.getCurrentThreadAllocatedBytes();
        }
        return -1;
    }

    private static long gcMillis() {
        long total = 0;
        for (GarbageCollectorMXBean bean : ManagementFactory.getGarbageCollectorMXBeans()) {
            total += bean.getCollectionTime();
        }
        return total;
    }
}
