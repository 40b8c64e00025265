package org.lnetscope.vmcore.crash;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * A struct or union as crash printed it: the members in dump order, each a scalar text or a nested
 * struct. Top-level structs know their type, their address (when the command or the {@code list}
 * output gave it) and the command and line they come from; nested ones ({@code lpni_txq = {...}},
 * anonymous {@code {...}}, arrays) have no type.
 *
 * <p>Accessors take a member path: a member name, or a dotted path into nested structs
 * ({@code msg_hdr.src_nid}). A name printed with dots, as {@code list -s lnet_msg.msg_hdr.src_nid}
 * does, is found too. They return empty or null rather than throw: a half-printed dump is normal.
 */
public final class CrashStruct {

    private final String type;
    private final long address;
    private final CrashCommand command;
    private final int line;
    /** The members while the parser builds the dump; null once {@link #compact} made the kept form. */
    private List<Member> members = new ArrayList<>();
    /** Compact form (see {@link Compactor}): member i is names[i] and values[i] or nums[i] as kinds[i] says. */
    private String[] names;
    private Object[] values;
    private long[] nums;
    private byte[] kinds;
    /** Members the dump had as printed (a kept form may hold fewer): which of two dumps is the more complete. */
    private int printedSize;
    private boolean truncated;
    private int ordinal;

    public CrashStruct(String type, long address, CrashCommand command, int line) {
        this.type = type;
        this.address = address;
        this.command = command;
        this.line = line;
    }

    /** Struct type without the {@code struct} keyword ({@code kib_conn}); null for a nested value. */
    public String type() {
        return type;
    }

    /** Kernel address of the struct, 0 when crash did not print it (e.g. output saved with {@code >}). */
    public long address() {
        return address;
    }

    public boolean hasAddress() {
        return address != 0;
    }

    /** The command whose output held this struct; null for nested values. */
    public CrashCommand command() {
        return command;
    }

    /** 1-based line of the first line of this struct in its file. */
    public int line() {
        return line;
    }

    /** Position among the structs of its command ({@code list} entries keep their list order). */
    public int ordinal() {
        return ordinal;
    }

    void ordinal(int value) {
        ordinal = value;
    }

    /** The output stopped before the closing brace (next prompt, crash error or end of file). */
    public boolean truncated() {
        return truncated;
    }

    void markTruncated() {
        truncated = true;
    }

    public List<Member> members() {
        return Collections.unmodifiableList(members == null ? expand() : members);
    }

    void add(Member member) {
        members.add(member);
    }

    void replaceLast(Member member) {
        members.set(members.size() - 1, member);
    }

    /** Members as printed (also for a kept form that holds only those read: {@link Compactor}). */
    public int size() {
        return members == null ? printedSize : members.size();
    }

    /** The i-th member (array element or member), or null. */
    public Member member(int index) {
        List<Member> all = members == null ? expand() : members;
        return index >= 0 && index < all.size() ? all.get(index) : null;
    }

    // ---- the compact form of a kept dump (Compactor) ----

    static final byte OBJECT = 0;
    static final byte DECIMAL = 1;
    static final byte HEX = 2;
    /** Flag: the name is a path into a nested struct that was flattened ({@code ibc_list.next}). */
    static final byte FLAT = 4;
    /** Flag, with {@link #FLAT}: the first member of its nested struct. */
    static final byte FIRST = 8;

    /** Turns this new struct into the compact form; called once by {@link Compactor}. */
    void compactForm(int printed, String[] memberNames, Object[] memberValues, long[] numbers, byte[] memberKinds) {
        this.printedSize = printed;
        this.names = memberNames;
        this.values = memberValues;
        this.nums = numbers;
        this.kinds = memberKinds;
        this.members = null;
    }

    /** Whether this is a kept dump's compact form. */
    boolean isCompact() {
        return members == null;
    }

    /** Scalar text or nested struct of compact member {@code i}, exactly as printed. */
    private Object valueAt(int i) {
        return switch (kinds[i] & 3) {
            case DECIMAL -> Long.toString(nums[i]);
            case HEX -> "0x" + Long.toHexString(nums[i]);
            default -> values[i];
        };
    }

    private static String lastSegment(String path) {
        return path.substring(path.lastIndexOf('.') + 1);
    }

    private Member compactDirect(String name) {
        int n = names.length;
        for (int i = 0; i < n; i++) {
            if (name.equals(names[i])) {
                return new Member((kinds[i] & FLAT) != 0 ? lastSegment(name) : name, valueAt(i));
            }
        }
        for (int i = 0; i < n; i++) {
            if ((kinds[i] & FIRST) != 0 && name.equals(flatHead(names[i]))) {
                return new Member(name, nested(i));
            }
        }
        for (int i = 0; i < n; i++) {
            if (names[i] == null && (kinds[i] & 3) == OBJECT && values[i] instanceof CrashStruct inner) {
                Member found = inner.direct(name);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** {@code ibc_list} of the flattened {@code ibc_list.next}. */
    private static String flatHead(String name) {
        return name.substring(0, name.lastIndexOf('.'));
    }

    /**
     * The nested struct whose first member is compact member {@code first}, as it was printed: its
     * members are the flattened ones from there to the next struct's first (Compactor flattens only
     * small structs of scalars, one level deep, so this is a few members, whatever the dump's size).
     */
    private CrashStruct nested(int first) {
        CrashStruct out = new CrashStruct(null, 0, null, line);
        for (int i = first; i < names.length && (kinds[i] & FLAT) != 0 && (i == first || (kinds[i] & FIRST) == 0); i++) {
            out.members.add(new Member(lastSegment(names[i]), valueAt(i)));
        }
        return out;
    }

    /** Every member as printed (nested structs rebuilt from their flattened members). */
    private List<Member> expand() {
        List<Member> out = new ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            if ((kinds[i] & FIRST) != 0) {
                out.add(new Member(flatHead(names[i]), nested(i)));
            } else if ((kinds[i] & FLAT) == 0) {
                out.add(new Member(names[i], valueAt(i)));
            }
        }
        return out;
    }

    /** The member at {@code path}, or null. */
    public Member member(String path) {
        CrashStruct where = this;
        String rest = path;
        while (true) {
            Member exact = where.direct(rest);
            if (exact != null) {
                return exact;
            }
            int dot = rest.indexOf('.');
            if (dot < 0) {
                return null;
            }
            Member head = where.direct(rest.substring(0, dot));
            if (head == null || !head.isStruct()) {
                return null;
            }
            where = head.struct();
            rest = rest.substring(dot + 1);
        }
    }

    Member direct(String name) {
        if (members == null) {
            return compactDirect(name);
        }
        for (int i = 0, n = members.size(); i < n; i++) {
            Member m = members.get(i);
            if (name.equals(m.name())) {
                return m;
            }
        }
        // Anonymous unions/structs ({ ... } with no name) hold members of the enclosing struct.
        for (int i = 0, n = members.size(); i < n; i++) {
            Member m = members.get(i);
            if (m.name() == null && m.isStruct()) {
                Member inner = m.struct().direct(name);
                if (inner != null) {
                    return inner;
                }
            }
        }
        return null;
    }

    public boolean has(String path) {
        return member(path) != null;
    }

    /** Scalar text exactly as printed (trimmed), or null if absent or not a scalar. */
    public String text(String path) {
        Member m = member(path);
        return m == null ? null : m.text();
    }

    /** Nested struct at {@code path}, or null. */
    public CrashStruct struct(String path) {
        Member m = member(path);
        return m == null ? null : m.struct();
    }

    /** Any integer-like scalar: decimal, hex, pointer, char code, bool, cast pointer. */
    public OptionalLong number(String path) {
        return Scalars.number(text(path));
    }

    public long longOr(String path, long fallback) {
        return number(path).orElse(fallback);
    }

    /**
     * A 32-bit field. Under {@code set radix 16} gdb prints {@code int} -4500 as {@code 0xffffee6c};
     * narrowing the parsed value gives the sign back.
     */
    public OptionalInt intValue(String path) {
        OptionalLong n = number(path);
        return n.isPresent() ? OptionalInt.of((int) n.getAsLong()) : OptionalInt.empty();
    }

    public int intOr(String path, int fallback) {
        return intValue(path).orElse(fallback);
    }

    /** Pointer value (0 for NULL), empty if absent. */
    public OptionalLong pointer(String path) {
        return number(path);
    }

    public Boolean bool(String path) {
        return Scalars.bool(text(path));
    }

    /** Enumerator name ({@code IB_WC_SUCCESS}) or the number gdb printed when it had no name. */
    public String enumName(String path) {
        return text(path);
    }

    /** Code of a u8/char printed {@code 209 '\321'} (or {@code 0xd1} under hex radix). */
    public OptionalInt charCode(String path) {
        OptionalLong n = number(path);
        return n.isPresent() ? OptionalInt.of((int) (n.getAsLong() & 0xff)) : OptionalInt.empty();
    }

    /** Symbol of a function pointer {@code 0x... <kiblnd_cq_completion>}, or null. */
    public String symbol(String path) {
        return Scalars.symbol(text(path));
    }

    /**
     * The count inside an {@code atomic_t {counter = N}}, a {@code refcount_t {refs = {counter}}}
     * or a {@code kref {refcount = {refs = {counter}}}} (master's {@code lpni_kref}), or a plain int.
     */
    public OptionalLong counter(String path) {
        Member m = member(path);
        if (m == null) {
            return OptionalLong.empty();
        }
        Member cur = m;
        for (int depth = 0; depth < 4; depth++) {
            if (!cur.isStruct()) {
                return Scalars.number(cur.text());
            }
            CrashStruct s = cur.struct();
            Member next = s.direct("counter");
            if (next == null) {
                next = s.direct("refs");
            }
            if (next == null) {
                next = s.direct("refcount");
            }
            if (next == null) {
                return OptionalLong.empty();
            }
            cur = next;
        }
        return OptionalLong.empty();
    }

    /** The {@code list_head} at {@code path}, classified linked, empty or poisoned. */
    public ListHead list(String path) {
        return ListHead.of(struct(path), address);
    }

    /** Texts of the unnamed scalar members: the elements of {@code nid_addr = {285212938, 0, 0, 0}}. */
    public List<String> elementTexts() {
        List<String> out = new ArrayList<>();
        for (Member m : members == null ? expand() : members) {
            if (m.name() == null && !m.isStruct()) {
                out.add(m.text());
            }
        }
        return out;
    }

    @Override
    public String toString() {
        return (type == null ? "{...}" : "struct " + type) + (address != 0 ? " " + Scalars.address(address) : "")
                + " (" + size() + " members" + (truncated ? ", truncated" : "") + ")";
    }
}
