package org.lnetscope.model.nid;

/**
 * Text to {@link Nid}, following libcfs_str2nid() and, for 16-byte addresses, master's
 * libcfs_strnid(); every rejection quotes the text.
 */
final class NidParser {

    private NidParser() {
    }

    static Nid parse(String text) {
        if (text == null) {
            throw new IllegalArgumentException("bad NID: null");
        }
        if (text.equals("<?>")) {
            return Nid.ANY;
        }
        int at = text.indexOf('@');
        if (at < 0) {
            throw bad(text, "no @net part");
        }
        String addressText = text.substring(0, at);
        String netText = text.substring(at + 1);
        if (addressText.isEmpty()) {
            throw bad(text, "no address before @");
        }
        if (netText.startsWith("<")) {
            return parseUnknownLnd(text, addressText, netText);
        }
        Lnd lnd = lndOf(text, netText);
        int netNumber = netNumber(text, netText.substring(lnd.netName().length()));
        if (lnd == Lnd.LOLND && netNumber != 0) {
            throw bad(text, "lo takes no net number");
        }
        if (addressText.indexOf(':') >= 0) {
            if (lnd == Lnd.LOLND) {
                throw bad(text, "the loopback NID is 0@lo");
            }
            long[] halves = Ipv6.parse(text, addressText);
            return Nid.rawLarge(lnd.type(), netNumber, halves[0], halves[1]);
        }
        long address = lnd.addressStyle() == Lnd.AddressStyle.IPV4 ? ipv4(text, addressText) : number(text, addressText);
        if (lnd == Lnd.LOLND && address != 0) {
            throw bad(text, "the loopback NID is 0@lo");
        }
        return Nid.raw(lnd.type(), netNumber, address);
    }

    /** The LND whose name the net text starts with; the longest wins should one name ever prefix another. */
    private static Lnd lndOf(String text, String netText) {
        Lnd best = null;
        for (Lnd lnd : Lnd.values()) {
            if (netText.startsWith(lnd.netName())
                    && (best == null || lnd.netName().length() > best.netName().length())) {
                best = lnd;
            }
        }
        if (best == null) {
            throw bad(text, "unknown net \"" + netText + "\"");
        }
        return best;
    }

    private static int netNumber(String text, String digits) {
        if (digits.isEmpty()) {
            return 0;
        }
        long value = decimal(text, digits, "net number");
        if (value > 0xffff) {
            throw bad(text, "net number " + digits + " is not in 0..65535");
        }
        return (int) value;
    }

    /**
     * The kernel's own form for LNDs it cannot name: hexaddr@&lt;type:num&gt;, and for a 16-byte
     * address its four big-endian 32-bit words in hex, colon-separated (libcfs_nidstr_r()).
     */
    private static Nid parseUnknownLnd(String text, String addressText, String netText) {
        int colon = netText.indexOf(':');
        if (!netText.endsWith(">") || colon < 0) {
            throw bad(text, "expected @<type:num>");
        }
        long type = decimal(text, netText.substring(1, colon), "LND type");
        long num = decimal(text, netText.substring(colon + 1, netText.length() - 1), "net number");
        if (type > 0xffff || num > 0xffff) {
            throw bad(text, "LND type or net number out of range");
        }
        if (addressText.indexOf(':') >= 0) {
            String[] words = addressText.split(":", -1);
            if (words.length != 4) {
                throw bad(text, "expected four hex words in a 16-byte address of an unknown LND");
            }
            long high = hex(text, words[0]) << 32 | hex(text, words[1]);
            long low = hex(text, words[2]) << 32 | hex(text, words[3]);
            return Nid.rawLarge((int) type, (int) num, high, low);
        }
        return Nid.raw((int) type, (int) num, hex(text, addressText));
    }

    static long ipv4(String text, String addressText) {
        String[] octets = addressText.split("\\.", -1);
        if (octets.length != 4) {
            throw bad(text, "expected a dotted-quad IPv4 address");
        }
        long address = 0;
        for (String octet : octets) {
            if (octet.isEmpty() || octet.length() > 3) {
                throw bad(text, "bad IPv4 octet \"" + octet + "\"");
            }
            long value = decimal(text, octet, "IPv4 octet");
            if (value > 255) {
                throw bad(text, "IPv4 octet " + octet + " is not in 0..255");
            }
            address = (address << 8) | value;
        }
        return address;
    }

    /** libcfs_num_str2addr: 0x/0X hex or unsigned decimal, 32 bits. */
    private static long number(String text, String addressText) {
        long value;
        if (addressText.startsWith("0x") || addressText.startsWith("0X")) {
            value = hex(text, addressText.substring(2));
        } else {
            value = decimal(text, addressText, "address");
        }
        if (value > 0xffffffffL) {
            throw bad(text, "address does not fit in 32 bits");
        }
        return value;
    }

    private static long hex(String text, String digits) {
        if (digits.isEmpty() || digits.length() > 8 || !digits.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
            throw bad(text, "bad hex address \"" + digits + "\"");
        }
        return Long.parseLong(digits, 16);
    }

    private static long decimal(String text, String digits, String what) {
        if (digits.isEmpty() || digits.length() > 10 || !digits.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw bad(text, "bad " + what + " \"" + digits + "\"");
        }
        return Long.parseLong(digits);
    }

    static IllegalArgumentException bad(String text, String why) {
        return new IllegalArgumentException("bad NID \"" + text + "\": " + why);
    }
}
