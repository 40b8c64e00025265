package org.lnetscope.model.nid;

/**
 * The LND types a NID can name, with the numbers of nidstr.h and the names and address styles of
 * libcfs_netstrfns[] (lib/libcfs/nidstrings.c on master for efa and bxi3f; v2_0_0's
 * libcfs/libcfs/nidstrings.c for the LNDs removed since: elan, gm, ptl, cib, openib, iib, ra, vib,
 * mx, which old tables and routers between old and new peers still show). Numbers are part of the
 * u64 NID encoding, so they never change. The constants after KFILND are appended, not sorted,
 * to keep the order of the model's LndType, whose saved indices must not move.
 */
public enum Lnd {
    SOCKLND(2, "tcp", AddressStyle.IPV4),
    O2IBLND(5, "o2ib", AddressStyle.IPV4),
    LOLND(9, "lo", AddressStyle.NUMBER),
    GNILND(13, "gni", AddressStyle.NUMBER),
    GNIIPLND(14, "gip", AddressStyle.IPV4),
    PTL4LND(15, "ptlf", AddressStyle.NUMBER),
    KFILND(16, "kfi", AddressStyle.NUMBER),
    EFALND(18, "efa", AddressStyle.IPV4),
    BXI3LND(19, "bxi3f", AddressStyle.NUMBER),
    QSWLND(1, "elan", AddressStyle.NUMBER),
    GMLND(3, "gm", AddressStyle.HEX),
    PTLLND(4, "ptl", AddressStyle.NUMBER),
    CIBLND(6, "cib", AddressStyle.IPV4),
    OPENIBLND(7, "openib", AddressStyle.IPV4),
    IIBLND(8, "iib", AddressStyle.IPV4),
    RALND(10, "ra", AddressStyle.IPV4),
    VIBLND(11, "vib", AddressStyle.IPV4),
    MXLND(12, "mx", AddressStyle.IPV4);

    /** How the address part of a NID is written for an LND. */
    public enum AddressStyle {
        /** Dotted quad, e.g. 10.1.0.17 (libcfs_ip_addr2str). */
        IPV4,
        /** Unsigned decimal, e.g. 6 (libcfs_decnum_addr2str); parsing also takes 0x hex. */
        NUMBER,
        /** Printed in hex, e.g. 0x1a (libcfs_hexnum_addr2str, gm only); parsed as NUMBER. */
        HEX
    }

    private final int type;
    private final String netName;
    private final AddressStyle addressStyle;

    Lnd(int type, String netName, AddressStyle addressStyle) {
        this.type = type;
        this.netName = netName;
        this.addressStyle = addressStyle;
    }

    /** The LND number of nidstr.h (O2IBLND = 5). */
    public int type() {
        return type;
    }

    /** The net name without number, as in "o2ib". */
    public String netName() {
        return netName;
    }

    public AddressStyle addressStyle() {
        return addressStyle;
    }

    /** The LND with this number, or null if LNet Scope does not know it. */
    public static Lnd ofType(int type) {
        for (Lnd lnd : values()) {
            if (lnd.type == type) {
                return lnd;
            }
        }
        return null;
    }

    /** The LND whose net name is exactly {@code name}, or null. */
    public static Lnd ofNetName(String name) {
        for (Lnd lnd : values()) {
            if (lnd.netName.equals(name)) {
                return lnd;
            }
        }
        return null;
    }
}
