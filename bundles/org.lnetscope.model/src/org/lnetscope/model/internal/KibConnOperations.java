package org.lnetscope.model.internal;

import org.eclipse.emf.common.util.BasicEList;
import org.eclipse.emf.common.util.ECollections;
import org.eclipse.emf.common.util.EList;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.Message;
import org.lnetscope.model.RxState;

/**
 * Bodies of the {@link KibConn} EOperations: whether a conn is pinned and by what.
 *
 * <p>A conn's QP, CQ and rx pages are freed only by kiblnd_destroy_conn(), which runs when
 * ibc_refcount reaches 0. Once DISCONNECTED, the refs left are mostly those of rxs that LNet still
 * holds (parked routed messages that kiblnd_recv() has not been called for), so such a conn stays
 * in memory for as long as its messages stay queued.
 */
public final class KibConnOperations {

    private KibConnOperations() {
    }

    /** DISCONNECTED yet referenced: finalised by connd but not destroyable. */
    public static boolean isPinned(KibConn conn) {
        return conn.getState() == KibConnState.DISCONNECTED && conn.getRefcount() > 0;
    }

    public static EList<KibRx> heldRxs(KibConn conn) {
        EList<KibRx> held = new BasicEList<>();
        for (KibRx rx : conn.getRxs()) {
            if (rx.getState() == RxState.HELD) {
                held.add(rx);
            }
        }
        return ECollections.unmodifiableEList(held);
    }

    public static EList<Message> holders(KibConn conn) {
        EList<Message> holders = new BasicEList<>();
        for (KibRx rx : conn.getRxs()) {
            if (rx.getState() == RxState.HELD && rx.getMessage() != null) {
                holders.add(rx.getMessage());
            }
        }
        return ECollections.unmodifiableEList(holders);
    }

    public static long memoryBytes(KibConn conn) {
        return ((long) conn.getQpPages() + conn.getCqPages() + conn.getRxPages()) * KernelConstants.PAGE_SIZE;
    }

    public static long pinnedBytes(KibConn conn) {
        return isPinned(conn) ? memoryBytes(conn) : 0;
    }
}
