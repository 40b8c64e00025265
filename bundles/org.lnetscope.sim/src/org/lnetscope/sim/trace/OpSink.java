package org.lnetscope.sim.trace;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

import org.lnetscope.trace.EventType;
import org.lnetscope.trace.KernelFunction;
import org.lnetscope.trace.TraceOptions;
import org.lnetscope.trace.TraceWriter;
import org.lnetscope.trace.state.CheckpointReuse;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.IntList;

/**
 * Where the recorder's ops go: the simulation thread only appends each op to a block of longs,
 * and a thread of its own ({@code lnettrace ops}) applies the blocks to the {@link TraceWriter}
 * (its state, its checks, the event table that its chunk thread encodes and deflates). Before,
 * the recording thread applied and checked every op against a state of millions of rows itself,
 * and read that state back to decide what to write (docs/benchmarks.md, "Recording at the write
 * site"). At most {@link #IN_FLIGHT} full blocks wait: a simulation faster than the writer waits
 * for it instead of filling the heap.
 *
 * <p>The ids of created objects are known when the op is appended, before the writer makes them:
 * this sink hands them out exactly as {@link TraceWriter} does (the last freed id first, else the
 * next above every id so far), and the writer thread checks that each create got the id predicted.
 *
 * <p>The writer keeps no copy of the state ({@link TraceWriter#producerHoldsState}): what the trace
 * holds is kept here, on the simulation thread, in a {@link TraceMirror} (lists, classes, values of
 * all but the messages and rxs, whose values are the simulator's objects' own), each list op goes
 * to the writer with the index the mirror found, and checkpoints are encoded here from the mirror
 * where the writer's spacing rule puts them ({@link #commit}) and handed over in the op stream; each
 * copies from the last one the bytes of every object no op touched since ({@link CheckpointReuse}).
 * The index of a deleted message in its node's list is found where the ops are applied
 * ({@link ListedMessageIndex}).
 *
 * <p>{@code direct}: every op goes to the writer at once on the caller's thread, and the writer
 * keeps its own state and makes its own checkpoints, as before (tests with {@code checkMarks}: the
 * recorder then also compares what it believes the trace holds with the writer's state; the two
 * modes write the same bytes).
 */
final class OpSink {

    static final int BLOCK_LONGS = 1 << 15;
    /** Full blocks queued at most (256 KiB each). */
    static final int IN_FLIGHT = 8;

    private static final int K_EVENT = 1;
    private static final int K_SET = 2;
    private static final int K_POOLED = 3;
    private static final int K_ADD = 4;
    private static final int K_REMOVE = 5;
    private static final int K_CREATE = 6;
    private static final int K_DELETE = 7;
    private static final int K_COMMIT = 8;
    /** With the index the mirror found (the writer keeps no state): INSERT, REMOVE. */
    private static final int K_INSERT_AT = 9;
    private static final int K_REMOVE_AT = 10;
    private static final int K_CHECKPOINT = 11;
    /** A value new to the pool, with the index the mirror's pool gave it. */
    private static final int K_POOLED_DEFINE = 12;

    private static final EventType[] TYPES = EventType.values();
    private static final KernelFunction[] FUNCTIONS = KernelFunction.values();

    private static final class Block {
        final long[] ops = new long[BLOCK_LONGS];
        final Object[] pooled = new Object[BLOCK_LONGS / 4];
        int size;
        int pooledSize;
        /** A marker block: the writer thread signals {@link #drained} when it reaches it. */
        boolean drainMark;
        boolean end;
    }

    private final TraceWriter writer;
    private final boolean direct;
    private final IntList freeIds = new IntList();
    private int nextFreshId;
    private long events;

    private Block current;
    private final BlockingQueue<Block> full = new ArrayBlockingQueue<>(IN_FLIGHT);
    private final BlockingQueue<Block> empty = new ArrayBlockingQueue<>(IN_FLIGHT + 2);
    private final Thread thread;
    private volatile Throwable failure;
    private final Object drainLock = new Object();
    private long drainsAsked;
    private long drainsDone;

    /** Direct mode: the open event (the op thread keeps its own in {@link #loop}). */
    private TraceWriter.EventBuilder open;

    /** What the trace holds (not in direct mode, where the writer keeps its state): null there. */
    private final TraceMirror mirror;
    private final TraceOptions options;
    // the writer's checkpoint spacing rule, followed here (TraceWriter.flushChunk)
    private long openTimeNs;
    private int eventOps;
    private int chunkEvents;
    private long chunkFirstIndex;
    private long chunkFirstTime;
    private long chunkPreviousTime;
    private long chunkOps;
    private long eventsSinceCheckpoint;
    private long eventBytesSinceCheckpoint;
    private long lastCheckpointBytes;
    private long checkpoints;
    private long checkpointNs;
    /**
     * The ids whose row or lists changed since the last checkpoint (every op marks the ids it
     * touches), and that checkpoint's objects: the next one copies the bytes of the others
     * instead of reading them again ({@link CheckpointReuse}; most of the full seed's 2 M listed
     * lnet_msgs are parked and unchanged from one checkpoint to the next).
     */
    private final CheckpointReuse.ChangedIds changed = new CheckpointReuse.ChangedIds();
    private CheckpointReuse lastObjects;
    /**
     * The id marked last: a step's SETs come object by object, several per object, and each mark is
     * a store into a bit set of millions of ids (2-3 % of the recording thread when every op marked,
     * JFR, docs/benchmarks.md, helper r48). -1 after each checkpoint, which clears the set.
     */
    private int lastMarked = -1;

    /**
     * Where each node's messages are in its list: read by whichever thread applies the ops
     * ({@link #apply}), set up by {@link #listed} before the first op is handed over.
     */
    private final ListedMessageIndex listedIndex = new ListedMessageIndex();
    private int listedClass = -1;
    private int listedSlot = -1;

    OpSink(TraceWriter writer, boolean direct) {
        this.writer = writer;
        this.direct = direct;
        // the writer's own allocation (TraceWriter: free ids of the initial state, highest first)
        FlatState state = writer.state();
        for (int id = state.highWater() - 1; id >= 0; id--) {
            if (!state.isLive(id)) {
                freeIds.add(id);
            }
        }
        nextFreshId = state.highWater();
        options = writer.options();
        lastCheckpointBytes = writer.lastCheckpointBytes();
        if (!direct) {
            // every op this sink hands over is checked in TraceOutputTest (direct mode, then the
            // same trace byte for byte through this thread): the writer keeps no undo log and no
            // state; this mirror keeps what the trace holds and writes the checkpoints
            mirror = new TraceMirror(state);
            writer.producerHoldsState();
        } else {
            mirror = null;
        }
        if (direct) {
            thread = null;
            current = new Block();
        } else {
            for (int i = 0; i < IN_FLIGHT + 2; i++) {
                empty.add(new Block());
            }
            current = empty.poll();
            thread = new Thread(this::loop, "lnettrace ops " + writer.file().getFileName());
            thread.setDaemon(true);
            thread.start();
        }
    }

    /** Events committed through this sink (the writer may not have written them yet). */
    long events() {
        return events;
    }

    boolean direct() {
        return direct;
    }

    /** Objects of {@code classIndex} created from now on take their values from {@code source} (not in direct mode). */
    void derive(int classIndex, TraceMirror.Derived source) {
        if (mirror != null) {
            mirror.derive(classIndex, source);
        }
    }

    /** List slot {@code slot} of objects of {@code classIndex} is kept by {@code source} (not in direct mode). */
    void external(int classIndex, int slot, TraceMirror.ExternalList source) {
        if (mirror != null) {
            mirror.external(classIndex, slot, source);
        }
    }

    /**
     * The mirror's value row of {@code id}, for the recorder to compare its writes with and write
     * into ({@link #setHeld}); null in direct mode, or for an object whose values are derived.
     */
    long[] heldRow(int id) {
        return mirror == null ? null : mirror.values(id);
    }

    /** The trace pool's index of a value it holds (for {@link TraceMirror.Derived}). */
    long poolIndexOf(Object value) {
        return mirror.poolIndexOf(value);
    }

    /** Checkpoints encoded on this thread so far, and the wall time spent on them. */
    long checkpoints() {
        return checkpoints;
    }

    long checkpointNs() {
        return checkpointNs;
    }

    // ---- the recording thread ----

    private int allocateId() {
        return freeIds.isEmpty() ? nextFreshId++ : freeIds.remove(freeIds.size() - 1);
    }

    private Block room(int longs) {
        Block b = current;
        if (b.size + longs > BLOCK_LONGS || b.pooledSize == b.pooled.length) {
            hand(b);
            b = current;
        }
        return b;
    }

    private void hand(Block b) {
        check();
        try {
            full.put(b);
            current = empty.take();
        } catch (InterruptedException ex) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while writing a trace", ex);
        }
        current.size = 0;
        current.pooledSize = 0;
        current.drainMark = false;
        current.end = false;
    }

    private void check() {
        Throwable f = failure;
        if (f != null) {
            throw new IllegalStateException("writing " + writer.file() + ": " + f.getMessage(), f);
        }
    }

    /**
     * Appends one op of {@code longs} longs (its head, then up to two more) to the open block. In
     * direct mode the op is applied at once on this thread (the recorder under checkMarks compares
     * its copy with the writer's state after each write); else the block goes to the op thread
     * when full. Every op takes this one path and {@link #apply} is the one loop that reads them.
     */
    private void put(int longs, long head, long a, long b) {
        write(room(longs), longs, head, a, b);
    }

    private void write(Block block, int longs, long head, long a, long b) {
        long[] o = block.ops;
        int i = block.size;
        o[i] = head;
        if (longs > 1) {
            o[i + 1] = a;
            if (longs > 2) {
                o[i + 2] = b;
            }
        }
        block.size = i + longs;
        if (direct) {
            open = apply(block, open);
            block.size = 0;
            block.pooledSize = 0;
        }
    }

    OpSink event(long timeNs, EventType type, KernelFunction function, int subject) {
        openTimeNs = timeNs;
        eventOps = 0;
        put(3, head(K_EVENT, 0, subject), timeNs, (long) type.ordinal() << 32 | function.ordinal());
        return this;
    }

    private static long head(int kind, int slot, int object) {
        return kind | (long) slot << 8 | (long) object << 32;
    }

    OpSink set(int object, int slot, long value) {
        if (mirror != null) {
            mirror.set(object, slot, value);
            mark(object);
        }
        eventOps++;
        put(2, head(K_SET, slot, object), value, 0);
        return this;
    }

    /**
     * As {@link #set(int, int, long)}, for a value the caller has already written into the
     * object's row ({@link #heldRow}): spares the mirror's look-up of the id, a cache miss in an
     * array of millions. In direct mode (no mirror) the same as {@link #set(int, int, long)}.
     */
    OpSink setHeld(int object, int slot, long value) {
        if (mirror != null) {
            mark(object);
        }
        eventOps++;
        put(2, head(K_SET, slot, object), value, 0);
        return this;
    }

    /**
     * As {@link #set(int, int, long)}, for a slot of an object whose values the mirror does not keep
     * (a message's flags and links, {@link TraceMirror#derive}): spares the mirror's look-up of the
     * id, a cache miss in an array of millions per SET (3 % of the main thread on the full seed).
     */
    OpSink setDerived(int object, int slot, long value) {
        if (mirror != null) {
            mark(object);
            if (mirror.holdsDerived()) {
                mirror.set(object, slot, value);
            }
        }
        eventOps++;
        put(2, head(K_SET, slot, object), value, 0);
        return this;
    }

    OpSink set(int object, int slot, boolean value) {
        return set(object, slot, value ? 1L : 0L);
    }

    OpSink setPooled(int object, int slot, Object value) {
        if (mirror != null) {
            // the mirror's pool knows the index: a value known already is a SET of it, a new one
            // is defined with it (the writer's thread then looks nothing up)
            long index = mirror.pooled(value);
            mirror.set(object, slot, index);
            mark(object);
            if (!mirror.defined) {
                eventOps++;
                put(2, head(K_SET, slot, object), index, 0);
                return this;
            }
            eventOps += 2;
            Block b = room(2);
            b.pooled[b.pooledSize++] = value;
            write(b, 2, head(K_POOLED_DEFINE, slot, object), index, 0);
            return this;
        }
        Block b = room(1);
        b.pooled[b.pooledSize++] = value;
        write(b, 1, head(K_POOLED, slot, object), 0, 0);
        return this;
    }

    OpSink add(int owner, int slot, int element) {
        if (mirror != null) {
            eventOps++;
            mark(owner);
            put(2, head(K_INSERT_AT, slot, owner), (long) mirror.add(owner, slot, element) << 32 | (element & 0xFFFFFFFFL), 0);
        } else {
            put(2, head(K_ADD, slot, owner), element, 0);
        }
        return this;
    }

    OpSink remove(int owner, int slot, int element) {
        if (mirror != null) {
            eventOps++;
            mark(owner);
            put(2, head(K_REMOVE_AT, slot, owner), (long) mirror.remove(owner, slot, element) << 32 | (element & 0xFFFFFFFFL),
                    0);
        } else {
            put(2, head(K_REMOVE, slot, owner), element, 0);
        }
        return this;
    }

    /** Creates at the end of the container's list. */
    int create(int classIndex, int container, int containerSlot) {
        return create(classIndex, container, containerSlot, -1);
    }

    /**
     * Creates at {@code index} of the container's list (-1: at its end); returns the new id, handed
     * out here as the writer will (its thread checks that it made that id).
     */
    int create(int classIndex, int container, int containerSlot, int index) {
        int id = allocateId();
        if (mirror != null) {
            eventOps++;
            index = mirror.create(id, classIndex, container, containerSlot, index);
            mark(id);
            if (container >= 0) {
                mark(container);
            }
        }
        put(3, head(K_CREATE, classIndex, container), (long) containerSlot << 32 | (index & 0xFFFFFFFFL), id);
        return id;
    }

    private void mark(int id) {
        if (id != lastMarked) {
            lastMarked = id;
            changed.mark(id);
        }
    }

    /**
     * Objects of {@code classIndex} in list slot {@code slot} (a node's messages) have their index
     * found where the ops are applied ({@link #deleteListed}); {@code owner}'s list holds
     * {@code ids} now. Called before any op is appended.
     */
    void listed(int classIndex, int slot, int owner, IntList ids) {
        listedClass = classIndex;
        listedSlot = slot;
        listedIndex.start(owner, ids);
    }

    /** Deletes a message of a node's list ({@link #listed}): its index is found where the op is applied. */
    OpSink deleteListed(int object) {
        return delete(object, -1, true);
    }

    /** Deletes; the writer finds the object in its container's list. */
    OpSink delete(int object) {
        return delete(object, -1, false);
    }

    /** Deletes the object at {@code index} of its container's list (-1: the writer finds it). */
    OpSink delete(int object, int index) {
        return delete(object, index, false);
    }

    private OpSink delete(int object, int index, boolean listed) {
        if (mirror != null) {
            eventOps++;
            int container = mirror.containerOf(object);
            index = mirror.delete(object, index, listed);
            mark(object);
            if (container >= 0) {
                mark(container);
            }
        }
        put(2, head(K_DELETE, 0, object), index, 0);
        freeIds.add(object);
        return this;
    }

    void commit() {
        put(1, K_COMMIT, 0, 0);
        if (mirror != null) {
            // TraceWriter.commitEvent, then flushChunk's rule once a chunk is full
            if (chunkEvents == 0) {
                chunkFirstIndex = events;
                chunkFirstTime = openTimeNs;
            }
            chunkPreviousTime = openTimeNs;
            chunkOps += eventOps;
            chunkEvents++;
            eventsSinceCheckpoint++;
            events++;
            if (chunkEvents >= options.eventsPerChunk()) {
                chunkDone();
            }
        } else {
            events++;
        }
    }

    /** A chunk is written: the spacing rule weighs it, and a checkpoint follows if due. */
    private void chunkDone() {
        eventBytesSinceCheckpoint += TraceWriter.format3ChunkWeight(chunkFirstIndex, chunkEvents, chunkFirstTime,
                chunkPreviousTime, chunkOps);
        chunkEvents = 0;
        chunkOps = 0;
        if (TraceWriter.checkpointDue(options, eventsSinceCheckpoint, eventBytesSinceCheckpoint, lastCheckpointBytes)) {
            long t0 = System.nanoTime();
            TraceWriter.Checkpoint checkpoint = TraceWriter.Checkpoint.encode(events, chunkPreviousTime, mirror.pool(),
                    mirror.schema(), mirror, lastCheckpointBytes, lastObjects, changed);
            lastObjects = checkpoint.reuse();
            changed.clear();
            lastMarked = -1;
            checkpointNs += System.nanoTime() - t0;
            checkpoints++;
            lastCheckpointBytes = checkpoint.bytes();
            eventsSinceCheckpoint = 0;
            eventBytesSinceCheckpoint = 0;
            Block b = room(1);
            b.pooled[b.pooledSize++] = checkpoint;
            write(b, 1, K_CHECKPOINT, 0, 0);
        }
    }

    /**
     * The last events are committed: the writer's close writes what is left of the chunk, and its
     * rule may put a checkpoint after it (TraceWriter.close, flushChunk); written here instead.
     */
    void finish() {
        if (mirror != null && chunkEvents > 0) {
            chunkDone();
        }
    }

    /** Waits until the writer has applied every op appended so far (its state and event count are then current). */
    void drain() throws IOException {
        if (direct) {
            return;
        }
        long ticket;
        synchronized (drainLock) {
            ticket = ++drainsAsked;
        }
        current.drainMark = true;
        hand(current);
        synchronized (drainLock) {
            while (drainsDone < ticket && failure == null) {
                try {
                    drainLock.wait();
                } catch (InterruptedException ex) {
                    Thread.currentThread().interrupt();
                    throw new InterruptedIOException("interrupted while writing a trace");
                }
            }
        }
        check();
    }

    /** Drains, then stops the writer's op thread (the writer itself stays open). */
    void stop() throws IOException {
        if (direct || !thread.isAlive()) {
            return;
        }
        try {
            drain();
        } finally {
            current.end = true;
            try {
                full.put(current);
                thread.join();
            } catch (InterruptedException ex) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException("interrupted while writing a trace");
            }
        }
    }

    // ---- the writer's op thread ----

    private void loop() {
        TraceWriter.EventBuilder open = null;
        while (true) {
            Block b;
            try {
                b = full.take();
            } catch (InterruptedException ex) {
                return;
            }
            if (failure == null) {
                try {
                    open = apply(b, open);
                } catch (Throwable t) {
                    failure = t;
                }
            }
            boolean end = b.end;
            if (b.drainMark || end) {
                synchronized (drainLock) {
                    drainsDone++;
                    drainLock.notifyAll();
                }
            }
            if (end) {
                return;
            }
            empty.add(b);
        }
    }

    private TraceWriter.EventBuilder apply(Block b, TraceWriter.EventBuilder open) {
        long[] o = b.ops;
        int n = b.size;
        int p = 0;
        for (int i = 0; i < n;) {
            long h = o[i];
            int kind = (int) (h & 0xFF);
            int slot = (int) (h >>> 8) & 0xFFFFFF;
            int object = (int) (h >> 32);
            switch (kind) {
                case K_SET -> {
                    open.set(object, slot, o[i + 1]);
                    i += 2;
                }
                case K_EVENT -> {
                    long tf = o[i + 2];
                    open = writer.event(o[i + 1], TYPES[(int) (tf >>> 32)], FUNCTIONS[(int) tf], object);
                    i += 3;
                }
                case K_POOLED -> {
                    open.setPooled(object, slot, b.pooled[p]);
                    b.pooled[p] = null;
                    p++;
                    i += 1;
                }
                case K_POOLED_DEFINE -> {
                    open.setPooled(object, slot, o[i + 1], b.pooled[p], true);
                    b.pooled[p] = null;
                    p++;
                    i += 2;
                }
                case K_ADD -> {
                    open.add(object, slot, (int) o[i + 1]);
                    i += 2;
                }
                case K_REMOVE -> {
                    open.remove(object, slot, (int) o[i + 1]);
                    i += 2;
                }
                case K_INSERT_AT -> {
                    open.insert(object, slot, (int) (o[i + 1] >> 32), (int) o[i + 1]);
                    i += 2;
                }
                case K_REMOVE_AT -> {
                    open.removeAt(object, slot, (int) (o[i + 1] >> 32), (int) o[i + 1]);
                    i += 2;
                }
                case K_CHECKPOINT -> {
                    try {
                        writer.checkpoint((TraceWriter.Checkpoint) b.pooled[p]);
                    } catch (IOException ex) {
                        throw new java.io.UncheckedIOException(ex);
                    }
                    b.pooled[p] = null;
                    p++;
                    i += 1;
                }
                case K_CREATE -> {
                    int containerSlot = (int) (o[i + 1] >>> 32);
                    int index = (int) o[i + 1];
                    if (slot == listedClass && containerSlot == listedSlot) {
                        int at = listedIndex.appended(object, (int) o[i + 2]);
                        if (index >= 0 && index != at) {
                            throw new IllegalStateException("message " + o[i + 2] + " appended at " + index
                                    + " of a list of " + at);
                        }
                        index = at;
                    }
                    int made = index < 0 ? open.create(slot, object, containerSlot)
                            : open.create(slot, object, containerSlot, index);
                    if (made != o[i + 2]) {
                        throw new IllegalStateException(
                                "the writer made object " + made + " where " + o[i + 2] + " was expected");
                    }
                    i += 3;
                }
                case K_DELETE -> {
                    int index = (int) o[i + 1];
                    if (listedIndex.listed(object)) {
                        int at = listedIndex.removed(object);
                        if (index >= 0 && index != at) {
                            throw new IllegalStateException("message " + object + " deleted at " + index + ", listed at " + at);
                        }
                        index = at;
                    }
                    if (index < 0) {
                        open.delete(object);
                    } else {
                        open.delete(object, index);
                    }
                    i += 2;
                }
                case K_COMMIT -> {
                    open.commit();
                    open = null;
                    i += 1;
                }
                default -> throw new IllegalStateException("op kind " + kind);
            }
        }
        return open;
    }
}
