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
 * ibc_refcount reaches 0. Past ESTABLISHED, kiblnd_post_rx() drops an rx instead of reposting it
 * (kiblnd_drop_rx(), one ref less; o2iblnd_cb.c, 2.12 and master), so the refs that stay are those
 * of rxs LNet still holds (parked routed messages that kiblnd_recv() has not been called for) and
 * of txs still completing; only the former keep the conn for as long as its messages stay queued.
 */
public final class KibConnOperations {

    private KibConnOperations() {
    }

    /**
     * CLOSING or DISCONNECTED and holding at least one rx that LNet still owns: a refcount left only
     * by txs still completing drops to 0 by itself, so it does not pin.
     */
    public static boolean isPinned(KibConn conn) {
        KibConnState state = conn.getState();
        if (state != KibConnState.CLOSING && state != KibConnState.DISCONNECTED) {
            return false;
        }
        for (KibRx rx : conn.getRxs()) {
            if (rx.getState() == RxState.HELD) {
                return true;
            }
        }
        return false;
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
