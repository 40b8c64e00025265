package org.lnetscope.replay;

import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;

import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventStream;
import org.lnetscope.trace.SeekIndex;
import org.lnetscope.trace.SeekIndexBuilder;
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
 * java -Xmx8g -cp ... org.lnetscope.replay.SeekBenchmark FILE [SEEKS=20] [SEED=1] [--index CACHE_DIR] [--budget BYTES] [--skip-parts] [--index-only] [--deflate]
 *     [--diff-spacing EVENTS] [--full-share FRACTION] [--anchor-bytes BYTES] [--warmup SEEKS]
 * </pre>
 *
 * With {@code --index}, the seek index of the trace in CACHE_DIR is opened (every chunk checked)
 * or built (timed: wall and thread CPU), and the same targets are sought again with it
 * (docs/benchmarks.md, "Seek index"). {@code --skip-parts} leaves out the load/apply split, {@code --index-only} the seeks without the index.
 * {@code --warmup N} seeks N other random targets with the index first, reported apart. Every seek's load, diffs and events are summed (with {@code -Dmoves}, printed per seek; with
 * {@code -Dpoints}, the index's points).
 */
public final class SeekBenchmark {

    private SeekBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        java.util.List<String> rest = new java.util.ArrayList<>(java.util.List.of(args));
        Path cacheDir = null;
        long budget = -1;
        boolean parts = !rest.remove("--skip-parts");
        boolean plain = !rest.remove("--index-only");
        boolean deflate = rest.remove("--deflate");
        int at = rest.indexOf("--index");
        if (at >= 0) {
            cacheDir = Path.of(rest.remove(at + 1));
            rest.remove(at);
        }
        long diffSpacing = 0;
        double fullShare = -1;
        at = rest.indexOf("--diff-spacing");
        if (at >= 0) {
            diffSpacing = Long.parseLong(rest.remove(at + 1));
            rest.remove(at);
        }
        long anchor = -1;
        at = rest.indexOf("--anchor-bytes");
        if (at >= 0) {
            anchor = Long.parseLong(rest.remove(at + 1));
            rest.remove(at);
        }
        at = rest.indexOf("--full-share");
        if (at >= 0) {
            fullShare = Double.parseDouble(rest.remove(at + 1));
            rest.remove(at);
        }
        int warmup = 0;
        at = rest.indexOf("--warmup");
        if (at >= 0) {
            warmup = Integer.parseInt(rest.remove(at + 1));
            rest.remove(at);
        }
        at = rest.indexOf("--budget");
        if (at >= 0) {
            budget = Long.parseLong(rest.remove(at + 1));
            rest.remove(at);
        }
        Path file = Path.of(rest.get(0));
        int seeks = rest.size() > 1 ? Integer.parseInt(rest.get(1)) : 20;
        long seed = rest.size() > 2 ? Long.parseLong(rest.get(2)) : 1;
        System.out.printf("load average %.2f at the start%n", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
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
            if (parts) {
                parts(reader, targets);
            }
            if (plain) {
                seeks("ReplayCursor.seekToEvent", new ReplayCursor(reader), targets);
            }
            if (cacheDir != null) {
                long c = cpuNs();
                long s = System.nanoTime();
                SeekIndexBuilder builder = new SeekIndexBuilder(reader, cacheDir);
                if (budget > 0) {
                    builder.budget(budget);
                }
                builder.deflate(deflate).diffSpacing(diffSpacing);
                if (anchor >= 0) {
                    builder.anchorBytes(anchor);
                }
                if (fullShare > 0) {
                    builder.fullShare(fullShare);
                }
                SeekIndex.Status status = SeekIndex.open(reader, cacheDir, true);
                long[] lastPrint = {System.nanoTime()};
                SeekIndex index = status.index() != null ? status.index() : builder.build((done, total) -> {
                    if (System.nanoTime() - lastPrint[0] > 10_000_000_000L) {
                        lastPrint[0] = System.nanoTime();
                        System.out.printf("  building: %,d of %,d events%n", done, total);
                    }
                    return false;
                });
                System.out.printf("seek index %s (%s): %d restore points, %,d bytes, %.1f s wall, %.1f s thread CPU%n",
                        status.index() != null ? "opened and checked" : "built", index.file(), index.count(), index.fileSize(),
                        (System.nanoTime() - s) / 1e9, (cpuNs() - c) / 1e9);
                long diffs = 0;
                long biggestDiff = 0;
                for (int i = 0; i < index.count(); i++) {
                    diffs += index.diffBytes(i);
                    biggestDiff = Math.max(biggestDiff, index.diffBytes(i));
                }
                System.out.printf("  %d full points, %d diffs of %,d bytes in all (biggest %,d)%n", index.fullCount(), index.count(),
                        diffs, biggestDiff);
                if (System.getProperty("points") != null) {
                    for (int i = 0; i < index.count(); i++) {
                        System.out.printf("  point %d: event %,d, %,d objects, base %d, diff %,d bytes%s%n", i, index.position(i),
                                index.liveCount(i), index.base(i), index.diffBytes(i), index.isFull(i) ? ", full" : "");
                    }
                }
                ReplayCursor cursor = new ReplayCursor(reader);
                cursor.useIndex(index);
                if (warmup > 0) {
                    // the JIT's first compilations of the load, diff and apply paths (the first seeks of
                    // a process took 2-3 s where later ones of the same kind took 0.3-0.5 s)
                    long[] first = new long[warmup];
                    Random other = new Random(seed + 1_000_003);
                    for (int i = 0; i < warmup; i++) {
                        first[i] = (long) (other.nextDouble() * reader.eventCount());
                    }
                    seeks("warm-up seeks (not counted below)", cursor, first);
                }
                seeks("ReplayCursor.seekToEvent with the index", cursor, targets);
                System.out.printf("restore points loaded from the index: %d%n", cursor.indexLoads());
                index.close();
            }
        }
        System.out.printf("load average %.2f at the end%n", ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
    }

    private static void seeks(String what, ReplayCursor cursor, long[] targets) {
        long[] seek = new long[targets.length];
        long cpu0 = cpuNs();
        long wall0 = System.nanoTime();
        long[] cpu = new long[targets.length];
        long[] moves = new long[cursor.lastMove.length];
        for (int i = 0; i < targets.length; i++) {
            long c = cpuNs();
            long s = System.nanoTime();
            cursor.seekToEvent(targets[i]);
            seek[i] = System.nanoTime() - s;
            cpu[i] = cpuNs() - c;
            long[] m = cursor.lastMove;
            for (int k = 0; k < m.length; k++) {
                moves[k] += m[k];
            }
            if (System.getProperty("moves") != null) {
                System.out.printf("  seek %d to %,d: %.0f ms wall, %.0f ms CPU: load %,d objects %.0f ms, diffs %,d bytes %.0f ms,"
                        + " %,d events %.0f ms%n", i, targets[i], seek[i] / 1e6, cpu[i] / 1e6, m[ReplayCursor.MOVE_LOADED],
                        m[ReplayCursor.MOVE_LOAD_NS] / 1e6, m[ReplayCursor.MOVE_DIFF_BYTES], m[ReplayCursor.MOVE_DIFFS_NS] / 1e6,
                        m[ReplayCursor.MOVE_EVENTS], m[ReplayCursor.MOVE_EVENTS_NS] / 1e6);
            }
        }
        System.out.printf("  in all: loads of %,d objects %.2f s (%.0f ns/object), diffs of %,d bytes %.2f s (%.1f ns/byte),"
                + " %,d events %.2f s (%.0f ns/event)%n", moves[ReplayCursor.MOVE_LOADED], moves[ReplayCursor.MOVE_LOAD_NS] / 1e9,
                moves[ReplayCursor.MOVE_LOAD_NS] / (double) Math.max(1, moves[ReplayCursor.MOVE_LOADED]),
                moves[ReplayCursor.MOVE_DIFF_BYTES], moves[ReplayCursor.MOVE_DIFFS_NS] / 1e9,
                moves[ReplayCursor.MOVE_DIFFS_NS] / (double) Math.max(1, moves[ReplayCursor.MOVE_DIFF_BYTES]),
                moves[ReplayCursor.MOVE_EVENTS], moves[ReplayCursor.MOVE_EVENTS_NS] / 1e9,
                moves[ReplayCursor.MOVE_EVENTS_NS] / (double) Math.max(1, moves[ReplayCursor.MOVE_EVENTS]));
        percentiles(what + ", wall", seek);
        percentiles(what + ", thread CPU", cpu);
        System.out.printf("  %d seeks: %.2f s wall, %.2f s thread CPU%n", targets.length, (System.nanoTime() - wall0) / 1e9,
                (cpuNs() - cpu0) / 1e9);
    }

    /** Where the time goes, on the same targets: checkpoint load, then the events applied. */
    private static void parts(TraceReader reader, long[] targets) {
        int seeks = targets.length;
        {
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
