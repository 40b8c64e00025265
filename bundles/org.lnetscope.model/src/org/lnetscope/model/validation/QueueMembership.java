package org.lnetscope.model.validation;

import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.DiagnosticChain;
import org.eclipse.emf.ecore.EObject;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.RtrBufferPool;
import org.lnetscope.model.TxQueue;

/**
 * A message waits through its single msg_list, so it is on at most one wait queue, and only on
 * queues of the node that holds it.
 */
final class QueueMembership {

    private QueueMembership() {
    }

    static boolean node(Node node, DiagnosticChain diagnostics) {
        Map<Message, String> seen = new IdentityHashMap<>();
        boolean ok = true;
        for (LocalNi ni : node.getLocalNis()) {
            for (TxQueue queue : ni.getTxQueues()) {
                ok &= visit(node, queue, queue.getDelayed(), "tq_delayed", seen, diagnostics);
            }
        }
        for (Peer peer : node.getPeers()) {
            ok &= visit(node, peer, peer.getRtrq(), "lp_rtrq", seen, diagnostics);
            for (PeerNi peerNi : peer.getPeerNis()) {
                ok &= visit(node, peerNi, peerNi.getTxq(), "lpni_txq", seen, diagnostics);
                ok &= visit(node, peerNi, peerNi.getRtrq(), "lpni_rtrq", seen, diagnostics);
            }
        }
        for (RtrBufferPool pool : node.getRtrBufferPools()) {
            ok &= visit(node, pool, pool.getMsgs(), "rbp_msgs", seen, diagnostics);
        }
        return ok;
    }

    private static boolean visit(Node node, EObject owner, List<Message> queue, String queueName,
            Map<Message, String> seen, DiagnosticChain diagnostics) {
        boolean ok = true;
        String here = queueName + " of " + Names.of(owner);
        for (Message message : queue) {
            if (message.eContainer() != node) {
                ok &= Report.error(diagnostics, LnetValidator.MESSAGE_QUEUES, "is on " + here
                        + " but is not one of that node's messages", message, owner);
            }
            String before = seen.put(message, here);
            if (before != null) {
                ok &= Report.error(diagnostics, LnetValidator.MESSAGE_QUEUES, "is on two wait queues, " + before
                        + " and " + here + ", but has a single msg_list", message, owner);
            }
        }
        return ok;
    }
}
