package org.lnetscope.replay;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;

import org.lnetscope.trace.TraceReader;

/**
 * What the window's Events view costs on a big trace (docs/benchmarks.md, "Events view"): a screen
 * of rows (40) read at random places as the slider jumps there ({@link EventRows#read}, from the
 * checkpoint before them), 40 scattered rows (a filter's matches), and a filter's scan of the whole
 * trace by type (no state kept). A main, not a test: the figures belong in a report.
 *
 * <pre>
 * java -Xmx4g -cp ... org.lnetscope.replay.EventRowsBenchmark FILE [JUMPS=10] [FILTER=type=NODE_OOM]
 * </pre>
 */
public final class EventRowsBenchmark {

    private EventRowsBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        Path file = Path.of(args[0]);
        int jumps = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        EventFilter filter = EventFilter.parse(args.length > 2 ? args[2] : "type=NODE_OOM");
        long t0 = System.nanoTime();
        try (TraceReader reader = TraceReader.open(file)) {
            long n = reader.eventCount();
            System.out.printf("open: %.1f ms, %,d events, %,d checkpoints%n", (System.nanoTime() - t0) / 1e6, n,
                    reader.checkpointCount());
            Random random = new Random(1);
            double[] ms = new double[jumps];
            for (int j = 0; j < jumps; j++) {
                long top = (long) (random.nextDouble() * Math.max(1, n - 40));
                long[] rows = new long[(int) Math.min(40, n - top)];
                for (int i = 0; i < rows.length; i++) {
                    rows[i] = top + i;
                }
                long t = System.nanoTime();
                EventRows.read(reader, rows, null, null);
                ms[j] = (System.nanoTime() - t) / 1e6;
            }
            Arrays.sort(ms);
            System.out.printf("a screen (40 rows) at %d random places: p50 %.0f ms, max %.0f ms%n", jumps, ms[jumps / 2],
                    ms[jumps - 1]);
            long[] scattered = random.longs(40, 0, n).sorted().toArray();
            long t = System.nanoTime();
            EventRows.read(reader, scattered, null, null);
            System.out.printf("40 scattered rows: %.0f ms%n", (System.nanoTime() - t) / 1e6);
            long[] matches = {0};
            t = System.nanoTime();
            EventRows.scan(reader, filter, null, (event, state) -> {
                matches[0]++;
                return true;
            });
            System.out.printf("scan of every event for %s: %,d matches in %.1f s; heap used %,d MB%n", args.length > 2 ? args[2]
                    : "type=NODE_OOM", matches[0], (System.nanoTime() - t) / 1e9,
                    (Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory()) >> 20);
        }
    }
}
