package org.lnetscope.model.resource;

/**
 * Text as it comes from a log, a paste or a server: terminal escape sequences (the colours of a
 * prompt, a title), NULs of a crashed node's log, right-to-left overrides. One place says which
 * characters are damage, strips what a terminal added, and escapes the rest for showing
 * ({@code \x1b}, {@code \u202e}) or for storing in XML.
 */
public final class ControlChars {

    private ControlChars() {
    }

    /** What {@link #cleanLines} reports for a damaged line (1-based number, the first bad character escaped). */
    public interface LineDamage {
        void damaged(int line, String character);
    }

    /**
     * {@code text} with ANSI escape sequences removed (CSI colours {@code ESC[31m}, OSC titles
     * {@code ESC]0;...BEL}, two-character escapes) and every line still holding a control character
     * other than tab and carriage return (a NUL, a lone ESC, DEL, a C1 control) emptied and reported:
     * line numbers stay those of the input. The same string when there is nothing to do.
     */
    public static String cleanLines(String text, LineDamage damage) {
        if (clean(text)) {
            return text;
        }
        String stripped = text.indexOf('\u001b') >= 0 || text.indexOf('\u009b') >= 0 ? stripAnsi(text) : text;
        StringBuilder out = new StringBuilder(stripped.length());
        int line = 1;
        int start = 0;
        while (start <= stripped.length()) {
            int end = stripped.indexOf('\n', start);
            int stop = end < 0 ? stripped.length() : end;
            int bad = -1;
            for (int i = start; i < stop; i++) {
                if (isDamage(stripped.charAt(i))) {
                    bad = i;
                    break;
                }
            }
            if (bad < 0) {
                out.append(stripped, start, stop);
            } else {
                damage.damaged(line, escape(String.valueOf(stripped.charAt(bad))));
            }
            if (end < 0) {
                break;
            }
            out.append('\n');
            start = end + 1;
            line++;
        }
        return out.toString();
    }

    /** Nothing to strip or report: no ESC and no control character but tab, CR and newline. */
    private static boolean clean(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || (c >= 0x7f && c <= 0x9f)) {
                return false;
            }
        }
        return true;
    }

    private static boolean isDamage(char c) {
        return (c < 0x20 && c != '\t' && c != '\r') || (c >= 0x7f && c <= 0x9f);
    }

    /**
     * Removes terminal escape sequences: CSI ({@code ESC [} parameters, a final letter), OSC
     * ({@code ESC ]} text ended by BEL or {@code ESC \}), and other two-character escapes. An
     * unterminated sequence is removed up to the end of its line.
     */
    public static String stripAnsi(String s) {
        StringBuilder b = new StringBuilder(s.length());
        int n = s.length();
        int i = 0;
        while (i < n) {
            char c = s.charAt(i);
            if (c != '\u001b' && c != '\u009b') {
                b.append(c);
                i++;
                continue;
            }
            char kind = c == '\u009b' ? '[' : i + 1 < n ? s.charAt(i + 1) : 0;
            int j = c == '\u009b' ? i + 1 : i + 2;
            if (kind == '[') {
                // parameters and intermediates (0x20-0x3f), then one final byte (0x40-0x7e)
                while (j < n && s.charAt(j) >= 0x20 && s.charAt(j) <= 0x3f) {
                    j++;
                }
                if (j < n && s.charAt(j) >= 0x40 && s.charAt(j) <= 0x7e) {
                    j++;
                }
            } else if (kind == ']' || kind == 'P' || kind == '_' || kind == '^') {
                // OSC / DCS / APC / PM: to BEL or ST (ESC \), never past the line
                while (j < n && s.charAt(j) != '\u0007' && s.charAt(j) != '\n'
                        && !(s.charAt(j) == '\u001b' && j + 1 < n && s.charAt(j + 1) == '\\')) {
                    j++;
                }
                if (j < n && s.charAt(j) == '\u0007') {
                    j++;
                } else if (j < n && s.charAt(j) == '\u001b') {
                    j += 2;
                }
            } else if (kind == '(' || kind == ')' || kind == '#' || kind == '%') {
                j = Math.min(n, j + 1); // character set selection: one more byte
            } else if (kind == 0 || kind == '\n') {
                j = i + 1; // a lone ESC: dropped
            }
            i = Math.min(j, n);
        }
        return b.toString();
    }

    /** Bidirectional controls that reorder what a terminal shows (CVE-2021-42574, "Trojan Source"). */
    public static boolean isBidi(int c) {
        return c == 0x061c || c == 0x200e || c == 0x200f || (c >= 0x202a && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069);
    }

    /**
     * {@code s} for a terminal or a message: control characters as {@code \x1b}, C1 controls and
     * bidirectional controls as {@code \u202e}, a backslash as itself. Tabs are kept.
     */
    public static String escape(String s) {
        if (s == null) {
            return null;
        }
        int k = 0;
        while (k < s.length() && !needsEscape(s.charAt(k))) {
            k++;
        }
        if (k == s.length()) {
            return s;
        }
        StringBuilder b = new StringBuilder(s.length() + 8);
        b.append(s, 0, k);
        for (int i = k; i < s.length(); i++) {
            char c = s.charAt(i);
            if (!needsEscape(c)) {
                b.append(c);
            } else if (c < 0x80) {
                b.append(String.format("\\x%02x", (int) c));
            } else {
                b.append(String.format("\\u%04x", (int) c));
            }
        }
        return b.toString();
    }

    private static boolean needsEscape(char c) {
        return (c < 0x20 && c != '\t') || (c >= 0x7f && c <= 0x9f) || isBidi(c);
    }

    /** Characters XML 1.0 cannot hold, even as a character reference: every C0 control but tab, CR, LF; U+FFFE/FFFF. */
    public static boolean isXmlInvalid(char c) {
        return (c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0xfffe || c == 0xffff;
    }

    /** {@code s} with what XML 1.0 cannot hold written as {@code \x00}; the same string when nothing is. */
    public static String forXml(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (isXmlInvalid(s.charAt(i))) {
                StringBuilder b = new StringBuilder(s.length() + 8);
                for (int j = 0; j < s.length(); j++) {
                    char c = s.charAt(j);
                    if (isXmlInvalid(c)) {
                        b.append(c < 0x80 ? String.format("\\x%02x", (int) c) : String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
                return b.toString();
            }
        }
        return s;
    }
}
