package org.lnetscope.cli;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Durations as typed on the command line: {@code 500ms}, {@code 30s}, {@code 10m}, {@code 2h}, {@code 7d}; a bare number is seconds. */
public final class Durations {

    private static final Pattern DURATION = Pattern.compile("(\\d{1,12})(ms|s|m|h|d)?");

    private Durations() {
    }

    /** The duration in milliseconds. */
    public static long parseMs(String text) throws UsageException {
        Matcher m = DURATION.matcher(text.strip());
        if (!m.matches()) {
            throw new UsageException("bad duration \"" + text + "\" (e.g. 500ms, 30s, 10m, 2h, 7d)");
        }
        long n = Long.parseLong(m.group(1));
        String unit = m.group(2) == null ? "s" : m.group(2);
        return switch (unit) {
            case "ms" -> n;
            case "m" -> n * 60_000;
            case "h" -> n * 3_600_000;
            case "d" -> n * 86_400_000;
            default -> n * 1000;
        };
    }
}
