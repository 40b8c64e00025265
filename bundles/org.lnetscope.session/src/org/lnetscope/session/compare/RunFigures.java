package org.lnetscope.session.compare;

import java.nio.file.Path;
import java.util.Arrays;

/**
 * What one run did, over its whole trace: the figures a comparison puts side by side. Times are the
 * trace's own (ns); {@code -1} means "did not happen" (no OOM, no fault mark).
 *
 * @param label what the run is called in tables and legends (the file name, or what the caller says)
 * @param firstTimeoutNs the first TX_TIMED_OUT (kiblnd_check_conns closing a conn), or -1
 * @param router the node the figures are about: the one that ran out of memory, else the router
 *     that used the most (as the what-if table of docs/what-if.md picks it)
 * @param peakUsedBytes the highest usedBytes the router reached
 * @param ramBytes the router's RAM
 * @param minTxCredits the lowest lpni_txcredits of any of the router's peer NIs over the run (the
 *     stuck compute), with {@code minTxPeer} its NID
 * @param minRtrCredits the lowest lpni_rtrcredits of any of the router's peer NIs (a blocked
 *     server: how deep its rtrq got), with {@code minRtrPeer} its NID; the kernel keeps the same low-water
 *     marks as lpni_mintxcredits and lpni_minrtrcredits (lnet_post_send_locked and
 *     lnet_post_routed_recv_locked, lnet/lnet/lib-move.c, v2_12_9), which a trace of agents may
 *     not carry, so the scan takes the lowest value the trace sets
 * @param dropTimes the times of the MSG_DROPPED events of the whole trace, ascending
 * @param curveTimes the times of the router's memory curve, ascending
 * @param curveUsed the router's usedBytes at each of {@code curveTimes} (the highest in its bucket)
 */
public record RunFigures(String label, Path file, long startNs, long endNs, long faultNs, long firstTimeoutNs, long oomNs, String oomNode,
        String router, long peakUsedBytes, long ramBytes, int minTxCredits, String minTxPeer, int minRtrCredits,
        String minRtrPeer, long[] dropTimes, long[] curveTimes, long[] curveUsed) {

    /** Messages dropped at or before {@code timeNs} (trace time). */
    public int droppedBy(long timeNs) {
        int i = Arrays.binarySearch(dropTimes, timeNs);
        if (i < 0) {
            return -i - 1;
        }
        while (i + 1 < dropTimes.length && dropTimes[i + 1] == timeNs) {
            i++;
        }
        return i + 1;
    }

    public int dropped() {
        return dropTimes.length;
    }

    /** Where the comparison's clock has its zero in this run. */
    public long originNs(Align align) {
        if (align == Align.FAULT) {
            if (faultNs >= 0) {
                return faultNs;
            }
            if (firstTimeoutNs >= 0) {
                return firstTimeoutNs;
            }
        }
        return startNs;
    }

    public boolean ranOutOfMemory() {
        return oomNs >= 0;
    }

    /** The router's usedBytes on the curve at or before {@code timeNs}, or -1 before its first point. */
    public long usedAt(long timeNs) {
        int i = Arrays.binarySearch(curveTimes, timeNs);
        int at = i >= 0 ? i : -i - 2;
        return at < 0 ? -1 : curveUsed[at];
    }
}
