package org.lnetscope.cli;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * A terminal stream that cuts every line after {@code max} bytes and says how much it left out,
 * and shows control characters and bidirectional controls escaped ({@code \x1b}, {@code \u202e}):
 * an error that quotes a 1 MB line of hostile input must not copy it to the terminal whole, and a
 * hostname, an input line or a server's error page must not recolour, retitle or clear the
 * terminal, nor reorder what it shows (issue 30). Tabs and newlines pass; the stream is UTF-8.
 */
final class ClippedLines extends PrintStream {

    ClippedLines(PrintStream target, int max) {
        super(new Clipper(target, max), true, StandardCharsets.UTF_8);
    }

    private static final class Clipper extends OutputStream {
        private final PrintStream target;
        private final int max;
        private long column;
        /** The lead bytes of a UTF-8 sequence held back to see whether it is a C1 or bidi control. */
        private final byte[] held = new byte[3];
        private int heldCount;

        Clipper(PrintStream target, int max) {
            this.target = target;
            this.max = max;
        }

        @Override
        public synchronized void write(int b) {
            b &= 0xff;
            if (heldCount > 0) {
                held[heldCount++] = (byte) b;
                resolveHeld();
                return;
            }
            if (b == '\n') {
                if (column > max) {
                    target.print("... (" + (column - max) + " more bytes)");
                }
                column = 0;
                target.write(b);
                return;
            }
            if (b < 0x20 && b != '\t' || b == 0x7f) {
                emit(String.format("\\x%02x", b));
                return;
            }
            if (b == 0xc2 || b == 0xd8 || b == 0xe2) {
                held[0] = (byte) b;
                heldCount = 1;
                return;
            }
            put(b);
        }

        /** C2 80-9F: a C1 control; D8 9C: U+061C; E2 80 8E/8F/AA-AE, E2 81 A6-A9: bidi controls. */
        private void resolveHeld() {
            int lead = held[0] & 0xff;
            int second = held[1] & 0xff;
            int codePoint = -1;
            if (lead == 0xc2 && second >= 0x80 && second <= 0x9f) {
                codePoint = second;
            } else if (lead == 0xd8 && second == 0x9c) {
                codePoint = 0x061c;
            } else if (lead == 0xe2 && (second == 0x80 || second == 0x81)) {
                if (heldCount < 3) {
                    return; // wait for the third byte
                }
                int cp = 0x2000 | ((second & 0x3f) << 6) | (held[2] & 0x3f);
                if (cp == 0x200e || cp == 0x200f || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069)) {
                    codePoint = cp;
                }
            }
            int n = heldCount;
            heldCount = 0;
            if (codePoint >= 0) {
                emit(String.format("\\u%04x", codePoint));
                return;
            }
            // not a control: pass the bytes; a newline or control among them is handled as usual
            put(held[0] & 0xff);
            for (int i = 1; i < n; i++) {
                write(held[i] & 0xff);
            }
        }

        private void emit(String escaped) {
            for (int i = 0; i < escaped.length(); i++) {
                put(escaped.charAt(i));
            }
        }

        private void put(int b) {
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
        public synchronized void flush() {
            target.flush();
        }
    }
}
