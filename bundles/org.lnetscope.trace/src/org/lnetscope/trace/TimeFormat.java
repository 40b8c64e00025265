package org.lnetscope.trace;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/** Trace times (ns) as people read and type them: seconds with a unit suffix. */
public final class TimeFormat {

    private TimeFormat() {
    }

    /** Traces of agents and Prometheus history run on the wall clock (ns since 1970); the simulator's from 0. */
    private static final long WALL_CLOCK_FROM = 1_000_000_000L * 1_000_000_000L; // 2001-09-09

    /** True when {@code ns} is a wall-clock time (since the epoch), not time since a trace's start. */
    public static boolean isWallClock(long ns) {
        return ns >= WALL_CLOCK_FROM;
    }

    /** {@code "2026-11-30 10:38:12.250 UTC"}: how a wall-clock trace time is shown. */
    public static String formatWallClock(long ns) {
        return DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss.SSS 'UTC'").withZone(ZoneOffset.UTC)
                .format(Instant.ofEpochSecond(Math.floorDiv(ns, 1_000_000_000L), Math.floorMod(ns, 1_000_000_000L)));
    }

    /** A trace time as shown to people: wall-clock traces as a UTC date-time, others as seconds. */
    public static String show(long ns) {
        return isWallClock(ns) ? formatWallClock(ns) : format(ns);
    }

    /**
     * A time typed for a trace that starts at {@code traceStartNs}: an ISO date-time
     * ({@code 2026-11-30T10:38:12Z}) as it says; anything {@link #parse} reads as an offset from the
     * start of a wall-clock trace (agents, Prometheus history), or as is for the simulator's traces,
     * which start at 0.
     *
     * @throws IllegalArgumentException naming the text
     */
    public static long parseIn(String text, long traceStartNs) {
        String t = text.trim();
        if (t.matches("\\d{4}-\\d{2}-\\d{2}T.*")) {
            try {
                Instant i = OffsetDateTime.parse(t).toInstant();
                return i.getEpochSecond() * 1_000_000_000L + i.getNano();
            } catch (DateTimeParseException e) {
                throw new IllegalArgumentException("bad time \"" + text + "\" (e.g. 2026-11-30T10:38:12Z, 312.5s, 5m)");
            }
        }
        return (isWallClock(traceStartNs) ? traceStartNs : 0) + parse(t);
    }

    /** {@code 312500000000} -> {@code "312.500000000s"}: exact, and sorts as text within one trace. */
    public static String format(long ns) {
        String sign = ns < 0 ? "-" : "";
        long abs = Math.abs(ns);
        return String.format("%s%d.%09ds", sign, abs / 1_000_000_000L, abs % 1_000_000_000L);
    }

    /**
     * Parses {@code 312.5s}, {@code 312.5} (seconds), {@code 1500ms}, {@code 20us}, {@code 7ns},
     * {@code 5m}, {@code 7.36h} (the help texts' examples; a simulated incident runs for hours).
     *
     * @throws IllegalArgumentException naming the text
     */
    public static long parse(String text) {
        String t = text.trim();
        long scale = 1_000_000_000L;
        String number = t;
        if (t.endsWith("ns")) {
            scale = 1;
            number = t.substring(0, t.length() - 2);
        } else if (t.endsWith("us")) {
            scale = 1_000L;
            number = t.substring(0, t.length() - 2);
        } else if (t.endsWith("ms")) {
            scale = 1_000_000L;
            number = t.substring(0, t.length() - 2);
        } else if (t.endsWith("s")) {
            number = t.substring(0, t.length() - 1);
        } else if (t.endsWith("m")) {
            scale = 60_000_000_000L;
            number = t.substring(0, t.length() - 1);
        } else if (t.endsWith("h")) {
            scale = 3_600_000_000_000L;
            number = t.substring(0, t.length() - 1);
        }
        try {
            return new BigDecimal(number.trim()).multiply(BigDecimal.valueOf(scale))
                    .setScale(0, RoundingMode.HALF_UP).longValueExact();
        } catch (ArithmeticException | NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a time (examples: 312.5s, 5m, 2h, 1500ms, 20us, 7ns)");
        }
    }
}
