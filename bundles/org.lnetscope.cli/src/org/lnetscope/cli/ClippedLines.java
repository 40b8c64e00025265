package org.lnetscope.cli;

import java.io.OutputStream;
import java.io.PrintStream;

/**
 * A stderr that cuts every line after {@code max} bytes and says how much it left out: an error
 * that quotes a 1 MB line of hostile input must not copy it to the terminal whole.
 */
final class ClippedLines extends PrintStream {

    ClippedLines(PrintStream target, int max) {
        super(new Clipper(target, max), true);
    }

    private static final class Clipper extends OutputStream {
        private final PrintStream target;
        private final int max;
        private long column;

        Clipper(PrintStream target, int max) {
            this.target = target;
            this.max = max;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                if (column > max) {
                    target.print("... (" + (column - max) + " more bytes)");
                }
                column = 0;
                target.write(b);
                return;
            }
            column++;
            if (column <= max) {
                target.write(b);
            }
        }

        @Override
        public synchronized void write(byte[] bytes, int offset, int length) {
            for (int i = offset; i < offset + length; i++) {
                write(bytes[i]);
            }
        }

        @Override
        public void flush() {
            target.flush();
        }
    }
}
