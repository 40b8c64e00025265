package org.lnetscope.model.internal;

import org.eclipse.emf.common.util.BasicEList;
import org.eclipse.emf.common.util.ECollections;
import org.eclipse.emf.common.util.EList;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Node;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.nid.Nid;

/** Bodies of the {@link Node} EOperations. Lookups are linear: they serve views, not inner loops. */
public final class NodeOperations {

    private NodeOperations() {
    }

    public static EList<KibConn> pinnedConns(Node node) {
        EList<KibConn> pinned = new BasicEList<>();
        for (KibPeer peer : node.getKibPeers()) {
            for (KibConn conn : peer.getConns()) {
                if (conn.isPinned()) {
                    pinned.add(conn);
                }
            }
        }
        return ECollections.unmodifiableEList(pinned);
    }

    public static long pinnedBytes(Node node) {
        long bytes = 0;
        for (KibPeer peer : node.getKibPeers()) {
            for (KibConn conn : peer.getConns()) {
                bytes += conn.pinnedBytes();
            }
        }
        return bytes;
    }

    public static LocalNi findLocalNi(Node node, Nid nid) {
        for (LocalNi ni : node.getLocalNis()) {
            if (nid != null && nid.equals(ni.getNid())) {
                return ni;
            }
        }
        return null;
    }

    public static PeerNi findPeerNi(Node node, Nid nid) {
        for (Peer peer : node.getPeers()) {
            for (PeerNi peerNi : peer.getPeerNis()) {
                if (nid != null && nid.equals(peerNi.getNid())) {
                    return peerNi;
                }
            }
        }
        return null;
    }

    public static KibPeer findKibPeer(Node node, Nid nid) {
        for (KibPeer peer : node.getKibPeers()) {
            if (nid != null && nid.equals(peer.getNid())) {
                return peer;
            }
        }
        return null;
    }
}
