package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lnetscope.replay.EventFilter;
import org.lnetscope.session.compare.Align;
import org.lnetscope.session.compare.Comparison;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.KernelFunction;
import org.lnetscope.trace.TimeFormat;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.compare.OpenComparison;
import org.lnetscope.ui.compare.OpenComparisons;
import org.lnetscope.ui.views.CompareView;
import org.lnetscope.ui.views.TimelineView;

/**
 * Several comparisons open at once (issue 37: each new one replaced the last and reset its cursor):
 * each in a Compare view of its own, each keeping its cursors while another is shown, shown again by
 * activating its view; closing the view closes the comparison.
 */
class SeveralComparisonsTest extends WindowTest {

    /**
     * Comparisons other tests left open in their views (they stay open, as a user's would) are closed
     * first; after the test, before WindowTest closes the document.
     */
    @BeforeEach
    @AfterEach
    void closeComparisons() {
        Ui.closeComparisons(); // the comparison's own Compare view keeps it open: closing the view closes it
    }

    @Test
    void eachComparisonKeepsItsCursorInItsOwnView() throws Exception {
        ReplaySession session = Ui.openTrace(CompareRunsTest.SEED_TRACE);
        TimelineView timeline = (TimelineView) page.showView(LnetScopeUi.TIMELINE_VIEW_ID);
        // the first kiblnd_finalise_conn (compute3's conn, tour stop 3): where the first comparison opens
        assertTrue(session.stepTo(new EventFilter(Set.of(), Set.of(KernelFunction.kiblnd_finalise_conn), null), true));
        Ui.settle(200);
        long firstPinned = session.timeNs();
        var shell = page.getWorkbenchWindow().getShell();

        OpenComparison.open(CompareRunsTest.SEED_TRACE, "baseline", CompareRunsTest.SEED_TRACE, "run A", Align.START, shell);
        Ui.waitFor(() -> WindowDocument.get().comparison().isPresent(), "the first comparison opens");
        Comparison a = WindowDocument.get().comparison().orElseThrow();
        assertEquals(firstPinned, a.baseline().session().timeNs(), "opened at the trace's cursor");
        // A goes on to the OOM (F7 to NODE_OOM), as a user comparing at the OOM would
        assertTrue(a.baseline().session().stepTo(EventFilter.ofType(EventType.NODE_OOM), true));
        Ui.settle(300);
        long aClock = a.clockNs();
        long aTime = a.baseline().session().timeNs();
        assertTrue(aTime > firstPinned, "A moved past where it opened");

        // B opens where the window's cursor is (A's), then goes back to that first finalise
        OpenComparison.open(CompareRunsTest.SEED_TRACE, "baseline", CompareRunsTest.SEED_TRACE, "run B", Align.START, shell);
        Ui.waitFor(() -> WindowDocument.get().comparison().filter(c -> c != a).isPresent(), "the second comparison opens");
        Comparison b = WindowDocument.get().comparison().orElseThrow();
        assertEquals(aTime, b.baseline().session().timeNs(), "B opens at the cursor the window had");
        long bClock = b.baseline().clockOf(firstPinned);
        b.seek(bClock);
        Ui.settle(300);

        // both open, each in its own view; A put aside with its cursors where they were
        assertEquals(List.of(a, b), OpenComparisons.all().stream().map(OpenComparisons.Entry::comparison).toList());
        CompareView viewA = (CompareView) OpenComparisons.viewOf(page, a).orElseThrow();
        CompareView viewB = (CompareView) OpenComparisons.viewOf(page, b).orElseThrow();
        assertSame(a, viewA.own());
        assertSame(b, viewB.own());
        assertNotEquals(viewA.getPartName(), viewB.getPartName());
        assertTrue(viewA.getPartName().contains("run A") && viewB.getPartName().contains("run B"), viewA.getPartName());
        assertEquals(aClock, a.clockNs(), "A's clock untouched by B's moves");
        assertEquals(aTime, a.other().session().timeNs(), "A's other run too");
        Ui.waitFor(() -> viewA.heading().startsWith("Not shown in the window"), "A's view says it is put aside");
        assertTrue(timeline.positionText().startsWith("t = " + TimeFormat.format(bClock)), timeline.positionText());

        // activating A's tab shows A again, at its OOM; the Timeline and Compare say so
        page.activate(viewA);
        Ui.settle(500);
        assertSame(a, WindowDocument.get().comparison().orElseThrow(), "A shown again");
        assertEquals(aClock, a.clockNs(), "at the clock it was left at");
        assertEquals(EventType.NODE_OOM, a.baseline().session().cursor().currentEvent().type());
        assertTrue(timeline.positionText().startsWith("t = " + TimeFormat.format(aClock)),
                timeline.positionText());
        assertEquals(bClock, b.clockNs(), "B kept its cursor while A is shown");
        assertTrue(viewB.heading().startsWith("Not shown in the window"), viewB.heading());
        assertTrue(!viewA.heading().startsWith("Not shown"), viewA.heading());

        // and back to B, at that first finalise
        page.activate(viewB);
        Ui.settle(500);
        assertSame(b, WindowDocument.get().comparison().orElseThrow());
        assertEquals(firstPinned, b.baseline().session().timeNs());
        assertEquals(bClock, b.clockNs());

        java.nio.file.Path shots = java.nio.file.Path.of("target", "screenshots");
        java.nio.file.Files.createDirectories(shots);
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("comparisons.png"));

        // closing A's view closes A (the window shows B); B stays
        page.hideView(viewA);
        Ui.settle(300);
        assertEquals(List.of(b), OpenComparisons.all().stream().map(OpenComparisons.Entry::comparison).toList());
        assertSame(b, WindowDocument.get().comparison().orElseThrow());
    }
}
