package org.lnetscope.render.router;

import org.lnetscope.analysis.Labels;
import org.lnetscope.analysis.MsgQueues;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.PeerNi;

/** What hovering a shape of the router picture says: the chain a Lustre engineer would walk in crash. */
public final class Tooltips {

    private Tooltips() {
    }

    /** The tooltip: the ownership chain a Lustre engineer would otherwise walk in crash. */
    public static String of(Shape shape) {
        return of(shape, MsgQueues.MODEL);
    }

    /** The tooltip of a shape of a picture drawn through {@code queues} ({@link RouterPicture#queues()}). */
    public static String of(Shape shape, MsgQueues queues) {
        if (shape.subject() instanceof QueueRun run) {
            String what = shape.kind() == Shape.Kind.TXQ_RUN
                    ? run.count() + " messages from " + run.label() + " waiting for peer tx credit"
                    : run.count() + " routed messages parked for a router credit; their kib_rx are not reposted";
            return what + "\nfirst: " + queues.ownershipChain(run.firstMsg());
        }
        if (shape.subject() instanceof KibConn conn) {
            return "kib_conn " + Labels.hex(conn.getAddress())
                    + (conn.getPeer() == null ? "" : " to " + Labels.nid(conn, conn.getPeer().getNid()))
                    + "\nstate " + conn.getState() + ", ibc_refcount "
                    + conn.getRefcount() + ", " + queues.held(conn).rxs() + " rx held by LNet\n"
                    + (queues.isPinned(conn)
                            ? "Pinned: kiblnd_destroy_conn() runs only at refcount 0, so its QP, CQ and rx pages ("
                                    + Labels.mib(conn.memoryBytes()) + ") stay allocated until the parked"
                                    + " messages get router credits back."
                            : "");
        }
        if (shape.subject() instanceof PeerNi peerNi) {
            return Labels.of(peerNi) + ": lpni_txcredits " + peerNi.getTxCredits() + ", lpni_rtrcredits "
                    + peerNi.getRtrCredits() + ", refs " + peerNi.getRefcount()
                    + "\nNegative credits: -N means N messages are queued, in FIFO order.";
        }
        return null;
    }
}
