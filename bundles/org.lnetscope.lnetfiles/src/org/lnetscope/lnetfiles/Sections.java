package org.lnetscope.lnetfiles;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.lnetscope.lnetfiles.Section.Kind;
import org.lnetscope.lnetfiles.Section.Line;

/**
 * Cuts a file into {@link Section}s. Files come as collected on nodes: a plain copy of
 * {@code /sys/kernel/debug/lnet/peers}, {@code lctl get_param peers nis} (with {@code peers=}
 * lines), {@code lctl get_param -n peers nis} (no name lines: the tables' own header lines tell
 * where one ends), sosreport captures, or lnetctl YAML. A section starts at a {@code name=} line
 * or at a table header; the file name is only needed for a headerless {@code stats} line.
 */
public final class Sections {

    private static final Pattern NAME_LINE = Pattern.compile("^(?:lnet\\.)?(peers|nis|buffers|routes|routers|stats)=(.*)$");
    private static final Pattern YAML_TOP = Pattern.compile("^[A-Za-z][A-Za-z _()-]*:(\\s.*)?$");
    private static final Pattern NUMBERS = Pattern.compile("^\\s*-?\\d+(\\s+-?\\d+)+\\s*$");

    private Sections() {
    }

    /**
     * @param file the name reported in diagnostics
     * @param fileNameHint the base name of the file, used to tell a bare stats line; may be null
     */
    public static List<Section> split(String file, String fileNameHint, String text, List<Diagnostic> problems) {
        List<Line> lines = lines(text);
        List<Section> sections = new ArrayList<>();
        Line first = firstSignificant(lines, 0);
        if (first == null) {
            problems.add(Diagnostic.warning(file, 0, "empty file"));
            return sections;
        }
        if (YAML_TOP.matcher(first.text()).matches() && !NAME_LINE.matcher(first.text()).matches()) {
            sections.add(new Section(Kind.LNETCTL_YAML, file, lines));
            return sections;
        }
        Kind current = null;
        List<Line> body = new ArrayList<>();
        for (Line line : lines) {
            Matcher name = NAME_LINE.matcher(line.text());
            Kind header = name.matches() ? null : headerKind(line.text());
            if (name.matches() || header != null) {
                flush(sections, file, current, body);
                body = new ArrayList<>();
                if (name.matches()) {
                    current = Kind.ofFileName(name.group(1));
                    if (!name.group(2).isBlank()) {
                        body.add(new Line(line.number(), name.group(2)));
                    }
                } else {
                    current = header;
                    body.add(line);
                }
                continue;
            }
            if (current == null && !line.text().isBlank()) {
                current = guessHeaderless(fileNameHint, line.text());
                if (current == null) {
                    problems.add(Diagnostic.error(file, line.number(), "not LNet output: expected a debugfs table"
                            + " (peers, nis, buffers, routes, routers, stats), an lctl get_param 'name=' line or lnetctl"
                            + " YAML, found \"" + abbreviate(line.text()) + "\""));
                    return sections;
                }
            }
            body.add(line);
        }
        flush(sections, file, current, body);
        return sections;
    }

    private static void flush(List<Section> sections, String file, Kind kind, List<Line> body) {
        if (kind != null) {
            sections.add(new Section(kind, file, body));
        }
    }

    /** The kind whose debugfs header this line is, if it is one. */
    static Kind headerKind(String text) {
        String t = text.trim();
        if (t.startsWith("nid ") && t.contains(" refs ") && t.contains(" queue")) {
            return Kind.PEERS;
        }
        if (t.startsWith("nid ") && t.contains(" status ") && t.contains(" alive ")) {
            return Kind.NIS;
        }
        if (t.matches("pages\\s+count\\s+credits\\s+min")) {
            return Kind.BUFFERS;
        }
        if (t.matches("Routing\\s+\\w+")) {
            return Kind.ROUTES;
        }
        if (t.startsWith("ref ") && t.contains("rtr_ref")) {
            return Kind.ROUTERS;
        }
        return null;
    }

    private static Kind guessHeaderless(String fileNameHint, String text) {
        if (fileNameHint != null) {
            String base = fileNameHint.replaceFirst("\\.(txt|out|log)$", "");
            Kind kind = Kind.ofFileName(base);
            if (kind != null) {
                return kind;
            }
        }
        return NUMBERS.matcher(text).matches() ? Kind.STATS : null;
    }

    private static Line firstSignificant(List<Line> lines, int from) {
        for (int i = from; i < lines.size(); i++) {
            String t = lines.get(i).text();
            if (!t.isBlank() && !t.startsWith("#") && !t.equals("---")) {
                return lines.get(i);
            }
        }
        return null;
    }

    static List<Line> lines(String text) {
        List<Line> lines = new ArrayList<>();
        int n = 0;
        int start = 0;
        while (start <= text.length()) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = text.length();
                if (start == end) {
                    break;
                }
            }
            String line = text.substring(start, end);
            if (line.endsWith("\r")) {
                line = line.substring(0, line.length() - 1);
            }
            lines.add(new Line(++n, line));
            start = end + 1;
        }
        return lines;
    }

    static String abbreviate(String text) {
        return text.length() <= 60 ? text : text.substring(0, 57) + "...";
    }
}
