package org.lnetscope.sim.engine;

import java.util.Locale;

/** Simulated time is a long count of nanoseconds since the start of the run. */
public final class Time {

    public static final long MICROSECOND = 1_000L;
    public static final long MILLISECOND = 1_000_000L;
    public static final long SECOND = 1_000_000_000L;

    private Time() {
    }

    public static long seconds(double s) {
        return Math.round(s * SECOND);
    }

    /** Whole seconds, as the kernel's ktime_get_seconds() would read. */
    public static long toSeconds(long ns) {
        return ns / SECOND;
    }

    /** "1h02m03.456s" style, for logs and summaries. */
    public static String format(long ns) {
        long totalMs = ns / MILLISECOND;
        long h = totalMs / 3_600_000;
        long m = (totalMs / 60_000) % 60;
        double s = (totalMs % 60_000) / 1000.0;
        if (h > 0) {
            return String.format(Locale.ROOT, "%dh%02dm%06.3fs", h, m, s);
        }
        if (m > 0) {
            return String.format(Locale.ROOT, "%dm%06.3fs", m, s);
        }
        return String.format(Locale.ROOT, "%.3fs", s);
    }
}
