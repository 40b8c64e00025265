package org.lnetscope.ui.views;

import java.util.function.Consumer;
import java.util.function.Supplier;

import org.eclipse.swt.widgets.Control;
import org.lnetscope.ui.FabricDocument;

/** Runs a view's refresh on the UI thread for each document change, while its control lives. */
final class DocumentListener {

    private DocumentListener() {
    }

    /** {@code control} is asked lazily: views create it after registering. */
    static Consumer<FabricDocument> onUi(Supplier<Control> control, Consumer<FabricDocument.Change> refresh) {
        return doc -> {
            FabricDocument.Change change = doc.lastChange();
            Control c = control.get();
            if (c == null || c.isDisposed()) {
                return;
            }
            // Replay frames already come on the UI thread: repaint now, not one event loop later.
            if (c.getDisplay().getThread() == Thread.currentThread()) {
                refresh.accept(change);
            } else {
                c.getDisplay().asyncExec(() -> {
                    if (!c.isDisposed()) {
                        refresh.accept(change);
                    }
                });
            }
        };
    }
}
