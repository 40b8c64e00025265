package org.lnetscope.model.o2iblnd;

/**
 * Memory of one kib_conn from its queue depth: the one rule the simulator and the vmcore importer
 * share. The QP's send queue holds kiblnd_send_wrs() = (1 + ibc_max_frags, + 2 when FastReg is
 * enabled, for map and invalidate) * ibc_queue_depth work requests (o2iblnd.c, 2.12 and master);
 * the CQ IBLND_CQ_ENTRIES = IBLND_RECV_WRS + kiblnd_send_wrs entries, IBLND_RECV_WRS being
 * IBLND_RX_MSGS = 2 * queue_depth + IBLND_OOB_MSGS (o2iblnd.h). mlx5 rounds both up to a power of
 * two, at 128 B per send WQE and 64 B per CQE; the rx buffers are one page each. crash cannot show
 * the HCA's allocation, so the QP and CQ figures are estimates; at queue depth 42 and 256 frags they
 * give the incident report's 512 + 256 pages plus 86 rx pages, about 3.3 MiB.
 */
public final class ConnSizing {

    public static final int PAGE_SIZE = 4096;
    /** IBLND_OOB_MSGS: rx buffers reserved for NOOPs. */
    public static final int IBLND_OOB_MSGS = 2;
    /** Default ibc_max_frags (IBLND_MAX_RDMA_FRAGS, 256) when the conn's is not known. */
    public static final int DEFAULT_MAX_FRAGS = 256;
    private static final int SEND_WQE_BYTES = 128;
    private static final int CQE_BYTES = 64;

    private ConnSizing() {
    }

    /** IBLND_RX_MSGS(conn) = 2 * queue_depth + IBLND_OOB_MSGS: the rx buffers, and refs, of a new conn. */
    public static int rxMsgs(int queueDepth) {
        return 2 * queueDepth + IBLND_OOB_MSGS;
    }

    /** kiblnd_send_wrs() with FastReg enabled (mlx5). */
    public static int sendWrs(int queueDepth, int maxFrags) {
        return (1 + maxFrags + 2) * queueDepth;
    }

    public static int qpPages(int queueDepth, int maxFrags) {
        return pages(roundUpPow2(sendWrs(queueDepth, maxFrags)) * (long) SEND_WQE_BYTES);
    }

    public static int cqPages(int queueDepth, int maxFrags) {
        return pages(roundUpPow2(rxMsgs(queueDepth) + (long) sendWrs(queueDepth, maxFrags)) * (long) CQE_BYTES);
    }

    public static int rxPages(int queueDepth) {
        return rxMsgs(queueDepth);
    }

    public static long connBytes(int queueDepth, int maxFrags) {
        return ((long) qpPages(queueDepth, maxFrags) + cqPages(queueDepth, maxFrags) + rxPages(queueDepth)) * PAGE_SIZE;
    }

    private static long roundUpPow2(long n) {
        return n <= 1 ? 1 : Long.highestOneBit(n - 1) << 1;
    }

    private static int pages(long bytes) {
        return (int) ((bytes + PAGE_SIZE - 1) / PAGE_SIZE);
    }
}
