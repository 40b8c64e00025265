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
    /** kiblnd_peer_notify called lnet_notify(down) (not in the trace's counters). */
    public long lndDowns;
    /** lnet_notify ignored an LND "down": auto_down 0 (router.c, "Auto-down disabled"). */
    public long lndDownsIgnored;
    /**
     * kiblnd_peer_notify for a conn whose peer lost its last conn said nothing: the kib_peer_ni was
     * connecting or accepting again, or its ibp_error was 0 (a close without error).
     */
    public long lndNotifySilent;
    /** Txs that timed out waiting on ibp_tx_queue ("Timed out tx for %s", kiblnd_check_conns). */
    public long waitingTxTimeouts;
    /**
     * Bumped at every write of the counters above that the trace holds (errors to dropLength):
     * the trace recorder compares them with the trace only when this moved.
     */
    public long changes;
}
