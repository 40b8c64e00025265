package org.lnetscope.trace.state;

import java.util.Arrays;

import org.lnetscope.trace.internal.DamagedException;

/**
 * The whole fabric at one instant as flat arrays: per class, a table of rows of that class's long
 * slots and id lists, and per object id its class and its row there. Replaying events touches only
 * these arrays (no EMF, no allocation on the common path), which is what makes a million events a
 * second possible; a checkpoint is a copy of them.
 *
 * <p>Rows per class rather than one row of the widest class per id: the simulator's full seed
 * holds 2.3 M kib_rxs of 5 slots and 2.3 M lnet_msgs of 20 next to a schema whose widest class
 * has 21 value and 7 list slots, so one row per id was about 200 bytes for each rx instead of 40
 * (docs/benchmarks.md, "Recording at the write site", memory).
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
    /**
     * Per id, where its row is in its class's tables: page {@code place >>> IN_PAGE_BITS}, row
     * {@code place & IN_PAGE_MASK} of that page ({@link #placeOfRow}).
     */
    private int[] placeOf;
    private int[] containerOf;
    private int[] containerSlotOf;
    private long[] generationOf;
    /**
     * Per class, per page of {@link #pageRows}[c] rows: those rows' value slots, valueCount[c] per
     * row. Tables in pages, not one array per class: the full seed's OOM state holds 2.3 M
     * Messages of 20 slots, a long[] of 371 MB, and allocating one array that large (or growing
     * it by Arrays.copyOf) zeroes or copies it in one go, during which the allocating thread
     * cannot reach a safepoint: a collection's pause asked meanwhile stopped every thread for the
     * rest of it (docs/benchmarks.md, "g37": Reaching safepoint 250 ms for a G1 Remark while
     * beginPartsLoad allocated). A page is one G1 region ({@link #PAGE_LONGS}), zeroed in about a
     * millisecond, and a table grows by adding pages, copying nothing.
     */
    private final long[][][] values;
    /** Per class, per page of {@link #pageRows}[c] rows: those rows' lists, listCount[c] per row. */
    private final IntList[][][] lists;
    /** Per class: rows in a whole page, as many as {@link #PAGE_LONGS} holds (at most 2^IN_PAGE_BITS). */
    private final int[] pageRows;
    /**
     * Per class: how many rows its pages hold. Page 0 starts at 4 rows and grows (by copying, at
     * most a page) to a whole page, so a class with a few objects costs a few slots; every later
     * page is whole.
     */
    private final int[] rowCapacity;
    /** Per class: rows handed out so far, and the freed ones (reused last freed first). */
    private final int[] rowHigh;
    private final IntList[] freeRows;
    private long nextGeneration = 1;

    private final DirtySet dirty = new DirtySet();

    /**
     * G1's region size for this heap as its ergonomics choose it (G1HeapRegion::setup_heap_region_size,
     * hotspot/share/gc/g1/g1HeapRegion.cpp: the max heap / 2048 rounded down to a power of two,
     * 1-32 MB; 2 MB for the launcher's -Xmx4g). A page is sized to fill one: an array over half a
     * region is allocated humongous, straight into old regions, so the 477 MB of the OOM state's
     * pages are never copied by a young collection. Pages under half a region were (run a1 of
     * "g37": a young pause of 447 ms evacuating 191 regions of fresh pages).
     */
    static final int REGION_BYTES = regionBytes(Runtime.getRuntime().maxMemory());
    /** Longs in a whole value page: a region, less room for the array's header (16 bytes, 24 without compressed class pointers). */
    static final int PAGE_LONGS = (REGION_BYTES - 64) / 8;
    /** A place's row within its page is its low bits, the page the rest (below 2^13 pages). */
    static final int IN_PAGE_BITS = 18;
    static final int IN_PAGE_MASK = (1 << IN_PAGE_BITS) - 1;
    private static final int MAX_PAGES = 1 << (31 - IN_PAGE_BITS);
    /** Rows of a class's first page when the state is made. */
    private static final int FIRST_ROWS = 4;

    static int regionBytes(long maxHeap) {
        long size = Long.highestOneBit(Math.max(1, maxHeap / 2048));
        return (int) Math.max(1 << 20, Math.min(32 << 20, size));
    }

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
        this.values = new long[classes][][];
        this.lists = new IntList[classes][][];
        this.pageRows = new int[classes];
        this.rowCapacity = new int[classes];
        this.rowHigh = new int[classes];
        this.freeRows = new IntList[classes];
        for (int c = 0; c < classes; c++) {
            valueCount[c] = schema.layout(c).values().size();
            listCount[c] = schema.layout(c).lists().size();
            containment[c] = new boolean[listCount[c]];
            for (int s = 0; s < listCount[c]; s++) {
                containment[c][s] = schema.layout(c).lists().get(s).containment();
            }
            values[c] = new long[][] {new long[FIRST_ROWS * valueCount[c]]};
            lists[c] = new IntList[][] {new IntList[FIRST_ROWS * listCount[c]]};
            pageRows[c] = Math.min(1 << IN_PAGE_BITS, PAGE_LONGS / Math.max(1, valueCount[c]));
            rowCapacity[c] = FIRST_ROWS;
            freeRows[c] = new IntList();
        }
        capacity = 64;
        classOf = new int[capacity];
        Arrays.fill(classOf, -1);
        placeOf = new int[capacity];
        containerOf = new int[capacity];
        containerSlotOf = new int[capacity];
        generationOf = new long[capacity];
    }

    /** The place of a row of class {@code c} for a new object: the last one freed, else the next. */
    private int allocateRow(int c) {
        IntList free = freeRows[c];
        if (!free.isEmpty()) {
            return free.remove(free.size() - 1);
        }
        int row = rowHigh[c]++;
        if (row >= rowCapacity[c]) {
            ensureRows(c, row + 1);
        }
        return placeOfRow(c, row);
    }

    /** Where row {@code row} of class {@code c} is: its page and its row there, in one int. */
    int placeOfRow(int c, int row) {
        int perPage = pageRows[c];
        int page = row / perPage;
        return page << IN_PAGE_BITS | (row - page * perPage);
    }

    /**
     * Makes class {@code c}'s pages hold at least {@code rows} rows: page 0 grows by half at a time
     * up to a whole page, then whole pages are added (fresh ones: a page's content is written by
     * each create or load before it is read, and its lists are null).
     */
    private void ensureRows(int c, long rows) {
        if (rows <= rowCapacity[c]) {
            return;
        }
        int perPage = pageRows[c];
        if (rows > (long) MAX_PAGES * perPage) {
            throw new DamagedException(rows + " objects of class " + schema.layout(c).name() + ", more than " + MAX_PAGES
                    + " pages of " + perPage);
        }
        int vc = valueCount[c];
        int lc = listCount[c];
        if (rowCapacity[c] < perPage) {
            int first = (int) Math.min(perPage, Math.max(rows, rowCapacity[c] + (rowCapacity[c] >> 1)));
            values[c][0] = Arrays.copyOf(values[c][0], first * vc);
            lists[c][0] = Arrays.copyOf(lists[c][0], first * lc);
            rowCapacity[c] = first;
        }
        if (rows <= rowCapacity[c]) {
            return;
        }
        int pages = (int) ((rows + perPage - 1) / perPage);
        int had = values[c].length;
        values[c] = Arrays.copyOf(values[c], pages);
        lists[c] = Arrays.copyOf(lists[c], pages);
        for (int p = had; p < pages; p++) {
            values[c][p] = new long[perPage * vc];
            lists[c][p] = new IntList[perPage * lc];
        }
        rowCapacity[c] = pages * perPage;
    }

    /** Frees the row at {@code place} (its lists dropped: they must not outlive it). */
    private void freeRow(int c, int place) {
        int lc = listCount[c];
        int at = (place & IN_PAGE_MASK) * lc;
        Arrays.fill(lists[c][place >>> IN_PAGE_BITS], at, at + lc, null);
        freeRows[c].add(place);
    }

    /** The page of class {@code c}'s value table that holds the row at {@code place}. */
    private long[] valuePage(int c, int place) {
        return values[c][place >>> IN_PAGE_BITS];
    }

    /** Where slot {@code slot} of the row at {@code place} is in its {@link #valuePage}. */
    private int valueAt(int c, int place, int slot) {
        return (place & IN_PAGE_MASK) * valueCount[c] + slot;
    }

    private IntList[] listPage(int c, int place) {
        return lists[c][place >>> IN_PAGE_BITS];
    }

    private int listAt(int c, int place, int slot) {
        return (place & IN_PAGE_MASK) * listCount[c] + slot;
    }

    private void ensureCapacity(int id) {
        if (id < capacity) {
            return;
        }
        int newCapacity = Math.max(id + 1, capacity + (capacity >> 1));
        classOf = Arrays.copyOf(classOf, newCapacity);
        Arrays.fill(classOf, capacity, newCapacity, -1);
        placeOf = Arrays.copyOf(placeOf, newCapacity);
        containerOf = Arrays.copyOf(containerOf, newCapacity);
        containerSlotOf = Arrays.copyOf(containerSlotOf, newCapacity);
        generationOf = Arrays.copyOf(generationOf, newCapacity);
        capacity = newCapacity;
        // the dirty set grows when an id is first marked, not with the ids: a state nobody marks
        // (loaded, then everything) or marks only low ids saves 18 bytes per id (DirtySet)
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
        int c = classOf[id];
        int row = placeOf[id];
        return valuePage(c, row)[valueAt(c, row, slot)];
    }

    /**
     * As {@link #get} without checking that {@code id} is live and has {@code slot}: for a writer
     * reading back its own state (the simulator's recorder compares every touched field with it,
     * and the check was a tenth of its samples). A bad id or slot reads another slot's value or
     * fails with an array index error, so never use it on a state decoded from a file.
     */
    public long peek(int id, int slot) {
        int c = classOf[id];
        int row = placeOf[id];
        return valuePage(c, row)[valueAt(c, row, slot)];
    }

    /** The list, or null when it is empty and was never written. Callers must not modify it. */
    public IntList list(int id, int slot) {
        checkListSlot(id, slot);
        int c = classOf[id];
        int row = placeOf[id];
        return listPage(c, row)[listAt(c, row, slot)];
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
        int c = classOf[id];
        int row = placeOf[id];
        long[] table = valuePage(c, row);
        int at = valueAt(c, row, slot);
        long old = table[at];
        table[at] = value;
        dirty.value(id, slot);
        return old;
    }

    public void insert(int owner, int slot, int index, int element) {
        checkListSlot(owner, slot);
        if (!isLive(element)) {
            throw new DamagedException("inserting object " + element + ", which does not exist");
        }
        int c = classOf[owner];
        int row = placeOf[owner];
        IntList[] table = listPage(c, row);
        int at = listAt(c, row, slot);
        IntList list = table[at];
        if (list == null) {
            list = table[at] = new IntList();
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
        int c = classOf[owner];
        IntList list = listPage(c, placeOf[owner])[listAt(c, placeOf[owner], slot)];
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
        int row = allocateRow(classIndex);
        classOf[id] = classIndex;
        placeOf[id] = row;
        containerOf[id] = container;
        containerSlotOf[id] = containerSlot;
        generationOf[id] = nextGeneration++;
        long[] table = valuePage(classIndex, row);
        int at = valueAt(classIndex, row, 0);
        int vc = valueCount[classIndex];
        for (int s = 0; s < vc; s++) {
            table[at + s] = layout.values().get(s).defaultValue();
        }
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
        return delete(id, index, true);
    }

    /**
     * As {@link #delete}, with the same checks, for a writer that keeps no undo log
     * ({@code TraceWriter.trustProducer}): the image is not made (two arrays per deleted object,
     * millions of them in the simulator's full seed).
     */
    public void deleteWithoutImage(int id, int index) {
        delete(id, index, false);
    }

    private ObjectImage delete(int id, int index, boolean withImage) {
        checkLive(id);
        int c = classOf[id];
        ClassLayout layout = schema.layout(c);
        for (int s = 0; s < layout.lists().size(); s++) {
            IntList list = listPage(c, placeOf[id])[listAt(c, placeOf[id], s)];
            if (layout.lists().get(s).containment() && list != null && !list.isEmpty()) {
                throw new DamagedException(
                        "object " + id + " deleted while it still contains objects (" + layout.lists().get(s).name() + ")");
            }
        }
        int container = containerOf[id];
        if (container >= 0) {
            int cc = classOf[container];
            IntList siblings = listPage(cc, placeOf[container])[listAt(cc, placeOf[container], containerSlotOf[id])];
            if (siblings == null || index < 0 || index >= siblings.size() || siblings.get(index) != id) {
                throw new DamagedException("object " + id + " is not at index " + index + " of its container");
            }
        }
        ObjectImage image = withImage ? image(id, index) : null;
        if (container >= 0) {
            remove(container, containerSlotOf[id], index);
        }
        classOf[id] = -1;
        freeRow(c, placeOf[id]);
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
        int c = image.classIndex();
        int row = allocateRow(c);
        classOf[id] = c;
        placeOf[id] = row;
        containerOf[id] = image.container();
        containerSlotOf[id] = image.containerSlot();
        generationOf[id] = image.generation();
        System.arraycopy(image.values(), 0, valuePage(c, row), valueAt(c, row, 0), valueCount[c]);
        IntList[] listPage = listPage(c, row);
        for (int s = 0; s < listCount[c]; s++) {
            int[] elements = image.lists()[s];
            listPage[listAt(c, row, s)] = elements == null ? null : new IntList(elements);
        }
        highWater = Math.max(highWater, id + 1);
        liveCount++;
        dirty.structure(id);
        if (image.container() >= 0) {
            insert(image.container(), image.containerSlot(), image.index(), id);
        }
    }

    private ObjectImage image(int id, int index) {
        int c = classOf[id];
        int[][] listCopy = new int[listStride][];
        for (int s = 0; s < listCount[c]; s++) {
            IntList list = listPage(c, placeOf[id])[listAt(c, placeOf[id], s)];
            listCopy[s] = list == null || list.isEmpty() ? null : list.toArray();
        }
        // the image keeps the schema's stride (ObjectImage's contract): the slots past the class's are 0
        long[] row = new long[valueStride];
        System.arraycopy(valuePage(c, placeOf[id]), valueAt(c, placeOf[id], 0), row, 0, valueCount[c]);
        return new ObjectImage(id, c, containerOf[id], containerSlotOf[id], index, generationOf[id], row, listCopy);
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
        for (int c = 0; c < values.length; c++) {
            // values are written whole by each create or load; lists must not outlive their row
            clearLists(c, rowHigh[c]);
            rowHigh[c] = 0;
            freeRows[c].clear();
        }
        highWater = 0;
        liveCount = 0;
        dirty.everything();
    }

    /** Nulls the lists of class {@code c}'s rows [0, rows), page by page. */
    private void clearLists(int c, int rows) {
        int lc = listCount[c];
        int perPage = pageRows[c];
        for (int p = 0; (long) p * perPage < rows; p++) {
            int inPage = Math.min(perPage, rows - p * perPage);
            Arrays.fill(lists[c][p], 0, inPage * lc, null);
        }
    }

    /**
     * Starts a load of a state stored in parts ({@link StateCodec#decodeParts}): empties the state
     * and sizes its tables once for ids below {@code ids} (with a quarter more room for the events
     * applied after it) and {@code counts[c]} objects of class c; rows [0, counts[c]) of class c are
     * handed out, and the parts fill them ({@link #loadPartObject}) from several threads at once,
     * each its own ids and rows. Grown by {@code Arrays.copyOf} as objects came, the tables of the
     * full seed's last states were copied at 175-394 MB per long[] during a load, content the load
     * then overwrote anyway; fresh arrays copy nothing. The class tables grow by whole pages (kept
     * by {@link #clear}, so a load no larger than one before allocates none).
     */
    void beginPartsLoad(int ids, int[] counts) {
        clear();
        if (capacity < ids) {
            int n = ids + (ids >> 2);
            classOf = new int[n];
            Arrays.fill(classOf, -1);
            placeOf = new int[n];
            containerOf = new int[n];
            containerSlotOf = new int[n];
            generationOf = new long[n];
            capacity = n;
        }
        for (int c = 0; c < values.length; c++) {
            // no room added for the events after it: a table grows by a page, copying nothing
            ensureRows(c, counts[c]);
            rowHigh[c] = counts[c];
        }
    }

    /**
     * A class's value table, {@link #valueCount} longs per row in pages (the row at place p has
     * slot s at {@code [p >>> IN_PAGE_BITS][(p & IN_PAGE_MASK) * valueCount + s]}, a row's place
     * is {@link #placeOfRow}): a parts decoder writes its rows' values there.
     */
    long[][] valueTable(int c) {
        return values[c];
    }

    /** Rows in a whole page of class {@code c}'s tables. */
    int pageRows(int c) {
        return pageRows[c];
    }

    /** The largest array of any class's value or list table, in bytes (tests: no table is one huge array). */
    long largestTableBytes() {
        long largest = 0;
        for (int c = 0; c < values.length; c++) {
            for (int p = 0; p < values[c].length; p++) {
                largest = Math.max(largest, 8L * values[c][p].length);
                // a reference is 4 bytes with compressed oops (heaps under 32 GB), 8 without: counted at 8
                largest = Math.max(largest, 8L * lists[c][p].length);
            }
        }
        return largest;
    }

    /**
     * During a parts load: {@code id} is an object of class {@code c} at {@code place} (that of one
     * of the rows {@link #beginPartsLoad} handed out), its values already in {@link #valueTable}. Safe
     * from several threads as long as each writes its own ids and rows.
     */
    void loadPartObject(int id, int c, int place) {
        classOf[id] = c;
        placeOf[id] = place;
        containerOf[id] = -1;
        containerSlotOf[id] = -1;
    }

    /** During a parts load: list {@code slot} of the object at {@code place} of class {@code c}. */
    void loadPartList(int c, int place, int slot, IntList list) {
        listPage(c, place)[listAt(c, place, slot)] = list;
    }

    /**
     * During a parts load, after every part was decoded: sets the container of the children of ids
     * in [from, to) (each child is in one containment list, so threads on disjoint ranges write
     * disjoint children).
     */
    void linkContainers(int from, int to) {
        for (int id = from; id < to; id++) {
            int c = classOf[id];
            if (c < 0) {
                continue;
            }
            boolean[] contains = containment[c];
            for (int s = 0; s < contains.length; s++) {
                if (!contains[s]) {
                    continue;
                }
                IntList list = listPage(c, placeOf[id])[listAt(c, placeOf[id], s)];
                if (list == null) {
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
    }

    /** Ends a parts load: {@code live} objects below the writer's high water {@code ids}. */
    void endPartsLoad(int ids, int live) {
        highWater = ids;
        liveCount = live;
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
        int at = allocateRow(classIndex);
        classOf[id] = classIndex;
        placeOf[id] = at;
        containerOf[id] = -1;
        containerSlotOf[id] = -1;
        generationOf[id] = 0;
        System.arraycopy(row, 0, valuePage(classIndex, at), valueAt(classIndex, at, 0), valueCount[classIndex]);
        highWater = Math.max(highWater, id + 1);
        liveCount++;
    }

    /** Applying a {@link StateDiff}: list {@code slot} of live {@code id} becomes {@code list}. */
    void putList(int id, int slot, IntList list) {
        int c = classOf[id];
        listPage(c, placeOf[id])[listAt(c, placeOf[id], slot)] = list;
    }

    void loadList(int id, int slot, int[] elements) {
        int c = classOf[id];
        listPage(c, placeOf[id])[listAt(c, placeOf[id], slot)] = new IntList(elements);
    }

    /**
     * Applying a {@link StateDiff}: makes {@code id} a live object of class {@code c} with these
     * values and container ({@link #loadList} sets the lists the diff changes). An id that held an
     * object of another class gets a new row (empty lists) and generation; a live one of the same
     * class keeps both, and its lists (a load gives every object generation 0 anyway).
     */
    void putObject(int id, int c, long[] row, int container, int containerSlot) {
        ensureCapacity(id);
        int old = classOf[id];
        if (old != c) {
            if (old >= 0) {
                freeRow(old, placeOf[id]);
                liveCount--;
            }
            placeOf[id] = allocateRow(c);
            classOf[id] = c;
            generationOf[id] = nextGeneration++;
            liveCount++;
        }
        containerOf[id] = container;
        containerSlotOf[id] = containerSlot;
        System.arraycopy(row, 0, valuePage(c, placeOf[id]), valueAt(c, placeOf[id], 0), valueCount[c]);
        highWater = Math.max(highWater, id + 1);
    }

    /** Applying a {@link StateDiff}: {@code id} holds no object there (a no-op if it holds none here). */
    void dropObject(int id) {
        if (isLive(id)) {
            int c = classOf[id];
            freeRow(c, placeOf[id]);
            classOf[id] = -1;
            liveCount--;
        }
    }

    /** True if live {@code id}'s class has containment list {@code slot} (a diff's container, checked). */
    boolean isContainment(int id, int slot) {
        int c = classOf(id);
        return c >= 0 && slot >= 0 && slot < listCount[c] && containment[c][slot];
    }

    /** After a {@link StateDiff}: consumers compare everything, as after a load. */
    void diffApplied() {
        dirty.everything();
    }

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

    /** After loading: derive every object's container from the containment lists. */
    void finishLoad() {
        linkContainers(0, highWater);
        dirty.everything();
    }

    /** A deep copy (the pool is shared: it is append-only). */
    public FlatState copy() {
        FlatState copy = new FlatState(schema, pool);
        copy.ensureCapacity(capacity - 1);
        System.arraycopy(classOf, 0, copy.classOf, 0, capacity);
        System.arraycopy(placeOf, 0, copy.placeOf, 0, capacity);
        System.arraycopy(containerOf, 0, copy.containerOf, 0, capacity);
        System.arraycopy(containerSlotOf, 0, copy.containerSlotOf, 0, capacity);
        System.arraycopy(generationOf, 0, copy.generationOf, 0, capacity);
        for (int c = 0; c < values.length; c++) {
            copy.values[c] = new long[values[c].length][];
            copy.lists[c] = new IntList[lists[c].length][];
            int lc = listCount[c];
            for (int p = 0; p < values[c].length; p++) {
                copy.values[c][p] = values[c][p].clone();
                IntList[] from = lists[c][p];
                IntList[] to = copy.lists[c][p] = new IntList[from.length];
                int inPage = Math.max(0, Math.min(pageRows[c], rowHigh[c] - p * pageRows[c]));
                for (int i = 0; i < inPage * lc; i++) {
                    to[i] = from[i] == null ? null : from[i].copy();
                }
            }
            copy.rowCapacity[c] = rowCapacity[c];
            copy.rowHigh[c] = rowHigh[c];
            copy.freeRows[c] = freeRows[c].copy();
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
