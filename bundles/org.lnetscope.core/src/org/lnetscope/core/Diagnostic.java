package org.lnetscope.core;

import java.util.Locale;

/**
 * A problem found in an input file, located so that a user can open the file at that line. Every
 * reader of the project (crash(8) extracts, debugfs/lctl/lnetctl output) reports problems this way
 * instead of throwing: one bad line of a 20,000-peer table must not hide the 19,999 good ones, and
 * an engineer gets a partial extract plus the list of what to re-run in crash. The model keeps the
 * problems of a saved fabric as its own {@code org.lnetscope.model.Diagnostic}, with the same
 * severities.
 *
 * @param file the file as the user named it (or a label such as {@code rtr1:/sys/kernel/debug/lnet/peers})
 * @param line 1-based line, 0 when the problem concerns the whole file
 */
public record Diagnostic(Severity severity, String file, int line, String message) {

    /** How bad: errors lose data, warnings keep it but doubt it, infos only inform. */
    public enum Severity {
        /** Worth knowing, nothing lost (e.g. a struct dumped without an address). */
        INFO,
        /** Something was skipped or guessed; the result may be incomplete. */
        WARNING,
        /** The input itself reported an error, or output was cut: data is missing. */
        ERROR
    }

    public static Diagnostic error(String file, int line, String message) {
        return new Diagnostic(Severity.ERROR, file, line, message);
    }

    public static Diagnostic warning(String file, int line, String message) {
        return new Diagnostic(Severity.WARNING, file, line, message);
    }

    public static Diagnostic info(String file, int line, String message) {
        return new Diagnostic(Severity.INFO, file, line, message);
    }

    /** {@code file:line}, or only the file when the problem concerns all of it. */
    public String location() {
        return line > 0 ? file + ":" + line : file;
    }

    /** {@code file:line: severity: message}, the form editors and compilers use. */
    @Override
    public String toString() {
        return location() + ": " + severity.name().toLowerCase(Locale.ROOT) + ": " + message;
    }
}
