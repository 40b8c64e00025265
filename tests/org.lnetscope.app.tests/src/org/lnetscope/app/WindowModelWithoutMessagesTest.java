package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.views.properties.IPropertyDescriptor;
import org.eclipse.ui.views.properties.IPropertySource;
import org.junit.jupiter.api.Test;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.render.fabric.FabricLayout;
import org.lnetscope.render.router.QueueRun;
import org.lnetscope.render.router.Shape;
import org.lnetscope.replay.EventFilter;
import org.lnetscope.replay.StateQuery;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.session.replay.StateObject;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.state.IntList;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.SwtScheduler;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.properties.EObjectPropertySource;
import org.lnetscope.ui.properties.PropertiesReset;
import org.lnetscope.ui.properties.StateObjectPropertySource;
import org.lnetscope.ui.views.ExplainView;
import org.lnetscope.ui.views.FabricView;
import org.lnetscope.ui.views.NodesView;
import org.lnetscope.ui.views.RouterInternalsView;

/**
 * The window's model of a trace without lnet_msg and kib_rx (ReplaySession.Mirror.WITHOUT_MESSAGES_AND_RXS):
 * on the shipped small incident trace, at landmarks from its start to the OOM, every view that used to
 * count those EMF objects shows what it showed on the full model, value for value: the Fabric's boxes
 * and links (pinned conns, memory colour, messages queued), the Nodes table, Explain, and Properties of
 * the router, its peer NIs (lpni_txq, lpni_rtrq) and its conns (ibc_rxs). A message parked with its rx
 * shows in Properties from the replay state, with the rx and the conn it pins.
 */
class WindowModelWithoutMessagesTest extends WindowTest {

    static final Path SMALL_TRACE = CompareRunsTest.SEED_TRACE;

    @Test
    void theViewsShowWhatTheFullModelShows() throws Exception {
        Map<Long, List<String>> full = seen(ReplaySession.Mirror.FULL);
        long oom = new ArrayList<>(full.keySet()).get(4);
        Map<Long, List<String>> lean = seen(ReplaySession.Mirror.WITHOUT_MESSAGES_AND_RXS);
        assertEquals(full.keySet(), lean.keySet());
        for (long position : full.keySet()) {
            List<String> a = full.get(position);
            List<String> b = lean.get(position);
            for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
                assertEquals(i < a.size() ? a.get(i) : "(none)", i < b.size() ? b.get(i) : "(none)",
                        "at position " + position + ", line " + i);
            }
        }
        // and what they show is the incident, not an empty model on both sides
        List<String> atOom = full.get(oom);
        assertTrue(atOom.stream().anyMatch(l -> l.startsWith("properties node router: Memory/pinned kib_conns = ")
                && !l.endsWith("= 0 = 0.0 MiB")), String.join("\n", atOom));
        assertTrue(atOom.stream().anyMatch(l -> l.contains("Queues/lpni_txq = ") && !l.endsWith("= 0")), "a txq holds messages");
        assertTrue(atOom.stream().anyMatch(l -> l.contains("ibc_rxs = ") && l.contains(": kib_rx 0x")), "a conn's rxs named");
        assertTrue(atOom.stream().anyMatch(l -> l.startsWith("explain ") && l.contains("DISCONNECTED kib_conns kept alive")),
                "Explain at the OOM says what the pinned conns hold");
        List<String> atQueued = full.get(new ArrayList<>(full.keySet()).get(6));
        assertTrue(atQueued.get(0).contains("Why LNet keeps queueing to"), "Explain on a stalled peer NI: " + atQueued.get(0));
    }

    /** What the views show at each landmark, with the window's model holding what {@code mirror} says. */
    private Map<Long, List<String>> seen(ReplaySession.Mirror mirror) throws Exception {
        ReplaySession session = open(mirror);
        NodesView nodes = (NodesView) page.showView(LnetScopeUi.NODES_VIEW_ID);
        FabricView fabric = (FabricView) page.showView(LnetScopeUi.FABRIC_VIEW_ID);
        ExplainView explain = (ExplainView) page.showView(LnetScopeUi.EXPLAIN_VIEW_ID);
        long events = session.eventCount();
        assertTrue(session.stepTo(EventFilter.ofType(EventType.NODE_OOM), true), "the router runs out of memory");
        long oom = session.position();
        // a message queued on the stalled compute's lpni_txq shortly before: Explain says why LNet keeps
        // queueing to it (WhyQueued, whose evidence includes a queued message with msg_routing set)
        boolean onRouter = false;
        session.seekToEvent(events / 2); // forward from half-way: searching back from the OOM crosses every server's queue
        while (!onRouter && session.stepTo(EventFilter.ofType(EventType.MSG_QUEUED_TXQ), true)) {
            onRouter = session.objectOf(session.cursor().currentEvent().subject()) instanceof PeerNi ni && ni.getTxCredits() < 0
                    && ni.getPeer() != null && ni.getPeer().eContainer() instanceof Node node && node.getRole() == NodeRole.ROUTER;
        }
        assertTrue(onRouter, "a message queued on a router's stalled lpni_txq");
        long queued = session.position();
        Map<Long, List<String>> seen = new LinkedHashMap<>();
        for (long position : new long[] {1, events / 4, events / 2, 3 * events / 4, oom, events, queued}) {
            session.seekToEvent(position);
            Ui.settle(300);
            Ui.waitFor(() -> !fabric.canvas().isLayingOut(), "the Fabric laid out");
            // each view shows the frame in a runnable of its own (a jump's focus change too): all of them
            // have run, also when one took longer than the settle on a loaded machine
            while (org.eclipse.swt.widgets.Display.getCurrent().readAndDispatch()) {
                // next runnable
            }
            List<String> lines = new ArrayList<>();
            lines.add("explain " + explain.text());
            for (TableItem item : nodes.viewer().getTable().getItems()) {
                StringBuilder row = new StringBuilder("nodes");
                for (int c = 0; c < nodes.viewer().getTable().getColumnCount(); c++) {
                    row.append(" | ").append(item.getText(c));
                }
                lines.add(row.toString());
            }
            FabricLayout.Result layout = fabric.canvas().layoutResult();
            for (FabricLayout.Placed p : layout.boxes()) {
                lines.add("fabric box " + p.box().title() + " | " + p.box().detail() + " | " + p.box().tone());
            }
            for (FabricLayout.Route r : layout.routes()) {
                lines.add("fabric link " + r.link().router().title() + " -> " + r.link().peer().title() + " | queued "
                        + r.link().queued() + " | worst " + r.link().worstCredit() + " | " + r.link().tone());
            }
            for (Node node : session.fabric().getNodes()) {
                if (node.getRole() != NodeRole.ROUTER) {
                    continue;
                }
                properties(lines, "node " + node.getHostname(), node);
                for (Peer peer : node.getPeers()) {
                    for (PeerNi ni : peer.getPeerNis()) {
                        properties(lines, "peer NI " + ni.getNid(), ni);
                    }
                }
                for (KibPeer kibPeer : node.getKibPeers()) {
                    for (KibConn conn : kibPeer.getConns()) {
                        properties(lines, "conn #" + session.idOf(conn), conn);
                    }
                }
            }
            seen.put(position, lines);
        }
        return seen;
    }

    private static void properties(List<String> lines, String what, Object object) {
        IPropertySource source = object instanceof EObject e ? new EObjectPropertySource(e)
                : new StateObjectPropertySource((StateObject) object);
        for (IPropertyDescriptor d : source.getPropertyDescriptors()) {
            lines.add("properties " + what + ": " + d.getCategory() + "/" + d.getDisplayName() + " = "
                    + source.getPropertyValue(d.getId()));
        }
    }

    @Test
    void aParkedMessageShowsWithTheRxItHoldsAndTheConnItPins() throws Exception {
        ReplaySession session = open(ReplaySession.Mirror.WITHOUT_MESSAGES_AND_RXS);
        session.seekToEvent(session.eventCount());
        Ui.settle(300);
        StateQuery query = session.query();
        // the first message parked on a router queue with its kib_rx, as Router Internals draws it
        int msg = -1;
        for (int node : query.nodes.all()) {
            IntList peers = query.nodes.peers(node);
            for (int p = 0; p < peers.size() && msg < 0; p++) {
                IntList nis = query.peers.peerNis(peers.get(p));
                for (int n = 0; n < nis.size() && msg < 0; n++) {
                    IntList rtrq = query.peerNis.routerQueue(nis.get(n), query.layout());
                    for (int i = 0; i < rtrq.size() && msg < 0; i++) {
                        msg = query.msgs.heldConn(rtrq.get(i)) >= 0 ? rtrq.get(i) : -1;
                    }
                }
            }
        }
        assertTrue(msg >= 0, "a message parked with its rx at the OOM");
        int rx = query.msgs.kibRx(msg);
        int conn = query.msgs.heldConn(msg);
        assertEquals(null, session.objectOf(msg), "not in the window's model");
        Map<String, String> shown = new LinkedHashMap<>();
        StateObjectPropertySource source = new StateObjectPropertySource(StateObject.of(session, msg));
        for (IPropertyDescriptor d : source.getPropertyDescriptors()) {
            shown.put(d.getCategory() + "/" + d.getDisplayName(), String.valueOf(source.getPropertyValue(d.getId())));
        }
        String rxPart = "kib_rx (msg_private)/";
        assertEquals("held", shown.get(rxPart + "state"), shown.toString()); // RxState.HELD's literal
        assertEquals(String.valueOf(query.kibRxs.nob(rx)), shown.get(rxPart + "nob"), shown.toString());
        KibConn pinned = (KibConn) session.objectOf(conn);
        assertEquals(org.lnetscope.analysis.Labels.of(session.objectOf(conn)), shown.get(rxPart + "rx_conn"), shown.toString());
        assertTrue(pinned != null && session.unmirrored().isPinned(pinned), "the conn it holds is pinned at the OOM");
        Node router = session.fabric().getNodes().stream().filter(n -> n.getRole() == NodeRole.ROUTER).findFirst().orElseThrow();
        boolean routing = session.unmirrored().anyRouting(router);

        // the same message's fields as the full model shows them
        WindowDocument.get().open(null, null);
        ReplaySession fullSession = open(ReplaySession.Mirror.FULL);
        fullSession.seekToEvent(fullSession.eventCount());
        Ui.settle(300);
        EObject message = fullSession.objectOf(msg);
        Node fullRouter = fullSession.fabric().findNode(router.getHostname());
        assertEquals(fullRouter.getMessages().stream().anyMatch(org.lnetscope.model.Message::isRouting), routing,
                "msg_routing on one of the router's messages (WhyQueued's proof of ln_routing), from the state");
        assertTrue(routing, "the router forwards: its parked messages have msg_routing set");
        Map<String, String> model = new LinkedHashMap<>();
        EObjectPropertySource fullSource = new EObjectPropertySource(message);
        for (IPropertyDescriptor d : fullSource.getPropertyDescriptors()) {
            model.put(d.getCategory() + "/" + d.getDisplayName(), String.valueOf(fullSource.getPropertyValue(d.getId())));
        }
        int compared = 0;
        for (Map.Entry<String, String> e : model.entrySet()) {
            if (shown.containsKey(e.getKey())) {
                assertEquals(e.getValue(), shown.get(e.getKey()), e.getKey());
                compared++;
            }
        }
        assertTrue(compared >= 20, "every field of the message, its links too: " + compared + " of " + model.keySet());
    }

    /** The rows under {@code parent} with the tree's ranges opened (a full router's messages are split). */
    private static List<Object> leaves(org.lnetscope.ui.views.ModelView model, Object parent) {
        List<Object> out = new ArrayList<>();
        for (Object child : model.children(parent)) {
            if (child instanceof EObject || model.label(child).startsWith("lnet_msg:") || model.label(child).startsWith("kib_rx:")) {
                out.add(child);
            } else {
                out.addAll(leaves(model, child));
            }
        }
        return out;
    }

    @Test
    void theModelViewSaysHowManyMessagesAndRxsItDoesNotList() throws Exception {
        ReplaySession session = open(ReplaySession.Mirror.WITHOUT_MESSAGES_AND_RXS);
        session.seekToEvent(session.eventCount());
        Ui.settle(300);
        org.lnetscope.ui.views.ModelView model = (org.lnetscope.ui.views.ModelView) page.showView(LnetScopeUi.MODEL_VIEW_ID);
        org.eclipse.jface.viewers.ILabelProvider labels = (org.eclipse.jface.viewers.ILabelProvider) model.viewer()
                .getLabelProvider();
        Node router = session.fabric().getNodes().stream().filter(n -> n.getRole() == NodeRole.ROUTER).findFirst().orElseThrow();
        int held = session.query().nodes.messageCount(session.idOf(router));
        assertTrue(held > 1000, "the router holds its parked messages at the OOM: " + held);
        List<String> rows = new ArrayList<>();
        for (Object child : leaves(model, router)) {
            rows.add(labels.getText(child));
        }
        assertTrue(rows.contains(String.format("lnet_msg: %,d in the replay state, not listed here"
                + " (Router Internals and Properties show them)", held)), rows.toString());
        // a pinned conn's rxs, under the conn
        KibConn pinned = router.getKibPeers().stream().flatMap(k -> k.getConns().stream())
                .filter(c -> Boolean.TRUE.equals(session.unmirrored().isPinned(c))).findFirst().orElseThrow();
        int rxs = session.query().kibConns.rxs(session.idOf(pinned)).size();
        List<String> connRows = new ArrayList<>();
        for (Object child : leaves(model, pinned)) {
            connRows.add(labels.getText(child));
        }
        assertTrue(!model.children(pinned).isEmpty());
        assertTrue(connRows.stream().anyMatch(r -> r.startsWith(String.format("kib_rx: %,d in the replay state", rxs))),
                connRows.toString());
        // as a user sees it: the router and the pinned conn opened, the conn selected
        model.viewer().expandToLevel(router, 1);
        model.viewer().expandToLevel(pinned.eContainer(), 1);
        model.viewer().expandToLevel(pinned, 1);
        model.viewer().setSelection(new org.eclipse.jface.viewers.StructuredSelection(pinned), true);
        Ui.settle(300);
        // the rows drawn, not only what the content provider gives: the fabric, its nodes (the router among them)
        org.eclipse.swt.widgets.TreeItem root = model.viewer().getTree().getItem(0);
        assertEquals(labels.getText(session.fabric()), root.getText());
        List<String> drawn = new ArrayList<>();
        for (org.eclipse.swt.widgets.TreeItem item : root.getItems()) {
            drawn.add(item.getText());
        }
        assertTrue(drawn.contains(labels.getText(router)) && !drawn.contains(root.getText()), drawn.toString());
        org.eclipse.swt.widgets.TreeItem selected = model.viewer().getTree().getSelection()[0];
        assertEquals(labels.getText(pinned), selected.getText());
        List<String> underConn = new ArrayList<>();
        for (org.eclipse.swt.widgets.TreeItem item : selected.getItems()) {
            underConn.add(item.getText());
        }
        assertTrue(underConn.stream().anyMatch(r -> r.startsWith(String.format("kib_rx: %,d in the replay state", rxs))),
                underConn.toString());
        java.nio.file.Files.createDirectories(Path.of("target", "screenshots"));
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), Path.of("target", "screenshots", "model-view-left-out.png"));
        // a full model lists them itself: no such row
        WindowDocument.get().open(null, null);
        ReplaySession full = open(ReplaySession.Mirror.FULL);
        full.seekToEvent(full.eventCount());
        Ui.settle(300);
        Node fullRouter = full.fabric().findNode(router.getHostname());
        for (Object child : leaves(model, fullRouter)) {
            assertTrue(child instanceof EObject, "only model objects under a full model: " + labels.getText(child));
        }
    }

    @Test
    void clickingAParkedRunShowsItsMessageAndHeldRxInProperties() throws Exception {
        ReplaySession session = open(ReplaySession.Mirror.WITHOUT_MESSAGES_AND_RXS);
        assertTrue(session.stepTo(EventFilter.ofType(EventType.NODE_OOM), true));
        Ui.settle(300);
        RouterInternalsView internals = (RouterInternalsView) page.showView(LnetScopeUi.ROUTER_INTERNALS_VIEW_ID);
        page.showView(IPageLayout.ID_PROP_SHEET);
        page.activate(internals);
        Ui.settle(300);
        assertTrue(heldRunClicked(internals), "a router queue run pinning a conn is drawn at the OOM");
        Ui.settle(500);
        List<String> rows = PropertiesReset.shownRows(page);
        assertTrue(rows.contains(StateObjectPropertySource.HELD_RX), "Properties shows the held kib_rx: " + rows);
        java.nio.file.Files.createDirectories(Path.of("target", "screenshots"));
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), Path.of("target", "screenshots", "held-rx-properties.png"));
    }

    @Test
    void explainNamesTheConnAKiblndDestroyConnFreed() throws Exception {
        ReplaySession session = open(ReplaySession.Mirror.WITHOUT_MESSAGES_AND_RXS);
        ExplainView explain = (ExplainView) page.showView(LnetScopeUi.EXPLAIN_VIEW_ID);
        assertTrue(session.stepTo(EventFilter.parse("function=kiblnd_destroy_conn"), true), "the example destroys a conn");
        Ui.settle(500);
        String text = explain.text();
        assertTrue(text.contains("kib_conn #" + session.cursor().currentEvent().subject() + " (kib_peer_ni ")
                && text.contains("freed by this event") && text.contains("1 kib_conn freed"), text);
        assertTrue(!text.contains("freed earlier"), text);
        java.nio.file.Files.createDirectories(Path.of("target", "screenshots"));
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), Path.of("target", "screenshots", "explain-freed-conn.png"));
    }

    /** The trace's last event is the simulator writing the nodes' clocks at the run's end: Explain says so. */
    @Test
    void explainSaysTheRunsEndIsNoKernelStep() throws Exception {
        ReplaySession session = open(ReplaySession.Mirror.WITHOUT_MESSAGES_AND_RXS);
        ExplainView explain = (ExplainView) page.showView(LnetScopeUi.EXPLAIN_VIEW_ID);
        session.seekToEvent(session.eventCount());
        Ui.settle(500);
        String text = explain.text();
        assertTrue(text.contains("no kernel function: written by the simulator itself"), text);
        assertTrue(text.contains("Why: no kernel step: the simulator wrote what changed since its last step"), text);
        assertTrue(!text.contains("memory use changed") && !text.contains("QP, CQ and rx pages"), text);
    }

    /** Clicks the first router queue run whose messages' rx pin a conn (its key); false when none is drawn. */
    static boolean heldRunClicked(RouterInternalsView internals) {
        Shape run = internals.canvas().picture().shapes().stream()
                .filter(s -> s.kind() == Shape.Kind.RTRQ_RUN && s.subject() instanceof QueueRun r && r.key() instanceof KibConn)
                .findFirst().orElse(null);
        if (run == null) {
            return false;
        }
        internals.reveal(((QueueRun) run.subject()).key());
        Event click = new Event();
        click.button = 1;
        click.x = run.centerX();
        click.y = run.y() + run.height() / 2;
        internals.canvas().notifyListeners(SWT.MouseUp, click);
        return true;
    }

    private ReplaySession open(ReplaySession.Mirror mirror) throws Exception {
        PlatformUI.getWorkbench().showPerspective(LnetScopePerspective.ID, page.getWorkbenchWindow());
        ReplaySession session = ReplaySession.open(SMALL_TRACE, mirror);
        session.attach(new SwtScheduler(Display.getCurrent()));
        WindowDocument.get().openReplay(session);
        Ui.settle(800);
        return session;
    }
}
