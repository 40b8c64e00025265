package org.lnetscope.lnetfiles;

/**
 * A problem found in an input file, located so that a user can open the file at that line.
 * Parsers report these instead of throwing: one bad line of a 20,000-peer table must not hide the
 * 19,999 good ones.
 *
 * @param file the file as the user named it (or a label such as {@code rtr1:/sys/kernel/debug/lnet/peers})
 * @param line 1-based line, 0 when the problem concerns the whole file
 */
public record Diagnostic(Severity severity, String file, int line, String message) {

    /** How bad: errors lose data, warnings keep it but doubt it, notes only inform. */
    public enum Severity {
        NOTE, WARNING, ERROR
    }

    public static Diagnostic error(String file, int line, String message) {
        return new Diagnostic(Severity.ERROR, file, line, message);
    }

    public static Diagnostic warning(String file, int line, String message) {
        return new Diagnostic(Severity.WARNING, file, line, message);
    }

    public static Diagnostic note(String file, int line, String message) {
        return new Diagnostic(Severity.NOTE, file, line, message);
    }

    /** {@code file:line: message}, the form editors and compilers use. */
    public String location() {
        return line > 0 ? file + ":" + line : file;
    }

    @Override
    public String toString() {
        return location() + ": " + severity.name().toLowerCase(java.util.Locale.ROOT) + ": " + message;
    }
}
