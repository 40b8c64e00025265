package org.lnetscope.cli;

/**
 * Error text shown to a person: one line, and not the whole of a 1 MB line of hostile input
 * echoed back. Everything a command prints to stderr through {@link Console#system()} goes
 * through {@link #clip}.
 */
public final class Messages {

    /** Longest piece of input quoted in a message. */
    public static final int MAX_QUOTED = 200;
    /** Longest line written to stderr. */
    public static final int MAX_LINE = 1000;
    /**
     * Longest line written to stdout: results (tables, plans, reports) have short lines, and a
     * 40 MB hostname must not be echoed whole (issue 30).
     */
    public static final int MAX_OUT_LINE = 10_000;

    private Messages() {
    }

    /** {@code text} cut to {@link #MAX_QUOTED} characters, saying how much was left out. */
    public static String clip(String text) {
        return clip(text, MAX_QUOTED);
    }

    public static String clip(String text, int max) {
        if (text == null || text.length() <= max) {
            return text;
        }
        return text.substring(0, max) + "... (" + (text.length() - max) + " more characters)";
    }
}
