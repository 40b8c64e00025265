package org.lnetscope.model.internal;

import org.lnetscope.model.o2iblnd.ConnSizing;

/** Kernel and o2iblnd constants the derived values need (x86_64; IBLND_OOB_MSGS from o2iblnd.h). */
public final class KernelConstants {

    /** PAGE_SIZE on x86_64. */
    public static final long PAGE_SIZE = 4096;

    /** IBLND_OOB_MSGS: rx buffers reserved for NOOPs. */
    public static final int IBLND_OOB_MSGS = ConnSizing.IBLND_OOB_MSGS;

    private KernelConstants() {
    }

    /** IBLND_RX_MSGS(conn) = 2 * queue_depth + IBLND_OOB_MSGS: the rx buffers, and refs, of a new conn. */
    public static int iblndRxMsgs(int queueDepth) {
        return ConnSizing.rxMsgs(queueDepth);
    }
}
