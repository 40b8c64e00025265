package org.lnetscope.vmcore.crash;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * Splits a byte stream into lines on LF, dropping the CR of CRLF (and a lone CR, which some
 * terminal captures leave). crash output is ASCII, so lines are decoded as Latin-1, which is a
 * plain copy; a line with a byte above 0x7f (a console message with UTF-8 text) is decoded as
 * UTF-8. Faster than a BufferedReader because it never goes through a CharsetDecoder.
 */
final class LineReader {

    private final InputStream in;
    private byte[] buf = new byte[1 << 16];
    private int start;
    private int end;
    private boolean eof;
    private long bytes;
    /** Longest line kept: a 'script' capture of a binary blob must not exhaust the heap. */
    static final int MAX_LINE = 1 << 20;
    private boolean lastCut;
    private boolean skipLf;

    LineReader(InputStream in) {
        this.in = in;
    }

    /** Bytes consumed so far. */
    long bytes() {
        return bytes;
    }

    /** True if the last line returned was longer than {@link #MAX_LINE} and was cut. */
    boolean lastLineCut() {
        return lastCut;
    }

    /** The next line without its terminator, or null at end of input. */
    String readLine() throws IOException {
        lastCut = false;
        if (skipLf) {
            // the previous line ended in CR: swallow the LF of a CRLF even across a buffer refill
            skipLf = false;
            if (start == end && !fill()) {
                return null;
            }
            if (start < end && buf[start] == '\n') {
                start++;
            }
        }
        int scan = start;
        while (true) {
            for (int i = scan; i < end; i++) {
                byte b = buf[i];
                if (b == '\n' || b == '\r') {
                    String line = decode(start, i);
                    start = i + 1;
                    skipLf = b == '\r';
                    return line;
                }
            }
            if (end - start >= MAX_LINE) {
                String line = decode(start, start + MAX_LINE);
                start += MAX_LINE;
                lastCut = true;
                return line;
            }
            int scanned = end - start;
            if (!fill()) {
                if (start < end) {
                    String line = decode(start, end);
                    start = end;
                    return line;
                }
                return null;
            }
            scan = start + scanned;
        }
    }

    /** Moves unread bytes to the front and reads more; false at end of input with nothing read. */
    private boolean fill() throws IOException {
        if (eof) {
            return false;
        }
        if (start > 0) {
            System.arraycopy(buf, start, buf, 0, end - start);
            end -= start;
            start = 0;
        }
        if (end == buf.length) {
            byte[] bigger = new byte[buf.length * 2];
            System.arraycopy(buf, 0, bigger, 0, end);
            buf = bigger;
        }
        int n = in.read(buf, end, buf.length - end);
        if (n < 0) {
            eof = true;
            return false;
        }
        end += n;
        bytes += n;
        return true;
    }

    private String decode(int from, int to) {
        for (int i = from; i < to; i++) {
            if (buf[i] < 0) {
                return new String(buf, from, to - from, StandardCharsets.UTF_8);
            }
        }
        return new String(buf, from, to - from, StandardCharsets.ISO_8859_1);
    }
}
