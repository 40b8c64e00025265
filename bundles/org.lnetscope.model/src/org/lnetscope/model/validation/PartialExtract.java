package org.lnetscope.model.validation;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.emf.common.util.BasicDiagnostic;
import org.eclipse.emf.common.util.Diagnostic;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.RtrBufferPool;
import org.lnetscope.model.TxQueue;

/**
 * What a credit invariant means when the fabric comes from a crash extract. A negative credit
 * counts the lnet_msgs waiting on its queue (lnet_post_send_locked and lnet_post_routed_recv_locked
 * in lnet/lnet/lib-move.c, v2_12_9), and the counter is one field of a struct the engineer printed,
 * while the queue holds only the lnet_msgs the extract's list walks reached. A queue shorter than
 * its counter is what a partial extract looks like, far more often than kernel corruption: it is
 * said so, as a warning. A queue longer than the counter allows is still an error.
 */
public final class PartialExtract {

    private PartialExtract() {
    }

    /** {@code problems} with each shorter-than-its-counter queue error said as a partial extract. */
    public static List<Diagnostic> explain(List<Diagnostic> problems) {
        List<Diagnostic> out = new ArrayList<>(problems.size());
        for (Diagnostic d : problems) {
            int[] counts = d.getSeverity() >= Diagnostic.ERROR ? shortQueue(d) : null;
            if (counts == null) {
                out.add(d);
                continue;
            }
            String text = d.getMessage() + ". The extract printed " + counts[0] + " of the " + counts[1]
                    + " lnet_msgs the counter says are waiting: a partial extract, not kernel corruption"
                    + " (walk the queue in crash: File > Next Crash Pass)";
            out.add(new BasicDiagnostic(Diagnostic.WARNING, d.getSource(), d.getCode(), text, d.getData().toArray()));
        }
        return out;
    }

    /** {printed, counted} when {@code d} is a credit-versus-queue disagreement with too few messages. */
    private static int[] shortQueue(Diagnostic d) {
        if (!LnetValidator.DIAGNOSTIC_SOURCE.equals(d.getSource()) || d.getData().isEmpty()) {
            return null;
        }
        Object subject = d.getData().get(0);
        int[] counts = switch (d.getCode()) {
            case LnetValidator.PEER_TX_CREDITS -> subject instanceof PeerNi ni
                    ? new int[] {ni.getTxq().size(), -ni.getTxCredits()} : null;
            case LnetValidator.PEER_RTR_CREDITS -> subject instanceof PeerNi ni
                    ? new int[] {ni.getRtrq().size(), -ni.getRtrCredits()}
                    : subject instanceof Peer peer ? new int[] {peer.getRtrq().size(), waiting(peer)} : null;
            case LnetValidator.TX_QUEUE_CREDITS -> subject instanceof TxQueue q
                    ? new int[] {q.getDelayed().size(), -q.getCredits()} : null;
            case LnetValidator.POOL_CREDITS -> subject instanceof RtrBufferPool pool
                    ? new int[] {pool.getMsgs().size(), -pool.getCredits()} : null;
            default -> null;
        };
        return counts != null && counts[0] < counts[1] ? counts : null;
    }

    private static int waiting(Peer peer) {
        int waiting = 0;
        for (PeerNi ni : peer.getPeerNis()) {
            waiting += Math.max(0, -ni.getRtrCredits());
        }
        return waiting;
    }
}
