package org.lnetscope.ui.views;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.IAxis;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ISeries.SeriesType;
import org.eclipse.swtchart.LineStyle;
import org.eclipse.swtchart.Range;
import org.lnetscope.analysis.MemoryProjection.Sample;
import org.lnetscope.render.router.Shape;
import org.lnetscope.session.compare.Comparison;
import org.lnetscope.session.compare.RunFigures;
import org.lnetscope.session.replay.MemoryCurve;
import org.lnetscope.session.replay.PeerRows;
import org.lnetscope.ui.router.Palette;

/**
 * The Timeline's series, drawn on its chart: what each choice of "show:" plots, a clicked peer NI's
 * credits, two compared runs. It fits the value axes to the data; the time axis is the Timeline's
 * (its {@link TimeWindow}), which sets it back after each call.
 */
final class TimelinePlots {

    private final Chart chart;
    private int creditAxis = -1;
    /** Time 0 of the chart (the Timeline's origin: a wall-clock trace's start, else 0). */
    private final LongSupplier origin;

    TimelinePlots(Chart chart, LongSupplier origin) {
        this.chart = chart;
        this.origin = origin;
    }

    /** Seconds on the chart's time axis. */
    private double x(long timeNs) {
        return (timeNs - origin.getAsLong()) / 1e9;
    }

    /** Both runs' router memory on the comparison's clock, each named in the legend. */
    void comparison(Comparison shown) {
        clear();
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

    void clear() {
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

    /** The router's memory used (the one that ran out, else the one that used most), exact per bucket (RunScan). */
    void used(RunFigures f) {
        clear();
        if (f.curveTimes().length > 0) {
            ILineSeries<?> series = (ILineSeries<?>) chart.getSeriesSet().createSeries(SeriesType.LINE, f.router() + " used");
            series.setXSeries(Arrays.stream(f.curveTimes()).mapToDouble(this::x).toArray());
            series.setYSeries(Arrays.stream(f.curveUsed()).mapToDouble(b -> b / (1024.0 * 1024.0)).toArray());
            series.setSymbolType(ILineSeries.PlotSymbolType.NONE);
            series.setLineColor(Palette.hue(0));
            series.setLineWidth(2);
        }
        chart.getLegend().setVisible(true);
        chart.getLegend().setPosition(SWT.RIGHT);
        chart.getAxisSet().getYAxis(0).getTitle().setText("MiB used");
        chart.getAxisSet().adjustRange();
        chart.redraw();
    }

    /**
     * The peers that matter (PeerRows): the stalled peer NI's tx credits and lpni_txq length, each
     * blocked sender's router credits and router queue length; credits solid, queue lengths dashed.
     */
    void peers(List<PeerRows.Row> rows) {
        clear();
        int hue = 0;
        for (PeerRows.Row row : rows) {
            Color color = Palette.hue(hue++);
            for (boolean credits : new boolean[] {true, false}) {
                int[] values = credits ? row.credits() : row.queued();
                List<double[]> points = new ArrayList<>();
                for (int i = 0; i < values.length; i++) {
                    if (values[i] != PeerRows.ABSENT) { // not there then: no point, never a 0
                        points.add(new double[] {x(row.timesNs()[i]), values[i]});
                    }
                }
                ILineSeries<?> series = (ILineSeries<?>) chart.getSeriesSet().createSeries(SeriesType.LINE,
                        row.label() + (credits ? " credits" : " queued"));
                series.setXSeries(points.stream().mapToDouble(p -> p[0]).toArray());
                series.setYSeries(points.stream().mapToDouble(p -> p[1]).toArray());
                series.setSymbolType(ILineSeries.PlotSymbolType.NONE);
                series.setLineColor(color);
                series.setLineWidth(2);
                series.setLineStyle(credits ? LineStyle.SOLID : LineStyle.DASH);
            }
        }
        chart.getLegend().setVisible(!rows.isEmpty());
        chart.getLegend().setPosition(SWT.RIGHT);
        chart.getAxisSet().getYAxis(0).getTitle().setText(rows.isEmpty() ? "no stalled peer NI at the end"
                : "credits (solid), queued (dashed)");
        chart.getAxisSet().adjustRange();
        chart.redraw();
    }

    void curves(Map<String, List<Sample>> curves) {
        clear();
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
    void worst(Map<String, List<MemoryCurve.Credits>> credits) {
        clear();
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

    void credits(String nid, List<MemoryCurve.Credits> credits) {
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
}
