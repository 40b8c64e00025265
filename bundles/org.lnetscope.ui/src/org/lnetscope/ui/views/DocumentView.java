package org.lnetscope.ui.views;

import java.util.function.Consumer;

import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.part.ViewPart;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.ui.WindowDocument;

/**
 * A view that shows the open {@link FabricDocument}: it follows the document while its control
 * lives, always on the UI thread, and stops following when it is closed.
 */
abstract class DocumentView extends ViewPart {

    private final Consumer<FabricDocument> listener = doc -> {
        FabricDocument.Change change = doc.lastChange();
        Control c = mainControl();
        if (c == null || c.isDisposed()) {
            return;
        }
        // Replay and live frames already come on the UI thread: repaint now, not one event loop later.
        if (c.getDisplay().getThread() == Thread.currentThread()) {
            refresh(change);
        } else {
            c.getDisplay().asyncExec(() -> {
                if (!c.isDisposed()) {
                    refresh(change);
                }
            });
        }
    };

    /** The control that lives as long as the view: for thread hops and focus. */
    protected abstract Control mainControl();

    /** Shows the document as it is now; {@code change} says how much to redo. */
    protected abstract void refresh(FabricDocument.Change change);

    /** Call last in createPartControl: shows the document now and follows it from here on. */
    protected final void follow() {
        WindowDocument.get().addListener(listener);
        refresh(FabricDocument.Change.OPENED);
    }

    @Override
    public void dispose() {
        WindowDocument.get().removeListener(listener);
        super.dispose();
    }

    @Override
    public void setFocus() {
        Control c = mainControl();
        if (c != null && !c.isDisposed()) {
            c.setFocus();
        }
    }
}
