package org.lnetscope.model.internal;

/**
 * Text form of kernel addresses, the natural IDs of kernel objects in a model: "0x" and lower-case
 * hex, as crash prints pointers ({@code 0xffff9a0d7c1e8e00}).
 *
 * <p>0 stands for "unknown" (an object from an agent or typed in by hand has no address), so it
 * has no text at all: {@link #format(long)} returns null, which makes EMF treat the object as
 * having no ID and refer to it by position instead of colliding on "0x0".
 */
public final class Addresses {

    private Addresses() {
    }

    public static String format(long address) {
        return address == 0 ? null : "0x" + Long.toHexString(address);
    }

    /**
     * Parses "0x..." hex (up to 64 bits, as an unsigned value) or plain decimal.
     *
     * @throws IllegalArgumentException quoting the text
     */
    public static long parse(String text) {
        if (text == null || text.isEmpty()) {
            throw new IllegalArgumentException("bad kernel address \"" + text + "\"");
        }
        try {
            if (text.startsWith("0x") || text.startsWith("0X")) {
                String digits = text.substring(2);
                if (digits.isEmpty() || digits.length() > 16 || digits.charAt(0) == '+' || digits.charAt(0) == '-') {
                    throw new NumberFormatException();
                }
                return Long.parseUnsignedLong(digits, 16);
            }
            if (text.charAt(0) == '+') {
                throw new NumberFormatException();
            }
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("bad kernel address \"" + text + "\": expected 0x-prefixed hex", e);
        }
    }
}
