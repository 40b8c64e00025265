package org.lnetscope.fuzz;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongUnaryOperator;
import java.util.function.Predicate;

/**
 * Runs a parser on mutated inputs for a time budget and says what it survived: the fuzz tests of
 * every parser share it (docs/reliability.md lists them). The budget is a few seconds per parser in
 * CI and {@code -Dfuzz.minutes=N} on demand. A run fails on any exception that is not the parser's
 * own located error, on an Error (OutOfMemoryError, StackOverflowError), and on an input that
 * makes the JVM allocate more than {@code allocationLimit(input)} bytes. The input of the first
 * failure of each kind is written to {@code target/fuzz-crashers/} so that it can be kept as a
 * regression fixture.
 */
public final class Fuzz {

    /** What one run does with one input; anything thrown is judged by the caller's predicate. */
    public interface Property {
        void check(byte[] input) throws Exception;
    }

    /** Which mutated inputs a run tries: usually {@link Mutator#mutate} or {@link Mutator#mutateText}. */
    public interface Generator {
        byte[] next(Mutator mutator);
    }

    /** What a budget of runs found. */
    public record Report(String parser, long runs, Duration elapsed, Map<String, String> failures) {
        @Override
        public String toString() {
            return parser + ": " + runs + " runs in " + elapsed.toMillis() + " ms, " + failures.size() + " distinct failures";
        }
    }

    private Fuzz() {
    }

    /** The time given to each parser: {@code fuzz.minutes}, else {@code fuzz.seconds}, else 3 s. */
    public static Duration budget() {
        double minutes = number(System.getProperty("fuzz.minutes"));
        if (minutes > 0) {
            return Duration.ofMillis((long) (minutes * 60_000));
        }
        double seconds = number(System.getProperty("fuzz.seconds"));
        return Duration.ofMillis(seconds > 0 ? (long) (seconds * 1000) : 3000);
    }

    private static double number(String text) {
        if (text == null) {
            return 0;
        }
        try {
            return Double.parseDouble(text.trim());
        } catch (NumberFormatException e) {
            return 0; // an unset Maven property reaches the test JVM as the literal ${fuzz.minutes}
        }
    }

    /**
     * Runs {@code property} on generated inputs until the budget is spent.
     *
     * @param located the parser's own, located errors: allowed outcomes
     * @param allocationLimit at most how many bytes one input may make the JVM allocate
     */
    public static Report run(String parser, long seed, Duration budget, Generator generator, Property property,
            Predicate<Throwable> located, LongUnaryOperator allocationLimit) {
        Mutator mutator = new Mutator(seed);
        Map<String, String> failures = new LinkedHashMap<>();
        long start = System.nanoTime();
        long deadline = start + budget.toNanos();
        long runs = 0;
        do {
            byte[] input = generator.next(mutator);
            long before = allocated();
            Throwable failure = null;
            try {
                property.check(input);
            } catch (Throwable t) {
                if (!located.test(t) || t instanceof Error) {
                    failure = t;
                }
            }
            long used = allocated() - before;
            long limit = allocationLimit.applyAsLong(input.length);
            String kind = null;
            String detail = null;
            if (failure != null) {
                kind = failure.getClass().getName() + " at " + topFrame(failure);
                detail = failure + " at " + topFrame(failure);
            } else if (before >= 0 && used > limit) {
                kind = "allocation over the limit";
                detail = "allocated " + used + " bytes for an input of " + input.length + " bytes (limit " + limit + ")";
            }
            if (kind != null && !failures.containsKey(kind)) {
                Path saved = save(parser, failures.size(), input);
                failures.put(kind, detail + " [seed " + seed + ", run " + runs + ", input " + saved + "]");
            }
            runs++;
        } while (System.nanoTime() < deadline);
        Report report = new Report(parser, runs, Duration.ofNanos(System.nanoTime() - start), failures);
        System.out.println("fuzz " + report);
        return report;
    }

    /** Fails with every distinct failure if there was any. */
    public static void assertSurvived(Report report) {
        if (!report.failures().isEmpty()) {
            List<String> lines = new ArrayList<>();
            report.failures().forEach((k, v) -> lines.add("  " + v));
            throw new AssertionError(report + ":\n" + String.join("\n", lines));
        }
    }

    private static String topFrame(Throwable t) {
        StackTraceElement[] trace = t.getStackTrace();
        for (StackTraceElement e : trace) {
            if (e.getClassName().startsWith("org.lnetscope")) {
                return e.getClassName() + "." + e.getMethodName() + ":" + e.getLineNumber();
            }
        }
        return trace.length == 0 ? "?" : trace[0].toString();
    }

    private static Path save(String parser, int n, byte[] input) {
        try {
            Path dir = Path.of("target", "fuzz-crashers");
            Files.createDirectories(dir);
            Path file = dir.resolve(parser.replaceAll("[^A-Za-z0-9.-]", "_") + "-" + n + ".bin");
            Files.write(file, input);
            return file.toAbsolutePath();
        } catch (IOException e) {
            return null;
        }
    }

    private static final Method TOTAL_ALLOCATED = totalAllocated();

    /**
     * Bytes allocated by all threads so far (com.sun.management.ThreadMXBean, reached by
     * reflection so that no OSGi import of com.sun.management is needed), or -1 where unsupported.
     * Parsers that run on a thread of their own (the binary model loader's big stack) are counted.
     */
    public static long allocated() {
        if (TOTAL_ALLOCATED == null) {
            return -1;
        }
        try {
            return (long) TOTAL_ALLOCATED.invoke(ManagementFactory.getThreadMXBean());
        } catch (ReflectiveOperationException | RuntimeException e) {
            return -1;
        }
    }

    private static Method totalAllocated() {
        try {
            Class<?> bean = Class.forName("com.sun.management.ThreadMXBean");
            return bean.getMethod("getTotalThreadAllocatedBytes");
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
