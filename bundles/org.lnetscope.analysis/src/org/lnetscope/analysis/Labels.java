package org.lnetscope.analysis;

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

/**
 * How an LNet object is named, in the window, the pictures and the CLI: the way crash or lnetctl
 * would name it ({@code peer NI 10.0.0.21@o2ib}, {@code kib_conn 0xffff... DISCONNECTED}), and the
 * number formats those texts share (kernel addresses, MiB).
 */
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

    /** A kernel address as crash prints it; 0 is an object whose address was not read. */
    public static String hex(long address) {
        return address == 0 ? "(no address)" : "0x" + Long.toHexString(address);
    }

    /** The last six hex digits, enough to tell conns of one slab apart on a small box. */
    public static String shortHex(long address) {
        String hex = Long.toHexString(address);
        return "…" + hex.substring(Math.max(0, hex.length() - 6));
    }

    /** Memory as the views show it: MiB with one decimal, GiB from 1 GiB up. */
    public static String mib(long bytes) {
        if (bytes >= 1024 * MIB) {
            return String.format("%.1f GiB", bytes / (1024.0 * MIB));
        }
        return String.format("%.1f MiB", bytes / (double) MIB);
    }

    private static final long MIB = 1024L * 1024;
}
