package org.lnetscope.trace.state;

import java.util.Arrays;

import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.internal.ByteSource;
import org.lnetscope.trace.internal.DamagedException;

/**
 * What a stretch of events changed in a {@link FlatState}, as the objects' values at its end: every
 * object an event of the stretch touched (created, deleted, a value or a list written), with its
 * class, container, values and lists then, or "none" if it was gone by then; the pooled values
 * defined in the stretch; the high water at its end. A seek index stores one per restore point
 * ({@code SeekIndex}), so a seek applies what changed instead of loading 4 M objects.
 *
 * <p>Because it lists every object touched, not only those that differ at the two ends, it turns
 * any state the replay reaches inside the stretch into the state at its end: such a state differs
 * from the one at the stretch's start only in objects the events before it touched, and those are
 * all written. So the cursor can apply it from where it stands, not only from the stretch's start.
 *
 * <p>Objects are encoded as a checkpoint encodes them ({@link StateCodec}: non-default values under
 * a mask, lists delta-coded), plus their container, which a checkpoint derives from its
 * containment lists but a diff cannot (the container may not be in the diff). A list is written
 * only if an event of the stretch changed it, and then only after the prefix no event changed
 * ({@link ListChanges}), or, for a queue, past the run of its elements that every state has: every state inside the stretch has that prefix.
 */
public final class StateDiff {

    private StateDiff() {
    }

    /** Per list: what every state of the stretch since the diff's base has of it at the stretch's end. */
    public interface ListChanges {
        /** The kept prefix of list {@code slot} of {@code id}: 0 if the object is new, {@link Integer#MAX_VALUE} if untouched. */
        int kept(int id, int slot);

        /**
         * For a list the stretch only popped at its head and appended to at its tail: how many of
         * its elements at the end were there at the base (they follow one another in every state
         * of the stretch); else 0.
         */
        int keptAfterPops(int id, int slot);
    }

    private static final int LIST_PREFIX = 0;
    private static final int LIST_QUEUE = 1;

    /** A hash of {@code n} elements of {@code list} from {@code from}: what a queue's kept run is checked by. */
    private static long runHash(IntList list, int from, int n) {
        long h = 0x9E3779B97F4A7C15L;
        for (int i = from; i < from + n; i++) {
            h = (h ^ list.get(i)) * 0xBF58476D1CE4E5B9L;
            h ^= h >>> 31;
        }
        return h;
    }

    /**
     * Encodes the objects {@code state}'s {@link DirtySet} marked since it was last cleared (every
     * object the events applied since then touched), with the pooled values from index
     * {@code poolFrom} on.
     */
    public static void encode(FlatState state, int poolFrom, ListChanges prefixes, ByteSink out) {
        ValuePool pool = state.pool();
        out.varint(poolFrom);
        out.varint(pool.size() - poolFrom);
        for (int i = poolFrom; i < pool.size(); i++) {
            ValuePool.encodeValue(out, pool.get(i));
        }
        DirtySet dirty = state.dirty();
        if (dirty.isEverything()) {
            throw new IllegalStateException("the state's changes were not tracked (clear its dirty set at the diff's start)");
        }
        int[] ids = new int[dirty.count()];
        for (int i = 0; i < ids.length; i++) {
            ids[i] = dirty.id(i);
        }
        Arrays.sort(ids);
        Schema schema = state.schema();
        out.varint(state.highWater());
        out.varint(ids.length);
        int previous = 0;
        for (int id : ids) {
            out.varint(id - previous);
            previous = id;
            int c = state.classOf(id);
            out.varint(c + 1L);
            if (c < 0) {
                continue;
            }
            int container = state.containerOf(id);
            out.varint(container + 1L);
            if (container >= 0) {
                out.varint(state.containerSlotOf(id));
            }
            ClassLayout layout = schema.layout(c);
            int slots = layout.values().size();
            int maskStart = out.size();
            for (int i = 0; i < (slots + 7) >> 3; i++) {
                out.u8(0);
            }
            for (int s = 0; s < slots; s++) {
                long value = state.get(id, s);
                if (value != layout.values().get(s).defaultValue()) {
                    out.array()[maskStart + (s >> 3)] |= (byte) (1 << (s & 7));
                    out.svarint(value);
                }
            }
            int lists = layout.lists().size();
            int listMaskStart = out.size();
            for (int i = 0; i < (lists + 7) >> 3; i++) {
                out.u8(0);
            }
            for (int s = 0; s < lists; s++) {
                int kept = prefixes.kept(id, s);
                if (kept == Integer.MAX_VALUE) {
                    continue; // as it is in every state of the stretch
                }
                IntList list = state.list(id, s);
                int size = list == null ? 0 : list.size();
                kept = Math.min(kept, size);
                out.array()[listMaskStart + (s >> 3)] |= (byte) (1 << (s & 7));
                int run = Math.min(prefixes.keptAfterPops(id, s), size);
                if (run > kept) {
                    // a queue: its first run elements are in every state of the stretch, one after another
                    out.u8(LIST_QUEUE);
                    out.varint(run);
                    out.svarint(list.get(0));
                    out.svarint(runHash(list, 0, run));
                    kept = run;
                } else {
                    out.u8(LIST_PREFIX);
                    out.varint(kept);
                }
                out.varint(size - kept);
                int last = 0;
                for (int i = kept; i < size; i++) {
                    int element = list.get(i);
                    out.svarint((long) element - last);
                    last = element;
                }
            }
        }
    }

    /**
     * Applies an encoded diff to {@code state}, which must be a state the replay reached inside the
     * diff's stretch. Checked as it goes (ids, classes, counts against the bytes, containers);
     * on {@link DamagedException} the state is unusable until loaded again.
     */
    public static void applyInto(ByteSource in, FlatState state) {
        ValuePool pool = state.pool();
        int poolFrom = in.uint();
        int defined = in.count("pooled value", 2, 80);
        for (int i = 0; i < defined; i++) {
            pool.define(poolFrom + i, ValuePool.decodeValue(in));
        }
        Schema schema = state.schema();
        int classes = schema.classes().size();
        // the class defaults and slot counts from arrays made once per diff, not from the layouts'
        // lists per object and slot (as StateCodec's decoder)
        StateCodec.ClassTables tables = StateCodec.ClassTables.of(schema);
        long[][] defaults = tables.defaults();
        int[] listCounts = tables.listCounts();
        int at = in.position();
        long claimed = in.varint();
        if (claimed < state.highWater() || claimed > Integer.MAX_VALUE - 8) {
            throw new DamagedException("diff's high water " + claimed + " is not at or above the state's " + state.highWater());
        }
        int highWater = (int) claimed;
        // the state's per-id arrays grow to it: charged against the file's memory bound (issue 30)
        in.charge("new object id", highWater - state.highWater(), 48L + 8L * schema.valueStride() + 8L * schema.listStride(), at);
        int n = in.count("changed object", 2);
        state.raiseHighWater(highWater);
        long[] row = new long[schema.valueStride()];
        byte[] mask = new byte[(row.length + 7) >> 3];
        byte[] listMask = new byte[(schema.listStride() + 7) >> 3];
        int[] containers = new int[n];
        int[] containerSlots = new int[n];
        int[] changed = new int[n];
        int put = 0;
        long id = 0;
        for (int k = 0; k < n; k++) {
            long delta = in.varint();
            if (k > 0 && delta == 0) {
                throw new DamagedException("diff object " + id + " listed twice");
            }
            id += delta;
            if (id >= highWater) {
                throw new DamagedException("diff object " + id + " is past its high water " + highWater);
            }
            int c = in.uint() - 1;
            if (c < 0) {
                state.dropObject((int) id);
                continue;
            }
            if (c >= classes) {
                throw new DamagedException("diff object " + id + " has unknown class " + c);
            }
            int container = in.uint() - 1;
            int containerSlot = container >= 0 ? in.uint() : -1;
            long[] classDefaults = defaults[c];
            int slots = classDefaults.length;
            for (int i = 0; i < (slots + 7) >> 3; i++) {
                mask[i] = (byte) in.u8();
            }
            for (int s = 0; s < slots; s++) {
                row[s] = (mask[s >> 3] & (1 << (s & 7))) != 0 ? in.svarint() : classDefaults[s];
            }
            state.putObject((int) id, c, row, container, containerSlot);
            int lists = listCounts[c];
            for (int i = 0; i < (lists + 7) >> 3; i++) {
                listMask[i] = (byte) in.u8();
            }
            for (int s = 0; s < lists; s++) {
                if ((listMask[s >> 3] & (1 << (s & 7))) == 0) {
                    continue;
                }
                int mode = in.u8();
                int kept = in.uint();
                IntList now = state.list((int) id, s);
                int from = 0;
                if (mode == LIST_QUEUE) {
                    int first = (int) in.svarint();
                    long hash = in.svarint();
                    from = now == null ? -1 : now.indexOf(first);
                    if (from < 0 || from + kept > now.size() || runHash(now, from, kept) != hash) {
                        throw new DamagedException("diff object " + id + "'s queue does not hold the " + kept + " elements from "
                                + first + " it keeps");
                    }
                } else if (mode != LIST_PREFIX) {
                    throw new DamagedException("diff object " + id + " has a list of unknown kind " + mode);
                }
                if (from + kept > (now == null ? 0 : now.size())) {
                    throw new DamagedException("diff object " + id + " keeps " + kept + " elements of a list of "
                            + (now == null ? 0 : now.size()));
                }
                int size = in.count("list element", 1, 4);
                in.charge("list", 1, 48 + 4L * kept, in.position());
                // the kept run copied as at most two arraycopy runs, into the ring the new list takes as its own
                int[] ring = IntList.ringFor(kept + size);
                if (kept > 0) {
                    now.copyTo(from, ring, 0, kept);
                }
                long previous = 0;
                for (int e = kept; e < kept + size; e++) {
                    previous += in.svarint();
                    ring[e] = (int) previous;
                }
                state.putList((int) id, s, IntList.adopt(ring, kept + size));
            }
            changed[put] = (int) id;
            containers[put] = container;
            containerSlots[put] = containerSlot;
            put++;
        }
        for (int i = 0; i < put; i++) {
            if (containers[i] >= 0 && !state.isContainment(containers[i], containerSlots[i])) {
                throw new DamagedException("diff object " + changed[i] + " is in object " + containers[i]
                        + ", which has no containment list " + containerSlots[i]);
            }
        }
        state.diffApplied();
    }
}
