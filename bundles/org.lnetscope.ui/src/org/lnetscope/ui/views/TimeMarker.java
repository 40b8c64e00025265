package org.lnetscope.ui.views;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongUnaryOperator;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swtchart.IAxis;
import org.lnetscope.render.router.Shape;
import org.lnetscope.session.replay.Bookmarks;
import org.lnetscope.session.replay.GuidedTour;
import org.lnetscope.session.replay.MemoryCurve;
import org.lnetscope.session.replay.TimeMarkers;
import org.lnetscope.trace.TimeFormat;
import org.lnetscope.ui.router.Palette;

/**
 * A mark on the time graph's axis: a bookmark, a stop of the guided tour, the injected fault, an
 * OOM, a dropped message, a tx timeout, an agent gone stale. {@code axisNs} is on the chart's axis
 * (trace time from its origin, or a comparison's clock); {@code label} is what hovering it says.
 */
public record TimeMarker(Kind kind, long axisNs, String label) {

    /** What a marker marks, each drawn its own way so they can be told apart without a legend. */
    public enum Kind {
        BOOKMARK, TOUR, FAULT, OOM, DROP, TIMEOUT, STALE
    }

    private static final Color BOOKMARK_BLUE = new Color(new RGB(0x1f, 0x5f, 0xbf));
    private static final Color TOUR_PURPLE = new Color(new RGB(0x6a, 0x3d, 0x9a));
    private static final Color FAULT_ORANGE = new Color(new RGB(0xe0, 0x6c, 0x00));
    private static final Color OOM_RED = new Color(new RGB(0xd6, 0x3a, 0x31));

    /**
     * Every marker of a trace: {@code marks} and {@code found} (the background scans), the
     * {@code bookmarks} at their events' times ({@code eventTime}); times on an axis starting at {@code origin}.
     */
    static List<TimeMarker> all(MemoryCurve.Marks marks, TimeMarkers timeMarkers, List<Bookmarks.Bookmark> bookmarks, long origin,
            LongUnaryOperator eventTime) {
        List<TimeMarker> all = new ArrayList<>();
        for (long t : marks.timeouts()) {
            all.add(new TimeMarker(Kind.TIMEOUT, t - origin, "tx timed out at " + TimeFormat.show(t)));
        }
        for (long t : marks.stale()) {
            all.add(new TimeMarker(Kind.STALE, t - origin, "an agent went stale at " + TimeFormat.show(t)));
        }
        for (long t : timeMarkers.drops()) {
            all.add(new TimeMarker(Kind.DROP, t - origin, "message dropped at " + TimeFormat.show(t)));
        }
        if (timeMarkers.faultNs() >= 0) {
            all.add(new TimeMarker(Kind.FAULT, timeMarkers.faultNs() - origin,
                    "fault injected at " + TimeFormat.show(timeMarkers.faultNs())));
        }
        for (int i = 0; i < timeMarkers.tourTimes().length; i++) {
            if (timeMarkers.tourTimes()[i] >= 0) {
                all.add(new TimeMarker(Kind.TOUR, timeMarkers.tourTimes()[i] - origin,
                        GuidedTour.STOPS.get(i).title() + " (event #" + String.format("%,d", timeMarkers.tourEvents()[i])
                                + ", " + TimeFormat.show(timeMarkers.tourTimes()[i]) + ")"));
            }
        }
        for (long t : marks.ooms()) {
            all.add(new TimeMarker(Kind.OOM, t - origin, "out of memory at " + TimeFormat.show(t)));
        }
        for (Bookmarks.Bookmark b : bookmarks) {
            all.add(new TimeMarker(Kind.BOOKMARK, eventTime.applyAsLong(b.event()) - origin,
                    "bookmark #" + String.format("%,d", b.event()) + (b.note().isEmpty() ? "" : ": " + b.note())));
        }
        return List.copyOf(all);
    }

    /** Pixels either side of a marker within which the pointer is on it. */
    static final int HIT = 4;

    /** Draws {@code markers} on the plot area of {@code height} pixels, time mapped by {@code x} (seconds). */
    static void paint(GC gc, IAxis x, List<TimeMarker> markers, int width, int height) {
        for (TimeMarker m : markers) {
            int px = x.getPixelCoordinate(m.axisNs() / 1e9);
            if (px < -HIT || px > width + HIT) {
                continue;
            }
            gc.setLineStyle(SWT.LINE_SOLID);
            switch (m.kind()) {
                case TIMEOUT -> {
                    // amber ticks on top: kiblnd_check_conns closed a conn
                    gc.setLineWidth(1);
                    gc.setForeground(Palette.tone(Shape.Tone.EXHAUSTED));
                    gc.drawLine(px, 0, px, 6);
                }
                case STALE -> {
                    gc.setLineWidth(2);
                    gc.setForeground(gc.getDevice().getSystemColor(SWT.COLOR_DARK_GRAY));
                    gc.drawLine(px, 0, px, 8);
                }
                case DROP -> {
                    // grey ticks along the bottom: a message dropped without being forwarded
                    gc.setLineWidth(1);
                    gc.setForeground(gc.getDevice().getSystemColor(SWT.COLOR_DARK_GRAY));
                    gc.drawLine(px, height - 6, px, height);
                }
                case OOM -> {
                    gc.setLineWidth(3);
                    gc.setForeground(OOM_RED);
                    gc.drawLine(px, 0, px, 10);
                    label(gc, "OOM", px, 12, width, OOM_RED);
                }
                case FAULT -> {
                    gc.setLineWidth(1);
                    gc.setLineStyle(SWT.LINE_DASH);
                    gc.setForeground(FAULT_ORANGE);
                    gc.drawLine(px, 0, px, height);
                    label(gc, "fault", px, 12, width, FAULT_ORANGE);
                }
                case TOUR -> {
                    gc.setLineWidth(1);
                    gc.setLineStyle(SWT.LINE_DOT);
                    gc.setForeground(TOUR_PURPLE);
                    gc.drawLine(px, 14, px, height);
                    String n = m.label().substring(0, m.label().indexOf('.'));
                    var extent = gc.textExtent(n);
                    gc.setBackground(TOUR_PURPLE);
                    gc.fillOval(px - extent.y / 2 - 1, 0, extent.y + 2, extent.y + 2);
                    gc.setForeground(gc.getDevice().getSystemColor(SWT.COLOR_WHITE));
                    gc.drawString(n, px - extent.x / 2, 1, true);
                }
                case BOOKMARK -> {
                    gc.setLineWidth(2);
                    gc.setForeground(BOOKMARK_BLUE);
                    gc.drawLine(px, 0, px, height);
                    gc.setBackground(BOOKMARK_BLUE);
                    // a small flag at the foot, so it reads as a bookmark and not a cursor
                    gc.fillPolygon(new int[] {px, height - 16, px + 9, height - 12, px, height - 8});
                    // and the start of its note, so two flags are told apart without hovering
                    int colon = m.label().indexOf(": ");
                    String note = colon < 0 ? m.label() : m.label().substring(colon + 2);
                    label(gc, note.length() > 24 ? note.substring(0, 23) + "…" : note, px + 8,
                            height - 20 - gc.getFontMetrics().getHeight() / 2,
                            width, BOOKMARK_BLUE);
                }
            }
        }
        gc.setLineStyle(SWT.LINE_SOLID);
    }

    private static void label(GC gc, String text, int px, int y, int width, Color color) {
        int w = gc.textExtent(text).x;
        gc.setForeground(color);
        gc.drawString(text, px + 3 + w > width ? px - 3 - w : px + 3, y, true);
    }
}
