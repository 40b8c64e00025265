package org.lnetscope.ui.views;

import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.ui.part.ViewPart;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.ui.properties.PropertiesReset;
import org.lnetscope.ui.WindowDocument;

/**
 * A view that shows the open {@link FabricDocument}: it follows the document while its control
 * lives, always on the UI thread, and stops following when it is closed.
 */
abstract class DocumentView extends ViewPart {

    /** A replay or live frame waits to be shown (UI thread only). */
    private boolean framePending;
    /** The queued frame also moved the focus: shown after the frame's STATE. */
    private boolean focusPending;

    private final Consumer<FabricDocument> listener = doc -> {
        FabricDocument.Change change = doc.lastChange();
        Control c = mainControl();
        if (c == null || c.isDisposed()) {
            return;
        }
        if (c.getDisplay().getThread() != Thread.currentThread()) {
            c.getDisplay().asyncExec(() -> {
                if (!c.isDisposed()) {
                    shown(change);
                }
            });
        } else if (change == FabricDocument.Change.STATE) {
            queueFrame();
        } else if (change == FabricDocument.Change.FOCUS && framePending) {
            // a jump's frame moved the focus (to the router the event is about) after its STATE: shown by
            // the queued refresh, after the frame, apart from the frame's sync, so that the event loop is
            // not held for the sync and the view's redraw together (Router Internals' 110,000 shapes at
            // the full seed's OOM)
            focusPending = true;
        } else {
            shown(change); // another file or another node: the views follow at once, as they always did
        }
    };

    /**
     * Shows a frame once the event loop is back, not inside the replay step that made it: a step
     * or a play tick then costs the window one view at a time (each view's refresh is its own
     * runnable, so timers and paints run between them), and several frames in one turn cost one
     * refresh per view.
     */
    private void queueFrame() {
        if (framePending) {
            return;
        }
        framePending = true;
        Control c = mainControl();
        c.getDisplay().asyncExec(() -> {
            framePending = false;
            boolean focus = focusPending;
            focusPending = false;
            if (!c.isDisposed()) {
                shown(FabricDocument.Change.STATE);
                if (focus) {
                    shown(FabricDocument.Change.FOCUS);
                }
            }
        });
    }

    /** The description the view had before a load started, put back if the load fails. */
    private String beforeLoading;

    private final Runnable loadingListener = () -> {
        Control c = mainControl();
        if (c == null || c.isDisposed()) {
            return;
        }
        c.getDisplay().asyncExec(() -> {
            if (!c.isDisposed()) {
                showLoading(WindowDocument.get().loading().orElse(null));
            }
        });
    };

    /**
     * Says "Loading FILE (n %)" in the view's description while a file opens in the background,
     * so a view never claims nothing is open while something is on its way. Views may show more.
     */
    protected void showLoading(FabricDocument.Loading loading) {
        if (loading != null) {
            if (beforeLoading == null) {
                beforeLoading = getContentDescription();
            }
            setContentDescription(loading.text());
        } else if (beforeLoading != null) {
            setContentDescription(beforeLoading);
            beforeLoading = null;
        }
    }

    /**
     * A composite for the view's content that keeps at least {@code minWidth} x {@code minHeight}
     * pixels and scrolls when the view is smaller, instead of shrinking the drawing to a thumbnail
     * (a 640 x 420 window). Above that size the content fills the view.
     */
    protected static Composite scrolling(Composite parent, int minWidth, int minHeight) {
        ScrolledComposite scrolled = new ScrolledComposite(parent, SWT.H_SCROLL | SWT.V_SCROLL);
        scrolled.setExpandHorizontal(true);
        scrolled.setExpandVertical(true);
        scrolled.setMinSize(minWidth, minHeight);
        Composite content = new Composite(scrolled, SWT.NONE);
        scrolled.setContent(content);
        return content;
    }

    /** The control that lives as long as the view: for thread hops and focus. */
    protected abstract Control mainControl();

    /** Shows the document as it is now; {@code change} says how much to redo. */
    protected abstract void refresh(FabricDocument.Change change);

    private void shown(FabricDocument.Change change) {
        if (change == FabricDocument.Change.OPENED && beforeLoading != null) {
            // what was loading is open: the view's own refresh says what it shows now
            setContentDescription(beforeLoading);
            beforeLoading = null;
        }
        if (change == FabricDocument.Change.OPENED && getSite() != null) {
            // another file, or none: Properties must not keep an object of the one that closed,
            // whichever view it was selected in
            PropertiesReset.clear(getSite().getPage(), this);
        }
        refresh(change);
    }

    /** Call last in createPartControl: shows the document now and follows it from here on. */
    protected final void follow() {
        WindowDocument.get().addListener(listener);
        WindowDocument.get().addLoadingListener(loadingListener);
        refresh(FabricDocument.Change.OPENED);
        WindowDocument.get().loading().ifPresent(this::showLoading);
    }

    @Override
    public void dispose() {
        WindowDocument.get().removeListener(listener);
        WindowDocument.get().removeLoadingListener(loadingListener);
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
