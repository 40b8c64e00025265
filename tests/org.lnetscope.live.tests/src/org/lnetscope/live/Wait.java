package org.lnetscope.live;

import java.util.function.BooleanSupplier;

/** Polls a condition with a deadline: every live test is bounded in time. */
final class Wait {

    private Wait() {
    }

    static void until(String what, long timeoutMs, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.currentTimeMillis() + timeoutMs;
        while (!condition.getAsBoolean()) {
            if (System.currentTimeMillis() > deadline) {
                throw new AssertionError("not within " + timeoutMs + " ms: " + what);
            }
            Thread.sleep(20);
        }
    }
}
