package org.lnetscope.trace.state;

import java.util.Arrays;

import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.internal.ByteSource;
import org.lnetscope.trace.internal.DamagedException;

/**
 * Encodes a whole {@link FlatState} (a checkpoint): the value pool, then per id its class and
 * only the slots that differ from the class defaults, then its non-empty lists with ids
 * delta-coded (queues and containment lists hold runs of nearby ids). Containers are not written:
 * they follow from the containment lists.
 */
public final class StateCodec {

    private StateCodec() {
    }

    public static void encode(FlatState state, ByteSink out) {
        state.pool().encode(out);
        encodeObjects(rowsOf(state), state.schema(), out);
    }

    /** The objects of {@code state} as {@link #encodeObjects} reads them. */
    public static Rows rowsOf(FlatState state) {
        return new Rows() {
            @Override
            public int highWater() {
                return state.highWater();
            }

            @Override
            public int row(int id, long[] row) {
                int c = state.classOf(id);
                if (c >= 0) {
                    int slots = state.schema().layout(c).values().size();
                    for (int s = 0; s < slots; s++) {
                        row[s] = state.get(id, s);
                    }
                }
                return c;
            }

            @Override
            public IntList list(int id, int slot) {
                return state.list(id, slot);
            }
        };
    }

    /**
     * The objects of a state as a checkpoint holds them, for a writer that keeps no {@link FlatState}
     * of its own (the simulator's recorder writes checkpoints from its own objects): the same
     * bytes {@link #encode} writes after the pool.
     */
    public interface Rows {
        /** One past the highest id in use. */
        int highWater();

        /** The class of {@code id} (-1: free); if live, its value slots are written into {@code row}. */
        int row(int id, long[] row);

        /** A list slot of a live object; null or empty for none. */
        IntList list(int id, int slot);
    }

    /**
     * Per class, its value slots' defaults and its number of lists, as arrays made once per checkpoint
     * (written or read): a checkpoint of the full seed's OOM state is 4.6 M objects, and the layouts'
     * lists per object and slot cost more than the encoding.
     */
    record ClassTables(long[][] defaults, int[] listCounts) {
        static ClassTables of(Schema schema) {
            int classes = schema.classes().size();
            long[][] defaults = new long[classes][];
            int[] listCounts = new int[classes];
            for (int c = 0; c < classes; c++) {
                ClassLayout layout = schema.layout(c);
                defaults[c] = new long[layout.values().size()];
                for (int s = 0; s < defaults[c].length; s++) {
                    defaults[c][s] = layout.values().get(s).defaultValue();
                }
                listCounts[c] = layout.lists().size();
            }
            return new ClassTables(defaults, listCounts);
        }
    }

    /** The part of a checkpoint after its pool: per id its class, its non-default values, its non-empty lists. */
    public static void encodeObjects(Rows state, Schema schema, ByteSink out) {
        int highWater = state.highWater();
        long[] row = new long[schema.valueStride()];
        ClassTables tables = ClassTables.of(schema);
        out.varint(highWater);
        for (int id = 0; id < highWater; id++) {
            encodeObject(state, id, row, tables, out);
        }
    }

    /**
     * As {@link #encodeObjects(Rows, Schema, ByteSink)}, the same bytes, copying from
     * {@code previous} (the last checkpoint's objects, null: none) the encoding of every id below
     * its high water that {@code changed} does not name; returns what the next checkpoint reuses.
     * The caller marks every id whose class, values or lists changed since {@code previous}
     * (an object created or deleted, and the container whose list gained or lost it, included).
     */
    public static CheckpointReuse encodeObjects(Rows state, Schema schema, ByteSink out, CheckpointReuse previous,
            CheckpointReuse.Changed changed) {
        int highWater = state.highWater();
        long[] row = new long[schema.valueStride()];
        ClassTables tables = ClassTables.of(schema);
        out.varint(highWater);
        int base = out.size();
        int[] offsets = new int[highWater + 1];
        int reusable = previous == null ? 0 : Math.min(previous.highWater, highWater);
        int id = 0;
        while (id < highWater) {
            // a run of unchanged ids: one copy of their bytes, offsets shifted by the same delta
            int end = id < reusable ? Math.min(reusable, changed.nextChanged(id)) : id;
            if (end > id) {
                int from = previous.offsets[id];
                int length = previous.offsets[end] - from;
                int delta = out.size() - base - from;
                for (int i = id; i < end; i++) {
                    offsets[i] = previous.offsets[i] + delta;
                }
                out.bytes(previous.bytes, previous.base + from, length);
                id = end;
                continue;
            }
            offsets[id] = out.size() - base;
            encodeObject(state, id, row, tables, out);
            id++;
        }
        offsets[highWater] = out.size() - base;
        return new CheckpointReuse(out.array(), offsets, highWater, base);
    }

    /** One id as a checkpoint holds it: its class + 1 (0: free), its non-default values under a mask, its non-empty lists. */
    private static void encodeObject(Rows state, int id, long[] row, ClassTables tables, ByteSink out) {
        long[][] defaults = tables.defaults();
        int[] listCounts = tables.listCounts();
        int c = state.row(id, row);
        out.varint(c + 1L);
        if (c < 0) {
            return;
        }
        long[] classDefaults = defaults[c];
        int slots = classDefaults.length;
        int maskStart = out.size();
        int maskBytes = (slots + 7) >> 3;
        for (int i = 0; i < maskBytes; i++) {
            out.u8(0);
        }
        for (int s = 0; s < slots; s++) {
            long value = row[s];
            if (value != classDefaults[s]) {
                out.array()[maskStart + (s >> 3)] |= (byte) (1 << (s & 7));
                out.svarint(value);
            }
        }
        int lists = listCounts[c];
        int listMaskStart = out.size();
        int listMaskBytes = (lists + 7) >> 3;
        for (int i = 0; i < listMaskBytes; i++) {
            out.u8(0);
        }
        for (int s = 0; s < lists; s++) {
            IntList list = state.list(id, s);
            if (list == null || list.isEmpty()) {
                continue;
            }
            out.array()[listMaskStart + (s >> 3)] |= (byte) (1 << (s & 7));
            out.varint(list.size());
            int previous = 0;
            for (int i = 0; i < list.size(); i++) {
                int element = list.get(i);
                out.svarint((long) element - previous);
                previous = element;
            }
        }
    }

    /**
     * Replaces the content of {@code state} (whose pool may already hold a superset) with the
     * encoded one. A seek in a big trace decodes millions of objects here, so the class defaults
     * and slot counts are read from arrays made once per call, not from the layouts' lists, and
     * the state's arrays are sized once from the high water before any object is loaded.
     */
    public static void decodeInto(ByteSource in, FlatState state) {
        state.pool().decodeInto(in);
        state.clear();
        Schema schema = state.schema();
        ClassTables tables = ClassTables.of(schema);
        long[][] defaults = tables.defaults();
        int[] listCounts = tables.listCounts();
        // at most one id per (inflated) byte, and each id costs its rows in the flat state (FlatState,
        // DirtySet): checked against the file's size before the state is sized from it (issue 30)
        int highWater = in.count("checkpoint object", 1, 48L + 8L * schema.valueStride() + 8L * schema.listStride());
        state.reserve(highWater);
        long[] row = new long[schema.valueStride()];
        byte[] mask = new byte[(row.length + 7) >> 3];
        byte[] listMask = new byte[(schema.listStride() + 7) >> 3];
        for (int id = 0; id < highWater; id++) {
            int c = in.uint() - 1;
            if (c < 0) {
                continue;
            }
            if (c >= defaults.length) {
                throw new DamagedException("checkpoint object " + id + " has unknown class " + c);
            }
            long[] classDefaults = defaults[c];
            int slots = classDefaults.length;
            int maskBytes = (slots + 7) >> 3;
            for (int i = 0; i < maskBytes; i++) {
                mask[i] = (byte) in.u8();
            }
            for (int s = 0; s < slots; s++) {
                row[s] = (mask[s >> 3] & (1 << (s & 7))) != 0 ? in.svarint() : classDefaults[s];
            }
            if (slots < row.length) {
                Arrays.fill(row, slots, row.length, 0L);
            }
            state.loadObject(id, c, row);
            int lists = listCounts[c];
            int listMaskBytes = (lists + 7) >> 3;
            for (int i = 0; i < listMaskBytes; i++) {
                listMask[i] = (byte) in.u8();
            }
            for (int s = 0; s < lists; s++) {
                if ((listMask[s >> 3] & (1 << (s & 7))) == 0) {
                    continue;
                }
                int size = in.count("list element", 1, 4);
                in.charge("list", 1, 48, in.position());
                int[] elements = new int[size];
                long previous = 0;
                for (int e = 0; e < size; e++) {
                    previous += in.svarint();
                    elements[e] = (int) previous;
                }
                state.loadList(id, s, elements);
            }
        }
        state.raiseHighWater(highWater);
        state.finishLoad();
    }

    // ---- a state in independent parts (seek index format 3, docs/trace-format.md §6) ----

    /**
     * Bytes of encoded objects per part, about: a restore point of the full seed's end (110 MB)
     * is 50-odd parts, enough for the cores to share evenly; a small state is one part.
     */
    public static final int PART_BYTES = 2 << 20;

    /**
     * Encodes {@code state} in parts that decode independently ({@link #decodeParts}): the head
     * written to {@code head} (the pool, the high water, and per part its ids' end and its objects
     * per class, so a decoder knows each part's rows before it reads it), the parts returned, each
     * the objects of a run of ids as {@link #encodeObjects} writes them, cut after about
     * {@code partBytes}.
     */
    public static java.util.List<byte[]> encodeParts(FlatState state, int partBytes, ByteSink head) {
        Schema schema = state.schema();
        int classes = schema.classes().size();
        ClassTables tables = ClassTables.of(schema);
        Rows rows = rowsOf(state);
        long[] row = new long[schema.valueStride()];
        int highWater = state.highWater();
        java.util.List<byte[]> parts = new java.util.ArrayList<>();
        java.util.List<Integer> ends = new java.util.ArrayList<>();
        java.util.List<int[]> counts = new java.util.ArrayList<>();
        ByteSink part = new ByteSink(Math.max(64, partBytes + (partBytes >> 3)));
        int[] count = new int[classes];
        for (int id = 0; id < highWater; id++) {
            int c = state.classOf(id);
            if (c >= 0) {
                count[c]++;
            }
            encodeObject(rows, id, row, tables, part);
            if (part.size() >= partBytes || id == highWater - 1) {
                parts.add(part.toByteArray());
                ends.add(id + 1);
                counts.add(count);
                part.clear();
                count = new int[classes];
            }
        }
        state.pool().encode(head);
        head.varint(highWater);
        head.varint(parts.size());
        int previous = 0;
        for (int p = 0; p < parts.size(); p++) {
            head.varint(ends.get(p) - previous);
            previous = ends.get(p);
            for (int c = 0; c < classes; c++) {
                head.varint(counts.get(p)[c]);
            }
        }
        return parts;
    }

    /**
     * What {@link #readPartsHead} read: the high water, each part's ids [end[p-1], end[p]) and its
     * objects per class, and where its rows start in each class's table.
     */
    public static final class PartsHead {
        private final int highWater;
        private final int[] end;
        private final int[][] counts;
        private final int[][] rowStart;
        private final int[] totals;

        private PartsHead(int highWater, int[] end, int[][] counts) {
            this.highWater = highWater;
            this.end = end;
            this.counts = counts;
            int classes = counts.length == 0 ? 0 : counts[0].length;
            this.totals = new int[classes];
            this.rowStart = new int[counts.length][classes];
            for (int p = 0; p < counts.length; p++) {
                for (int c = 0; c < classes; c++) {
                    rowStart[p][c] = totals[c];
                    totals[c] += counts[p][c];
                }
            }
        }

        /** Number of parts. */
        public int count() {
            return end.length;
        }

        public int highWater() {
            return highWater;
        }

        /** The first id of part {@code p}. */
        public int from(int p) {
            return p == 0 ? 0 : end[p - 1];
        }

        /** One past the last id of part {@code p}. */
        public int to(int p) {
            return end[p];
        }
    }

    /**
     * Reads the head {@link #encodeParts} wrote and defines its pool values in {@code state}'s pool
     * (append-only: it may hold a superset). The high water is charged against {@code in}'s memory
     * bound (issue 30) before anything is sized from it; every part's counts must fit its ids.
     */
    public static PartsHead readPartsHead(ByteSource in, FlatState state) {
        state.pool().decodeInto(in);
        Schema schema = state.schema();
        int classes = schema.classes().size();
        int at = in.position();
        int highWater = in.uint();
        in.charge("checkpoint object", highWater, 48L + 8L * schema.valueStride() + 8L * schema.listStride(), at);
        int n = in.count("part", 1 + classes);
        if (n == 0 && highWater > 0) {
            throw new DamagedException("a state of " + highWater + " ids in no part");
        }
        int[] end = new int[n];
        int[][] counts = new int[n][classes];
        long previous = 0;
        for (int p = 0; p < n; p++) {
            long ids = in.varint();
            if (ids <= 0 || previous + ids > highWater) {
                throw new DamagedException("part " + p + " of " + ids + " ids from id " + previous + " is not inside the high water "
                        + highWater);
            }
            long objects = 0;
            for (int c = 0; c < classes; c++) {
                counts[p][c] = in.uint();
                objects += counts[p][c];
            }
            if (objects > ids) {
                throw new DamagedException("part " + p + " claims " + objects + " objects in " + ids + " ids");
            }
            previous += ids;
            end[p] = (int) previous;
        }
        if (previous != highWater) {
            throw new DamagedException("the parts end at id " + previous + ", the high water is " + highWater);
        }
        return new PartsHead(highWater, end, counts);
    }

    /** Where a parts decoder gets each part's bytes (read and checked: a CRC, a length). */
    public interface PartSource {
        /** The bytes of part {@code p}; throws {@link DamagedException} if they cannot be read or are damaged. */
        byte[] read(int p);

        /** Where part {@code p} is, for an error message ("part 3, chunk at byte 1234"). */
        String where(int p);
    }

    /**
     * Replaces the content of {@code state} with the parts of {@code head}, decoding them on all
     * cores ({@link org.lnetscope.trace.internal.Parallel}): every part writes its own ids and the
     * rows the head assigned it, into tables sized once ({@code FlatState.beginPartsLoad}); then
     * the containers are linked, again by id ranges. {@code fileBytes} bounds what each part's
     * counts may allocate (its share of {@link org.lnetscope.trace.internal.ChunkIO#memoryBudget}).
     * A damaged part throws {@link DamagedException} naming it ({@link PartSource#where}); the
     * state is then unusable until loaded again.
     */
    public static void decodeParts(PartsHead head, FlatState state, PartSource source, long fileBytes) {
        state.beginPartsLoad(head.highWater, head.totals);
        ClassTables tables = ClassTables.of(state.schema());
        int n = head.count();
        org.lnetscope.trace.internal.Parallel.forEach(n, p -> {
            try {
                byte[] bytes = source.read(p);
                ByteSource in = new ByteSource(bytes).limitMemory(fileBytes, n);
                decodePart(in, state, tables, head.from(p), head.to(p), head.rowStart[p], head.counts[p]);
            } catch (DamagedException e) {
                throw new DamagedException(source.where(p) + ": " + e.getMessage());
            }
        });
        org.lnetscope.trace.internal.Parallel.forEach(n, p -> state.linkContainers(head.from(p), head.to(p)));
        long live = 0;
        for (int total : head.totals) {
            live += total;
        }
        state.endPartsLoad(head.highWater, (int) live);
    }

    private static void decodePart(ByteSource in, FlatState state, ClassTables tables, int from, int to, int[] rowStart, int[] counts) {
        long[][] defaults = tables.defaults();
        int[] listCounts = tables.listCounts();
        int classes = defaults.length;
        int[] next = rowStart.clone();
        int[] end = new int[classes];
        long[][][] valueTables = new long[classes][][];
        // where each class's next row is (FlatState.placeOfRow), stepped row by row: a division per
        // object was 3-8 ns of the load's 51-58 ns per object
        int[] nextPlace = new int[classes];
        int[] pageRows = new int[classes];
        for (int c = 0; c < classes; c++) {
            end[c] = rowStart[c] + counts[c];
            valueTables[c] = state.valueTable(c);
            nextPlace[c] = state.placeOfRow(c, rowStart[c]);
            pageRows[c] = state.pageRows(c);
        }
        byte[] valueMask = new byte[(state.schema().valueStride() + 7) >> 3];
        byte[] listMask = new byte[(state.schema().listStride() + 7) >> 3];
        for (int id = from; id < to; id++) {
            int c = in.uint() - 1;
            if (c < 0) {
                continue;
            }
            if (c >= classes) {
                throw new DamagedException("object " + id + " has unknown class " + c);
            }
            int row = next[c]++;
            if (row >= end[c]) {
                throw new DamagedException("more objects of class " + c + " than the part's " + counts[c]);
            }
            long[] classDefaults = defaults[c];
            int slots = classDefaults.length;
            // the rows of a class are in pages (FlatState.valueTable)
            int place = nextPlace[c];
            nextPlace[c] = (place & FlatState.IN_PAGE_MASK) + 1 == pageRows[c]
                    ? ((place >>> FlatState.IN_PAGE_BITS) + 1) << FlatState.IN_PAGE_BITS
                    : place + 1;
            long[] table = valueTables[c][place >>> FlatState.IN_PAGE_BITS];
            int at = (place & FlatState.IN_PAGE_MASK) * slots;
            int maskBytes = (slots + 7) >> 3;
            for (int i = 0; i < maskBytes; i++) {
                valueMask[i] = (byte) in.u8();
            }
            for (int s = 0; s < slots; s++) {
                table[at + s] = (valueMask[s >> 3] & (1 << (s & 7))) != 0 ? in.svarint() : classDefaults[s];
            }
            state.loadPartObject(id, c, place);
            int lists = listCounts[c];
            int listMaskBytes = (lists + 7) >> 3;
            for (int i = 0; i < listMaskBytes; i++) {
                listMask[i] = (byte) in.u8();
            }
            for (int s = 0; s < lists; s++) {
                if ((listMask[s >> 3] & (1 << (s & 7))) == 0) {
                    continue;
                }
                int size = in.count("list element", 1, 4);
                in.charge("list", 1, 48, in.position());
                int[] ring = IntList.ringFor(size);
                long previous = 0;
                for (int e = 0; e < size; e++) {
                    previous += in.svarint();
                    ring[e] = (int) previous;
                }
                state.loadPartList(c, place, s, IntList.adopt(ring, size));
            }
        }
        for (int c = 0; c < classes; c++) {
            if (next[c] != end[c]) {
                throw new DamagedException((next[c] - rowStart[c]) + " objects of class " + c + ", the part's head says " + counts[c]);
            }
        }
        if (in.hasMore()) {
            throw new DamagedException("bytes left after its last id " + (to - 1));
        }
    }
}
