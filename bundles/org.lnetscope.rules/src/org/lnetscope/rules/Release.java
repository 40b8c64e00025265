package org.lnetscope.rules;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Lustre release as a user names it: 2.12.9, 2.15.8, 2.16, b2_15, v2_16_1, master. Its branch
 * (b2_12, b2_15, b2_16, master) is where the rule base records each fix (docs/known-bugs.md).
 *
 * @param patch the third number, or -1 when only the branch is known ("2.15", b2_15)
 */
public record Release(int major, int minor, int patch, boolean master) implements Comparable<Release> {

    private static final Pattern NUMBERS = Pattern.compile("^v?(\\d+)[._](\\d+)(?:[._](\\d+))?(?:[._-].*)?$");

    /** "2.12.9", "b2_15", "v2_16_1", "master" → the release; null when the text is none of these. */
    public static Release parse(String text) {
        if (text == null) {
            return null;
        }
        String t = text.strip().toLowerCase(Locale.ROOT);
        if (t.equals("master")) {
            return new Release(0, 0, -1, true);
        }
        if (t.startsWith("b") && t.length() > 1 && Character.isDigit(t.charAt(1))) {
            t = t.substring(1);
        }
        Matcher m = NUMBERS.matcher(t);
        if (!m.matches()) {
            return null;
        }
        return new Release(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                m.group(3) == null ? -1 : Integer.parseInt(m.group(3)), false);
    }

    /** The branch this release is cut from: b2_15 for 2.15.8; master for master. */
    public String branch() {
        return master ? "master" : "b" + major + "_" + minor;
    }

    /**
     * Lustre numbers development tags of master 2.X.50 and up (v2_15_64 is master between 2.15 and
     * 2.16): such a release is on master, not on b2_X.
     */
    public boolean development() {
        return !master && patch >= 50;
    }

    public boolean precise() {
        return master || patch >= 0;
    }

    @Override
    public int compareTo(Release o) {
        if (master || o.master) {
            return Boolean.compare(master, o.master);
        }
        int c = Integer.compare(major, o.major);
        if (c == 0) {
            c = Integer.compare(minor, o.minor);
        }
        return c != 0 ? c : Integer.compare(Math.max(patch, 0), Math.max(o.patch, 0));
    }

    @Override
    public String toString() {
        return master ? "master" : major + "." + minor + (patch >= 0 ? "." + patch : "");
    }
}
