package org.lnetscope.vmcore.crash;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Makes the form in which {@link StructIndex} keeps a dump: the members the readers use (all of
 * them, or those of a type's read set), with nested structs of named members flattened to paths
 * ({@code ibc_list.next}), numbers that print back as they were printed held as longs, and the
 * arrays of member names and kinds shared between dumps of one shape. A full {@code kib_conn} dump
 * of 2.12 took about 10 KB of heap as parsed (95 members: a Member, a String and a list slot each,
 * 20 nested structs); kept, it takes about 0.3 KB (issue 30, §5: 500k conns under 1 GB).
 *
 * <p>Lossless for what is kept: every accessor of {@link CrashStruct} answers the same, and
 * {@link CrashStruct#members()} gives the dump back ({@code CompactStructTest}).
 */
final class Compactor {

    /** Shared texts and arrays, each cache bounded so a hostile extract of unique names cannot grow it. */
    private static final int MAX_SHARED = 65_536;
    /** Nested structs of at most this many scalars are flattened. */
    private static final int MAX_FLAT = 16;
    /** Texts this long or shorter are shared ({@code 0 '\000'}, {@code true}, enum names). */
    private static final int SHORT_TEXT = 24;

    private final Map<String, String> strings = new HashMap<>();
    private final Map<List<String>, String[]> nameArrays = new HashMap<>();
    private final Map<ByteKey, byte[]> kindArrays = new HashMap<>();

    private record ByteKey(byte[] bytes) {
        @Override
        public boolean equals(Object o) {
            return o instanceof ByteKey k && Arrays.equals(bytes, k.bytes);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(bytes);
        }
    }

    /** The members of one struct being compacted, in order. */
    private final class Builder {
        final List<String> names = new ArrayList<>();
        final List<Object> values = new ArrayList<>();
        long[] nums = new long[16];
        byte[] kinds = new byte[16];
        boolean anyObject;
        boolean anyNumber;

        void add(String name, Object value, byte flags) {
            int i = names.size();
            if (i == kinds.length) {
                kinds = Arrays.copyOf(kinds, i * 2);
                nums = Arrays.copyOf(nums, i * 2);
            }
            names.add(name == null ? null : share(name));
            byte kind = CrashStruct.OBJECT;
            if (value instanceof String text) {
                kind = numberKind(text);
            }
            if (kind == CrashStruct.OBJECT) {
                values.add(value instanceof String text && text.length() <= SHORT_TEXT ? share(text) : value);
                anyObject = true;
            } else {
                values.add(null);
                nums[i] = kind == CrashStruct.HEX ? Long.parseUnsignedLong(((String) value).substring(2), 16)
                        : Long.parseLong((String) value);
                anyNumber = true;
            }
            kinds[i] = (byte) (kind | flags);
        }

        CrashStruct build(CrashStruct from) {
            CrashStruct out = new CrashStruct(from.type(), from.address(), from.command(), from.line());
            out.ordinal(from.ordinal());
            if (from.truncated()) {
                out.markTruncated();
            }
            int n = names.size();
            out.compactForm(from.size(), shareNames(names), anyObject ? values.toArray() : null,
                    anyNumber ? Arrays.copyOf(nums, n) : null, shareKinds(Arrays.copyOf(kinds, n)));
            return out;
        }
    }

    /**
     * The kept form of {@code s}: of its top-level members only those whose name (before any dot:
     * {@code msg_hdr.src_nid} is {@code msg_hdr}) is in {@code read}, or all when {@code read} is null.
     */
    CrashStruct compact(CrashStruct s, Set<String> read) {
        if (s.isCompact()) {
            return s;
        }
        Builder b = new Builder();
        for (Member m : s.members()) {
            String name = m.name();
            if (read != null && name != null && !read.contains(head(name))) {
                continue;
            }
            member(b, m, read);
        }
        return b.build(s);
    }

    private void member(Builder b, Member m, Set<String> read) {
        String name = m.name();
        if (!m.isStruct()) {
            b.add(name, m.text(), (byte) 0);
            return;
        }
        CrashStruct child = m.struct();
        if (name != null && name.indexOf('.') < 0 && flattens(child)) {
            byte flags = CrashStruct.FLAT | CrashStruct.FIRST;
            for (Member c : child.members()) {
                b.add(share(name + "." + c.name()), c.text(), flags);
                flags = CrashStruct.FLAT;
            }
            return;
        }
        // an anonymous union holds members of its parent: the read set applies inside it too
        b.add(name, compact(child, name == null ? read : null), (byte) 0);
    }

    /**
     * A small nested struct of named scalars (a list_head, an atomic_t) is kept as paths
     * ({@code ibc_list.next}); anything else (arrays, unions, deeper nesting) as a nested kept
     * struct. One level and a few members: looking one up never rebuilds more than that.
     */
    private static boolean flattens(CrashStruct s) {
        if (s.size() == 0 || s.size() > MAX_FLAT || s.truncated()) {
            return false;
        }
        for (Member m : s.members()) {
            if (m.name() == null || m.name().indexOf('.') >= 0 || m.isStruct()) {
                return false;
            }
        }
        return true;
    }

    private static String head(String name) {
        int dot = name.indexOf('.');
        return dot < 0 ? name : name.substring(0, dot);
    }

    /** Whether the text prints back exactly from a long, in decimal or as gdb's lower-case hex. */
    static byte numberKind(String text) {
        int n = text.length();
        if (n == 0 || n > 20) {
            return CrashStruct.OBJECT;
        }
        if (n > 2 && text.charAt(0) == '0' && text.charAt(1) == 'x') {
            if (n > 18 || (n > 3 && text.charAt(2) == '0')) {
                return CrashStruct.OBJECT; // leading zeros would not print back
            }
            for (int i = 2; i < n; i++) {
                char c = text.charAt(i);
                if (!(c >= '0' && c <= '9' || c >= 'a' && c <= 'f')) {
                    return CrashStruct.OBJECT;
                }
            }
            return CrashStruct.HEX;
        }
        int start = text.charAt(0) == '-' ? 1 : 0;
        if (start == n || (text.charAt(start) == '0' && n > start + 1) || (start == 1 && text.charAt(1) == '0')) {
            return CrashStruct.OBJECT; // "-", "007", "-0"
        }
        for (int i = start; i < n; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return CrashStruct.OBJECT;
            }
        }
        if (n - start == 19 || n - start == 20) {
            try {
                Long.parseLong(text);
            } catch (NumberFormatException e) {
                return CrashStruct.OBJECT; // past a long: kept as the text
            }
        }
        return CrashStruct.DECIMAL;
    }

    private String share(String text) {
        String known = strings.get(text);
        if (known != null) {
            return known;
        }
        if (strings.size() < MAX_SHARED) {
            strings.put(text, text);
        }
        return text;
    }

    private String[] shareNames(List<String> names) {
        String[] known = nameArrays.get(names);
        if (known != null) {
            return known;
        }
        String[] array = names.toArray(String[]::new);
        if (nameArrays.size() < MAX_SHARED) {
            nameArrays.put(new ArrayList<>(names), array);
        }
        return array;
    }

    private byte[] shareKinds(byte[] kinds) {
        ByteKey key = new ByteKey(kinds);
        byte[] known = kindArrays.get(key);
        if (known != null) {
            return known;
        }
        if (kindArrays.size() < MAX_SHARED) {
            kindArrays.put(key, kinds);
        }
        return kinds;
    }
}
