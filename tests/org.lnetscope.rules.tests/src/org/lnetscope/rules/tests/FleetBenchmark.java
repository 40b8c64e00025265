package org.lnetscope.rules.tests;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

import org.lnetscope.rules.lint.Fleet;

/**
 * lint --fleet over N generated exports (default 1,000): prints the wall time of Fleet.compare (read, parse,
 * effective values, compare), best of 5 after one warm-up. docs/benchmarks.md records the figure. Run:
 * {@code java -cp ... org.lnetscope.rules.tests.FleetBenchmark [N [DIR]]} (with DIR: only writes the set there).
 */
public final class FleetBenchmark {

    private FleetBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int n = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        if (args.length > 1) {
            // only write the set, to time the command itself: lnetscope lint --fleet DIR
            FleetGenerator.write(Files.createDirectories(Path.of(args[1])), n);
            return;
        }
        Path dir = Files.createTempDirectory("lnetscope-fleet");
        try {
            FleetGenerator.write(dir, n);
            long bytes;
            try (Stream<Path> s = Files.list(dir)) {
                bytes = s.mapToLong(p -> p.toFile().length()).sum();
            }
            long best = Long.MAX_VALUE;
            int outliers = 0;
            for (int i = 0; i < 6; i++) {
                long t0 = System.nanoTime();
                Fleet.Report r = Fleet.compare(dir, null);
                long t = System.nanoTime() - t0;
                outliers = r.outliers().size();
                if (i > 0) {
                    best = Math.min(best, t);
                }
                if (i == 0) {
                    System.out.printf("first run (cold JIT): %.2f s%n", t / 1e9);
                }
            }
            System.out.printf("lint --fleet: %d nodes' exports (%.1f MB): best of 5 %.3f s, %d values differ%n", n, bytes / 1e6, best / 1e9,
                    outliers);
        } finally {
            try (Stream<Path> s = Files.walk(dir)) {
                s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
