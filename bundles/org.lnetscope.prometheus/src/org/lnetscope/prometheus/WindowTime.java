package org.lnetscope.prometheus;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;

import org.lnetscope.cli.Durations;
import org.lnetscope.cli.UsageException;

/**
 * The ends of a history window as people type them, on the command line and in the window:
 * {@code 2026-11-30T10:00:00Z}, {@code 2026-11-30T11:00:00+01:00}, epoch seconds (what Grafana and
 * Prometheus show), {@code now}, {@code now-2h}.
 */
public final class WindowTime {

    private WindowTime() {
    }

    public static Instant parse(String text, Instant now) {
        String t = text.strip();
        if (t.equals("now")) {
            return now;
        }
        if (t.startsWith("now-")) {
            return now.minusMillis(duration(t.substring(4)));
        }
        if (t.matches("\\d{1,12}(\\.\\d{1,3})?")) {
            return Instant.ofEpochMilli(Math.round(Double.parseDouble(t) * 1000));
        }
        try {
            return OffsetDateTime.parse(t).toInstant();
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("bad time \"" + text + "\" (e.g. 2026-11-30T10:00:00Z, epoch seconds, now-1h)");
        }
    }

    /** A duration as {@link Durations} reads it, in ms. */
    public static long duration(String text) {
        try {
            return Durations.parseMs(text);
        } catch (UsageException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
    }
}
