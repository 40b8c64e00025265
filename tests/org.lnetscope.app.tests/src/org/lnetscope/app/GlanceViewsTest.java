package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.examples.SeedIncident;
import org.lnetscope.render.router.QueueRun;
import org.lnetscope.render.router.Shape;
import org.lnetscope.replay.EventFilter;
import org.lnetscope.replay.StateQuery;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.TimeFormat;
import org.lnetscope.trace.state.IntList;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.properties.PropertiesReset;
import org.lnetscope.ui.views.ExplainView;
import org.lnetscope.ui.views.ExportPicture;
import org.lnetscope.ui.views.NodesView;
import org.lnetscope.ui.views.RouterInternalsView;

/**
 * Reading the small trace at a glance, as a trainer does: the tour scrolls to and outlines what its
 * stop talks about, each step outlines what it changed and says it in LNet's words, and nodes and
 * peers carry hostname and NID. Saves screenshots for a person to look at.
 */
class GlanceViewsTest {

    private final IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
    private final Path shots = Path.of("target", "screenshots");

    @AfterEach
    void close() {
        WindowDocument.get().open(null, null);
        Ui.settle(300);
    }

    @Test
    void theTourScrollsToThePinnedConnOfStopFourAndOutlinesIt() throws Exception {
        ReplaySession session = Ui.openTrace(ExampleTraceTest.TRACE);
        RouterInternalsView internals = (RouterInternalsView) page.showView(LnetScopeUi.ROUTER_INTERNALS_VIEW_ID);
        ExplainView explain = (ExplainView) page.showView(LnetScopeUi.EXPLAIN_VIEW_ID);
        for (int i = 0; i < 4; i++) {
            explain.tour(+1);
        }
        Ui.settle(800);
        KibConn conn = (KibConn) session.objectOf(session.cursor().currentEvent().subject());
        Files.createDirectories(shots);
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("tour-highlight.png"));
        Shape tile = internals.canvas().shapeOf(conn);
        assertTrue(tile != null && tile.kind() == Shape.Kind.CONN, "stop 4's conn has a tile: " + tile);
        assertTrue(internals.canvas().highlightedShapes().contains(tile), "the conn is outlined");
        var origin = internals.origin();
        var area = internals.visibleArea();
        assertTrue(tile.y() >= origin.y && tile.y() + tile.height() <= origin.y + area.height,
                "the conn is scrolled into view: tile at y " + tile.y() + ", view " + origin.y + "+" + area.height);
        // The tile names the peer (hostname, as the Fabric does), and Explain names the conn's peer by both.
        assertEquals("→ oss6", tile.lines().get(0));
        assertTrue(explain.text().contains("to 10.0.2.6@o2ib (oss6)"), explain.text());
        assertTrue(explain.text().contains("ibc_state CLOSING → DISCONNECTED"), explain.text());
        // An export made now says where it comes from, for an incident report.
        assertEquals(String.format("router-oom-small.lnettrace  ·  event #%,d  t = ", session.cursor().currentEvent().index())
                + TimeFormat.show(session.cursor().currentEvent().timeNs()),
                ExportPicture.stampText());
        Path png = Path.of("target", "router-export-stamped.png");
        var full = internals.canvas().computeSize(SWT.DEFAULT, SWT.DEFAULT);
        ExportPicture.png(png, full, gc -> {
            internals.canvas().paintTo(gc);
            ExportPicture.stamp(gc, full, ExportPicture.stampText());
        });
    }

    @Test
    void eachStepOutlinesWhatItChangedAndSaysItInLnetWords() throws Exception {
        ReplaySession session = Ui.openTrace(ExampleTraceTest.TRACE);
        RouterInternalsView internals = (RouterInternalsView) page.showView(LnetScopeUi.ROUTER_INTERNALS_VIEW_ID);
        ExplainView explain = (ExplainView) page.showView(LnetScopeUi.EXPLAIN_VIEW_ID);
        EventFilter txq = EventFilter.ofType(EventType.MSG_QUEUED_TXQ);
        assertTrue(session.stepTo(txq, true));
        // A few more, so the compute's txq already holds blocks that did not change this step.
        for (int i = 0; i < 40; i++) {
            session.stepTo(txq, true);
        }
        Ui.settle(600);
        // lnet_post_send_locked's subject is the peer NI; the message it queued is among the step's changes.
        // The window's model has no lnet_msg (OpenFabric.WINDOW_MIRROR): the message is a trace id, its
        // txq block a run drawn from the replay state (keyed by src_nid, first message by id).
        int computeId = session.cursor().currentEvent().subject();
        PeerNi compute = (PeerNi) session.objectOf(computeId);
        StateQuery query = session.query();
        int queued = queuedMessage(session);
        assertTrue(contains(query.peerNis.txq(computeId), queued), "the step's message is on the compute's txq");
        List<Shape> lit = internals.canvas().highlightedShapes();
        assertTrue(lit.stream().anyMatch(s -> s.kind() == Shape.Kind.LANE_LABEL && s.subject() == compute),
                "the peer NI whose credits changed is outlined: " + lit);
        assertTrue(lit.stream().anyMatch(s -> s.kind() == Shape.Kind.TXQ_RUN
                && ((QueueRun) s.subject()).key().equals(query.msgs.srcNid(queued))
                && query.msgs.txPeer(((QueueRun) s.subject()).firstMsg().id()) == computeId),
                "the txq block the message joined is outlined: " + lit);
        long txqBlocks = internals.canvas().picture().shapes().stream()
                .filter(s -> s.kind() == Shape.Kind.TXQ_RUN && query.msgs.txPeer(((QueueRun) s.subject()).firstMsg().id()) == computeId)
                .count();
        assertTrue(lit.stream().filter(s -> s.kind() == Shape.Kind.TXQ_RUN).count() < txqBlocks,
                "only the block that changed, not the whole queue");
        String text = explain.text();
        assertTrue(text.matches("(?s).*\\nChanged:\\npeer NI 10\\.1\\.1\\.\\d+@o2ib1 \\(compute\\d+\\):\\n.*"
                + "    txcredits -?\\d+ → -?\\d+\\n.*"), text);
        assertTrue(!text.contains("Stats #"), "no flat-state names: " + text);
        // The event number and the Timeline's counter agree: "#N (event N+1 of ...)".
        long index = session.cursor().currentEvent().index();
        assertTrue(text.startsWith(String.format("#%,d  (event %,d of ", index, index + 1)), text);
        assertTrue(text.contains("Changed:"), text);
        Files.createDirectories(shots);
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), shots.resolve("step-highlight.png"));

        // The next step moves the outline to what that step changed.
        session.stepTo(txq, true);
        Ui.settle(400);
        int next = queuedMessage(session);
        StateQuery now = session.query();
        assertTrue(internals.canvas().highlightedShapes().stream()
                .anyMatch(s -> s.kind() == Shape.Kind.TXQ_RUN && ((QueueRun) s.subject()).key().equals(now.msgs.srcNid(next))));
        assertTrue(internals.canvas().highlightedShapes().stream()
                .noneMatch(s -> s.kind() == Shape.Kind.TXQ_RUN && ((QueueRun) s.subject()).key().equals(now.msgs.srcNid(queued))
                        && !now.msgs.srcNid(queued).equals(now.msgs.srcNid(next))),
                "the previous step's block is no longer outlined");
    }

    /** The lnet_msg the current step queued: among the step's changed ids, the one that is a message. */
    private static int queuedMessage(ReplaySession session) {
        return session.stepChanges().ids().stream().filter(id -> session.query().msgs.isMsg(id)).findFirst().orElseThrow();
    }

    private static boolean contains(IntList list, int value) {
        for (int i = 0; i < list.size(); i++) {
            if (list.get(i) == value) {
                return true;
            }
        }
        return false;
    }

    @Test
    void nodesAndPeersCarryHostnameAndNidAndAreFoundByEither() throws Exception {
        Ui.openTrace(ExampleTraceTest.TRACE);
        WindowDocument.get().replay().orElseThrow().stepTo(EventFilter.ofType(EventType.MSG_QUEUED_RTRQ), true);
        RouterInternalsView internals = (RouterInternalsView) page.showView(LnetScopeUi.ROUTER_INTERNALS_VIEW_ID);
        Ui.settle(600);
        List<String> lanes = internals.canvas().picture().shapes().stream()
                .filter(s -> s.kind() == Shape.Kind.LANE_LABEL).map(s -> s.lines().get(0)).toList();
        assertTrue(!lanes.isEmpty() && lanes.stream().allMatch(l -> l.matches("\\S+@o2ib\\d* \\((compute|oss)\\d+\\)")),
                "each lane: NID and hostname: " + lanes);
        assertTrue(internals.getContentDescription().matches("Router \\S+ \\S+@o2ib\\d*"), internals.getContentDescription());
        NodesView nodes = (NodesView) page.showView(LnetScopeUi.NODES_VIEW_ID);
        nodes.filter("10.0.2.6@");
        Ui.settle(200);
        assertEquals(List.of("oss6"), nodes.shown().stream().map(n -> n.getHostname()).toList(), "found by NID");
        nodes.filter("oss");
        Ui.settle(200);
        assertTrue(nodes.shown().size() > 1 && nodes.shown().stream().allMatch(n -> n.getHostname().startsWith("oss")),
                "found by hostname");
        nodes.filter("");
        Ui.settle(200);
    }

    @Test
    void propertiesAreGroupedAndEmptiedWhenAnotherFileOpens() throws Exception {
        ReplaySession session = Ui.openTrace(ExampleTraceTest.TRACE);
        session.stepTo(EventFilter.ofType(EventType.MSG_QUEUED_RTRQ), true);
        Ui.settle(300); // the views show a frame once the event loop is back (DocumentView)
        RouterInternalsView internals = (RouterInternalsView) page.showView(LnetScopeUi.ROUTER_INTERNALS_VIEW_ID);
        page.showView(IPageLayout.ID_PROP_SHEET);
        page.activate(internals);
        PeerNi lane = (PeerNi) internals.canvas().picture().shapes().stream()
                .filter(s -> s.kind() == Shape.Kind.LANE_LABEL).findFirst().orElseThrow().subject();
        internals.getSite().getSelectionProvider().setSelection(new StructuredSelection(lane));
        Ui.settle(400);
        List<String> categories = PropertiesReset.shownRows(page);
        assertTrue(categories.containsAll(List.of("Credits", "Queues", "Health and aliveness")), categories.toString());

        WindowDocument.get().open(SeedIncident.build(SeedIncident.Scale.of(
                SeedIncident.DEFAULT_FACTOR)), Path.of("seed-incident.lnetmodelb"));
        Ui.settle(400);
        assertEquals(List.of(), PropertiesReset.shownRows(page),
                "nothing of the trace is left in Properties");
    }
}
