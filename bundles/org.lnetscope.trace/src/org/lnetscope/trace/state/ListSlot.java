package org.lnetscope.trace.state;

/**
 * A list of object ids: a many-valued reference (a queue such as {@code PeerNi.txq}, or the
 * children of a containment such as {@code Node.messages}), or a single containment
 * ({@code Node.stats}) held as a list of at most one so that every child has a list slot to live in.
 */
public record ListSlot(String name, boolean containment, boolean single) {
}
