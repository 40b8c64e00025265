package org.lnetscope.sim.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.lnetscope.sim.RunSummary;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.scenario.Quantities;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.scenario.ScenarioLoader;
import org.lnetscope.sim.trace.SimulationRecorder;

/**
 * The trace recorder's figures in docs/benchmarks.md ("Recording a trace"): a scenario run
 * without a trace, then with one, each {@code --runs} times in this JVM, with wall time and the
 * main thread's CPU time (the machine is shared: CPU time says what the work costs when other
 * sessions take the cores, wall time what a user waits), the trace's bytes and bytes per event.
 * Each run also prints the process' CPU time (the writer's threads work beside the main one) and
 * its peak resident set ({@code VmHWM}, reset before each run through {@code /proc/self/clear_refs}
 * where the kernel allows it); each pair prints the ratio of the traced run's wall time to the
 * plain one's (issue 34's target: at most 2).
 *
 * <pre>
 * TraceBenchmark SCENARIO.yaml OUT.lnettrace [--until T] [--runs N] [--set k=v]... [--no-plain | --no-trace]
 * </pre>
 * {@code --no-plain} runs with a trace only, {@code --no-trace} without only: one JVM per run, so
 * that {@code /usr/bin/time} gives each its own CPU time and peak RSS.
 * Compiled with the tests, never run by them.
 */
public final class TraceBenchmark {

    private TraceBenchmark() {
    }

    /**
     * The CPU time of the trace writer's threads ("lnettrace ..."): sampled every 200 ms, since
     * they end with the run (the last sample before each ends is what is printed, so it is a
     * lower bound by up to 200 ms each).
     */
    private static final class WriterThreads {
        private final java.util.Map<Long, long[]> cpu = new java.util.concurrent.ConcurrentHashMap<>();
        private final java.util.Map<Long, String> names = new java.util.concurrent.ConcurrentHashMap<>();
        private volatile boolean running = true;
        private final Thread sampler;

        WriterThreads(ThreadMXBean mx) {
            sampler = new Thread(() -> {
                while (running) {
                    for (Thread t : Thread.getAllStackTraces().keySet()) {
                        if (t.getName().startsWith("lnettrace")) {
                            long ns = mx.getThreadCpuTime(t.threadId());
                            if (ns > 0) {
                                cpu.computeIfAbsent(t.threadId(), k -> new long[1])[0] = ns;
                                names.put(t.threadId(), t.getName().replaceAll("^(\\S+ \\S+).*", "$1"));
                            }
                        }
                    }
                    try {
                        Thread.sleep(200);
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "bench sampler");
            sampler.setDaemon(true);
            sampler.start();
        }

        String stop() throws InterruptedException {
            running = false;
            sampler.join();
            java.util.Map<String, Long> byName = new java.util.TreeMap<>();
            cpu.forEach((id, ns) -> byName.merge(names.get(id), ns[0], Long::sum));
            StringBuilder out = new StringBuilder();
            byName.forEach((name, ns) -> out.append(String.format(Locale.ROOT, "; thread '%s' CPU %.2f s", name, ns / 1e9)));
            return out.toString();
        }
    }

    /** Resets the kernel's VmHWM for this process (Linux: "5" to clear_refs); false if refused. */
    private static boolean resetPeakRss() {
        try {
            Files.writeString(Path.of("/proc/self/clear_refs"), "5");
            return true;
        } catch (Exception e) {
            return false;
        }
    }

    /** VmHWM of /proc/self/status, e.g. "812 MB", or "unknown". */
    private static String peakRss() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("VmHWM:")) {
                    long kb = Long.parseLong(line.replaceAll("[^0-9]", ""));
                    return String.format(Locale.ROOT, "%,d MB", kb / 1024);
                }
            }
        } catch (Exception e) {
            // not Linux
        }
        return "unknown";
    }

    public static void main(String[] args) throws Exception {
        List<String> sets = new ArrayList<>();
        long until = -1;
        int runs = 1;
        boolean plain = true;
        boolean traced = true;
        for (int i = 2; i < args.length; i++) {
            switch (args[i]) {
                case "--set" -> sets.add(args[++i]);
                case "--until" -> until = Quantities.durationNs(args[++i]);
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--no-plain" -> plain = false;
                case "--no-trace" -> traced = false;
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Path scenarioFile = Path.of(args[0]);
        Path out = Path.of(args[1]);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        for (int run = 1; run <= runs; run++) {
            double plainWall = -1;
            for (boolean trace : !traced ? new boolean[] {false} : plain ? new boolean[] {false, true} : new boolean[] {true}) {
                System.gc();
                boolean hwmReset = resetPeakRss();
                long process0 = os.getProcessCpuTime();
                Scenario scenario = ScenarioLoader.load(scenarioFile, sets);
                long end = until >= 0 ? until : scenario.durationNs();
                boolean untilOom = until < 0 && scenario.untilOom();
                long cpu0 = threads.getCurrentThreadCpuTime();
                long wall0 = System.nanoTime();
                Simulation sim = Simulation.of(scenario);
                RunSummary summary;
                long traceEvents = 0;
                String checkpoints = "";
                WriterThreads writerThreads = trace ? new WriterThreads(threads) : null;
                if (trace) {
                    try (SimulationRecorder recorder = SimulationRecorder.start(sim.world(), scenario, out)) {
                        summary = sim.run(end, untilOom, null);
                        recorder.finish();
                        traceEvents = recorder.writer().eventCount();
                        checkpoints = String.format(Locale.ROOT, "; %d checkpoints encoded on the main thread in %.2f s",
                                recorder.checkpointsEncoded(), recorder.checkpointEncodeNanos() / 1e9);
                    }
                } else {
                    summary = sim.run(end, untilOom, null);
                }
                long wall = System.nanoTime() - wall0;
                long cpu = threads.getCurrentThreadCpuTime() - cpu0;
                long process = os.getProcessCpuTime() - process0;
                String writerCpu = writerThreads == null ? "" : writerThreads.stop();
                String bytes = "";
                if (trace) {
                    long size = Files.size(out);
                    bytes = String.format(Locale.ROOT, "; %,d trace events, %,d bytes = %.1f B/trace event", traceEvents,
                            size, (double) size / traceEvents);
                }
                System.out.printf(Locale.ROOT, "run %d %s: t=%s, %,d events, %.2f s wall, main thread CPU %.2f s (%.2f M events/s), "
                        + "process CPU %.2f s, peak RSS %s%s%n",
                        run, trace ? "with trace" : "no trace", Time.format(summary.endNs()), summary.events(), wall / 1e9,
                        cpu / 1e9, summary.events() / (cpu / 1e3), process / 1e9,
                        peakRss() + (hwmReset ? "" : " (since the JVM started: clear_refs refused)"), bytes + checkpoints + writerCpu);
                if (!trace) {
                    plainWall = wall;
                } else if (plainWall > 0) {
                    System.out.printf(Locale.ROOT, "run %d ratio with trace / no trace: %.2f (wall)%n", run, wall / plainWall);
                }
            }
        }
    }
}
