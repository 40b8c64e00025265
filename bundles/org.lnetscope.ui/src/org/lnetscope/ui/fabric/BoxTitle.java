package org.lnetscope.ui.fabric;

import java.util.function.ToIntFunction;

/**
 * A box's title made to fit its width when even the small font does not (zoomed far out, a group
 * of computes is narrower than "compute0001–compute0016"): the range's second name loses what it
 * shares with the first ("compute0001–0016"), then the end gives way to "…". Shortened, never cut
 * through a letter by the box's clipping: a reader still sees where the range starts.
 */
public final class BoxTitle {

    private static final String RANGE = "–";
    private static final String MORE = "…";

    private BoxTitle() {
    }

    /**
     * {@code title} as it fits {@code width} pixels by {@code measure} (a text's width in the font
     * it will be drawn in): unchanged when it fits; at least one character and "…" otherwise.
     */
    public static String fit(String title, int width, ToIntFunction<String> measure) {
        if (measure.applyAsInt(title) <= width) {
            return title;
        }
        String shorter = compactRange(title);
        if (measure.applyAsInt(shorter) <= width) {
            return shorter;
        }
        // the longest start that fits with "…" after it (binary search: measuring is a text extent each time)
        int lo = 1;
        int hi = shorter.length() - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (measure.applyAsInt(shorter.substring(0, mid) + MORE) <= width) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return shorter.substring(0, Math.max(1, lo)) + MORE;
    }

    /** "compute0001–compute0016" → "compute0001–0016"; "routers rtr1–rtr4" → "routers rtr1–4"; else as it is. */
    static String compactRange(String title) {
        int dash = title.indexOf(RANGE);
        if (dash < 0) {
            return title;
        }
        String first = title.substring(0, dash);
        String second = title.substring(dash + RANGE.length());
        int start = first.lastIndexOf(' ') + 1; // "routers rtr1": compare the names, not the word before
        String name = first.substring(start);
        int common = 0;
        while (common < name.length() && common < second.length() && name.charAt(common) == second.charAt(common)) {
            common++;
        }
        if (common == second.length()) {
            return title; // the same name twice: nothing to drop
        }
        // keep the digits whole: "compute0009–compute0010" shares "compute00", shown "compute0009–0010"
        while (common > 0 && Character.isDigit(second.charAt(common - 1))) {
            common--;
        }
        if (common == 0) {
            return title;
        }
        return first + RANGE + second.substring(common);
    }
}
