package org.lnetscope.replay;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.Set;

import org.lnetscope.trace.TraceReader;
import org.lnetscope.trace.state.FlatState;

/**
 * What the window pays at a big state to show Router Internals' content, three ways
 * (docs/benchmarks.md, "Views on the replay state"): read from the {@link StateQuery} (every
 * router's lanes, runs and conns: now RouterPictureStateBenchmark in the render tests), an EMF model without lnet_msg and kib_rx
 * ({@link EmfSync#MESSAGES_AND_RXS}), and the full EMF mirror the window builds today; each with
 * the CPU time of this thread and the heap after a GC with it reachable. The state is the trace's
 * end (the full seed's: its OOM), where the window's jump lands. A main, not a test.
 *
 * <pre>
 * java -Xmx5g -cp ... org.lnetscope.replay.StateQueryBenchmark FILE [RUNS=3] [--undo-unbounded] [--no-full]
 * </pre>
 */
public final class StateQueryBenchmark {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private StateQueryBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int runs = args.length > 1 && !args[1].startsWith("--") ? Integer.parseInt(args[1]) : 3;
        try (TraceReader reader = TraceReader.open(file)) {
            boolean unbounded = Set.of(args).contains("--undo-unbounded");
            long c0 = cpu();
            // the window's cursor, or one that undoes as far back as the last checkpoint (before the bound)
            ReplayCursor cursor = unbounded ? new ReplayCursor(reader, Integer.MAX_VALUE) : new ReplayCursor(reader);
            cursor.seekToEvent(reader.eventCount());
            long c1 = cpu();
            System.out.printf("the last event (#%,d): %,d objects, moved there in %.2f s CPU; heap after GC, the cursor "
                    + "(state and %,d undoable events): %,d MiB%n", reader.eventCount() - 1, cursor.state().liveCount(),
                    (c1 - c0) / 1e9, cursor.undoableEvents(), heapAfterGc(cursor));
            // A copy, the cursor dropped: one state reachable, and a copy's changes say "everything",
            // as the state's do after a jump (a model built on it is built whole).
            FlatState state = cursor.state().copy();
            cursor = null;
            System.out.printf("heap after GC, the state only: %,d MiB%n", heapAfterGc(state));
            for (int run = 1; run <= runs; run++) {
                state = state.copy();
                long l0 = cpu();
                EmfSync lean = new EmfSync(state, EmfSync.MESSAGES_AND_RXS);
                long l1 = cpu();
                System.out.printf("run %d: EMF without lnet_msg and kib_rx: built in %.2f s CPU; heap after GC, state + model: %,d MiB%n",
                        run, (l1 - l0) / 1e9, heapAfterGc(lean));
            }
            if (!Set.of(args).contains("--no-full")) {
                for (int run = 1; run <= runs; run++) {
                    state = state.copy();
                    long f0 = cpu();
                    EmfSync full = new EmfSync(state);
                    long f1 = cpu();
                    System.out.printf(
                            "run %d: full EMF mirror (today's window): built in %.2f s CPU; heap after GC, state + model: %,d MiB%n",
                            run, (f1 - f0) / 1e9, heapAfterGc(full));
                }
            }
        }
    }

    private static long cpu() {
        return THREADS.getCurrentThreadCpuTime();
    }

    /** Heap in use with {@code keep} still reachable (the argument keeps it alive across the GC). */
    private static long heapAfterGc(Object keep) {
        System.gc();
        Runtime runtime = Runtime.getRuntime();
        long used = (runtime.totalMemory() - runtime.freeMemory()) >> 20;
        return keep == null ? -1 : used;
    }
}
