package org.lnetscope.ui.replay;

import java.io.IOException;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;
import org.lnetscope.replay.EventFilter;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.ui.LnetScopeUi;
import org.lnetscope.ui.WindowDocument;
import org.lnetscope.ui.views.TimelineView;

/**
 * The replay commands behind the Replay menu and its keys (F6 step, Shift+F6 step back, F7 /
 * Shift+F7 next / previous event of the kind chosen in the Timeline, F8 play/pause), so the
 * cursor moves from any view, debugger-style.
 */
public final class ReplayHandlers {

    private ReplayHandlers() {
    }

    abstract static class OnSession extends AbstractHandler {
        @Override
        public Object execute(ExecutionEvent event) {
            WindowDocument.get().replay().ifPresent(session -> run(session, HandlerUtil.getActiveWorkbenchWindow(event)));
            return null;
        }

        @Override
        public boolean isEnabled() {
            return WindowDocument.get().replay().isPresent();
        }

        abstract void run(ReplaySession session, IWorkbenchWindow window);

        /** The Timeline view, which holds the chosen event kind and speed; null if closed. */
        static TimelineView timeline(IWorkbenchWindow window) {
            if (window == null || window.getActivePage() == null) {
                return null;
            }
            IViewPart view = window.getActivePage().findView(LnetScopeUi.TIMELINE_VIEW_ID);
            return view instanceof TimelineView timeline ? timeline : null;
        }
    }

    public static final class Step extends OnSession {
        @Override
        void run(ReplaySession session, IWorkbenchWindow window) {
            session.moveBy(1);
        }
    }

    public static final class StepBack extends OnSession {
        @Override
        void run(ReplaySession session, IWorkbenchWindow window) {
            session.moveBy(-1);
        }
    }

    public static final class NextOfKind extends OnSession {
        @Override
        void run(ReplaySession session, IWorkbenchWindow window) {
            TimelineView timeline = timeline(window);
            if (timeline != null) {
                timeline.stepToKind(true);
            }
        }
    }

    public static final class PreviousOfKind extends OnSession {
        @Override
        void run(ReplaySession session, IWorkbenchWindow window) {
            TimelineView timeline = timeline(window);
            if (timeline != null) {
                timeline.stepToKind(false);
            }
        }
    }

    public static final class PlayPause extends OnSession {
        @Override
        void run(ReplaySession session, IWorkbenchWindow window) {
            TimelineView timeline = timeline(window);
            if (timeline != null) {
                timeline.togglePlay();
            } else if (session.isPlaying()) {
                session.pause();
            } else {
                session.play(session.speed());
            }
        }
    }

    /**
     * The step filter of F9 / Shift+F9, in the syntax of {@code lnetscope trace events --filter}
     * ({@code function=kiblnd_finalise_conn}, {@code type=MSG_QUEUED_RTRQ,nid=10.0.2.6@o2ib}).
     */
    static String stepFilter = "";

    /** The step filter F9 uses now ("" none yet): the Events view shows it. */
    public static String stepFilter() {
        return stepFilter;
    }

    /** Makes {@code filter} the step filter of F9 (the Events view's "F9 steps to these"); it must parse. */
    public static void setStepFilter(String filter) {
        EventFilter.parse(filter);
        stepFilter = filter.strip();
    }

    /** Asks for the step filter (with completion, and no error before anything is typed); null if cancelled. */
    static EventFilter askFilter(IWorkbenchWindow window) {
        StepFilterDialog dialog = new StepFilterDialog(window == null ? null : window.getShell(), stepFilter,
                () -> WindowDocument.get().replay().map(s -> FilterCompletion.nidsOf(s.fabric())).orElse(java.util.List.of()));
        if (dialog.open() != Window.OK) {
            return null;
        }
        stepFilter = dialog.value();
        return EventFilter.parse(stepFilter);
    }

    public static final class SetStepFilter extends OnSession {
        @Override
        void run(ReplaySession session, IWorkbenchWindow window) {
            EventFilter filter = askFilter(window);
            if (filter != null) {
                session.moveTo(filter, true, found -> {});
            }
        }
    }

    abstract static class StepMatching extends OnSession {
        abstract boolean forward();

        @Override
        void run(ReplaySession session, IWorkbenchWindow window) {
            EventFilter filter = stepFilter.isEmpty() ? askFilter(window)
                    : EventFilter.parse(stepFilter);
            if (filter == null) {
                return;
            }
            boolean forward = forward();
            String text = stepFilter;
            session.moveTo(filter, forward, found -> {
                if (!found && window != null && !window.getShell().isDisposed()) {
                    MessageDialog.openInformation(window.getShell(), "Step Filter",
                            "No " + (forward ? "later" : "earlier") + " event matches " + text + ".");
                }
            });
        }
    }

    public static final class NextMatching extends StepMatching {
        @Override
        boolean forward() {
            return true;
        }
    }

    public static final class PreviousMatching extends StepMatching {
        @Override
        boolean forward() {
            return false;
        }
    }

    /** Bookmarks the current event with a note, saved beside the trace (Bookmarks). */
    /**
     * Builds the open trace's seek index in the background, when this window's heap can hold the
     * build (SeekIndexBuild.heapNeeded, an estimate); otherwise says how to build it in a shell
     * (`lnetscope trace index FILE`), which the window then opens with the trace.
     */
    public static final class BuildSeekIndex extends OnSession {
        @Override
        public boolean isEnabled() {
            return WindowDocument.get().replay().map(s -> !s.hasSeekIndex()).orElse(false);
        }

        @Override
        void run(ReplaySession session, IWorkbenchWindow window) {
            org.eclipse.swt.widgets.Shell shell = window == null ? null : window.getShell();
            if (session.hasSeekIndex()) {
                MessageDialog.openInformation(shell, "Seek Index", session.seekIndexStatus());
                return;
            }
            long need = org.lnetscope.session.replay.SeekIndexBuild.heapNeeded(session.reader());
            long have = org.lnetscope.session.replay.SeekIndexBuild.heapAvailable();
            if (need > have) {
                MessageDialog.openInformation(shell, "Seek Index", String.format(java.util.Locale.ROOT,
                        "Building the seek index of %s needs about %,d MB of heap (an estimate: three times its largest state),"
                                + " and this window has %,d MB left. Build it in a shell:%n%n    lnetscope trace index %s%n%n"
                                + "then open the trace again: it moves with the index.",
                        session.file().getFileName(), need >> 20, have >> 20, session.file()));
                return;
            }
            String[] said = {null};
            try {
                new org.eclipse.jface.dialogs.ProgressMonitorDialog(shell).run(true, true,
                        monitor -> said[0] = SeekIndexProgress.build(session, monitor));
            } catch (java.lang.reflect.InvocationTargetException e) {
                MessageDialog.openError(shell, "Seek Index", e.getMessage() != null ? e.getMessage() : String.valueOf(e.getCause()));
                return;
            } catch (InterruptedException e) {
                // cancelled: nothing was left, and the trace moves as before
                return;
            }
            MessageDialog.openInformation(shell, "Seek Index", said[0]);
        }
    }

    public static final class AddBookmark extends OnSession {
        @Override
        void run(ReplaySession session, IWorkbenchWindow window) {
            var event = session.currentEvent();
            if (event == null) {
                return;
            }
            try {
                var existing = session.bookmarks().at(event.index());
                InputDialog dialog = new InputDialog(
                        window == null ? null : window.getShell(), "Bookmark",
                        "Note for event #" + String.format("%,d", event.index()) + " (saved in "
                                + (session.bookmarks().fallback() == null ? session.bookmarks().file().getFileName()
                                        : session.bookmarks().file())
                                + "):",
                        existing == null ? "" : existing.note(), null);
                if (dialog.open() == Window.OK) {
                    String before = session.bookmarks().fallback();
                    session.bookmarks().put(event.index(), dialog.getValue());
                    WindowDocument.get().replay().ifPresent(s -> s.moveToEvent(s.position()));
                    String now = session.bookmarks().fallback();
                    if (now != null && before == null) {
                        // the first save that could not go beside the trace: say where it went
                        MessageDialog.openInformation(window == null ? null : window.getShell(), "Bookmarks", now);
                    }
                }
            } catch (IOException e) {
                MessageDialog.openError(window == null ? null : window.getShell(), "Bookmarks",
                        e.getMessage());
            }
        }
    }

    abstract static class ToBookmark extends OnSession {
        abstract boolean forward();

        @Override
        void run(ReplaySession session, IWorkbenchWindow window) {
            try {
                session.stepToBookmark(forward());
            } catch (IOException e) {
                MessageDialog.openError(window == null ? null : window.getShell(), "Bookmarks",
                        e.getMessage());
            }
        }
    }

    public static final class NextBookmark extends ToBookmark {
        @Override
        boolean forward() {
            return true;
        }
    }

    public static final class PreviousBookmark extends ToBookmark {
        @Override
        boolean forward() {
            return false;
        }
    }

    /** Plays at about N events a second (ReplaySession.traceSpeedFor): a trainer's pace, whatever the trace's clock. */
    public static final class PlayEventsPerSecond extends OnSession {
        @Override
        void run(ReplaySession session, IWorkbenchWindow window) {
            InputDialog dialog = new InputDialog(
                    window == null ? null : window.getShell(), "Play Speed", "Events per second:", "10", text -> {
                        try {
                            return Double.parseDouble(text.trim()) > 0 ? null : "a number above 0";
                        } catch (NumberFormatException e) {
                            return "a number of events per second, e.g. 10";
                        }
                    });
            if (dialog.open() == Window.OK) {
                session.play(session.traceSpeedFor(Double.parseDouble(dialog.getValue().trim())));
            }
        }
    }
}
