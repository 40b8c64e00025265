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
    private record ClassTables(long[][] defaults, int[] listCounts) {
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
        long[][] defaults = tables.defaults();
        int[] listCounts = tables.listCounts();
        out.varint(highWater);
        for (int id = 0; id < highWater; id++) {
            int c = state.row(id, row);
            out.varint(c + 1L);
            if (c < 0) {
                continue;
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
}
