package org.lnetscope.vmcore.crash;

/**
 * One problem found in an extract, with the file and 1-based line it comes from. The parser
 * reports every problem this way instead of throwing, so an engineer gets a partial result and
 * the full list of what to re-run in crash.
 */
public record Diagnostic(String file, int line, Severity severity, String message) {

    public enum Severity {
        /** Worth knowing, nothing lost (e.g. a struct dumped without an address). */
        INFO,
        /** Something was skipped or guessed; the result may be incomplete. */
        WARNING,
        /** crash itself reported an error, or output was cut: data is missing. */
        ERROR
    }

    @Override
    public String toString() {
        return file + ":" + line + ": " + severity.name().toLowerCase() + ": " + message;
    }
}
