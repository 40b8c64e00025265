package org.lnetscope.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicIntegerArray;

import org.junit.jupiter.api.Test;
import org.lnetscope.trace.internal.DamagedException;
import org.lnetscope.trace.internal.Parallel;

/**
 * The parts of a restore point are decoded by {@link Parallel#forEach}: every task runs once, and
 * the call returns only when every task that started has finished (the tasks write the caller's
 * state; a FutureTask cancelled while running let a load go on while a part was still decoding).
 */
class ParallelTest {

    @Test
    void everyTaskRunsOnceAndAllHaveFinishedWhenItReturns() {
        for (int n : new int[] {0, 1, 2, 3, 17, 200}) {
            for (int round = 0; round < 20; round++) {
                AtomicIntegerArray runs = new AtomicIntegerArray(Math.max(1, n));
                AtomicIntegerArray finished = new AtomicIntegerArray(Math.max(1, n));
                Parallel.forEach(n, k -> {
                    runs.incrementAndGet(k);
                    if (k % 2 == 1) {
                        // a slow part on a helper thread: the caller runs out of parts first
                        long until = System.nanoTime() + 200_000;
                        while (System.nanoTime() < until) {
                            Thread.onSpinWait();
                        }
                    }
                    finished.set(k, 1);
                });
                for (int k = 0; k < n; k++) {
                    assertEquals(1, runs.get(k), "task " + k + " of " + n);
                    assertEquals(1, finished.get(k), "task " + k + " of " + n + " had finished when forEach returned");
                }
            }
        }
    }

    @Test
    void aFailureIsRethrownToTheCaller() {
        DamagedException damage = new DamagedException("part 7 is damaged");
        DamagedException thrown = assertThrows(DamagedException.class, () -> Parallel.forEach(20, k -> {
            if (k == 7) {
                throw damage;
            }
        }));
        assertSame(damage, thrown);
        assertTrue(thrown.getMessage().contains("part 7"));
    }
}
