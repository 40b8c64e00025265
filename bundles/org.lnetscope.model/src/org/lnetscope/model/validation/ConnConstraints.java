package org.lnetscope.model.validation;

import java.util.List;

import org.eclipse.emf.common.util.DiagnosticChain;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.ListLinkState;
import org.lnetscope.model.Message;
import org.lnetscope.model.RxState;
import org.lnetscope.model.internal.Addresses;

/**
 * o2iblnd refcount rules (kib_conn, kib_rx): each rx the conn still owns holds a ref (ibc_nrx,
 * kiblnd_create_conn / kiblnd_drop_rx in o2iblnd.c and o2iblnd_cb.c); see docs/kernel-map.md.
 */
final class ConnConstraints {

    /** How many holders a pinned-connection warning names before "and N more". */
    private static final int HOLDERS_NAMED = 3;

    private ConnConstraints() {
    }

    static boolean conn(KibConn conn, DiagnosticChain diagnostics) {
        List<KibRx> held = conn.heldRxs();
        boolean ok = true;
        if (conn.getRefcount() < held.size()) {
            ok = Report.error(diagnostics, LnetValidator.CONN_REFCOUNT_HELD, "ibc_refcount is " + conn.getRefcount()
                    + " but " + held.size() + " of its rxs are held, and each held rx keeps one ref", conn);
        }
        if (conn.getNrx() < held.size()) {
            ok &= Report.error(diagnostics, LnetValidator.CONN_NRX_HELD, "ibc_nrx is " + conn.getNrx()
                    + " but " + held.size() + " of its rxs are held, and a held rx is still owned", conn);
        }
        if (conn.getRefcount() <= 0 && conn.getIbcListState() != ListLinkState.LINKED) {
            // The last decref queues the conn on kib_connd_zombies (ibc_list linked) for connd to destroy.
            ok &= Report.error(diagnostics, LnetValidator.CONN_REFCOUNT_ZERO, "ibc_refcount is " + conn.getRefcount()
                    + ": the last kiblnd_conn_decref hands a conn to kiblnd_destroy_conn, so it cannot still exist"
                    + " unless queued on kib_connd_zombies", conn);
        }
        if (conn.getState() == KibConnState.DISCONNECTED && conn.getRefcount() > 0) {
            ok &= Report.warning(diagnostics, LnetValidator.CONN_PINNED, "pinned connection: DISCONNECTED with ibc_refcount "
                    + conn.getRefcount() + ", so its " + conn.memoryBytes() + " bytes of QP, CQ and rx pages are not freed; "
                    + holders(conn, held), conn);
        }
        return ok;
    }

    private static String holders(KibConn conn, List<KibRx> held) {
        if (held.isEmpty()) {
            return "no rx is held, so the refs come from elsewhere (txs, connd)";
        }
        List<Message> messages = conn.holders();
        StringBuilder text = new StringBuilder("held by ").append(held.size()).append(" rxs");
        if (!messages.isEmpty()) {
            text.append(" of lnet_msgs ");
            for (int i = 0; i < Math.min(HOLDERS_NAMED, messages.size()); i++) {
                text.append(i > 0 ? ", " : "").append(Addresses.format(messages.get(i).getAddress()));
            }
            if (messages.size() > HOLDERS_NAMED) {
                text.append(" and ").append(messages.size() - HOLDERS_NAMED).append(" more");
            }
            Message first = messages.get(0);
            if (first.getRxPeer() != null) {
                text.append(", parked for router credits of ").append(first.getRxPeer().getNid());
            }
        }
        return text.toString();
    }

    /** rx_nob encodes the state: -1 posted, 0 idle, > 0 received and held. */
    static boolean rx(KibRx rx, DiagnosticChain diagnostics) {
        RxState expected = rx.getNob() < 0 ? RxState.POSTED : rx.getNob() == 0 ? RxState.IDLE : RxState.HELD;
        boolean ok = true;
        if (rx.getState() != expected || rx.getNob() < -1) {
            ok = Report.error(diagnostics, LnetValidator.RX_STATE, "rx_nob " + rx.getNob() + " means "
                    + expected.getLiteral() + " but the rx is marked " + rx.getState().getLiteral(), rx);
        }
        if (rx.getMessage() != null && rx.getState() != RxState.HELD) {
            ok &= Report.error(diagnostics, LnetValidator.RX_MESSAGE, "an lnet_msg holds it, but only a held rx"
                    + " (received, not reposted) can belong to a message", rx);
        }
        return ok;
    }

    /**
     * msg_private is live only while the message is still receiving and parked: kiblnd_recv()
     * reposts or drops the rx once lnet_post_routed_recv_locked() lets the message through.
     */
    static boolean message(Message message, DiagnosticChain diagnostics) {
        if (message.getKibRx() == null || (message.isReceiving() && message.isRxDelayed())) {
            return true;
        }
        return Report.error(diagnostics, LnetValidator.RX_MESSAGE, "has a kib_rx, but msg_private is only live while"
                + " msg_receiving and msg_rx_delayed are set (it was reposted once the message was received)", message);
    }
}
