package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.swt.widgets.Display;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.agent.Agent;
import org.lnetscope.agent.AgentOptions;
import org.lnetscope.agent.demo.SyntheticDebugfs;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.render.fabric.FabricGraph.Box;
import org.lnetscope.render.fabric.FabricLayout.Placed;
import org.lnetscope.session.live.LiveSession;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.SwtScheduler;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.live.OomProjectionView;
import org.lnetscope.ui.views.FabricView;
import org.lnetscope.ui.views.RouterInternalsView;

/**
 * Issue 36, "stale agents are greyed in the Fabric with a plain reason": a real agent on loopback
 * is stopped while the window watches it. Its router is greyed with "no answer since HH:MM:SS
 * (connection refused)", the header says the same words, nothing says LNet is down (the agent
 * stopping tells nothing about LNet), and the router's last values stay.
 */
class StaleAgentFabricTest extends WindowTest {

    @TempDir
    Path dir;

    private static Box box(FabricView view, String host) {
        if (view.canvas().layoutResult() == null) {
            return null;
        }
        return view.canvas().layoutResult().boxes().stream().map(Placed::box)
                .filter(b -> b.members().size() == 1 && host.equals(b.members().get(0).getHostname())).findFirst().orElse(null);
    }

    @Test
    void aStoppedAgentsRouterIsGreyedWithWhyAndItsLastValues() throws Exception {
        SyntheticDebugfs debugfs = new SyntheticDebugfs(dir.resolve("debugfs")).computeTx(-40);
        FabricView view = (FabricView) page.showView(LnetScopeUi.FABRIC_VIEW_ID);
        Agent agent = new Agent(AgentOptions.parse(List.of("--debugfs", debugfs.dir().toString(), "--period", "100ms",
                "--port", "0", "--host", "rtr1"), Map.of()));
        LocalTime stopped;
        int port = agent.address().getPort();
        try {
            LiveSession session = LiveSession.connect(List.of("127.0.0.1:" + port), null,
                    dir.resolve("rec"), new SwtScheduler(Display.getCurrent()));
            WindowDocument.get().openLive(session);
            Ui.waitFor(() -> box(view, "rtr1") != null && view.getContentDescription().contains("1 agent: 1 live"),
                    "the live router is drawn");
            assertNull(view.canvas().staleText(box(view, "rtr1")), "a live agent's node is not greyed");
            // Router Internals opened before any agent answered: it shows the router once one is there
            // (it said "No router in this fabric" while the Fabric drew rtr1)
            RouterInternalsView internals = (RouterInternalsView) page.showView(LnetScopeUi.ROUTER_INTERNALS_VIEW_ID);
            Ui.waitFor(() -> internals.canvas().picture() != null, "Router Internals draws the live router: "
                    + internals.canvas().emptyText());
            assertTrue(internals.getContentDescription().startsWith("Router rtr1"), internals.getContentDescription());
            assertFalse(internals.getContentDescription().contains("stale"), internals.getContentDescription());
            page.activate(view);
            Ui.settle(300);
        } finally {
            stopped = LocalTime.now();
            agent.close();
        }
        // the stream ends, then every reconnect is refused: the header and the box settle on that
        Ui.waitFor(() -> view.getContentDescription().contains("(connection refused)"),
                "the header says the agent is refused: " + view.getContentDescription());
        Ui.settle(300);
        Box router = box(view, "rtr1");
        assertNotNull(router, "the stale router stays in the picture");
        String text = view.canvas().staleText(router);
        assertNotNull(text, "the stopped agent's router is greyed");
        Matcher m = Pattern.compile("agent stale: no answer since (\\d\\d:\\d\\d:\\d\\d) \\(connection refused\\)").matcher(text);
        assertTrue(m.matches(), text);
        // "since" is the last message heard: at most the period (and a second of rounding) before the stop
        long behind = ChronoUnit.SECONDS.between(LocalTime.parse(m.group(1)), stopped.truncatedTo(ChronoUnit.SECONDS));
        assertTrue(behind >= 0 && behind <= 2, "last heard " + m.group(1) + ", stopped at " + stopped);
        // the Fabric and the header say it in the same words
        String description = view.getContentDescription();
        assertTrue(description.contains("1 agent: 0 live"), description);
        assertTrue(description.contains("rtr1 (127.0.0.1:" + port + ") stale: " + text.substring(
                "agent stale: ".length())), description);
        String tooltip = view.canvas().tooltip(router);
        assertTrue(tooltip.contains(text + ": the figures are the last received"), tooltip);
        for (String said : List.of(description, tooltip)) {
            assertFalse(said.toLowerCase().contains("not loaded") || said.toLowerCase().contains("lnet down")
                    || said.contains("Exception"), "a stopped agent is not LNet down, nor a Java class: " + said);
        }
        // its last values stay: the router's peer NI for the compute still at -40 tx credits
        assertEquals(-40, router.members().get(0).findPeerNi(Nid.parse("10.1.0.17@o2ib1")).getTxCredits());
        // Router Internals says its figures are the last received, in the same words
        RouterInternalsView internals = (RouterInternalsView) page.showView(LnetScopeUi.ROUTER_INTERNALS_VIEW_ID);
        Ui.settle(200);
        assertTrue(internals.getContentDescription().contains(text + "; the figures are the last received"),
                internals.getContentDescription());
        // the live OOM Projection names the agent stale in the same words
        OomProjectionView oom = (OomProjectionView) page.showView(OomProjectionView.ID);
        Ui.settle(200);
        String why = text.substring("agent stale: ".length());
        assertTrue(oom.headerText().contains("rtr1 (" + why + ")"), oom.headerText());
        page.activate(view);
        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("stale-agent-fabric.png"));
    }
}
