package org.lnetscope.model.validation;

import java.util.List;

import org.eclipse.emf.ecore.EObject;
import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Fabric;

/**
 * What a capture says about queues. An import of pasted or collected LNet files (MANUAL) and live
 * agents with their Prometheus history (AGENT) carry each credit counter but none of the lnet_msgs
 * on its queue; a crash extract and the simulator carry both. A negative credit counts the messages
 * waiting (lnet_post_send_locked, lnet_post_routed_recv_locked in lnet/lnet/lib-move.c, v2_12_9), so
 * where the queue was not captured its length is that count or, with a credit not below zero, 0;
 * its contents are unknown.
 */
public final class CapturedQueues {

    private CapturedQueues() {
    }

    /** Whether {@code object}'s fabric has counters but no queue contents. */
    public static boolean countersOnly(EObject object) {
        for (EObject o = object; o != null; o = o.eContainer()) {
            if (o instanceof Fabric fabric) {
                return fabric.getSource() == CaptureSource.MANUAL || fabric.getSource() == CaptureSource.AGENT;
            }
        }
        return false;
    }

    /**
     * A queue's length as the capture knows it: its size when the messages were captured, else
     * "unknown" with the count the credit gives ({@code "unknown (451 wait by lpni_txcredits)"}).
     */
    public static String length(EObject owner, List<?> queue, int credits, String creditName) {
        if (!queue.isEmpty() || !countersOnly(owner)) {
            return String.valueOf(queue.size());
        }
        return credits < 0 ? "unknown (" + -credits + " wait by " + creditName + ")" : "unknown (none wait by " + creditName + ")";
    }

    /**
     * A tx queue's length as the capture knows it: as {@link #length}, and where a crash extract lists
     * fewer messages than its counter says wait ({@link #txWaiting}), both: {@code "3 of 4500 (lpni_txcredits
     * -4500; 4497 not in the file)"}.
     */
    public static String txLength(EObject owner, List<?> queue, int credits) {
        String length = length(owner, queue, credits, "lpni_txcredits");
        int waiting = txWaiting(queue.size(), credits);
        if (length.startsWith("unknown") || waiting == queue.size()) {
            return length;
        }
        return queue.size() + " of " + waiting + " (lpni_txcredits " + credits + "; " + (waiting - queue.size())
                + " not in the file)";
    }

    /**
     * How many messages wait on a tx queue by its counter and its list together: lnet_post_send_locked()
     * (lib-move.c; the same at v2_12_9, b2_15, b2_16, master) puts a message on lpni_txq (tq_delayed)
     * exactly when it takes lpni_txcredits (tq_credits) below zero, so -credits wait; a crash extract may
     * list fewer of them ({@code listed}). Not for router queues: in master a returned credit of one peer
     * NI dequeues from the peer's shared lp_rtrq, so -lpni_rtrcredits is not that NI's count.
     */
    public static int txWaiting(int listed, int credits) {
        return Math.max(listed, -credits);
    }
}
