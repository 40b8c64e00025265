package org.lnetscope.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swtchart.IAxis;

/**
 * The mouse and keys on the Timeline's plot: a click goes to that time, a drag selects a range,
 * Shift+drag (or the middle/right button) pans, the wheel zooms around the pointer (Shift+wheel
 * pans), +/- or W/S zoom, the arrows or A/D pan, Home or 0 shows everything, Esc drops the range;
 * hovering a marker says what it is.
 */
final class TimeGraphInput {

    /** Pixels a press must move to be a drag (a range, a pan) rather than a click (go there). */
    private static final int DRAG = 4;

    private final TimelineView view;
    /** A press on the plot: where, and whether it pans or selects. */
    private int pressX = -1;
    private int lastDragX;
    private boolean panning;
    private boolean dragged;

    TimeGraphInput(TimelineView view, Control plot) {
        this.view = view;
        plot.addListener(SWT.MouseDown, this::pressed);
        plot.addListener(SWT.MouseMove, this::moved);
        plot.addListener(SWT.MouseUp, this::released);
        plot.addListener(SWT.MouseVerticalWheel, this::wheeled);
        plot.addListener(SWT.KeyDown, this::key);
        // arrows pan the graph rather than move the focus away
        plot.addListener(SWT.Traverse, e -> {
            if (e.detail == SWT.TRAVERSE_ARROW_NEXT || e.detail == SWT.TRAVERSE_ARROW_PREVIOUS) {
                e.doit = false;
            }
        });
    }

    private void pressed(Event e) {
        if (!view.hasTrace()) {
            return;
        }
        ((Control) view.chart().getPlotArea()).setFocus();
        pressX = e.x;
        lastDragX = e.x;
        dragged = false;
        panning = e.button != 1 || (e.stateMask & SWT.SHIFT) != 0;
    }

    private void moved(Event e) {
        if (pressX < 0) {
            hover(e.x);
            return;
        }
        if (!dragged && Math.abs(e.x - pressX) < DRAG) {
            return;
        }
        dragged = true;
        if (panning) {
            view.window().pan(view.axisAt(lastDragX) - view.axisAt(e.x));
            lastDragX = e.x;
            view.applyWindow();
        } else {
            view.window().select(view.axisAt(pressX), view.axisAt(e.x));
            view.showRange();
            view.chart().redraw();
        }
    }

    private void released(Event e) {
        if (pressX < 0) {
            return;
        }
        boolean click = !dragged;
        pressX = -1;
        if (click && e.button == 1) {
            view.seekAxis(view.axisAt(e.x)); // a click goes to that time, as it always did
        }
    }

    private void wheeled(Event e) {
        if (!view.hasTrace() || e.count == 0) {
            return;
        }
        if ((e.stateMask & SWT.SHIFT) != 0) {
            view.window().pan((e.count > 0 ? -1 : 1) * (view.window().to() - view.window().from()) / 10);
        } else {
            view.window().zoom(e.count > 0 ? 0.8 : 1.25, view.axisAt(e.x));
        }
        view.applyWindow();
    }

    private void key(Event e) {
        if (!view.hasTrace()) {
            return;
        }
        long tenth = (view.window().to() - view.window().from()) / 10;
        switch (e.keyCode) {
            case SWT.ARROW_LEFT, 'a' -> view.window().pan(-tenth);
            case SWT.ARROW_RIGHT, 'd' -> view.window().pan(tenth);
            case '+', '=', 'w', SWT.KEYPAD_ADD -> {
                view.zoom(1 / 1.5);
                return;
            }
            case '-', 's', SWT.KEYPAD_SUBTRACT -> {
                view.zoom(1.5);
                return;
            }
            case SWT.HOME, '0' -> view.window().showAll();
            case SWT.ESC -> {
                view.window().clearSelection();
                view.showRange();
            }
            default -> {
                return;
            }
        }
        view.applyWindow();
    }

    /** The marker under the pointer, if any, as the plot's tooltip. */
    private void hover(int px) {
        IAxis x = view.chart().getAxisSet().getXAxis(0);
        String tip = null;
        for (TimeMarker m : view.markers()) {
            if (m.kind() != TimeMarker.Kind.TIMEOUT && m.kind() != TimeMarker.Kind.DROP
                    && Math.abs(x.getPixelCoordinate(m.axisNs() / 1e9) - px) <= TimeMarker.HIT) {
                tip = tip == null ? m.label() : tip + "\n" + m.label();
            }
        }
        // only a marker's own words: the legend under the chart already says what the mouse does
        Control plot = (Control) view.chart().getPlotArea();
        if (!java.util.Objects.equals(tip, plot.getToolTipText())) {
            plot.setToolTipText(tip);
        }
    }
}
