package org.lnetscope.ui.properties;

import org.eclipse.emf.ecore.EObject;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Message;
import org.lnetscope.model.Net;
import org.lnetscope.model.Node;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;

/** How an LNet object is named in the UI: the way crash or lnetctl would name it. */
public final class Labels {

    private Labels() {
    }

    public static String of(Object object) {
        if (object == null) {
            return "";
        }
        if (object instanceof Fabric f) {
            return "fabric " + f.getName();
        }
        if (object instanceof Node n) {
            return n.getHostname() + " (" + n.getRole().getLiteral().toLowerCase() + ")";
        }
        if (object instanceof Net n) {
            return n.getName();
        }
        if (object instanceof LocalNi ni) {
            return "NI " + ni.getNid();
        }
        if (object instanceof Peer p) {
            return "peer " + p.getPrimaryNid();
        }
        if (object instanceof PeerNi p) {
            return "peer NI " + p.getNid();
        }
        if (object instanceof KibPeer p) {
            return "kib_peer_ni " + p.getNid();
        }
        if (object instanceof KibConn c) {
            return "kib_conn " + hex(c.getAddress()) + " " + c.getState();
        }
        if (object instanceof KibRx rx) {
            return "kib_rx " + hex(rx.getAddress());
        }
        if (object instanceof Message m) {
            return "lnet_msg " + hex(m.getAddress()) + " " + m.getType() + " " + m.getSrcNid() + " -> " + m.getDestNid();
        }
        if (object instanceof EObject e) {
            return e.eClass().getName();
        }
        return String.valueOf(object);
    }

    static String hex(long address) {
        return address == 0 ? "(no address)" : "0x" + Long.toHexString(address);
    }
}
