package org.lnetscope.replay;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;

import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventStream;
import org.lnetscope.trace.StateApplier;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.trace.UndoLog;
import org.lnetscope.trace.state.FlatState;

/**
 * Seek benchmark on an existing trace (docs/benchmarks.md, "Seek in big traces"): random
 * {@code ReplayCursor.seekToEvent} targets, their p50/p90/p99/max, and where a seek's time goes
 * (the checkpoint load, then the events applied from it), measured apart on the same targets.
 * A main, not a test: the figures belong in a report.
 *
 * <pre>
 * java -Xmx8g -cp ... org.lnetscope.replay.SeekBenchmark FILE [SEEKS=20] [SEED=1]
 * </pre>
 */
public final class SeekBenchmark {

    private SeekBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int seeks = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
        long t0 = System.nanoTime();
        try (TraceReader reader = TraceReader.open(file)) {
            System.out.printf("open: %.1f ms, %,d events, %,d chunks, %,d checkpoints, %,d bytes%n",
                    (System.nanoTime() - t0) / 1e6, reader.eventCount(), reader.chunkCount(), reader.checkpointCount(),
                    reader.fileSize());
            long[] targets = new long[seeks];
            Random random = new Random(seed);
            for (int i = 0; i < seeks; i++) {
                targets[i] = (long) (random.nextDouble() * reader.eventCount());
            }
            // where the time goes, on the same targets: checkpoint load, then the events applied
            FlatState state = reader.loadCheckpoint(0);
            UndoLog undo = new UndoLog();
            Event event = new Event();
            long[] load = new long[seeks];
            long[] apply = new long[seeks];
            long applied = 0;
            long loadCpu = 0;
            long applyCpu = 0;
            for (int i = 0; i < seeks; i++) {
                int k = reader.checkpointAtOrBefore(targets[i]);
                long c = cpuNs();
                long s = System.nanoTime();
                reader.loadCheckpoint(k, state);
                load[i] = System.nanoTime() - s;
                loadCpu += cpuNs() - c;
                c = cpuNs();
                s = System.nanoTime();
                long from = reader.checkpointPosition(k);
                EventStream stream = reader.events(from);
                undo.clear();
                for (long p = from; p < targets[i] && stream.next(event); p++) {
                    StateApplier.apply(event, state, undo);
                    applied++;
                }
                apply[i] = System.nanoTime() - s;
                applyCpu += cpuNs() - c;
            }
            percentiles("checkpoint load", load);
            percentiles("apply from checkpoint", apply);
            System.out.printf("events applied: %,d (%.0f per seek); thread CPU: loads %.2f s, applies %.2f s%n", applied,
                    applied / (double) seeks, loadCpu / 1e9, applyCpu / 1e9);

            ReplayCursor cursor = new ReplayCursor(reader);
            long[] seek = new long[seeks];
            long cpu0 = cpuNs();
            long wall0 = System.nanoTime();
            for (int i = 0; i < seeks; i++) {
                long s = System.nanoTime();
                cursor.seekToEvent(targets[i]);
                seek[i] = System.nanoTime() - s;
            }
            percentiles("ReplayCursor.seekToEvent", seek);
            System.out.printf("seeks: %.2f s wall, %.2f s thread CPU%n", (System.nanoTime() - wall0) / 1e9,
                    (cpuNs() - cpu0) / 1e9);
        }
    }

    private static long cpuNs() {
        return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    private static void percentiles(String what, long[] ns) {
        long[] sorted = ns.clone();
        Arrays.sort(sorted);
        System.out.printf("%s: p50 %.1f ms, p90 %.1f ms, p99 %.1f ms, max %.1f ms (%d)%n", what, at(sorted, 0.50),
                at(sorted, 0.90), at(sorted, 0.99), sorted[sorted.length - 1] / 1e6, sorted.length);
    }

    private static double at(long[] sorted, double q) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(q * sorted.length) - 1)] / 1e6;
    }
}
