package org.lnetscope.sim.o2iblnd;

/**
 * Memory of one kib_conn from its queue depth (kiblnd_create_conn, o2iblnd.c; docs/kernel-map.md):
 * the QP's send queue is sized by
 * kiblnd_send_wrs() = (1 + max_frags + 2 for FastReg) * queue_depth work requests, the CQ by
 * IBLND_CQ_ENTRIES = recv WRs + send WRs, both rounded up to a power of two as mlx5 does, at 128 B
 * per send WQE and 64 B per CQE; the rx buffers are IBLND_RX_MSGS = 2 * queue_depth + 2 pages.
 * At queue depth 42 this gives the report's 512 + 256 pages plus 86 rx pages, about 3.3 MiB.
 */
public final class ConnSizing {

    public static final int PAGE_SIZE = 4096;
    private static final int SEND_WQE_BYTES = 128;
    private static final int CQE_BYTES = 64;

    private ConnSizing() {
    }

    /** IBLND_RX_MSGS(conn) */
    public static int rxMsgs(int queueDepth) {
        return 2 * queueDepth + 2;
    }

    public static int sendWrs(int queueDepth, int maxFrags) {
        return (1 + maxFrags + 2) * queueDepth;
    }

    public static int qpPages(int queueDepth, int maxFrags) {
        return pages(roundUpPow2(sendWrs(queueDepth, maxFrags)) * (long) SEND_WQE_BYTES);
    }

    public static int cqPages(int queueDepth, int maxFrags) {
        return pages(roundUpPow2(rxMsgs(queueDepth) + sendWrs(queueDepth, maxFrags)) * (long) CQE_BYTES);
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
