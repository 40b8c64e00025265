package org.lnetscope.lnetfiles;

import java.util.ArrayList;
import java.util.List;

import org.lnetscope.model.nid.Nid;

/**
 * NID range expressions of LNet configuration ({@code 10.3.3.[6-12]@tcp}, {@code [1-4]@gni},
 * {@code 192.168.[0,2].[1-10/3]@o2ib1}) expanded to the NIDs they name, as lnetctl does before
 * configuring routes and peers: cfs_parse_nidlist/parse_addrange and cfs_ip_addr_parse in
 * libcfs/libcfs/util/nidstrings.c, each field a number or a bracketed list of
 * {@code N}, {@code N-M} or {@code N-M/S} (cfs_range_expr_parse, libcfs/libcfs/util/string.c,
 * v2_15_0). {@code *} matches any value: it is a pattern for ip2nets, not a list, so expanding it
 * is refused.
 */
public final class NidRanges {

    /** No configuration names more gateways or peer NIDs than this in one expression. */
    public static final int MAX_EXPANDED = 65_536;

    /**
     * No file expands more NIDs than this over all its expressions (issue 30: 59 routes at the
     * per-expression limit made 4 GB and a 95 MB model from a 3.6 KB lnet.conf). Checked before
     * expanding, with {@link #count}.
     */
    public static final long MAX_EXPANDED_PER_FILE = 262_144;

    private NidRanges() {
    }

    /** Whether the text is a range expression rather than one NID (a bracket or a '*'). */
    public static boolean isRange(String text) {
        return text.indexOf('[') >= 0 || text.indexOf('*') >= 0;
    }

    /**
     * The NIDs of a NID or NID range expression.
     *
     * @throws IllegalArgumentException quoting the text and saying what is wrong
     */
    public static List<Nid> expand(String text) {
        Parsed p = parse(text);
        if (p == null) {
            return List.of(Nid.parse(text));
        }
        List<Nid> nids = new ArrayList<>((int) p.count());
        expand(text, p.net(), p.values(), 0, new StringBuilder(), nids, p.ipv4());
        return nids;
    }

    /** How many NIDs {@code text} names, found without expanding it; the same errors as {@link #expand}. */
    public static long count(String text) {
        Parsed p = parse(text);
        if (p == null) {
            Nid.parse(text);
            return 1;
        }
        return p.count();
    }

    private record Parsed(String net, List<long[]> values, long count, boolean ipv4) {
    }

    /** The fields of a range expression, or null for one NID. */
    private static Parsed parse(String text) {
        int at = text.lastIndexOf('@');
        if (at <= 0) {
            throw bad(text, "no @net part");
        }
        String address = text.substring(0, at);
        String net = text.substring(at + 1);
        if (!isRange(address)) {
            return null;
        }
        boolean ipv4 = address.indexOf('.') >= 0 || address.startsWith("[") && address.contains("].");
        List<String> fields = splitFields(text, address);
        if (ipv4 && fields.size() != 4) {
            throw bad(text, "an IPv4 range has four fields, not " + fields.size());
        }
        if (!ipv4 && fields.size() != 1) {
            throw bad(text, "a numeric address range has one field");
        }
        List<long[]> values = new ArrayList<>();
        long count = 1;
        for (String field : fields) {
            long[] v = field(text, field, ipv4 ? 255 : 0xffffffffL);
            count *= v.length;
            if (count > MAX_EXPANDED) {
                throw bad(text, "names more than " + MAX_EXPANDED + " NIDs");
            }
            values.add(v);
        }
        return new Parsed(net, values, count, ipv4);
    }

    private static void expand(String text, String net, List<long[]> values, int i, StringBuilder prefix, List<Nid> out,
            boolean ipv4) {
        if (i == values.size()) {
            out.add(Nid.parse(prefix + "@" + net));
            return;
        }
        int length = prefix.length();
        for (long v : values.get(i)) {
            if (i > 0) {
                prefix.append('.');
            }
            prefix.append(v);
            expand(text, net, values, i + 1, prefix, out, ipv4);
            prefix.setLength(length);
        }
    }

    /** Fields split at dots outside brackets. */
    private static List<String> splitFields(String text, String address) {
        List<String> fields = new ArrayList<>();
        int depth = 0;
        int start = 0;
        for (int i = 0; i < address.length(); i++) {
            char ch = address.charAt(i);
            if (ch == '[') {
                depth++;
            } else if (ch == ']') {
                depth--;
                if (depth < 0) {
                    throw bad(text, "']' without '['");
                }
            } else if (ch == '.' && depth == 0) {
                fields.add(address.substring(start, i));
                start = i + 1;
            }
        }
        if (depth != 0) {
            throw bad(text, "'[' without ']'");
        }
        fields.add(address.substring(start));
        return fields;
    }

    /** The values of one field: N, or [expr,expr...] with expr N, N-M or N-M/S. */
    private static long[] field(String text, String field, long max) {
        if (field.equals("*")) {
            throw bad(text, "'*' matches any value (an ip2nets pattern), it names no list of NIDs");
        }
        if (!field.startsWith("[")) {
            return new long[] {number(text, field, max)};
        }
        if (!field.endsWith("]")) {
            throw bad(text, "bad range field \"" + field + "\"");
        }
        List<Long> values = new ArrayList<>();
        for (String expr : field.substring(1, field.length() - 1).split(",", -1)) {
            String e = expr.strip();
            if (e.equals("*")) {
                throw bad(text, "'*' matches any value (an ip2nets pattern), it names no list of NIDs");
            }
            int dash = e.indexOf('-');
            if (dash < 0) {
                values.add(number(text, e, max));
                continue;
            }
            long lo = number(text, e.substring(0, dash), max);
            String rest = e.substring(dash + 1);
            long stride = 1;
            int slash = rest.indexOf('/');
            if (slash >= 0) {
                stride = number(text, rest.substring(slash + 1), max);
                rest = rest.substring(0, slash);
            }
            long hi = number(text, rest, max);
            if (hi < lo || stride <= 0) {
                throw bad(text, "bad range \"" + e + "\"");
            }
            for (long v = lo; v <= hi; v += stride) {
                values.add(v);
                if (values.size() > MAX_EXPANDED) {
                    throw bad(text, "names more than " + MAX_EXPANDED + " NIDs");
                }
            }
        }
        return values.stream().mapToLong(Long::longValue).toArray();
    }

    private static long number(String text, String s, long max) {
        if (s.isEmpty() || s.length() > 10 || !s.chars().allMatch(Character::isDigit)) {
            throw bad(text, "\"" + s + "\" is not a number");
        }
        long v = Long.parseLong(s);
        if (v > max) {
            throw bad(text, v + " is larger than " + max);
        }
        return v;
    }

    private static IllegalArgumentException bad(String text, String why) {
        return new IllegalArgumentException("bad NID range \"" + text + "\": " + why);
    }
}
