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
 * A state's class tables are in pages of one G1 region ({@link FlatState#REGION_BYTES}): a load of a
 * large state allocates no array of more than a region (the full seed's 2.3 M Messages were one
 * long[] of 371 MB, zeroed with no safepoint in it: docs/benchmarks.md, "g37"), the pages of a
 * large table are over half a region (humongous: no young collection copies them), a second load
 * of the same size allocates no page, and the state holds the same objects whatever page its rows
 * are on: created, deleted and restored across pages, loaded in parts, copied, replayed on after the
 * load.
 */
class FlatStatePagesTest {

    private static final Schema SCHEMA = SchemaBinding.schemaOf(LnetPackage.eINSTANCE);
    private static final int CONN = SCHEMA.classIndex("KibConn");
    private static final int RX = SCHEMA.classIndex("KibRx");
    private static final int MSG = SCHEMA.classIndex("Message");

    /** The file size the decoders' memory bound is taken from (the parts come from no file here). */
    private static final long FILE_BYTES = 1L << 30;

    /** Rows in a whole page of class {@code c}. */
    private static int pageRows(int c) {
        return new FlatState(SCHEMA).pageRows(c);
    }

    /**
     * A router's conn holding {@code rxs} kib_rxs (kib_conn.rxs, a containment list) and
     * {@code msgs} messages at the root, their value slots filled with varied numbers: the shape of
     * the full seed's OOM state (2.3 M Messages of 20 slots, 2.3 M KibRxs of 5) at a size a test
     * can make.
     */
    private static FlatState routerWith(int rxs, int msgs, long seed) {
        FlatState state = new FlatState(SCHEMA);
        Random random = new Random(seed);
        int rxsSlot = SCHEMA.layout(CONN).listSlot("rxs");
        int id = 0;
        state.create(id++, CONN, -1, -1, 0);
        for (int i = 0; i < rxs; i++) {
            state.create(id, RX, 0, rxsSlot, i);
            fill(state, id++, RX, random);
        }
        for (int i = 0; i < msgs; i++) {
            state.create(id, MSG, -1, -1, 0);
            fill(state, id++, MSG, random);
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
    void aLargeLoadAllocatesNoTableOverARegionAndASecondLoadNone() {
        // enough messages that one array of their slots would be four regions
        int msgSlots = SCHEMA.layout(MSG).values().size();
        int msgs = (int) (4L * FlatState.REGION_BYTES / (8L * msgSlots)) + 321;
        FlatState original = routerWith(2 * pageRows(RX) + 77, msgs, 1);
        assertTrue(8L * msgs * msgSlots > 4L * FlatState.REGION_BYTES, msgs + " messages");
        assertTrue(original.largestTableBytes() <= FlatState.REGION_BYTES, original.largestTableBytes() + " bytes");

        // loaded into a state that held a small one (the cursor's state at the first pinned conn)
        FlatState into = routerWith(10, 20, 2);
        loadInParts(original, into);
        assertNull(original.differenceFrom(into));
        assertNull(into.differenceFrom(original));
        assertEquals(original.liveCount(), into.liveCount());
        assertTrue(into.largestTableBytes() <= FlatState.REGION_BYTES, into.largestTableBytes() + " bytes in one array after the load");
        // each of the messages' pages is over half a region with its 16-byte header: G1 puts it in
        // a region of its own (humongous), where no young collection copies it
        long[][] msgPages = into.valueTable(MSG);
        assertEquals(5, msgPages.length, "four regions of messages and a bit are five pages");
        for (long[] page : msgPages) {
            long bytes = 8L * page.length + 16;
            assertTrue(bytes > FlatState.REGION_BYTES / 2 && bytes <= FlatState.REGION_BYTES,
                    bytes + "-byte page, regions of " + FlatState.REGION_BYTES);
        }

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
        FlatState state = routerWith(2 * pageRows(RX) + 5, 2 * pageRows(MSG) + 3, 3);
        FlatState copy = state.copy();
        assertNull(state.differenceFrom(copy));
        // rxs deleted from the conn's list, last first (each at its index), on every page
        int rxsSlot = SCHEMA.layout(CONN).listSlot("rxs");
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
        for (FlatState s : new FlatState[] {state, loaded}) {
            random.setSeed(4);
            for (int id = s.highWater(), end = id + pageRows(MSG) + 9; id < end; id++) {
                s.create(id, MSG, -1, -1, 0);
                fill(s, id, MSG, random);
            }
            s.deleteWithoutImage(7, 6); // the seventh rx, on page 0
        }
        assertEquals(4, loaded.valueTable(MSG).length, "the messages grew by a page");
        assertNull(state.differenceFrom(loaded));
        assertNull(loaded.differenceFrom(state));
        assertTrue(loaded.largestTableBytes() <= FlatState.REGION_BYTES, loaded.largestTableBytes() + " bytes");
    }

    @Test
    void aPlaceIsItsRowsPageAndRowThere() {
        FlatState state = new FlatState(SCHEMA);
        for (int c : new int[] {CONN, RX, MSG}) {
            int perPage = state.pageRows(c);
            for (int row : new int[] {0, 1, perPage - 1, perPage, perPage + 1, 7 * perPage + 5, 4000 * perPage - 1}) {
                int place = state.placeOfRow(c, row);
                assertEquals(row / perPage, place >>> FlatState.IN_PAGE_BITS, "page of row " + row);
                assertEquals(row % perPage, place & FlatState.IN_PAGE_MASK, "row in page of row " + row);
            }
        }
        assertEquals(2 << 20, FlatState.regionBytes(4L << 30), "G1's region for -Xmx4g");
        assertEquals(4 << 20, FlatState.regionBytes(12L << 30), "for -Xmx12g");
        assertEquals(1 << 20, FlatState.regionBytes(256L << 20), "at least 1 MB");
        assertEquals(32 << 20, FlatState.regionBytes(1L << 40), "at most 32 MB");
    }
}
