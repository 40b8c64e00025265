package org.lnetscope.lnetfiles;

import java.util.Arrays;

/**
 * A file's text with the offsets of its lines, so that a 40 MB lnetctl capture is held once (its
 * String) plus four bytes a line, not as a million line objects: sections refer to line ranges,
 * debugfs tables take their lines as strings when they read them, and YAML is streamed from the
 * range by {@link Section#reader()}.
 */
public final class Text {

    private final String text;
    /** Start offset of each line; line i ends before the '\n' at starts[i + 1] - 1 (or the end). */
    private final int[] starts;
    private final int count;

    public Text(String text) {
        this.text = text;
        int[] s = new int[Math.max(16, text.length() / 32)];
        int n = 0;
        int start = 0;
        while (start < text.length()) {
            if (n == s.length) {
                s = Arrays.copyOf(s, s.length * 2);
            }
            s[n++] = start;
            int end = text.indexOf('\n', start);
            start = end < 0 ? text.length() : end + 1;
        }
        this.starts = s;
        this.count = n;
    }

    /** Number of lines (a last line without '\n' counts, an empty text has none). */
    public int lineCount() {
        return count;
    }

    /** Line {@code i} (0-based) without its '\n' or '\r\n'. */
    public String line(int i) {
        int from = starts[i];
        int to = lineEnd(i);
        return text.substring(from, to);
    }

    /** The offset just past the content of line {@code i} (before '\r\n' or '\n'). */
    int lineEnd(int i) {
        int to = i + 1 < count ? starts[i + 1] - 1
                : !text.isEmpty() && text.charAt(text.length() - 1) == '\n' ? text.length() - 1 : text.length();
        if (to > starts[i] && text.charAt(to - 1) == '\r') {
            to--;
        }
        return to;
    }

    int lineStart(int i) {
        return starts[i];
    }

    /** Spaces (a tab counts as one) before the first other character of line i; the length when blank. */
    int indent(int i) {
        int from = starts[i];
        int to = lineEnd(i);
        int k = from;
        while (k < to && (text.charAt(k) == ' ' || text.charAt(k) == '\t')) {
            k++;
        }
        return k - from;
    }

    boolean isBlank(int i) {
        return indent(i) == lineEnd(i) - starts[i];
    }

    char charAt(int offset) {
        return text.charAt(offset);
    }

    String substring(int from, int to) {
        return text.substring(from, to);
    }

    String string() {
        return text;
    }
}
