package org.lnetscope.sim.lnet;

/** struct lnet_tx_queue: one CPT's share of an NI's tx credits and its tq_delayed queue. */
public final class LnetTxQueue {
    public final int cpt;
    public final int tqCreditsMax;

    /** A reboot: the queue starts again full. */
    public void reset() {
        tqDelayed.drain();
        tqCredits = tqCreditsMax;
        tqCreditsMin = tqCreditsMax;
    }

    public int tqCredits;
    public int tqCreditsMin;
    public final MsgQueue tqDelayed = new MsgQueue(this);

    LnetTxQueue(int cpt, int credits) {
        this.cpt = cpt;
        this.tqCreditsMax = credits;
        this.tqCredits = credits;
        this.tqCreditsMin = credits;
    }
}
