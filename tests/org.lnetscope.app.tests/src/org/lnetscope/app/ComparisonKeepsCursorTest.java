package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.lnetscope.replay.EventFilter;
import org.lnetscope.session.compare.Align;
import org.lnetscope.session.compare.Comparison;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.KernelFunction;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.compare.OpenComparison;

/** A comparison opened beside the trace being replayed opens at its cursor, not at the start (issue 37). */
class ComparisonKeepsCursorTest extends WindowTest {

    /** Runs before WindowTest closes the document. */
    @AfterEach
    void closeComparisons() {
        Ui.closeComparisons(); // the comparison's own Compare view keeps it open: closing the view closes it
    }

    @Test
    void theCursorStaysWhereItWas() throws Exception {
        ReplaySession session = Ui.openTrace(CompareRunsTest.SEED_TRACE);
        assertTrue(session.stepTo(new EventFilter(java.util.Set.of(), java.util.Set.of(KernelFunction.kiblnd_finalise_conn), null),
                true));
        Ui.settle(200);
        long time = session.timeNs();
        long position = session.position();
        OpenComparison.open(CompareRunsTest.SEED_TRACE, "baseline", CompareRunsTest.SEED_TRACE, "same run", Align.START,
                PlatformUI.getWorkbench().getActiveWorkbenchWindow().getShell());
        long end = System.currentTimeMillis() + 60_000;
        while (WindowDocument.get().comparison().isEmpty() && System.currentTimeMillis() < end) {
            Ui.settle(100);
        }
        Comparison c = WindowDocument.get().comparison().orElseThrow();
        Ui.settle(300);
        assertEquals(time, c.baseline().session().timeNs(), "the baseline at the cursor's time");
        assertEquals(session.reader().positionAtTime(time), c.baseline().session().position());
        assertTrue(position <= c.baseline().session().position());
        assertEquals(time, c.other().session().timeNs(), "the other run on the same clock");
    }
}
