package org.lnetscope.live;

import org.lnetscope.agent.source.LnetSource;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.NodeState;

/**
 * A router whose peer NIs' credits move at every sample (a different few each time), standing in
 * for debugfs in the load test so that the measure is the pipeline, not 100 temporary directories.
 * {@link #freeze()} stops the changes: the agents then only send heartbeats.
 */
final class SyntheticRouter implements LnetSource {

    private final int peers;
    private final int changesPerSample;
    private volatile boolean frozen;
    private int tick;

    SyntheticRouter(int peers, int changesPerSample) {
        this.peers = peers;
        this.changesPerSample = changesPerSample;
    }

    void freeze() {
        frozen = true;
    }

    @Override
    public void readInto(NodeState into) {
        if (!frozen) {
            tick++;
        }
        for (int i = 0; i < peers; i++) {
            // peer i moves on ticks where it is among the changesPerSample picked this tick
            int moved = ((i - tick * changesPerSample) % peers + peers) % peers < changesPerSample ? tick : tick - 1;
            into.object(Kinds.PEER_NI, "10.1." + (i / 250) + "." + (i % 250 + 1) + "@o2ib1")
                    .put(Kinds.STATE, "up").put(Kinds.MAX_TX_CREDITS, 42)
                    .put(Kinds.TX_CREDITS, 42 - (moved + i) % 200).put(Kinds.MIN_TX_CREDITS, -200)
                    .put(Kinds.RTR_CREDITS, 42).put(Kinds.MIN_RTR_CREDITS, 0);
        }
        into.object(Kinds.STATS, "").put("msgs_alloc", tick).put("route_count", tick * 10L);
        into.object(Kinds.ROUTING, "").put(Kinds.ROUTING_STATE, "enabled");
    }

    @Override
    public String describe() {
        return "synthetic router, " + peers + " peer NIs";
    }
}
