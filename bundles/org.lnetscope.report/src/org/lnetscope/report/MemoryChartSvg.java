package org.lnetscope.report;

import java.util.List;
import java.util.Locale;

/**
 * The router memory curve(s) of a report as inline SVG: one line per run on the comparison clock,
 * labelled axes with units, tick labels written out (a report is read on paper and in a bug tracker,
 * where there is no tooltip), a legend naming each run, the RAM line and each run's OOM mark.
 */
public final class MemoryChartSvg {

    /** One run's curve: clock times (ns from its origin), usedBytes, RAM, and its OOM on the clock (or -1). */
    public record Series(String label, long[] clockNs, long[] usedBytes, long ramBytes, long oomClockNs) {
    }

    static final String[] COLOURS = {"#1f5fa8", "#d9730d", "#2a8a3e", "#8a2a8a"};
    private static final int W = 980;
    private static final int H = 300;
    private static final int LEFT = 70;
    private static final int RIGHT = 20;
    private static final int TOP = 20;
    private static final int BOTTOM = 48;

    private MemoryChartSvg() {
    }

    /** No cursor line: clock times can be negative (before the fault), so no time can mean "none". */
    public static final long NO_MARK = Long.MIN_VALUE;

    /** The chart; {@code markClockNs} draws the cursor's time as a vertical line ({@link #NO_MARK}: none). */
    public static String svg(List<Series> runs, String zeroName, long markClockNs) {
        double minX = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = 1;
        double minY = Double.MAX_VALUE;
        for (Series s : runs) {
            for (int i = 0; i < s.clockNs().length; i++) {
                minX = Math.min(minX, s.clockNs()[i] / 1e9);
                maxX = Math.max(maxX, s.clockNs()[i] / 1e9);
                maxY = Math.max(maxY, s.usedBytes()[i]);
                minY = Math.min(minY, s.usedBytes()[i]);
            }
            maxY = Math.max(maxY, s.ramBytes());
        }
        if (minY == Double.MAX_VALUE) {
            minY = 0;
        }
        if (minX == Double.MAX_VALUE) {
            minX = 0;
            maxX = 1;
        }
        if (maxX <= minX) {
            maxX = minX + 1;
        }
        boolean gib = maxY >= (1L << 30);
        double unit = gib ? (1L << 30) : (1 << 20);
        // A router's base memory is most of its RAM: start the axis near the lowest use, so what the
        // pinned conns add is visible (the axis is labelled; the report says where it starts).
        double span = Math.max(maxY - minY, maxY * 0.02) / unit;
        double yStep = niceStep(span * 1.1 / 5);
        double yBottom = Math.max(0, Math.floor((minY / unit - span * 0.05) / yStep) * yStep);
        double yTop = Math.max(yBottom + yStep, Math.ceil((maxY / unit + span * 0.05) / yStep) * yStep);
        double x0 = minX;
        double x1 = maxX;
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\""
                + " font-family=\"sans-serif\" font-size=\"11\" role=\"img\">%n", W, H + 20 * ((runs.size() + 1) / 2), W,
                H + 20 * ((runs.size() + 1) / 2)));
        b.append("<title>Router memory used over time</title>\n");
        int plotW = W - LEFT - RIGHT;
        int plotH = H - TOP - BOTTOM;
        b.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"#fafafa\" stroke=\"#888\"/>%n",
                LEFT, TOP, plotW, plotH));
        // y ticks
        for (double v = yBottom; v <= yTop + 1e-9; v += yStep) {
            double y = TOP + plotH - (v - yBottom) / (yTop - yBottom) * plotH;
            b.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>"
                    + "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n", LEFT, LEFT + plotW, y, y, LEFT - 4, y + 4,
                    number(v)));
        }
        // x ticks
        double xStep = niceStep((x1 - x0) / 8);
        for (double v = Math.ceil(x0 / xStep) * xStep; v <= x1 + 1e-9; v += xStep) {
            double x = LEFT + (v - x0) / (x1 - x0) * plotW;
            b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%d\" y2=\"%d\" stroke=\"#ddd\"/>"
                    + "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n", x, x, TOP, TOP + plotH, x, TOP + plotH + 14,
                    number(v)));
        }
        b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">time from %s (s)</text>%n",
                LEFT + plotW / 2, TOP + plotH + 32, esc(zeroName)));
        b.append(String.format(Locale.ROOT, "<text transform=\"translate(16 %d) rotate(-90)\" text-anchor=\"middle\">"
                + "router memory used (%s)</text>%n", TOP + plotH / 2, gib ? "GiB" : "MiB"));
        for (int r = 0; r < runs.size(); r++) {
            Series s = runs.get(r);
            String colour = COLOURS[r % COLOURS.length];
            if (s.ramBytes() > 0) {
                double y = TOP + plotH - (s.ramBytes() / unit - yBottom) / (yTop - yBottom) * plotH;
                b.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"%s\""
                        + " stroke-dasharray=\"2 3\"><title>RAM of %s</title></line>%n", LEFT, LEFT + plotW, y, y, colour, esc(s.label())));
                if (r == 0 || runs.get(r - 1).ramBytes() != s.ramBytes()) {
                    b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"start\" fill=\"%s\">RAM %s</text>%n",
                            LEFT + 4, y - 3, colour, number(s.ramBytes() / unit) + (gib ? " GiB" : " MiB")));
                }
            }
            StringBuilder points = new StringBuilder();
            for (int i = 0; i < s.clockNs().length; i++) {
                double x = LEFT + (s.clockNs()[i] / 1e9 - x0) / (x1 - x0) * plotW;
                double y = TOP + plotH - (s.usedBytes()[i] / unit - yBottom) / (yTop - yBottom) * plotH;
                points.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, y));
            }
            b.append(String.format(Locale.ROOT, "<polyline fill=\"none\" stroke=\"%s\" stroke-width=\"2\"%s points=\"%s\"/>%n", colour,
                    r == 0 ? "" : " stroke-dasharray=\"6 3\"", points.toString().strip()));
            if (s.oomClockNs() >= 0) {
                double x = LEFT + (s.oomClockNs() / 1e9 - x0) / (x1 - x0) * plotW;
                b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%d\" y2=\"%d\" stroke=\"#c00\"/>"
                        + "<text x=\"%.1f\" y=\"%d\" fill=\"#c00\" text-anchor=\"end\">OOM (%s)</text>%n", x, x, TOP, TOP + plotH,
                        x - 3, TOP + 12 + 12 * r, esc(s.label())));
            }
        }
        if (markClockNs != NO_MARK) {
            double t = markClockNs / 1e9;
            if (t >= x0 && t <= x1) {
                double x = LEFT + (t - x0) / (x1 - x0) * plotW;
                b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%d\" y2=\"%d\" stroke=\"#000\""
                        + " stroke-dasharray=\"1 2\"/><text x=\"%.1f\" y=\"%d\" text-anchor=\"start\">T</text>%n", x, x, TOP,
                        TOP + plotH, x + 2, TOP + plotH - 4));
            }
        }
        // legend under the axis title, two runs a line
        for (int r = 0; r < runs.size(); r++) {
            int lx = LEFT + (r % 2) * (plotW / 2);
            int ly = H + 20 * (r / 2);
            b.append(String.format(Locale.ROOT, "<line x1=\"%d\" x2=\"%d\" y1=\"%d\" y2=\"%d\" stroke=\"%s\" stroke-width=\"2\"%s/>"
                    + "<text x=\"%d\" y=\"%d\">%s</text>%n", lx, lx + 28, ly - 4, ly - 4, COLOURS[r % COLOURS.length],
                    r == 0 ? "" : " stroke-dasharray=\"6 3\"", lx + 34, ly, esc(runs.get(r).label())));
        }
        return b.append("</svg>\n").toString();
    }

    private static String number(double v) {
        return Math.abs(v - Math.rint(v)) < 1e-9 ? String.format(Locale.ROOT, "%,d", (long) Math.rint(v))
                : String.format(Locale.ROOT, "%.2f", v).replaceAll("0+$", "");
    }

    /** 1, 2 or 5 times a power of ten, at least {@code raw}. */
    static double niceStep(double raw) {
        if (raw <= 0) {
            return 1;
        }
        double p = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double m : new double[] {1, 2, 5, 10}) {
            if (m * p >= raw) {
                return m * p;
            }
        }
        return 10 * p;
    }

    static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
