package org.lnetscope.replay;

import java.nio.file.Path;

import org.lnetscope.trace.TraceReader;
import org.lnetscope.trace.state.FlatState;

/**
 * What the window pays to show a big state (docs/benchmarks.md, "The window at the full seed's
 * OOM"): the trace's last checkpoint loaded, then its EMF model built from nothing (the first
 * frame at the OOM), then compared in full against the same state loaded again (a later jump
 * near it), with the heap after a GC. A main, not a test: the figures belong in a report.
 *
 * <pre>
 * java -Xmx4g -cp ... org.lnetscope.replay.EmfSyncBenchmark FILE [RUNS=3]
 * </pre>
 */
public final class EmfSyncBenchmark {

    private EmfSyncBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        try (TraceReader reader = TraceReader.open(file)) {
            int checkpoint = reader.checkpointCount() - 1;
            for (int run = 1; run <= runs; run++) {
                long t0 = System.nanoTime();
                FlatState state = reader.loadCheckpoint(checkpoint);
                long t1 = System.nanoTime();
                EmfSync sync = new EmfSync(state);
                long t2 = System.nanoTime();
                reader.loadCheckpoint(checkpoint, state);
                long t3 = System.nanoTime();
                FrameChanges again = sync.sync();
                long t4 = System.nanoTime();
                // idOf scans the id array: the worst case is the object with the highest id
                int last = state.highWater() - 1;
                long t5 = System.nanoTime();
                int found = sync.idOf(sync.objectOf(last));
                long t6 = System.nanoTime();
                System.out.printf(
                        "run %d: checkpoint %d at event %,d, %,d objects: load %.2f s, build the model %.2f s; "
                                + "load again %.2f s, full compare %.2f s (%s); idOf the last id %.1f ms (%s); heap after GC %,d MiB%n",
                        run, checkpoint, reader.checkpointPosition(checkpoint), state.liveCount(), (t1 - t0) / 1e9, (t2 - t1) / 1e9,
                        (t3 - t2) / 1e9, (t4 - t3) / 1e9, again.isEmpty() ? "no change" : "changes", (t6 - t5) / 1e6,
                        found == last ? "found" : "WRONG: " + found, heapAfterGc(sync));
            }
        }
    }

    /** Heap in use with the model still reachable (the argument keeps it alive across the GC). */
    private static long heapAfterGc(Object keep) {
        System.gc();
        Runtime runtime = Runtime.getRuntime();
        long used = (runtime.totalMemory() - runtime.freeMemory()) >> 20;
        return keep == null ? -1 : used;
    }
}
