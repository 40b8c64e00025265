package org.lnetscope.vmcore.crash;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

import org.lnetscope.core.Diagnostic.Severity;
import org.lnetscope.core.Diagnostic;
import org.lnetscope.model.resource.ControlChars;

/**
 * Streaming parser of crash(8) session text: {@code crash> } prompts followed by their output, as
 * saved with script/tee, crash's own {@code >} redirection or {@code crash -i file > log}. Plain or
 * gzip, one file or a directory of them. It keeps only the struct being read, so memory stays
 * bounded whatever the file size, and it reports every problem as a {@link Diagnostic}: it never
 * throws on bad input.
 *
 * <p>Output shapes (crash(8) help struct/list/rd; docs/crash/): whole struct dumps ({@code struct x {...}}, nested, anonymous
 * and inline braces), partial dumps without braces ({@code struct x.m1,m2 addr}, {@code list -s
 * x.m1,m2}), {@code list} container-address lines, {@code rd} words, {@code kmem -i},
 * {@code p} results, the {@code sys} banner, and crash/gdb error lines.
 */
public final class CrashLogParser {

    private static final String PROMPT = "crash> ";
    /** Braces deeper than this are damage, not a struct crash printed (found by CrashLogFuzzTest's gzip bombs). */
    static final int MAX_NESTING = 64;

    /** Commands whose errors crash prefixes with their name ({@code list: duplicate list entry}). */
    private static final Set<String> ERROR_PREFIXES = Set.of("list", "struct", "union", "rd", "kmem", "p", "print",
            "crash", "gdb", "log", "dmesg", "sym", "mod", "search", "tree", "sys", "px", "pd", "dis", "bt");

    /** Reported one by one per command; beyond this only counted, so a wrong log cannot flood. */
    private static final int MAX_UNEXPECTED_REPORTED = 5;

    private final CrashListener listener;

    public CrashLogParser(CrashListener listener) {
        this.listener = listener;
    }

    /** Parses a file (plain or gzip) or every regular file under a directory, in name order. */
    public void parse(Path path) {
        if (Files.isDirectory(path)) {
            List<Path> files;
            try (Stream<Path> walk = Files.walk(path)) {
                files = walk.filter(Files::isRegularFile)
                        .filter(p -> !p.getFileName().toString().startsWith("."))
                        .sorted()
                        .toList();
            } catch (IOException e) {
                listener.diagnostic(new Diagnostic(Severity.ERROR, path.toString(), 0, "cannot list directory: " + e));
                return;
            }
            if (files.isEmpty()) {
                listener.diagnostic(new Diagnostic(Severity.WARNING, path.toString(), 0, "directory holds no file"));
            }
            for (Path f : files) {
                parseFile(f);
            }
        } else {
            parseFile(path);
        }
    }

    private void parseFile(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            parse(file.toString(), in);
        } catch (IOException e) {
            listener.diagnostic(new Diagnostic(Severity.ERROR, file.toString(), 0, "cannot read: " + e.getMessage()));
        }
    }

    /** Parses one stream named {@code name} in diagnostics; gzip is recognised by its magic bytes. */
    public void parse(String name, InputStream raw) {
        FileState state = new FileState(name);
        LineReader reader = null;
        try {
            BufferedInputStream in = new BufferedInputStream(raw, 1 << 16);
            in.mark(2);
            int b0 = in.read();
            int b1 = in.read();
            in.reset();
            InputStream data = b0 == 0x1f && b1 == 0x8b ? new GZIPInputStream(in, 1 << 16) : in;
            reader = new LineReader(data);
            String line;
            while ((line = reader.readLine()) != null) {
                state.lineNo++;
                if (reader.lastLineCut()) {
                    state.diag(Severity.WARNING, "line longer than " + LineReader.MAX_LINE + " bytes: cut");
                }
                state.line(line);
            }
        } catch (EOFException e) {
            state.diag(Severity.ERROR, "file ends in the middle of its compressed data: the copy is incomplete");
        } catch (IOException e) {
            state.diag(Severity.ERROR, "read failed: " + e.getMessage());
        } catch (StructIndex.TooManyObjects e) {
            throw e; // the listener's bound: the command stops here and says where
        } catch (RuntimeException e) {
            // A parser bug must not lose the rest of the session: report it with the line.
            state.diag(Severity.ERROR, "internal parser error: " + e);
        }
        state.finishCommand();
        listener.endOfFile(name, reader == null ? 0 : reader.bytes());
    }

    /** Parser state for one file: the current command and the struct being assembled. */
    private final class FileState {
        final String file;
        int lineNo;
        CrashCommand command;
        /** Top-level struct being built; emitted when complete. */
        CrashStruct root;
        /** Open composites, innermost first; the root is at the bottom. */
        final ArrayDeque<CrashStruct> stack = new ArrayDeque<>();
        /** Root came from bare {@code name = value} lines: no closing brace will end it. */
        boolean partial;
        /** For {@code list}: the container address printed last and not yet given to a struct. */
        long pendingAddress;
        int pendingLine;
        int ordinal;
        int unexpected;
        boolean addressless;
        /** Member names repeat millions of times in a big extract: share one String each. */
        final Map<String, String> names = new HashMap<>();

        FileState(String file) {
            this.file = file;
            this.command = CrashCommand.implicit(file);
        }

        void diag(Severity severity, String message) {
            listener.diagnostic(new Diagnostic(severity, file, lineNo, message));
        }

        void line(String raw) {
            String line = raw;
            if (line.indexOf('\u001b') >= 0 || line.indexOf('\u009b') >= 0) {
                line = ControlChars.stripAnsi(line); // terminal colours and titles from script(1)
            }
            String damage = ControlChars.cleanLines(line, (n, c) -> diag(Severity.WARNING,
                    "control character " + c + " (line damage): line skipped"));
            if (damage.isEmpty() && !line.isEmpty()) {
                return; // a NUL of a crashed node's log: never stored in the model
            }
            int prompt = line.startsWith(PROMPT) || line.equals("crash>") ? 0 : line.indexOf(PROMPT);
            if (prompt >= 0) {
                if (prompt > 0) {
                    // Output without its newline, then the next prompt: the output was cut.
                    diag(Severity.WARNING, "output of '" + command.text() + "' runs into the next prompt: last line cut");
                    body(line.substring(0, prompt));
                }
                String text = line.substring(Math.min(line.length(), prompt + PROMPT.length()));
                while (text.startsWith(PROMPT)) {
                    text = text.substring(PROMPT.length()); // prompts of empty commands on one line
                }
                if (text.trim().equals("crash>")) {
                    text = "";
                }
                finishCommand();
                command = new CrashCommand(file, lineNo, text.strip());
                if (!text.isBlank()) {
                    listener.command(command);
                }
                return;
            }
            body(line);
        }

        void body(String line) {
            if (!stack.isEmpty() && (!partial || stack.size() > 1)) {
                inBraces(line);
                return;
            }
            String t = line.strip();
            if (t.isEmpty()) {
                return;
            }
            if (isErrorLine(t)) {
                crashError(t);
                return;
            }
            switch (command.kind()) {
                case STRUCT, LIST, PRINT, AUTO -> structLike(line, t);
                case STRUCT_OFFSETS -> offsets(t);
                case RD -> rd(t);
                case KMEM_INFO -> kmem(t);
                case SYS -> sys(t);
                case LOG, OTHER -> listener.output(command, lineNo, line);
            }
        }

        /** A line while a braced dump is open. */
        void inBraces(String line) {
            String t = line.strip();
            if (t.isEmpty()) {
                return;
            }
            if (isErrorLine(t) || (command.kind() == CrashCommand.Kind.LIST && Scalars.isAddressLine(t))) {
                truncatedRoot();
                body(line);
                return;
            }
            feed(line);
        }

        void structLike(String line, String t) {
            if (Scalars.isAddressLine(t) && (command.kind() == CrashCommand.Kind.LIST
                    || command.kind() == CrashCommand.Kind.AUTO)) {
                closePartial();
                flushPending();
                pendingAddress = Scalars.hex(t).getAsLong();
                pendingLine = lineNo;
                if (command.kind() == CrashCommand.Kind.LIST && command.option("-s") == null
                        && command.option("-S") == null) {
                    // Plain 'list': the addresses are the whole output.
                    CrashStruct entry = new CrashStruct(command.structType(), pendingAddress, command, lineNo);
                    pendingAddress = 0;
                    emit(entry);
                }
                return;
            }
            if ((t.startsWith("struct ") || t.startsWith("union ")) && t.endsWith("{")) {
                closePartial();
                String type = t.substring(t.indexOf(' ') + 1, t.length() - 1).strip();
                startRoot(type, false);
                return;
            }
            if (t.startsWith("$") && t.indexOf(" = ") > 0) {
                closePartial();
                printResult(t);
                return;
            }
            if (isMemberLine(t) && command.kind() != CrashCommand.Kind.PRINT) {
                if (root == null) {
                    startRoot(command.structType(), true);
                }
                feed(line);
                return;
            }
            if (command.kind() == CrashCommand.Kind.AUTO) {
                if (isKeyValue(t)) {
                    sys(t);
                } else {
                    listener.output(command, lineNo, line);
                }
                return;
            }
            if (command.kind() == CrashCommand.Kind.PRINT) {
                listener.output(command, lineNo, line);
                return;
            }
            unexpected(t);
        }

        void startRoot(String type, boolean bare) {
            long address = 0;
            if (command.kind() == CrashCommand.Kind.LIST || command.kind() == CrashCommand.Kind.AUTO) {
                address = pendingAddress;
                pendingAddress = 0;
            } else if (command.kind() == CrashCommand.Kind.STRUCT && ordinal == 0) {
                address = command.address().orElse(0);
            }
            if (address == 0 && !addressless && command.kind() != CrashCommand.Kind.PRINT) {
                addressless = true;
                diag(Severity.INFO, "struct " + type + " printed without an address (a count, or output saved"
                        + " without its command): it cannot be linked to pointers");
            }
            root = new CrashStruct(type, address, command, lineNo);
            stack.clear();
            stack.push(root);
            partial = bare;
        }

        /** {@code $3 = (struct lnet_peer_table **) 0xffff...} or {@code $4 = {}: one struct "print". */
        void printResult(String t) {
            int eq = t.indexOf(" = ");
            String expr = String.join(" ", command.args());
            if (expr.isEmpty()) {
                expr = t.substring(0, eq);
            }
            String value = t.substring(eq + 3).strip();
            CrashStruct print = new CrashStruct("print", 0, command, lineNo);
            if (value.equals("{")) {
                CrashStruct child = new CrashStruct(null, 0, null, lineNo);
                print.add(new Member(expr, child));
                root = print;
                stack.clear();
                stack.push(child);
                partial = false;
                return;
            }
            if (value.startsWith("{")) {
                root = print;
                stack.clear();
                partial = false;
                CrashStruct child = new CrashStruct(null, 0, null, lineNo);
                print.add(new Member(expr, child));
                stack.push(child);
                feed(value.substring(1));
                return;
            }
            print.add(new Member(expr, value));
            emit(print);
        }

        /**
         * Tokenises one line of gdb value syntax into the open composites: {@code name = scalar,},
         * {@code name = {}, a bare {@code {} (anonymous union or array element), {@code },} and
         * inline forms such as {@code rx_list = {next = 0x1, prev = 0x2},}.
         */
        void feed(String line) {
            int n = line.length();
            int i = 0;
            while (i < n) {
                char c = line.charAt(i);
                if (c == ' ' || c == ',' || c == '\t' || c == ';') {
                    i++;
                    continue;
                }
                if (c == '}') {
                    i++;
                    if (partial && stack.size() == 1) {
                        unexpected(line.strip());
                        continue;
                    }
                    stack.pop();
                    if (stack.isEmpty()) {
                        CrashStruct done = root;
                        root = null;
                        emit(done);
                        return;
                    }
                    continue;
                }
                CrashStruct top = stack.peek();
                String name = null;
                int j = i;
                while (j < n && isNameChar(line.charAt(j))) {
                    j++;
                }
                if (j > i && line.startsWith(" = ", j)) {
                    name = intern(line.substring(i, j));
                    i = j + 3;
                } else if (j > i && j + 2 == n && line.startsWith(" =", j)) {
                    top.add(new Member(intern(line.substring(i, j)), ""));
                    return;
                }
                if (i < n && line.charAt(i) == '{') {
                    if (stack.size() >= MAX_NESTING) {
                        // crash nests a few levels (kib_conn: 3); a line of braces (a gzip bomb's) would
                        // make every later lookup recurse as deep (CrashStruct.direct): StackOverflowError
                        diag(Severity.WARNING, "values nested more than " + MAX_NESTING + " deep: the rest of the line is skipped");
                        return;
                    }
                    CrashStruct child = new CrashStruct(null, 0, null, lineNo);
                    top.add(new Member(name, child));
                    stack.push(child);
                    i++;
                    continue;
                }
                int k = scanScalar(line, i);
                int e = k;
                while (e > i && line.charAt(e - 1) == ' ') {
                    e--;
                }
                String value = line.substring(i, e);
                i = k;
                if (name == null && !value.isEmpty() && (value.charAt(0) == '\'' || value.charAt(0) == '"')
                        && top.size() > 0 && top.member(top.size() - 1).name() != null
                        && !top.member(top.size() - 1).isStruct()) {
                    // gdb prints char arrays as "abc", '\000' <repeats 12 times>: one value, not two.
                    Member last = top.member(top.size() - 1);
                    top.replaceLast(new Member(last.name(), last.text() + ", " + value));
                    continue;
                }
                if (value.startsWith("<error")) {
                    diag(Severity.WARNING, (name == null ? "value" : name) + " unreadable: " + value);
                }
                top.add(new Member(name, value));
            }
        }

        /** End of a scalar: the first comma or closing brace outside quotes. */
        int scanScalar(String line, int from) {
            boolean dq = false;
            boolean sq = false;
            for (int k = from, n = line.length(); k < n; k++) {
                char c = line.charAt(k);
                if (c == '\\' && (dq || sq)) {
                    k++;
                } else if (c == '"' && !sq) {
                    dq = !dq;
                } else if (c == '\'' && !dq) {
                    sq = !sq;
                } else if (!dq && !sq && (c == ',' || c == '}')) {
                    return k;
                }
            }
            return line.length();
        }

        String intern(String s) {
            String known = names.putIfAbsent(s, s);
            return known == null ? s : known;
        }

        void closePartial() {
            if (root != null && partial) {
                if (stack.size() > 1) {
                    diag(Severity.WARNING, "members of " + root.type() + " end inside a nested value: truncated");
                    root.markTruncated();
                }
                CrashStruct done = root;
                root = null;
                stack.clear();
                partial = false;
                emit(done);
            }
        }

        void truncatedRoot() {
            if (root == null) {
                return;
            }
            if (command.kind() == CrashCommand.Kind.STRUCT_OFFSETS) {
                CrashStruct done = root; // older crash prints no SIZE line after the definition
                root = null;
                emit(done);
                return;
            }
            if (!partial || stack.size() > 1) {
                diag(Severity.ERROR, "output of '" + command.text() + "' stops inside struct "
                        + (root.type() == null ? "" : root.type()) + " begun at line " + root.line()
                        + " (" + (partial ? stack.size() - 1 : stack.size()) + " unclosed braces): truncated");
                root.markTruncated();
            }
            CrashStruct done = root;
            root = null;
            stack.clear();
            partial = false;
            emit(done);
        }

        /** A list entry address with -s but nothing after it: the output was cut or crash failed. */
        void flushPending() {
            if (pendingAddress != 0) {
                CrashStruct entry = new CrashStruct(command.structType(), pendingAddress, command, pendingLine);
                entry.markTruncated();
                pendingAddress = 0;
                listener.diagnostic(new Diagnostic(Severity.WARNING, file, pendingLine, "list entry "
                        + Scalars.address(entry.address()) + " has no members printed after it"));
                emit(entry);
            }
        }

        void emit(CrashStruct s) {
            s.ordinal(ordinal++);
            listener.struct(s);
        }

        void finishCommand() {
            truncatedRoot();
            flushPending();
            if (unexpected > MAX_UNEXPECTED_REPORTED) {
                diag(Severity.WARNING, (unexpected - MAX_UNEXPECTED_REPORTED) + " more unexpected lines in the output of '"
                        + command.text() + "' (line " + command.line() + ") not listed");
            }
            unexpected = 0;
            ordinal = 0;
            addressless = false;
            command.outputRead();
        }

        void unexpected(String t) {
            unexpected++;
            if (unexpected <= MAX_UNEXPECTED_REPORTED) {
                String shown = t.length() > 80 ? t.substring(0, 80) + "..." : t;
                diag(Severity.WARNING, "unexpected line in the output of '" + command.text() + "': " + shown);
            }
        }

        void crashError(String t) {
            int colon = t.indexOf(':');
            String what = t;
            Severity severity = Severity.ERROR;
            String hint = "";
            if (t.contains("duplicate list entry")) {
                severity = Severity.WARNING;
                hint = " (the list loops back on itself; entries before this line are complete)";
            } else if (t.contains("invalid kernel virtual address: dead0000")) {
                hint = " (the walk reached a list_del-poisoned pointer: the list was being modified or the"
                        + " node was deleted; entries before this line are kept)";
            } else if (t.contains("invalid data structure reference")) {
                hint = " (the module's debuginfo is not loaded: run 'mod -S' first)";
            }
            if (colon > 0 && ERROR_PREFIXES.contains(t.substring(0, colon))) {
                what = t.substring(colon + 1).strip();
            }
            String where = command.text().isEmpty() ? "" : " in '" + command.text() + "'";
            diag(severity, "crash error" + where + ": " + what + hint);
            // Whatever was being listed stops here; a partial dump is closed as is.
            if (root != null && partial) {
                closePartial();
            }
            flushPendingQuietly();
        }

        void flushPendingQuietly() {
            if (pendingAddress != 0) {
                CrashStruct entry = new CrashStruct(command.structType(), pendingAddress, command, pendingLine);
                entry.markTruncated();
                pendingAddress = 0;
                emit(entry);
            }
        }

        /** {@code struct -o type}: {@code [0x50] struct list_head lpni_rtrq;} lines and {@code SIZE: n}. */
        void offsets(String t) {
            if ((t.startsWith("struct ") || t.startsWith("union ")) && t.endsWith("{") && root == null) {
                String type = t.substring(t.indexOf(' ') + 1, t.length() - 1).strip();
                root = new CrashStruct(type, 0, command, lineNo);
                return;
            }
            if (root == null) {
                if (t.startsWith("SIZE:")) {
                    return;
                }
                unexpected(t);
                return;
            }
            if (t.startsWith("[")) {
                int close = t.indexOf(']');
                int semi = t.lastIndexOf(';');
                if (close > 1 && semi > close) {
                    String off = t.substring(1, close).strip();
                    String decl = t.substring(close + 1, semi).strip();
                    String name = declaredName(decl);
                    if (name != null) {
                        root.add(new Member(name, off.startsWith("0x") ? off : "0x" + toHexOffset(off)));
                        return;
                    }
                }
                unexpected(t);
            } else if (t.startsWith("SIZE:")) {
                root.add(new Member("SIZE", t.substring(5).strip()));
                CrashStruct done = root;
                root = null;
                emit(done);
            }
            // braces of nested unions and the closing brace carry nothing
        }

        void rd(String t) {
            int colon = t.indexOf(':');
            if (colon <= 0) {
                unexpected(t);
                return;
            }
            OptionalLong at = Scalars.hex(t.substring(0, colon));
            if (at.isEmpty()) {
                unexpected(t);
                return;
            }
            if (root == null) {
                root = new CrashStruct("rd", at.getAsLong(), command, lineNo);
                partial = true; // emitted when the command ends
                stack.clear();
                stack.push(root);
            }
            String words = t.substring(colon + 1).stripLeading();
            int ascii = words.indexOf("   ");
            if (ascii >= 0) {
                words = words.substring(0, ascii);
            }
            long address = at.getAsLong();
            boolean decimal = command.hasFlag("-d") || command.hasFlag("-u");
            for (String w : words.split(" +")) {
                if (w.isEmpty()) {
                    continue;
                }
                boolean ok = decimal ? Scalars.number(w).isPresent() : Scalars.hex(w).isPresent();
                if (!ok) {
                    break; // a symbol (rd -s) or the ASCII column
                }
                root.add(new Member(Scalars.address(address), decimal ? w : "0x" + w));
                address += decimal ? 8 : Math.max(1, w.length() / 2);
            }
        }

        /** {@code    TOTAL MEM  12288000      46.9 GB         ----}. */
        void kmem(String t) {
            int i = 0;
            int n = t.length();
            while (i < n && (Character.isUpperCase(t.charAt(i)) || (t.charAt(i) == ' ' && i + 1 < n
                    && Character.isUpperCase(t.charAt(i + 1))))) {
                i++;
            }
            String label = t.substring(0, i).strip();
            if (label.isEmpty() || label.equals("PAGES") || label.startsWith("PAGES ")) {
                return; // the header row
            }
            String[] rest = t.substring(i).strip().split(" +");
            if (rest.length < 2 || Scalars.number(rest[0]).isEmpty()) {
                unexpected(t);
                return;
            }
            if (root == null) {
                root = new CrashStruct("kmem -i", 0, command, lineNo);
                partial = true;
                stack.clear();
                stack.push(root);
            }
            CrashStruct row = new CrashStruct(null, 0, null, lineNo);
            row.add(new Member("pages", rest[0]));
            int k = 1;
            String total = rest[k++];
            if (k < rest.length && isUnit(rest[k])) {
                total = total + " " + rest[k++];
            }
            row.add(new Member("total", total));
            StringBuilder pct = new StringBuilder();
            for (; k < rest.length; k++) {
                pct.append(pct.length() == 0 ? "" : " ").append(rest[k]);
            }
            row.add(new Member("percentage", pct.toString()));
            root.add(new Member(intern(label), row));
        }

        /** {@code      MEMORY: 47.9 GB} (the {@code sys} command and the banner before the first prompt). */
        void sys(String t) {
            int colon = t.indexOf(": ");
            if (colon <= 0) {
                if (command.kind() == CrashCommand.Kind.SYS) {
                    unexpected(t);
                }
                return;
            }
            if (root == null || !"sys".equals(root.type())) {
                closePartial();
                root = new CrashStruct("sys", 0, command, lineNo);
                partial = true;
                stack.clear();
                stack.push(root);
            }
            root.add(new Member(intern(t.substring(0, colon).strip()), t.substring(colon + 2).strip()));
        }
    }

    static boolean isUnit(String w) {
        return w.equals("B") || w.equals("KB") || w.equals("MB") || w.equals("GB") || w.equals("TB");
    }

    /** The declared name in a C declaration such as {@code struct list_head *pt_hash} or {@code int (*fn)(void)}. */
    static String declaredName(String decl) {
        String d = decl;
        int fn = d.indexOf("(*");
        if (fn >= 0) {
            int close = d.indexOf(')', fn);
            return close > fn + 2 ? d.substring(fn + 2, close).strip() : null;
        }
        int bracket = d.indexOf('[');
        if (bracket > 0) {
            d = d.substring(0, bracket);
        }
        int colon = d.indexOf(" :"); // bitfield "unsigned int msg_tx_committed : 1"
        if (colon > 0) {
            d = d.substring(0, colon);
        }
        d = d.strip();
        int k = d.length();
        while (k > 0 && isNameChar(d.charAt(k - 1)) && d.charAt(k - 1) != '.') {
            k--;
        }
        String name = d.substring(k);
        return name.isEmpty() ? null : name;
    }

    private static String toHexOffset(String decimal) {
        OptionalLong v = Scalars.number(decimal);
        return v.isPresent() ? Long.toHexString(v.getAsLong()) : decimal;
    }

    static boolean isNameChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.'
                || c == '[' || c == ']' || c == '$';
    }

    /** {@code name = ...} where name is a C identifier path. */
    static boolean isMemberLine(String t) {
        int j = 0;
        int n = t.length();
        while (j < n && isNameChar(t.charAt(j))) {
            j++;
        }
        return j > 0 && t.startsWith(" =", j);
    }

    static boolean isKeyValue(String t) {
        int colon = t.indexOf(": ");
        if (colon <= 0) {
            return false;
        }
        for (int i = 0; i < colon; i++) {
            char c = t.charAt(i);
            if (!(Character.isUpperCase(c) || c == ' ' || c == '_')) {
                return false;
            }
        }
        return true;
    }

    /** crash/gdb error lines: {@code list: invalid kernel virtual address: ...}, gdb's own messages. */
    static boolean isErrorLine(String t) {
        int colon = t.indexOf(": ");
        if (colon > 0 && colon < 8 && ERROR_PREFIXES.contains(t.substring(0, colon))) {
            return true;
        }
        return t.startsWith("No symbol \"") || t.startsWith("Cannot access memory at address")
                || t.startsWith("There is no member named");
    }

    /** Collects structs into memory: convenient for small extracts and tests. */
    public static List<CrashStruct> structsOf(Path path, List<Diagnostic> diagnostics) {
        List<CrashStruct> out = new ArrayList<>();
        new CrashLogParser(new CrashListener() {
            @Override
            public void struct(CrashStruct struct) {
                out.add(struct);
            }

            @Override
            public void diagnostic(Diagnostic d) {
                diagnostics.add(d);
            }
        }).parse(path);
        return out;
    }
}
