package org.lnetscope.sim.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * The lanes and the heap together fire in exactly the order of one priority queue on (time,
 * scheduling order), which is what a run's determinism rests on.
 */
class EventQueueTest {

    private record Ref(long time, long seq, int id) {
    }

    @Test
    void firesInTimeThenSchedulingOrderWhateverTheMixOfLanesAndHeap() {
        Random random = new Random(5);
        for (int round = 0; round < 50; round++) {
            EventQueue q = new EventQueue();
            PriorityQueue<Ref> reference = new PriorityQueue<>(
                    (a, b) -> a.time != b.time ? Long.compare(a.time, b.time) : Long.compare(a.seq, b.seq));
            List<Integer> fired = new ArrayList<>();
            long[] seq = {0};
            // More distinct fixed delays than there are lanes, so some go to the heap; 0 and
            // equal times make ties.
            long[] fixed = new long[40];
            for (int i = 0; i < fixed.length; i++) {
                fixed[i] = random.nextInt(4) == 0 ? 0 : 1 + random.nextInt(50);
            }
            int[] nextId = {0};
            Runnable[] schedule = new Runnable[1];
            schedule[0] = () -> {
                int id = nextId[0]++;
                int kind = random.nextInt(4);
                long delay = kind == 0 ? random.nextInt(100) : fixed[random.nextInt(fixed.length)];
                long at = q.now() + delay;
                SimAction action = () -> {
                    fired.add(id);
                    if (nextId[0] < 5_000) {
                        int n = random.nextInt(3);
                        for (int k = 0; k < n; k++) {
                            schedule[0].run();
                        }
                    }
                };
                switch (kind) {
                    case 0 -> q.at(at, action);
                    case 1 -> q.after(delay, action);
                    case 2 -> q.afterFixed(delay, action);
                    // a caller that keeps the lane (the wire, connd's tick); -1 past the last lane
                    default -> q.afterLane(q.laneFor(delay), delay, action);
                }
                reference.add(new Ref(at, seq[0]++, id));
            };
            for (int i = 0; i < 20; i++) {
                schedule[0].run();
            }
            while (!q.isEmpty()) {
                Ref expected = reference.poll();
                assertEquals(expected.time, q.peekTime());
                if (expected.id % 2 == 0) {
                    q.fireNext();
                } else {
                    q.takeNext().fire(); // as the simulation's loop does
                }
                assertEquals(expected.time, q.now());
                assertEquals(expected.id, (int) fired.get(fired.size() - 1));
            }
            assertEquals(0, reference.size());
            assertEquals(fired.size(), q.fired());
        }
    }

    @Test
    void refusesThePast() {
        EventQueue q = new EventQueue();
        q.at(10, () -> {});
        q.fireNext();
        assertThrows(IllegalArgumentException.class, () -> q.at(5, () -> {}));
        assertThrows(IllegalArgumentException.class, () -> q.afterFixed(-1, () -> {}));
        assertThrows(IllegalArgumentException.class, () -> q.laneFor(-1));
    }
}
