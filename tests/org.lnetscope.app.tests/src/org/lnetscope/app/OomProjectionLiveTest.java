package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.LongSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.agent.Agent;
import org.lnetscope.agent.AgentOptions;
import org.lnetscope.agent.demo.SeedDrift;
import org.lnetscope.session.live.LiveSession;
import org.lnetscope.ui.SwtScheduler;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.live.OomProjectionView;

/**
 * Issue 20: two real agents on loopback, rtr1 drifting like the seed (compute 10.1.0.17@o2ib1 stopped
 * answering, the servers out of router credits, MemAvailable falling 100 MB a minute) and rtr2
 * healthy, on a clock running 600 times fast (an hour in six seconds). The OOM Projection view shows
 * rtr1's OOM at the drift's real time, and why in LNet's terms; rtr2 is not falling. Saves a
 * screenshot (target/screenshots/oom-projection-live.png).
 */
class OomProjectionLiveTest extends WindowTest {

    private static final Pattern IN = Pattern.compile("OOM in ~(?:(\\d+) h )?(\\d+) min at this rate");

    @TempDir
    Path dir;

    private static Agent agent(String host, SeedDrift source, LongSupplier clock) throws Exception {
        return new Agent(AgentOptions.parse(List.of("--meminfo", "off", "--period", "100ms", "--port", "0", "--host", host),
                Map.of()), source, clock);
    }

    @Test
    void aRouterDriftingLikeTheSeedShowsItsOomAndWhy() throws Exception {
        long t0 = System.currentTimeMillis();
        LongSupplier fast = () -> t0 + (System.currentTimeMillis() - t0) * 600;
        SeedDrift drifting = new SeedDrift(fast, t0, true);
        try (Agent rtr1 = agent("rtr1", drifting, fast); Agent rtr2 = agent("rtr2", new SeedDrift(fast, t0, false), fast)) {
            LiveSession session = LiveSession.connect(List.of("127.0.0.1:" + rtr1.address().getPort(),
                    "127.0.0.1:" + rtr2.address().getPort()), null, dir.resolve("rec"), new SwtScheduler(Display.getCurrent()));
            WindowDocument.get().openLive(session);
            OomProjectionView view = (OomProjectionView) page.showView(OomProjectionView.ID);
            // 30 simulated minutes of samples before a projection: three seconds here
            Ui.waitFor(() -> view.rows().stream().anyMatch(r -> r[0].equals("rtr1") && r[1].startsWith("OOM in ~"))
                    && view.rows().size() == 2, "rtr1's projection");
            Ui.settle(1500); // a little more of the hour, as a user would see it
            String[] row1 = view.rows().stream().filter(r -> r[0].equals("rtr1")).findFirst().orElseThrow();
            String[] row2 = view.rows().stream().filter(r -> r[0].equals("rtr2")).findFirst().orElseThrow();
            long nowSimulated = fast.getAsLong();
            Matcher m = IN.matcher(row1[1]);
            assertTrue(m.matches(), row1[1]);
            long projectedMinutes = (m.group(1) == null ? 0 : Long.parseLong(m.group(1)) * 60) + Long.parseLong(m.group(2));
            long trueMinutes = (drifting.oomAtMs() - nowSimulated) / 60_000;
            // the view lags the clock by a frame or two (200 ms: 2 simulated minutes each)
            assertEquals(trueMinutes, projectedMinutes, 10, row1[1] + " vs the drift's own OOM in " + trueMinutes + " min");
            assertTrue(projectedMinutes > 5 * 60, "hours before the OOM: " + row1[1]);
            assertTrue(row1[3].equals("-100 MB/min"), row1[3]);
            assertTrue(row1[4].contains("peer NI 10.1.0.17@o2ib1 stopped draining: lpni_txcredits -"), row1[4]);
            assertTrue(row1[4].contains("4 senders out of router credits (lpni_rtrcredits < 0): 10.0.0.21@o2ib ("), row1[4]);
            assertTrue(row2[1].equals("MemAvailable is not falling") || row2[1].startsWith("MemAvailable falling, but not out within"),
                    row2[1]);
            assertEquals("", row2[4]);
            assertEquals("rtr1", view.rows().get(0)[0], "the router heading for an OOM comes first");
            assertTrue(view.headerText().startsWith("1 node heading for an OOM"), view.headerText());
            assertTrue(view.detailsText().startsWith("rtr1, OOM in ~") && view.detailsText().contains(row1[4]), view.detailsText());
            Path shots = Path.of("target", "screenshots");
            Files.createDirectories(shots);
            page.setPartState(page.findViewReference(OomProjectionView.ID), IWorkbenchPage.STATE_MAXIMIZED);
            Ui.settle(300);
            SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("oom-projection-live.png"));
            page.setPartState(page.findViewReference(OomProjectionView.ID), IWorkbenchPage.STATE_RESTORED);
            page.hideView(view);
            // closed while its agents still answer, as LiveAgentsTest does: no frame of theirs comes after
            WindowDocument.get().open(null, null);
            Ui.settle(300);
        }
    }
}
