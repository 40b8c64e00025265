package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.keys.IBindingService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.examples.SeedIncident;
import org.lnetscope.render.router.Shape;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.KernelFunction;
import org.lnetscope.trace.TraceOptions;
import org.lnetscope.trace.TraceWriter;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.OpenFabric;
import org.lnetscope.ui.SwtScheduler;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.views.ExplainView;
import org.lnetscope.ui.views.RouterInternalsView;
import org.lnetscope.ui.views.TimelineView;

/**
 * A trace in the real workbench: the seed state, then the router's live server conns close one by
 * one (kiblnd_close_conn_locked, then kiblnd_finalise_conn in connd), each becoming one more pinned conn.
 * Stepping must move every view with the cursor, and stepping back must undo it.
 */
class ReplayViewsTest extends WindowTest {

    @TempDir
    Path dir;

    @Override
    protected int settleMillis() {
        return 500;
    }

    /** Closes every ESTABLISHED conn holding rx, two events each; returns how many conns. */
    private int writeTrace(Path file) throws Exception {
        Fabric fabric = SeedIncident.build(SeedIncident.Scale.of(SeedIncident.DEFAULT_FACTOR));
        Node router = fabric.getNodes().stream().filter(n -> n.getRole() == NodeRole.ROUTER).findFirst().orElseThrow();
        List<KibConn> live = router.getKibPeers().stream().flatMap(p -> p.getConns().stream())
                .filter(c -> c.getState() == KibConnState.ESTABLISHED && !c.heldRxs().isEmpty()).toList();
        try (TraceWriter writer = TraceWriter.create(file, fabric, 0, TraceOptions.defaults("ReplayViewsTest"))) {
            int state = writer.valueSlot(LnetPackage.Literals.KIB_CONN__STATE);
            long t = 1_000_000_000L;
            for (KibConn conn : live) {
                int id = writer.idOf(conn);
                writer.event(t, EventType.CONN_STATE, KernelFunction.kiblnd_close_conn_locked, id)
                        .set(id, state, KibConnState.CLOSING).commit();
                writer.event(t + 1_000_000, EventType.CONN_STATE, KernelFunction.kiblnd_finalise_conn, id)
                        .set(id, state, KibConnState.DISCONNECTED).commit();
                t += 50_000_000_000L;
            }
        }
        return live.size();
    }

    private long pinnedInPicture(RouterInternalsView view) {
        return view.canvas().picture().shapes().stream()
                .filter(s -> s.kind() == Shape.Kind.CONN && s.tone() == Shape.Tone.PINNED).count();
    }

    @Test
    void steppingMovesEveryViewAndBackUndoes() throws Exception {
        Path trace = dir.resolve("closes.lnettrace");
        int closes = writeTrace(trace);
        assertTrue(closes > 0, "the seed state has live conns holding rx");

        PlatformUI.getWorkbench().showPerspective(LnetScopePerspective.ID, page.getWorkbenchWindow());
        ReplaySession session = ReplaySession.open(trace, OpenFabric.WINDOW_MIRROR);
        session.attach(new SwtScheduler(Display.getCurrent()));
        WindowDocument.get().openReplay(session);
        Ui.settle(500);

        RouterInternalsView internals = (RouterInternalsView) page.showView(LnetScopeUi.ROUTER_INTERNALS_VIEW_ID);
        ExplainView explain = (ExplainView) page.showView(LnetScopeUi.EXPLAIN_VIEW_ID);
        TimelineView timeline = (TimelineView) page.showView(LnetScopeUi.TIMELINE_VIEW_ID);
        long pinnedAtStart = pinnedInPicture(internals);

        // The keys work from anywhere: F6 is bound to Step, and the command moves the cursor.
        var bindings = PlatformUI.getWorkbench().getService(IBindingService.class);
        assertEquals("F6", bindings.getBestActiveBindingFormattedFor("org.lnetscope.ui.replay.step"));
        var handlers = PlatformUI.getWorkbench().getService(IHandlerService.class);
        handlers.executeCommand("org.lnetscope.ui.replay.step", null);
        assertEquals(1, session.cursor().position());
        handlers.executeCommand("org.lnetscope.ui.replay.stepBack", null);
        assertEquals(0, session.cursor().position());

        session.step(2);
        Ui.settle(500);
        assertEquals(pinnedAtStart + 1, pinnedInPicture(internals), "one more conn DISCONNECTED with held rx");
        assertTrue(explain.text().contains("kiblnd_finalise_conn()"), explain.text());
        assertTrue(explain.text().contains("#1"), explain.text());
        assertTrue(explain.text().contains("So: This conn is now pinned"), explain.text());

        session.seekToEvent(session.cursor().eventCount());
        Ui.settle(500);
        assertEquals(pinnedAtStart + closes, pinnedInPicture(internals));

        session.seekToEvent(0);
        Ui.settle(500);
        assertEquals(pinnedAtStart, pinnedInPicture(internals), "back at the start, nothing extra is pinned");
        assertTrue(explain.text().startsWith("At the start"), explain.text());

        // The memory curve is sampled in the background: wait for it, then check it climbs.
        long end = System.currentTimeMillis() + 20_000;
        while (timeline.chart().getSeriesSet().getSeries().length == 0 && System.currentTimeMillis() < end) {
            Ui.settle(500);
        }
        var series = timeline.chart().getSeriesSet().getSeries();
        assertEquals(1, series.length, "one router");
        double[] ys = series[0].getYSeries();
        assertTrue(ys[ys.length - 1] > ys[0], "pinned memory grows over the trace");

        session.seekToEvent(3);
        Ui.settle(500);
        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("replay.png"));
    }
}
