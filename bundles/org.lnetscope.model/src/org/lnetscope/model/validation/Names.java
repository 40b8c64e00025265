package org.lnetscope.model.validation;

import org.eclipse.emf.ecore.EObject;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.RtrBufferPool;
import org.lnetscope.model.TxQueue;
import org.lnetscope.model.internal.Addresses;

/** How diagnostics name objects: by NID and kernel address, the way crash and lctl show them. */
final class Names {

    private Names() {
    }

    static String of(EObject object) {
        String name = switch (object) {
            case PeerNi peerNi -> "peer NI " + nid(peerNi.getNid()) + address(" lnet_peer_ni ", peerNi.getAddress());
            case Peer peer -> "peer " + nid(peer.getPrimaryNid()) + address(" lnet_peer ", peer.getAddress());
            case TxQueue queue -> "CPT " + queue.getCpt() + " tx queue of NI "
                    + (queue.eContainer() instanceof LocalNi ni ? nid(ni.getNid()) : "?");
            case RtrBufferPool pool -> pool.getKind().getLiteral() + " router buffer pool of CPT " + pool.getCpt();
            case KibConn conn -> "kib_conn " + Addresses.format(conn.getAddress())
                    + (conn.getPeer() != null ? " to " + nid(conn.getPeer().getNid()) : "");
            case KibRx rx -> "kib_rx " + Addresses.format(rx.getAddress());
            case Message message -> "lnet_msg " + Addresses.format(message.getAddress());
            case LocalNi ni -> "NI " + nid(ni.getNid());
            case Node node -> "node " + node.getHostname();
            default -> object.eClass().getName().replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(java.util.Locale.ROOT);
        };
        Node node = nodeOf(object);
        return node != null && node != object ? name + " on " + node.getHostname() : name;
    }

    /**
     * A NID the file does not give (a crash extract that printed the conn's peer but not its NID):
     * said so, never Java's "null".
     */
    private static String nid(Object nid) {
        return nid == null ? "(NID not in the file)" : nid.toString();
    }

    static Node nodeOf(EObject object) {
        for (EObject o = object; o != null; o = o.eContainer()) {
            if (o instanceof Node node) {
                return node;
            }
        }
        return null;
    }

    private static String address(String label, long address) {
        return address == 0 ? "" : " (" + label.trim() + " " + Addresses.format(address) + ")";
    }
}
