package org.lnetscope.ui.views;

import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.events.PaintEvent;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Scale;
import org.eclipse.swt.widgets.Text;
import org.eclipse.swt.widgets.Widget;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.IAxis;
import org.eclipse.swtchart.ICustomPaintListener;
import org.eclipse.swtchart.Range;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.lnetscope.analysis.MemoryProjection.Sample;
import org.lnetscope.model.PeerNi;
import org.lnetscope.replay.EventFilter;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.session.compare.Align;
import org.lnetscope.session.compare.Comparison;
import org.lnetscope.session.compare.RunFigures;
import org.lnetscope.session.compare.RunScan;
import org.lnetscope.session.live.LiveCredits;
import org.lnetscope.session.live.LiveSession;
import org.lnetscope.session.replay.Bookmarks;
import org.lnetscope.session.replay.ConnRows;
import org.lnetscope.session.replay.MemoryCurve;
import org.lnetscope.session.replay.PeerRows;
import org.lnetscope.session.replay.TimeGraphRows;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.session.replay.TimeMarkers;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.TimeFormat;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;

/**
 * The replay controls and the trace over time, as a time graph: one time axis for the slider and
 * the chart (both span the part of the trace shown), zoom and pan (mouse wheel, Shift+drag, keys,
 * buttons), a selected range with its duration and event count, go to a time or an event, the
 * series the user picks, and markers for bookmarks, tour stops, the fault, OOMs, drops and
 * timeouts. Step, step back, play at a chosen speed, or jump to the next event of a kind.
 */
public class TimelineView extends DocumentView {

    /** Trace seconds per wall second offered for playing. */
    static final double[] SPEEDS = {0.01, 0.1, 1, 10, 60, 600, 3600};
    private static final Color CURSOR = new Color(new RGB(0xd6, 0x3a, 0x31));
    private static final Color RANGE = new Color(new RGB(0x1f, 0x5f, 0xbf));
    /** Slider steps across the part shown: a 1,400-pixel slider moves a pixel per step or less. */
    static final int SLIDER_STEPS = 10_000;

    /** What the chart plots, as the user picks it. */
    public enum Series {
        PINNED("pinned memory per router"), USED("router memory used"), WORST("worst tx/rtr credits per node"),
        PEERS("peers that matter: credits, queues");

        final String label;

        Series(String label) {
            this.label = label;
        }
    }

    private Composite root;
    private Composite controls;
    private Label position;
    private Button play;
    private Combo speed;
    private Combo kind;
    private Combo seriesChoice;
    private Text goTo;
    private Scale slider;
    private Chart chart;
    private Label range;
    /** The per-conn state rows under the chart (with "peers that matter"). */
    private ConnStateRows connRows;
    private ReplaySession session;
    private TimelinePlots plots;
    private MemoryCurve.Marks marks = MemoryCurve.Marks.NONE;
    private TimeMarkers timeMarkers = TimeMarkers.NONE;
    /** Everything marked on the axis, rebuilt when the marks, the bookmarks or the file change. */
    private List<TimeMarker> markers = List.of();
    /** The bookmarks the markers show, followed while their trace is open. */
    private Bookmarks followed;
    private final Runnable bookmarksChanged = () -> {
        if (root != null && !root.isDisposed()) {
            root.getDisplay().asyncExec(() -> {
                if (!root.isDisposed()) {
                    rebuildMarkers();
                }
            });
        }
    };
    /** The background work for the open file: stopped when another file opens. */
    private final List<Job> jobs = new ArrayList<>();
    /** Time 0 of the chart: the trace's start for wall-clock traces (agents), else 0 (simulator). */
    private long origin;
    /** The one time axis: the whole trace, the part shown, the range selected (chart axis ns). */
    private final TimeWindow window = new TimeWindow();
    /** The cursor's time last shown, so a move (not a pan) brings it back into sight. */
    private long lastCursor = Long.MIN_VALUE;
    /** The line under the chart says why a go-to failed (red) until the next move. */
    private boolean goToError;
    /** While agents feed the fabric: their worst credits over the last hour, sampled from the frames. */
    private LiveSession liveSession;
    private LiveCredits liveCredits;
    /** The part shown and the range of each comparison put aside: {from, to, has range, range from, range to}. */
    private final Map<Comparison, long[]> shownOf = new java.util.WeakHashMap<>();
    /** Two runs compared: both curves on the comparison's clock, both cursors (null otherwise). */
    private Comparison comparison;
    /** What the tick marks and lines mean, written out under the chart (a tooltip is not found). */
    private Label legend;

    /** The controls' row, the slider and a chart tall enough to read its curve and ticks. */
    static final int MIN_WIDTH = 560;
    static final int MIN_HEIGHT = 340;
    /**
     * The chart's own minimum: its plot, tick labels and axis title. The view scrolls only when
     * the controls, the lines under the chart (as wrapped at the view's width) and this do not fit:
     * a fixed minimum made the full-width Timeline of a 1400 x 900 window scroll and cut the chart's
     * axis title and the legend off (issue 37).
     */
    static final int CHART_MIN_HEIGHT = 110;

    @Override
    public void createPartControl(Composite parent) {
        // At 640 x 420 the bottom folder gets ~100 px: the controls and a chart still readable,
        // scrolled, rather than a chart squeezed to nothing.
        root = scrolling(parent, MIN_WIDTH, MIN_HEIGHT);
        GridLayout rootLayout = new GridLayout(1, false);
        rootLayout.verticalSpacing = 2;
        root.setLayout(rootLayout);
        controls = new Composite(root, SWT.NONE);
        RowLayout row = new RowLayout();
        row.center = true;
        row.marginTop = 0;
        row.marginBottom = 0;
        controls.setLayout(row);
        button(controls, "|◀◀", "Go to the start", () -> {
            if (comparison != null) {
                comparison.seek(comparison.firstClockNs());
            } else {
                session.moveToEvent(0);
            }
        });
        button(controls, "◀", "Step back one event (Shift+F6)", () -> step(-1));
        play = button(controls, "▶", "Play / pause (F8)", this::togglePlay);
        button(controls, "▶|", "Step one event (F6)", () -> step(1));
        button(controls, "▶▶|", "Go to the end", () -> {
            if (comparison != null) {
                comparison.seek(comparison.lastClockNs());
            } else {
                session.moveToEvent(session.eventCount());
            }
        });
        speed = new Combo(controls, SWT.READ_ONLY);
        for (double s : SPEEDS) {
            speed.add(s < 1 ? "×" + s : "×" + (int) s);
        }
        speed.select(4);
        speed.setToolTipText("Trace seconds per second when playing");
        speed.addListener(SWT.Selection, e -> {
            if (session != null && session.isPlaying()) {
                session.play(SPEEDS[speed.getSelectionIndex()]);
            }
        });
        new Label(controls, SWT.NONE).setText("  next:");
        kind = new Combo(controls, SWT.READ_ONLY);
        for (EventType type : EventType.values()) {
            if (type != EventType.UNKNOWN) {
                kind.add(type.name());
            }
        }
        kind.setText(EventType.CONN_STATE.name());
        button(controls, "◀", "Previous event of this kind (Shift+F7)", () -> stepToKind(false));
        button(controls, "▶", "Next event of this kind (F7)", () -> stepToKind(true));
        new Label(controls, SWT.NONE).setText("  go to:");
        goTo = new Text(controls, SWT.BORDER | SWT.SEARCH);
        goTo.setMessage("312.5s or #110927");
        goTo.setToolTipText("A trace time (312.5s, 1500ms, 5m; a wall-clock trace also 2026-11-30T10:38:12Z) or an event"
                + " number as `lnetscope trace events` prints it (#110927); Enter goes there");
        goTo.setLayoutData(new org.eclipse.swt.layout.RowData(130, SWT.DEFAULT));
        goTo.addListener(SWT.DefaultSelection, e -> goTo(goTo.getText()));
        new Label(controls, SWT.NONE).setText("  show:");
        seriesChoice = new Combo(controls, SWT.READ_ONLY);
        for (Series choice : Series.values()) {
            seriesChoice.add(choice.label);
        }
        seriesChoice.select(0);
        seriesChoice.setToolTipText("What the chart plots; a peer NI clicked in Router Internals or Model adds its credits");
        seriesChoice.addListener(SWT.Selection, e -> {
            if (session != null && comparison == null) {
                loadSeries(session, Series.values()[seriesChoice.getSelectionIndex()]);
            }
        });
        button(controls, "−", "Zoom out (-, S, mouse wheel)", () -> zoom(1.5));
        button(controls, "+", "Zoom in around the cursor (+, W, mouse wheel)", () -> zoom(1 / 1.5));
        button(controls, "Fit", "Show the whole trace (Home)", () -> {
            window.showAll();
            applyWindow();
        });
        button(controls, "Range", "Zoom to the selected range (drag across the chart to select one)", () -> {
            if (window.hasSelection()) {
                window.showRange(window.selectionFrom(), window.selectionTo());
                applyWindow();
            }
        });
        Composite track = new Composite(root, SWT.NONE);
        track.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        GridLayout trackLayout = new GridLayout(2, false);
        trackLayout.marginHeight = 0;
        track.setLayout(trackLayout);
        slider = new Scale(track, SWT.HORIZONTAL);
        slider.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        slider.setToolTipText("The part of the trace the chart shows, in time: the knob is where the chart's red line is");
        position = new Label(track, SWT.NONE);
        position.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));
        position.setText("No trace open: File > Open... a .lnettrace");
        slider.setMaximum(SLIDER_STEPS);
        slider.setPageIncrement(SLIDER_STEPS / 20);
        slider.addListener(SWT.Selection, e -> {
            if (session != null) {
                seekAxis(window.timeAt(slider.getSelection() / (double) SLIDER_STEPS));
            }
        });

        chart = new Chart(root, SWT.NONE);
        plots = new TimelinePlots(chart, () -> origin);
        chart.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        chart.getTitle().setVisible(false);
        chart.getAxisSet().getXAxis(0).getTitle().setText("trace time (s)");
        chart.getAxisSet().getYAxis(0).getTitle().setText("MiB pinned");
        // the chart's default titles are large and bold: in the window's bottom row the vertical one
        // would be cut to a few letters; the system font keeps the units readable
        chart.getAxisSet().getXAxis(0).getTitle().setFont(parent.getDisplay().getSystemFont());
        chart.getAxisSet().getYAxis(0).getTitle().setFont(parent.getDisplay().getSystemFont());
        connRows = new ConnStateRows(root, chart, () -> comparison != null ? comparison.baseline().originNs() : origin);
        range = new Label(root, SWT.WRAP); // a range's figures run long
        range.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        legend = new Label(root, SWT.WRAP);
        legend.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        legend.setText(TICK_LEGEND);
        chart.getPlotArea().addCustomPaintListener(new ICustomPaintListener() {
            @Override
            public void paintControl(PaintEvent e) {
                if (session == null) {
                    return;
                }
                if (samplingText != null) {
                    // the series is being sampled in a job: its axes alone would read as "nothing pinned"
                    Point extent = e.gc.textExtent(samplingText);
                    e.gc.setForeground(e.display.getSystemColor(SWT.COLOR_DARK_GRAY));
                    e.gc.drawString(samplingText, Math.max(4, (e.width - extent.x) / 2), Math.max(4, (e.height - extent.y) / 2),
                            true);
                }
                IAxis x = chart.getAxisSet().getXAxis(0);
                if (window.hasSelection()) {
                    int a = x.getPixelCoordinate(window.selectionFrom() / 1e9);
                    int b = x.getPixelCoordinate(window.selectionTo() / 1e9);
                    e.gc.setAlpha(50);
                    e.gc.setBackground(RANGE);
                    e.gc.fillRectangle(Math.min(a, b), 0, Math.abs(b - a), e.height);
                    e.gc.setAlpha(255);
                    e.gc.setForeground(RANGE);
                    e.gc.setLineWidth(1);
                    e.gc.drawLine(a, 0, a, e.height);
                    e.gc.drawLine(b, 0, b, e.height);
                }
                TimeMarker.paint(e.gc, x, markers, e.width, e.height);
                int px = x.getPixelCoordinate(cursorAxisNs() / 1e9);
                e.gc.setForeground(CURSOR);
                e.gc.setLineWidth(2);
                if (comparison != null) {
                    // one clock: one cursor line for both runs, and each run's OOM with its name
                    for (var run : comparison.runs()) {
                        if (run.figures().ranOutOfMemory()) {
                            int ox = x.getPixelCoordinate(run.clockOf(run.figures().oomNs()) / 1e9);
                            e.gc.setLineWidth(1);
                            e.gc.drawLine(ox, 0, ox, e.height);
                            String text = "OOM " + run.label();
                            int w = e.gc.textExtent(text).x;
                            e.gc.drawString(text, ox + 3 + w > e.width ? ox - 3 - w : ox + 3, 12, true);
                        }
                    }
                    e.gc.setLineWidth(2);
                }
                e.gc.drawLine(px, 0, px, e.height);
                connRows.redraw(); // on the same axis: zoomed, panned, resized with the chart
            }

            @Override
            public boolean drawBehindSeries() {
                return false;
            }
        });
        new TimeGraphInput(this, (Control) chart.getPlotArea());
        ScrolledComposite scroller = (ScrolledComposite) root.getParent();
        scroller.addListener(SWT.Resize, e -> fitMinimum());
        setEnabled(false);
        // A peer NI clicked anywhere (Router Internals lanes, Model tree) gets its credits plotted.
        getSite().getPage().addPostSelectionListener(selectionListener);
        follow();
    }

    /** Scrolls only below what the controls, the lines under the chart and a readable chart need at this width. */
    private void fitMinimum() {
        ScrolledComposite scroller = (ScrolledComposite) root.getParent();
        int width = Math.max(MIN_WIDTH, scroller.getClientArea().width);
        GridLayout layout = (GridLayout) root.getLayout();
        int height = 2 * layout.marginHeight + CHART_MIN_HEIGHT;
        for (Control c : root.getChildren()) {
            if (c != chart && c.getVisible()) {
                height += c.computeSize(width - 2 * layout.marginWidth, SWT.DEFAULT).y + layout.verticalSpacing;
            }
        }
        scroller.setMinSize(MIN_WIDTH, height);
    }

    // ---- the time axis: zoom, pan, range, go to ----

    /** Whether a trace (or a comparison) is shown: the time graph has a time axis. */
    boolean hasTrace() {
        return session != null;
    }

    /** The one time axis (whole trace, part shown, range). */
    TimeWindow window() {
        return window;
    }

    /** The chart axis time (ns) of a pixel of the plot area. */
    long axisAt(int px) {
        return Math.round(chart.getAxisSet().getXAxis(0).getDataCoordinate(px) * 1e9);
    }

    /** Where the cursor is on the chart's axis (ns). */
    private long cursorAxisNs() {
        if (comparison != null) {
            return comparison.clockNs();
        }
        return session == null ? 0 : session.timeNs() - origin;
    }

    /** Moves the cursor (both cursors, comparing) to axis time {@code ns}. */
    void seekAxis(long ns) {
        if (comparison != null) {
            comparison.seek(ns);
        } else if (session != null) {
            session.moveToTime(origin + ns);
        }
    }

    /** Zooms by {@code factor} (below 1: in) around the cursor, or the selection's middle if one is shown. */
    public void zoom(double factor) {
        if (session == null) {
            return;
        }
        long cursor = cursorAxisNs();
        long center = cursor >= window.from() && cursor <= window.to() ? cursor : (window.from() + window.to()) / 2;
        window.zoom(factor, center);
        applyWindow();
    }

    /** Shows the whole trace, as Fit and Home do. */
    public void showAll() {
        window.showAll();
        applyWindow();
    }

    /** The slider, for tests (its selection listener seeks as a drag does). */
    public Scale slider() {
        return slider;
    }

    /** Selects the range {@code [fromNs, toNs]} of chart axis time, as a drag across the chart does. */
    public void selectRange(long fromNs, long toNs) {
        window.select(fromNs, toNs);
        showRange();
        chart.redraw();
    }

    /** Drops the selected range, as Esc on the chart does. */
    public void clearRange() {
        window.clearSelection();
        showRange();
        chart.redraw();
    }

    /** Goes to {@code text}: a time (312.5s) or an event number (#110927); says why not otherwise. */
    public boolean goTo(String text) {
        if (session == null || text.isBlank()) {
            return false;
        }
        String t = text.trim().replace(",", "");
        try {
            if (t.startsWith("#")) {
                long event = Long.parseLong(t.substring(1).trim());
                if (event < 0 || event >= session.eventCount()) {
                    throw new IllegalArgumentException("no event #" + event + " (the trace has " + session.eventCount()
                            + " events, #0 to #" + (session.eventCount() - 1) + ")");
                }
                // position = events applied: the event becomes the current one, as a bookmark does
                if (comparison != null) {
                    comparison.seek(comparison.baseline().clockOf(eventTime(event)));
                } else {
                    session.moveToEvent(event + 1);
                }
            } else {
                long ns = TimeFormat.parseIn(t, session.reader().startTimeNs());
                if (ns < session.reader().startTimeNs() || ns > session.reader().endTimeNs()) {
                    throw new IllegalArgumentException(t + " is outside the trace (" + TimeFormat.show(session.reader().startTimeNs())
                            + " to " + TimeFormat.show(session.reader().endTimeNs()) + ")");
                }
                seekAxis(comparison != null ? comparison.baseline().clockOf(ns) : ns - origin);
            }
            range.setForeground(null);
            return true;
        } catch (IllegalArgumentException e) {
            String why = t.startsWith("#") && e instanceof NumberFormatException
                    ? "\"" + text.trim() + "\" is not an event number (#110927)"
                    : e.getMessage();
            range.setText("Go to: " + why);
            range.setForeground(CURSOR);
            goToError = true;
            return false;
        }
    }

    /** The time of event {@code index} (its number as `trace events` prints it). */
    private long eventTime(long index) {
        org.lnetscope.trace.Event event = new org.lnetscope.trace.Event();
        return session.reader().events(index).next(event) ? event.timeNs() : session.reader().endTimeNs();
    }

    /** Sets the chart's time axis to the part shown, and the slider's knob to the cursor in it. */
    void applyWindow() {
        if (chart.isDisposed() || session == null) {
            return;
        }
        chart.getAxisSet().getXAxis(0).setRange(new Range(window.from() / 1e9, window.to() / 1e9));
        updateSlider();
        showRange();
        chart.redraw();
    }

    private void updateSlider() {
        double f = window.fraction(cursorAxisNs());
        slider.setSelection((int) Math.round(Math.max(0, Math.min(1, f)) * SLIDER_STEPS));
    }

    /** The line under the chart: the part shown when zoomed, the selected range with its duration and events. */
    void showRange() {
        if (range.isDisposed()) {
            return;
        }
        StringBuilder text = new StringBuilder();
        if (window.zoomed()) {
            text.append("shown: ").append(axisText(window.from())).append(" – ").append(axisText(window.to())).append("   ");
        }
        if (window.hasSelection()) {
            long a = window.selectionFrom();
            long b = window.selectionTo();
            text.append("range: ").append(axisText(a)).append(" – ").append(axisText(b)).append(" = ")
                    .append(duration(b - a));
            if (comparison == null) {
                text.append(", ").append(events(session, origin + a, origin + b));
            } else {
                // each run on its own trace time: the same stretch of the clock holds different events
                for (var run : comparison.runs()) {
                    text.append(", ").append(run.label()).append(": ")
                            .append(events(run.session(), run.traceTime(a), run.traceTime(b)));
                }
            }
            text.append(rangeStats(a, b));
        }
        publishRange();
        if (text.isEmpty()) {
            text.append("Click: go to that time. Drag: a range. Wheel, +/-: zoom. Shift+drag, Shift+wheel, arrows: pan."
                    + " Home: all. Esc: no range.");
        }
        range.setForeground(null);
        range.setText(text.toString());
        goToError = false;
    }

    /**
     * What happened in the range, from what the graph knows: the marks in it by kind (drops at least
     * so many when the scan kept only the first {@link TimeMarkers#MAX}), and the first plotted series
     * at both ends ("router: 0.0 → 150.1 MiB pinned"), its samples nearest each end.
     */
    private String rangeStats(long a, long b) {
        StringBuilder text = new StringBuilder();
        java.util.EnumMap<TimeMarker.Kind, Integer> counts = new java.util.EnumMap<>(TimeMarker.Kind.class);
        for (TimeMarker m : markers) {
            if (m.axisNs() >= a && m.axisNs() <= b) {
                counts.merge(m.kind(), 1, Integer::sum);
            }
        }
        long[] drops = timeMarkers.drops();
        boolean dropsCut = timeMarkers.dropCount() > drops.length && drops.length > 0
                && b >= drops[drops.length - 1] - origin;
        String[] names = {"bookmark", "tour stop", "fault", "OOM", "drop", "tx timeout", "stale agent"};
        for (TimeMarker.Kind kind : TimeMarker.Kind.values()) {
            Integer n = counts.get(kind);
            if (n != null || kind == TimeMarker.Kind.DROP && dropsCut) {
                int count = n == null ? 0 : n;
                text.append(text.isEmpty() ? "; in it: " : ", ")
                        .append(kind == TimeMarker.Kind.DROP && dropsCut ? "at least " : "")
                        .append(String.format("%,d %s%s", count, names[kind.ordinal()], count == 1 ? "" : "s"));
            }
        }
        var all = chart.getSeriesSet().getSeries();
        if (all.length > 0 && all[0].getXSeries().length > 0) {
            double[] xs = all[0].getXSeries();
            double[] ys = all[0].getYSeries();
            int i = nearest(xs, a / 1e9);
            int j = nearest(xs, b / 1e9);
            // the nearest samples (200 over the trace), not the exact values at the ends
            String unit = chart.getAxisSet().getYAxis(all[0].getYAxisId()).getTitle().getText();
            text.append("; ").append(all[0].getId()).append(String.format(": %.1f → %.1f", ys[i], ys[j]))
                    .append(unit.length() <= 12 ? " " + unit : "").append(" (sampled)");
        }
        return text.toString();
    }

    /** The index of the sample of {@code xs} (ascending) nearest {@code x}. */
    private static int nearest(double[] xs, double x) {
        int i = java.util.Arrays.binarySearch(xs, x);
        if (i >= 0) {
            return i;
        }
        int after = -i - 1;
        if (after == 0) {
            return 0;
        }
        if (after >= xs.length) {
            return xs.length - 1;
        }
        return x - xs[after - 1] <= xs[after] - x ? after - 1 : after;
    }

    /** Tells the views that follow the range (Events, Bookmarks) which one is selected, in the trace's own time. */
    private void publishRange() {
        if (session == null || !window.hasSelection()) {
            TraceRange.set(null);
        } else if (comparison != null) {
            var base = comparison.baseline();
            TraceRange.set(new TraceRange.Range(base.session(), base.traceTime(window.selectionFrom()),
                    base.traceTime(window.selectionTo())));
        } else {
            TraceRange.set(new TraceRange.Range(session, origin + window.selectionFrom(), origin + window.selectionTo()));
        }
    }

    /** "1,701 events": how many events of {@code run} have a time in [fromNs, toNs] (the trace's index, one chunk read at each end). */
    private static String events(ReplaySession run, long fromNs, long toNs) {
        var reader = run.reader();
        long events = reader.positionAtTime(toNs) - reader.positionAtTime(fromNs - 1);
        return String.format("%,d", events) + (events == 1 ? " event" : " events");
    }

    private String axisText(long ns) {
        return origin != 0 && comparison == null ? TimeFormat.formatWallClock(origin + ns) : String.format("%.3f s", ns / 1e9);
    }

    private static String duration(long ns) {
        return ns >= 1_000_000_000L ? String.format("%.3f s", ns / 1e9)
                : ns >= 1_000_000L ? String.format("%.3f ms", ns / 1e6) : String.format("%.3f µs", ns / 1e3);
    }

    /** The knob's place on the slider, 0 to 1, for tests. */
    public double sliderFraction() {
        return slider.getSelection() / (double) SLIDER_STEPS;
    }

    /** Where the chart's cursor line is drawn, 0 (left edge of the plot) to 1 (right edge), for tests. */
    public double chartCursorFraction() {
        IAxis x = chart.getAxisSet().getXAxis(0);
        int width = ((Control) chart.getPlotArea()).getSize().x;
        return x.getPixelCoordinate(cursorAxisNs() / 1e9) / (double) width;
    }

    /** The chart's time axis as drawn, in seconds, for tests. */
    public Range chartTimeRange() {
        return chart.getAxisSet().getXAxis(0).getRange();
    }

    /** The line beside the slider (event, time; each run's, comparing), for tests. */
    public String positionText() {
        return position.getText();
    }

    /** The line under the chart (part shown, range, go-to errors), for tests. */
    public String rangeText() {
        return range.getText();
    }

    /** Everything marked on the time axis now, for tests. */
    public List<TimeMarker> markers() {
        return markers;
    }

    /** The series chosen, for tests and the menu. */
    public Series series() {
        return Series.values()[seriesChoice.getSelectionIndex()];
    }

    /** Plots {@code choice}, as picking it in "show:" does. */
    public void show(Series choice) {
        seriesChoice.select(choice.ordinal());
        if (session != null && comparison == null) {
            loadSeries(session, choice);
        }
    }

    private final ISelectionListener selectionListener = (part, selection) -> {
        if (session != null && selection instanceof IStructuredSelection structured
                && structured.getFirstElement() instanceof PeerNi peerNi) {
            plotCredits(session, peerNi);
        }
    };

    /** Adds the peer NI's tx and rtr credits over the trace, on a second axis (credits, not MiB). */
    public void plotCredits(ReplaySession forSession, PeerNi peerNi) {
        int id = forSession.idOf(peerNi);
        if (id < 0) {
            return;
        }
        String nid = String.valueOf(peerNi.getNid());
        Job job = Job.create("Sampling the credits of " + nid, monitor -> {
            try {
                List<MemoryCurve.Credits> credits = MemoryCurve.credits(forSession.file(), id, 200, yielding(forSession, monitor));
                root.getDisplay().asyncExec(() -> showCredits(forSession, nid, credits));
                return Status.OK_STATUS;
            } catch (java.util.concurrent.CancellationException e) {
                return Status.CANCEL_STATUS;
            } catch (Exception e) {
                return new Status(IStatus.WARNING, "org.lnetscope.ui", "Could not sample " + nid, e);
            }
        });
        job.setSystem(true);
        job.schedule();
    }

    private Button button(Composite parent, String text, String tooltip, Runnable action) {
        Button button = new Button(parent, SWT.PUSH);
        button.setText(text);
        button.setToolTipText(tooltip);
        button.addListener(SWT.Selection, e -> {
            if (session != null) {
                action.run();
            }
        });
        return button;
    }

    /** Steps the open trace, or both runs of a comparison (the one still going, once the other ended). */
    private void step(int events) {
        if (comparison != null) {
            comparison.step(events);
        } else {
            session.moveBy(events);
        }
    }

    /** Play or pause, for the button and the F8 command. */
    public void togglePlay() {
        if (session == null) {
            return;
        }
        if (session.isPlaying()) {
            session.pause();
        } else {
            session.play(SPEEDS[speed.getSelectionIndex()]);
        }
        updatePosition();
    }

    /** Jumps to the next or previous event of the kind chosen, for the buttons and F7. */
    public void stepToKind(boolean forward) {
        if (session == null) {
            return;
        }
        EventFilter filter = EventFilter.ofType(EventType.valueOf(kind.getText()));
        String what = kind.getText();
        session.moveTo(filter, forward, found -> {
            if (!found && !root.isDisposed()) {
                getViewSite().getActionBars().getStatusLineManager()
                        .setMessage("No " + (forward ? "later " : "earlier ") + what + " event");
            }
        });
    }

    @Override
    protected void refresh(FabricDocument.Change change) {
        if (refreshLive()) {
            return;
        }
        ReplaySession now = WindowDocument.get().replay().orElse(null);
        var nowComparison = WindowDocument.get().comparison().orElse(null);
        if (now != session || nowComparison != comparison) {
            if (comparison != null) {
                // put aside, not closed (several comparisons open at once): shown again as it was left
                shownOf.put(comparison, new long[] {window.from(), window.to(), window.hasSelection() ? 1 : 0,
                        window.hasSelection() ? window.selectionFrom() : 0, window.hasSelection() ? window.selectionTo() : 0});
            }
            session = now;
            comparison = nowComparison;
            jobs.forEach(Job::cancel); // their file is no longer shown
            jobs.clear();
            setEnabled(session != null);
            clearSeries();
            marks = MemoryCurve.Marks.NONE;
            timeMarkers = TimeMarkers.NONE;
            origin = session != null && TimeFormat.isWallClock(session.reader().startTimeNs()) ? session.reader().startTimeNs() : 0;
            chart.getAxisSet().getXAxis(0).getTitle().setText(origin == 0 ? "trace time (s)"
                    : "seconds since " + TimeFormat.formatWallClock(origin));
            if (comparison != null) {
                origin = comparison.baseline().originNs();
                window.reset(comparison.firstClockNs(), comparison.lastClockNs());
                long[] left = shownOf.remove(comparison);
                if (left != null) {
                    window.showRange(left[0], left[1]);
                    if (left[2] == 1) {
                        window.select(left[3], left[4]);
                    }
                }
                chart.getAxisSet().getXAxis(0).getTitle().setText("time from the "
                        + (comparison.align() == Align.FAULT ? "fault" : "start") + " (s)");
                loadMarks(session);
                showComparison(comparison);
            } else if (session != null) {
                window.reset(session.reader().startTimeNs() - origin, session.reader().endTimeNs() - origin);
                loadMarks(session);
                loadCurve(session);
            }
            lastCursor = Long.MIN_VALUE;
            followBookmarks(comparison == null ? session : null);
            rebuildMarkers();
            applyWindow();
        }
        if (change == FabricDocument.Change.OPENED) {
            showChart(session != null); // a snapshot after a snapshot too
        }
        updatePosition();
    }

    /** Live mode: plots the agents' worst credits as frames come; false when no agents feed the fabric. */
    private boolean refreshLive() {
        LiveSession nowLive = WindowDocument.get().live().orElse(null);
        if (nowLive != liveSession) {
            liveSession = nowLive;
            liveCredits = null;
            if (nowLive != null) {
                Instant start = Instant.now();
                origin = start.getEpochSecond() * 1_000_000_000L + start.getNano();
                liveCredits = new LiveCredits(origin);
                session = null;
                comparison = null;
                showChart(true);
                marks = MemoryCurve.Marks.NONE;
                setEnabled(false);
                clearSeries();
                chart.getAxisSet().getXAxis(0).getTitle().setText("seconds since " + TimeFormat.formatWallClock(origin));
                position.setText("live: each node's worst peer NI credits, sampled every second (the last hour)");
                position.getParent().layout(true);
            } else {
                // live ended: start clean for whatever is opened next
                clearSeries();
                origin = 0;
                chart.getAxisSet().getXAxis(0).getTitle().setText("trace time (s)");
            }
        }
        if (liveSession == null) {
            return false;
        }
        Instant now = Instant.now();
        long nowNs = now.getEpochSecond() * 1_000_000_000L + now.getNano();
        boolean sampled = WindowDocument.get().read(() -> WindowDocument.get().fabric()
                .map(f -> liveCredits.sample(f, nowNs)).orElse(false));
        if (sampled) {
            Map<String, List<MemoryCurve.Credits>> curves = liveCredits.curves();
            if (!curves.isEmpty()) {
                showWorstCredits(null, curves);
            }
        }
        return true;
    }

    /** The live samples behind the chart, for tests (null when no agents feed the fabric). */
    public LiveCredits liveCredits() {
        return liveCredits;
    }

    private void updatePosition() {
        if (position.isDisposed()) {
            return;
        }
        if (session == null) {
            position.setText("No trace open: File > Open... a .lnettrace");
            slider.setSelection(0);
            range.setText("");
        } else {
            long at = session.position();
            long count = session.eventCount();
            long t = session.timeNs();
            if (comparison != null) {
                StringBuilder text = new StringBuilder("t = ").append(TimeFormat.format(comparison.clockNs()));
                for (var run : comparison.runs()) {
                    var cursor = run.session().cursor();
                    String status = comparison.status(run);
                    text.append("   ").append(run.label()).append(": event ").append(cursor.position()).append(" / ")
                            .append(cursor.eventCount()).append(status.isEmpty() ? "" : " (" + status + ")");
                }
                position.setText(text.toString());
            } else
                position.setText("event " + at + " / " + count + "   " + (origin == 0 ? "t = " + TimeFormat.format(t)
                        : TimeFormat.formatWallClock(t) + " (+" + TimeFormat.format(t - origin) + ")"));
            long cursor = cursorAxisNs();
            if (cursor != lastCursor) {
                // the cursor moved (a step, play, a tour stop, a seek): keep it in sight; a pan alone does not
                // bring the view back to it
                lastCursor = cursor;
                if (goToError) {
                    showRange(); // a go-to's complaint stays until the cursor moves
                }
                if (cursor < window.from() || cursor > window.to()) {
                    window.reveal(cursor);
                    chart.getAxisSet().getXAxis(0).setRange(new Range(window.from() / 1e9, window.to() / 1e9));
                    showRange();
                }
            }
            updateSlider();
            play.setText(session.isPlaying() ? "❚❚" : "▶");
        }
        position.getParent().layout(true);
        chart.redraw();
    }

    /** What the marks mean, shown under the chart. */
    static final String TICK_LEGEND = "Red line: the cursor. Marks: blue flag = bookmark, purple 1-5 = tour stops, orange = fault,"
            + " red = out of memory, amber = tx timed out (kiblnd_check_conns), grey: top = agent stale, bottom = drop";

    /**
     * A snapshot has no time axis: the chart and its legend give their room to the controls' message,
     * and the Problems view, which shares the Timeline's place along the bottom, comes to the front
     * (a crash extract's diagnostics are what to read there); a trace brings the Timeline back.
     */
    private void showChart(boolean visible) {
        boolean live = liveSession != null;
        for (Control c : new Control[] {chart, legend}) {
            ((GridData) c.getLayoutData()).exclude = !(visible || live);
            c.setVisible(visible || live);
        }
        fitMinimum();
        root.layout(true);
        boolean snapshot = !visible && !live && WindowDocument.get().fabric().isPresent();
        root.getDisplay().asyncExec(() -> {
            if (root.isDisposed()) {
                return;
            }
            var page = getSite().getPage();
            if (snapshot) {
                // only where the layout has it: a Problems view the user closed stays closed
                if (page.findViewReference(LnetScopeUi.PROBLEMS_VIEW_ID) != null) {
                    try {
                        // created if never shown, then raised without taking the focus (VIEW_VISIBLE
                        // would not raise it over the Timeline when the Timeline is the active part)
                        page.bringToTop(page.showView(LnetScopeUi.PROBLEMS_VIEW_ID, null,
                                IWorkbenchPage.VIEW_CREATE));
                    } catch (PartInitException e) {
                        // the Timeline stays in front; nothing is lost
                    }
                }
            } else if (visible && WindowDocument.get().replay().isPresent()) {
                page.bringToTop(this);
            }
        });
    }

    /**
     * The (baseline's) markers, in the background: timeouts, OOMs and stale agents, then the tour
     * stops, the fault and the drops (one more pass, cancellable: 80 M events on the full seed).
     */
    private void loadMarks(ReplaySession forSession) {
        Job job = Job.create("Marking " + forSession.file().getFileName() + " on the time graph", monitor -> {
            try {
                monitor.beginTask("Marking timeouts, OOMs, tour stops, the fault and drops", 2);
                // both walks read the whole trace (80 M events on the full seed): they wait while the
                // user's cursor makes a long move, as the series' sampling does (yielding)
                MemoryCurve.Marks found = MemoryCurve.marks(forSession.file(), TimeMarkers.MAX, yielding(forSession, monitor));
                root.getDisplay().asyncExec(() -> {
                    if (forSession == session && !chart.isDisposed()) {
                        marks = found;
                        rebuildMarkers();
                    }
                });
                monitor.worked(1);
                TimeMarkers more = TimeMarkers.scan(forSession.file(), yielding(forSession, monitor));
                root.getDisplay().asyncExec(() -> {
                    if (forSession == session && !chart.isDisposed()) {
                        timeMarkers = more;
                        rebuildMarkers();
                    }
                });
                return Status.OK_STATUS;
            } catch (java.util.concurrent.CancellationException e) {
                return Status.CANCEL_STATUS;
            } catch (Exception e) {
                return new Status(IStatus.WARNING, "org.lnetscope.ui", "Could not read the trace's marks", e);
            }
        });
        run(job);
    }

    /** Schedules {@code job} for the open file: cancelled if another file opens first. */
    private void run(Job job) {
        jobs.removeIf(j -> j.getResult() != null);
        jobs.add(job);
        job.setSystem(true);
        job.schedule();
    }

    /**
     * What the chart says while its series is sampled in a job (MemoryCurve.sample replays the whole
     * trace on a private reader: tens of seconds on the full seed), or why it could not be; null when
     * the series is drawn. Empty "MiB pinned" axes from 0 to 1 with no word read as "nothing pinned".
     */
    private String samplingText;
    private Job sampling;

    /** Runs a series' sampling job, saying "Sampling ..." in the chart until it ends (UI thread). */
    private void runSampling(Job job, String what) {
        sampling = job;
        samplingText = what + "…";
        job.addJobChangeListener(new org.eclipse.core.runtime.jobs.JobChangeAdapter() {
            @Override
            public void done(org.eclipse.core.runtime.jobs.IJobChangeEvent event) {
                IStatus result = event.getResult();
                if (chart.isDisposed()) {
                    return;
                }
                chart.getDisplay().asyncExec(() -> {
                    if (chart.isDisposed() || sampling != job) {
                        return; // another series or file is being sampled now
                    }
                    sampling = null;
                    samplingText = result != null && (result.getSeverity() & (IStatus.WARNING | IStatus.ERROR)) != 0
                            ? result.getMessage() + (result.getException() == null ? ""
                                    : ": " + result.getException().getMessage())
                            : null;
                    ((Control) chart.getPlotArea()).redraw();
                });
            }
        });
        ((Control) chart.getPlotArea()).redraw();
        run(job);
    }

    /** What the chart says instead of a series now ("Sampling pinned memory over X…"), or null: tests read it. */
    public String samplingText() {
        return samplingText;
    }

    /** After a y-axis adjustRange: the time axis back to the part shown (adjustRange fits it to the data). */
    private void keepWindow() {
        if (session != null && liveSession == null) {
            chart.getAxisSet().getXAxis(0).setRange(new Range(window.from() / 1e9, window.to() / 1e9));
            if (window.hasSelection()) {
                showRange(); // the range's figures read the series just plotted
            }
        }
    }

    /** Follows the bookmarks of {@code forSession} (none: null) so that the markers show each change. */
    private void followBookmarks(ReplaySession forSession) {
        if (followed != null) {
            followed.removeListener(bookmarksChanged);
            followed = null;
        }
        if (forSession != null) {
            try {
                followed = forSession.bookmarks();
                followed.addListener(bookmarksChanged);
            } catch (IOException e) {
                // a bookmarks file that cannot be read: Explain and the Bookmarks view name it; no markers
                followed = null;
            }
        }
    }

    /** Every marker from what is known now: the scans' marks and the bookmarks. */
    private void rebuildMarkers() {
        markers = session == null ? List.of()
                : TimeMarker.all(marks, timeMarkers, followed == null ? List.of() : followed.all(), origin, this::eventTime);
        if (session != null && window.hasSelection() && !range.isDisposed()) {
            showRange(); // the marks in the range
        }
        if (!chart.isDisposed()) {
            chart.redraw();
        }
    }

    /** The tick legend under the chart as shown, "" when hidden (a snapshot), for tests. */
    public String tickLegend() {
        return legend.isVisible() ? legend.getText() : "";
    }

    /** The comparison the chart shows, for tests (null when one run is open). */
    public Comparison comparison() {
        return comparison;
    }

    private void setEnabled(boolean enabled) {
        for (Widget w : controls.getChildren()) {
            if (w instanceof Button || w instanceof Combo || w instanceof Text) {
                ((Control) w).setEnabled(enabled);
            }
        }
        slider.setEnabled(enabled);
    }

    /** The series a file opens with: pinned memory, or, for a trace that pins nothing it can see (agents), the credits. */
    private void loadCurve(ReplaySession forSession) {
        Job job = Job.create("Sampling pinned memory over " + forSession.file().getFileName(), monitor -> {
            try {
                Map<String, List<Sample>> curves = MemoryCurve.sample(forSession.file(), 200, yielding(forSession, monitor));
                // an agent's trace pins nothing it can see: show the credits drifting instead
                boolean pinsNothing = curves.values().stream().allMatch(l -> l.stream().allMatch(x -> x.bytes() == 0));
                Map<String, List<MemoryCurve.Credits>> credits = pinsNothing
                        ? MemoryCurve.worstCredits(forSession.file(), 200, yielding(forSession, monitor))
                        : Map.of();
                root.getDisplay().asyncExec(() -> {
                    if (forSession != session || chart.isDisposed()) {
                        return;
                    }
                    if (pinsNothing && !credits.isEmpty()) {
                        seriesChoice.select(Series.WORST.ordinal());
                        showWorstCredits(forSession, credits);
                    } else {
                        seriesChoice.select(Series.PINNED.ordinal());
                        showCurves(forSession, curves);
                    }
                });
                return Status.OK_STATUS;
            } catch (java.util.concurrent.CancellationException e) {
                return Status.CANCEL_STATUS;
            } catch (Exception e) {
                return new Status(IStatus.WARNING, "org.lnetscope.ui", "Could not sample the trace", e);
            }
        });
        runSampling(job, job.getName());
    }

    /** Plots what the user picked, sampled in the background on a private reader. */
    private void loadSeries(ReplaySession forSession, Series choice) {
        Job job = Job.create("Sampling " + choice.label + " over " + forSession.file().getFileName(), monitor -> {
            try {
                Runnable show = switch (choice) {
                    case PINNED -> {
                        Map<String, List<Sample>> curves = MemoryCurve.sample(forSession.file(), 200,
                                yielding(forSession, monitor));
                        yield () -> showCurves(forSession, curves);
                    }
                    case USED -> {
                        RunFigures figures = RunScan.scan(forSession.file(), forSession.file().getFileName().toString(),
                                yielding(forSession, monitor));
                        yield () -> showUsed(forSession, figures);
                    }
                    case WORST -> {
                        Map<String, List<MemoryCurve.Credits>> credits = MemoryCurve.worstCredits(forSession.file(), 200,
                                yielding(forSession, monitor));
                        yield () -> showWorstCredits(forSession, credits);
                    }
                    case PEERS -> {
                        TimeGraphRows rows = TimeGraphRows.sample(forSession.file(), 200, yielding(forSession, monitor));
                        yield () -> {
                            showPeers(forSession, rows.peers());
                            showConns(forSession, rows.conns());
                        };
                    }
                };
                root.getDisplay().asyncExec(() -> {
                    if (!chart.isDisposed() && forSession == session && series() == choice) {
                        show.run();
                    }
                });
                return Status.OK_STATUS;
            } catch (java.util.concurrent.CancellationException e) {
                return Status.CANCEL_STATUS;
            } catch (Exception e) {
                return new Status(IStatus.WARNING, "org.lnetscope.ui", "Could not sample " + choice.label, e);
            }
        });
        runSampling(job, job.getName());
    }

    /**
     * A whole-trace walk's cancel check (the series' sampling, the axis marks) that also waits while
     * the user's cursor makes a long move, and while any jump runs and {@link #FRAME_SETTLE_MS} after
     * its frame: the walks take tens of seconds on the full seed, and on two cores they took a core
     * from the move, from a jump made in place on the UI thread (the full seed's first pinned conn:
     * a 0.32 s gap with both walks running) and from the views drawing the frame (docs/benchmarks.md,
     * "The window at the full seed's OOM without UI stalls, u36"). Asked every 64 Ki events; true
     * when the job is cancelled.
     */
    private static java.util.function.BooleanSupplier yielding(ReplaySession forSession, IProgressMonitor monitor) {
        return () -> {
            while ((forSession.isMoving() || forSession.nanosSinceJump() < FRAME_SETTLE_MS * 1_000_000L)
                    && !monitor.isCanceled() && !Thread.currentThread().isInterrupted()) {
                pause(20);
            }
            return monitor.isCanceled() || Thread.currentThread().isInterrupted();
        };
    }

    /** How long a whole-trace walk stays paused after a jump's frame (about what the views take to draw it at the full seed's OOM). */
    private static final int FRAME_SETTLE_MS = 2000;

    private static void pause(long ms) {
        try {
            Thread.sleep(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The series below run on the UI thread with results of a background job: drawn only if their file is still the one shown. */
    private boolean stillShown(ReplaySession forSession) {
        return !chart.isDisposed() && forSession == session;
    }

    private void showUsed(ReplaySession forSession, RunFigures f) {
        if (stillShown(forSession)) {
            hideConns();
            plots.used(f);
            keepWindow();
        }
    }

    private void showPeers(ReplaySession forSession, List<PeerRows.Row> rows) {
        if (stillShown(forSession)) {
            plots.peers(rows);
            keepWindow();
        }
    }

    private void showConns(ReplaySession forSession, List<ConnRows.Row> conns) {
        if (stillShown(forSession)) {
            connRows.show(conns);
            legend.setText(conns.isEmpty() ? TICK_LEGEND : TICK_LEGEND + "\n" + CONN_LEGEND);
            fitMinimum();
            root.layout(true);
        }
    }

    /** What the per-conn rows' colours and line mean. */
    static final String CONN_LEGEND = "Conn rows (the pinned kib_conns of the blocked senders): grey = connecting, green ="
            + " ESTABLISHED, amber = CLOSING, red = DISCONNECTED; black line = rx LNet holds on it (kiblnd_handle_rx until lnd_recv)";

    /** The per-conn rows shown under the chart, for tests (empty when none). */
    public List<ConnRows.Row> connRows() {
        return connRows.rows();
    }

    private void showCurves(ReplaySession forSession, Map<String, List<Sample>> curves) {
        if (stillShown(forSession)) {
            hideConns();
            plots.curves(curves);
            keepWindow();
        }
    }

    private void showWorstCredits(ReplaySession forSession, Map<String, List<MemoryCurve.Credits>> credits) {
        if (!chart.isDisposed() && forSession == session) {
            hideConns();
            plots.worst(credits);
            keepWindow();
        }
    }

    private void showCredits(ReplaySession forSession, String nid, List<MemoryCurve.Credits> credits) {
        if (stillShown(forSession) && !credits.isEmpty()) {
            plots.credits(nid, credits);
            keepWindow();
        }
    }

    private void showComparison(Comparison shown) {
        hideConns();
        plots.comparison(shown);
        keepWindow();
    }

    private void clearSeries() {
        plots.clear();
        hideConns();
    }

    /** Only "peers that matter" has conn rows. */
    private void hideConns() {
        if (!connRows.rows().isEmpty()) {
            connRows.show(List.of());
            legend.setText(TICK_LEGEND);
            fitMinimum();
        }
    }

    /** Seconds on the chart's time axis. */
    private double x(long timeNs) {
        return (timeNs - origin) / 1e9;
    }

    /** The event marks on the time axis, for tests. */
    public MemoryCurve.Marks marks() {
        return marks;
    }

    /** The chart, for tests. */
    public Chart chart() {
        return chart;
    }

    @Override
    public void dispose() {
        getSite().getPage().removePostSelectionListener(selectionListener);
        jobs.forEach(Job::cancel);
        followBookmarks(null);
        TraceRange.set(null); // no Timeline, no range
        super.dispose();
    }

    @Override
    protected Control mainControl() {
        return root;
    }
}
