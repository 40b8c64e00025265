package org.lnetscope.vmcore.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A report as headings, paragraphs, bullet lists and tables, written out as Markdown or as one
 * self-contained HTML page: the analysis builds it once and never formats text itself.
 */
public final class ReportDoc {

    private sealed interface Block permits Heading, Para, Bullets, Table {
    }

    private record Heading(int level, String text) implements Block {
    }

    private record Para(String text) implements Block {
    }

    private record Bullets(List<String> items) implements Block {
    }

    private record Table(List<String> headers, List<List<String>> rows) implements Block {
    }

    private final List<Block> blocks = new ArrayList<>();

    public ReportDoc heading(int level, String text) {
        blocks.add(new Heading(level, text));
        return this;
    }

    public ReportDoc para(String text) {
        blocks.add(new Para(text));
        return this;
    }

    public ReportDoc bullets(List<String> items) {
        if (!items.isEmpty()) {
            blocks.add(new Bullets(List.copyOf(items)));
        }
        return this;
    }

    public ReportDoc table(List<String> headers, List<List<String>> rows) {
        blocks.add(new Table(List.copyOf(headers), List.copyOf(rows)));
        return this;
    }

    public String markdown() {
        StringBuilder b = new StringBuilder();
        for (Block block : blocks) {
            switch (block) {
                case Heading h -> b.append("#".repeat(h.level())).append(' ').append(h.text()).append("\n\n");
                case Para p -> b.append(p.text()).append("\n\n");
                case Bullets l -> {
                    for (String item : l.items()) {
                        b.append("- ").append(item).append('\n');
                    }
                    b.append('\n');
                }
                case Table t -> {
                    b.append("| ").append(String.join(" | ", t.headers())).append(" |\n|");
                    b.append("---|".repeat(t.headers().size())).append('\n');
                    for (List<String> row : t.rows()) {
                        b.append("| ").append(String.join(" | ", row.stream().map(c -> c.replace("|", "\\|")).toList()))
                                .append(" |\n");
                    }
                    b.append('\n');
                }
            }
        }
        return b.toString();
    }

    public String html(String title) {
        StringBuilder b = new StringBuilder("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>")
                .append(esc(title)).append("</title>\n<style>body{font-family:sans-serif;max-width:70em;margin:2em auto}"
                        + "table{border-collapse:collapse}td,th{border:1px solid #bbb;padding:2px 6px;text-align:left}"
                        + "code{background:#eee}</style></head><body>\n");
        for (Block block : blocks) {
            switch (block) {
                case Heading h -> b.append("<h").append(h.level()).append('>').append(inline(h.text())).append("</h")
                        .append(h.level()).append(">\n");
                case Para p -> b.append("<p>").append(inline(p.text())).append("</p>\n");
                case Bullets l -> {
                    b.append("<ul>\n");
                    for (String item : l.items()) {
                        b.append("<li>").append(inline(item)).append("</li>\n");
                    }
                    b.append("</ul>\n");
                }
                case Table t -> {
                    b.append("<table>\n<tr>");
                    for (String h : t.headers()) {
                        b.append("<th>").append(inline(h)).append("</th>");
                    }
                    b.append("</tr>\n");
                    for (List<String> row : t.rows()) {
                        b.append("<tr>");
                        for (String c : row) {
                            b.append("<td>").append(inline(c)).append("</td>");
                        }
                        b.append("</tr>\n");
                    }
                    b.append("</table>\n");
                }
            }
        }
        return b.append("</body></html>\n").toString();
    }

    /** Escapes HTML and turns the Markdown {@code `code`} and {@code **bold**} the text uses into tags. */
    private static String inline(String text) {
        String e = esc(text);
        e = e.replaceAll("`([^`]*)`", "<code>$1</code>");
        return e.replaceAll("\\*\\*([^*]*)\\*\\*", "<b>$1</b>");
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
    }
}
