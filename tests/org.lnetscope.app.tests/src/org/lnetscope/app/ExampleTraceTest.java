package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.PeerNi;
import org.lnetscope.render.router.Shape;
import org.lnetscope.replay.EventFilter;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.KernelFunction;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.OpenFabric;
import org.lnetscope.ui.SwtScheduler;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.views.ExplainView;
import org.lnetscope.ui.views.RouterInternalsView;
import org.lnetscope.ui.views.TimelineView;

/**
 * The shipped simulator trace of the seed incident, stepped the way a trainer would: to the first
 * pinned conn, then to the OOM. Saves a screenshot at each (README shows them).
 */
class ExampleTraceTest extends WindowTest {

    static final Path TRACE = Path.of("..", "..", "examples", "traces", "router-oom-small.lnettrace");

    @Test
    void stepToTheFirstPinnedConnAndToTheOom() throws Exception {
        ReplaySession session = Ui.openTrace(TRACE);
        RouterInternalsView internals = (RouterInternalsView) page.showView(LnetScopeUi.ROUTER_INTERNALS_VIEW_ID);
        ExplainView explain = (ExplainView) page.showView(LnetScopeUi.EXPLAIN_VIEW_ID);
        TimelineView timeline = (TimelineView) page.showView(LnetScopeUi.TIMELINE_VIEW_ID);

        // The first conn that kiblnd_finalise_conn leaves DISCONNECTED with rx held by LNet: the leak begins.
        // (Conns to the stuck compute are DISCONNECTED with tx refs for a moment; they are freed.)
        EventFilter finalise = new EventFilter(Set.of(), Set.of(KernelFunction.kiblnd_finalise_conn), null);
        boolean pinned = false;
        while (!pinned && session.stepTo(finalise, true)) {
            // read from the replay state: the window's model has no kib_rx (OpenFabric.WINDOW_MIRROR)
            int subject = session.cursor().currentEvent().subject();
            pinned = session.objectOf(subject) instanceof KibConn && session.query().kibConns.isPinned(subject)
                    && session.query().kibConns.heldRxCount(subject) > 0;
        }
        assertTrue(pinned, "the trace pins a conn");
        Ui.settle(300); // the views show a frame once the event loop is back (DocumentView)
        long end = System.currentTimeMillis() + 20_000;
        while (timeline.marks().ooms().length == 0 && System.currentTimeMillis() < end) {
            Ui.settle(100);
        }
        assertEquals(1, timeline.marks().ooms().length, "one OOM marked on the time axis");
        assertTrue(timeline.marks().timeouts().length > 0, "tx timeouts marked");

        // Clicking the stalled compute's lane plots its credits over the whole trace.
        PeerNi compute = internals.canvas().picture().shapes().stream()
                .filter(s -> s.kind() == Shape.Kind.LANE_LABEL)
                .map(s -> (PeerNi) s.subject()).findFirst().orElseThrow();
        timeline.plotCredits(session, compute);
        end = System.currentTimeMillis() + 20_000;
        while (Arrays.stream(timeline.chart().getSeriesSet().getSeries()).noneMatch(x -> x.getId().startsWith("tx "))
                && System.currentTimeMillis() < end) {
            Ui.settle(100);
        }
        var tx = Arrays.stream(timeline.chart().getSeriesSet().getSeries())
                .filter(x -> x.getId().equals("tx " + compute.getNid())).findFirst().orElseThrow();
        double min = Arrays.stream(tx.getYSeries()).min().orElseThrow();
        assertTrue(min < -200, "the compute's lpni_txcredits falls hundreds below zero: " + min);
        Ui.settle(1500);
        assertTrue(explain.text().contains("So: This conn is now pinned"), explain.text());
        assertTrue(internals.canvas().picture().shapes().stream()
                .anyMatch(s -> s.kind() == Shape.Kind.CONN
                        && s.tone() == Shape.Tone.PINNED),
                "a pinned conn box");
        // Scrolled to the conn, as the tour does: its tile names the peer and its pinned MiB.
        assertTrue(internals.reveal(session.objectOf(session.cursor().currentEvent().subject())));
        Ui.settle(500);
        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("trace-first-pinned.png"));

        assertTrue(session.stepTo(EventFilter.ofType(EventType.NODE_OOM), true), "the router runs out of memory");
        assertEquals(EventType.NODE_OOM, session.cursor().currentEvent().type());
        Ui.settle(800);
        assertTrue(explain.text().contains("DISCONNECTED kib_conns kept alive by parked rx"), explain.text());
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("trace-oom.png"));
    }

    @Test
    void guidedTourStopsAtEachStageOfTheIncident() throws Exception {
        PlatformUI.getWorkbench().showPerspective(LnetScopePerspective.ID, page.getWorkbenchWindow());
        ReplaySession session = ReplaySession.open(TRACE, OpenFabric.WINDOW_MIRROR);
        session.attach(new SwtScheduler(Display.getCurrent()));
        WindowDocument.get().openReplay(session);
        Ui.settle(500);
        ExplainView explain = (ExplainView) page.showView(LnetScopeUi.EXPLAIN_VIEW_ID);
        EventType[] expected = {EventType.MSG_QUEUED_TXQ, EventType.MSG_QUEUED_RTRQ, EventType.TX_TIMED_OUT,
                EventType.CONN_STATE, EventType.NODE_OOM};
        long previous = -1;
        for (int i = 0; i < expected.length; i++) {
            assertEquals(i, explain.tour(+1), "tour stop");
            assertEquals(expected[i], session.cursor().currentEvent().type());
            assertTrue(session.cursor().position() > previous, "the stops come in the order the incident unfolds");
            previous = session.cursor().position();
            assertTrue(explain.text().startsWith("Tour " + (i + 1) + "."), explain.text());
            if (i == 3) {
                Ui.settle(1200);
                Path shots = Path.of("target", "screenshots");
                Files.createDirectories(shots);
                SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("tour-pinned.png"));
            }
        }
        assertEquals(4, explain.tour(+1), "the tour ends at the OOM");
        assertEquals(3, explain.tour(-1));
        session.step(1);
        Ui.settle(200);
        assertTrue(!explain.text().startsWith("Tour"), "stepping away from the stop leaves the tour");
    }
}
