package org.lnetscope.cli;

import java.io.PrintStream;

/** Where a command writes: results to {@code out}, diagnostics to {@code err}. */
public record Console(PrintStream out, PrintStream err) {

    /**
     * Standard output with every line cut to {@link Messages#MAX_OUT_LINE}, standard error to
     * {@link Messages#MAX_LINE}; on both, control and bidirectional characters that came from an
     * input or a server show escaped ({@code \x1b}, {@code \u202e}) instead of acting on the terminal.
     */
    public static Console system() {
        return new Console(new ClippedLines(System.out, Messages.MAX_OUT_LINE), new ClippedLines(System.err, Messages.MAX_LINE));
    }
}
