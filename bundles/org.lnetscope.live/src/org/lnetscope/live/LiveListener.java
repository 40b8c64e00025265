package org.lnetscope.live;

import org.lnetscope.model.Node;

/**
 * Told what the live fabric does. Called on the fabric's apply thread (never the UI thread): a
 * UI hops to its own thread (Display.asyncExec) and reads the model with {@link LiveFabric#read}.
 * Keep these quick: the apply thread waits for them.
 */
public interface LiveListener {

    /** An agent message changed the node (already applied; {@code changes} model changes). */
    default void nodeChanged(Node node, int changes) {
    }

    /** A stream changed status (connecting, live, stale with the reason, closed). */
    default void streamStatus(AgentStream stream, StreamStatus status, String detail) {
    }

    /**
     * The fabric stopped applying agents' messages (at its object bound, or its heap's end): what
     * was applied stays, and nothing more comes.
     */
    default void stopped(LiveFabric.Stop why) {
    }
}
