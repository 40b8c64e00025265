package org.lnetscope.cli;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Durations as typed on the command line: {@code 500ms}, {@code 30s}, {@code 10m}, {@code 2h}, {@code 7d}; a bare number is seconds. */
public final class Durations {

    private static final Pattern DURATION = Pattern.compile("(\\d{1,12})(ms|s|m|h|d)?");

    /** About 100 years: longer than any recording, far from overflowing a long. */
    public static final long MAX_MS = 100L * 365 * 86_400_000;

    private Durations() {
    }

    /** The duration in milliseconds. */
    public static long parseMs(String text) throws UsageException {
        Matcher m = DURATION.matcher(text.strip());
        if (!m.matches()) {
            throw new UsageException("bad duration \"" + Messages.clip(text) + "\" (e.g. 500ms, 30s, 10m, 2h, 7d)");
        }
        long n = Long.parseLong(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        long scale = switch (unit) {
            case "ms" -> 1;
            case "m" -> 60_000;
            case "h" -> 3_600_000;
            case "d" -> 86_400_000;
            default -> 1000;
        };
        // 12 digits of days would overflow a long of milliseconds: refuse rather than wrap negative
        if (n > MAX_MS / scale) {
            throw new UsageException("duration \"" + text + "\" is too long (at most " + MAX_MS / 86_400_000 + "d)");
        }
        return n * scale;
    }
}
