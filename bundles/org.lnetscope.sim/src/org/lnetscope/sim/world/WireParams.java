package org.lnetscope.sim.world;

/**
 * The InfiniBand fabric's timing.
 *
 * @param latencyNs one-way latency of a message or CM exchange
 * @param bytesPerSecond link bandwidth, for payload serialisation time
 * @param resolveNs rdma_resolve_addr + rdma_resolve_route before a CONNREQ goes out
 * @param retryExceededNs time for an RC send to a vanished peer to complete with
 *     IB_WC_RETRY_EXC_ERR (transport retries exhausted)
 * @param connectTimeoutNs time after which an unanswered CONNREQ fails
 * @param connSetupNs kiblnd_create_conn on each side (o2iblnd.c): allocating ~3 MB of rx pages,
 *     CQ and QP and creating them with the verbs; milliseconds, more under memory pressure
 */
public record WireParams(long latencyNs, long bytesPerSecond, long resolveNs, long retryExceededNs,
        long connectTimeoutNs, long connSetupNs) {

    public long transferNs(int bytes) {
        return latencyNs + (bytesPerSecond <= 0 ? 0 : bytes * 1_000_000_000L / bytesPerSecond);
    }
}
