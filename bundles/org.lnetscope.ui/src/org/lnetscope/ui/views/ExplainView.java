package org.lnetscope.ui.views;

import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.StyleRange;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.ui.part.ViewPart;
import org.lnetscope.replay.Explanation;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.TimeFormat;
import org.lnetscope.ui.FabricDocument;
import org.lnetscope.ui.replay.Consequences;
import org.lnetscope.ui.replay.ReplaySession;

/**
 * What the event at the replay cursor did, in the kernel's words and in plain ones: the function
 * (and its source file), why it happens, which object it touched and what changed.
 */
public class ExplainView extends ViewPart {

    static final String NOTHING = "Open a .lnettrace (File > Open...) and step through it: each event is explained "
            + "here — the kernel function, why it ran, and what it changed.";

    private StyledText text;
    private final Consumer<FabricDocument> listener = DocumentListener.onUi(() -> text, change -> refresh());

    @Override
    public void createPartControl(Composite parent) {
        text = new StyledText(parent, SWT.READ_ONLY | SWT.WRAP | SWT.V_SCROLL);
        text.setMargins(8, 6, 8, 6);
        FabricDocument.get().addListener(listener);
        refresh();
    }

    private void refresh() {
        ReplaySession session = FabricDocument.get().replay().orElse(null);
        Explanation explanation = session == null ? null : session.explainCurrent();
        if (explanation == null) {
            text.setText(session == null ? NOTHING : "At the start of the trace: step forward (F6) to the first event.");
            return;
        }
        Event event = session.cursor().currentEvent();
        String head = "#" + event.index() + "  t = " + TimeFormat.format(event.timeNs()) + "  " + event.type().name();
        String function = explanation.function() + "()  — " + explanation.sourceFile();
        String consequence = Consequences.of(session.objectOf(event.subject()));
        String body = head + "\n" + function + "\n\nWhy: " + explanation.why() + "\n\nOn: " + explanation.subject()
                + "\n\nChanged: " + explanation.changes() + (consequence.isEmpty() ? "" : "\n\nSo: " + consequence);
        text.setText(body);
        StyleRange bold = new StyleRange(0, head.length(), null, null, SWT.BOLD);
        StyleRange mono = new StyleRange(head.length() + 1, function.length(), null, null, SWT.ITALIC);
        text.setStyleRanges(new StyleRange[] {bold, mono});
    }

    /** The text shown now (tests read it). */
    public String text() {
        return text.getText();
    }

    @Override
    public void dispose() {
        FabricDocument.get().removeListener(listener);
        super.dispose();
    }

    @Override
    public void setFocus() {
        text.setFocus();
    }
}
