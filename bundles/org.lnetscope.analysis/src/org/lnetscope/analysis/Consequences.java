package org.lnetscope.analysis;

import org.eclipse.emf.ecore.EObject;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;

/**
 * What an event means for the incident, beyond what it changed: the sentence an LNet expert
 * would add while stepping through with a trainee. Read from the model after the event.
 */
public final class Consequences {

    private Consequences() {
    }

    /** A plain-language consequence for the event's subject, or "" when there is nothing to add. */
    public static String of(EObject subject) {
        if (subject instanceof KibConn conn) {
            return conn(conn);
        }
        if (subject instanceof PeerNi peerNi) {
            return peerNi(peerNi);
        }
        if (subject instanceof Node node) {
            return node(node);
        }
        return "";
    }

    static String conn(KibConn conn) {
        return conn(conn, conn.heldRxs().size());
    }

    /**
     * The consequence for a conn holding {@code held} rx LNet owns: what a model without kib_rx
     * (the window's replay, which reads them from the replay state) passes in.
     */
    public static String conn(KibConn conn, int held) {
        if (conn.getState() == KibConnState.DISCONNECTED && conn.getRefcount() > 0 && held == 0) {
            return "DISCONNECTED with ibc_refcount " + conn.getRefcount() + " from txs still completing: once they "
                    + "finish, kiblnd_destroy_conn() frees it. No rx is held by LNet, so this one does not leak.";
        }
        if (conn.getState() == KibConnState.DISCONNECTED && conn.getRefcount() > 0) {
            return "This conn is now pinned: " + held + " kib_rx held by LNet (messages parked on an rtrq)"
                    + " keep ibc_refcount at " + conn.getRefcount()
                    + ", so kiblnd_destroy_conn() does not run and its QP, CQ and rx pages ("
                    + String.format("%.1f MiB", conn.memoryBytes() / (1024.0 * 1024.0))
                    + ") stay allocated until those messages get a router credit back.";
        }
        if (conn.getState() == KibConnState.CLOSING && held > 0) {
            return "Closing with " + held + " rx still held by LNet: connd will disconnect it, flush the posted rx and "
                    + "drop their refs, but not these " + held + ".";
        }
        return "";
    }

    static String node(Node node) {
        return node(node, node.pinnedConns().size(), node.pinnedBytes());
    }

    /** The consequence for a node whose pinned conns (counted apart, as for {@link #conn(KibConn, int)}) are given. */
    public static String node(Node node, int pinnedConns, long pinnedBytes) {
        if (node.getRamBytes() <= 0 || node.getUsedBytes() < node.getRamBytes() * 0.95) {
            return "";
        }
        return String.format("%s has used %.2f of %.2f GiB; %d DISCONNECTED kib_conns kept alive by parked rx hold %.0f MiB"
                + " of it (QP, CQ and rx pages that only kiblnd_destroy_conn() frees).", node.getHostname(),
                node.getUsedBytes() / GIB, node.getRamBytes() / GIB, pinnedConns, pinnedBytes / (1024.0 * 1024.0));
    }

    private static final double GIB = 1024.0 * 1024.0 * 1024.0;

    static String peerNi(PeerNi peerNi) {
        if (peerNi.getRtrCredits() < 0) {
            return "lpni_rtrcredits is " + peerNi.getRtrCredits() + ": every further message from " + peerNi.getNid()
                    + " parks on the rtrq with its kib_rx, whatever its destination; its IB credits are not returned.";
        }
        if (peerNi.getTxCredits() < 0) {
            return "lpni_txcredits is " + peerNi.getTxCredits() + ": " + (-peerNi.getTxCredits())
                    + " messages wait for " + peerNi.getNid() + ", each holding its sender's router credit.";
        }
        return "";
    }
}
