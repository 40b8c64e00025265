package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.handlers.IHandlerService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.SeekIndex;
import org.lnetscope.ui.SwtScheduler;
import org.lnetscope.ui.WindowDocument;

/**
 * Replay > Build Seek Index... on the open trace: a background job builds it, a message says what was
 * built, the trace moves with it from then on, and the menu item turns off.
 */
class BuildSeekIndexTest extends WindowTest {

    private static final String COMMAND = "org.lnetscope.ui.replay.buildSeekIndex";

    @TempDir
    Path cache;

    @Test
    void theMenuBuildsTheIndexTheOpenTraceThenMovesWith() throws Exception {
        System.setProperty(SeekIndex.CACHE_DIR_PROPERTY, cache.toString());
        try {
            PlatformUI.getWorkbench().showPerspective(LnetScopePerspective.ID, page.getWorkbenchWindow());
            ReplaySession session = ReplaySession.open(WindowModelWithoutMessagesTest.SMALL_TRACE,
                    ReplaySession.Mirror.WITHOUT_MESSAGES_AND_RXS);
            session.attach(new SwtScheduler(Display.getCurrent()));
            WindowDocument.get().openReplay(session);
            Ui.settle(500);
            assertFalse(session.hasSeekIndex());
            IHandlerService handlers = page.getWorkbenchWindow().getService(IHandlerService.class);
            List<String> said = new ArrayList<>();
            Display display = Display.getCurrent();
            display.timerExec(300, new Runnable() {
                private int tries = 200;

                @Override
                public void run() {
                    for (Shell shell : display.getShells()) {
                        if ("Seek Index".equals(shell.getText())) {
                            collect(shell, said);
                            Button ok = find(shell);
                            if (ok != null) {
                                ok.notifyListeners(SWT.Selection, new org.eclipse.swt.widgets.Event());
                                return;
                            }
                        }
                    }
                    if (--tries > 0 && !display.isDisposed()) {
                        display.timerExec(100, this);
                    }
                }
            });
            handlers.executeCommand(COMMAND, null);
            Ui.waitFor(() -> !said.isEmpty(), "the job says what it built");
            String text = String.join(" ", said);
            assertTrue(text.startsWith("The seek index has ") && text.contains(" restore points (")
                    && text.contains("The window moves with it from now on.") && !text.contains("no seek index yet"), text);
            assertTrue(session.hasSeekIndex() && session.cursor().index() != null, session.seekIndexStatus());
            long middle = session.eventCount() / 2;
            session.seekToEvent(middle);
            Ui.waitFor(() -> session.position() == middle, "a jump with the index lands where it was asked");
        } finally {
            System.clearProperty(SeekIndex.CACHE_DIR_PROPERTY);
        }
    }

    private static void collect(Composite parent, List<String> out) {
        for (Control child : parent.getChildren()) {
            if (child instanceof Label label && !label.getText().isEmpty()) {
                out.add(label.getText());
            }
            if (child instanceof Composite c) {
                collect(c, out);
            }
        }
    }

    private static Button find(Composite parent) {
        for (Control child : parent.getChildren()) {
            if (child instanceof Button b && "OK".equals(b.getText().replace("&", ""))) {
                return b;
            }
            if (child instanceof Composite c) {
                Button found = find(c);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
