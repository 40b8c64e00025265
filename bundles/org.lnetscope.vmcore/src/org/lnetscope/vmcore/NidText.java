package org.lnetscope.vmcore;

import java.util.OptionalLong;

import org.lnetscope.vmcore.crash.CrashStruct;
import org.lnetscope.vmcore.crash.Scalars;

/**
 * Turns NIDs as crash prints them into their text form ({@code 10.1.0.17@o2ib1}).
 * <ul>
 * <li>2.12 {@code lnet_nid_t}: a u64 printed in decimal, {@code type<<48 | netnum<<32 | addr}.</li>
 * <li>2.13+/master {@code struct lnet_nid {nid_size, nid_type, nid_num, nid_addr[4]}}: nid_num and
 * nid_addr are big-endian in memory, so gdb on x86_64 prints them byte-swapped.</li>
 * </ul>
 * Kept in this bundle until the model's {@code Nid} value class can replace it.
 */
public final class NidText {

    /** LND type numbers from {@code uapi/linux/lnet/nidstr.h}. */
    public static final int SOCKLND = 2;
    public static final int O2IBLND = 5;
    public static final int LOLND = 9;
    public static final int GNILND = 13;
    public static final int GNIIPLND = 14;
    public static final int KFILND = 16;

    /** {@code LNET_NID_ANY}: (lnet_nid_t) -1. */
    public static final long NID_ANY = -1L;

    private NidText() {
    }

    /** The text of a 2.12 u64 NID. */
    public static String ofU64(long nid) {
        if (nid == NID_ANY) {
            return "<?>";
        }
        int type = (int) ((nid >>> 48) & 0xffff);
        int net = (int) ((nid >>> 32) & 0xffff);
        long addr = nid & 0xffffffffL;
        return address(type, addr) + "@" + netName(type, net);
    }

    /** The text of a 2.12 NID scalar ({@code 1407379346358289}), or null if it is not a number. */
    public static String ofScalar(String text) {
        OptionalLong v = Scalars.number(text);
        return v.isPresent() ? ofU64(v.getAsLong()) : null;
    }

    /**
     * The text of a master {@code struct lnet_nid} dump, or null if it lacks its members. IPv4 NIDs
     * have {@code nid_size} 0 (4 address bytes); IPv6 ones have 12 (16 bytes).
     */
    public static String ofStruct(CrashStruct nid) {
        if (nid == null) {
            return null;
        }
        OptionalLong type = nid.number("nid_type");
        OptionalLong num = nid.number("nid_num");
        CrashStruct addr = nid.struct("nid_addr");
        if (type.isEmpty() || num.isEmpty() || addr == null || addr.size() == 0) {
            return null;
        }
        int t = (int) (type.getAsLong() & 0xff);
        int net = Short.toUnsignedInt(Short.reverseBytes((short) num.getAsLong()));
        int size = (int) (nid.number("nid_size").orElse(0) & 0xff);
        long[] words = new long[4];
        int i = 0;
        for (String w : addr.elementTexts()) {
            if (i < 4) {
                words[i++] = Scalars.number(w).orElse(0) & 0xffffffffL;
            }
        }
        String host;
        if (size >= 12) {
            host = ipv6(words);
        } else {
            // gdb read the big-endian bytes as a little-endian u32: swap back to the wire order.
            host = address(t, Integer.toUnsignedLong(Integer.reverseBytes((int) words[0])));
        }
        return host + "@" + netName(t, net);
    }

    /** The NID of a member that may be either layout: a scalar (2.12) or a nested struct (master). */
    public static String ofMember(CrashStruct owner, String path) {
        if (owner == null) {
            return null;
        }
        CrashStruct s = owner.struct(path);
        return s != null ? ofStruct(s) : ofScalar(owner.text(path));
    }

    static String address(int type, long addr) {
        if (type == LOLND || type == GNILND || type == KFILND) {
            return Long.toString(addr); // "0@lo", Cray nids are numbers
        }
        return ((addr >>> 24) & 0xff) + "." + ((addr >>> 16) & 0xff) + "." + ((addr >>> 8) & 0xff) + "." + (addr & 0xff);
    }

    /** {@code o2ib}, {@code o2ib1}, {@code tcp}, {@code lo}: net number 0 is not printed. */
    public static String netName(int type, int net) {
        String base = switch (type) {
            case SOCKLND -> "tcp";
            case O2IBLND -> "o2ib";
            case LOLND -> "lo";
            case GNILND -> "gni";
            case GNIIPLND -> "gip";
            case KFILND -> "kfi";
            default -> "lnd" + type + "-";
        };
        return net == 0 ? (base.endsWith("-") ? base + "0" : base) : base + net;
    }

    private static String ipv6(long[] words) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 4; i++) {
            int be = Integer.reverseBytes((int) words[i]);
            b.append(i == 0 ? "" : ":").append(Integer.toHexString(be >>> 16)).append(':')
                    .append(Integer.toHexString(be & 0xffff));
        }
        return b.toString();
    }
}
