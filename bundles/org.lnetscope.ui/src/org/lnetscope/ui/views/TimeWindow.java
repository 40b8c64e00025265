package org.lnetscope.ui.views;

/**
 * The one time axis of the Timeline: the whole trace, the part shown (zoom and pan) and a selected
 * range, in nanoseconds on the chart's axis (trace time, or a comparison's clock). The slider and
 * every chart map time through the part shown, so a knob and a cursor line at the same fraction
 * are at the same time, zoomed or not.
 */
final class TimeWindow {

    /** The narrowest part shown: a microsecond, below which events are one pixel apart anyway. */
    static final long MIN_SPAN = 1_000;

    private long start;
    private long end = 1;
    private long from;
    private long to = 1;
    private long selectionFrom;
    private long selectionTo;
    /** Times may be negative (a comparison's clock before the fault): a flag says whether a range is selected. */
    private boolean selected;

    /** A new whole (another trace): shown entirely, nothing selected. */
    void reset(long startNs, long endNs) {
        start = startNs;
        end = Math.max(startNs + 1, endNs);
        from = start;
        to = end;
        clearSelection();
    }

    long start() {
        return start;
    }

    long end() {
        return end;
    }

    long from() {
        return from;
    }

    long to() {
        return to;
    }

    boolean zoomed() {
        return from > start || to < end;
    }

    /** Where {@code ns} falls in the part shown, 0 at its left edge, 1 at its right (outside: below 0 or above 1). */
    double fraction(long ns) {
        return (ns - from) / (double) (to - from);
    }

    /** The time at {@code fraction} of the part shown. */
    long timeAt(double fraction) {
        return from + Math.round((to - from) * fraction);
    }

    /** Shows {@code factor} times the span (below 1: zoom in) around {@code centerNs}, which keeps its place. */
    void zoom(double factor, long centerNs) {
        long span = to - from;
        long newSpan = Math.max(MIN_SPAN, Math.min(end - start, Math.round(span * factor)));
        double at = span == 0 ? 0.5 : (centerNs - from) / (double) span;
        at = Math.max(0, Math.min(1, at));
        show(centerNs - Math.round(newSpan * at), newSpan);
    }

    /** Moves the part shown by {@code deltaNs} (negative: earlier), never past the trace's ends. */
    void pan(long deltaNs) {
        show(from + deltaNs, to - from);
    }

    /** Shows {@code [a, b]} (a selected range, say), at least {@link #MIN_SPAN}. */
    void showRange(long a, long b) {
        long lo = Math.min(a, b);
        long span = Math.max(MIN_SPAN, Math.abs(b - a));
        show(lo, Math.min(span, end - start));
    }

    /** Pans, if needed, so that {@code ns} is shown (centred when it was out of sight). */
    void reveal(long ns) {
        if (ns < from || ns > to) {
            show(ns - (to - from) / 2, to - from);
        }
    }

    void showAll() {
        from = start;
        to = end;
    }

    private void show(long newFrom, long span) {
        long f = Math.max(start, Math.min(newFrom, end - span));
        from = f;
        to = Math.min(end, f + span);
    }

    void select(long a, long b) {
        selectionFrom = Math.max(start, Math.min(a, b));
        selectionTo = Math.min(end, Math.max(a, b));
        selected = selectionTo > selectionFrom;
    }

    void clearSelection() {
        selected = false;
    }

    boolean hasSelection() {
        return selected;
    }

    long selectionFrom() {
        return selectionFrom;
    }

    long selectionTo() {
        return selectionTo;
    }
}
