package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.junit.jupiter.api.Test;
import org.lnetscope.analysis.ConsoleLog;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.session.Sessions;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.views.ExplainView;
import org.lnetscope.ui.views.RouterInternalsView;

/**
 * The shipped 2.12 crash extract in the window: Explain said "Open a .lnettrace and step through it",
 * nothing about the dump on screen. It now says what the dump's state decides about why the router keeps
 * queueing to the compute that stopped draining, with the extract's own kernel log (this one printed none), and follows the peer
 * NI selected in Router Internals.
 */
class ExplainSnapshotTest extends WindowTest {

    static final Path CRASH = Path.of("..", "..", "examples", "crash", "router-2.12-small.crash").toAbsolutePath().normalize();

    private static String text(Control c) {
        if (c instanceof StyledText t) {
            return t.getText();
        }
        if (c instanceof Composite k) {
            for (Control child : k.getChildren()) {
                String found = text(child);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    @Test
    void aDumpsExplainSaysWhyTheRouterKeepsQueueingAndFollowsTheSelectedPeerNi() throws Exception {
        ExplainView explain = (ExplainView) page.showView(LnetScopeUi.EXPLAIN_VIEW_ID);
        WindowDocument.get().open(Sessions.open(CRASH));
        Ui.settle(500);
        String shown = text(explainControl(explain));
        assertTrue(shown.startsWith("One instant, no events to step through: what the state of rtr-o2ib-07 says."), shown);
        assertTrue(shown.contains("Why LNet keeps queueing to 10.1.0.17@o2ib1: "), shown);
        // the vmcore report's verdict on the same extract: lpni_last_query rules aliveness-off out
        assertTrue(shown.contains("ruled out"), shown);
        // the extract's own kernel log is what Explain reads (this one has no log output: said so)
        assertNotSame(ConsoleLog.NONE, WindowDocument.get().consoleLog());
        assertTrue(shown.contains(WindowDocument.get().consoleLog().read() ? "the kernel log of the extract is read"
                : "no kernel log in this file"), shown);
        Files.createDirectories(Path.of("target", "screenshots"));
        SmokeRun.capture(page.getWorkbenchWindow().getShell(), Path.of("target", "screenshots", "explain-dump.png"));

        Node router = WindowDocument.get().focus().orElseThrow();
        PeerNi server = router.getPeers().stream().flatMap(p -> p.getPeerNis().stream())
                .filter(ni -> "10.0.0.21@o2ib".equals(String.valueOf(ni.getNid()))).findFirst().orElseThrow();
        RouterInternalsView internals = (RouterInternalsView) page.showView(LnetScopeUi.ROUTER_INTERNALS_VIEW_ID);
        internals.getSite().getSelectionProvider().setSelection(new StructuredSelection(server));
        Ui.settle(500);
        String followed = text(explainControl(explain));
        assertTrue(followed.contains("Why 10.0.0.21@o2ib is alive or dead:"), followed);
    }

    /** The text Explain shows. */
    static String text(ExplainView view) {
        return text(explainControl(view));
    }

    private static Control explainControl(ExplainView view) {
        org.eclipse.e4.ui.model.application.ui.basic.MPart part = view.getSite().getService(
                org.eclipse.e4.ui.model.application.ui.basic.MPart.class);
        return (Control) part.getWidget();
    }
}
