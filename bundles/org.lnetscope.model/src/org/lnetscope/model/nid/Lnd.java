package org.lnetscope.model.nid;

/**
 * The LND types a NID can name, with the numbers of nidstr.h and the names and address styles of
 * libcfs_netstrfns[]. Numbers are part of the u64 NID encoding, so they never change.
 */
public enum Lnd {
    SOCKLND(2, "tcp", AddressStyle.IPV4),
    O2IBLND(5, "o2ib", AddressStyle.IPV4),
    LOLND(9, "lo", AddressStyle.NUMBER),
    GNILND(13, "gni", AddressStyle.NUMBER),
    GNIIPLND(14, "gip", AddressStyle.IPV4),
    PTL4LND(15, "ptlf", AddressStyle.NUMBER),
    KFILND(16, "kfi", AddressStyle.NUMBER);

    /** How the address part of a NID is written for an LND. */
    public enum AddressStyle {
        /** Dotted quad, e.g. 10.1.0.17 (libcfs_ip_addr2str). */
        IPV4,
        /** Unsigned decimal, e.g. 6 (libcfs_decnum_addr2str); parsing also takes 0x hex. */
        NUMBER
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
