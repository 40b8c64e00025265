package org.lnetscope.trace.state;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.internal.ByteSource;

/**
 * A state's class tables are in pages ({@link FlatState#PAGE_ROWS} rows): a load of a large state
 * allocates no array of more than a page (the full seed's 2.3 M lnet_msgs were one long[] of 368
 * MB, zeroed with no safepoint in it: docs/benchmarks.md, "g37"), a second load of the same size
 * allocates none, and the state holds the same objects whatever page its rows are on: created,
 * deleted and restored across pages, loaded in parts, copied, replayed on after the load.
 */
class FlatStatePagesTest {

    private static final Schema SCHEMA = SchemaBinding.schemaOf(LnetPackage.eINSTANCE);

    /** The largest page the schema's widest class can have: 2,048 rows of its value slots. */
    private static final long PAGE_BYTES = 8L * FlatState.PAGE_ROWS * SCHEMA.valueStride();

    /**
     * A router's conn holding {@code rxs} kib_rxs (kib_conn.rxs, a containment list) and
     * {@code msgs} messages at the root, their value slots filled with varied numbers: the shape of
     * the full seed's OOM state (millions of parked rxs and lnet_msgs) at a size a test can make.
     */
    private static FlatState routerWith(int rxs, int msgs, long seed) {
        FlatState state = new FlatState(SCHEMA);
        Random random = new Random(seed);
        int conn = SCHEMA.classIndex("KibConn");
        int rx = SCHEMA.classIndex("KibRx");
        int msg = SCHEMA.classIndex("Message");
        int rxsSlot = SCHEMA.layout(conn).listSlot("rxs");
        int id = 0;
        state.create(id++, conn, -1, -1, 0);
        for (int i = 0; i < rxs; i++) {
            state.create(id, rx, 0, rxsSlot, i);
            fill(state, id++, rx, random);
        }
        for (int i = 0; i < msgs; i++) {
            state.create(id, msg, -1, -1, 0);
            fill(state, id++, msg, random);
        }
        return state;
    }

    /** Random numbers in the LONG slots (pooled and reference slots keep their defaults: they must resolve). */
    private static void fill(FlatState state, int id, int c, Random random) {
        List<ValueSlot> slots = SCHEMA.layout(c).values();
        for (int s = 0; s < slots.size(); s++) {
            if (slots.get(s).kind() == SlotKind.LONG) {
                state.set(id, s, random.nextInt(1 << 20) - (1 << 10));
            }
        }
    }

    /** The file size the decoders' memory bound is taken from (the parts come from no file here). */
    private static final long FILE_BYTES = 1L << 30;

    /** {@code state} encoded in parts of 64 KB and decoded into {@code into}, as SeekIndex.load does. */
    private static void loadInParts(FlatState state, FlatState into) {
        ByteSink head = new ByteSink(256);
        List<byte[]> parts = StateCodec.encodeParts(state, 64 << 10, head);
        StateCodec.PartsHead read = StateCodec.readPartsHead(new ByteSource(head.array(), 0, head.size()).limitMemory(FILE_BYTES), into);
        StateCodec.decodeParts(read, into, new StateCodec.PartSource() {
            @Override
            public byte[] read(int p) {
                return parts.get(p);
            }

            @Override
            public String where(int p) {
                return "part " + p;
            }
        }, FILE_BYTES);
    }

    /** Every page of every class's value table, in order. */
    private static List<long[]> pages(FlatState state) {
        List<long[]> pages = new ArrayList<>();
        for (int c = 0; c < SCHEMA.classes().size(); c++) {
            for (long[] page : state.valueTable(c)) {
                pages.add(page);
            }
        }
        return pages;
    }

    @Test
    void aLargeLoadAllocatesNoTableOverAPageAndASecondLoadNone() {
        // enough messages that one array of their slots would be four of the largest pages
        int msgSlots = SCHEMA.layout(SCHEMA.classIndex("Message")).values().size();
        int msgs = (int) (4 * PAGE_BYTES / (8L * msgSlots)) + 321;
        FlatState original = routerWith(3 * FlatState.PAGE_ROWS + 77, msgs, 1);
        long flatMsgTable = 8L * msgs * msgSlots;
        assertTrue(flatMsgTable > 4 * PAGE_BYTES, "one array for the messages would be " + flatMsgTable + " bytes");
        assertTrue(original.largestTableBytes() <= PAGE_BYTES, original.largestTableBytes() + " bytes");

        // loaded into a state that held a small one (the cursor's state at the first pinned conn)
        FlatState into = routerWith(10, 20, 2);
        loadInParts(original, into);
        assertNull(original.differenceFrom(into));
        assertNull(into.differenceFrom(original));
        assertEquals(original.liveCount(), into.liveCount());
        assertTrue(into.largestTableBytes() <= PAGE_BYTES, into.largestTableBytes() + " bytes in one array after the load");

        // the same state loaded again (a seek back to that point): every page is the one it had
        List<long[]> before = pages(into);
        loadInParts(original, into);
        List<long[]> after = pages(into);
        assertEquals(before.size(), after.size());
        for (int i = 0; i < before.size(); i++) {
            assertSame(before.get(i), after.get(i), "page " + i + " was allocated again");
        }
        assertNull(original.differenceFrom(into));
    }

    @Test
    void objectsKeepTheirSlotsAndListsAcrossPagesThroughDeletesRestoresCopiesAndEvents() {
        FlatState state = routerWith(2 * FlatState.PAGE_ROWS + 5, 3 * FlatState.PAGE_ROWS, 3);
        FlatState copy = state.copy();
        assertNull(state.differenceFrom(copy));
        // rxs deleted from the conn's list, last first (each at its index), on every page
        int rxsSlot = SCHEMA.layout(SCHEMA.classIndex("KibConn")).listSlot("rxs");
        List<ObjectImage> images = new ArrayList<>();
        for (int index = state.listSize(0, rxsSlot) - 1; index >= 0; index -= 97) {
            images.add(state.delete(state.list(0, rxsSlot).get(index), index));
        }
        assertTrue(state.differenceFrom(copy) != null, "the deletes changed the state");
        // and restored in the reverse order: the same state as before, though rows were reused
        for (int i = images.size() - 1; i >= 0; i--) {
            state.restore(images.get(i));
        }
        assertNull(state.differenceFrom(copy));
        assertNull(copy.differenceFrom(state));

        // loaded in parts, then replayed on: new objects past the loaded rows take new pages
        FlatState loaded = new FlatState(SCHEMA);
        loadInParts(state, loaded);
        assertNull(state.differenceFrom(loaded));
        Random random = new Random(4);
        int msg = SCHEMA.classIndex("Message");
        for (FlatState s : new FlatState[] {state, loaded}) {
            random.setSeed(4);
            for (int id = s.highWater(), end = id + FlatState.PAGE_ROWS + 9; id < end; id++) {
                s.create(id, msg, -1, -1, 0);
                fill(s, id, msg, random);
            }
            s.deleteWithoutImage(7, 6); // the seventh rx, on page 0
        }
        assertNull(state.differenceFrom(loaded));
        assertNull(loaded.differenceFrom(state));
        assertTrue(loaded.largestTableBytes() <= PAGE_BYTES, loaded.largestTableBytes() + " bytes");
    }
}
