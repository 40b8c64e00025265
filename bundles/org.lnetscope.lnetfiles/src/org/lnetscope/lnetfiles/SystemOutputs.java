package org.lnetscope.lnetfiles;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.lnetfiles.Section.Kind;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;

/**
 * What tickets paste beside LNet output and LNet Scope needs: the node's memory ({@code free},
 * {@code /proc/meminfo}: MemTotal and MemAvailable, as the agent exports them, Kinds.MEMINFO), its
 * Lustre version ({@code lctl --version}, {@code lnetctl --version}, {@code lctl lustre_build_version}:
 * which layout its structures have) and whether it routes ({@code lctl get_param routing}).
 */
final class SystemOutputs {

    private static final Pattern MEMINFO_LINE = Pattern.compile("^([A-Za-z_()]+):\\s+(\\d+)(?:\\s+kB)?$");
    private static final Pattern VERSION = Pattern.compile("(?<![\\d.])(\\d+)\\.(\\d+)(?:\\.(\\d+))?");
    private static final Pattern VALUE = Pattern.compile("^(\\d+(?:[.,]\\d+)?)([KMGTP]i?)?B?$");

    private SystemOutputs() {
    }

    /** free's rows: procps free.c prints Mem:, Swap:, with -l Low: and High:, with -t Total:, before 3.3.10 -/+ buffers/cache:. */
    private static final Pattern FREE_ROW = Pattern.compile("^(?:Mem|Swap|Low|High|Total|-/\\+ buffers/cache):.*");
    private static final Pattern MEMINFO_ANY = Pattern.compile("^[A-Za-z0-9_()]+:\\s+\\d+(?:\\s+kB)?$");
    private static final Pattern KEY_VALUE = Pattern.compile("^[A-Za-z][A-Za-z ]*:\\s.*");

    /**
     * Whether a line is one of the output's own ({@link Sections} ends the section at the first
     * that is not, so that a ticket's closing words under {@code free -m} are listed as skipped
     * prose instead of being swallowed): free's header and rows, /proc/meminfo's {@code Key: N kB}
     * lines (meminfo_proc_show), a version line (a number, or 1.8's {@code kernel: patchless_client}),
     * routing's 1 or 0.
     */
    static boolean belongs(Section.Kind kind, String trimmed) {
        return switch (kind) {
            case FREE -> trimmed.startsWith("total") || FREE_ROW.matcher(trimmed).matches();
            case MEMINFO -> MEMINFO_ANY.matcher(trimmed).matches();
            case VERSION -> trimmed.chars().anyMatch(Character::isDigit) || KEY_VALUE.matcher(trimmed).matches();
            case ROUTING -> trimmed.equals("0") || trimmed.equals("1");
            default -> true;
        };
    }

    static void read(Section section, NodeState into) {
        switch (section.kind()) {
            case FREE -> free(section, into);
            case MEMINFO -> meminfo(section, into);
            case VERSION -> version(section, into);
            case ROUTING -> routing(section, into);
            default -> throw new IllegalArgumentException("not a system output: " + section.kind());
        }
    }

    /**
     * {@code free}'s table (procps: si_meminfo's totals, "available" from MemAvailable since procps
     * 3.3.10; older ones print buffers and cached instead). Its unit is the command's: KiB by
     * default, {@code -b -k -m -g} or {@code --mega}..., suffixed values with {@code -h}.
     */
    private static void free(Section section, NodeState into) {
        List<Section.Line> lines = section.lines();
        String[] header = null;
        long unit = unit(section.lineBefore());
        for (Section.Line line : lines) {
            String t = line.text().strip();
            if (t.startsWith("total")) {
                header = t.split("\\s+");
                continue;
            }
            if (!t.startsWith("Mem:") || header == null) {
                continue;
            }
            String[] values = t.substring(4).strip().split("\\s+");
            Long total = column(header, values, "total", unit);
            Long available = column(header, values, "available", unit);
            if (available == null) {
                Long free = column(header, values, "free", unit);
                Long buffers = column(header, values, "buffers", unit);
                Long cached = column(header, values, "cached", unit);
                Long buffCache = column(header, values, "buff/cache", unit);
                available = free == null ? null : free + (buffers == null ? 0 : buffers) + (cached == null ? 0 : cached)
                        + (buffCache == null ? 0 : buffCache);
            }
            if (total == null || available == null) {
                into.report(Diagnostic.warning(section.file(), line.number(),
                        "free: cannot read the Mem: row \"" + Sections.abbreviate(t) + "\""));
                return;
            }
            memory(into, total, available);
            into.summary(section.file()).read("free memory rows", 1);
            return;
        }
        into.report(Diagnostic.warning(section.file(), section.firstLineNumber(), "free: no Mem: row under its header"));
    }

    private static Long column(String[] header, String[] values, String name, long unit) {
        for (int i = 0; i < header.length && i < values.length; i++) {
            if (header[i].equals(name)) {
                return bytes(values[i], unit);
            }
        }
        return null;
    }

    /** A value of free: a number in the command's unit, or with -h a number and a suffix (31Gi, 1.2G, 512Mi). */
    static Long bytes(String value, long unit) {
        Matcher m = VALUE.matcher(value);
        if (!m.matches()) {
            return null;
        }
        double number = Double.parseDouble(m.group(1).replace(',', '.'));
        long factor = m.group(2) == null ? unit : switch (m.group(2).charAt(0)) {
            case 'K' -> 1L << 10;
            case 'M' -> 1L << 20;
            case 'G' -> 1L << 30;
            case 'T' -> 1L << 40;
            default -> 1L << 50;
        };
        return (long) (number * factor);
    }

    /** free's unit from its command line (procps free.c: kibibytes unless told). */
    static long unit(String commandLine) {
        PastedCommand command = PastedCommand.parse(commandLine);
        String flags = command == null ? "" : " " + command.command() + " ";
        if (flags.contains(" -b ") || flags.contains(" --bytes ")) {
            return 1;
        }
        if (flags.contains(" -m ") || flags.contains(" --mebi ") || flags.contains(" --mega ")) {
            return 1L << 20;
        }
        if (flags.contains(" -g ") || flags.contains(" --gibi ") || flags.contains(" --giga ")) {
            return 1L << 30;
        }
        if (flags.contains(" --tebi ") || flags.contains(" --tera ")) {
            return 1L << 40;
        }
        return 1L << 10;
    }

    /** /proc/meminfo (meminfo_proc_show(), fs/proc/meminfo.c): kB values. */
    private static void meminfo(Section section, NodeState into) {
        Long total = null;
        Long available = null;
        long free = 0;
        long buffers = 0;
        long cached = 0;
        Long slab = null;
        Long unreclaimable = null;
        int read = 0;
        for (Section.Line line : section.lines()) {
            Matcher m = MEMINFO_LINE.matcher(line.text().strip());
            if (!m.matches()) {
                continue;
            }
            long bytes = Long.parseLong(m.group(2)) * 1024;
            read++;
            switch (m.group(1)) {
                case "MemTotal" -> total = bytes;
                case "MemAvailable" -> available = bytes;
                case "MemFree" -> free = bytes;
                case "Buffers" -> buffers = bytes;
                case "Cached" -> cached = bytes;
                case "Slab" -> slab = bytes;
                case "SUnreclaim" -> unreclaimable = bytes;
                default -> {
                    // the other counters say nothing LNet Scope shows
                }
            }
        }
        if (total == null) {
            into.report(Diagnostic.warning(section.file(), section.firstLineNumber(), "/proc/meminfo without MemTotal: not read"));
            return;
        }
        LnetObject mem = memory(into, total, available != null ? available : free + buffers + cached);
        if (slab != null) {
            mem.put(Kinds.SLAB, slab);
        }
        if (unreclaimable != null) {
            mem.put(Kinds.SUNRECLAIM, unreclaimable);
        }
        into.summary(section.file()).read("/proc/meminfo lines", read);
    }

    private static LnetObject memory(NodeState into, long total, long available) {
        return into.object(Kinds.MEMINFO, "").put(Kinds.MEM_TOTAL, total).put(Kinds.MEM_AVAILABLE, available);
    }

    /**
     * {@code lctl --version} ("lctl 2.12.9"), {@code lnetctl --version}, {@code lctl
     * lustre_build_version} ("Lustre version: 2.12.9_ddn12"): before 2.13 routed messages wait on each
     * peer NI's lpni_rtrq, from 2.13 on the peer's lp_rtrq (struct lnet_peer in
     * lnet/include/lnet/lib-types.h: lpni_rtrq at v2_12_9, lp_rtrq from v2_13_0).
     */
    private static void version(Section section, NodeState into) {
        for (Section.Line line : section.lines()) {
            Matcher m = VERSION.matcher(line.text());
            if (m.find()) {
                int major = Integer.parseInt(m.group(1));
                int minor = Integer.parseInt(m.group(2));
                String layout = major > 2 || major == 2 && minor >= 13 ? Kinds.LAYOUT_MASTER : Kinds.LAYOUT_2_12;
                into.layoutSeen(layout, "Lustre " + m.group() + " (" + Sections.abbreviate(line.text().strip()) + ")");
                into.summary(section.file()).read("Lustre version lines", 1);
                return;
            }
        }
        into.report(Diagnostic.warning(section.file(), section.firstLineNumber(), "no Lustre version in \""
                + Sections.abbreviate(section.lines().isEmpty() ? "" : section.lines().get(0).text().strip()) + "\""));
    }

    /** {@code lctl get_param routing}: lnet_routing_enabled, 1 or 0 (router_proc.c / router.c). */
    private static void routing(Section section, NodeState into) {
        for (Section.Line line : section.lines()) {
            String t = line.text().strip().toLowerCase(Locale.ROOT);
            if (t.equals("1") || t.equals("0")) {
                into.object(Kinds.ROUTING, "").put(Kinds.ROUTING_STATE, t.equals("1") ? "enabled" : "disabled");
                into.summary(section.file()).read("routing lines", 1);
                return;
            }
        }
        into.report(Diagnostic.warning(section.file(), section.firstLineNumber(), "routing: expected 1 or 0"));
    }
}
