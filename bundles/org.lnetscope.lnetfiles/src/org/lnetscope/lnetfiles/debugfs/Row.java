package org.lnetscope.lnetfiles.debugfs;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.lnetfiles.Section.Line;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.NodeState;

/**
 * The whitespace-separated columns of one debugfs row. The kernel pads with printf widths
 * ({@code %5d}) but never truncates, and always puts a literal space between columns, so a
 * -17000 that overflows its width still splits cleanly. Each accessor reports a bad column as a
 * diagnostic naming the file, line and column, and makes the row {@link #bad()}.
 */
final class Row {

    private final String file;
    private final Line line;
    private final String[] columns;
    private final NodeState state;
    private final String table;
    private boolean bad;

    private Row(String file, Line line, String table, NodeState state) {
        this.file = file;
        this.line = line;
        this.table = table;
        this.state = state;
        String trimmed = line.text().trim();
        this.columns = trimmed.isEmpty() ? new String[0] : trimmed.split("\\s+");
    }

    /** The row, or null (with a diagnostic) if it has not {@code expected} columns. */
    static Row of(String file, Line line, String table, String header, NodeState state) {
        Row row = new Row(file, line, table, state);
        int expected = header.split("\\s+").length;
        if (row.columns.length != expected) {
            state.report(Diagnostic.error(file, line.number(), table + ": expected " + expected + " columns (" + header
                    + "), found " + row.columns.length + ": \"" + line.text().trim() + "\""));
            return null;
        }
        return row;
    }

    int size() {
        return columns.length;
    }

    String text(int i) {
        return columns[i];
    }

    long number(int i, String name) {
        try {
            return Long.parseLong(columns[i]);
        } catch (NumberFormatException e) {
            fail("column " + (i + 1) + " (" + name + ") is not a number: \"" + columns[i] + "\"");
            return 0;
        }
    }

    /** An int column: the kernel prints an int there, so a wider value means a damaged line. */
    long intNumber(int i, String name) {
        long value = number(i, name);
        if (value < Integer.MIN_VALUE || value > 0xffffffffL) {
            fail("column " + (i + 1) + " (" + name + ") is out of the 32-bit range: " + value);
        }
        return value;
    }

    /** The NID column; a 16-byte (IPv6) NID also tells the layout: only master has them. */
    Nid nid(int i) {
        try {
            Nid nid = Nid.parse(columns[i]);
            if (nid.isLarge() && !Kinds.LAYOUT_MASTER.equals(state.layout())) {
                state.layoutSeen(Kinds.LAYOUT_MASTER, file + ":" + line.number() + ": " + table + " has the 16-byte NID "
                        + nid + " (struct lnet_nid, 2.16+)");
            }
            return nid;
        } catch (IllegalArgumentException e) {
            fail(e.getMessage());
            return null;
        }
    }

    String oneOf(int i, String name, String... allowed) {
        for (String a : allowed) {
            if (a.equals(columns[i])) {
                return a;
            }
        }
        fail("column " + (i + 1) + " (" + name + ") is \"" + columns[i] + "\", expected one of " + String.join("/", allowed));
        return null;
    }

    void fail(String why) {
        if (!bad) {
            state.report(Diagnostic.error(file, line.number(), table + ": " + why + "; line skipped"));
        }
        bad = true;
    }

    boolean bad() {
        return bad;
    }

    int lineNumber() {
        return line.number();
    }
}
