package org.lnetscope.prometheus;

/**
 * A server's text made safe for a terminal: control characters (ESC, CR, BEL ..., and the C1 set)
 * are written as {@code \xNN} or {@code \u009b}, so that a hostile or broken server or proxy cannot
 * move the cursor, retitle the window or hide the line that names it (issue 31).
 */
public final class Printable {

    private Printable() {
    }

    public static String of(String text) {
        if (text == null) {
            return "null";
        }
        StringBuilder b = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean control = c < 0x20 || c == 0x7f || (c >= 0x80 && c <= 0x9f) || c == '\u2028' || c == '\u2029';
            if (control && b == null) {
                b = new StringBuilder(text.length() + 16).append(text, 0, i);
            }
            if (b != null) {
                if (!control) {
                    b.append(c);
                } else if (c < 0x100) {
                    b.append(String.format("\\x%02x", (int) c));
                } else {
                    b.append(String.format("\\u%04x", (int) c));
                }
            }
        }
        return b == null ? text : b.toString();
    }
}
