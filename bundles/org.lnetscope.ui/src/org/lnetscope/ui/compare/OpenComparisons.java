package org.lnetscope.ui.compare;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.lnetscope.session.compare.Comparison;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.views.CompareView;

/**
 * The comparisons open in the window, each in a Compare view of its own (issue 37: a new comparison
 * used to replace the last one). The window shows one at a time; the others stay open with their
 * cursors where they were, and activating a comparison's view shows it again. A comparison is closed
 * when its view is closed and the window no longer shows it. UI thread only.
 */
public final class OpenComparisons {

    /** One open comparison and the secondary id of its Compare view. */
    public record Entry(String viewId, Comparison comparison) {
    }

    private static final List<Entry> OPEN = new ArrayList<>();
    private static int next;

    private OpenComparisons() {
    }

    /**
     * Keeps {@code opened} open beside the others, shows it in the window and in a Compare view of its
     * own (brought forward without taking the focus).
     */
    public static void add(Comparison opened) {
        // unique across sessions too: the workbench restores a closed window's view ids, and a
        // restored "c1" must never be taken for a new comparison's view
        Entry entry = new Entry("c" + Long.toString(System.currentTimeMillis(), 36) + "-" + ++next, opened);
        OPEN.add(entry);
        WindowDocument.get().hold(opened);
        WindowDocument.get().open(opened);
        var window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
        if (window != null && window.getActivePage() != null) {
            try {
                window.getActivePage().showView(CompareView.ID, entry.viewId(), IWorkbenchPage.VIEW_VISIBLE);
            } catch (PartInitException e) {
                // the window shows the comparison all the same; closing the file closes it
                closed(entry.viewId());
            }
        }
    }

    /** The comparisons open now, oldest first. */
    public static List<Entry> all() {
        return List.copyOf(OPEN);
    }

    /** The comparison of the Compare view with secondary id {@code viewId}, if it is still open. */
    public static Optional<Comparison> of(String viewId) {
        return OPEN.stream().filter(e -> e.viewId().equals(viewId)).map(Entry::comparison).findFirst();
    }

    /** Shows {@code comparison} in the window again, its cursors where they were left. */
    public static void show(Comparison comparison) {
        if (OPEN.stream().anyMatch(e -> e.comparison() == comparison)) {
            WindowDocument.get().open(comparison);
        }
    }

    /** The view of {@code viewId} closed: its comparison closes too, unless the window still shows it. */
    public static void closed(String viewId) {
        for (var it = OPEN.iterator(); it.hasNext();) {
            Entry e = it.next();
            if (e.viewId().equals(viewId)) {
                it.remove();
                if (!WindowDocument.get().release(e.comparison())) {
                    try {
                        e.comparison().close();
                    } catch (IOException ex) {
                        // read-only traces: nothing to lose
                    }
                }
            }
        }
    }

    /** The Compare view of {@code comparison}, if open, for tests. */
    public static Optional<IViewPart> viewOf(IWorkbenchPage page, Comparison comparison) {
        return OPEN.stream().filter(e -> e.comparison() == comparison)
                .map(e -> page.findViewReference(CompareView.ID, e.viewId())).filter(r -> r != null).map(r -> r.getView(false))
                .filter(v -> v != null).findFirst();
    }
}
