package org.lnetscope.sim.scenario;

import java.util.Locale;

/**
 * Units a scenario writes: durations ("50s", "2us", "1h30m" is not accepted: one unit per value),
 * sizes ("4KiB", "48GiB", "1MB"), rates ("5/s", "300/m") and bandwidths ("12.5GB/s"). A bare
 * number is seconds, bytes, per second or bytes per second.
 */
public final class Quantities {

    private Quantities() {
    }

    public static long durationNs(String text) {
        String t = text.trim();
        String[][] units = {{"ns", "1"}, {"us", "1000"}, {"ms", "1000000"}, {"s", "1000000000"},
                {"m", "60000000000"}, {"h", "3600000000000"}, {"d", "86400000000000"}};
        for (int i = 0; i < units.length; i++) {
            String[] u = units[i];
            if (t.endsWith(u[0]) && !(u[0].equals("s") && (t.endsWith("ns") || t.endsWith("us") || t.endsWith("ms")))) {
                return scaled(t.substring(0, t.length() - u[0].length()), Long.parseLong(u[1]), "duration", text);
            }
        }
        return scaled(t, 1_000_000_000L, "duration", text);
    }

    public static long bytes(String text) {
        String t = text.trim();
        String[][] units = {{"KiB", "1024"}, {"MiB", "1048576"}, {"GiB", "1073741824"}, {"TiB", "1099511627776"},
                {"KB", "1000"}, {"MB", "1000000"}, {"GB", "1000000000"}, {"TB", "1000000000000"}, {"B", "1"}};
        for (String[] u : units) {
            if (t.endsWith(u[0])) {
                return scaled(t.substring(0, t.length() - u[0].length()), Long.parseLong(u[1]), "size", text);
            }
        }
        return scaled(t, 1, "size", text);
    }

    /** Events per second. */
    public static double rate(String text) {
        String t = text.trim();
        double per = 1;
        if (t.endsWith("/s")) {
            t = t.substring(0, t.length() - 2);
        } else if (t.endsWith("/m")) {
            t = t.substring(0, t.length() - 2);
            per = 60;
        } else if (t.endsWith("/h")) {
            t = t.substring(0, t.length() - 2);
            per = 3600;
        }
        return number(t, "rate", text) / per;
    }

    public static long bytesPerSecond(String text) {
        String t = text.trim();
        if (t.endsWith("/s")) {
            t = t.substring(0, t.length() - 2);
        }
        return bytes(t);
    }

    private static long scaled(String digits, long unit, String what, String text) {
        double value = number(digits.trim(), what, text) * unit;
        // Math.round saturates: 9223372036854775807s would silently become 292 years of ns
        if (Math.abs(value) >= 0x1p62) {
            throw new IllegalArgumentException(what + " \"" + clip(text) + "\" is too large");
        }
        return Math.round(value);
    }

    private static String clip(String text) {
        return text.length() <= 100 ? text : text.substring(0, 100) + "...";
    }

    private static double number(String digits, String what, String text) {
        try {
            if (digits.isEmpty()) {
                throw new NumberFormatException();
            }
            double value = Double.parseDouble(digits);
            if (!Double.isFinite(value)) {
                throw new NumberFormatException();
            }
            return value;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad " + what + " \"" + clip(text) + "\"");
        }
    }

    public static String formatBytes(long bytes) {
        if (bytes >= 1L << 30) {
            return String.format(Locale.ROOT, "%.2f GiB", bytes / (double) (1L << 30));
        }
        if (bytes >= 1L << 20) {
            return String.format(Locale.ROOT, "%.1f MiB", bytes / (double) (1L << 20));
        }
        return bytes + " B";
    }
}
