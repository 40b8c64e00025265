package org.lnetscope.sim.o2iblnd;

/**
 * Memory of one kib_conn from its queue depth. The rule lives in
 * {@link org.lnetscope.model.o2iblnd.ConnSizing}, shared with the vmcore importer so that both
 * count the same pages (kiblnd_send_wrs() with FastReg's two extra WRs, IBLND_CQ_ENTRIES,
 * IBLND_RX_MSGS); this class keeps the simulator's call sites (docs/kernel-map.md).
 */
public final class ConnSizing {

    public static final int PAGE_SIZE = org.lnetscope.model.o2iblnd.ConnSizing.PAGE_SIZE;

    private ConnSizing() {
    }

    /** IBLND_RX_MSGS(conn) */
    public static int rxMsgs(int queueDepth) {
        return org.lnetscope.model.o2iblnd.ConnSizing.rxMsgs(queueDepth);
    }

    public static int sendWrs(int queueDepth, int maxFrags) {
        return org.lnetscope.model.o2iblnd.ConnSizing.sendWrs(queueDepth, maxFrags);
    }

    public static int qpPages(int queueDepth, int maxFrags) {
        return org.lnetscope.model.o2iblnd.ConnSizing.qpPages(queueDepth, maxFrags);
    }

    public static int cqPages(int queueDepth, int maxFrags) {
        return org.lnetscope.model.o2iblnd.ConnSizing.cqPages(queueDepth, maxFrags);
    }

    public static int rxPages(int queueDepth) {
        return org.lnetscope.model.o2iblnd.ConnSizing.rxPages(queueDepth);
    }

    public static long connBytes(int queueDepth, int maxFrags) {
        return org.lnetscope.model.o2iblnd.ConnSizing.connBytes(queueDepth, maxFrags);
    }
}
