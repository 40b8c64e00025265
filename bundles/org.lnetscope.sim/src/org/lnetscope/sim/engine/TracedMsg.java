package org.lnetscope.sim.engine;

/**
 * Not kernel state: what a trace recorder keeps for one lnet_msg the trace holds, beside the
 * {@link Traced} id and stamp every traced object has. A side object made only when a recorder
 * first lists the message, so that the millions of lnet_msgs of an unrecorded run (the simulator's
 * speed, {@code lnetscope fit}) do not carry its 20 bytes: an lnet_msg is 120 bytes with it moved
 * out, 136 with it inside (docs/benchmarks.md, "Simulator speed ... helper s36").
 */
public final class TracedMsg {

    /** The recorder's sequence number for this message's place in its node's list. */
    public int seq;
    /**
     * What the trace holds for this message, kept by the recorder so that it never reads the
     * trace writer's state back (which runs on another thread): its twelve flags as a mask (-1: not
     * held), and the trace ids its rxPeer, txPeer and kibRx slots hold.
     */
    public int flags = -1;
    public int rxPeer = -1;
    public int txPeer = -1;
    public int kibRx = -1;
}
