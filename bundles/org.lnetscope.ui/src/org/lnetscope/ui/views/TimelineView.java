package org.lnetscope.ui.views;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.events.PaintEvent;
import org.eclipse.swt.graphics.Color;
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
import org.eclipse.swt.widgets.Widget;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.IAxis;
import org.eclipse.swtchart.ICustomPaintListener;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ISeries.SeriesType;
import org.eclipse.swtchart.LineStyle;
import org.eclipse.swtchart.Range;
import org.eclipse.ui.ISelectionListener;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.lnetscope.analysis.MemoryProjection.Sample;
import org.lnetscope.model.PeerNi;
import org.lnetscope.render.router.Shape;
import org.lnetscope.replay.EventFilter;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.session.compare.Align;
import org.lnetscope.session.compare.Comparison;
import org.lnetscope.session.live.LiveCredits;
import org.lnetscope.session.live.LiveSession;
import org.lnetscope.session.replay.MemoryCurve;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.TimeFormat;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.router.Palette;

/**
 * The replay controls and the trace over time: pinned memory per router with the cursor on it.
 * Step, step back, play at a chosen speed, or jump to the next event of a kind (a reconnect, a
 * timeout, the OOM). Click the chart to go to that time.
 */
public class TimelineView extends DocumentView {

    /** Trace seconds per wall second offered for playing. */
    static final double[] SPEEDS = {0.01, 0.1, 1, 10, 60, 600, 3600};
    private static final Color CURSOR = new Color(new RGB(0xd6, 0x3a, 0x31));

    private Composite root;
    private Label position;
    private Button play;
    private Combo speed;
    private Combo kind;
    private Scale slider;
    private Chart chart;
    private ReplaySession session;
    private int creditAxis = -1;
    private MemoryCurve.Marks marks = MemoryCurve.Marks.NONE;
    /** Time 0 of the chart: the trace's start for wall-clock traces (agents), else 0 (simulator). */
    private long origin;
    /** While agents feed the fabric: their worst credits over the last hour, sampled from the frames. */
    private LiveSession liveSession;
    private LiveCredits liveCredits;
    /** Two runs compared: both curves on the comparison's clock, both cursors (null otherwise). */
    private Comparison comparison;
    /** What the tick marks and lines mean, written out under the chart (a tooltip is not found). */
    private Label legend;

    /** The controls' row, the slider and a chart tall enough to read its curve and ticks. */
    static final int MIN_WIDTH = 560;
    static final int MIN_HEIGHT = 340;

    @Override
    public void createPartControl(Composite parent) {
        // At 640 x 420 the bottom folder gets ~100 px: the controls and a chart still readable,
        // scrolled, rather than a chart squeezed to nothing.
        root = scrolling(parent, MIN_WIDTH, MIN_HEIGHT);
        root.setLayout(new GridLayout(1, false));
        Composite controls = new Composite(root, SWT.NONE);
        RowLayout row = new RowLayout();
        row.center = true;
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
        new Label(controls, SWT.NONE).setText("   next:");
        kind = new Combo(controls, SWT.READ_ONLY);
        for (EventType type : EventType.values()) {
            if (type != EventType.UNKNOWN) {
                kind.add(type.name());
            }
        }
        kind.setText(EventType.CONN_STATE.name());
        button(controls, "◀", "Previous event of this kind (Shift+F7)", () -> stepToKind(false));
        button(controls, "▶", "Next event of this kind (F7)", () -> stepToKind(true));
        Composite track = new Composite(root, SWT.NONE);
        track.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        track.setLayout(new GridLayout(2, false));
        slider = new Scale(track, SWT.HORIZONTAL);
        slider.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
        position = new Label(track, SWT.NONE);
        position.setLayoutData(new GridData(SWT.END, SWT.CENTER, false, false));
        position.setText("No trace open: File > Open... a .lnettrace");
        slider.setMaximum(1000);
        slider.addListener(SWT.Selection, e -> {
            if (session != null) {
                session.moveToEvent(Math.round(session.eventCount() * slider.getSelection() / 1000.0));
            }
        });

        chart = new Chart(root, SWT.NONE);
        chart.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
        chart.getTitle().setVisible(false);
        chart.getAxisSet().getXAxis(0).getTitle().setText("trace time (s)");
        chart.getAxisSet().getYAxis(0).getTitle().setText("MiB pinned");
        // the chart's default titles are large and bold: in the window's bottom row the vertical one
        // would be cut to a few letters; the system font keeps the units readable
        chart.getAxisSet().getXAxis(0).getTitle().setFont(parent.getDisplay().getSystemFont());
        chart.getAxisSet().getYAxis(0).getTitle().setFont(parent.getDisplay().getSystemFont());
        legend = new Label(root, SWT.WRAP);
        legend.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
        legend.setText(TICK_LEGEND);
        chart.setToolTipText("Pinned kib_conn memory per router. Ticks on top: amber = tx timed out "
                + "(kiblnd_check_conns closes the conn), red = out of memory, grey = an agent went stale. Traces of agents\n"
                + "(no conns to see) show each node's worst peer NI credits instead. Click to go to that time.");
        chart.getPlotArea().addCustomPaintListener(new ICustomPaintListener() {
            @Override
            public void paintControl(PaintEvent e) {
                if (session == null) {
                    return;
                }
                IAxis x = chart.getAxisSet().getXAxis(0);
                // Ticks along the top: amber for tx timeouts (each closes a conn), red for OOM.
                e.gc.setLineWidth(1);
                e.gc.setForeground(Palette.tone(Shape.Tone.EXHAUSTED));
                for (long t : marks.timeouts()) {
                    int tx = x.getPixelCoordinate(x(t));
                    e.gc.drawLine(tx, 0, tx, 6);
                }
                e.gc.setForeground(CURSOR);
                e.gc.setLineWidth(3);
                for (long t : marks.ooms()) {
                    int ox = x.getPixelCoordinate(x(t));
                    e.gc.drawLine(ox, 0, ox, 10);
                }
                // grey: an agent went stale (not scraped / stream lost): its counters stop being news
                e.gc.setForeground(e.display.getSystemColor(SWT.COLOR_DARK_GRAY));
                e.gc.setLineWidth(2);
                for (long t : marks.stale()) {
                    int sx = x.getPixelCoordinate(x(t));
                    e.gc.drawLine(sx, 0, sx, 8);
                }
                int px = x.getPixelCoordinate(x(session.timeNs()));
                e.gc.setForeground(CURSOR);
                e.gc.setLineWidth(2);
                if (comparison != null) {
                    // one clock: one cursor line for both runs, and each run's OOM with its name
                    px = x.getPixelCoordinate(comparison.clockNs() / 1e9);
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
            }

            @Override
            public boolean drawBehindSeries() {
                return false;
            }
        });
        ((Control) chart.getPlotArea()).addListener(SWT.MouseUp, e -> {
            if (comparison != null) {
                comparison.seek(Math.round(chart.getAxisSet().getXAxis(0).getDataCoordinate(e.x) * 1e9));
            } else if (session != null) {
                double seconds = chart.getAxisSet().getXAxis(0).getDataCoordinate(e.x);
                session.moveToTime(origin + Math.round(seconds * 1e9));
            }
        });
        setEnabled(false);
        // A peer NI clicked anywhere (Router Internals lanes, Model tree) gets its credits plotted.
        getSite().getPage().addPostSelectionListener(selectionListener);
        follow();
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
                List<MemoryCurve.Credits> credits = MemoryCurve.credits(forSession.file(), id, 200);
                root.getDisplay().asyncExec(() -> showCredits(forSession, nid, credits));
                return Status.OK_STATUS;
            } catch (Exception e) {
                return new Status(IStatus.WARNING, "org.lnetscope.ui", "Could not sample " + nid, e);
            }
        });
        job.setSystem(true);
        job.schedule();
    }

    private void showCredits(ReplaySession forSession, String nid, List<MemoryCurve.Credits> credits) {
        if (chart.isDisposed() || forSession != session || credits.isEmpty()) {
            return;
        }
        if (creditAxis < 0) {
            creditAxis = chart.getAxisSet().createYAxis();
            chart.getAxisSet().getYAxis(creditAxis).getTitle().setText("credits");
            chart.getAxisSet().getYAxis(creditAxis).setPosition(IAxis.Position.Secondary);
        }
        for (var series : chart.getSeriesSet().getSeries()) {
            if (series.getId().startsWith("tx ") || series.getId().startsWith("rtr ")) {
                chart.getSeriesSet().deleteSeries(series.getId());
            }
        }
        double[] xs = credits.stream().mapToDouble(c -> x(c.timeNs())).toArray();
        addCreditSeries("tx " + nid, xs, credits.stream().mapToDouble(MemoryCurve.Credits::txCredits).toArray(),
                Shape.Tone.NEGATIVE);
        addCreditSeries("rtr " + nid, xs, credits.stream().mapToDouble(MemoryCurve.Credits::rtrCredits).toArray(),
                Shape.Tone.CLOSING);
        chart.getAxisSet().adjustRange();
        chart.redraw();
    }

    private void addCreditSeries(String id, double[] xs, double[] ys, Shape.Tone tone) {
        ILineSeries<?> series = (ILineSeries<?>) chart.getSeriesSet().createSeries(SeriesType.LINE, id);
        series.setXSeries(xs);
        series.setYSeries(ys);
        series.setYAxisId(creditAxis);
        series.setSymbolType(ILineSeries.PlotSymbolType.NONE);
        series.setLineColor(Palette.tone(tone));
        series.setLineWidth(2);
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
            session = now;
            comparison = nowComparison;
            setEnabled(session != null);
            clearSeries();
            marks = MemoryCurve.Marks.NONE;
            origin = session != null && TimeFormat.isWallClock(session.reader().startTimeNs()) ? session.reader().startTimeNs() : 0;
            chart.getAxisSet().getXAxis(0).getTitle().setText(origin == 0 ? "trace time (s)"
                    : "seconds since " + TimeFormat.formatWallClock(origin));
            if (comparison != null) {
                origin = comparison.baseline().originNs();
                chart.getAxisSet().getXAxis(0).getTitle().setText("time from the "
                        + (comparison.align() == Align.FAULT ? "fault" : "start") + " (s)");
                loadMarks(session);
                showComparison(comparison);
            } else if (session != null) {
                loadCurve(session);
            }
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
            slider.setSelection(count == 0 ? 0 : (int) (1000 * at / count));
            play.setText(session.isPlaying() ? "❚❚" : "▶");
        }
        position.getParent().layout(true);
        chart.redraw();
    }

    /** What the marks mean, shown under the chart. */
    static final String TICK_LEGEND = "Curves: pinned kib_conn memory per router (two runs compared: each run's router"
            + " memory used; agents' traces: worst peer NI credits). Ticks on top: amber = tx timed out (kiblnd_check_conns closes the conn), "
            + "red = out of memory, grey = an agent went stale. Red line: the cursor; click the chart to go to that time.";

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

    /** Both runs' router memory on the comparison's clock, each named in the legend. */
    private void showComparison(Comparison shown) {
        clearSeries();
        int hue = 0;
        for (var run : shown.runs()) {
            var f = run.figures();
            double[] xs = Arrays.stream(f.curveTimes()).mapToDouble(t -> run.clockOf(t) / 1e9).toArray();
            double[] ys = Arrays.stream(f.curveUsed()).mapToDouble(b -> b / (1024.0 * 1024.0)).toArray();
            ILineSeries<?> series = (ILineSeries<?>) chart.getSeriesSet().createSeries(SeriesType.LINE, run.label());
            series.setXSeries(xs);
            series.setYSeries(ys);
            series.setSymbolType(ILineSeries.PlotSymbolType.NONE);
            series.setLineColor(Palette.hue(hue++));
            series.setLineWidth(2);
            if (hue > 1) {
                series.setLineStyle(LineStyle.DASH);
            }
        }
        chart.getLegend().setVisible(true);
        // beside the plot, not under it: the Timeline shares the bottom of the window, height is scarce
        chart.getLegend().setPosition(SWT.RIGHT);
        chart.getAxisSet().getYAxis(0).getTitle().setText("MiB used");
        chart.getAxisSet().adjustRange();
        // A router's base memory is most of its RAM: the axis starts near the lowest use, so what the
        // pinned conns add shows (the tick labels say where it starts).
        double min = Double.MAX_VALUE;
        double max = -Double.MAX_VALUE;
        for (var series : chart.getSeriesSet().getSeries()) {
            for (double y : series.getYSeries()) {
                min = Math.min(min, y);
                max = Math.max(max, y);
            }
        }
        if (min < max) {
            double pad = (max - min) * 0.08;
            chart.getAxisSet().getYAxis(0).setRange(new Range(Math.max(0, min - pad), max + pad));
        }
        chart.redraw();
    }

    /** The baseline's timeout and OOM ticks, in the background. */
    private void loadMarks(ReplaySession forSession) {
        Job job = Job.create("Marking timeouts in " + forSession.file().getFileName(), monitor -> {
            try {
                MemoryCurve.Marks found = MemoryCurve.marks(forSession.file(), 5000);
                root.getDisplay().asyncExec(() -> {
                    if (forSession == session && !chart.isDisposed()) {
                        marks = found;
                        chart.redraw();
                    }
                });
                return Status.OK_STATUS;
            } catch (Exception e) {
                return new Status(IStatus.WARNING, "org.lnetscope.ui", "Could not read the trace's marks", e);
            }
        });
        job.setSystem(true);
        job.schedule();
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
        for (Widget w : ((Composite) root.getChildren()[0]).getChildren()) {
            if (w instanceof Button || w instanceof Combo) {
                ((Control) w).setEnabled(enabled);
            }
        }
        slider.setEnabled(enabled);
    }

    private void clearSeries() {
        for (var series : chart.getSeriesSet().getSeries()) {
            chart.getSeriesSet().deleteSeries(series.getId());
        }
        if (creditAxis >= 0) {
            chart.getAxisSet().deleteYAxis(creditAxis);
            creditAxis = -1;
        }
        // No series: back to a neutral range, not the last trace's.
        chart.getAxisSet().getXAxis(0).setRange(new Range(0, 1));
        chart.getAxisSet().getYAxis(0).setRange(new Range(0, 1));
        chart.redraw();
    }

    private void loadCurve(ReplaySession forSession) {
        Job job = Job.create("Sampling pinned memory over " + forSession.file().getFileName(), monitor -> {
            try {
                Map<String, List<Sample>> curves = MemoryCurve.sample(forSession.file(), 200);
                MemoryCurve.Marks found = MemoryCurve.marks(forSession.file(), 5000);
                // an agent's trace pins nothing it can see: show the credits drifting instead
                boolean pinsNothing = curves.values().stream().allMatch(l -> l.stream().allMatch(x -> x.bytes() == 0));
                Map<String, List<MemoryCurve.Credits>> credits = pinsNothing ? MemoryCurve.worstCredits(forSession.file(), 200)
                        : Map.of();
                root.getDisplay().asyncExec(() -> {
                    if (forSession == session) {
                        marks = found;
                    }
                    if (pinsNothing && !credits.isEmpty()) {
                        showWorstCredits(forSession, credits);
                    } else {
                        showCurves(forSession, curves);
                    }
                });
                return Status.OK_STATUS;
            } catch (Exception e) {
                return new Status(IStatus.WARNING, "org.lnetscope.ui", "Could not sample the trace", e);
            }
        });
        job.setSystem(true);
        job.schedule();
    }

    private void showCurves(ReplaySession forSession, Map<String, List<Sample>> curves) {
        if (chart.isDisposed() || forSession != session) {
            return;
        }
        clearSeries();
        int hue = 0;
        for (Map.Entry<String, List<Sample>> curve : curves.entrySet()) {
            List<Sample> samples = curve.getValue();
            if (samples.stream().allMatch(s -> s.bytes() == 0)) {
                continue; // computes and servers pin nothing on the router side
            }
            double[] xs = samples.stream().mapToDouble(s -> x(s.timeNs())).toArray();
            double[] ys = samples.stream().mapToDouble(s -> s.bytes() / (1024.0 * 1024.0)).toArray();
            ILineSeries<?> series = (ILineSeries<?>) chart.getSeriesSet().createSeries(SeriesType.LINE, curve.getKey());
            series.setXSeries(xs);
            series.setYSeries(ys);
            series.setSymbolType(ILineSeries.PlotSymbolType.NONE);
            series.setLineColor(Palette.hue(hue++));
            series.setLineWidth(2);
        }
        chart.getLegend().setVisible(chart.getSeriesSet().getSeries().length > 1);
        chart.getAxisSet().getYAxis(0).getTitle().setText("MiB pinned");
        chart.getAxisSet().adjustRange();
        chart.redraw();
    }

    /** Per node, its worst peer NI's tx credits (solid) and router credits (dashed). */
    private void showWorstCredits(ReplaySession forSession, Map<String, List<MemoryCurve.Credits>> credits) {
        if (chart.isDisposed() || forSession != session) {
            return;
        }
        clearSeries();
        int hue = 0;
        for (Map.Entry<String, List<MemoryCurve.Credits>> node : credits.entrySet()) {
            double[] xs = node.getValue().stream().mapToDouble(c -> x(c.timeNs())).toArray();
            Color color = Palette.hue(hue++);
            for (boolean tx : new boolean[] {true, false}) {
                ILineSeries<?> series = (ILineSeries<?>) chart.getSeriesSet().createSeries(SeriesType.LINE,
                        node.getKey() + (tx ? " worst tx" : " worst rtr"));
                series.setXSeries(xs);
                series.setYSeries(node.getValue().stream().mapToDouble(c -> tx ? c.txCredits() : c.rtrCredits()).toArray());
                series.setSymbolType(ILineSeries.PlotSymbolType.NONE);
                series.setLineColor(color);
                series.setLineWidth(2);
                series.setLineStyle(tx ? LineStyle.SOLID : LineStyle.DASH);
            }
        }
        chart.getAxisSet().getYAxis(0).getTitle().setText("worst credits");
        chart.getAxisSet().adjustRange();
        chart.redraw();
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
        super.dispose();
    }

    @Override
    protected Control mainControl() {
        return root;
    }
}
