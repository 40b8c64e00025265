package org.lnetscope.model.internal;

import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.Message;

/** Bodies of the {@link Message} EOperations: the ownership chain lnet_msg -> kib_rx -> kib_conn -> bytes. */
public final class MessageOperations {

    private MessageOperations() {
    }

    public static KibConn heldConn(Message message) {
        KibRx rx = message.getKibRx();
        return rx == null ? null : rx.getConn();
    }

    /**
     * For example {@code lnet_msg 0xffff9a0d7c1e8e00 -> kib_rx 0xffff9a0f01c40270 (rx_nob 264) ->
     * kib_conn 0xffff9a0f00f1c000 to 10.0.0.21@o2ib (DISCONNECTED, ibc_refcount 42) -> 3440640 bytes pinned}.
     */
    public static String ownershipChain(Message message) {
        KibRx rx = message.getKibRx();
        if (rx == null) {
            return null;
        }
        StringBuilder chain = new StringBuilder()
                .append("lnet_msg ").append(Addresses.format(message.getAddress()))
                .append(" -> kib_rx ").append(Addresses.format(rx.getAddress()))
                .append(" (rx_nob ").append(rx.getNob()).append(')');
        KibConn conn = rx.getConn();
        if (conn == null) {
            return chain.append(" -> no kib_conn").toString();
        }
        chain.append(" -> kib_conn ").append(Addresses.format(conn.getAddress()));
        KibPeer peer = conn.getPeer();
        if (peer != null && peer.getNid() != null) {
            chain.append(" to ").append(peer.getNid());
        }
        chain.append(" (").append(conn.getState().getLiteral())
                .append(", ibc_refcount ").append(conn.getRefcount()).append(") -> ");
        if (conn.isPinned()) {
            chain.append(conn.memoryBytes()).append(" bytes pinned");
        } else {
            chain.append(conn.memoryBytes()).append(" bytes, not pinned");
        }
        return chain.toString();
    }
}
