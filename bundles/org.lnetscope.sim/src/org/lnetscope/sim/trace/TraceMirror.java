package org.lnetscope.sim.trace;

import java.util.Arrays;

import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.IntList;
import org.lnetscope.trace.state.Schema;
import org.lnetscope.trace.state.StateCodec;
import org.lnetscope.trace.state.ValuePool;

/**
 * What the trace holds, kept on the simulation thread from the ops the recorder appends
 * ({@link OpSink}), so that the trace writer keeps no copy of the state
 * ({@code TraceWriter.producerHoldsState}) and checkpoints are written from here: each id's class
 * and container, every list in the trace's order, the value slots of every object but the
 * simulator's messages and rxs, and the value pool. A message's or an rx's values are read from the
 * simulator's object itself when a checkpoint is written ({@link Derived}: its fixed fields, and
 * the flags and links the recorder keeps beside it as what it told the trace): millions of them,
 * whose second copy in the writer's state was most of the traced run's extra heap
 * (docs/benchmarks.md, "Recording at the write site, second pass").
 *
 * <p>Each op is applied here as the writer applied it to its state (an append is at the list's
 * end, a remove takes the first occurrence from the head, a delete without an index finds the
 * object in its container's list), so the index each op names is the one the writer found, and
 * a checkpoint is byte for byte the one the writer made from its own state
 * ({@code TraceOutputTest.theWriterThreadWritesWhatTheCheckedModeWrites}).
 */
final class TraceMirror implements StateCodec.Rows {

    /** The values of a live object whose class is derived ({@link #derive}), read from the simulator's object. */
    interface Derived {
        void row(int id, int classIndex, long[] row);
    }

    /**
     * A list slot whose order the producer keeps itself and hands over when a checkpoint asks
     * for it: a node's messages (Node.messages, msc_active order), which {@link MessageOrder}
     * already numbers. Keeping a second copy here as an {@link IntList} of up to 2 M ids meant
     * shifting half of it at every message's deletion (IntList.remove, and the insert of each new
     * message at its tail: 7 % of the recording thread on the full seed, JFR, docs/benchmarks.md,
     * helper r37); every create and delete in such a list names its index.
     */
    interface ExternalList {
        IntList list(int owner);
    }

    /** An object whose values and lists this mirror keeps. */
    private static final class Held {
        final long[] values;
        final IntList[] lists;

        Held(long[] values, int listCount) {
            this.values = values;
            this.lists = listCount == 0 ? null : new IntList[listCount];
        }
    }

    private final Schema schema;
    private final long[][] defaults;
    private final int[] listCounts;
    private final boolean[] derivedClass;
    private Derived derived;
    private boolean holdsDerived;
    /** Per class and list slot ({@code class * listStride + slot}), where a list kept outside is read from. */
    private final ExternalList[] externals;
    private final int listStride;

    private byte[] classOf;
    private int[] containerOf;
    private byte[] containerSlotOf;
    /** Per id: its values and lists, or null (free, or of a derived class). */
    private Held[] held;
    private int highWater;

    private final ValuePool pool = new ValuePool();
    /** Set by {@link #pooled}: the value was new, so the writer writes a DEFINE op for it. */
    boolean defined;
    /**
     * The identity cache of {@link #poolIndexOf} and {@link #pooled} (a value's pool index never
     * changes): it spares the pool's hash look-up for a NID object seen before. On the full seed the
     * look-up is still reached about as often with 4,096 slots as with 256 (docs/benchmarks.md,
     * "Recording at the write site, fourth pass"), so its NIDs are not as few shared objects as
     * this assumes.
     */
    private static final int CACHE_SLOTS = 1 << 12;
    private final Object[] cacheKeys = new Object[CACHE_SLOTS];
    private final int[] cacheIndex = new int[CACHE_SLOTS];

    /** The trace's initial state, read once (the writer gives it up afterwards). */
    TraceMirror(FlatState initial) {
        this.schema = initial.schema();
        int classes = schema.classes().size();
        if (classes > Byte.MAX_VALUE || schema.listStride() > Byte.MAX_VALUE) {
            throw new IllegalStateException("the trace schema has too many classes or list slots for TraceMirror");
        }
        defaults = new long[classes][];
        listCounts = new int[classes];
        derivedClass = new boolean[classes];
        listStride = schema.listStride();
        externals = new ExternalList[classes * listStride];
        for (int c = 0; c < classes; c++) {
            var values = schema.layout(c).values();
            defaults[c] = new long[values.size()];
            for (int v = 0; v < values.size(); v++) {
                defaults[c][v] = values.get(v).defaultValue();
            }
            listCounts[c] = schema.layout(c).lists().size();
        }
        int hw = initial.highWater();
        int room = Math.max(1024, hw * 2);
        classOf = new byte[room];
        Arrays.fill(classOf, (byte) -1);
        containerOf = new int[room];
        containerSlotOf = new byte[room];
        held = new Held[room];
        highWater = hw;
        for (int id = 0; id < hw; id++) {
            int c = initial.classOf(id);
            if (c < 0) {
                continue;
            }
            classOf[id] = (byte) c;
            containerOf[id] = initial.containerOf(id);
            containerSlotOf[id] = (byte) Math.max(0, initial.containerSlotOf(id));
            long[] values = new long[defaults[c].length];
            for (int s = 0; s < values.length; s++) {
                values[s] = initial.get(id, s);
            }
            Held h = new Held(values, listCounts[c]);
            for (int s = 0; s < listCounts[c]; s++) {
                IntList list = initial.list(id, s);
                if (list != null && !list.isEmpty()) {
                    h.lists[s] = list.copy();
                }
            }
            held[id] = h;
        }
        ValuePool initialPool = initial.pool();
        for (int i = 0; i < initialPool.size(); i++) {
            pool.intern(initialPool.get(i));
        }
    }

    /** Objects of {@code classIndex} created from now on take their values from {@code source}. */
    void derive(int classIndex, Derived source) {
        derivedClass[classIndex] = true;
        derived = source;
        for (int id = 0; id < highWater; id++) {
            if (classOf[id] == classIndex && held[id] != null) {
                holdsDerived = true; // the initial state's own (a world exported mid-run): their rows are kept
            }
        }
    }

    /**
     * List slot {@code slot} of the objects of {@code classIndex} is kept by {@code source}, not
     * here: the lists held so far for it are dropped, once the source is found to hold the same.
     */
    void external(int classIndex, int slot, ExternalList source) {
        for (int id = 0; id < highWater; id++) {
            if (classOf[id] == classIndex && held[id] != null && held[id].lists != null) {
                IntList mine = held[id].lists[slot];
                IntList theirs = source.list(id);
                if (mine == null ? theirs.size() != 0 : !mine.sameElements(theirs)) {
                    throw new IllegalStateException("object " + id + "'s list slot " + slot + " is " + mine
                            + " in the trace, " + theirs + " where it is to be kept");
                }
                held[id].lists[slot] = null;
            }
        }
        externals[classIndex * listStride + slot] = source;
    }

    private ExternalList externalOf(int owner, int slot) {
        int c = owner < 0 ? -1 : classOf[owner];
        return c < 0 ? null : externals[c * listStride + slot];
    }

    private boolean isExternal(int owner, int slot) {
        return externalOf(owner, slot) != null;
    }

    /**
     * The value row the mirror keeps for {@code id} (null: a derived class, or free). The recorder
     * compares its writes with this same array ({@code ObjectSync}'s told rows) and then appends
     * the SET with {@link OpSink#setHeld}, which does not write it a second time.
     */
    long[] values(int id) {
        Held h = id < held.length ? held[id] : null;
        return h == null ? null : h.values;
    }

    /** Whether some object of a derived class has its values kept here (one of the initial state). */
    boolean holdsDerived() {
        return holdsDerived;
    }

    ValuePool pool() {
        return pool;
    }

    Schema schema() {
        return schema;
    }

    // ---- the ops, as the writer applies them ----

    void set(int object, int slot, long value) {
        Held h = held[object];
        if (h != null) {
            h.values[slot] = value;
        }
    }

    /** The pool index of a pooled value (NULL for null), interning it if new ({@link #defined} then says so). */
    long pooled(Object value) {
        defined = false;
        if (value == null) {
            return Schema.NULL;
        }
        int at = System.identityHashCode(value) & (CACHE_SLOTS - 1);
        if (cacheKeys[at] == value) {
            return cacheIndex[at];
        }
        int known = pool.find(value);
        if (known < 0) {
            known = pool.intern(value);
            defined = true;
        }
        cacheKeys[at] = value;
        cacheIndex[at] = known;
        return known;
    }

    /**
     * The pool index of a value known to be pooled (a message's NIDs): a small cache by identity,
     * since a checkpoint asks for two NIDs of each of millions of messages, and they are few.
     */
    long poolIndexOf(Object value) {
        if (value == null) {
            return Schema.NULL;
        }
        int at = System.identityHashCode(value) & (cacheKeys.length - 1);
        if (cacheKeys[at] == value) {
            return cacheIndex[at];
        }
        int index = pool.find(value);
        if (index < 0) {
            throw new IllegalStateException("value " + value + " is not in the trace's pool");
        }
        cacheKeys[at] = value;
        cacheIndex[at] = index;
        return index;
    }

    private void externalCheck(int owner, int slot) {
        if (isExternal(owner, slot)) {
            throw new IllegalStateException("list slot " + slot + " of object " + owner + " is kept outside the mirror");
        }
    }

    private IntList list(int owner, int slot, boolean make) {
        Held h = held[owner];
        if (h == null || h.lists == null) {
            throw new IllegalStateException("object " + owner + " has no list slot " + slot + " in the trace");
        }
        IntList list = h.lists[slot];
        if (list == null && make) {
            list = h.lists[slot] = new IntList();
        }
        return list;
    }

    /** Appends; returns the index. */
    int add(int owner, int slot, int element) {
        externalCheck(owner, slot);
        IntList list = list(owner, slot, true);
        list.add(element);
        return list.size() - 1;
    }

    /** Removes the first occurrence from the head; returns its index. */
    int remove(int owner, int slot, int element) {
        externalCheck(owner, slot);
        IntList list = list(owner, slot, false);
        int index = list == null ? -1 : list.indexOf(element);
        if (index < 0) {
            throw new IllegalStateException("object " + element + " is not in list slot " + slot + " of object " + owner);
        }
        list.remove(index);
        return index;
    }

    /** A new object at {@code index} of its container's list (-1: its end); returns the index. */
    int create(int id, int classIndex, int container, int containerSlot, int index) {
        if (id >= classOf.length) {
            int room = Math.max(id + 1, classOf.length + (classOf.length >> 1));
            int old = classOf.length;
            classOf = Arrays.copyOf(classOf, room);
            Arrays.fill(classOf, old, room, (byte) -1);
            containerOf = Arrays.copyOf(containerOf, room);
            containerSlotOf = Arrays.copyOf(containerSlotOf, room);
            held = Arrays.copyOf(held, room);
        }
        if (classOf[id] >= 0) {
            throw new IllegalStateException("object " + id + " created twice");
        }
        classOf[id] = (byte) classIndex;
        containerOf[id] = container;
        containerSlotOf[id] = (byte) containerSlot;
        held[id] = derivedClass[classIndex] ? null : new Held(defaults[classIndex].clone(), listCounts[classIndex]);
        highWater = Math.max(highWater, id + 1);
        if (container < 0) {
            return index < 0 ? 0 : index;
        }
        if (isExternal(container, containerSlot)) {
            if (index < 0) {
                throw new IllegalStateException("object " + id + " created in a list kept outside the mirror without its index");
            }
            return index;
        }
        IntList list = list(container, containerSlot, true);
        int at = index < 0 ? list.size() : index;
        list.insert(at, id);
        return at;
    }

    /** The container of a live object (-1: none). */
    int containerOf(int id) {
        return containerOf[id];
    }

    /**
     * Deletes an object at {@code index} of its container's list (-1: found there); returns the
     * index. For a list kept outside the mirror the index must be named, unless
     * {@code indexFoundWhereApplied} (a node's messages: OpSink.deleteListed).
     */
    int delete(int id, int index, boolean indexFoundWhereApplied) {
        int container = containerOf[id];
        int at = index;
        if (container >= 0 && isExternal(container, containerSlotOf[id])) {
            if (at < 0 && !indexFoundWhereApplied) {
                throw new IllegalStateException("object " + id + " deleted from a list kept outside the mirror without its index");
            }
        } else if (container >= 0) {
            IntList list = list(container, containerSlotOf[id], false);
            if (at < 0) {
                at = list == null ? -1 : list.indexOfDistinct(id);
            }
            if (list == null || at < 0 || at >= list.size() || list.get(at) != id) {
                throw new IllegalStateException("object " + id + " is not at index " + at + " of its container");
            }
            list.remove(at);
        } else if (at < 0) {
            at = 0;
        }
        classOf[id] = -1;
        held[id] = null;
        return at;
    }

    // ---- a checkpoint's rows (StateCodec.Rows) ----

    @Override
    public int highWater() {
        return highWater;
    }

    @Override
    public int row(int id, long[] row) {
        int c = classOf[id];
        if (c < 0) {
            return -1;
        }
        Held h = held[id];
        if (h != null) {
            System.arraycopy(h.values, 0, row, 0, h.values.length);
        } else {
            long[] d = defaults[c];
            System.arraycopy(d, 0, row, 0, d.length);
            derived.row(id, c, row);
        }
        return c;
    }

    @Override
    public IntList list(int id, int slot) {
        ExternalList external = externalOf(id, slot);
        if (external != null) {
            return external.list(id);
        }
        Held h = held[id];
        return h == null || h.lists == null ? null : h.lists[slot];
    }
}
