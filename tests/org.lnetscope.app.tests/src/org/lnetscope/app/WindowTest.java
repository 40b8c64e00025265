package org.lnetscope.app;

import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.junit.jupiter.api.AfterEach;
import org.lnetscope.ui.WindowDocument;

/**
 * A test of the real window: the workbench page it works in, and whatever it opened closed again
 * after each test, so the next one starts from an empty window.
 */
abstract class WindowTest {

    protected final IWorkbenchPage page = PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();

    /** How long the window is given to settle once the document is closed. */
    protected int settleMillis() {
        return 300;
    }

    @AfterEach
    void closeWhatWasOpened() {
        WindowDocument.get().open(null, null);
        Ui.settle(settleMillis());
    }
}
