package org.lnetscope.session.replay;

import org.lnetscope.replay.FlatStateNames;
import org.lnetscope.trace.state.FlatState;

/**
 * One object of a replayed trace by its trace id: what a view selects for an lnet_msg or a kib_rx,
 * which the window's model leaves out ({@link ReplaySession.Mirror#WITHOUT_MESSAGES_AND_RXS}); the
 * Properties view reads its fields from the replay state. {@code generation} tells it apart from a
 * later object the trace gives the same id (the writer recycles ids).
 */
public record StateObject(ReplaySession session, int id, long generation) {

    /** The object {@code id} of the session's last frame. */
    public static StateObject of(ReplaySession session, int id) {
        return new StateObject(session, id, session.cursor().state().generationOf(id));
    }

    /** Whether it is still there, as the same object, in the session's last frame (false while a move runs). */
    public boolean isLive() {
        if (session.query() == null) {
            return false;
        }
        FlatState state = session.cursor().state();
        return state.isLive(id) && state.generationOf(id) == generation;
    }

    /** Its name as the model's object would have it ({@code lnet_msg 0xffff... PUT 10.0.1.7@o2ib -> ...}). */
    public String label() {
        return session.unmirrored() != null ? session.unmirrored().label(id) : FlatStateNames.of(session.cursor().state(), id);
    }

    @Override
    public String toString() {
        return label();
    }
}
