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
