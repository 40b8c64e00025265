package org.lnetscope.model.nid;

import java.util.Objects;

/**
 * An LNet NID ({@code 10.1.0.17@o2ib1}, {@code 0@lo}, {@code 6@gni}, {@code 12@kfi},
 * {@code 2001:db8::1@tcp}...): an immutable value of LND type, net number and either a 4-byte
 * address (IPv4 or a number, the only kind 2.12 has) or a 16-byte one (master's large NIDs, from
 * LU-10391: IPv6 addresses, mainly on socklnd).
 *
 * <p>Text forms follow libcfs_nid2str()/libcfs_str2nid() and, for 16-byte addresses, master's
 * libcfs_nidstr()/libcfs_strnid(), with two deliberate differences: a NID without {@code @net} is
 * rejected rather than taken as tcp, and {@code lo} only takes address 0, because in a saved model
 * either is far more likely a mistake than intended. A 16-byte address is written as IPv6 text
 * whatever the LND, parsed by hand (never through DNS), and printed as the kernel prints it:
 * RFC 5952's canonical form, except that IPv4-mapped and ISATAP addresses end in a dotted quad
 * ({@code ::ffff:10.1.0.17@tcp}). {@code ::ffff:10.1.0.17@tcp} and {@code 10.1.0.17@tcp} are
 * different NIDs, as they are to LNet.
 *
 * <p>The 2.12 {@code lnet_nid_t} is a u64, {@code type << 48 | netnum << 32 | addr}, which crash
 * prints in decimal: {@link #fromLnetNidT(long)} and {@link #toLnetNidT()} convert it (4-byte
 * NIDs only). Master's {@code struct lnet_nid} is read with
 * {@link #fromStructLnetNid(int, int, int, long[])}.
 */
public final class Nid implements Comparable<Nid> {

    /** LNET_NID_ANY: all bits set, printed as {@code <?>}. */
    public static final Nid ANY = new Nid(0xffff, 0xffff, 0xffffffffL, null);

    /** {@code nid_size} of a struct lnet_nid with a 16-byte address: NID_ADDR_BYTES = nid_size + 4. */
    public static final int LARGE_NID_SIZE = 12;

    private static final String ANY_TEXT = "<?>";
    private static final int MAX_NET_NUMBER = 0xffff;

    private final int lndType;
    private final int netNumber;
    /** 4-byte NIDs: the address, unsigned. 16-byte NIDs: address bytes 8..15, big-endian. */
    private final long address;
    /**
     * Null for 4-byte NIDs, so that they stay as small and as fast to hash and compare as before
     * 16-byte ones existed (one reference instead of a long and a flag: 32 bytes per object).
     */
    private final High high;
    /**
     * The text, made once: the simulator names the NIDs of every traced kernel step in its events
     * (about 30 M times on the seed), and formatting them each time was a sixth of recording a
     * trace (JFR, docs/benchmarks.md "Recording a trace"). A racy cache is safe: String is
     * immutable and every thread computes the same text.
     */
    private String text;

    /** Address bytes 0..7 of a 16-byte NID, big-endian. */
    private record High(long bits) {
    }

    private Nid(int lndType, int netNumber, long address, High high) {
        this.lndType = lndType;
        this.netNumber = netNumber;
        this.address = address;
        this.high = high;
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
        return new Nid(lnd.type(), netNumber, address, null);
    }

    /**
     * The NID of {@code lnd} net {@code netNumber} with this address in network byte order: 4
     * bytes as {@link #of(Lnd, int, long)}, 16 bytes (an IPv6 address) a large NID.
     *
     * @throws IllegalArgumentException if the address is neither 4 nor 16 bytes, the net number is
     *     out of range, or lo is given anything but 0@lo
     */
    public static Nid of(Lnd lnd, int netNumber, byte[] address) {
        Objects.requireNonNull(lnd, "lnd");
        Objects.requireNonNull(address, "address");
        if (address.length == 4) {
            return of(lnd, netNumber, Integer.toUnsignedLong(bigEndian(address, 0, 4)));
        }
        if (address.length != 16) {
            throw new IllegalArgumentException("a NID address has 4 or 16 bytes, not " + address.length);
        }
        if (netNumber < 0 || netNumber > MAX_NET_NUMBER) {
            throw new IllegalArgumentException("net number " + netNumber + " is not in 0..65535");
        }
        if (lnd == Lnd.LOLND) {
            throw new IllegalArgumentException("the loopback NID is 0@lo");
        }
        long high = (long) bigEndian(address, 0, 4) << 32 | Integer.toUnsignedLong(bigEndian(address, 4, 4));
        long low = (long) bigEndian(address, 8, 4) << 32 | Integer.toUnsignedLong(bigEndian(address, 12, 4));
        return new Nid(lnd.type(), netNumber, low, new High(high));
    }

    private static int bigEndian(byte[] bytes, int from, int length) {
        int value = 0;
        for (int i = from; i < from + length; i++) {
            value = value << 8 | (bytes[i] & 0xff);
        }
        return value;
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
        return new Nid(lndType, netNumber, address, null);
    }

    /** Package-private factory of a 16-byte-address NID from its big-endian halves: no LND-specific checks. */
    static Nid rawLarge(int lndType, int netNumber, long addressHigh, long addressLow) {
        return new Nid(lndType, netNumber, addressLow, new High(addressHigh));
    }

    /** Decodes a 2.12 {@code lnet_nid_t} (as crash prints it, a decimal u64). */
    public static Nid fromLnetNidT(long nid) {
        return raw((int) (nid >>> 48) & 0xffff, (int) (nid >>> 32) & 0xffff, nid & 0xffffffffL);
    }

    /**
     * Decodes master's {@code struct lnet_nid} of a 4-byte address ({@code nid_size} 0) from the
     * values crash prints for it on x86_64; see {@link #fromStructLnetNid(int, int, int, long[])}.
     */
    public static Nid fromStructLnetNid(int nidType, int nidNumAsPrinted, long nidAddr0AsPrinted) {
        return fromStructLnetNid(0, nidType, nidNumAsPrinted, new long[] {nidAddr0AsPrinted});
    }

    /**
     * Decodes master's {@code struct lnet_nid {nid_size, nid_type, nid_num, nid_addr[4]}} from the
     * values crash prints for it on x86_64. {@code nid_num} and the {@code nid_addr} words are
     * big-endian in memory and so print byte-swapped (net 1 prints as nid_num = 256).
     * {@code nid_size} is the NID's bytes minus 8 (NID_BYTES = nid_size + 8, NID_ADDR_BYTES =
     * nid_size + 4): 0 for a 4-byte address, which only needs {@code nid_addr[0]}, and
     * {@value #LARGE_NID_SIZE} for a 16-byte (IPv6) one, which needs all four words. A
     * {@code nid_type} of 0xff is LNET_ANY_NID, whatever the rest holds.
     *
     * @throws IllegalArgumentException for any other {@code nid_size}, or too few address words
     */
    public static Nid fromStructLnetNid(int nidSize, int nidType, int nidNumAsPrinted, long[] nidAddrAsPrinted) {
        if ((nidType & 0xff) == 0xff) {
            return ANY;
        }
        int netNumber = Short.toUnsignedInt(Short.reverseBytes((short) nidNumAsPrinted));
        int words = switch (nidSize) {
            case 0 -> 1;
            case LARGE_NID_SIZE -> 4;
            default -> throw new IllegalArgumentException("struct lnet_nid with nid_size " + nidSize
                    + ": only 0 (4-byte address) and " + LARGE_NID_SIZE + " (16-byte, IPv6) exist");
        };
        if (nidAddrAsPrinted.length < words) {
            throw new IllegalArgumentException("struct lnet_nid with nid_size " + nidSize + " needs " + words
                    + " nid_addr words, got " + nidAddrAsPrinted.length);
        }
        long[] word = new long[words];
        for (int i = 0; i < words; i++) {
            word[i] = Integer.toUnsignedLong(Integer.reverseBytes((int) nidAddrAsPrinted[i]));
        }
        if (words == 1) {
            return raw(nidType & 0xff, netNumber, word[0]);
        }
        return rawLarge(nidType & 0xff, netNumber, word[0] << 32 | word[1], word[2] << 32 | word[3]);
    }

    /**
     * Encodes as a 2.12 {@code lnet_nid_t}.
     *
     * @throws UnsupportedOperationException for a 16-byte-address NID, which has no u64 form
     */
    public long toLnetNidT() {
        if (high != null) {
            throw new UnsupportedOperationException("NID " + this + " has a 16-byte address: it has no 2.12 lnet_nid_t (u64) form");
        }
        return u64();
    }

    private long u64() {
        return ((long) lndType << 48) | ((long) netNumber << 32) | address;
    }

    /** Whether the address has 16 bytes (a master large NID, e.g. IPv6) rather than 4. */
    public boolean isLarge() {
        return high != null;
    }

    /** NID_ADDR_BYTES: 4, or 16 for a large NID. */
    public int addressLength() {
        return high == null ? 4 : 16;
    }

    /** The address in network byte order: 4 or 16 bytes, a fresh array. */
    public byte[] addressBytes() {
        if (high == null) {
            return new byte[] {(byte) (address >>> 24), (byte) (address >>> 16), (byte) (address >>> 8), (byte) address};
        }
        byte[] bytes = new byte[16];
        for (int i = 0; i < 8; i++) {
            bytes[i] = (byte) (high.bits() >>> (56 - 8 * i));
            bytes[i + 8] = (byte) (address >>> (56 - 8 * i));
        }
        return bytes;
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

    /**
     * The 32-bit address as an unsigned value (an IPv4 address in host order for IP LNDs).
     *
     * @throws UnsupportedOperationException for a 16-byte-address NID: use {@link #addressBytes()}
     */
    public long address() {
        if (high != null) {
            throw new UnsupportedOperationException("NID " + this + " has a 16-byte address, not a 32-bit one");
        }
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
        String known = text;
        if (known == null) {
            known = format();
            text = known;
        }
        return known;
    }

    private String format() {
        if (this == ANY) {
            return ANY_TEXT;
        }
        Lnd lnd = lnd();
        String addressText;
        if (high != null) {
            addressText = lnd == null ? hexWords() : Ipv6.format(high.bits(), address);
        } else if (lnd == null) {
            addressText = Long.toHexString(address);
        } else if (lnd.addressStyle() == Lnd.AddressStyle.IPV4) {
            addressText = (address >>> 24) + "." + ((address >>> 16) & 0xff) + "." + ((address >>> 8) & 0xff)
                    + "." + (address & 0xff);
        } else if (lnd.addressStyle() == Lnd.AddressStyle.HEX) {
            addressText = "0x" + Long.toHexString(address);
        } else {
            addressText = Long.toString(address);
        }
        return addressText + "@" + netName();
    }

    /** libcfs_nidstr_r() for an LND it cannot name: the four big-endian words in hex. */
    private String hexWords() {
        return Long.toHexString(high.bits() >>> 32) + ":" + Long.toHexString(high.bits() & 0xffffffffL) + ":"
                + Long.toHexString(address >>> 32) + ":" + Long.toHexString(address & 0xffffffffL);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof Nid nid
                && nid.lndType == lndType && nid.netNumber == netNumber && nid.address == address
                && (nid.high == high || high != null && high.equals(nid.high));
    }

    @Override
    public int hashCode() {
        int hash = Long.hashCode(u64());
        return high == null ? hash : 31 * hash + Long.hashCode(high.bits()) + 1;
    }

    /**
     * Orders by net (type, then number), then address: the order lctl lists peers of a net in.
     * Within a net, 4-byte NIDs come first, then 16-byte ones in the unsigned order of their bytes.
     */
    @Override
    public int compareTo(Nid other) {
        if (high == null && other.high == null) {
            return Long.compareUnsigned(u64(), other.u64());
        }
        int c = Integer.compare(lndType, other.lndType);
        if (c == 0) {
            c = Integer.compare(netNumber, other.netNumber);
        }
        if (c == 0) {
            c = Boolean.compare(high != null, other.high != null);
        }
        if (c == 0) {
            c = Long.compareUnsigned(high.bits(), other.high.bits());
        }
        return c != 0 ? c : Long.compareUnsigned(address, other.address);
    }
}
