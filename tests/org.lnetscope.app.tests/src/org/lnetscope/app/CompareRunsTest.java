package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swtchart.ISeries;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.replay.EventFilter;
import org.lnetscope.session.Sessions;
import org.lnetscope.session.compare.Comparison;
import org.lnetscope.session.replay.MemoryCurve;
import org.lnetscope.trace.EventType;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.compare.WhatIfJob;
import org.lnetscope.ui.views.CompareView;
import org.lnetscope.ui.views.TimelineView;

/**
 * Fix vs no fix in the window: the seed trace (examples/traces/router-oom-small.lnettrace) and a
 * release_parked_rx_on_close run of the same scenario, made by the Run What-If Job, open as one
 * comparison; stepping the baseline to its OOM moves both cursors there, and the Timeline shows
 * both runs' curves, named.
 */
class CompareRunsTest {

    static final Path EXAMPLES = Path.of("..", "..", "examples").toAbsolutePath().normalize();
    static final Path SEED_TRACE = EXAMPLES.resolve("traces/router-oom-small.lnettrace");
    static final Path SCENARIO = EXAMPLES.resolve("scenarios/router-oom-small.yaml");
    static final String FIX = "what_if.release_parked_rx_on_close=true";

    @TempDir
    Path dir;

    private final IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();

    @AfterEach
    void close() {
        Ui.closeComparisons(); // the what-if's comparison stays open in its own Compare view otherwise
        WindowDocument.get().open(null, null);
        Ui.settle(300);
    }

    @Test
    void seedAndFixStepTogetherToTheBaselinesOom() throws Exception {
        PlatformUI.getWorkbench().showPerspective(LnetScopePerspective.ID, page.getWorkbenchWindow());
        // the seed trace ends 3 events after its OOM; the fix runs a little past it
        WhatIfJob.schedule(SCENARIO, List.of(FIX), "480s", SEED_TRACE, dir, page.getWorkbenchWindow().getShell());
        // a 480 s run and a read of both traces: seconds, more on a loaded machine
        long end = System.currentTimeMillis() + 120_000;
        while (WindowDocument.get().comparison().isEmpty() && System.currentTimeMillis() < end) {
            Ui.settle(100);
        }
        assertTrue(WindowDocument.get().comparison().isPresent(), "the what-if run opens beside the seed trace");
        Comparison c = WindowDocument.get().comparison().orElseThrow();
        assertEquals(SEED_TRACE, c.baseline().session().file());
        assertEquals(FIX, c.other().label());
        assertTrue(Files.isRegularFile(c.other().session().file()) && c.other().session().file().startsWith(dir));

        TimelineView timeline = (TimelineView) page.showView(LnetScopeUi.TIMELINE_VIEW_ID);
        CompareView compare = (CompareView) page.showView(CompareView.ID);
        Ui.settle(500);

        // the baseline's OOM, read off the trace by the Timeline's own mark reader (not the comparison's scan)
        long oom = MemoryCurve.marks(SEED_TRACE, 10).ooms()[0];
        assertEquals(oom, c.baseline().figures().oomNs());
        assertTrue(c.baseline().session().stepTo(EventFilter.ofType(EventType.NODE_OOM), true), "step to the OOM (F7)");
        Ui.settle(300);
        assertEquals(EventType.NODE_OOM, c.baseline().session().cursor().currentEvent().type());
        assertEquals(oom, c.baseline().session().cursor().timeNs());
        assertEquals(oom, c.clockNs(), "aligned at the start: the clock is the simulated time");
        var otherReader = c.other().session().reader();
        assertEquals(otherReader.positionAtTime(oom), c.other().session().cursor().position(),
                "the fixed run's cursor is at the baseline's OOM time too");
        assertTrue(c.other().session().cursor().timeNs() <= oom && c.other().session().cursor().timeNs() > oom - 1_000_000_000L);

        // both curves, named: the baseline climbs to its RAM, the fix stays flat below it
        ISeries<?>[] series = timeline.chart().getSeriesSet().getSeries();
        assertEquals(2, series.length, Arrays.toString(Arrays.stream(series).map(ISeries::getId).toArray()));
        assertEquals("router-oom-small", series[0].getId());
        assertEquals(FIX, series[1].getId());
        assertTrue(timeline.chart().getLegend().isVisible(), "a legend naming each run");
        double baseMax = Arrays.stream(series[0].getYSeries()).max().orElseThrow();
        double fixMax = Arrays.stream(series[1].getYSeries()).max().orElseThrow();
        double ramMiB = c.baseline().figures().ramBytes() / (1024.0 * 1024.0);
        assertTrue(baseMax > ramMiB * 0.99, "the baseline reaches its RAM: " + baseMax + " of " + ramMiB);
        assertTrue(fixMax < baseMax - 100, "the fix stays ~150 MiB lower: " + fixMax + " vs " + baseMax);
        assertTrue(Arrays.stream(series[1].getXSeries()).max().orElseThrow() > oom / 1e9, "the fix's curve goes past the OOM");
        assertEquals("MiB used", timeline.chart().getAxisSet().getYAxis(0).getTitle().getText());
        assertEquals("time from the start (s)", timeline.chart().getAxisSet().getXAxis(0).getTitle().getText());

        // the difference table at the OOM: 45 pinned conns in the seed (examples/traces/README.md), none with the fix
        TableItem pinned = Arrays.stream(compare.figures().getItems()).filter(i -> i.getText(0).equals("Pinned kib_conns at T"))
                .findFirst().orElseThrow();
        assertTrue(pinned.getText(1).startsWith("45 ("), pinned.getText(1));
        assertTrue(pinned.getText(2).startsWith("0 ("), pinned.getText(2));
        assertTrue(compare.peers().getItemCount() > 0 && compare.peers().getItem(0).getText(1).contains(" / "));
        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("compare-at-oom.png"));
        assertTrue(timeline.tickLegend().contains("red = out of memory"), "the tick legend is written out");
        page.activate(compare);
        Ui.settle(300);
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("compare-view.png"));

        // past the baseline's end: it stays on its last state, marked ended; the fix goes on
        c.seek(470_000_000_000L);
        Ui.settle(300);
        assertTrue(c.ended(c.baseline()));
        assertEquals(c.baseline().session().cursor().eventCount(), c.baseline().session().cursor().position());
        assertEquals(otherReader.positionAtTime(470_000_000_000L), c.other().session().cursor().position());
        assertTrue(compare.figures().getParent().getChildren()[0] instanceof Label heading
                && heading.getText().contains("ended: out of memory"), "the ended run is marked");
        assertFalse(c.ended(c.other()));
    }

    @Test
    void aSnapshotLeavesTheBottomToProblemsNotAnEmptyChart() throws Exception {
        PlatformUI.getWorkbench().showPerspective(LnetScopePerspective.ID, page.getWorkbenchWindow());
        TimelineView timeline = (TimelineView) page.showView(LnetScopeUi.TIMELINE_VIEW_ID);
        WindowDocument.get().open(Sessions.open(EXAMPLES.resolve("seed-incident.lnetmodelb")));
        Ui.settle(800);
        assertFalse(timeline.chart().isVisible(), "no empty chart for a snapshot");
        assertEquals("", timeline.tickLegend());
        var problems = page.findView(LnetScopeUi.PROBLEMS_VIEW_ID);
        assertTrue(problems != null && page.isPartVisible(problems), "Problems comes to the front in the Timeline's place");
        WindowDocument.get().open(Sessions.open(SEED_TRACE));
        Ui.settle(800);
        assertTrue(timeline.chart().isVisible() && page.isPartVisible(timeline), "a trace brings the Timeline back");
        assertEquals("trace time (s)", timeline.chart().getAxisSet().getXAxis(0).getTitle().getText());
        assertEquals("MiB pinned", timeline.chart().getAxisSet().getYAxis(0).getTitle().getText());
    }
}
