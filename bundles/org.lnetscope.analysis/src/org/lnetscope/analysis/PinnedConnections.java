package org.lnetscope.analysis;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.nid.Nid;

/**
 * The pinned-connection detector: CLOSING or DISCONNECTED kib_conns that cannot be destroyed
 * because received messages LNet still parks (on an rtrq or rbp_msgs) hold their kib_rx. Relies
 * on the model's own definition ({@link KibConn#isPinned()}), so a replayed state and a vmcore
 * snapshot are judged the same way. A conn the extract knows only through an rx's rx_conn (its
 * ibc_state never printed) that holds such rxs is listed apart, as {@link Unconfirmed}.
 */
public final class PinnedConnections {

    /**
     * One pinned conn, the rxs of it LNet holds ({@code held}: how many, how many parked messages hold them,
     * the first and last of those) and what it keeps allocated.
     */
    public record Pinned(Node node, KibConn conn, String peer, int refcount, MsgQueues.Held held, long bytes) {

        /** How many parked messages hold its rxs. */
        public int holderCount() {
            return held.holders();
        }

        /**
         * The parked messages themselves, from the model's lists: empty over a replay model built without
         * lnet_msg and kib_rx (read {@link #held()} there, as the views do).
         */
        public List<Message> holders() {
            return conn.holders();
        }
    }

    /**
     * A conn that may be pinned, the extract does not say: it holds rxs LNet owns but its state was
     * not read, or it is closed and still referenced but none of its rxs was printed. {@code why}
     * says which.
     */
    public record Unconfirmed(Node node, KibConn conn, String peer, int heldRxs, long bytes, String why) {
    }

    private PinnedConnections() {
    }

    /** Every pinned conn of the fabric, the ones holding the most memory first. */
    public static List<Pinned> find(Fabric fabric) {
        return find(fabric, MsgQueues.MODEL);
    }

    /** {@link #find(Fabric)} with the rxs read through {@code queues} (a replay's state). */
    public static List<Pinned> find(Fabric fabric, MsgQueues queues) {
        List<Pinned> pinned = new ArrayList<>();
        for (Node node : fabric.getNodes()) {
            pinned.addAll(unsorted(node, queues));
        }
        return sorted(pinned);
    }

    /** The pinned conns of one node, the ones holding the most memory first: what a router view needs. */
    public static List<Pinned> find(Node node, MsgQueues queues) {
        return sorted(unsorted(node, queues));
    }

    private static List<Pinned> unsorted(Node node, MsgQueues queues) {
        List<Pinned> pinned = new ArrayList<>();
        Links links = new Links(node);
        for (KibConn conn : queues.pinnedConns(node)) {
            String peer = peer(links, conn);
            pinned.add(new Pinned(node, conn, peer, conn.getRefcount(), queues.held(conn), queues.pinnedBytes(conn)));
        }
        return pinned;
    }

    private static List<Pinned> sorted(List<Pinned> pinned) {
        pinned.sort(Comparator.comparingLong(Pinned::bytes).reversed().thenComparing(Pinned::peer));
        return pinned;
    }

    /** Conns holding rxs LNet owns whose ibc_state the extract does not have (none for complete data). */
    public static List<Unconfirmed> unconfirmed(Fabric fabric, Evidence evidence) {
        List<Unconfirmed> result = new ArrayList<>();
        for (Node node : fabric.getNodes()) {
            Links links = new Links(node, evidence);
            for (KibPeer kibPeer : node.getKibPeers()) {
                for (KibConn conn : kibPeer.getConns()) {
                    int held = conn.heldRxs().size();
                    boolean closed = conn.getState() == KibConnState.CLOSING || conn.getState() == KibConnState.DISCONNECTED;
                    if (held > 0 && !evidence.read(conn, "ibc_state")) {
                        result.add(new Unconfirmed(node, conn, peer(links, conn), held, conn.memoryBytes(),
                                "holds " + held + " rx owned by parked messages but ibc_state was not printed:"
                                        + " pinned if CLOSING or DISCONNECTED"));
                    } else if (closed && held == 0 && conn.getRefcount() > 0 && !evidence.read(conn, "ibc_rxs")) {
                        // refs of rxs LNet holds, or of txs still completing: its rxs would tell
                        result.add(new Unconfirmed(node, conn, peer(links, conn), 0, conn.memoryBytes(),
                                conn.getState().getLiteral() + " with ibc_refcount " + conn.getRefcount()
                                        + " but no kib_rx of it is linked to a parked message (an rx_nob > 0 on a closed"
                                        + " conn is no proof: kiblnd_post_rx() drops the rx without resetting it):"
                                        + " pinned if parked messages hold its rxs"));
                    }
                }
            }
        }
        return result;
    }

    /** The conn's peer NID, saying so when it was inferred rather than read from ibc_peer. */
    static String peer(Links links, KibConn conn) {
        Links.Link<Nid> nid = links.peerNid(conn);
        return !nid.known() ? "?" : nid.inferred() ? nid.target() + " (" + nid.how() + ")" : nid.target().toString();
    }

    public static long totalBytes(List<Pinned> pinned) {
        return pinned.stream().mapToLong(Pinned::bytes).sum();
    }
}
