package org.lnetscope.app;

import org.eclipse.swt.widgets.Display;
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
                display.timerExec(20, () -> { });
                display.sleep();
            }
        }
    }

    /**
     * Runs the event loop until {@code condition} holds (at most 20 s), then asserts it: for what
     * comes after a background job or a long UI-thread step, whose time depends on the machine's load.
     */
    static void waitFor(java.util.function.BooleanSupplier condition, String what) {
        long end = System.currentTimeMillis() + 20_000;
        while (!condition.getAsBoolean() && System.currentTimeMillis() < end) {
            settle(50);
        }
        org.junit.jupiter.api.Assertions.assertTrue(condition.getAsBoolean(), what + " (not within 20 s)");
    }

    /** Opens a trace for replay in the LNet Scope perspective, as File > Open does, and lets the views draw it. */
    static org.lnetscope.session.replay.ReplaySession openTrace(java.nio.file.Path trace) throws Exception {
        org.junit.jupiter.api.Assertions.assertTrue(java.nio.file.Files.isRegularFile(trace), trace.toAbsolutePath().toString());
        org.eclipse.ui.IWorkbenchWindow window = org.eclipse.ui.PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        org.eclipse.ui.PlatformUI.getWorkbench().showPerspective(LnetScopePerspective.ID, window);
        org.lnetscope.session.replay.ReplaySession session = org.lnetscope.session.replay.ReplaySession.open(trace);
        session.attach(new org.lnetscope.ui.SwtScheduler(Display.getCurrent()));
        WindowDocument.get().openReplay(session);
        settle(800);
        return session;
    }
}
