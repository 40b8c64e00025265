package org.lnetscope.trace;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;

import org.lnetscope.trace.state.FlatState;

/**
 * Reads a whole trace once on one thread, as a replay from its start or an index build does:
 * every events chunk decompressed and decoded, and applied to the state unless {@code --no-apply};
 * then every checkpoint loaded. Prints wall and thread CPU of each pass (docs/benchmarks.md, "A
 * faster codec for the trace's chunks"). Compiled with the tests, never run by them.
 *
 * <pre>
 * java -Xmx5g -cp CP org.lnetscope.trace.ReadAllBenchmark FILE [--no-apply]
 * </pre>
 */
public final class ReadAllBenchmark {

    private ReadAllBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        boolean apply = !(args.length > 1 && args[1].equals("--no-apply"));
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        try (TraceReader reader = TraceReader.open(file)) {
            System.out.printf("%s: format %d, %,d bytes, %,d events, %d checkpoints%n", file, reader.header().formatMajor(),
                    reader.fileSize(), reader.eventCount(), reader.checkpointCount());
            long wall0 = System.nanoTime();
            long cpu0 = threads.getCurrentThreadCpuTime();
            FlatState state = reader.loadCheckpoint(0);
            EventStream stream = reader.events(0);
            Event event = new Event();
            long n = 0;
            long ops = 0;
            while (stream.next(event)) {
                ops += event.opCount();
                if (apply) {
                    StateApplier.apply(event, state, null);
                }
                n++;
            }
            long wall1 = System.nanoTime();
            long cpu1 = threads.getCurrentThreadCpuTime();
            System.out.printf("events %s: %,d events, %,d ops, %.2f s wall, %.2f s thread CPU (%.0f ns/event)%n",
                    apply ? "decoded and applied" : "decoded", n, ops, (wall1 - wall0) / 1e9, (cpu1 - cpu0) / 1e9,
                    (double) (cpu1 - cpu0) / n);
            long objects = 0;
            for (int k = 0; k < reader.checkpointCount(); k++) {
                objects += reader.loadCheckpoint(k).liveCount();
            }
            long wall2 = System.nanoTime();
            long cpu2 = threads.getCurrentThreadCpuTime();
            System.out.printf("checkpoints: %d loaded, %,d objects, %.2f s wall, %.2f s thread CPU (%.0f ns/object)%n",
                    reader.checkpointCount(), objects, (wall2 - wall1) / 1e9, (cpu2 - cpu1) / 1e9, (double) (cpu2 - cpu1) / objects);
        }
    }
}
