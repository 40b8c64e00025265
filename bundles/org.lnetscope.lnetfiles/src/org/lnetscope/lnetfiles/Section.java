package org.lnetscope.lnetfiles;

import java.util.List;

/**
 * One LNet output inside a file: a debugfs table (possibly after an {@code lctl get_param}
 * {@code name=} line) or an lnetctl YAML document.
 *
 * @param lines the section's lines, each with its line number in the file
 */
public record Section(Kind kind, String file, List<Line> lines) {

    /** What a section holds. */
    public enum Kind {
        PEERS, NIS, BUFFERS, ROUTES, ROUTERS, STATS, LNETCTL_YAML;

        /** The debugfs file name ("peers"), or null for YAML. */
        public String fileName() {
            return this == LNETCTL_YAML ? null : name().toLowerCase(java.util.Locale.ROOT);
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
}
