package org.lnetscope.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.BooleanSupplier;

import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.Assertions;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.ui.OpenFabric;
import org.lnetscope.ui.SwtScheduler;
import org.lnetscope.ui.WindowDocument;

/** What the workbench tests share: letting the UI catch up, without sleeping the event loop away. */
final class Ui {

    private Ui() {
    }

    /** Runs the event loop for {@code millis}: async repaints, Jobs finishing, timers firing. */
    static void settle(long millis) {
        Display display = Display.getCurrent();
        long end = System.currentTimeMillis() + millis;
        while (System.currentTimeMillis() < end) {
            if (!display.readAndDispatch()) {
                display.timerExec(20, () -> {});
                display.sleep();
            }
        }
    }

    /**
     * Runs the event loop until {@code condition} holds (at most 20 s), then asserts it: for what
     * comes after a background job or a long UI-thread step, whose time depends on the machine's load.
     */
    static void waitFor(BooleanSupplier condition, String what) {
        long end = System.currentTimeMillis() + 20_000;
        while (!condition.getAsBoolean() && System.currentTimeMillis() < end) {
            settle(50);
        }
        Assertions.assertTrue(condition.getAsBoolean(), what + " (not within 20 s)");
    }

    /** Restores the view {@code id} if a test maximized (or minimized) it. */
    static void restore(org.eclipse.ui.IWorkbenchPage page, String id) {
        var ref = page.findViewReference(id);
        if (ref != null) {
            page.setPartState(ref, org.eclipse.ui.IWorkbenchPage.STATE_RESTORED);
        }
    }

    /**
     * Closes every Compare view, and so the comparisons they keep open (several stay open at once,
     * each in its own view, whatever file the window shows next): a test leaves none behind.
     */
    static void closeComparisons() {
        var page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
        for (var ref : page.getViewReferences()) {
            if (ref.getId().equals(org.lnetscope.ui.views.CompareView.ID)) {
                page.hideView(ref);
            }
        }
    }

    /**
     * Opens a trace for replay in the LNet Scope perspective, as File > Open does (with the window's
     * model: OpenFabric.WINDOW_MIRROR), and lets the views draw it.
     */
    static ReplaySession openTrace(Path trace) throws Exception {
        Assertions.assertTrue(Files.isRegularFile(trace), trace.toAbsolutePath().toString());
        IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        PlatformUI.getWorkbench().showPerspective(LnetScopePerspective.ID, window);
        ReplaySession session = ReplaySession.open(trace, OpenFabric.WINDOW_MIRROR);
        session.attach(new SwtScheduler(Display.getCurrent()));
        WindowDocument.get().openReplay(session);
        settle(800);
        return session;
    }
}
