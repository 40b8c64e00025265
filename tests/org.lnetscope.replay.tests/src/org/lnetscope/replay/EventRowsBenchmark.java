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

    private static long[] screen(long top, long n) {
        long[] rows = new long[(int) Math.max(0, Math.min(40, n - top))];
        for (int i = 0; i < rows.length; i++) {
            rows[i] = top + i;
        }
        return rows;
    }

    private static double p50(double[] ms) {
        double[] s = ms.clone();
        Arrays.sort(s);
        return s[s.length / 2];
    }

    private static double max(double[] ms) {
        return Arrays.stream(ms).max().orElse(0);
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
            double[] peek = new double[jumps];
            double[] named = new double[jumps];
            double[] down = new double[jumps];
            EventRows.Namer namer = new EventRows.Namer(reader);
            for (int j = 0; j < jumps; j++) {
                long top = (long) (random.nextDouble() * Math.max(1, n - 80));
                long t = System.nanoTime();
                EventRows.peek(reader, screen(top, n), null, null);
                peek[j] = (System.nanoTime() - t) / 1e6;
                t = System.nanoTime();
                namer.read(screen(top, n), null, null);
                named[j] = (System.nanoTime() - t) / 1e6;
                t = System.nanoTime();
                namer.read(screen(top + 40, n), null, null); // Page Down: the next screen
                down[j] = (System.nanoTime() - t) / 1e6;
            }
            System.out.printf("a screen (40 rows) at %d random places: #, time, type, function (peek) p50 %.0f ms, max %.0f ms;"
                    + " named p50 %.0f ms, max %.0f ms; the next screen named p50 %.1f ms, max %.1f ms%n", jumps, p50(peek),
                    max(peek), p50(named), max(named), p50(down), max(down));
            long[] scattered = random.longs(40, 0, n).sorted().toArray();
            long t = System.nanoTime();
            EventRows.peek(reader, scattered, null, null);
            double peekScattered = (System.nanoTime() - t) / 1e6;
            t = System.nanoTime();
            namer.read(scattered, null, null);
            System.out.printf("40 scattered rows (a filter's matches): peek %.0f ms, named %.0f ms%n", peekScattered,
                    (System.nanoTime() - t) / 1e6);
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
