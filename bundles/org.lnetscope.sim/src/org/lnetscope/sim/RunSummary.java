package org.lnetscope.sim;

import java.util.List;

/**
 * The figures of a finished run: how it ended, how fast it ran, and for each router the numbers
 * the incident report quotes.
 */
public record RunSummary(
        long endNs,
        long events,
        long wallNanos,
        String stopReason,
        long oomAtNs,
        String oomNode,
        List<RouterFigures> routers,
        long issued,
        long delivered,
        long lost,
        long resent,
        long throttled) {

    /**
     * @param worstTxPeer the peer NI with the lowest lpni_txcredits (the stuck compute)
     * @param worstRtrPeer the peer NI with the lowest lpni_rtrcredits (a blocked server)
     * @param pinnedConns conns DISCONNECTED with rxs held by LNet, now
     * @param worstRtrPinnedConns how many of them are conns to {@code worstRtrPeer}: the report's
     *     "rx_conn changes every 42 messages" along that server's rtrq, counted
     * @param rtrCreditsMinOverRun the lowest lpni_minrtrcredits of any peer NI: how deep a rtrq got
     *     at its worst, which a run that recovers no longer shows at its end
     */
    public record RouterFigures(String hostname, long usedBytes, long peakUsedBytes, long ramBytes, long oomAtNs,
            int pinnedConns, int peakPinnedConns, long pinnedBytes, int liveConns, int msgsAlloc,
            String worstTxPeer, int worstTxCredits, int worstTxMin, String worstRtrPeer, int worstRtrCredits,
            int sendersBlocked, int txqSendersAtPeerCredits, int worstRtrPinnedConns, int rtrCreditsMinOverRun) {
    }

    public double eventsPerSecond() {
        return wallNanos == 0 ? 0 : events * 1e9 / wallNanos;
    }
}
