package org.lnetscope.trace;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.internal.ByteSource;
import org.lnetscope.trace.state.IntList;

class IntListTest {

    @Test
    void behavesLikeAListUnderRandomInsertsAndRemoves() {
        Random random = new Random(11);
        IntList ring = new IntList();
        List<Integer> model = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            int op = random.nextInt(10);
            if (op < 5 || model.isEmpty()) {
                int at = random.nextInt(4) == 0 ? random.nextInt(model.size() + 1) : model.size();
                ring.insert(at, i);
                model.add(at, i);
            } else {
                int at = op < 8 ? 0 : random.nextInt(model.size());
                assertEquals(model.remove(at).intValue(), ring.remove(at));
            }
            assertEquals(model.size(), ring.size());
        }
        assertArrayEquals(model.stream().mapToInt(Integer::intValue).toArray(), ring.toArray());
    }

    /**
     * Shifts that cross the ring's wrap point, on both sides of every index: a FIFO whose head
     * has gone round the ring many times (a peer's queue), with inserts and removals anywhere,
     * checked element by element after every change.
     */
    @Test
    void shiftsAcrossTheWrapPointKeepEveryElement() {
        Random random = new Random(5);
        IntList ring = new IntList();
        List<Integer> model = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            ring.add(i);
            model.add(i);
        }
        for (int i = 0; i < 6_000; i++) {
            int op = random.nextInt(4);
            if (op == 0) {
                ring.add(1_000 + i);
                model.add(1_000 + i);
                assertEquals(model.remove(0).intValue(), ring.remove(0));
            } else if (op == 1) {
                int at = random.nextInt(model.size() + 1);
                ring.insert(at, 1_000 + i);
                model.add(at, 1_000 + i);
            } else {
                int at = random.nextInt(model.size());
                assertEquals(model.remove(at).intValue(), ring.remove(at));
                if (model.size() < 60) {
                    ring.add(-i);
                    model.add(-i);
                }
            }
            assertArrayEquals(model.stream().mapToInt(Integer::intValue).toArray(), ring.toArray(), "after change " + i);
        }
    }

    @Test
    void varintsRoundTrip() {
        long[] values = {0, 1, -1, 63, -64, 127, 128, Integer.MAX_VALUE, Integer.MIN_VALUE, Long.MAX_VALUE, Long.MIN_VALUE};
        ByteSink sink = new ByteSink(16);
        for (long v : values) {
            sink.svarint(v);
            sink.varint(v);
        }
        ByteSource source = new ByteSource(sink.toByteArray());
        for (long v : values) {
            assertEquals(v, source.svarint());
            assertEquals(v, source.varint());
        }
        ByteSink one = new ByteSink(4);
        one.svarint(-1);
        assertEquals(1, one.size());
    }
}
