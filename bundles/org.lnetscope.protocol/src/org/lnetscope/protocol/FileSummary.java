package org.lnetscope.protocol;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What one input file gave: each kind of output read (with how many rows, peers, routes...) and
 * each kind of line skipped (prompts, other commands' output, YAML keys LNet Scope does not read),
 * so that the import summary can say per file what was read and what was ignored.
 */
public final class FileSummary {

    private final String file;
    private final Map<String, Long> read = new LinkedHashMap<>();
    private final Map<String, Long> ignored = new LinkedHashMap<>();

    FileSummary(String file) {
        this.file = file;
    }

    public String file() {
        return file;
    }

    /** Counts {@code n} more of what was read ("peers table rows"); 0 records an empty but valid output. */
    public void read(String what, long n) {
        read.merge(what, n, Long::sum);
    }

    public void ignored(String what, long n) {
        ignored.merge(what, n, Long::sum);
    }

    public Map<String, Long> read() {
        return read;
    }

    public Map<String, Long> ignored() {
        return ignored;
    }

    /** Whether any LNet output was recognised and read, even an empty table. */
    public boolean anythingRead() {
        return !read.isEmpty();
    }

    /** {@code read peers table (4 rows), lnetctl peer show (3 peers); ignored 2 prompt/command lines}. */
    @Override
    public String toString() {
        StringBuilder b = new StringBuilder();
        b.append(read.isEmpty() ? "nothing read" : "read " + join(read));
        if (!ignored.isEmpty()) {
            b.append("; ignored ").append(join(ignored));
        }
        return b.toString();
    }

    private static String join(Map<String, Long> counts) {
        StringBuilder b = new StringBuilder();
        counts.forEach((what, n) -> {
            if (b.length() > 0) {
                b.append(", ");
            }
            b.append(what).append(" (").append(n).append(')');
        });
        return b.toString();
    }
}
