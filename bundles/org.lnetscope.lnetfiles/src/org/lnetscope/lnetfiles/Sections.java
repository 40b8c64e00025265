package org.lnetscope.lnetfiles;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.lnetfiles.Section.Kind;
import org.lnetscope.lnetfiles.lnetctl.LnetctlYaml;
import org.lnetscope.protocol.FileSummary;

/**
 * Cuts a file into {@link Section}s. Files come as collected on nodes or pasted by people: a plain
 * copy of {@code /sys/kernel/debug/lnet/peers} (or 1.8's {@code /proc/sys/lnet/peers}),
 * {@code lctl get_param peers nis} (with {@code peers=} lines), {@code lctl get_param -n peers nis}
 * (no name lines: the tables' own header lines tell where one ends), {@code lbstats} (banner lines
 * between tables), lnetctl YAML, or several of these pasted one after the other, each after its
 * shell prompt and command ({@link PastedCommand}), possibly indented or quoted ({@code > }) as a
 * whole by a mail. A section starts at a command line, a {@code name=} line, a table header or a
 * YAML top-level key; the command, else the file name, tells a headerless {@code stats} line.
 */
public final class Sections {

    private static final Pattern NAME_LINE = Pattern.compile("^(?:lnet\\.)?(peers|nis|buffers|routes|routers|stats|routing)=(.*)$");
    /** free's header: "total used free shared buff/cache available" (procps 3.3.10+) or "... buffers cached". */
    private static final Pattern FREE_HEADER = Pattern.compile("^total\\s+used\\s+free\\s+shared\\b.*");
    private static final Pattern YAML_TOP = Pattern.compile("^[A-Za-z][A-Za-z0-9 _()-]*:(\\s.*)?$");
    private static final Pattern NUMBERS = Pattern.compile("^\\s*-?\\d+(\\s+-?\\d+)+\\s*$");
    /** lbstats' banners: {@code === Router Buffers =======}, {@code === NIs ===...}, {@code === Peers ===...}. */
    private static final Pattern BANNER = Pattern.compile("^===+\\s.*===+$");

    static final String PROMPTS = "shell prompt/command lines";
    private static final Pattern NIS_1_6 = Pattern.compile("nid\\s+refs\\s+peer\\s+max\\s+tx\\s+min");
    private static final Pattern BUFFERS = Pattern.compile("pages\\s+count\\s+credits\\s+min");
    private static final Pattern ROUTING = Pattern.compile("Routing\\s+\\w+");
    private static final Pattern ROUTES = Pattern.compile("net\\s+hops\\s+(priority\\s+)?state\\s+router");

    private Sections() {
    }

    /**
     * @param file the name reported in diagnostics
     * @param fileNameHint the base name of the file, used to tell a bare stats line; may be null
     */
    public static List<Section> split(String file, String fileNameHint, Text text, List<Diagnostic> problems, FileSummary summary) {
        List<Section> sections = new ArrayList<>();
        if (firstSignificant(text) < 0) {
            problems.add(Diagnostic.warning(file, 0, "empty file"));
            return sections;
        }
        text = unquoted(text, summary);
        Builder b = new Builder(file, text, sections);
        Kind expected = null;
        String ignoring = null;
        int ignoringFrom = 0;
        long ignoredLines = 0;
        List<Integer> prose = new ArrayList<>();
        for (int i = 0; i < text.lineCount(); i++) {
            if (text.isBlank(i)) {
                continue;
            }
            String line = text.line(i);
            PastedCommand command = PastedCommand.parse(line);
            if (command != null) {
                b.end(i);
                flushIgnored(file, ignoring, ignoringFrom, i, ignoredLines, problems, summary);
                ignoredLines = 0;
                summary.ignored(PROMPTS, 1);
                if (command.lnet() || command.command().isEmpty()) {
                    expected = command.kind();
                    ignoring = null;
                } else {
                    ignoring = command.command();
                    ignoringFrom = i + 1;
                    expected = null;
                }
                continue;
            }
            String trimmed = line.strip();
            Matcher name = NAME_LINE.matcher(trimmed);
            Kind header = name.matches() ? null : headerKind(trimmed);
            if (ignoring != null && !name.matches() && header == null) {
                ignoredLines++;
                continue;
            }
            if (ignoring != null) {
                flushIgnored(file, ignoring, ignoringFrom, i, ignoredLines, problems, summary);
                ignoring = null;
                ignoredLines = 0;
            }
            if (BANNER.matcher(trimmed).matches()) {
                b.end(i);
                summary.ignored("lbstats banner lines", 1);
                continue;
            }
            if (name.matches()) {
                b.end(i);
                Kind kind = Kind.ofFileName(name.group(1));
                if (name.group(2).isBlank()) {
                    b.start(kind, i + 1, 0, null);
                } else {
                    b.start(kind, i, 0, name.group(2));
                }
                summary.ignored("lctl get_param name= lines", 1);
                expected = null;
                continue;
            }
            if (header == Kind.ROUTES && b.kind == Kind.ROUTES) {
                continue; // the column header after "Routing enabled"
            }
            if (b.kind != null && !b.kind.isTable() && b.kind != Kind.LNETCTL_YAML && header == null) {
                if (SystemOutputs.belongs(b.kind, trimmed)) {
                    continue; // a line of free's, /proc/meminfo's, the version's or routing's output
                }
                // "Let me know if you need more." under free -m: the output ended; the line is read
                // as what it is below (prose, YAML, a row), never swallowed
                b.end(i);
            }
            if (header != null) {
                b.end(i);
                b.start(header, i, 0, null);
                expected = null;
                continue;
            }
            if (b.kind == Kind.LNETCTL_YAML) {
                if (text.indent(i) <= b.strip && !yamlLine(trimmed)) {
                    // "Regards, Ann" under a pasted lnetctl output: no line of YAML at the
                    // document's indent is a sentence (lnetctl prints keys and list items), and
                    // left in, it made the YAML reader stop with a syntax error. A peers or nis
                    // row pasted under it without its command is read as one.
                    b.end(i);
                    Kind row = tableRowKind(trimmed);
                    if (row != null) {
                        b.start(row, i, 0, null);
                    } else {
                        prose.add(i);
                    }
                }
                continue;
            }
            boolean yamlStart = trimmed.equals("---") || expected == Kind.LNETCTL_YAML && yamlKey(trimmed, Integer.MAX_VALUE)
                    || yamlKey(trimmed, 2) && (LnetctlYaml.known(trimmed.substring(0, trimmed.indexOf(':'))) || blockFollows(text, i));
            if (b.kind != null && !yamlStart) {
                if (trimmed.startsWith("#")) {
                    summary.ignored("comment lines", 1);
                } else if (isProse(trimmed)) {
                    // "Thanks, Bob" under a pasted table: every row of an LNet table has a NID or is numbers
                    b.end(i);
                    prose.add(i);
                }
                continue; // a row of the current table
            }
            if (yamlStart && (expected == null || expected == Kind.LNETCTL_YAML || expected.isTable() && expected != Kind.STATS)) {
                b.end(i);
                b.start(Kind.LNETCTL_YAML, i, text.indent(i), null);
                if (text.indent(i) > 0) {
                    summary.ignored("YAML indented by " + text.indent(i) + " (indent removed)", 1);
                }
                expected = null;
                continue;
            }
            if (trimmed.startsWith("#")) {
                summary.ignored("comment lines", 1);
                continue;
            }
            Kind kind = expected != null ? expected : guessHeaderless(fileNameHint, trimmed);
            if (kind == null) {
                // A ticket's prose ("Hi, rtr01 is stuck again, output below:"): skipped and
                // listed, so that the LNet output around it is still read.
                b.end(i);
                prose.add(i);
                continue;
            }
            b.end(i);
            b.start(kind, i, 0, null);
            expected = null;
        }
        b.end(text.lineCount());
        flushIgnored(file, ignoring, ignoringFrom, text.lineCount(), ignoredLines, problems, summary);
        reportProse(file, text, prose, sections, problems, summary);
        return sections;
    }

    /** At most this many skipped lines are listed one by one; the rest in one diagnostic. */
    static final int PROSE_LISTED = 10;

    /**
     * Lines that are no LNet output: when the file has LNet output too, each is a warning naming
     * its line and text (the first {@link #PROSE_LISTED}); when it has none, the file is not LNet
     * output at all, one error at its first line.
     */
    private static void reportProse(String file, Text text, List<Integer> prose, List<Section> sections, List<Diagnostic> problems,
            FileSummary summary) {
        if (prose.isEmpty()) {
            return;
        }
        if (sections.isEmpty()) {
            int first = prose.get(0);
            problems.add(Diagnostic.error(file, first + 1, "not LNet output: expected a debugfs table"
                    + " (peers, nis, buffers, routes, routers, stats), an lctl get_param 'name=' line, lnetctl"
                    + " YAML or a shell command line producing one, found \"" + abbreviate(text.line(first).strip()) + "\""));
            summary.ignored("lines that are not LNet output", prose.size());
            return;
        }
        for (int k = 0; k < Math.min(PROSE_LISTED, prose.size()); k++) {
            int line = prose.get(k);
            problems.add(Diagnostic.warning(file, line + 1, "skipped, not LNet output: \"" + abbreviate(text.line(line).strip()) + "\""));
        }
        if (prose.size() > PROSE_LISTED) {
            problems.add(Diagnostic.warning(file, prose.get(PROSE_LISTED) + 1, (prose.size() - PROSE_LISTED)
                    + " more lines skipped, not LNet output (lines " + (prose.get(PROSE_LISTED) + 1) + "-"
                    + (prose.get(prose.size() - 1) + 1) + ")"));
        }
        summary.ignored("prose lines (not LNet output), skipped", prose.size());
    }

    /**
     * Words, at most one of them a number and none a NID: no row of an LNet table is that (a peers,
     * nis or routers row has a NID, a routes row a NID too, buffers and stats rows are numbers), so
     * under a table it is the ticket's text, not a row: "Thanks for looking at it.", "Let me know if
     * you need more, I'm here until 5pm.", "Rebooted 2 times since". One word ("Bob") is not enough.
     */
    static boolean isProse(String trimmed) {
        if (trimmed.isEmpty() || !Character.isLetter(trimmed.charAt(0)) || trimmed.indexOf(' ') < 0) {
            return false;
        }
        int numbers = 0;
        for (String word : trimmed.split("\\s+")) {
            if (word.indexOf('@') >= 0) {
                return false;
            }
            if (INTEGER.matcher(word).matches()) {
                numbers++;
            }
        }
        return numbers < 2;
    }

    private static final Pattern INTEGER = Pattern.compile("-?\\d+");

    /**
     * A key line of YAML at its top level whose key has at most {@code words} words: lnetctl's have
     * one to three ({@code net:}, {@code peer list:}, {@code local NI recovery:}); a sentence
     * ending in a colon ("Here is what I see on the router:") has more. Where no lnetctl command
     * says YAML follows, a key of more than two words, or one lnetctl does not print with nothing
     * under it ("Output below:"), starts no YAML.
     */
    static boolean yamlKey(String trimmed, int words) {
        if (!YAML_TOP.matcher(trimmed).matches()) {
            return false;
        }
        return trimmed.substring(0, trimmed.indexOf(':')).strip().split("\\s+").length <= words;
    }

    /** A line lnetctl YAML may have at its document's indent: a key, a list item, a comment, a document marker. */
    private static boolean yamlLine(String trimmed) {
        return yamlKey(trimmed, 3) || trimmed.startsWith("-") || trimmed.startsWith("#") || trimmed.equals("...");
    }

    /**
     * Whether the line after line {@code i} (the next non-blank one) is indented deeper or a list
     * item: a YAML key with a block under it. "Output below:" before a command line has none.
     */
    private static boolean blockFollows(Text text, int i) {
        for (int j = i + 1; j < text.lineCount(); j++) {
            if (!text.isBlank(j)) {
                return text.indent(j) > text.indent(i) || text.indent(j) == text.indent(i) && text.line(j).strip().startsWith("- ");
            }
        }
        return false;
    }

    private static void flushIgnored(String file, String command, int from, int to, long lines, List<Diagnostic> problems,
            FileSummary summary) {
        if (command == null) {
            return;
        }
        summary.ignored("output lines of '" + abbreviate(command) + "'", lines);
        if (lines > 0) {
            problems.add(Diagnostic.info(file, from + 1, "lines " + (from + 1) + "-" + to + ": output of '"
                    + abbreviate(command) + "', not LNet output; ignored"));
        }
    }

    /** Collects sections; a section ends where the next starts or at a command line. */
    private static final class Builder {
        private final String file;
        private final Text text;
        private final List<Section> sections;
        private Kind kind;
        private int from;
        private int strip;
        private String first;

        Builder(String file, Text text, List<Section> sections) {
            this.file = file;
            this.text = text;
            this.sections = sections;
        }

        void start(Kind k, int line, int indent, String firstOverride) {
            kind = k;
            from = line;
            strip = indent;
            first = firstOverride;
        }

        void end(int line) {
            if (kind != null) {
                int to = line;
                while (to > from && text.isBlank(to - 1)) {
                    to--;
                }
                sections.add(new Section(kind, file, text, from, Math.max(from, to), strip, first));
            }
            kind = null;
            first = null;
        }
    }

    /**
     * A file quoted as a whole by a mail reader ({@code > } before every line) without the quoting;
     * other files as they are.
     */
    private static Text unquoted(Text text, FileSummary summary) {
        for (int i = 0; i < text.lineCount(); i++) {
            if (!text.isBlank(i) && text.charAt(text.lineStart(i) + text.indent(i)) != '>') {
                return text;
            }
        }
        StringBuilder b = new StringBuilder(text.string().length());
        for (int i = 0; i < text.lineCount(); i++) {
            String line = text.line(i);
            String t = line.stripLeading();
            if (t.startsWith(">")) {
                t = t.substring(1);
                if (t.startsWith(" ")) {
                    t = t.substring(1);
                }
            }
            b.append(t).append('\n');
        }
        summary.ignored("mail quoting '> ' removed from every line", text.lineCount());
        return new Text(b.toString());
    }

    /** The kind whose debugfs header this line is, if it is one. */
    static Kind headerKind(String text) {
        String t = text.trim();
        if (t.length() < 8) {
            return null;
        }
        if (t.startsWith("nid ") && t.contains(" refs ") && t.contains(" queue")) {
            return Kind.PEERS;
        }
        if (t.startsWith("nid ") && (t.contains(" status ") && t.contains(" alive ") || NIS_1_6.matcher(t).matches())) {
            return Kind.NIS;
        }
        if (t.startsWith("pages") && BUFFERS.matcher(t).matches()) {
            return Kind.BUFFERS;
        }
        if (t.startsWith("Routing") && ROUTING.matcher(t).matches() || t.startsWith("net") && ROUTES.matcher(t).matches()) {
            return Kind.ROUTES;
        }
        if (t.startsWith("ref ") && t.contains("rtr_ref")) {
            return Kind.ROUTERS;
        }
        if (t.startsWith("total") && FREE_HEADER.matcher(t).matches()) {
            return Kind.FREE;
        }
        if (t.startsWith("MemTotal:")) {
            return Kind.MEMINFO;
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
        if (NUMBERS.matcher(text).matches()) {
            return Kind.STATS;
        }
        return tableRowKind(text);
    }

    /**
     * A peers or nis row pasted without its header or command ({@code ... | grep o2ib1} output, a
     * row quoted in a mail), by its shape (proc_lnet_peers / proc_lnet_nis formats, see
     * DebugfsTables): a NID, then for nis its status (up/down) and 7 numbers, for peers a refs
     * count, the state (up/down/NA) and 7 numbers. The table reader then says the header was missing.
     */
    static Kind tableRowKind(String text) {
        String[] c = text.trim().split("\\s+");
        if (c.length < 9 || c[0].indexOf('@') <= 0 || !allIntegers(c, c.length == 9 ? 2 : 3)) {
            return null;
        }
        if (c.length == 9 && (c[1].equals("up") || c[1].equals("down"))) {
            return Kind.NIS;
        }
        if (c.length == 10 && allIntegers(new String[] {c[1]}, 0) && (c[2].equals("up") || c[2].equals("down") || c[2].equals("NA"))) {
            return Kind.PEERS;
        }
        return null;
    }

    private static boolean allIntegers(String[] words, int from) {
        for (int i = from; i < words.length; i++) {
            if (!words[i].matches("-?\\d{1,20}")) {
                return false;
            }
        }
        return true;
    }

    private static int firstSignificant(Text text) {
        for (int i = 0; i < text.lineCount(); i++) {
            if (!text.isBlank(i)) {
                return i;
            }
        }
        return -1;
    }

    static String abbreviate(String text) {
        return text.length() <= 60 ? text : text.substring(0, 57) + "...";
    }
}
