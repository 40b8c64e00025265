package org.lnetscope.ui.views;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.lnetscope.analysis.Consequences;
import org.lnetscope.replay.Explanation;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.session.replay.GuidedTour;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.TimeFormat;
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
        toolBar.add(tourAction("◀ Tour", "Previous stop of the guided tour of the seed incident", -1));
        toolBar.add(tourAction("Tour ▶", "Next stop of the guided tour: how the router ran out of memory", +1));
        follow();
    }

    private org.eclipse.jface.action.Action tourAction(String label, String tooltip, int direction) {
        org.eclipse.jface.action.Action action = new org.eclipse.jface.action.Action(label) {
            @Override
            public void run() {
                tour(direction);
            }
        };
        action.setToolTipText(tooltip);
        return action;
    }

    /** Moves the guided tour one stop forward or back; returns the stop shown (-1: none). */
    public int tour(int direction) {
        ReplaySession session = WindowDocument.get().replay().orElse(null);
        if (session == null) {
            text.setText("The guided tour steps through a trace of the incident: open examples/traces/"
                    + "router-oom-small.lnettrace (File > Open...), then press Tour ▶.");
            return -1;
        }
        int next = Math.max(0, Math.min(GuidedTour.STOPS.size() - 1, stop + direction));
        if (!GuidedTour.goTo(session, next)) {
            stop = -1;
            text.setText("This trace never reaches \"" + GuidedTour.STOPS.get(next).title() + "\".");
            return -1;
        }
        stop = next;
        refresh(FabricDocument.Change.STATE);
        return stop;
    }

    @Override
    protected void refresh(FabricDocument.Change change) {
        ReplaySession session = WindowDocument.get().replay().orElse(null);
        Explanation explanation = session == null ? null : session.explainCurrent();
        if (explanation == null) {
            text.setText(session == null ? NOTHING : "At the start of the trace: step forward (F6) to the first event.");
            return;
        }
        Event event = session.cursor().currentEvent();
        String head = "#" + event.index() + "  t = " + TimeFormat.show(event.timeNs()) + "  " + event.type().name();
        // agents' samples come from no kernel function: say where they come from instead
        String function = "none".equals(explanation.function()) ? "sampled by lnetscope-agent (debugfs / lnetctl)"
                : explanation.function() + "()  — " + explanation.sourceFile();
        String consequence = Consequences.of(session.objectOf(event.subject()));
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
        String body = tour + head + "\n" + function + "\n\nWhy: " + explanation.why() + "\n\nOn: " + explanation.subject()
                + "\n\nChanged: " + explanation.changes() + (consequence.isEmpty() ? "" : "\n\nSo: " + consequence);
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

    /** The text shown now (tests read it). */
    public String text() {
        return text.getText();
    }

    @Override
    protected Control mainControl() {
        return text;
    }
}
