package org.lnetscope.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.lnetscope.session.compare.Align;
import org.lnetscope.session.compare.ComparisonTable;
import org.lnetscope.session.compare.ComparisonTable.Row;
import org.lnetscope.session.compare.ComparisonTable.Table;

/** A comparison's difference table as plain text (aligned columns), Markdown or an HTML fragment. */
public final class ComparisonFormat {

    private ComparisonFormat() {
    }

    public static String heading(Table t) {
        return String.format(Locale.ROOT, "Comparison at T = %s from %s: baseline %s (%s) vs %s (%s)",
                ComparisonTable.clock(t.clockNs()), t.align() == Align.FAULT ? "the fault" : "the start", t.baselineLabel(),
                t.baselineStatus(), t.otherLabel(), t.otherStatus());
    }

    private static List<String> header(Table t) {
        return List.of("", "baseline: " + t.baselineLabel(), t.otherLabel(), "change");
    }

    public static String text(Table t) {
        List<List<String>> lines = new ArrayList<>();
        lines.add(header(t));
        for (Row r : t.rows()) {
            lines.add(List.of(r.what(), r.baseline(), r.other(), r.change()));
        }
        int[] width = new int[4];
        for (List<String> line : lines) {
            for (int i = 0; i < 4; i++) {
                width[i] = Math.max(width[i], line.get(i).length());
            }
        }
        StringBuilder b = new StringBuilder(heading(t)).append('\n');
        for (List<String> line : lines) {
            StringBuilder l = new StringBuilder();
            for (int i = 0; i < 4; i++) {
                l.append(String.format("%-" + (width[i] + 2) + "s", line.get(i)));
            }
            b.append(l.toString().stripTrailing()).append('\n');
        }
        return b.toString();
    }

    public static String markdown(Table t) {
        StringBuilder b = new StringBuilder(heading(t)).append("\n\n| ");
        b.append(String.join(" | ", header(t))).append(" |\n|---|---|---|---|\n");
        for (Row r : t.rows()) {
            b.append("| ").append(md(r.what())).append(" | ").append(md(r.baseline())).append(" | ").append(md(r.other()))
                    .append(" | ").append(md(r.change())).append(" |\n");
        }
        return b.toString();
    }

    /** The table as an HTML fragment (no page around it): for the report and {@code --format html}. */
    public static String htmlTable(Table t) {
        StringBuilder b = new StringBuilder("<p>").append(esc(heading(t))).append("</p>\n<table>\n<tr>");
        for (String h : header(t)) {
            b.append("<th>").append(esc(h)).append("</th>");
        }
        b.append("</tr>\n");
        for (Row r : t.rows()) {
            b.append("<tr><th>").append(esc(r.what())).append("</th><td>").append(esc(r.baseline())).append("</td><td>")
                    .append(esc(r.other())).append("</td><td>").append(esc(r.change())).append("</td></tr>\n");
        }
        return b.append("</table>\n").toString();
    }

    private static String md(String s) {
        return s.replace("|", "\\|");
    }

    static String esc(String s) {
        return MemoryChartSvg.esc(s);
    }
}
