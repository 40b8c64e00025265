package org.lnetscope.sim.o2iblnd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * kib_tx's five flags share one byte (KibTx#flags): setting or clearing one must leave the other
 * four as they were, from every one of the 32 states, as five booleans did.
 */
class KibTxFlagsTest {

    @Test
    void eachFlagChangesAloneFromEveryState() {
        for (int state = 0; state < 32; state++) {
            for (int flag = 0; flag < 5; flag++) {
                for (boolean on : new boolean[] {false, true}) {
                    KibTx tx = new KibTx(IblndMsg.IBLND_MSG_NOOP, null);
                    for (int f = 0; f < 5; f++) {
                        set(tx, f, (state & 1 << f) != 0);
                    }
                    assertEquals(state, read(tx), "state " + state);
                    set(tx, flag, on);
                    int expected = on ? state | 1 << flag : state & ~(1 << flag);
                    assertEquals(expected, read(tx), "state " + state + ", flag " + flag + " set to " + on);
                }
            }
        }
    }

    private static void set(KibTx tx, int flag, boolean on) {
        switch (flag) {
            case 0 -> tx.setFreed(on);
            case 1 -> tx.setQueued(on);
            case 2 -> tx.setWaiting(on);
            case 3 -> tx.setCompletionPending(on);
            default -> tx.setDetachedFromConn(on);
        }
    }

    private static int read(KibTx tx) {
        return (tx.freed() ? 1 : 0) | (tx.queued() ? 2 : 0) | (tx.waiting() ? 4 : 0) | (tx.completionPending() ? 8 : 0)
                | (tx.detachedFromConn() ? 16 : 0);
    }
}
