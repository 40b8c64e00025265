package org.lnetscope.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

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

    /** A console that keeps what a command writes, for a caller that shows or checks it afterwards. */
    public static Captured captured() {
        return new Captured();
    }

    /** What a command wrote to a {@link #captured()} console, as UTF-8 text. */
    public static final class Captured {

        private final ByteArrayOutputStream out = new ByteArrayOutputStream();
        private final ByteArrayOutputStream err = new ByteArrayOutputStream();
        private final Console console = new Console(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));

        private Captured() {
        }

        /** The console to give the command. */
        public Console console() {
            return console;
        }

        /** Everything written to standard output so far. */
        public String out() {
            return out.toString(StandardCharsets.UTF_8);
        }

        /** Everything written to standard error so far. */
        public String err() {
            return err.toString(StandardCharsets.UTF_8);
        }

        /** Forgets what was written to both, for the next command. */
        public void reset() {
            out.reset();
            err.reset();
        }
    }
}
