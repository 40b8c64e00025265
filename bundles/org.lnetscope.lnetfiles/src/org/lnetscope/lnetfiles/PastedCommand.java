package org.lnetscope.lnetfiles;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.lnetscope.lnetfiles.Section.Kind;

/**
 * A shell prompt or command line in pasted output, as the Lustre manual, tickets and mails show
 * them: {@code # lctl get_param peers}, {@code [root@oss1 ~]# lnetctl net show -v},
 * {@code root@c010:~$ cat /sys/kernel/debug/lnet/nis}, {@code #> lnetctl export}, {@code > lctl ...}.
 * The command tells what follows: {@code lctl get_param -n stats} is the headerless stats line,
 * any {@code lnetctl} command prints YAML, {@code cat .../peers} the peers table. Output of other
 * commands ({@code uname -a}) is not LNet output and is skipped until the next command line.
 *
 * <p>A full prompt ({@code [user@host dir]#}, {@code user@host:dir$}) makes any line a command
 * line; a bare one ({@code #}, {@code $}, {@code >}, {@code #>}, {@code host#}) only when a command
 * LNet output comes from follows, so that a YAML comment ({@code # lnet.conf for rtr1}) stays one.
 *
 * @param command the command text after the prompt, "" for a prompt alone
 * @param lnet whether its output is LNet output this reader knows
 * @param kind what its output is when the command says it (one table, YAML), else null
 */
public record PastedCommand(String command, boolean lnet, Kind kind) {

    private static final Pattern FULL_BRACKET = Pattern.compile("^\\[[^\\]]{1,120}\\]\\s*[#$%]\\s?(.*)$");
    private static final Pattern FULL_USER_HOST = Pattern.compile("^[A-Za-z0-9_.-]+@[A-Za-z0-9_.-]+(?::\\S*)?\\s*[#$%]\\s?(.*)$");
    private static final Pattern HOST = Pattern.compile("^[A-Za-z][A-Za-z0-9_.-]*\\s?[#$%>]\\s+(.*)$");
    private static final Pattern BARE = Pattern.compile("^(?:#>|[#$%>])\\s?(.*)$");
    private static final Pattern HOST_DOLLAR = Pattern.compile("^[A-Za-z][A-Za-z0-9_.-]*\\$(?:\\s+(.*))?$");
    private static final Pattern BARE_COMMAND = Pattern.compile("^(?:sudo\\s+)?(?:/usr/s?bin/)?(?:lnetctl|lctl)\\s");
    private static final Set<String> PAGERS = Set.of("cat", "less", "more", "head", "tail", "zcat");
    private static final Set<String> WRAPPERS = Set.of("sudo", "time", "env", "command");

    /** The command of a prompt line, or null when the line is not one. */
    public static PastedCommand parse(String line) {
        String s = line.strip();
        if (s.isEmpty()) {
            return null;
        }
        if (BARE_COMMAND.matcher(s).lookingAt()) {
            // "lnetctl net show -v" pasted without its prompt: the command still says what follows
            List<String> words = words(s);
            // "lnetctl 2.15.3" is --version's output, not a command: a subcommand is a word
            boolean subcommand = words.size() > 1 && (Character.isLetter(words.get(1).charAt(0)) || words.get(1).startsWith("--"));
            PastedCommand known = subcommand ? command(s, words) : null;
            if (known != null && known.lnet()) {
                return known;
            }
        }
        if (!hasPromptCharacter(s)) {
            return null;
        }
        Matcher dollar = HOST_DOLLAR.matcher(s);
        if (dollar.matches() && (dollar.group(1) == null || dollar.group(1).isBlank())) {
            return new PastedCommand("", false, null); // "rtr02$" after a table: a prompt, not a row
        }
        Matcher m = FULL_BRACKET.matcher(s);
        boolean full = true;
        if (!m.matches()) {
            m = FULL_USER_HOST.matcher(s);
        }
        if (!m.matches()) {
            full = false;
            m = HOST.matcher(s);
            if (!m.matches()) {
                m = BARE.matcher(s);
            }
        }
        if (!m.matches()) {
            return null;
        }
        String rest = m.group(1).strip();
        if (rest.isEmpty()) {
            return full ? new PastedCommand("", false, null) : null;
        }
        List<String> words = words(rest);
        if (words.isEmpty()) {
            return full ? new PastedCommand(rest, false, null) : null;
        }
        PastedCommand known = command(rest, words);
        if (known != null && (full || known.lnet())) {
            return known;
        }
        if (!full && dollar.matches()) {
            return new PastedCommand(rest, false, null); // "rtr02$ uptime": a prompt, its output skipped
        }
        return full ? new PastedCommand(rest, false, null) : null;
    }

    /** What a command's output is, or null for a command this reader does not know. */
    private static PastedCommand command(String rest, List<String> words) {
        String program = base(words.get(0));
        if ((program.equals("lnetctl") || program.equals("lctl")) && words.size() > 1
                && (words.get(1).equals("--version") || words.get(1).equals("lustre_build_version"))) {
            return new PastedCommand(rest, true, Kind.VERSION);
        }
        return switch (program) {
            case "lnetctl" -> new PastedCommand(rest, true, Kind.LNETCTL_YAML);
            case "lctl" -> lctl(rest, words);
            case "lbstats" -> new PastedCommand(rest, true, null);
            case "free" -> new PastedCommand(rest, true, Kind.FREE);
            default -> PAGERS.contains(program) ? pager(rest, words) : null;
        };
    }

    private static final Pattern HOST_IN_BRACKETS = Pattern.compile("^\\[[^@\\]\\s]+@([A-Za-z0-9_.-]+)");
    private static final Pattern HOST_AFTER_AT = Pattern.compile("^[A-Za-z0-9_.-]+@([A-Za-z0-9_.-]+)");
    private static final Pattern HOST_ALONE = Pattern.compile("^([A-Za-z][A-Za-z0-9_.-]*)\\s?[#$%>]\\s");

    /**
     * The node the first prompt of a paste names ({@code [root@rtr02 ~]#}, {@code root@c010:~$},
     * {@code rtr02$ lctl ...}), or null when no prompt names one: a paste's output is that node's.
     */
    public static String hostOf(String pasted) {
        for (String line : pasted.split("\\R", 2000)) {
            if (parse(line) == null) {
                continue;
            }
            String s = line.strip();
            for (Pattern p : List.of(HOST_IN_BRACKETS, HOST_AFTER_AT, HOST_ALONE)) {
                Matcher m = p.matcher(s);
                if (m.find()) {
                    return m.group(1);
                }
            }
        }
        return null;
    }

    /** Every prompt has one of #, $, % or >: a cheap test before the patterns, run on every line of a file. */
    private static boolean hasPromptCharacter(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '#' || c == '$' || c == '%' || c == '>') {
                return true;
            }
        }
        return false;
    }

    /**
     * Words after wrappers (sudo and its options, time, VAR=value), the program first, up to the
     * first pipe: {@code lctl get_param peers | grep o2ib1} prints peers rows (issue 36: the filter
     * made the command unknown, and the rows it printed, headerless, were taken for prose).
     */
    private static List<String> words(String rest) {
        int pipe = rest.indexOf('|');
        String command = pipe >= 0 ? rest.substring(0, pipe) : rest;
        List<String> words = new ArrayList<>(List.of(command.strip().split("\\s+")));
        boolean wrapped = false;
        while (!words.isEmpty()) {
            String w = words.get(0);
            if (WRAPPERS.contains(base(w)) || w.matches("[A-Za-z_][A-Za-z0-9_]*=.*") || wrapped && w.startsWith("-")) {
                wrapped = true;
                words.remove(0);
            } else {
                break;
            }
        }
        return words;
    }

    /**
     * {@code lctl get_param [-n] [-N] NAME...} (lctl's jt_lcfg_getparam): one LNet table name tells
     * the table (needed for {@code -n stats}, which has no header); several print one after the
     * other, with {@code name=} lines or, with -n, each with its header.
     */
    private static PastedCommand lctl(String rest, List<String> words) {
        if (words.size() < 2 || !words.get(1).equals("get_param")) {
            return new PastedCommand(rest, false, null);
        }
        List<Kind> kinds = new ArrayList<>();
        boolean other = false;
        for (String w : words.subList(2, words.size())) {
            if (w.startsWith("-")) {
                continue;
            }
            Kind k = Kind.ofFileName(w.startsWith("lnet.") ? w.substring(5) : w);
            if (k == null) {
                other = true;
            } else {
                kinds.add(k);
            }
        }
        if (kinds.isEmpty()) {
            return new PastedCommand(rest, false, null);
        }
        return new PastedCommand(rest, true, kinds.size() == 1 && !other ? kinds.get(0) : null);
    }

    /** {@code cat /sys/kernel/debug/lnet/peers}, {@code cat /proc/sys/lnet/nis}, {@code cat /etc/lnet.conf}. */
    private static PastedCommand pager(String rest, List<String> words) {
        String path = null;
        for (String w : words.subList(1, words.size())) {
            if (!w.startsWith("-")) {
                path = w;
            }
        }
        if (path == null) {
            return new PastedCommand(rest, false, null);
        }
        String name = base(path);
        Kind k = Kind.ofFileName(name);
        if (k != null) {
            return new PastedCommand(rest, true, k);
        }
        String lower = name.toLowerCase(Locale.ROOT);
        if ((lower.endsWith(".yaml") || lower.endsWith(".yml") || lower.equals("lnet.conf")) && !path.contains("modprobe")) {
            return new PastedCommand(rest, true, Kind.LNETCTL_YAML);
        }
        return new PastedCommand(rest, false, null);
    }

    private static String base(String word) {
        int slash = word.lastIndexOf('/');
        return slash >= 0 ? word.substring(slash + 1) : word;
    }
}
