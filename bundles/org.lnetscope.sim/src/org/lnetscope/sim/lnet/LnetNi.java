package org.lnetscope.sim.lnet;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.world.SimNode;

/** struct lnet_ni: a local NID with its per-CPT tx queues (ni_tx_queues). */
public final class LnetNi {
    public final Nid nid;
    public final String net;
    public final LnetTxQueue[] txQueues;
    /** The node this NI is on (SimNode.addNi): the simulator's, where the kernel has one per host. */
    public SimNode node;

    public LnetNi(Nid nid, int ncpts, int credits, int peerCredits) {
        this.nid = nid;
        this.net = nid.netName();
        this.txQueues = new LnetTxQueue[ncpts];
        int perCpt = lnetNiTqCredits(ncpts, credits, peerCredits);
        for (int cpt = 0; cpt < ncpts; cpt++) {
            txQueues[cpt] = new LnetTxQueue(cpt, perCpt);
        }
    }

    /**
     * lnet_ni_tq_credits(): credits / ncpts, but at least 8 * peer_credits so one busy peer cannot
     * starve a CPT, and never more than credits; all of them when there is a single CPT.
     */
    static int lnetNiTqCredits(int ncpts, int credits, int peerCredits) {
        if (ncpts == 1) {
            return credits;
        }
        int perCpt = credits / ncpts;
        perCpt = Math.max(perCpt, 8 * peerCredits);
        return Math.min(perCpt, credits);
    }

    /** ni_tx_credits: the sum over CPTs. */
    public int niTxCredits() {
        int sum = 0;
        for (LnetTxQueue tq : txQueues) {
            sum += tq.tqCredits;
        }
        return sum;
    }
}
