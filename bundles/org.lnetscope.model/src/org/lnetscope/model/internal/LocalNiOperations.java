package org.lnetscope.model.internal;

import org.lnetscope.model.LocalNi;
import org.lnetscope.model.TxQueue;

/** Bodies of the {@link LocalNi} EOperations. */
public final class LocalNiOperations {

    private LocalNiOperations() {
    }

    /** ni_tx_credits is kept as the sum of the per-CPT tq_credits. */
    public static int txCredits(LocalNi ni) {
        int credits = 0;
        for (TxQueue queue : ni.getTxQueues()) {
            credits += queue.getCredits();
        }
        return credits;
    }
}
