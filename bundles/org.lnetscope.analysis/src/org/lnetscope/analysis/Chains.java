package org.lnetscope.analysis;

import org.lnetscope.analysis.Links.Link;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.Message;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.nid.Nid;

/**
 * The ownership chain of a parked message, lnet_msg -> kib_rx (msg_private) -> kib_conn
 * (rx_conn) -> its peer (ibc_peer) -> the bytes it keeps, from whatever links were read: a link
 * that was inferred says from what, one that is missing says which field would give it, so the
 * chain is exactly as confident as the extract.
 */
public final class Chains {

    private Chains() {
    }

    /**
     * The chain of {@code message}, or null when it holds no rx and is not parked (nothing to own).
     * {@code parked}: the caller found it on a router queue (lpni_rtrq, lp_rtrq, rbp_msgs), which
     * an extract shows even when msg_rx_delayed was not printed.
     */
    public static String of(Message message, boolean parked, Links links, Evidence evidence) {
        Link<KibRx> rx = Links.rx(message);
        if (!rx.known() && !(parked || message.isRxDelayed())) {
            return null;
        }
        StringBuilder chain = new StringBuilder("lnet_msg ").append(Labels.hex(message.getAddress()));
        if (!rx.known()) {
            chain.append(" -> kib_rx ? (").append(evidence.read(message, "msg_private") ? "not printed" : "msg_private not read")
                    .append(')');
            Link<PeerNi> from = links.rxPeer(message);
            if (from.known()) {
                chain.append(" -> a kib_conn to ").append(from.target().getNid())
                        .append(from.inferred() ? " (" + from.how() + ")" : " (msg_rxpeer)");
            }
            return chain.toString();
        }
        KibRx r = rx.target();
        chain.append(" -> kib_rx ").append(Labels.hex(r.getAddress())).append(" (rx_nob ").append(r.getNob()).append(')');
        KibConn conn = r.getConn();
        if (conn == null) {
            return chain.append(" -> kib_conn ? (rx_conn not read)").toString();
        }
        chain.append(" -> kib_conn ").append(Labels.hex(conn.getAddress()));
        Link<Nid> peer = links.peerNid(conn);
        if (peer.known()) {
            chain.append(" to ").append(peer.target());
            if (peer.inferred()) {
                chain.append(" (").append(peer.how()).append(')');
            }
        }
        if (!evidence.read(conn, "ibc_state")) {
            return chain.append(" (not printed: ibc_state and ibc_refcount unknown) -> pinned if CLOSING or DISCONNECTED")
                    .toString();
        }
        chain.append(" (").append(conn.getState().getLiteral()).append(", ibc_refcount ").append(conn.getRefcount())
                .append(") -> ").append(conn.memoryBytes()).append(conn.isPinned() ? " bytes pinned" : " bytes, not pinned");
        return chain.toString();
    }
}
