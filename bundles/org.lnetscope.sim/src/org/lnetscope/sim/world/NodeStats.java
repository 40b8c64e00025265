package org.lnetscope.sim.world;

/** The counters of /sys/kernel/debug/lnet/stats, plus what the summary needs. */
public final class NodeStats {
    public long errors;
    public long sendCount;
    public long recvCount;
    public long routeCount;
    public long dropCount;
    public long sendLength;
    public long recvLength;
    public long routeLength;
    public long dropLength;
    public long connsCreated;
    public long connsDestroyed;
    public long txTimeouts;
}
