package org.lnetscope.analysis;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;

/**
 * The pinned-connection detector: DISCONNECTED kib_conns that cannot be destroyed because
 * received messages LNet still parks (on an rtrq or rbp_msgs) hold their kib_rx. Relies on the
 * model's own definition ({@link KibConn#isPinned()}), so a replayed state and a vmcore snapshot
 * are judged the same way.
 */
public final class PinnedConnections {

    /** One pinned conn, its holders (the parked messages) and what it keeps allocated. */
    public record Pinned(Node node, KibConn conn, String peer, int refcount, List<Message> holders, long bytes) {
    }

    private PinnedConnections() {
    }

    /** Every pinned conn of the fabric, the ones holding the most memory first. */
    public static List<Pinned> find(Fabric fabric) {
        List<Pinned> pinned = new ArrayList<>();
        for (Node node : fabric.getNodes()) {
            for (KibConn conn : node.pinnedConns()) {
                String peer = conn.getPeer() == null || conn.getPeer().getNid() == null ? "?" : conn.getPeer().getNid().toString();
                pinned.add(new Pinned(node, conn, peer, conn.getRefcount(), List.copyOf(conn.holders()), conn.pinnedBytes()));
            }
        }
        pinned.sort(Comparator.comparingLong(Pinned::bytes).reversed().thenComparing(Pinned::peer));
        return pinned;
    }

    public static long totalBytes(List<Pinned> pinned) {
        return pinned.stream().mapToLong(Pinned::bytes).sum();
    }
}
