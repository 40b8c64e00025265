package org.lnetscope.render;

import java.util.Locale;

/** A minimal SVG document builder: just what the pictures draw, escaped, with stable number formatting. */
public final class Svg {

    private final StringBuilder body = new StringBuilder();
    private final int width;
    private final int height;

    public Svg(int width, int height) {
        this.width = width;
        this.height = height;
    }

    public Svg rect(double x, double y, double w, double h, double radius, int fill, int stroke, double strokeWidth) {
        body.append(String.format(Locale.ROOT,
                "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" rx=\"%.1f\" fill=\"%s\" stroke=\"%s\" "
                        + "stroke-width=\"%.1f\"/>%n",
                x, y, w, h, radius, Colors.css(fill), Colors.css(stroke), strokeWidth));
        return this;
    }

    public Svg line(double x1, double y1, double x2, double y2, int stroke, double width, double opacity) {
        body.append(String.format(Locale.ROOT,
                "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"%.1f\" "
                        + "stroke-opacity=\"%.2f\"/>%n",
                x1, y1, x2, y2, Colors.css(stroke), width, opacity));
        return this;
    }

    /** A path from ELK-style points: Bezier triplets after the start when they fit, else a polyline. */
    public Svg route(double[] points, int stroke, double width) {
        if (points.length < 4) {
            return this;
        }
        StringBuilder d = new StringBuilder(String.format(Locale.ROOT, "M%.1f,%.1f", points[0], points[1]));
        int after = (points.length - 2) / 2;
        boolean bezier = after % 3 == 0;
        for (int i = 2; i < points.length; i += 2) {
            boolean start = bezier && (i - 2) % 6 == 0;
            d.append(String.format(Locale.ROOT, start ? " C%.1f,%.1f" : bezier ? " %.1f,%.1f" : " L%.1f,%.1f",
                    points[i], points[i + 1]));
        }
        body.append(String.format(Locale.ROOT, "<path d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"%.1f\"/>%n",
                d, Colors.css(stroke), width));
        return this;
    }

    public Svg text(double x, double y, String text, int fill, boolean bold, String tooltip) {
        body.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\" fill=\"%s\"%s>%s%s</text>%n", x, y,
                Colors.css(fill), bold ? " font-weight=\"bold\"" : "",
                tooltip == null ? "" : "<title>" + escape(tooltip) + "</title>", escape(text)));
        return this;
    }

    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                default -> {
                    if (c >= 0x20 || c == '\n' || c == '\t') {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }

    @Override
    public String toString() {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                        + "viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, Arial, sans-serif\" font-size=\"12\">%n",
                        width, height, width, height)
                + String.format(Locale.ROOT, "<rect width=\"100%%\" height=\"100%%\" fill=\"%s\"/>%n",
                        Colors.css(Colors.BACKGROUND))
                + body + "</svg>\n";
    }
}
