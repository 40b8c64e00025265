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
 *
 * <pre>
 * TraceBenchmark SCENARIO.yaml OUT.lnettrace [--until T] [--runs N] [--set k=v]... [--no-plain]
 * </pre>
 * Compiled with the tests, never run by them.
 */
public final class TraceBenchmark {

    private TraceBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        List<String> sets = new ArrayList<>();
        long until = -1;
        int runs = 1;
        boolean plain = true;
        for (int i = 2; i < args.length; i++) {
            switch (args[i]) {
                case "--set" -> sets.add(args[++i]);
                case "--until" -> until = Quantities.durationNs(args[++i]);
                case "--runs" -> runs = Integer.parseInt(args[++i]);
                case "--no-plain" -> plain = false;
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        Path scenarioFile = Path.of(args[0]);
        Path out = Path.of(args[1]);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (int run = 1; run <= runs; run++) {
            for (boolean trace : plain ? new boolean[] {false, true} : new boolean[] {true}) {
                Scenario scenario = ScenarioLoader.load(scenarioFile, sets);
                long end = until >= 0 ? until : scenario.durationNs();
                boolean untilOom = until < 0 && scenario.untilOom();
                long cpu0 = threads.getCurrentThreadCpuTime();
                long wall0 = System.nanoTime();
                Simulation sim = Simulation.of(scenario);
                RunSummary summary;
                long traceEvents = 0;
                if (trace) {
                    try (SimulationRecorder recorder = SimulationRecorder.start(sim.world(), scenario, out)) {
                        summary = sim.run(end, untilOom, null);
                        recorder.finish();
                        traceEvents = recorder.writer().eventCount();
                    }
                } else {
                    summary = sim.run(end, untilOom, null);
                }
                long wall = System.nanoTime() - wall0;
                long cpu = threads.getCurrentThreadCpuTime() - cpu0;
                String bytes = "";
                if (trace) {
                    long size = Files.size(out);
                    bytes = String.format(Locale.ROOT, "; %,d trace events, %,d bytes = %.1f B/trace event", traceEvents,
                            size, (double) size / traceEvents);
                }
                System.out.printf(Locale.ROOT, "run %d %s: t=%s, %,d events, %.2f s wall, main thread CPU %.2f s (%.2f M events/s)%s%n",
                        run, trace ? "with trace" : "no trace", Time.format(summary.endNs()), summary.events(), wall / 1e9,
                        cpu / 1e9, summary.events() / (cpu / 1e3), bytes);
            }
        }
    }
}
