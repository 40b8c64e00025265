package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Test;
import org.lnetscope.analysis.PinnedConnections;
import org.lnetscope.model.KibConn;
import org.lnetscope.replay.EventFilter;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.EventType;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.views.ProblemsView;

/**
 * Problems while replaying the small trace: at the OOM the invariants are checked at the cursor in
 * a job, and the pinned conns come grouped by server ("oss3 (10.0.2.3@o2ib): 6 pinned conns,
 * 20.0 MiB"), as many as the window's own fabric has there; double-click reveals the window's conn.
 */
class ProblemsWhileReplayingTest extends WindowTest {

    /** The seed snapshot's 161 pinned-conn warnings, one line per server, reveal on the window's own conn. */
    @Test
    void theSeedSnapshotsPinnedConnsGrouped() throws Exception {
        PlatformUI.getWorkbench().showPerspective(LnetScopePerspective.ID, page.getWorkbenchWindow());
        ProblemsView view = (ProblemsView) page.showView(LnetScopeUi.PROBLEMS_VIEW_ID);
        WindowDocument.get().open(org.lnetscope.session.Sessions.open(Path.of("..", "..", "examples", "seed-incident.lnetmodelb")));
        Ui.settle(200);
        Ui.waitFor(() -> !view.isChecking(), "the check");
        var fabric = WindowDocument.get().fabric().orElseThrow();
        List<PinnedConnections.Pinned> pinned = PinnedConnections.find(fabric);
        assertEquals(161, pinned.size());
        List<Diagnostic> groups = view.problems().stream().filter(d -> d.getMessage().contains(" pinned conns, ")).toList();
        long servers = pinned.stream().map(PinnedConnections.Pinned::peer).distinct().count();
        assertEquals(servers, groups.size(), view.problems().stream().map(Diagnostic::getMessage).toList().toString());
        assertEquals(161, groups.stream().mapToInt(d -> Integer.parseInt(d.getMessage().replaceAll("^.*\\): (\\d+) pinned conns.*$", "$1")))
                .sum());
        assertTrue(view.getContentDescription().contains("161 warnings") || view.getContentDescription().matches(".*\\b1\\d\\d warnings.*"),
                view.getContentDescription());
        EObject o = view.objectOf(groups.get(0)).orElseThrow();
        assertTrue(o instanceof KibConn conn && pinned.stream().anyMatch(p -> p.conn() == conn), "the window's own conn");
    }

    @Test
    void pinnedConnsAtTheOomGroupedByServer() throws Exception {
        ReplaySession session = Ui.openTrace(CompareRunsTest.SEED_TRACE);
        ProblemsView view = (ProblemsView) page.showView(LnetScopeUi.PROBLEMS_VIEW_ID);
        assertTrue(session.stepTo(EventFilter.ofType(EventType.NODE_OOM), true));
        Ui.settle(300);
        Ui.waitFor(() -> !view.isChecking(), "the check at the cursor");
        List<Diagnostic> shown = view.problems();
        assertFalse(shown.isEmpty(), "checked while replaying, not 'Not checked'");
        // truth: the window's own fabric at the cursor (examples/traces/README.md: 45 pinned at the OOM)
        List<PinnedConnections.Pinned> pinned = PinnedConnections.find(session.fabric(), session.msgQueues());
        assertEquals(45, pinned.size());
        Map<String, Long> byPeer = pinned.stream().collect(Collectors.groupingBy(PinnedConnections.Pinned::peer, Collectors.counting()));
        List<Diagnostic> groups = shown.stream().filter(d -> d.getMessage().contains(" pinned conns, ")).toList();
        assertEquals(byPeer.size(), groups.size(), shown.stream().map(Diagnostic::getMessage).toList().toString());
        for (Diagnostic d : groups) {
            String peer = byPeer.keySet().stream().filter(p -> d.getMessage().contains("(" + p + ")")).findFirst().orElseThrow(
                    () -> new AssertionError("no peer in " + d.getMessage()));
            assertTrue(d.getMessage().matches("oss\\d+ \\(" + peer.replace(".", "\\.") + "\\): " + byPeer.get(peer)
                    + " pinned conns, [0-9.]+ MiB"), d.getMessage());
        }
        assertTrue(view.getContentDescription().matches("At event #167,750: 0 errors, \\d+ warnings in " + shown.size()
                + " rows, grouped by node, peer and kind; double-click reveals"), view.getContentDescription());
        EObject revealed = view.objectOf(groups.get(0)).orElseThrow();
        assertTrue(revealed instanceof KibConn conn && pinned.stream().anyMatch(p -> p.conn() == conn),
                "the window's own pinned conn: " + revealed);
        view.revealProblem(groups.get(0));
        Ui.settle(300);

        Path shots = Path.of("target", "screenshots");
        Files.createDirectories(shots);
        page.activate(view);
        Ui.settle(300);
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("problems-replay.png"));
    }
}
