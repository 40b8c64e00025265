package org.lnetscope.ui.views;

import java.util.List;
import java.util.function.LongSupplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.IAxis;
import org.lnetscope.model.KibConnState;
import org.lnetscope.session.replay.ConnRows;
import org.lnetscope.trace.TimeFormat;

/**
 * The time graph's per-conn state rows, under its chart and on its time axis (Trace Compass' state
 * rows): one row per conn that matters ({@link ConnRows}), coloured by ibc_state over time, connecting
 * (INIT, ACTIVE_CONNECT, PASSIVE_WAIT) grey, ESTABLISHED green, CLOSING amber, DISCONNECTED red, with
 * the rx LNet holds on it as a dark step line (the row's height is its most); nothing where the conn
 * did not exist. Hover a row for its state and rx held at that time.
 */
final class ConnStateRows {

    static final int ROW = 16;
    private static final Color CONNECTING = new Color(new RGB(0xc8, 0xc8, 0xc8));
    private static final Color ESTABLISHED = new Color(new RGB(0x7c, 0xc4, 0x7c));
    private static final Color CLOSING = new Color(new RGB(0xf0, 0xb4, 0x3c));
    private static final Color DISCONNECTED = new Color(new RGB(0xd6, 0x3a, 0x31));
    private static final Color HELD = new Color(new RGB(0x20, 0x20, 0x20));

    private final Canvas canvas;
    private final Chart chart;
    /** Time 0 of the chart's axis, in trace time. */
    private final LongSupplier origin;
    private List<ConnRows.Row> rows = List.of();

    ConnStateRows(Composite parent, Chart chart, LongSupplier origin) {
        this.chart = chart;
        this.origin = origin;
        canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED);
        GridData data = new GridData(SWT.FILL, SWT.TOP, true, false);
        data.heightHint = 0;
        data.exclude = true;
        canvas.setLayoutData(data);
        canvas.setVisible(false);
        canvas.addListener(SWT.Paint, e -> paint(e.gc));
        canvas.addListener(SWT.MouseMove, e -> hover(e.x, e.y));
    }

    Control control() {
        return canvas;
    }

    /** Shows {@code shown} (none: the rows go away and give their room back to the chart). */
    void show(List<ConnRows.Row> shown) {
        rows = shown;
        GridData data = (GridData) canvas.getLayoutData();
        data.heightHint = rows.size() * ROW + (rows.isEmpty() ? 0 : 2);
        data.exclude = rows.isEmpty();
        canvas.setVisible(!rows.isEmpty());
        canvas.getParent().layout(true);
        canvas.redraw();
    }

    List<ConnRows.Row> rows() {
        return rows;
    }

    void redraw() {
        if (!canvas.isDisposed() && canvas.isVisible()) {
            canvas.redraw();
        }
    }

    /** The canvas x of chart axis time {@code axisNs}: the chart's plot area shares the canvas' left edge offset. */
    private int xOf(long traceNs) {
        IAxis x = chart.getAxisSet().getXAxis(0);
        Control plot = (Control) chart.getPlotArea();
        int plotX = canvas.getDisplay().map(plot, canvas, 0, 0).x;
        return plotX + x.getPixelCoordinate((traceNs - origin.getAsLong()) / 1e9);
    }

    private long timeAt(int px) {
        Control plot = (Control) chart.getPlotArea();
        int plotX = canvas.getDisplay().map(plot, canvas, 0, 0).x;
        return origin.getAsLong() + Math.round(chart.getAxisSet().getXAxis(0).getDataCoordinate(px - plotX) * 1e9);
    }

    static Color colorOf(KibConnState state) {
        return switch (state) {
            case ESTABLISHED -> ESTABLISHED;
            case CLOSING -> CLOSING;
            case DISCONNECTED -> DISCONNECTED;
            default -> CONNECTING;
        };
    }

    private void paint(GC gc) {
        if (rows.isEmpty()) {
            return;
        }
        Control plot = (Control) chart.getPlotArea();
        int left = canvas.getDisplay().map(plot, canvas, 0, 0).x;
        int right = left + plot.getSize().x;
        Rectangle area = canvas.getClientArea();
        gc.setClipping(left, 0, Math.max(0, right - left), area.height);
        long end = timeAt(right);
        for (int r = 0; r < rows.size(); r++) {
            ConnRows.Row row = rows.get(r);
            int top = r * ROW + 1;
            for (int i = 0; i < row.states().length; i++) {
                KibConnState state = row.states()[i];
                if (state == null) {
                    continue;
                }
                long to = i + 1 < row.changeNs().length ? row.changeNs()[i + 1] : Math.max(end, row.changeNs()[i]);
                int a = xOf(row.changeNs()[i]);
                int b = Math.max(a + 1, xOf(to));
                gc.setBackground(colorOf(state));
                gc.fillRectangle(a, top, b - a, ROW - 2);
            }
            int most = Math.max(1, row.maxHeld());
            gc.setForeground(HELD);
            gc.setLineWidth(2);
            int lastX = Integer.MIN_VALUE;
            int lastY = 0;
            for (int i = 0; i < row.timesNs().length; i++) {
                if (row.held()[i] == ConnRows.ABSENT) {
                    lastX = Integer.MIN_VALUE;
                    continue;
                }
                int x = xOf(row.timesNs()[i]);
                int y = top + ROW - 3 - (ROW - 5) * row.held()[i] / most;
                if (lastX != Integer.MIN_VALUE) {
                    gc.drawLine(lastX, lastY, x, lastY);
                    gc.drawLine(x, lastY, x, y);
                }
                lastX = x;
                lastY = y;
            }
        }
        gc.setClipping((Rectangle) null);
        gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
        for (int r = 0; r < rows.size(); r++) {
            // a short name in the chart's value-axis margin, right-aligned to the plot; the row's own
            // label and its rx in the tooltip (over the row, a long one hid the row's start)
            String text = shortLabel(rows.get(r).label());
            var size = gc.textExtent(text);
            gc.drawString(text, Math.max(0, left - size.x - 4), r * ROW + (ROW - size.y) / 2, true);
        }
    }

    /** "oss7 #1" for "oss7 conn 1 on router". */
    static String shortLabel(String label) {
        int conn = label.indexOf(" conn ");
        if (conn < 0) {
            return label;
        }
        int on = label.indexOf(" on ", conn);
        return label.substring(0, conn) + " #" + label.substring(conn + 6, on < 0 ? label.length() : on);
    }

    private void hover(int px, int py) {
        int r = py / ROW;
        String tip = null;
        if (r >= 0 && r < rows.size()) {
            ConnRows.Row row = rows.get(r);
            long t = timeAt(px);
            KibConnState state = row.stateAt(t);
            int held = ConnRows.ABSENT;
            for (int i = 0; i < row.timesNs().length && row.timesNs()[i] <= t; i++) {
                held = row.held()[i];
            }
            tip = row.label() + " (at most " + row.maxHeld() + " rx held) at " + TimeFormat.show(t) + ": "
                    + (state == null ? "no such conn then" : state.getLiteral())
                    + (held == ConnRows.ABSENT ? "" : ", " + held + " rx held (at the sample before)");
        }
        if (!java.util.Objects.equals(tip, canvas.getToolTipText())) {
            canvas.setToolTipText(tip);
        }
    }
}
