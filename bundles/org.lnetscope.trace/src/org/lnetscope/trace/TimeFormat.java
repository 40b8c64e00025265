package org.lnetscope.trace;

/** Trace times (ns) as people read and type them: seconds with a unit suffix. */
public final class TimeFormat {

    private TimeFormat() {
    }

    /** {@code 312500000000} -> {@code "312.500000000s"}: exact, and sorts as text within one trace. */
    public static String format(long ns) {
        String sign = ns < 0 ? "-" : "";
        long abs = Math.abs(ns);
        return String.format("%s%d.%09ds", sign, abs / 1_000_000_000L, abs % 1_000_000_000L);
    }

    /**
     * Parses {@code 312.5s}, {@code 312.5} (seconds), {@code 1500ms}, {@code 20us}, {@code 7ns}.
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
        }
        try {
            return new java.math.BigDecimal(number.trim()).multiply(java.math.BigDecimal.valueOf(scale))
                    .setScale(0, java.math.RoundingMode.HALF_UP).longValueExact();
        } catch (ArithmeticException | NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a time (examples: 312.5s, 1500ms, 20us, 7ns)");
        }
    }
}
