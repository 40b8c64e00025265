package org.lnetscope.ui.views;

import java.io.IOException;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.ISelectionListener;
import org.lnetscope.analysis.ConsoleLog;
import org.lnetscope.analysis.WhyQueued;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.analysis.Consequences;
import org.lnetscope.analysis.Labels;
import org.lnetscope.analysis.SnapshotExplanation;
import org.lnetscope.replay.Explanation;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.session.replay.GuidedTour;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.session.replay.Unmirrored;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.TimeFormat;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;

/**
 * What the event at the replay cursor did, in the kernel's words and in plain ones: the function
 * (and its source file), why it happens, which object it touched and what changed.
 */
public class ExplainView extends DocumentView {

    static final String NOTHING = "Open a .lnettrace (File > Open...) and step through it: each event is explained "
            + "here — the kernel function, why it ran, and what it changed.";

    private StyledText text;
    /** The tour stop shown, -1 when not touring. */
    private int stop = -1;

    @Override
    public void createPartControl(Composite parent) {
        text = new StyledText(parent, SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        text.setMargins(8, 6, 8, 6);
        var toolBar = getViewSite().getActionBars().getToolBarManager();
        // Reads "◀ Tour ▶" on the toolbar (two labels both saying "Tour" read "Tour Tour ▶").
        toolBar.add(tourAction("◀", "Previous stop of the guided tour of the seed incident", -1));
        toolBar.add(tourAction("Tour ▶", "Next stop of the guided tour: how the router ran out of memory", +1));
        getSite().getPage().addPostSelectionListener(selectionListener);
        follow();
    }

    /** The object selected in another view (Router Internals, Model): what a snapshot's text is about. */
    private PeerNi selected;
    /** When a live frame last re-read the counters (nanoTime): at most once a second, agents send ten. */
    private long liveReadNs;
    private boolean liveReadPending;

    private final ISelectionListener selectionListener = (part, selection) -> {
        if (part == this || !(selection instanceof IStructuredSelection structured) || text == null || text.isDisposed()) {
            return;
        }
        Object first = structured.getFirstElement();
        if (first instanceof PeerNi ni && ni != selected && WindowDocument.get().replay().isEmpty()) {
            selected = ni;
            refresh(FabricDocument.Change.FOCUS);
        }
    };

    @Override
    public void dispose() {
        getSite().getPage().removePostSelectionListener(selectionListener);
        super.dispose();
    }

    private Action tourAction(String label, String tooltip, int direction) {
        Action action = new Action(label) {
            @Override
            public void run() {
                tour(direction);
            }
        };
        action.setToolTipText(tooltip);
        return action;
    }

    /**
     * Moves the guided tour one stop forward or back; returns the stop shown, or -1 when the trace
     * never gets there or when the search runs in a job (a big trace), which shows the stop when it ends.
     */
    public int tour(int direction) {
        ReplaySession session = WindowDocument.get().replay().orElse(null);
        if (session == null) {
            text.setText("The guided tour steps through a trace of the incident: open examples/traces/"
                    + "router-oom-small.lnettrace (File > Open...), then press Tour ▶.");
            return -1;
        }
        int next = Math.max(0, Math.min(GuidedTour.STOPS.size() - 1, stop + direction));
        int[] shown = {-1};
        // in place on small traces (shown[0] is set when this returns), in a job on big ones
        GuidedTour.moveTo(session, next, reached -> shown[0] = showStop(session, next, reached));
        return shown[0];
    }

    private int showStop(ReplaySession session, int next, boolean reached) {
        if (text.isDisposed()) {
            return -1;
        }
        if (!reached) {
            stop = -1;
            text.setText("This trace never reaches \"" + GuidedTour.STOPS.get(next).title() + "\".");
            return -1;
        }
        stop = next;
        refresh(FabricDocument.Change.STATE);
        // after the other views have shown the stop's frame (they refresh in runnables queued by the step)
        text.getDisplay().asyncExec(() -> {
            if (!text.isDisposed()) {
                revealStop(session);
            }
        });
        return stop;
    }

    /**
     * Scrolls Router Internals to what the stop talks about (the conn of stop 4, the queue block of
     * stop 1's message) and outlines it; the trainee should not have to look for it.
     */
    private void revealStop(ReplaySession session) {
        Event event = session.currentEvent();
        if (event == null) {
            return;
        }
        EObject subject = session.objectOf(event.subject());
        long position = session.position();
        var page = getSite().getPage();
        if (page == null || subject == null) {
            return;
        }
        if (page.findView(LnetScopeUi.ROUTER_INTERNALS_VIEW_ID) instanceof RouterInternalsView internals) {
            // The lane of a message's peer NI when the message itself is not drawn (a txq block is by sender).
            Object target = internals.reveal(subject) || subject.eContainer() == null ? subject : subject.eContainer();
            if (target != subject) {
                internals.reveal(target);
            }
            page.bringToTop(internals);
            // Once more after the layout the jump queued, which would leave the scroll where it was.
            text.getDisplay().asyncExec(() -> {
                if (!text.isDisposed() && session.position() == position) {
                    internals.reveal(target);
                }
            });
        }
    }

    @Override
    protected void refresh(FabricDocument.Change change) {
        if (change == FabricDocument.Change.OPENED) {
            stop = -1; // another file: the tour starts over
            selected = null;
        }
        ReplaySession session = WindowDocument.get().replay().orElse(null);
        if (session != null && session.isMoving()) {
            return; // the last frame's text stays until the move's own frame
        }
        if (session == null) {
            boolean live = WindowDocument.get().live().isPresent();
            long sinceMs = (System.nanoTime() - liveReadNs) / 1_000_000;
            if (live && change == FabricDocument.Change.STATE && sinceMs < 1000) {
                // the whole router's coupling and verdicts on the UI thread: not ten times a second, but the
                // last frame is always shown, a second after the one before
                if (!liveReadPending) {
                    liveReadPending = true;
                    text.getDisplay().timerExec((int) (1000 - sinceMs), () -> {
                        liveReadPending = false;
                        if (!text.isDisposed()) {
                            refresh(FabricDocument.Change.STATE);
                        }
                    });
                }
                return;
            }
            liveReadNs = System.nanoTime();
            String now = snapshotText();
            if (!now.equals(text.getText())) { // live frames come ten a second: keep the reader's scroll while nothing changed
                text.setText(now);
                text.setStyleRanges(new StyleRange[0]);
            }
            return;
        }
        Explanation explanation = session.explainCurrent();
        if (explanation == null) {
            text.setText("At the start of the trace: step forward (F6) to the first event.");
            return;
        }
        Event event = session.currentEvent();
        // "#N" is the event's number as `lnetscope trace events` and the README print it; the
        // Timeline's counter counts events applied, one more: both are said, so they never disagree.
        String head = "#" + String.format("%,d", event.index()) + "  (event " + String.format("%,d", event.index() + 1)
                + " of " + String.format("%,d", session.eventCount()) + ")  t = " + TimeFormat.show(event.timeNs())
                + "  " + event.type().name();
        String function = "none".equals(explanation.function()) ? noFunction(session)
                : explanation.function() + "()  — " + explanation.sourceFile();
        String consequence = consequence(session.objectOf(event.subject()));
        String tour = "";
        if (stop >= 0) {
            GuidedTour.Stop here = GuidedTour.STOPS.get(stop);
            // The tour text belongs to the event it stopped at; stepping away ends the tour.
            if (here.filter().matches(event, session.cursor().state())) {
                tour = "Tour " + here.title() + " (of " + GuidedTour.STOPS.size() + ")\n" + here.narration() + "\n\n";
            } else {
                stop = -1;
            }
        }
        String changed = session.stepChanges().text();
        if (changed.isEmpty()) {
            changed = explanation.changes().isEmpty() ? "nothing the model shows" : explanation.changes();
        }
        String body = tour + head + "\n" + function + bookmark(session, event) + "\n\nWhy: " + explanation.why() + "\n\nOn: "
                + subjectName(session, event, explanation) + "\n\nChanged:\n" + changed
                + (consequence.isEmpty() ? "" : "\n\nSo: " + consequence) + whyQueued(session.objectOf(event.subject()))
                + whyAlive(session.objectOf(event.subject()));
        text.setText(body);
        StyleRange bold = new StyleRange(tour.length(), head.length(), null, null, SWT.BOLD);
        StyleRange mono = new StyleRange(tour.length() + head.length() + 1, function.length(), null, null, SWT.ITALIC);
        if (tour.isEmpty()) {
            text.setStyleRanges(new StyleRange[] {bold, mono});
        } else {
            int titleLength = tour.indexOf('\n');
            text.setStyleRanges(new StyleRange[] {new StyleRange(0, titleLength, null, null, SWT.BOLD), bold, mono});
        }
    }

    /**
     * A snapshot (a dump, a .lnetmodel, an import) has no event: what its state says about the router
     * in view, about the peer NI selected in another view (else its worst stalled one), with the dump's
     * kernel log where it has one; live agents' counters the same, each frame. An empty window says what
     * Explain is for.
     */
    private String snapshotText() {
        FabricDocument doc = WindowDocument.get();
        Node router = doc.focus().orElse(null);
        if (doc.fabric().isEmpty() || router == null || doc.comparison().isPresent()) {
            return NOTHING;
        }
        // live agents' counters change on their thread: read whole, as Properties does
        return doc.read(() -> SnapshotExplanation.of(router, selected, doc.consoleLog(),
                doc.live().isPresent()));
    }

    /**
     * What the event means ({@link Consequences}); a conn's held rx and a node's pinned conns are
     * read from the replay state when the window's model leaves kib_rx out ({@link Unmirrored}).
     */
    private static String consequence(EObject subject) {
        Unmirrored unmirrored = WindowDocument.get().unmirrored(subject);
        if (unmirrored != null && subject instanceof KibConn conn) {
            int held = unmirrored.heldRxs(conn);
            return held == Unmirrored.UNKNOWN ? "" : Consequences.conn(conn, held);
        }
        if (unmirrored != null && subject instanceof Node node) {
            Unmirrored.Pinned pinned = unmirrored.pinned(node);
            return pinned == null ? "" : Consequences.node(node, pinned.conns(), pinned.bytes());
        }
        return Consequences.of(subject);
    }

    /**
     * For a peer NI with messages waiting on its txq: why LNet keeps queueing to it, only as far as
     * the state decides it (WhyQueued; a trace carries no kernel log).
     */
    private static String whyQueued(EObject subject) {
        if (subject instanceof PeerNi ni && ni.getTxCredits() < 0 && ni.getPeer() != null
                && ni.getPeer().eContainer() instanceof Node node) {
            Unmirrored unmirrored = WindowDocument.get().unmirrored(node);
            // a model without lnet_msg: whether a queued message has msg_routing set is the state's
            WhyQueued.Result result = unmirrored == null ? WhyQueued.assess(node, ni, ConsoleLog.NONE)
                    : WhyQueued.assess(node, ni, ConsoleLog.NONE, unmirrored.anyRouting(node));
            return "\n\nWhy LNet keeps queueing to " + ni.getNid() + ": " + result.summary();
        }
        return "";
    }

    private static String whyAlive(EObject subject) {
        return subject instanceof PeerNi ni ? SnapshotExplanation.whyAlive(ni) : "";
    }

    /** The note of a bookmark on this event (Replay > Bookmark This Event...), or "". */
    private static String bookmark(ReplaySession session, Event event) {
        try {
            var mark = session.bookmarks().at(event.index());
            return mark == null ? "" : "\n\nBookmark: " + mark.note();
        } catch (IOException e) {
            return "\n\nBookmarks: " + e.getMessage();
        }
    }

    /** The subject as LNet names it (peer NI with its node's hostname), else the trace's own name. */
    private static String subjectName(ReplaySession session, Event event, Explanation explanation) {
        EObject object = session.objectOf(event.subject());
        return object == null ? explanation.subject() : Labels.of(object);
    }

    /**
     * Events with no kernel function say where their numbers come from. In a simulated trace they are
     * the simulator's own writes (SimulationRecorder): a fault it injects, a timer step with no trace
     * point (recovery pings, the router checker), the run's end; memory that conns' pages change comes
     * with the kiblnd function that changed them. An agent's sample is read from debugfs.
     */
    private static String noFunction(ReplaySession session) {
        String producer = String.valueOf(session.reader().header().producer());
        if (producer.contains("sim")) {
            return "no kernel function: written by the simulator itself (a fault it injects, a timer step, the run's end)";
        }
        if (producer.contains("prometheus")) {
            return "read back from Prometheus: what lnetscope-agent exported";
        }
        return "sampled by lnetscope-agent (debugfs / lnetctl)";
    }

    /** The text shown now (tests read it). */
    public String text() {
        return text.getText();
    }

    @Override
    protected Control mainControl() {
        return text;
    }
}
