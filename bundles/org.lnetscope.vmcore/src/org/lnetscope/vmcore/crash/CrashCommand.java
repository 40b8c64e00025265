package org.lnetscope.vmcore.crash;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.OptionalLong;

/**
 * One {@code crash> } command line of a session, and how its output is to be read. A file with no
 * prompt at all (output saved with crash's {@code >} redirection, or a vmcore-dmesg.txt) gets one
 * implicit command of kind {@link Kind#AUTO} whose output is recognised by its shape.
 */
public final class CrashCommand {

    /** Compiled once: String.split compiles a many-character regex on every call, once per command line. */
    private static final java.util.regex.Pattern SPACES = java.util.regex.Pattern.compile("\\s+");

    /** What the output of a command looks like. */
    public enum Kind {
        /** {@code struct type[.m1,m2] addr}: one dump, whole (braces) or partial (bare members). */
        STRUCT,
        /** {@code struct -o type}: a definition with member offsets, no values. */
        STRUCT_OFFSETS,
        /** {@code list ...}: container addresses, each optionally followed by its members or dump. */
        LIST,
        /** {@code rd addr [count]}: {@code addr:  word word   ascii} lines. */
        RD,
        /** {@code kmem -i}: the memory summary table. */
        KMEM_INFO,
        /** {@code p expr}: {@code $N = value}. */
        PRINT,
        /** {@code sys} or the banner crash prints on start: {@code KEY: value} lines. */
        SYS,
        /** {@code log} / {@code dmesg}: kernel log lines, passed on as text. */
        LOG,
        /** No prompt seen yet: any of the shapes above may follow. */
        AUTO,
        /** Anything else: passed on as text. */
        OTHER
    }

    private final String file;
    private final int line;
    private final String text;
    /*
     * The words while the parser reads the command's output (asked for per struct and per list
     * entry: a 1 MB command line split per entry was quadratic, found by CrashLogFuzzTest), then
     * split again when asked for, not kept: a kept dump holds its command, and an extract of 500k
     * 'struct kib_conn ADDR' commands kept 500k word lists (issue 30, §5).
     */
    private List<String> words;
    private boolean outputRead;
    private final Kind kind;

    public CrashCommand(String file, int line, String text) {
        this.file = file;
        this.line = line;
        this.text = text;
        this.kind = kindOf(split(text));
    }

    /** The implicit command of output seen before any prompt. */
    static CrashCommand implicit(String file) {
        return new CrashCommand(file, 0, "");
    }

    public String file() {
        return file;
    }

    /** 1-based line of the prompt, 0 for the implicit command. */
    public int line() {
        return line;
    }

    public String text() {
        return text;
    }

    public Kind kind() {
        return kind;
    }

    /** The command word ({@code struct}, {@code list}...), empty for the implicit command. */
    public String verb() {
        List<String> words = words();
        return words.isEmpty() ? "" : words.get(0);
    }

    /** Words after the verb, up to a shell pipe or redirection. */
    public List<String> args() {
        List<String> words = words();
        return words.isEmpty() ? List.of() : Collections.unmodifiableList(words.subList(1, words.size()));
    }

    public boolean hasFlag(String flag) {
        return args().contains(flag);
    }

    /** The word after {@code option} ({@code -o}, {@code -s}), or null. */
    public String option(String option) {
        List<String> a = args();
        int i = a.indexOf(option);
        return i >= 0 && i + 1 < a.size() ? a.get(i + 1) : null;
    }

    /**
     * The address argument: the last word that is hex ({@code ffff9a0f3c2e1800} or {@code 0x...}),
     * skipping the words that belong to options. For {@code list} this is the start/head.
     */
    public OptionalLong address() {
        List<String> a = args();
        for (int i = a.size() - 1; i >= 0; i--) {
            String w = a.get(i);
            if (i > 0 && takesValue(a.get(i - 1))) {
                continue;
            }
            if (w.length() >= 8 && (w.startsWith("0x") || Scalars.isAddressLine(w))) {
                OptionalLong v = Scalars.hex(w);
                if (v.isPresent()) {
                    return v;
                }
            }
        }
        return OptionalLong.empty();
    }

    private static boolean takesValue(String option) {
        return option.equals("-o") || option.equals("-s") || option.equals("-S") || option.equals("-l")
                || option.equals("-e") || option.equals("-c");
    }

    /**
     * The struct type the output holds: {@code struct kib_conn.ibc_state x} gives {@code kib_conn};
     * {@code list ... -s lnet_msg.msg_type} gives {@code lnet_msg}; a {@code list} with only
     * {@code -o lnet_msg.msg_list} gives {@code lnet_msg}. Null if the command names none.
     */
    public String structType() {
        String spec = null;
        if (kind == Kind.STRUCT || kind == Kind.STRUCT_OFFSETS) {
            for (String w : args()) {
                if (!w.startsWith("-") && !(w.length() >= 8 && Scalars.hex(w).isPresent())) {
                    spec = w;
                    break;
                }
            }
        } else if (kind == Kind.LIST) {
            spec = option("-s");
            if (spec == null) {
                spec = option("-S");
            }
            if (spec == null) {
                String o = option("-o");
                if (o != null && o.indexOf('.') > 0) {
                    spec = o;
                }
            }
        }
        if (spec == null) {
            return null;
        }
        int dot = spec.indexOf('.');
        return dot < 0 ? spec : spec.substring(0, dot);
    }

    /** The members asked for ({@code type.m1,m2}), empty when the whole struct is dumped. */
    public List<String> requestedMembers() {
        String spec = kind == Kind.LIST ? option("-s") : null;
        if (kind == Kind.STRUCT) {
            for (String w : args()) {
                if (!w.startsWith("-") && w.indexOf('.') > 0) {
                    spec = w;
                    break;
                }
            }
        }
        if (spec == null || spec.indexOf('.') < 0) {
            return List.of();
        }
        return List.of(spec.substring(spec.indexOf('.') + 1).split(","));
    }

    private List<String> words() {
        if (words != null) {
            return words;
        }
        List<String> split = split(text);
        if (!outputRead) {
            words = split;
        }
        return split;
    }

    /** The parser read the whole output: the words are no longer kept. */
    void outputRead() {
        outputRead = true;
        words = null;
    }

    private static List<String> split(String text) {
        List<String> out = new ArrayList<>();
        for (String w : SPACES.split(text.trim())) {
            if (w.isEmpty()) {
                continue;
            }
            if (w.startsWith("|") || w.startsWith(">")) {
                break; // the rest goes to the shell or a file, not to this log
            }
            out.add(w);
        }
        return out;
    }

    private static Kind kindOf(List<String> words) {
        if (words.isEmpty()) {
            return Kind.AUTO;
        }
        List<String> args = words.subList(1, words.size());
        switch (words.get(0)) {
            case "struct", "union", "*" :
                boolean hasAddress = false;
                for (String w : args) {
                    if (w.length() >= 8 && !w.startsWith("-") && Scalars.hex(w).isPresent()) {
                        hasAddress = true;
                    }
                }
                return args.contains("-o") && !hasAddress ? Kind.STRUCT_OFFSETS : Kind.STRUCT;
            case "list" :
                return Kind.LIST;
            case "rd" :
                return Kind.RD;
            case "kmem" :
                return args.contains("-i") ? Kind.KMEM_INFO : Kind.OTHER;
            case "p", "print", "px", "pd" :
                return Kind.PRINT;
            case "sys" :
                return args.isEmpty() ? Kind.SYS : Kind.OTHER;
            case "log", "dmesg" :
                return Kind.LOG;
            default :
                return Kind.OTHER;
        }
    }

    @Override
    public String toString() {
        return file + ":" + line + ": crash> " + text;
    }
}
