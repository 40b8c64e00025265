package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.lnetscope.render.fabric.FabricLayout.Placed;
import org.lnetscope.render.router.Shape.Tone;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.EventType;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.views.FabricView;
import org.lnetscope.ui.views.TimelineView;

/**
 * The shipped Prometheus history of three routers (examples/traces/README.md) as a user sees it:
 * credits drifting on the Timeline with rtr3's stale period marked, and at the end the routers'
 * links to the peers without agents red. Saves the README's screenshot.
 */
class ThreeRoutersHistoryTest extends WindowTest {

    private static final Path TRACE = Path.of("..", "..", "examples", "traces", "three-routers-prometheus.lnettrace");

    @Test
    void creditsDriftAndTheStaleRouterIsMarked() throws Exception {
        ReplaySession session = Ui.openTrace(TRACE);
        FabricView fabric = (FabricView) page.showView(LnetScopeUi.FABRIC_VIEW_ID);
        TimelineView timeline = (TimelineView) page.showView(LnetScopeUi.TIMELINE_VIEW_ID);
        long until = System.currentTimeMillis() + 15_000;
        while ((timeline.chart().getSeriesSet().getSeries().length == 0 || timeline.marks().stale().length == 0)
                && System.currentTimeMillis() < until) {
            Ui.settle(100);
        }
        assertEquals(1, session.reader().countsByType()[EventType.AGENT_STALE.ordinal()]);
        assertEquals(1, timeline.marks().stale().length, "rtr3's stale period is marked");
        Set<String> series = Arrays.stream(timeline.chart().getSeriesSet().getSeries()).map(s -> s.getId()).collect(Collectors.toSet());
        assertEquals(Set.of("rtr1 worst tx", "rtr1 worst rtr", "rtr2 worst tx", "rtr2 worst rtr", "rtr3 worst tx", "rtr3 worst rtr"),
                series);

        session.seekToEvent(session.reader().eventCount());
        Ui.settle(800);
        var boxes = fabric.canvas().layoutResult().boxes().stream().map(Placed::box)
                .collect(Collectors.toMap(b -> b.key(), b -> b));
        assertEquals(Set.of("rtr1", "rtr2", "rtr3", "unmonitored o2ib1", "unmonitored o2ib"), boxes.keySet());
        assertEquals(Tone.NEGATIVE, boxes.get("unmonitored o2ib1").tone(), "the computes' tx credits ended below 0");
        assertEquals(Tone.NEGATIVE, boxes.get("unmonitored o2ib").tone(), "and the servers' router credits");
        assertTrue(fabric.canvas().layoutResult().routes().stream().allMatch(r -> r.link().worstCredit() < 0));

        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("prometheus-history.png"));
    }
}
