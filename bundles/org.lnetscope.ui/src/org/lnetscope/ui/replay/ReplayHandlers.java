package org.lnetscope.ui.replay;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.ui.IViewPart;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.handlers.HandlerUtil;
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
            session.step(1);
        }
    }

    public static final class StepBack extends OnSession {
        @Override
        void run(ReplaySession session, IWorkbenchWindow window) {
            session.step(-1);
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
}
