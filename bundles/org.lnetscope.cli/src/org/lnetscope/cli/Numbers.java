package org.lnetscope.cli;

/**
 * Whole numbers typed on the command line, checked against a range, so that
 * {@code --limit 99999999999999999999} or {@code --width -5} is a usage error that says what is
 * allowed rather than a NumberFormatException's text or a silently absurd value.
 */
public final class Numbers {

    private Numbers() {
    }

    /** {@code text} as a long in {@code min..max}; a usage error naming {@code option} otherwise. */
    public static long parseLong(String option, String text, long min, long max) throws UsageException {
        String t = text.strip();
        long value;
        try {
            value = Long.parseLong(t);
        } catch (NumberFormatException e) {
            if (t.matches("[+-]?\\d+")) {
                throw new UsageException(option + " " + Messages.clip(text) + " is too large (at most " + max + ")");
            }
            throw new UsageException(option + " takes a whole number, not \"" + Messages.clip(text) + "\"");
        }
        if (value < min || value > max) {
            throw new UsageException(option + " takes a number in " + min + ".." + max + ", not " + value);
        }
        return value;
    }

    /**
     * A positive count such as {@code --max-objects 1,000,000} ({@code _} and {@code ,} allowed as
     * people group digits); otherwise "OPTION TEXT: give a positive number such as EXAMPLE".
     */
    public static long positiveCount(String option, String text, String example) throws UsageException {
        try {
            long n = Long.parseLong(text.trim().replace("_", "").replace(",", ""));
            if (n <= 0) {
                throw new NumberFormatException();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new UsageException(option + " " + text + ": give a positive number such as " + example);
        }
    }

    public static int parseInt(String option, String text, int min, int max) throws UsageException {
        return (int) parseLong(option, text, min, max);
    }
}
