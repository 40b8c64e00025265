package org.lnetscope.trace.state;

import java.util.Arrays;

import org.lnetscope.trace.internal.DamagedException;

/**
 * The whole fabric at one instant as flat arrays: one row of long slots and one row of id lists
 * per object id. Replaying events touches only these arrays (no EMF, no allocation on the common
 * path), which is what makes a million events a second possible; a checkpoint is a copy of them.
 *
 * <p>Object ids are small ints that writers recycle, so the arrays grow with the number of live
 * objects, not with the length of the trace. The containment tree is the list slots flagged
 * containment; each object also knows its container and slot so deletes can find it.
 *
 * <p>Changes are remembered per object ({@link #dirty}) until a consumer, normally the EMF sync,
 * drains them once per frame.
 *
 * <p>Methods throw {@link DamagedException} when an operation does not fit the state (an index
 * out of range, an element that is not where the trace says): that is a damaged trace or a writer
 * bug, and the reader turns it into a one-line error.
 */
public final class FlatState {

    private final Schema schema;
    private final int valueStride;
    private final int listStride;
    private final ValuePool pool;
    /**
     * Per class, its number of value and list slots: the checks on every get and set read these
     * instead of the schema's lists (a profile of the simulator's recorder showed the list
     * lookups behind each check at a fifth of its samples).
     */
    private final int[] valueCount;
    private final int[] listCount;
    /** Per class, per list slot: a containment list (finishLoad derives containers from these). */
    private final boolean[][] containment;

    private int capacity;
    private int highWater;
    private int liveCount;
    private int[] classOf;
    private int[] containerOf;
    private int[] containerSlotOf;
    private long[] generationOf;
    private long[] values;
    private IntList[] lists;
    private long nextGeneration = 1;

    private final DirtySet dirty = new DirtySet();

    public FlatState(Schema schema) {
        this(schema, new ValuePool());
    }

    public FlatState(Schema schema, ValuePool pool) {
        this.schema = schema;
        this.valueStride = schema.valueStride();
        this.listStride = schema.listStride();
        this.pool = pool;
        int classes = schema.classes().size();
        this.valueCount = new int[classes];
        this.listCount = new int[classes];
        this.containment = new boolean[classes][];
        for (int c = 0; c < classes; c++) {
            valueCount[c] = schema.layout(c).values().size();
            listCount[c] = schema.layout(c).lists().size();
            containment[c] = new boolean[listCount[c]];
            for (int s = 0; s < listCount[c]; s++) {
                containment[c][s] = schema.layout(c).lists().get(s).containment();
            }
        }
        allocate(64);
    }

    private void allocate(int newCapacity) {
        capacity = newCapacity;
        classOf = new int[capacity];
        Arrays.fill(classOf, -1);
        containerOf = new int[capacity];
        containerSlotOf = new int[capacity];
        generationOf = new long[capacity];
        values = new long[capacity * valueStride];
        lists = new IntList[capacity * listStride];
        highWater = 0;
        liveCount = 0;
    }

    private void ensureCapacity(int id) {
        if (id < capacity) {
            return;
        }
        int newCapacity = Math.max(id + 1, capacity + (capacity >> 1));
        classOf = Arrays.copyOf(classOf, newCapacity);
        Arrays.fill(classOf, capacity, newCapacity, -1);
        containerOf = Arrays.copyOf(containerOf, newCapacity);
        containerSlotOf = Arrays.copyOf(containerSlotOf, newCapacity);
        generationOf = Arrays.copyOf(generationOf, newCapacity);
        values = Arrays.copyOf(values, newCapacity * valueStride);
        lists = Arrays.copyOf(lists, newCapacity * listStride);
        capacity = newCapacity;
        dirty.ensure(newCapacity);
    }

    public Schema schema() {
        return schema;
    }

    public ValuePool pool() {
        return pool;
    }

    /** Every live id is below this. */
    public int highWater() {
        return highWater;
    }

    public int liveCount() {
        return liveCount;
    }

    public boolean isLive(int id) {
        return id >= 0 && id < capacity && classOf[id] >= 0;
    }

    /** The class index of {@code id}, or -1 if no object has that id now. */
    public int classOf(int id) {
        return id >= 0 && id < capacity ? classOf[id] : -1;
    }

    /** The container's id, or -1 for a root. */
    public int containerOf(int id) {
        return containerOf[checkLive(id)];
    }

    /** The list slot of the container that holds {@code id}. */
    public int containerSlotOf(int id) {
        return containerSlotOf[checkLive(id)];
    }

    /** Changes each time an id is given to a new object, so a consumer can tell a recycled id from the old object. */
    public long generationOf(int id) {
        return generationOf[checkLive(id)];
    }

    public long get(int id, int slot) {
        checkValueSlot(id, slot);
        return values[id * valueStride + slot];
    }

    /**
     * As {@link #get} without checking that {@code id} is live and has {@code slot}: for a writer
     * reading back its own state (the simulator's recorder compares every touched field with it,
     * and the check was a tenth of its samples). A bad id or slot reads another slot's value or
     * fails with an array index error, so never use it on a state decoded from a file.
     */
    public long peek(int id, int slot) {
        return values[id * valueStride + slot];
    }

    /** The list, or null when it is empty and was never written. Callers must not modify it. */
    public IntList list(int id, int slot) {
        checkListSlot(id, slot);
        return lists[id * listStride + slot];
    }

    public int listSize(int id, int slot) {
        IntList list = list(id, slot);
        return list == null ? 0 : list.size();
    }

    public DirtySet dirty() {
        return dirty;
    }

    private int checkLive(int id) {
        if (!isLive(id)) {
            throw new DamagedException("object " + id + " does not exist");
        }
        return id;
    }

    private void checkValueSlot(int id, int slot) {
        int c = classOf(id);
        if (c < 0) {
            throw new DamagedException("object " + id + " does not exist");
        }
        if (slot < 0 || slot >= valueCount[c]) {
            throw new DamagedException("object " + id + " (" + schema.layout(c).name() + ") has no value slot " + slot);
        }
    }

    private void checkListSlot(int id, int slot) {
        int c = classOf(id);
        if (c < 0) {
            throw new DamagedException("object " + id + " does not exist");
        }
        if (slot < 0 || slot >= listCount[c]) {
            throw new DamagedException("object " + id + " (" + schema.layout(c).name() + ") has no list slot " + slot);
        }
    }

    // ---- the five primitive changes; each returns what its inverse needs ----

    /** Sets a value slot; returns the old value. */
    public long set(int id, int slot, long value) {
        checkValueSlot(id, slot);
        int at = id * valueStride + slot;
        long old = values[at];
        values[at] = value;
        dirty.value(id, slot);
        return old;
    }

    public void insert(int owner, int slot, int index, int element) {
        checkListSlot(owner, slot);
        if (!isLive(element)) {
            throw new DamagedException("inserting object " + element + ", which does not exist");
        }
        int at = owner * listStride + slot;
        IntList list = lists[at];
        if (list == null) {
            list = lists[at] = new IntList();
        }
        if (index < 0 || index > list.size()) {
            throw new DamagedException("insert at " + index + " into a list of " + list.size());
        }
        list.insert(index, element);
        dirty.list(owner, slot);
    }

    /** Removes and returns the element at {@code index}. */
    public int remove(int owner, int slot, int index) {
        checkListSlot(owner, slot);
        IntList list = lists[owner * listStride + slot];
        if (list == null || index < 0 || index >= list.size()) {
            throw new DamagedException("remove at " + index + " from a list of " + (list == null ? 0 : list.size()));
        }
        dirty.list(owner, slot);
        return list.remove(index);
    }

    /**
     * A new object with its class's default values, inserted at {@code index} of its container's
     * containment list ({@code container} -1 for the root).
     */
    public void create(int id, int classIndex, int container, int containerSlot, int index) {
        if (id < 0) {
            throw new DamagedException("negative object id " + id);
        }
        if (id > highWater) {
            // Writers hand out ids densely (a freed one, or the next above every id so far), so an id
            // past that is damage; growing the arrays to it would let a few bytes allocate gigabytes.
            throw new DamagedException("object id " + id + " skips past the next free id " + highWater);
        }
        ensureCapacity(id);
        if (classOf[id] >= 0) {
            throw new DamagedException("object " + id + " created twice");
        }
        if (classIndex < 0 || classIndex >= schema.classes().size()) {
            throw new DamagedException("unknown class " + classIndex);
        }
        if (container >= 0) {
            checkListSlot(container, containerSlot);
            if (!schema.layout(classOf[container]).lists().get(containerSlot).containment()) {
                throw new DamagedException("object " + id + " created in a list that is not a containment");
            }
        }
        ClassLayout layout = schema.layout(classIndex);
        classOf[id] = classIndex;
        containerOf[id] = container;
        containerSlotOf[id] = containerSlot;
        generationOf[id] = nextGeneration++;
        int base = id * valueStride;
        for (int s = 0; s < valueStride; s++) {
            values[base + s] = s < layout.values().size() ? layout.values().get(s).defaultValue() : 0;
        }
        Arrays.fill(lists, id * listStride, (id + 1) * listStride, null);
        highWater = Math.max(highWater, id + 1);
        liveCount++;
        dirty.structure(id);
        if (container >= 0) {
            insert(container, containerSlot, index, id);
        }
    }

    /**
     * Deletes an object that has no children, removing it from index {@code index} of its
     * container; returns its image so the delete can be undone exactly.
     */
    public ObjectImage delete(int id, int index) {
        checkLive(id);
        ClassLayout layout = schema.layout(classOf[id]);
        for (int s = 0; s < layout.lists().size(); s++) {
            IntList list = lists[id * listStride + s];
            if (layout.lists().get(s).containment() && list != null && !list.isEmpty()) {
                throw new DamagedException(
                        "object " + id + " deleted while it still contains objects (" + layout.lists().get(s).name() + ")");
            }
        }
        int container = containerOf[id];
        if (container >= 0) {
            IntList siblings = lists[container * listStride + containerSlotOf[id]];
            if (siblings == null || index < 0 || index >= siblings.size() || siblings.get(index) != id) {
                throw new DamagedException("object " + id + " is not at index " + index + " of its container");
            }
        }
        ObjectImage image = image(id, index);
        if (container >= 0) {
            remove(container, containerSlotOf[id], index);
        }
        classOf[id] = -1;
        Arrays.fill(lists, id * listStride, (id + 1) * listStride, null);
        liveCount--;
        dirty.structure(id);
        return image;
    }

    /** Puts back an object removed by {@link #delete}. */
    public void restore(ObjectImage image) {
        int id = image.id();
        ensureCapacity(id);
        if (classOf[id] >= 0) {
            throw new DamagedException("restoring object " + id + ", which exists");
        }
        classOf[id] = image.classIndex();
        containerOf[id] = image.container();
        containerSlotOf[id] = image.containerSlot();
        generationOf[id] = image.generation();
        System.arraycopy(image.values(), 0, values, id * valueStride, valueStride);
        for (int s = 0; s < listStride; s++) {
            int[] elements = image.lists()[s];
            lists[id * listStride + s] = elements == null ? null : new IntList(elements);
        }
        highWater = Math.max(highWater, id + 1);
        liveCount++;
        dirty.structure(id);
        if (image.container() >= 0) {
            insert(image.container(), image.containerSlot(), image.index(), id);
        }
    }

    private ObjectImage image(int id, int index) {
        int[][] listCopy = new int[listStride][];
        for (int s = 0; s < listStride; s++) {
            IntList list = lists[id * listStride + s];
            listCopy[s] = list == null || list.isEmpty() ? null : list.toArray();
        }
        return new ObjectImage(id, classOf[id], containerOf[id], containerSlotOf[id], index, generationOf[id],
                Arrays.copyOfRange(values, id * valueStride, (id + 1) * valueStride), listCopy);
    }

    // ---- whole-state operations ----

    /** Empties the state (keeping the pool, which only grows). */
    public void clear() {
        // Reuses the arrays: a seek in the seed's trace loads checkpoints of millions of objects, and
        // allocating them afresh (then growing them by half at a time while loading) cost a
        // checkpoint load a gigabyte of garbage. Every id at or above highWater already holds the
        // defaults (ids are only written below it), so only [0, highWater) is reset.
        int ids = highWater;
        Arrays.fill(classOf, 0, ids, -1);
        Arrays.fill(containerOf, 0, ids, 0);
        Arrays.fill(containerSlotOf, 0, ids, 0);
        Arrays.fill(generationOf, 0, ids, 0L);
        Arrays.fill(values, 0, ids * valueStride, 0L);
        Arrays.fill(lists, 0, ids * listStride, null);
        highWater = 0;
        liveCount = 0;
        dirty.everything();
    }

    /** Makes room for ids below {@code ids} at once (a checkpoint load knows its high water first). */
    void reserve(int ids) {
        if (ids > 0) {
            ensureCapacity(ids - 1);
        }
    }

    /**
     * Loads an object during checkpoint decoding: class and values only; lists come with
     * {@link #loadList}, containers are recomputed by {@link #finishLoad}.
     */
    void loadObject(int id, int classIndex, long[] row) {
        ensureCapacity(id);
        classOf[id] = classIndex;
        containerOf[id] = -1;
        containerSlotOf[id] = -1;
        generationOf[id] = 0;
        System.arraycopy(row, 0, values, id * valueStride, valueStride);
        highWater = Math.max(highWater, id + 1);
        liveCount++;
    }

    void loadList(int id, int slot, int[] elements) {
        lists[id * listStride + slot] = new IntList(elements);
    }

    /** After loading: derive every object's container from the containment lists. */
    /**
     * After a checkpoint load: the writer had handed out every id below {@code value}, live or
     * freed since, and its next fresh id is {@code value}. Loading only the live objects would
     * leave the high water lower, and the writer's next CREATE would look like a skipped id.
     */
    void raiseHighWater(int value) {
        if (value > highWater) {
            ensureCapacity(value - 1);
            highWater = value;
        }
    }

    void finishLoad() {
        for (int id = 0; id < highWater; id++) {
            int c = classOf[id];
            if (c < 0) {
                continue;
            }
            boolean[] contains = containment[c];
            for (int s = 0; s < contains.length; s++) {
                IntList list = lists[id * listStride + s];
                if (list == null || !contains[s]) {
                    continue;
                }
                for (int i = 0; i < list.size(); i++) {
                    int child = list.get(i);
                    if (!isLive(child)) {
                        throw new DamagedException("object " + id + " contains object " + child + ", which does not exist");
                    }
                    containerOf[child] = id;
                    containerSlotOf[child] = s;
                }
            }
        }
        dirty.ensure(capacity);
        dirty.everything();
    }

    /** A deep copy (the pool is shared: it is append-only). */
    public FlatState copy() {
        FlatState copy = new FlatState(schema, pool);
        copy.ensureCapacity(capacity - 1);
        System.arraycopy(classOf, 0, copy.classOf, 0, capacity);
        System.arraycopy(containerOf, 0, copy.containerOf, 0, capacity);
        System.arraycopy(containerSlotOf, 0, copy.containerSlotOf, 0, capacity);
        System.arraycopy(generationOf, 0, copy.generationOf, 0, capacity);
        System.arraycopy(values, 0, copy.values, 0, values.length);
        for (int i = 0; i < lists.length; i++) {
            copy.lists[i] = lists[i] == null ? null : lists[i].copy();
        }
        copy.highWater = highWater;
        copy.liveCount = liveCount;
        copy.nextGeneration = nextGeneration;
        return copy;
    }

    /**
     * Null if both states hold the same objects with the same values, lists and containers; else
     * the first difference, in words. Generations are not compared: they only tell consumers when
     * an id was reused.
     */
    public String differenceFrom(FlatState other) {
        int max = Math.max(highWater, other.highWater);
        for (int id = 0; id < max; id++) {
            int c = classOf(id);
            if (c != other.classOf(id)) {
                return "object " + id + ": class " + c + " vs " + other.classOf(id);
            }
            if (c < 0) {
                continue;
            }
            if (containerOf[id] != other.containerOf[id] || containerSlotOf[id] != other.containerSlotOf[id]) {
                return "object " + id + ": container " + containerOf[id] + " vs " + other.containerOf[id];
            }
            ClassLayout layout = schema.layout(c);
            for (int s = 0; s < layout.values().size(); s++) {
                if (get(id, s) != other.get(id, s)) {
                    return "object " + id + " " + layout.name() + "." + layout.values().get(s).name() + ": " + get(id, s)
                            + " vs " + other.get(id, s);
                }
            }
            for (int s = 0; s < layout.lists().size(); s++) {
                IntList a = list(id, s);
                IntList b = other.list(id, s);
                boolean same = a == null ? b == null || b.isEmpty() : a.sameElements(b);
                if (!same) {
                    return "object " + id + " " + layout.name() + "." + layout.lists().get(s).name() + ": " + a + " vs " + b;
                }
            }
        }
        return null;
    }
}
