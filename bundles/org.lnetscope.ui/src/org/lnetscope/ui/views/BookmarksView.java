package org.lnetscope.ui.views;

import java.io.IOException;
import java.util.List;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.window.Window;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.lnetscope.session.FabricDocument;
import org.lnetscope.session.replay.Bookmarks;
import org.lnetscope.session.replay.Bookmarks.Bookmark;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.TimeFormat;
import org.lnetscope.ui.WindowDocument;

/**
 * The open trace's bookmarks (Replay > Bookmark This Event..., kept in {@code NAME.lnettrace.bookmarks}
 * or the workspace's fallback, as {@link Bookmarks} says): event, time and note; double-click (or
 * Enter) goes to the event, F2 renames, Delete deletes. The Timeline marks each one with a blue flag.
 */
public class BookmarksView extends DocumentView {

    public static final String ID = "org.lnetscope.ui.views.bookmarks";

    private TableViewer viewer;
    private ReplaySession session;
    private Bookmarks bookmarks;
    private final Runnable changed = () -> {
        if (viewer != null && !viewer.getControl().isDisposed()) {
            viewer.getControl().getDisplay().asyncExec(this::fill);
        }
    };

    /** The Timeline's range changed: the bookmarks in it are marked. */
    private final Runnable rangeChanged = () -> {
        if (viewer != null && !viewer.getControl().isDisposed()) {
            fill();
        }
    };
    /** Background of a bookmark inside the Timeline's range: the range's own blue, light. */
    private static final org.eclipse.swt.graphics.Color IN_RANGE = new org.eclipse.swt.graphics.Color(
            new org.eclipse.swt.graphics.RGB(0xd8, 0xe4, 0xf6));

    private final Action rename = new Action("Rename...") {
        @Override
        public void run() {
            selected().ifPresent(b -> askRename(b));
        }
    };
    private final Action delete = new Action("Delete") {
        @Override
        public void run() {
            selected().ifPresent(b -> delete(b.event()));
        }
    };
    private final Action jump = new Action("Go To") {
        @Override
        public void run() {
            selected().ifPresent(b -> jump(b.event()));
        }
    };

    @Override
    public void createPartControl(Composite parent) {
        viewer = new TableViewer(parent, SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL | SWT.SINGLE);
        viewer.getTable().setHeaderVisible(true);
        viewer.getTable().setLinesVisible(true);
        viewer.setContentProvider(ArrayContentProvider.getInstance());
        Columns.add(viewer, Bookmark.class, "Event", 85, b -> "#" + String.format("%,d", b.event()));
        Columns.add(viewer, Bookmark.class, "Time", 125, b -> TimeFormat.show(timeOf(b.event())));
        Columns.add(viewer, Bookmark.class, "Note", 400, b -> b.note().replace('\n', ' '));
        viewer.addDoubleClickListener(e -> jump.run());
        viewer.getTable().addListener(SWT.KeyDown, e -> {
            if (e.keyCode == SWT.DEL) {
                delete.run();
            } else if (e.keyCode == SWT.F2) {
                rename.run();
            } else if (e.character == SWT.CR) {
                jump.run();
            }
        });
        var toolbar = getViewSite().getActionBars().getToolBarManager();
        jump.setToolTipText("Go to the bookmarked event (double-click, Enter)");
        rename.setToolTipText("Change the note (F2)");
        delete.setToolTipText("Delete the bookmark (Delete)");
        toolbar.add(jump);
        toolbar.add(rename);
        toolbar.add(delete);
        var menu = new org.eclipse.jface.action.MenuManager();
        menu.add(jump);
        menu.add(rename);
        menu.add(delete);
        viewer.getControl().setMenu(menu.createContextMenu(viewer.getControl()));
        TraceRange.addListener(rangeChanged);
        follow();
    }

    @Override
    protected void refresh(FabricDocument.Change change) {
        ReplaySession now = WindowDocument.get().replay().orElse(null);
        if (now != session) {
            if (bookmarks != null) {
                bookmarks.removeListener(changed);
            }
            session = now;
            bookmarks = null;
            if (session != null) {
                try {
                    bookmarks = session.bookmarks();
                    bookmarks.addListener(changed);
                } catch (IOException e) {
                    setContentDescription("Bookmarks: " + e.getMessage());
                    viewer.setInput(List.of());
                    return;
                }
            }
            fill();
        } else if (change == FabricDocument.Change.STATE) {
            showCursor();
        }
    }

    /** The cursor on a bookmarked event: that bookmark is selected (the list follows the cursor, as Events does). */
    private void showCursor() {
        Event current = session == null ? null : session.currentEvent();
        if (bookmarks == null || current == null) {
            return;
        }
        bookmarks.all().stream().filter(b -> b.event() == current.index()).findFirst()
                .ifPresent(b -> viewer.setSelection(new StructuredSelection(b), true));
    }

    private void fill() {
        if (viewer.getControl().isDisposed()) {
            return;
        }
        if (bookmarks == null) {
            viewer.setInput(List.of());
            setContentDescription(session == null ? "No trace open" : "");
            return;
        }
        viewer.setInput(bookmarks.all().toArray());
        int n = bookmarks.all().size();
        String where = bookmarks.fallback() != null ? bookmarks.fallback() : "in " + bookmarks.file().getFileName();
        // the Timeline's range: its bookmarks marked, and counted
        TraceRange.Range range = TraceRange.of(session);
        int inRange = 0;
        for (var item : viewer.getTable().getItems()) {
            boolean in = range != null && item.getData() instanceof Bookmark b && range.contains(timeOf(b.event()));
            item.setBackground(in ? IN_RANGE : null);
            inRange += in ? 1 : 0;
        }
        String ranged = range == null ? "" : "; " + inRange + " in the Timeline's range (" + TimeFormat.show(range.fromNs())
                + " – " + TimeFormat.show(range.toNs()) + "), marked";
        setContentDescription(n == 0 ? "No bookmarks yet: Replay > Bookmark This Event... (Ctrl+Shift+B). " + where
                : n + (n == 1 ? " bookmark, " : " bookmarks, ") + where + ranged);
    }

    private java.util.Optional<Bookmark> selected() {
        return ((IStructuredSelection) viewer.getSelection()).getFirstElement() instanceof Bookmark b
                ? java.util.Optional.of(b)
                : java.util.Optional.empty();
    }

    private long timeOf(long event) {
        if (session == null) {
            return 0;
        }
        Event e = new Event();
        return session.reader().events(event).next(e) ? e.timeNs() : session.reader().endTimeNs();
    }

    /** The bookmarks listed, in order, for tests. */
    public List<Bookmark> listed() {
        Object input = viewer.getInput();
        return input instanceof Object[] items ? java.util.Arrays.stream(items).map(Bookmark.class::cast).toList() : List.of();
    }

    /** Whether the row of the bookmark at {@code event} is marked as in the Timeline's range, for tests. */
    public boolean markedInRange(long event) {
        for (var item : viewer.getTable().getItems()) {
            if (item.getData() instanceof Bookmark b && b.event() == event) {
                return IN_RANGE.equals(item.getBackground());
            }
        }
        return false;
    }

    /** Goes to the bookmarked event (it becomes the current event, as Next Bookmark does). */
    public void jump(long event) {
        if (session != null) {
            session.moveToEvent(event + 1);
        }
    }

    /** Gives the bookmark at {@code event} the note {@code note}; false (said in a dialog) if it cannot be saved. */
    public boolean rename(long event, String note) {
        try {
            bookmarks.put(event, note);
            select(event);
            return true;
        } catch (IOException e) {
            MessageDialog.openError(viewer.getControl().getShell(), "Bookmarks", "Could not save the bookmarks: " + e.getMessage());
            return false;
        }
    }

    /** Deletes the bookmark at {@code event}; false (said in a dialog) if it cannot be saved. */
    public boolean delete(long event) {
        try {
            bookmarks.remove(event);
            return true;
        } catch (IOException e) {
            MessageDialog.openError(viewer.getControl().getShell(), "Bookmarks", "Could not save the bookmarks: " + e.getMessage());
            return false;
        }
    }

    private void askRename(Bookmark b) {
        InputDialog dialog = new InputDialog(viewer.getControl().getShell(), "Rename Bookmark",
                "Note for event #" + String.format("%,d", b.event()) + ":", b.note(), null);
        if (dialog.open() == Window.OK) {
            rename(b.event(), dialog.getValue());
        }
    }

    private void select(long event) {
        fill();
        bookmarks.all().stream().filter(b -> b.event() == event).findFirst()
                .ifPresent(b -> viewer.setSelection(new StructuredSelection(b), true));
    }

    @Override
    public void dispose() {
        TraceRange.removeListener(rangeChanged);
        if (bookmarks != null) {
            bookmarks.removeListener(changed);
        }
        super.dispose();
    }

    @Override
    protected Control mainControl() {
        return viewer.getControl();
    }
}
