package org.lnetscope.model.validation;

import java.util.List;

import org.eclipse.emf.common.util.DiagnosticChain;
import org.eclipse.emf.ecore.EObject;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Message;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.RtrBufferPool;
import org.lnetscope.model.TxQueue;

/**
 * The credit/queue invariant LNet asserts for each credit counter and its wait queue:
 * {@code (credits < 0) == !list_empty(queue)}, and a value of -N means exactly N queued messages.
 * Together: queue length == max(0, -credits).
 */
final class CreditConstraints {

    private CreditConstraints() {
    }

    static boolean txQueue(TxQueue queue, DiagnosticChain diagnostics) {
        boolean ok = matches(queue.getCredits(), queue.getDelayed(), "tq_credits", "tq_delayed",
                LnetValidator.TX_QUEUE_CREDITS, queue, diagnostics);
        return lowWater(queue.getMinCredits(), queue.getCredits(), "tq_credits", queue, diagnostics) && ok;
    }

    static boolean peerNi(PeerNi peerNi, LustreLayout layout, DiagnosticChain diagnostics) {
        boolean ok = matches(peerNi.getTxCredits(), peerNi.getTxq(), "lpni_txcredits", "lpni_txq",
                LnetValidator.PEER_TX_CREDITS, peerNi, diagnostics);
        if (layout == LustreLayout.LAYOUT_B2_12) {
            ok &= matches(peerNi.getRtrCredits(), peerNi.getRtrq(), "lpni_rtrcredits", "lpni_rtrq",
                    LnetValidator.PEER_RTR_CREDITS, peerNi, diagnostics);
        } else if (!peerNi.getRtrq().isEmpty()) {
            ok &= Report.error(diagnostics, LnetValidator.RTRQ_LAYOUT, "lpni_rtrq holds " + peerNi.getRtrq().size()
                    + " messages, but in the master layout routed messages wait on the peer's lp_rtrq", peerNi);
        }
        ok &= lowWater(peerNi.getMinTxCredits(), peerNi.getTxCredits(), "lpni_txcredits", peerNi, diagnostics);
        return lowWater(peerNi.getMinRtrCredits(), peerNi.getRtrCredits(), "lpni_rtrcredits", peerNi, diagnostics) && ok;
    }

    /** Master keeps the queue per peer and the counters per peer NI (LU-11298). */
    static boolean peer(Peer peer, LustreLayout layout, DiagnosticChain diagnostics) {
        if (layout == LustreLayout.LAYOUT_B2_12) {
            if (peer.getRtrq().isEmpty()) {
                return true;
            }
            return Report.error(diagnostics, LnetValidator.RTRQ_LAYOUT, "lp_rtrq holds " + peer.getRtrq().size()
                    + " messages, but in the 2.12 layout routed messages wait on each peer NI's lpni_rtrq", peer);
        }
        int waiting = 0;
        for (PeerNi peerNi : peer.getPeerNis()) {
            waiting += Math.max(0, -peerNi.getRtrCredits());
        }
        if (peer.getRtrq().size() == waiting) {
            return true;
        }
        if (peer.getRtrq().isEmpty() && countersOnly(peer)) {
            return Report.info(diagnostics, LnetValidator.PEER_RTR_CREDITS, waiting + " messages wait on lp_rtrq by its peer NIs'"
                    + " lpni_rtrcredits (this capture has the counters, not the queued messages)", peer);
        }
        return Report.error(diagnostics, LnetValidator.PEER_RTR_CREDITS, "lp_rtrq holds " + peer.getRtrq().size()
                + " messages but its peer NIs' negative lpni_rtrcredits add up to " + waiting, peer);
    }

    static boolean pool(RtrBufferPool pool, DiagnosticChain diagnostics) {
        boolean ok = matches(pool.getCredits(), pool.getMsgs(), "rbp_credits", "rbp_msgs",
                LnetValidator.POOL_CREDITS, pool, diagnostics);
        return lowWater(pool.getMinCredits(), pool.getCredits(), "rbp_credits", pool, diagnostics) && ok;
    }

    private static boolean matches(int credits, List<Message> queue, String creditName, String queueName, int code,
            EObject owner, DiagnosticChain diagnostics) {
        int expected = Math.max(0, -credits);
        if (queue.size() == expected) {
            return true;
        }
        if (queue.isEmpty() && countersOnly(owner)) {
            // A debugfs table, lctl/lnetctl output or an agent's counters give the credit, not the
            // lnet_msgs on the queue: an empty queue there is "not captured", not a contradiction.
            return Report.info(diagnostics, code, creditName + " is " + credits + ": " + expected + " messages wait on "
                    + queueName + " (this capture has the counters, not the queued messages)", owner);
        }
        String why = credits < 0
                ? creditName + " is " + credits + ", so " + queueName + " must hold " + expected + " messages, but it holds " + queue.size()
                : creditName + " is " + credits + " (not negative), so " + queueName + " must be empty, but it holds " + queue.size();
        return Report.error(diagnostics, code, why, owner);
    }

    static boolean countersOnly(EObject object) {
        return CapturedQueues.countersOnly(object);
    }

    /** The min* fields are low-water marks: the kernel lowers them as credits are taken. */
    private static boolean lowWater(int min, int credits, String creditName, EObject owner,
            DiagnosticChain diagnostics) {
        if (min <= credits) {
            return true;
        }
        return Report.warning(diagnostics, LnetValidator.LOW_WATER_MARK, "the low-water mark of " + creditName + " (" + min
                + ") is above its current value (" + credits + "); was it read at another time?", owner);
    }
}
