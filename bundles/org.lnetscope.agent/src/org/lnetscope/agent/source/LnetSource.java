package org.lnetscope.agent.source;

import org.lnetscope.protocol.NodeState;

/** Where the agent reads a node's LNet state from. Called from one thread, once per period. */
public interface LnetSource {

    /**
     * Adds what this source shows now to {@code into}. Never throws for LNet being absent: that
     * is {@link NodeState#lnetDown}, and read problems are diagnostics.
     */
    void readInto(NodeState into);

    /** For --help and logs, e.g. "debugfs /sys/kernel/debug/lnet". */
    String describe();
}
