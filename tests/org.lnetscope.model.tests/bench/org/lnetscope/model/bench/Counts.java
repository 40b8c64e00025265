package org.lnetscope.model.bench;

import java.util.Locale;

import org.eclipse.emf.common.util.TreeIterator;
import org.eclipse.emf.ecore.EObject;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibRx;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.RxState;

/** How many objects, messages and conns a fabric has; also strips its messages for the heap figure. */
record Counts(long objects, long messages, long conns) {

    static Counts of(Fabric fabric) {
        long objects = 1;
        long messages = 0;
        long conns = 0;
        for (TreeIterator<EObject> it = fabric.eAllContents(); it.hasNext();) {
            EObject o = it.next();
            objects++;
            if (o instanceof Message) {
                messages++;
            } else if (o instanceof KibConn) {
                conns++;
            }
        }
        return new Counts(objects, messages, conns);
    }

    /** Every lnet_msg, the queues that list it and the held kib_rx it points to. */
    static void dropMessages(Fabric fabric) {
        for (Node node : fabric.getNodes()) {
            node.getPeers().forEach(peer -> {
                peer.getRtrq().clear();
                peer.getPeerNis().forEach(ni -> {
                    ni.getTxq().clear();
                    ni.getRtrq().clear();
                });
            });
            node.getRtrBufferPools().forEach(pool -> pool.getMsgs().clear());
            node.getLocalNis().forEach(ni -> ni.getTxQueues().forEach(q -> q.getDelayed().clear()));
            node.getKibPeers().forEach(peer -> peer.getConns().forEach(
                    (KibConn conn) -> conn.getRxs().removeIf((KibRx rx) -> rx.getState() == RxState.HELD)));
            node.getMessages().clear();
        }
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%,d objects, %,d msgs, %,d conns", objects, messages, conns);
    }
}
