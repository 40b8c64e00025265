package org.lnetscope.app;

import org.eclipse.swt.widgets.Display;

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
}
