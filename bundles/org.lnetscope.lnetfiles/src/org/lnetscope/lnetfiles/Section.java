package org.lnetscope.lnetfiles;

import java.io.Reader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One LNet output inside a file: a debugfs table (possibly after an {@code lctl get_param}
 * {@code name=} line or a shell command line) or an lnetctl YAML document. It is a range of the
 * file's lines, not a copy: {@link #lines()} gives a table its rows, {@link #reader()} streams YAML.
 * A section pasted with an indent (YAML copied from a mail or a web page) has that indent removed.
 */
public final class Section {

    /** What a section holds. */
    public enum Kind {
        PEERS, NIS, BUFFERS, ROUTES, ROUTERS, STATS, LNETCTL_YAML,
        /** {@code lctl get_param routing}: 1 or 0 (lnet_routing_enabled, /sys/kernel/debug/lnet/routing or lnet.routing). */
        ROUTING,
        /** What pastes carry beside LNet output: {@code free}, {@code /proc/meminfo}, {@code lctl --version}. */
        FREE, MEMINFO, VERSION;

        /** The debugfs file name ("peers"), or null for YAML. */
        public String fileName() {
            return this == LNETCTL_YAML ? null : name().toLowerCase(Locale.ROOT);
        }

        /** Whether the section is a debugfs table DebugfsTables reads. */
        public boolean isTable() {
            return ordinal() <= STATS.ordinal();
        }

        public static Kind ofFileName(String name) {
            for (Kind kind : values()) {
                if (name.equals(kind.fileName())) {
                    return kind;
                }
            }
            return null;
        }
    }

    /** A line of text and where it is (1-based). */
    public record Line(int number, String text) {
    }

    private final Kind kind;
    private final String file;
    private final Text text;
    private final int from;
    private final int to;
    private final int strip;
    /** The first line's text when it differs from the file's (an {@code stats=...} name line's value). */
    private final String firstOverride;

    /**
     * @param from first line (0-based), to last line exclusive
     * @param strip columns of indent removed from each line (never more than its own indent)
     */
    public Section(Kind kind, String file, Text text, int from, int to, int strip) {
        this(kind, file, text, from, to, strip, null);
    }

    Section(Kind kind, String file, Text text, int from, int to, int strip, String firstOverride) {
        this.kind = kind;
        this.file = file;
        this.text = text;
        this.from = from;
        this.to = to;
        this.strip = strip;
        this.firstOverride = firstOverride;
    }

    public Kind kind() {
        return kind;
    }

    public String file() {
        return file;
    }

    /** 1-based number of the section's first line in the file. */
    public int firstLineNumber() {
        return from + 1;
    }

    /** Number of lines in the section. */
    public int lineCount() {
        return to - from;
    }

    /** The last non-blank line before the section (its command line, when it was pasted after one), or "". */
    String lineBefore() {
        for (int i = from - 1; i >= 0; i--) {
            if (!text.isBlank(i)) {
                return text.substring(text.lineStart(i), text.lineEnd(i));
            }
        }
        return "";
    }

    /** The section's lines, each with its line number in the file. */
    public List<Line> lines() {
        List<Line> lines = new ArrayList<>(to - from);
        for (int i = from; i < to; i++) {
            lines.add(new Line(i + 1, line(i)));
        }
        return lines;
    }

    private String line(int i) {
        if (i == from && firstOverride != null) {
            return firstOverride;
        }
        int cut = Math.min(strip, text.indent(i));
        return text.substring(text.lineStart(i) + cut, text.lineEnd(i));
    }

    /**
     * The section's lines, indent removed, joined by '\n', read without copying the range: line N
     * of what it gives is line {@code firstLineNumber() + N - 1} of the file.
     */
    public Reader reader() {
        return new Reader() {
            private int line = from;
            private String source;
            private int at;
            private int end;

            @Override
            public int read(char[] buffer, int offset, int length) {
                int n = 0;
                while (n < length) {
                    if (source == null) {
                        if (line >= to) {
                            break;
                        }
                        if (line == from && firstOverride != null) {
                            source = firstOverride;
                            at = 0;
                            end = firstOverride.length();
                        } else {
                            source = text.string();
                            at = text.lineStart(line) + Math.min(strip, text.indent(line));
                            end = text.lineEnd(line);
                        }
                    }
                    if (at < end) {
                        int k = Math.min(end - at, length - n);
                        source.getChars(at, at + k, buffer, offset + n);
                        at += k;
                        n += k;
                    } else {
                        buffer[offset + n++] = '\n';
                        source = null;
                        line++;
                    }
                }
                return n == 0 && length > 0 ? -1 : n;
            }

            @Override
            public void close() {
                line = to;
                source = null;
            }
        };
    }
}
