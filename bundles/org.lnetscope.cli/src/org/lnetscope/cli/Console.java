package org.lnetscope.cli;

import java.io.PrintStream;

/** Where a command writes: results to {@code out}, diagnostics to {@code err}. */
public record Console(PrintStream out, PrintStream err) {

    /** Standard output, and standard error with every line cut to {@link Messages#MAX_LINE}. */
    public static Console system() {
        return new Console(System.out, new ClippedLines(System.err, Messages.MAX_LINE));
    }
}
