package org.lnetscope.vmcore.crash;

import java.util.OptionalLong;

/**
 * Reads the scalar texts gdb prints inside crash dumps. One function per shape, each returning
 * empty instead of throwing, because a vmcore extract is full of half-printed values.
 */
public final class Scalars {

    private Scalars() {
    }

    /**
     * The number at the start of a gdb scalar: {@code -4500}, {@code 0xffff9a0f00f1c000},
     * {@code 209 '\321'} (u8/char), {@code (struct kib_conn *) 0xffff...} (a {@code p} result with its
     * cast), {@code 0xffffffffa0123456 <kiblnd_cq_completion>} (function pointer), {@code true}.
     * u64 values above {@link Long#MAX_VALUE} (kernel addresses in decimal) wrap to their two's
     * complement bits, which is what an address comparison needs.
     */
    public static OptionalLong number(String text) {
        if (text == null) {
            return OptionalLong.empty();
        }
        int start = 0;
        int end = text.length();
        while (start < end && text.charAt(start) == ' ') {
            start++;
        }
        if (start < end && text.charAt(start) == '(') {
            // A cast printed by 'p': "(struct lnet_peer_table **) 0xffff...".
            int close = text.indexOf(')', start);
            if (close < 0) {
                return OptionalLong.empty();
            }
            start = close + 1;
            while (start < end && text.charAt(start) == ' ') {
                start++;
            }
        }
        int stop = start;
        while (stop < end && text.charAt(stop) != ' ' && text.charAt(stop) != ',') {
            stop++;
        }
        if (stop == start) {
            return OptionalLong.empty();
        }
        return parseToken(text, start, stop);
    }

    private static OptionalLong parseToken(String text, int start, int stop) {
        boolean negative = false;
        int i = start;
        if (text.charAt(i) == '-') {
            negative = true;
            i++;
        }
        if (stop - i > 2 && text.charAt(i) == '0' && (text.charAt(i + 1) == 'x' || text.charAt(i + 1) == 'X')) {
            return hexDigits(text, i + 2, stop, negative);
        }
        if (i == start && stop - start == 4 && text.regionMatches(start, "true", 0, 4)) {
            return OptionalLong.of(1);
        }
        if (i == start && stop - start == 5 && text.regionMatches(start, "false", 0, 5)) {
            return OptionalLong.of(0);
        }
        if (i == stop) {
            return OptionalLong.empty();
        }
        if (stop - i > 18) {
            // Only u64 values get this long: kernel addresses or u64 NIDs printed in decimal.
            try {
                long value = Long.parseUnsignedLong(text.substring(i, stop));
                return OptionalLong.of(negative ? -value : value);
            } catch (NumberFormatException e) {
                return OptionalLong.empty();
            }
        }
        long value = 0;
        for (int k = i; k < stop; k++) {
            char c = text.charAt(k);
            if (c < '0' || c > '9') {
                return OptionalLong.empty();
            }
            value = value * 10 + (c - '0');
        }
        return OptionalLong.of(negative ? -value : value);
    }

    /** Hex digits without the 0x prefix, as {@code rd} and {@code list} print addresses. */
    public static OptionalLong hex(String text) {
        if (text == null) {
            return OptionalLong.empty();
        }
        String t = text.strip();
        if (t.startsWith("0x") || t.startsWith("0X")) {
            return hexDigits(t, 2, t.length(), false);
        }
        return hexDigits(t, 0, t.length(), false);
    }

    static OptionalLong hexDigits(String text, int start, int stop, boolean negative) {
        if (stop <= start || stop - start > 16) {
            return OptionalLong.empty();
        }
        long value = 0;
        for (int k = start; k < stop; k++) {
            int d = Character.digit(text.charAt(k), 16);
            if (d < 0) {
                return OptionalLong.empty();
            }
            value = (value << 4) | d;
        }
        return OptionalLong.of(negative ? -value : value);
    }

    /** True when the whole text is a bare address line as {@code list} prints it (8 or 16 hex digits). */
    public static boolean isAddressLine(String line) {
        int n = line.length();
        if (n != 16 && n != 8) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            char c = line.charAt(i);
            if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) {
                return false;
            }
        }
        return true;
    }

    /** The symbol of a function pointer {@code 0xffffffffa0123456 <kiblnd_cq_completion>}, else null. */
    public static String symbol(String text) {
        if (text == null) {
            return null;
        }
        int open = text.indexOf('<');
        int close = text.lastIndexOf('>');
        if (open < 0 || close < open || !text.startsWith("0x")) {
            return null;
        }
        String inside = text.substring(open + 1, close);
        int plus = inside.indexOf('+'); // "<kiblnd_cq_completion+16>" for an address inside a function
        return plus < 0 ? inside : inside.substring(0, plus);
    }

    /** gdb's bool ({@code true}/{@code false}) or a 0/1 bitfield. */
    public static Boolean bool(String text) {
        if (text == null) {
            return null;
        }
        OptionalLong n = number(text);
        if (n.isEmpty()) {
            return null;
        }
        return n.getAsLong() != 0;
    }

    /** Formats an address the way crash does ({@code ffff9a0f00f1c000}, 16 lower-case digits). */
    public static String address(long address) {
        String digits = Long.toHexString(address);
        return digits.length() >= 16 ? digits : "0".repeat(16 - digits.length()) + digits;
    }
}
