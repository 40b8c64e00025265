package org.lnetscope.model.nid;

/**
 * IPv6 address text to and from the two big-endian halves of a 16-byte NID address, by hand:
 * never through {@code InetAddress.getByName}, which may ask DNS about text that is not a literal.
 *
 * <p>Printing follows what libcfs_nidstr() prints for a 16-byte address: the kernel's
 * libcfs_ip_addr2str_size() calls rpc_ntop(), i.e. {@code %pI6c}. That is RFC 5952's canonical
 * form (lowercase, no leading zeros, the longest run of two or more zero groups compressed to
 * {@code ::}, the first such run on a tie) with the kernel's one difference: IPv4-mapped
 * ({@code ::ffff:10.1.0.17}) and ISATAP ({@code fe80::5efe:10.1.0.17}) addresses end in a dotted
 * quad.
 */
final class Ipv6 {

    private Ipv6() {
    }

    /**
     * The address of {@code addressText}, as {@code {high, low}} 64-bit halves.
     *
     * @param text the whole NID, quoted in errors
     * @throws IllegalArgumentException naming {@code text} and what is wrong
     */
    static long[] parse(String text, String addressText) {
        int percent = addressText.indexOf('%');
        if (percent >= 0) {
            throw NidParser.bad(text, "IPv6 zone id \"" + addressText.substring(percent)
                    + "\" is not part of a NID");
        }
        int compressed = addressText.indexOf("::");
        if (compressed >= 0 && addressText.indexOf("::", compressed + 1) >= 0) {
            throw NidParser.bad(text, "IPv6 address has more than one \"::\"");
        }
        int[] words = new int[8];
        if (compressed < 0) {
            int count = groups(text, addressText, words, true);
            if (count != 8) {
                throw NidParser.bad(text, "IPv6 address has " + count + " groups, expected 8 or a \"::\"");
            }
        } else {
            int[] tail = new int[8];
            int head = groups(text, addressText.substring(0, compressed), words, false);
            int tailCount = groups(text, addressText.substring(compressed + 2), tail, true);
            if (head + tailCount > 7) {
                throw NidParser.bad(text, "IPv6 address has " + (head + tailCount) + " groups besides \"::\", at most 7");
            }
            System.arraycopy(tail, 0, words, 8 - tailCount, tailCount);
        }
        long high = 0;
        long low = 0;
        for (int i = 0; i < 4; i++) {
            high = (high << 16) | words[i];
            low = (low << 16) | words[i + 4];
        }
        return new long[] {high, low};
    }

    /**
     * Parses the colon-separated groups of {@code part} into {@code words}; returns how many 16-bit
     * words it gave (a dotted-quad tail gives two).
     */
    private static int groups(String text, String part, int[] words, boolean ipv4TailAllowed) {
        if (part.isEmpty()) {
            return 0;
        }
        int n = 0;
        int start = 0;
        while (true) {
            int colon = part.indexOf(':', start);
            int end = colon < 0 ? part.length() : colon;
            String group = part.substring(start, end);
            if (group.indexOf('.') >= 0) {
                if (colon >= 0 || !ipv4TailAllowed) {
                    throw NidParser.bad(text, "IPv4 part \"" + group + "\" may only end an IPv6 address");
                }
                if (n > 6) {
                    throw NidParser.bad(text, "IPv6 address has more than 8 groups");
                }
                long v4 = NidParser.ipv4(text, group);
                words[n++] = (int) (v4 >>> 16);
                words[n++] = (int) (v4 & 0xffff);
                return n;
            }
            if (n == 8) {
                throw NidParser.bad(text, "IPv6 address has more than 8 groups");
            }
            words[n++] = hexGroup(text, group);
            if (colon < 0) {
                return n;
            }
            start = colon + 1;
        }
    }

    /** One to four hex digits, either case. */
    private static int hexGroup(String text, String group) {
        if (group.isEmpty() || group.length() > 4) {
            throw NidParser.bad(text, "bad IPv6 group \"" + group + "\"");
        }
        int value = 0;
        for (int i = 0; i < group.length(); i++) {
            char c = group.charAt(i);
            int digit;
            if (c >= '0' && c <= '9') {
                digit = c - '0';
            } else if (c >= 'a' && c <= 'f') {
                digit = c - 'a' + 10;
            } else if (c >= 'A' && c <= 'F') {
                digit = c - 'A' + 10;
            } else {
                throw NidParser.bad(text, "bad IPv6 group \"" + group + "\"");
            }
            value = (value << 4) | digit;
        }
        return value;
    }

    /** The address as the kernel prints it ({@code %pI6c}, see the class comment). */
    static String format(long high, long low) {
        int[] w = new int[8];
        for (int i = 0; i < 4; i++) {
            w[i] = (int) (high >>> (48 - 16 * i)) & 0xffff;
            w[i + 4] = (int) (low >>> (48 - 16 * i)) & 0xffff;
        }
        boolean mapped = w[0] == 0 && w[1] == 0 && w[2] == 0 && w[3] == 0 && w[4] == 0 && w[5] == 0xffff;
        boolean isatap = (w[4] | 0x0200) == 0x0200 && w[5] == 0x5efe;
        boolean dottedTail = mapped || isatap;
        int range = dottedTail ? 6 : 8;
        int runAt = -1;
        int runLength = 1;
        for (int i = 0; i < range; i++) {
            int length = 0;
            while (i + length < range && w[i + length] == 0) {
                length++;
            }
            if (length > runLength) {
                runAt = i;
                runLength = length;
            }
        }
        StringBuilder b = new StringBuilder(45);
        boolean needColon = false;
        for (int i = 0; i < range; i++) {
            if (i == runAt) {
                if (needColon || i == 0) {
                    b.append(':');
                }
                b.append(':');
                needColon = false;
                i += runLength - 1;
                continue;
            }
            if (needColon) {
                b.append(':');
            }
            b.append(Integer.toHexString(w[i]));
            needColon = true;
        }
        if (dottedTail) {
            if (needColon) {
                b.append(':');
            }
            b.append(w[6] >>> 8).append('.').append(w[6] & 0xff).append('.').append(w[7] >>> 8).append('.').append(w[7] & 0xff);
        }
        return b.toString();
    }
}
