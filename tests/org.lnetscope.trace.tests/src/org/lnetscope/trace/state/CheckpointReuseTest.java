package org.lnetscope.trace.state;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.trace.internal.ByteSink;

/**
 * A checkpoint encoded with the last one's objects ({@link CheckpointReuse}) is the same bytes as
 * one encoded whole, whatever changed between the two (values, list links, objects created,
 * deleted, ids reused, the high water moving up), as long as the changed ids are marked; an
 * unmarked change is not seen (the bytes are copied, not read again), which is what the recorder's
 * marks must prevent.
 */
class CheckpointReuseTest {

    private static final Schema SCHEMA = SchemaBinding.schemaOf(LnetPackage.eINSTANCE);
    private static final int CONN = SCHEMA.classIndex("KibConn");
    private static final int RX = SCHEMA.classIndex("KibRx");
    private static final int MSG = SCHEMA.classIndex("Message");
    private static final int RXS = SCHEMA.layout(CONN).listSlot("rxs");

    /** Two conns with rxs in their lists, then messages at the root, values varied. */
    private static FlatState state(Random random) {
        FlatState state = new FlatState(SCHEMA);
        int id = 0;
        state.create(id++, CONN, -1, -1, 0);
        state.create(id++, CONN, -1, -1, 1);
        for (int i = 0; i < 200; i++) {
            int conn = i % 2;
            state.create(id, RX, conn, RXS, state.listSize(conn, RXS));
            fill(state, id++, RX, random);
        }
        for (int i = 0; i < 2_000; i++) {
            state.create(id, MSG, -1, -1, 2 + i);
            fill(state, id++, MSG, random);
        }
        return state;
    }

    private static void fill(FlatState state, int id, int c, Random random) {
        List<ValueSlot> slots = SCHEMA.layout(c).values();
        for (int s = 0; s < slots.size(); s++) {
            if (slots.get(s).kind() == SlotKind.LONG && random.nextInt(3) != 0) {
                state.set(id, s, random.nextInt(1 << 20) - (1 << 10));
            }
        }
    }

    private static byte[] whole(FlatState state) {
        ByteSink out = new ByteSink(1 << 10);
        StateCodec.encodeObjects(StateCodec.rowsOf(state), SCHEMA, out);
        return Arrays.copyOf(out.array(), out.size());
    }

    private record Encoded(byte[] bytes, CheckpointReuse reuse) {
    }

    private static Encoded reusing(FlatState state, CheckpointReuse previous, CheckpointReuse.ChangedIds changed) {
        ByteSink out = new ByteSink(1 << 10);
        out.varint(12345); // a payload's head before the objects: offsets count from the objects
        int head = out.size();
        CheckpointReuse reuse = StateCodec.encodeObjects(StateCodec.rowsOf(state), SCHEMA, out, previous, changed);
        return new Encoded(Arrays.copyOfRange(out.array(), head, out.size()), reuse);
    }

    private static int someLong(int c, Random random) {
        List<ValueSlot> slots = SCHEMA.layout(c).values();
        while (true) {
            int s = random.nextInt(slots.size());
            if (slots.get(s).kind() == SlotKind.LONG) {
                return s;
            }
        }
    }

    @Test
    void markedChangesGiveTheWholeEncodingsBytes() {
        Random random = new Random(48);
        FlatState state = state(random);
        CheckpointReuse.ChangedIds changed = new CheckpointReuse.ChangedIds();
        Encoded first = reusing(state, null, changed);
        assertArrayEquals(whole(state), first.bytes());
        CheckpointReuse previous = first.reuse();
        for (int round = 0; round < 20; round++) {
            changed.clear();
            for (int n = 0; n < 50; n++) {
                int id = random.nextInt(state.highWater());
                if (!state.isLive(id)) {
                    continue;
                }
                int c = state.classOf(id);
                switch (random.nextInt(4)) {
                    case 0, 1 -> state.set(id, someLong(c, random), random.nextInt(1000));
                    case 2 -> {
                        if (c == MSG) {
                            // a message's id freed, then reused by a new one (the writers' rule)
                            state.deleteWithoutImage(id, 0);
                            changed.mark(id);
                            state.create(id, MSG, -1, -1, 0);
                            fill(state, id, MSG, random);
                        } else if (c == RX) {
                            int conn = state.containerOf(id);
                            state.deleteWithoutImage(id, state.list(conn, RXS).indexOfDistinct(id));
                            changed.mark(conn);
                        }
                    }
                    default -> {
                        // new ids above the high water, rxs into a conn's list
                        int fresh = state.highWater();
                        state.create(fresh, RX, 1, RXS, 0);
                        fill(state, fresh, RX, random);
                        changed.mark(fresh);
                        changed.mark(1);
                    }
                }
                changed.mark(id);
            }
            Encoded next = reusing(state, previous, changed);
            assertArrayEquals(whole(state), next.bytes(), "round " + round);
            assertEquals(state.highWater(), next.reuse().highWater());
            previous = next.reuse();
        }
    }

    @Test
    void unmarkedIdsAreCopiedNotReadAgain() {
        Random random = new Random(7);
        FlatState state = state(random);
        CheckpointReuse.ChangedIds changed = new CheckpointReuse.ChangedIds();
        CheckpointReuse previous = reusing(state, null, changed).reuse();
        byte[] before = whole(state);
        int msg = 1_000;
        assertEquals(MSG, state.classOf(msg));
        state.set(msg, someLong(MSG, random), 987_654);
        assertFalse(Arrays.equals(before, whole(state)));
        // not marked: the old bytes come back
        assertArrayEquals(before, reusing(state, previous, changed).bytes());
        changed.mark(msg);
        assertTrue(changed.changed(msg));
        assertArrayEquals(whole(state), reusing(state, previous, changed).bytes());
    }

    @Test
    void nextChangedFindsMarksAcrossWords() {
        CheckpointReuse.ChangedIds changed = new CheckpointReuse.ChangedIds();
        changed.mark(3);
        changed.mark(700);
        changed.mark(70_000); // beyond the first bit set's words: it grows
        assertEquals(3, changed.nextChanged(0));
        assertEquals(700, changed.nextChanged(4));
        assertEquals(70_000, changed.nextChanged(701));
        assertTrue(changed.nextChanged(70_001) >= 70_001);
        assertTrue(changed.changed(1 << 30)); // unknown ids count as changed
        changed.clear();
        assertFalse(changed.changed(700));
    }
}
