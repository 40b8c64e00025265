package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.agent.Agent;
import org.lnetscope.agent.AgentOptions;
import org.lnetscope.agent.demo.SyntheticDebugfs;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.session.live.LiveSession;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.SwtScheduler;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.views.FabricView;
import org.lnetscope.ui.views.TimelineView;

/** A real agent on loopback over a synthetic debugfs that the test changes; the window follows it. */
class LiveAgentsTest extends WindowTest {

    @TempDir
    Path dir;

    private int computeTx() {
        return WindowDocument.get().fabric().orElseThrow().getNodes().stream()
                .map(n -> n.findPeerNi(Nid.parse("10.1.0.17@o2ib1"))).filter(p -> p != null)
                .mapToInt(p -> p.getTxCredits()).findFirst().orElse(Integer.MIN_VALUE);
    }

    @Test
    void liveFabricFollowsTheAgentAndIsRecorded() throws Exception {
        SyntheticDebugfs debugfs = new SyntheticDebugfs(dir.resolve("debugfs")).computeTx(30);
        try (Agent agent = new Agent(AgentOptions.parse(List.of("--debugfs", debugfs.dir().toString(), "--period", "100ms",
                "--port", "0", "--host", "rtr1"), Map.of()))) {
            int port = agent.address().getPort();
            long started = System.currentTimeMillis();
            LiveSession session = LiveSession.connect(List.of("127.0.0.1:" + port), null, dir.resolve("rec"),
                    new SwtScheduler(Display.getCurrent()));
            AtomicInteger frames = new AtomicInteger();
            Consumer<FabricDocument> counter = doc -> {
                if (doc.lastChange() == FabricDocument.Change.STATE) {
                    frames.incrementAndGet();
                }
            };
            WindowDocument.get().addListener(counter);
            WindowDocument.get().openLive(session);
            FabricView fabricView = (FabricView) page.showView(LnetScopeUi.FABRIC_VIEW_ID);

            long end = System.currentTimeMillis() + 10_000;
            while (computeTx() != 30 && System.currentTimeMillis() < end) {
                Ui.settle(100);
            }
            assertEquals(30, computeTx(), "the snapshot arrived");
            debugfs.computeTx(-120);
            end = System.currentTimeMillis() + 10_000;
            while (computeTx() != -120 && System.currentTimeMillis() < end) {
                Ui.settle(100);
            }
            assertEquals(-120, computeTx(), "a delta arrived and the window shows it");
            // Explain on live counters: what they decide about the compute the router queues to
            org.lnetscope.ui.views.ExplainView explain = (org.lnetscope.ui.views.ExplainView) page
                    .showView(LnetScopeUi.EXPLAIN_VIEW_ID);
            Ui.settle(1300); // live frames re-read the counters at most once a second
            String explained = ExplainSnapshotTest.text(explain);
            assertTrue(
                    explained.startsWith("What the agents' counters of rtr1 say now.")
                            && explained.contains("Why LNet keeps queueing to 10.1.0.17@o2ib1"),
                    explained);
            // the Timeline plots the drift live: the router's worst tx credits went below 0
            TimelineView timeline = (TimelineView) page.showView(LnetScopeUi.TIMELINE_VIEW_ID);
            // frames come with deltas and are sampled at most once a second: keep the agent changing
            end = System.currentTimeMillis() + 10_000;
            double lowest = Double.MAX_VALUE;
            for (int i = 0; lowest > -120 && System.currentTimeMillis() < end; i++) {
                debugfs.computeTx(-130 - i);
                Ui.settle(300);
                lowest = Arrays.stream(timeline.chart().getSeriesSet().getSeries()).filter(x -> x.getId().equals("rtr1 worst tx"))
                        .flatMapToDouble(x -> Arrays.stream(x.getYSeries())).min().orElse(Double.MAX_VALUE);
            }
            assertTrue(lowest <= -120, "the live curve follows the agent: " + lowest);
            assertTrue(timeline.liveCredits().curves().get("rtr1").size() <= 1 + (System.currentTimeMillis() - started) / 1000,
                    "one sample a second at most");
            assertTrue(timeline.chart().getAxisSet().getXAxis(0).getTitle().getText().startsWith("seconds since "));
            Ui.settle(600);
            assertTrue(frames.get() > 0, "live frames reached the views");
            assertTrue(fabricView.getContentDescription().contains("1 agent: 1 live"), fabricView.getContentDescription());
            assertTrue(!WindowDocument.get().isEditable(), "a live fabric is watched, not edited");
            WindowDocument.get().removeListener(counter);
            Path recording = session.recording();
            WindowDocument.get().open(null, null);
            assertTrue(Files.size(recording) > 0, "everything received was recorded");
        }
    }

    /**
     * The window's live session is bounded (LiveFabric.windowMaxObjects, half the heap's default):
     * past the bound it stops applying what agents send, and the Fabric's header says so before
     * anyone reads the views as now. A bound of 2 stops it at the first snapshot.
     */
    @Test
    void theWindowStopsFollowingAtItsBoundAndSaysSo() throws Exception {
        SyntheticDebugfs debugfs = new SyntheticDebugfs(dir.resolve("debugfs")).computeTx(30);
        try (Agent agent = new Agent(AgentOptions.parse(List.of("--debugfs", debugfs.dir().toString(), "--period", "100ms",
                "--port", "0", "--host", "rtr1"), Map.of()))) {
            LiveSession session = LiveSession.connect(List.of("127.0.0.1:" + agent.address().getPort()), null, dir.resolve("rec"),
                    new SwtScheduler(Display.getCurrent()), 2);
            WindowDocument.get().openLive(session);
            FabricView fabricView = (FabricView) page.showView(LnetScopeUi.FABRIC_VIEW_ID);
            long end = System.currentTimeMillis() + 10_000;
            while (!fabricView.getContentDescription().startsWith("live — stopped following")
                    && System.currentTimeMillis() < end) {
                Ui.settle(100);
            }
            assertTrue(fabricView.getContentDescription().startsWith("live — stopped following at 2 objects (the bound for"
                    + " this window's heap; LNETSCOPE_JAVA_OPTS raises it): the views show the state then, nothing since; 1 agent:"),
                    fabricView.getContentDescription());
            assertEquals(Integer.MIN_VALUE, computeTx(), "nothing past the bound was applied");
            WindowDocument.get().open(null, null);
        }
    }
}
