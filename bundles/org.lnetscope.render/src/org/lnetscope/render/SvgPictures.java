package org.lnetscope.render;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.lnetscope.render.fabric.FabricGraph.Box;
import org.lnetscope.render.fabric.FabricLayout.Placed;
import org.lnetscope.render.fabric.FabricLayout.Route;
import org.lnetscope.render.fabric.FabricLayout;
import org.lnetscope.render.router.Legend;
import org.lnetscope.render.router.RouterPicture;
import org.lnetscope.render.router.Shape;

/**
 * The views' pictures as SVG, drawn from the same headless layouts the SWT views paint, so an
 * exported picture shows what the window shows (and a CI job or a report can make one).
 */
public final class SvgPictures {

    private static final int LINE = 15;
    /** About the width of a character of the pictures' 12 px DejaVu Sans, for wrapping and legends. */
    private static final double CHAR = 6.4;

    private SvgPictures() {
    }

    public static String router(RouterPicture picture, int width) {
        Svg svg = new Svg(width, picture.height());
        List<Shape> shapes = picture.shapes();
        // A handful of ownership lines reads; more is the tangle the window avoids by showing one at a time.
        boolean allEdges = picture.ownership().size() <= 12;
        if (allEdges) {
            for (int[] edge : picture.ownership()) {
                Shape run = shapes.get(edge[0]);
                Shape conn = shapes.get(edge[1]);
                svg.line(run.centerX(), run.y() + run.height(), conn.centerX(), conn.y(), Colors.EDGE, 1, 0.3);
            }
        }
        for (Shape s : shapes) {
            switch (s.kind()) {
                case TITLE -> {
                    svg.text(s.x(), s.y() + 13, s.lines().get(0), Colors.TEXT, true, null);
                    svg.text(s.x(), s.y() + 33, s.lines().get(1), Colors.MUTED, false, null);
                }
                case DIAGNOSIS -> {
                    List<String> wrapped = wrap(s.lines().get(0), (int) (s.width() / 7.5));
                    for (int i = 0; i < wrapped.size(); i++) {
                        svg.text(s.x(), s.y() + 15 + i * LINE, wrapped.get(i), Colors.tone(s.tone()), true, null);
                    }
                }
                case NOTE -> svg.text(s.x(), s.y() + 15, s.lines().get(0),
                        s.tone() == Shape.Tone.NEUTRAL ? Colors.MUTED : Colors.tone(s.tone()), false, null);
                case LANE_LABEL -> {
                    svg.rect(s.x(), s.y(), s.width(), s.height(), 6, Colors.LANE, Colors.LANE, 0);
                    svg.rect(s.x(), s.y() + 2, 5, s.height() - 4, 0, Colors.tone(s.tone()), Colors.tone(s.tone()), 0);
                    lines(svg, s, 12);
                }
                case LEGEND -> legend(svg, s);
                case QUEUE_CAPTION -> svg.text(s.x(), s.y() + 15, s.lines().get(0), Colors.MUTED, false, null);
                case TXQ_RUN, RTRQ_RUN -> {
                    int stroke = s.tone() == Shape.Tone.PINNED ? Colors.tone(Shape.Tone.PINNED) : Colors.BACKGROUND;
                    svg.rect(s.x(), s.y(), s.width(), s.height(), 0, Colors.hue(s.hue()), stroke, 1);
                    if (s.width() > 22) {
                        svg.text(s.x() + 3, s.y() + 13, s.lines().get(0), Colors.TEXT, false, null);
                    }
                }
                case CONN -> {
                    boolean pinned = s.tone() == Shape.Tone.PINNED;
                    svg.rect(s.x(), s.y(), s.width(), s.height(), 5, Colors.hue(s.hue()), Colors.tone(s.tone()),
                            pinned ? 3 : 1);
                    lines(svg, s, 6);
                }
            }
        }
        return svg.toString();
    }

    /** The router picture's legend, placed as the canvas places it (Legend's estimated widths). */
    private static void legend(Svg svg, Shape s) {
        int x = s.x();
        int y = s.y();
        for (Legend.Item item : Legend.ITEMS) {
            int w = Legend.width(item);
            if (x > s.x() && x + w > s.x() + s.width()) {
                x = s.x();
                y += 22;
            }
            int top = y + 4;
            switch (item.swatch()) {
                case BAR -> svg.rect(x + 5, top, 5, 14, 0, Colors.tone(item.tone()), Colors.tone(item.tone()), 0);
                case BLOCK -> svg.rect(x, top, Legend.SWATCH, 14, 0, Colors.hue(item.hue()), Colors.BACKGROUND, 1);
                case BORDER -> svg.rect(x, top, Legend.SWATCH, 14, 3, Colors.hue(item.hue()), Colors.tone(item.tone()),
                        item.tone() == Shape.Tone.PINNED ? 3 : 1);
            }
            svg.text(x + Legend.SWATCH + 4, top + 11, item.text(), Colors.MUTED, false, null);
            x += w;
        }
    }

    /**
     * Adds {@code text} in the bottom right corner of an SVG picture (file, event, time: what an
     * incident report needs to say where a picture comes from).
     */
    public static String stamp(String svg, String text) {
        Matcher size = Pattern.compile("<svg [^>]*width=\"(\\d+)\" height=\"(\\d+)\"")
                .matcher(svg);
        int end = svg.lastIndexOf("</svg>");
        if (!size.find() || end < 0) {
            return svg;
        }
        int width = Integer.parseInt(size.group(1));
        int height = Integer.parseInt(size.group(2));
        double w = text.length() * 6.8 + 12;
        String corner = String.format(Locale.ROOT,
                "<rect x=\"%.1f\" y=\"%d\" width=\"%.1f\" height=\"20\" fill=\"%s\" fill-opacity=\"0.9\" stroke=\"%s\"/>%n"
                        + "<text x=\"%d\" y=\"%d\" fill=\"%s\" text-anchor=\"end\">%s</text>%n",
                width - w - 6, height - 26, w, Colors.css(Colors.BACKGROUND), Colors.css(Colors.MUTED), width - 12,
                height - 12, Colors.css(Colors.MUTED), Svg.escape(text));
        return svg.substring(0, end) + corner + svg.substring(end);
    }

    /** Word-wraps at {@code columns} characters (SVG 1.1 text does not wrap by itself). */
    static List<String> wrap(String text, int columns) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split(" ")) {
            if (line.length() > 0 && line.length() + 1 + word.length() > columns) {
                lines.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() == 0 ? "" : " ").append(word);
        }
        lines.add(line.toString());
        return lines;
    }

    /**
     * A box's detail line under its title, wrapped to the box (SVG 1.1 text does not wrap: "1 pinned
     * conn, 3 MiB, 100% of 47.9 GiB used" ran out of a router's box and across its link), as many
     * lines as the box holds, the last one cut with "…" when more do not fit.
     */
    private static void detail(Svg svg, Placed p, String detail) {
        if (detail == null || detail.isEmpty() || p.height() <= 34) {
            return;
        }
        int columns = Math.max(8, (int) ((p.width() - 14) / CHAR));
        List<String> lines = wrap(detail, columns);
        int room = (int) ((p.height() - 35) / LINE) + 1;
        for (int i = 0; i < Math.min(room, lines.size()); i++) {
            String line = lines.get(i);
            if (i == room - 1 && lines.size() > room) {
                line = (line.length() + 1 > columns ? line.substring(0, columns - 1) : line) + "…";
            }
            svg.text(p.x() + 10, p.y() + 31 + i * LINE, line, Colors.MUTED, false, null);
        }
    }

    private static void lines(Svg svg, Shape s, int indent) {
        for (int i = 0; i < s.lines().size(); i++) {
            svg.text(s.x() + indent, s.y() + 14 + i * LINE, s.lines().get(i), i == 0 ? Colors.TEXT : Colors.MUTED,
                    i == 0, null);
        }
    }

    public static String fabric(FabricLayout.Result layout) {
        String links = "link colour: the router's peer credit (green > 0, amber 0, red < 0: queued); width: messages queued";
        // Router boxes are filled by memory (RouterPicture.memoryTone), as in the window.
        String fills = "router fill:";
        String[] memory = {"memory ok", "conns pinned (LNet holds memory)", "≥ 90 % of RAM used"};
        double swatches = 10 + fills.length() * CHAR + 8;
        for (String m : memory) {
            swatches += 20 + m.length() * CHAR + 12;
        }
        // the legend on two lines under the layout, the picture as wide as the wider of them: a small
        // fabric (a one-router dump) cut the legend at the layout's width
        int width = (int) Math.ceil(Math.max(layout.width(), Math.max(10 + links.length() * CHAR + 10, swatches)));
        int height = (int) Math.ceil(layout.height()) + 48;
        Svg svg = new Svg(width, height);
        for (Route route : layout.routes()) {
            double w = Math.max(1, Math.min(10, 1 + Math.log(1 + route.link().queued()) / Math.log(3)));
            svg.route(route.points(), Colors.tone(route.link().tone()), w);
        }
        for (Placed p : layout.boxes()) {
            Box box = p.box();
            int fill = switch (box.role()) {
                case COMPUTE -> Colors.COMPUTE_FILL;
                case ROUTER -> Colors.routerFill(box.tone());
                case SERVER -> Colors.SERVER_FILL;
            };
            svg.rect(p.x(), p.y(), p.width(), p.height(), 6, fill, Colors.EDGE, 1);
            svg.rect(p.x(), p.y() + 3, 5, p.height() - 6, 0, Colors.tone(box.tone()), Colors.tone(box.tone()), 0);
            svg.text(p.x() + 10, p.y() + 15, box.title(), Colors.TEXT, true, box.detail());
            detail(svg, p, box.detail());
        }
        svg.text(10, height - 28, links, Colors.MUTED, false, null);
        Shape.Tone[] tones = {Shape.Tone.HEALTHY, Shape.Tone.EXHAUSTED, Shape.Tone.NEGATIVE};
        svg.text(10, height - 10, fills, Colors.MUTED, false, null);
        double x = 10 + fills.length() * CHAR + 8;
        for (int i = 0; i < memory.length; i++) {
            svg.rect(x, height - 22, 16, 14, 2, Colors.routerFill(tones[i]), Colors.EDGE, 1);
            svg.text(x + 20, height - 10, memory[i], Colors.MUTED, false, null);
            x += 20 + memory[i].length() * CHAR + 12;
        }
        return svg.toString();
    }
}
