package org.lnetscope.rules;

/**
 * Where a rule's paths ({@code node.autoDown}, {@code eff.peer_credits}) get their values: the model at
 * one instant for the known-bugs matcher, a node's configuration for the linter.
 */
public interface Bindings {

    /** A value the source does not hold: never 0, never a match. */
    Object UNKNOWN = new Object() {
        @Override
        public String toString() {
            return "unknown";
        }
    };

    /**
     * The value at {@code path}: a {@link Long}, {@link Boolean} or {@link String}; {@code null} when the
     * path names nothing there (an absent key); {@link #UNKNOWN} when it exists but was not read.
     */
    Object value(String path);
}
