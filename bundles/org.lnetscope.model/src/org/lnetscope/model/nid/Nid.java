package org.lnetscope.model.nid;

import java.util.Objects;

/**
 * An LNet NID ({@code 10.1.0.17@o2ib1}, {@code 0@lo}, {@code 6@gni}, {@code 12@kfi}...): an
 * immutable value of LND type, net number and 32-bit address.
 *
 * <p>Text forms follow libcfs_nid2str()/libcfs_str2nid(), with two deliberate differences: a NID
 * without {@code @net} is rejected rather than taken as tcp, and {@code lo} only takes address 0,
 * because in a saved model either is far more likely a mistake than intended.
 *
 * <p>The 2.12 {@code lnet_nid_t} is a u64, {@code type << 48 | netnum << 32 | addr}, which crash
 * prints in decimal: {@link #fromLnetNidT(long)} and {@link #toLnetNidT()} convert it. Master's
 * {@code struct lnet_nid} is read with {@link #fromStructLnetNid(int, int, long)}. Only 4-byte
 * addresses (IPv4 and numbers) exist here; master's large-address (IPv6) NIDs are not modelled.
 */
public final class Nid implements Comparable<Nid> {

    /** LNET_NID_ANY: all bits set, printed as {@code <?>}. */
    public static final Nid ANY = new Nid(0xffff, 0xffff, 0xffffffffL);

    private static final String ANY_TEXT = "<?>";
    private static final int MAX_NET_NUMBER = 0xffff;

    private final int lndType;
    private final int netNumber;
    private final long address;

    private Nid(int lndType, int netNumber, long address) {
        this.lndType = lndType;
        this.netNumber = netNumber;
        this.address = address;
    }

    /**
     * The NID of {@code lnd} net {@code netNumber} (0..65535) with this 32-bit address.
     *
     * @throws IllegalArgumentException if a number is out of range, or lo is given a net number or
     *     an address other than 0
     */
    public static Nid of(Lnd lnd, int netNumber, long address) {
        Objects.requireNonNull(lnd, "lnd");
        if (netNumber < 0 || netNumber > MAX_NET_NUMBER) {
            throw new IllegalArgumentException("net number " + netNumber + " is not in 0..65535");
        }
        if (address < 0 || address > 0xffffffffL) {
            throw new IllegalArgumentException("address " + address + " does not fit in 32 bits");
        }
        if (lnd == Lnd.LOLND && (netNumber != 0 || address != 0)) {
            throw new IllegalArgumentException("the loopback NID is 0@lo");
        }
        return new Nid(lnd.type(), netNumber, address);
    }

    /** Shorthand for an IPv4 NID: {@code ipv4(Lnd.O2IBLND, 1, 10, 1, 0, 17)} is 10.1.0.17@o2ib1. */
    public static Nid ipv4(Lnd lnd, int netNumber, int a, int b, int c, int d) {
        for (int octet : new int[] {a, b, c, d}) {
            if (octet < 0 || octet > 255) {
                throw new IllegalArgumentException("octet " + octet + " is not in 0..255");
            }
        }
        return of(lnd, netNumber, ((long) a << 24) | (b << 16) | (c << 8) | d);
    }

    /**
     * Parses a NID as LNet prints it.
     *
     * @throws IllegalArgumentException naming the text and what is wrong with it
     */
    public static Nid parse(String text) {
        return NidCache.parse(text);
    }

    /** Package-private factory for the parser and decoders: no LND-specific checks. */
    static Nid raw(int lndType, int netNumber, long address) {
        if (lndType == 0xffff && netNumber == 0xffff && address == 0xffffffffL) {
            return ANY;
        }
        return new Nid(lndType, netNumber, address);
    }

    /** Decodes a 2.12 {@code lnet_nid_t} (as crash prints it, a decimal u64). */
    public static Nid fromLnetNidT(long nid) {
        return raw((int) (nid >>> 48) & 0xffff, (int) (nid >>> 32) & 0xffff, nid & 0xffffffffL);
    }

    /**
     * Decodes master's {@code struct lnet_nid} from the values crash prints for it on x86_64:
     * {@code nid_type}, {@code nid_num} and {@code nid_addr[0]}. The last two are big-endian in
     * memory and so print byte-swapped (net 1 prints as nid_num = 256).
     */
    public static Nid fromStructLnetNid(int nidType, int nidNumAsPrinted, long nidAddr0AsPrinted) {
        int netNumber = Short.toUnsignedInt(Short.reverseBytes((short) nidNumAsPrinted));
        long address = Integer.toUnsignedLong(Integer.reverseBytes((int) nidAddr0AsPrinted));
        return raw(nidType & 0xff, netNumber, address);
    }

    /** Encodes as a 2.12 {@code lnet_nid_t}. */
    public long toLnetNidT() {
        return ((long) lndType << 48) | ((long) netNumber << 32) | address;
    }

    /** The LND number (5 for o2ib); also defined for LNDs unknown to {@link Lnd}. */
    public int lndType() {
        return lndType;
    }

    /** The LND, or null when the type number is not one LNet Scope knows. */
    public Lnd lnd() {
        return Lnd.ofType(lndType);
    }

    public int netNumber() {
        return netNumber;
    }

    /** The 32-bit address as an unsigned value (an IPv4 address in host order for IP LNDs). */
    public long address() {
        return address;
    }

    /** The net as LNet prints it: "o2ib1", "o2ib" for net number 0, "&lt;type:num&gt;" if unknown. */
    public String netName() {
        if (this == ANY) {
            return ANY_TEXT;
        }
        Lnd lnd = lnd();
        if (lnd == null) {
            return "<" + lndType + ":" + netNumber + ">";
        }
        return netNumber == 0 ? lnd.netName() : lnd.netName() + netNumber;
    }

    @Override
    public String toString() {
        if (this == ANY) {
            return ANY_TEXT;
        }
        Lnd lnd = lnd();
        String addressText;
        if (lnd == null) {
            addressText = Long.toHexString(address);
        } else if (lnd.addressStyle() == Lnd.AddressStyle.IPV4) {
            addressText = (address >>> 24) + "." + ((address >>> 16) & 0xff) + "." + ((address >>> 8) & 0xff)
                    + "." + (address & 0xff);
        } else {
            addressText = Long.toString(address);
        }
        return addressText + "@" + netName();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Nid nid
                && nid.lndType == lndType && nid.netNumber == netNumber && nid.address == address;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(toLnetNidT());
    }

    /** Orders by net (type, then number), then address: the order lctl lists peers of a net in. */
    @Override
    public int compareTo(Nid other) {
        return Long.compareUnsigned(toLnetNidT(), other.toLnetNidT());
    }
}
