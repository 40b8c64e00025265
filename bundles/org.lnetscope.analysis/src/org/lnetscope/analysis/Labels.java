package org.lnetscope.analysis;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.lnetscope.model.Diagnostic;
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
import org.lnetscope.model.nid.Nid;

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
            return node(n) + " (" + n.getRole().getLiteral().toLowerCase() + ")";
        }
        if (object instanceof Net n) {
            return n.getName();
        }
        if (object instanceof LocalNi ni) {
            return "NI " + ni.getNid();
        }
        if (object instanceof Peer p) {
            return "peer " + nid(p, p.getPrimaryNid());
        }
        if (object instanceof PeerNi p) {
            return "peer NI " + nid(p, p.getNid());
        }
        if (object instanceof KibPeer p) {
            return "kib_peer_ni " + nid(p, p.getNid());
        }
        if (object instanceof KibConn c) {
            return "kib_conn " + hex(c.getAddress()) + " " + c.getState()
                    + (c.getPeer() == null ? "" : " to " + nid(c, c.getPeer().getNid()));
        }
        if (object instanceof KibRx rx) {
            return "kib_rx " + hex(rx.getAddress());
        }
        if (object instanceof Message m) {
            return "lnet_msg " + hex(m.getAddress()) + " " + m.getType() + " " + orUnknown(m.getSrcNid()) + " -> "
                    + orUnknown(m.getDestNid());
        }
        if (object instanceof Diagnostic d) {
            // what it says, not only that it is one: the Model view listed a dump's problems as
            // "problem", "problem", ...
            String message = d.getMessage() == null ? "" : d.getMessage();
            return d.getSeverity().getLiteral().toLowerCase(Locale.ROOT)
                    + (d.getLocation() == null || d.getLocation().isEmpty() ? "" : " at " + d.getLocation()) + ": "
                    + (message.length() > 160 ? message.substring(0, 159) + "…" : message);
        }
        if (object instanceof EObject e) {
            return kernelName(e.eClass().getName());
        }
        return String.valueOf(object);
    }

    private static String orUnknown(Object value) {
        return value == null ? "?" : String.valueOf(value);
    }

    /**
     * An LNet model class as the kernel, lctl or lnetctl call it: never the Java name ("Tunables",
     * "Diagnostic", "PeerNi") in the user's words.
     */
    public static String kernelName(String eClass) {
        return switch (eClass) {
            case "PeerNi" -> "peer NI";
            case "Peer" -> "peer";
            case "LocalNi" -> "NI";
            case "KibPeer" -> "kib_peer_ni";
            case "KibConn" -> "kib_conn";
            case "KibRx" -> "kib_rx";
            case "Message" -> "lnet_msg";
            case "Node" -> "node";
            case "Net" -> "net";
            case "TxQueue" -> "CPT tx queue";
            case "RtrBufferPool" -> "router buffer pool";
            case "Route" -> "route";
            case "Stats" -> "lnet stats";
            case "Tunables" -> "module parameters";
            case "Diagnostic" -> "problem";
            case "Fabric" -> "fabric";
            default -> eClass.replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(Locale.ROOT);
        };
    }

    /** A node as both the Fabric (hostname) and lnetctl (NID) name it: {@code rtr1 10.0.0.1@o2ib}. */
    public static String node(Node node) {
        if (node.getLocalNis().isEmpty() || node.getLocalNis().get(0).getNid() == null) {
            return node.getHostname();
        }
        return node.getHostname() + " " + node.getLocalNis().get(0).getNid();
    }

    /**
     * A NID as seen from {@code context}'s fabric, with the hostname of the node that owns it when the
     * fabric has that node: {@code 10.0.2.6@o2ib (oss06)}. Peers that run no agent, or a vmcore
     * extract's peers, have no node: then the NID alone.
     */
    public static String nid(EObject context, Nid nid) {
        if (nid == null) {
            return "?";
        }
        String host = hostOf(context, nid);
        return host == null ? nid.toString() : nid + " (" + host + ")";
    }

    /**
     * Inside {@link #withHostIndex}: each fabric's NIDs indexed once. A router's picture names
     * thousands of senders, peer NIs and conns; scanning every node's NIs for each (as
     * {@link #hostOf} does outside a scope, where the fabric may change between calls) kept a
     * million-object router's picture on the UI thread for over a second (ResponsiveWindowTest).
     */
    private static final ThreadLocal<Map<Fabric, Map<Nid, String>>> HOST_INDEX = new ThreadLocal<>();

    /** Runs {@code work} with {@link #hostOf} answered from an index built once per fabric (the fabric must not change meanwhile). */
    public static <T> T withHostIndex(java.util.function.Supplier<T> work) {
        if (HOST_INDEX.get() != null) {
            return work.get();
        }
        HOST_INDEX.set(new java.util.IdentityHashMap<>());
        try {
            return work.get();
        } finally {
            HOST_INDEX.remove();
        }
    }

    /** The hostname of the node in {@code context}'s fabric with a local NI {@code nid}, or null. */
    public static String hostOf(EObject context, Nid nid) {
        if (context == null || nid == null
                || !(EcoreUtil.getRootContainer(context) instanceof Fabric fabric)) {
            return null;
        }
        Map<Fabric, Map<Nid, String>> scope = HOST_INDEX.get();
        if (scope != null) {
            return scope.computeIfAbsent(fabric, Labels::hostsByNid).get(nid);
        }
        for (Node node : fabric.getNodes()) {
            for (LocalNi ni : node.getLocalNis()) {
                if (nid.equals(ni.getNid())) {
                    return node.getHostname();
                }
            }
        }
        return null;
    }

    /** Every local NI's NID to its node's hostname; the first node wins, as {@link #hostOf}'s scan does. */
    private static Map<Nid, String> hostsByNid(Fabric fabric) {
        Map<Nid, String> hosts = new HashMap<>();
        for (Node node : fabric.getNodes()) {
            for (LocalNi ni : node.getLocalNis()) {
                if (ni.getNid() != null) {
                    hosts.putIfAbsent(ni.getNid(), node.getHostname());
                }
            }
        }
        return hosts;
    }

    /** Whether {@code node} is the one a user typed: its hostname or one of its NIDs (or a prefix of either). */
    public static boolean matches(Node node, String query) {
        String q = query.trim().toLowerCase(Locale.ROOT);
        if (q.isEmpty()) {
            return true;
        }
        if (node.getHostname() != null && node.getHostname().toLowerCase(Locale.ROOT).contains(q)) {
            return true;
        }
        for (LocalNi ni : node.getLocalNis()) {
            if (ni.getNid() != null && ni.getNid().toString().toLowerCase(Locale.ROOT).contains(q)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A model feature in the kernel's words: {@code txCredits} of a peer NI is lpni_txcredits,
     * printed "txcredits" as lnetctl peer show does; {@code refcount} of a conn is ibc_refcount.
     * Others go from camelCase to the kernel's snake_case ({@code msgsAlloc} -> msgs_alloc).
     */
    public static String field(EObject owner, String feature) {
        String kernel = switch (feature) {
            case "txCredits" -> "txcredits";
            case "minTxCredits" -> "min txcredits";
            case "maxTxCredits" -> "max txcredits";
            case "rtrCredits" -> "rtrcredits";
            case "minRtrCredits" -> "min rtrcredits";
            case "txqNob" -> "txq nob";
            case "rtrq" -> "rtrq";
            case "txq" -> "txq";
            case "usedBytes" -> "memory used";
            case "healthValue" -> "health value";
            case "lastAlive" -> owner instanceof KibPeer ? "ibp_last_alive" : "last alive";
            default -> null;
        };
        if (kernel != null) {
            return kernel;
        }
        String snake = feature.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT);
        return owner instanceof KibConn && !snake.startsWith("ibc_") ? "ibc_" + snake : snake;
    }

    /** Whether a feature holds bytes (shown as MiB). */
    public static boolean isBytes(String feature) {
        return feature.endsWith("Bytes");
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
