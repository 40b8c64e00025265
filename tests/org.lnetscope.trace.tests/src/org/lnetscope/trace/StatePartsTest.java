package org.lnetscope.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.internal.ByteSource;
import org.lnetscope.trace.internal.DamagedException;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.StateCodec;

/**
 * A state in independent parts (seek index format 3, docs/trace-format.md §6) decodes, on all
 * cores, to the state it was: slot by slot ({@link FlatState#differenceFrom}), with the same ids,
 * high water and objects, and a replay goes on from it as from the original (its tables sized for
 * the load still take the objects the events create). A damaged part is an error that names it.
 */
class StatePartsTest {

    @TempDir
    Path dir;

    private static final TraceOptions SMALL_CHUNKS = TraceOptions.defaults("test").withSpacing(64, 256);

    /** The router's state after {@code at} events of a small trace (messages created and freed: ids recycled). */
    private static FlatState replayed(TraceReader reader, long at) {
        FlatState state = reader.loadCheckpoint(0);
        EventStream stream = reader.events(0);
        Event event = new Event();
        for (long p = 0; p < at && stream.next(event); p++) {
            StateApplier.apply(event, state, null);
        }
        return state;
    }

    private static StateCodec.PartSource source(List<byte[]> parts) {
        return new StateCodec.PartSource() {
            @Override
            public byte[] read(int p) {
                return parts.get(p);
            }

            @Override
            public String where(int p) {
                return "part " + p + " at byte " + (1000 + p);
            }
        };
    }

    private static void decode(ByteSink head, List<byte[]> parts, FlatState into, long fileBytes) {
        StateCodec.PartsHead read = StateCodec.readPartsHead(new ByteSource(head.array(), 0, head.size()).limitMemory(fileBytes), into);
        StateCodec.decodeParts(read, into, source(parts), fileBytes);
    }

    @Test
    void partsDecodeToTheSameStateSlotBySlotAndTheReplayGoesOn() throws IOException {
        Path file = dir.resolve("small.lnettrace");
        new SmallTrace().write(file, 6000, SMALL_CHUNKS, 3).close();
        try (TraceReader reader = TraceReader.open(file)) {
            FlatState original = replayed(reader, 4000);
            assertTrue(original.liveCount() > 50, original.liveCount() + " objects");
            assertTrue(original.highWater() > original.liveCount(), "some ids are free: " + original.highWater() + " ids, "
                    + original.liveCount() + " objects");
            for (int partBytes : new int[] {16, 300, 1 << 20}) {
                ByteSink head = new ByteSink(256);
                List<byte[]> parts = StateCodec.encodeParts(original, partBytes, head);
                if (partBytes == 16) {
                    assertTrue(parts.size() > 20, parts.size() + " parts");
                } else if (partBytes == 1 << 20) {
                    assertEquals(1, parts.size());
                }
                // into a state holding something else (the cursor's own, somewhere else in the trace)
                FlatState into = replayed(reader, 5500);
                decode(head, parts, into, reader.fileSize());
                assertNull(original.differenceFrom(into), partBytes + "-byte parts");
                assertNull(into.differenceFrom(original), partBytes + "-byte parts, the other way");
                assertEquals(original.liveCount(), into.liveCount());
                assertEquals(original.highWater(), into.highWater());
                assertTrue(into.dirty().isEverything(), "consumers compare everything after a load");
                // the replay goes on from the decoded state exactly as from the original
                EventStream stream = reader.events(4000);
                Event event = new Event();
                while (stream.next(event)) {
                    StateApplier.apply(event, into, null);
                }
                assertNull(replayed(reader, reader.eventCount()).differenceFrom(into), partBytes + "-byte parts, replayed to the end");
            }
        }
    }

    @Test
    void aDamagedPartIsAnErrorNamingIt() throws IOException {
        Path file = dir.resolve("small.lnettrace");
        new SmallTrace().write(file, 3000, SMALL_CHUNKS, 4).close();
        try (TraceReader reader = TraceReader.open(file)) {
            FlatState original = replayed(reader, 2500);
            ByteSink head = new ByteSink(256);
            List<byte[]> parts = StateCodec.encodeParts(original, 64, head);
            assertTrue(parts.size() > 5, parts.size() + " parts");
            // a part cut short
            List<byte[]> cut = new java.util.ArrayList<>(parts);
            cut.set(3, java.util.Arrays.copyOf(parts.get(3), parts.get(3).length - 2));
            DamagedException e = assertThrows(DamagedException.class, () -> decode(head, cut, reader.loadCheckpoint(0), reader.fileSize()));
            assertTrue(e.getMessage().startsWith("part 3 at byte 1003: "), e.getMessage());
            // a part holding another part's objects: more of a class than its head gives it rows for
            List<byte[]> swapped = new java.util.ArrayList<>(parts);
            byte[] both = new byte[parts.get(1).length + parts.get(2).length];
            System.arraycopy(parts.get(1), 0, both, 0, parts.get(1).length);
            System.arraycopy(parts.get(2), 0, both, parts.get(1).length, parts.get(2).length);
            swapped.set(1, both);
            e = assertThrows(DamagedException.class, () -> decode(head, swapped, reader.loadCheckpoint(0), reader.fileSize()));
            assertTrue(e.getMessage().startsWith("part 1 at byte 1001: "), e.getMessage());
            // a head claiming parts past the high water
            FlatState into = reader.loadCheckpoint(0);
            ByteSink lying = new ByteSink(16);
            StateCodec.encodeParts(reader.loadCheckpoint(0), 64, lying);
            assertThrows(DamagedException.class, () -> decode(lying, parts, into, reader.fileSize()),
                    "the head of another state does not fit these parts");
        }
    }
}
