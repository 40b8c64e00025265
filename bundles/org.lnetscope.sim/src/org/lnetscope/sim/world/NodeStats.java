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
    /**
     * Bumped at every write of the counters above that the trace holds (errors to dropLength):
     * the trace recorder compares them with the trace only when this moved.
     */
    public long changes;
}
