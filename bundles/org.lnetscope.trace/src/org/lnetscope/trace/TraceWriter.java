package org.lnetscope.trace;

import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.Enumerator;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetPackage;
import org.lnetscope.model.resource.AtomicFileSave;
import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.internal.ChunkCompressor;
import org.lnetscope.trace.internal.ChunkIO;
import org.lnetscope.trace.internal.ChunkPipe;
import org.lnetscope.trace.internal.ZstdChunks;
import org.lnetscope.trace.state.CheckpointReuse;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.IntList;
import org.lnetscope.trace.state.ModelCapture;
import org.lnetscope.trace.state.Schema;
import org.lnetscope.trace.state.SchemaBinding;
import org.lnetscope.trace.state.StateCodec;
import org.lnetscope.trace.state.ValuePool;

/**
 * Writes a .lnettrace file as a stream: memory stays bounded by one chunk plus the live state,
 * whatever the length of the run. See docs/trace-format.md for the format and a usage example.
 *
 * <pre>{@code
 * try (TraceWriter w = TraceWriter.create(path, fabric, TraceOptions.defaults("lnetscope-sim 0.1"))) {
 *     int txCredits = w.valueSlot(LnetPackage.Literals.PEER_NI__TX_CREDITS);
 *     int txq = w.listSlot(LnetPackage.Literals.PEER_NI__TXQ);
 *     int c = w.idOf(computePeerNi);
 *     w.event(t, EventType.MSG_QUEUED_TXQ, KernelFunction.lnet_post_send_locked, c)
 *         .set(c, txCredits, -1).add(c, txq, msg).commit();
 * }
 * }</pre>
 *
 * <p>The writer keeps its own copy of the state and applies every op as it is added, so a
 * producer bug (removing what is not there, deleting a referenced object's container...) fails at
 * the call that caused it, and the half-built event is rolled back. Checkpoints are snapshots of
 * that copy. Object ids of deleted objects are reused, keeping the state as small as the live set.
 * A producer that keeps what the trace holds itself can spare the writer that copy
 * ({@link #producerHoldsState}): it then names the index of every list op and writes the
 * checkpoints ({@link Checkpoint}).
 */
public final class TraceWriter implements Closeable {

    private final Path file;
    private final OutputStream out;
    private final TraceOptions options;
    private final TraceHeader header;
    private final FlatState state;
    private final SchemaBinding binding;
    private final Map<EObject, Integer> initialIds;

    /**
     * A checkpoint comes after {@code eventsPerCheckpoint} events <em>and</em> once the events
     * since the last one take this many times that checkpoint's bytes (both before compression,
     * so that where checkpoints fall does not wait for the writer thread's deflate). A seek loads one
     * checkpoint and applies at most the events up to the next, so it costs a few checkpoint
     * loads whatever the state's size, and checkpoints stay under a fifth of the file. Before, a
     * checkpoint every 32,768 events made a trace of a large state mostly checkpoints: the seed at
     * 7 GiB was 404 of 595 MB checkpoints (up to 2 M objects each, re-encoded 320 times, a fifth of
     * the recording's CPU). A state of a few thousand objects (the example traces, the replay
     * benchmark) is far under the rule and keeps the fixed spacing.
     */
    static final int CHECKPOINT_SPACING = 4;
    /**
     * Format 3's events are encoded on the writer thread, so the rule weighs them before they are
     * bytes: 4 bytes per event and 4 per op, about what format 2 takes (the first 2 M events of
     * the seed with peer_timeout=0: 4.9 ops and 24.7 bytes per event, docs/benchmarks.md, "Trace
     * format 3"), so that checkpoints fall about as many events apart as in format 2 and a seek
     * applies as many.
     */
    static final int FORMAT_3_EVENT_WEIGHT = 4;
    static final int FORMAT_3_OP_WEIGHT = 4;

    private final IntList freeIds = new IntList();
    private int nextFreshId;

    private final ByteSink frame = new ByteSink(1 << 16);
    private final ByteSink chunk = new ByteSink(1 << 16);
    private final ByteSink ops = new ByteSink(256);
    private final EventCodec.Encoder encoder;
    /** File offset: of the header while starting, then of the end once the pipe is drained at close. */
    private long offset;
    private ChunkPipe pipe;

    private long eventCount;
    private long lastTime;
    private long chunkFirstIndex;
    private long chunkFirstTime;
    private long chunkPreviousTime;
    private int chunkEvents;
    private long eventsSinceCheckpoint;
    /** Bytes of events chunks written since the last checkpoint, and that checkpoint's bytes. */
    private long eventBytesSinceCheckpoint;
    private long lastCheckpointBytes;
    private final long[] typeCounts = new long[EventType.values().length];

    private final List<long[]> chunkIndex = new ArrayList<>();
    private final List<long[]> checkpointIndex = new ArrayList<>();

    private final EventBuilder builder = new EventBuilder();
    private boolean closed;
    /** {@link #trustProducer}: no undo log, so a failed op leaves the writer {@link #broken}. */
    private boolean trusted;
    private boolean broken;
    /**
     * {@link #producerHoldsState}: the writer keeps no copy of the objects (only their classes, for
     * the value modes of format 3), list ops name their index, and checkpoints come from the producer.
     */
    private boolean external;
    private int[] classes;

    private TraceWriter(Path file, FlatState initial, long startTimeNs, String lustreLayout, TraceOptions options,
            Map<EObject, Integer> initialIds) throws IOException {
        this.file = file;
        this.options = options = withCodecThatLoads(options);
        this.encoder = new EventCodec.Encoder(options.formatMajor(), initial);
        this.state = initial;
        this.binding = new SchemaBinding(initial.schema(), LnetPackage.eINSTANCE);
        this.initialIds = initialIds;
        this.lastTime = startTimeNs;
        for (int id = initial.highWater() - 1; id >= 0; id--) {
            if (!initial.isLive(id)) {
                freeIds.add(id);
            }
        }
        this.nextFreshId = initial.highWater();
        this.header = new TraceHeader(options.formatMajor(), ChunkIO.FORMAT_MINOR, options.producer(),
                options.description(), options.createdAt() != null ? options.createdAt() : Instant.now(), lustreLayout, startTimeNs,
                Arrays.stream(EventType.values()).map(Enum::name).toList(),
                Arrays.stream(KernelFunction.values()).map(Enum::name).toList(), initial.schema());
        // the temporary file of a save (AtomicFileSave.begin) when the caller started one
        this.out = new BufferedOutputStream(AtomicFileSave.openStream(file), 1 << 20);
        writeFileHeader();
        this.pipe = new ChunkPipe(out, offset, file.getFileName().toString(), !options.deflate() ? null
                : options.formatMajor() >= 4 ? ChunkCompressor.zstd(options.zstdLevel()) : ChunkCompressor.deflate(options.deflateLevel()));
        ByteSink payload = new ByteSink(4096);
        header.encode(payload);
        writeChunk(ChunkIO.KIND_HEADER, payload, false, null);
        writeCheckpoint();
    }

    /**
     * Format 4 compresses with zstd, a native library: where it cannot load, the trace is written
     * in format 3 with zlib instead (every reader from format 3 on reads it), and stderr says so
     * once per trace. A reader of a zstd trace there gets an error that names the file (TraceReader).
     */
    private static TraceOptions withCodecThatLoads(TraceOptions options) {
        if (options.formatMajor() < 4 || !options.deflate() || ZstdChunks.available()) {
            return options;
        }
        // not the file's name: a save writes to a temporary file first (AtomicFileSave)
        System.err.println("lnettrace: zstd cannot be used here (" + ZstdChunks.whyUnavailable()
                + "): writing the trace in format 3, with zlib");
        return options.withFormat(3);
    }

    /**
     * Starts a trace whose initial state is {@code initial} (not modified). Its objects get ids in
     * containment order; {@link #idOf} gives them.
     */
    public static TraceWriter create(Path file, Fabric initial, long startTimeNs, TraceOptions options) throws IOException {
        return create(file, initial, startTimeNs, null, options);
    }

    /**
     * As {@link #create(Path, Fabric, long, TraceOptions)}, with the header naming
     * {@code lustreRelease} (e.g. "2.15") rather than the model's layout, which has only 2.12 and
     * master; null: the model's layout.
     */
    public static TraceWriter create(Path file, Fabric initial, long startTimeNs, String lustreRelease, TraceOptions options)
            throws IOException {
        Schema schema = SchemaBinding.schemaOf(LnetPackage.eINSTANCE);
        FlatState state = new FlatState(schema);
        ModelCapture capture = ModelCapture.capture(initial, new SchemaBinding(schema, LnetPackage.eINSTANCE), state);
        String layout = lustreRelease != null ? lustreRelease
                : initial.getLustreVersion() == null ? "" : initial.getLustreVersion().getLiteral();
        return new TraceWriter(file, state, startTimeNs, layout, options, capture.ids());
    }

    /** Starts a trace from a flat state the caller built (taken over by the writer). */
    public static TraceWriter create(Path file, FlatState initial, long startTimeNs, String lustreLayout,
            TraceOptions options) throws IOException {
        return new TraceWriter(file, initial, startTimeNs, lustreLayout, options, Map.of());
    }

    /**
     * For a producer whose ops are checked against this writer in its own tests (the simulator's
     * recorder: TraceOutputTest runs it with every op applied and checked on its own thread, and
     * compares the result byte for byte with this mode): the writer stops keeping what it needs
     * to roll an event back (an undo record per op, an image of every deleted object), which was
     * a fifth of its op thread on the simulator's full seed (docs/benchmarks.md, "Recording at the
     * write site"). The state still refuses an op that does not fit, but the event cannot be
     * undone: the writer is then broken, and every later event fails (what was written before
     * stays readable: close or abandon as usual).
     */
    public void trustProducer() {
        if (builder.open) {
            throw new IllegalStateException("an event is open");
        }
        trusted = true;
    }

    /**
     * For a producer that keeps what the trace holds itself (the simulator's recorder): from now on
     * this writer keeps no copy of the objects, which on the simulator's full seed was a second copy
     * of 4.6 M objects (docs/benchmarks.md, "Recording at the write site, third pass"). Implies
     * {@link #trustProducer()}. Format 3 only. Every list op then names its index
     * ({@link EventBuilder#insert}, {@link EventBuilder#removeAt(int, int, int, int)},
     * {@link EventBuilder#create(int, int, int, int)}, {@link EventBuilder#delete(int, int)}), and
     * the writer makes no checkpoint of its own: the producer writes them with {@link #checkpoint}
     * where this writer's rule would ({@link #checkpointDue}). {@link #state()} is no longer
     * available; the value pool stays the writer's.
     */
    public void producerHoldsState() {
        if (options.formatMajor() < 3) {
            throw new IllegalStateException("a producer's checkpoints need trace format 3");
        }
        trustProducer();
        external = true;
        classes = new int[Math.max(1024, state.highWater() * 2)];
        Arrays.fill(classes, -1);
        for (int id = 0; id < state.highWater(); id++) {
            classes[id] = state.classOf(id);
        }
        encoder.classes(classes);
    }

    public TraceOptions options() {
        return options;
    }

    /** Bytes of the last checkpoint's payload (before compression), which the spacing rule weighs events against. */
    public long lastCheckpointBytes() {
        return lastCheckpointBytes;
    }

    /**
     * The spacing rule (see {@link #CHECKPOINT_SPACING}), for a producer that writes checkpoints
     * ({@link #producerHoldsState}) and must put them where this writer would: after a chunk is
     * full, or at close, given the events since the last checkpoint and their estimated bytes.
     */
    public static boolean checkpointDue(TraceOptions options, long eventsSinceCheckpoint, long eventBytesSinceCheckpoint,
            long lastCheckpointBytes) {
        return eventsSinceCheckpoint >= options.eventsPerCheckpoint()
                && eventBytesSinceCheckpoint >= CHECKPOINT_SPACING * lastCheckpointBytes;
    }

    /**
     * The bytes a format-3 chunk of {@code events} events and {@code ops} ops weighs in the
     * spacing rule: its head's varints plus the estimate of its events (see
     * {@link #FORMAT_3_EVENT_WEIGHT}).
     */
    public static long format3ChunkWeight(long firstIndex, int events, long firstTime, long lastTime, long ops) {
        return varintBytes(firstIndex) + varintBytes(events) + varintBytes((firstTime << 1) ^ (firstTime >> 63))
                + varintBytes(lastTime - firstTime) + (long) FORMAT_3_EVENT_WEIGHT * events + (long) FORMAT_3_OP_WEIGHT * ops;
    }

    private static int varintBytes(long value) {
        int n = 1;
        while ((value & ~0x7FL) != 0) {
            value >>>= 7;
            n++;
        }
        return n;
    }

    /**
     * A checkpoint encoded by a producer that holds the state ({@link #producerHoldsState}), on its
     * own thread, as after the event it has committed last: the event count and time, the value
     * pool, then the objects ({@link StateCodec#encodeObjects}).
     */
    public static final class Checkpoint {
        private final ByteSink payload;
        private final long atEvent;
        private CheckpointReuse reuse;

        private Checkpoint(ByteSink payload, long atEvent) {
            this.payload = payload;
            this.atEvent = atEvent;
        }

        /**
         * @param sizeHint about the bytes it will take (the last checkpoint's): spares growing a
         *     buffer of a hundred megabytes by copies
         */
        public static Checkpoint encode(long eventCount, long lastTimeNs, ValuePool pool, Schema schema,
                StateCodec.Rows rows, long sizeHint) {
            ByteSink payload = header(eventCount, lastTimeNs, pool, sizeHint);
            StateCodec.encodeObjects(rows, schema, payload);
            return new Checkpoint(payload, eventCount);
        }

        /**
         * As {@link #encode}, the same bytes, copying each object that {@code changed} does not
         * name from {@code previous} (the last checkpoint's, {@link #reuse()}; null: none).
         */
        public static Checkpoint encode(long eventCount, long lastTimeNs, ValuePool pool, Schema schema,
                StateCodec.Rows rows, long sizeHint, CheckpointReuse previous, CheckpointReuse.Changed changed) {
            ByteSink payload = header(eventCount, lastTimeNs, pool, sizeHint);
            CheckpointReuse reuse = StateCodec.encodeObjects(rows, schema, payload, previous, changed);
            Checkpoint checkpoint = new Checkpoint(payload, eventCount);
            checkpoint.reuse = reuse;
            return checkpoint;
        }

        /** A checkpoint's payload up to its objects: the event it follows, its time, the value pool. */
        private static ByteSink header(long eventCount, long lastTimeNs, ValuePool pool, long sizeHint) {
            ByteSink payload = new ByteSink((int) Math.min(Integer.MAX_VALUE - 64, Math.max(1 << 16, sizeHint + (sizeHint >> 3))));
            payload.varint(eventCount);
            payload.svarint(lastTimeNs);
            pool.encode(payload);
            return payload;
        }

        /** What the next checkpoint can copy from this one (null unless encoded with a reuse). */
        public CheckpointReuse reuse() {
            return reuse;
        }

        /** Its bytes before compression (what the spacing rule weighs). */
        public long bytes() {
            return payload.size();
        }
    }

    /**
     * Writes a checkpoint the producer encoded ({@link #producerHoldsState}) after the last
     * committed event, which must be the one it was encoded after. Events not yet in a chunk are
     * written first, as a chunk of their own.
     */
    public void checkpoint(Checkpoint checkpoint) throws IOException {
        if (!external) {
            throw new IllegalStateException("the writer makes its own checkpoints");
        }
        if (builder.open) {
            throw new IllegalStateException("an event is open");
        }
        if (checkpoint.atEvent != eventCount) {
            throw new IllegalStateException("a checkpoint at event " + checkpoint.atEvent + " where the trace has " + eventCount);
        }
        flushChunk();
        long[] entry = {-1, eventCount, lastTime};
        lastCheckpointBytes = checkpoint.payload.size();
        writeChunk(ChunkIO.KIND_CHECKPOINT, checkpoint.payload, options.deflate(), entry);
        checkpointIndex.add(entry);
        eventsSinceCheckpoint = 0;
        eventBytesSinceCheckpoint = 0;
    }

    /** The id of an object of the initial model. */
    public int idOf(EObject initialObject) {
        Integer id = initialIds.get(initialObject);
        if (id == null) {
            throw new IllegalArgumentException("not an object of the initial model: " + initialObject);
        }
        return id;
    }

    public Schema schema() {
        return state.schema();
    }

    /** The state after the last committed event. Read only: change it through events. */
    public FlatState state() {
        if (external) {
            throw new IllegalStateException("the producer holds the trace's state (producerHoldsState)");
        }
        return state;
    }

    public long eventCount() {
        return eventCount;
    }

    public Path file() {
        return file;
    }

    public int classIndex(EClass eClass) {
        int index = binding.classIndex(eClass);
        if (index < 0) {
            throw new IllegalArgumentException("class " + eClass.getName() + " is not in the trace schema");
        }
        return index;
    }

    /** The value slot of a single-valued attribute or reference, for {@link EventBuilder#set}. */
    public int valueSlot(EStructuralFeature feature) {
        int slot = binding.valueSlot(feature.getEContainingClass(), feature);
        if (slot < 0) {
            // inherited features are looked up in the concrete classes that have them
            for (int c = 0; c < schema().classes().size(); c++) {
                EClass eClass = binding.eClass(c);
                if (eClass != null && eClass.getEAllStructuralFeatures().contains(feature)) {
                    slot = binding.valueSlot(eClass, feature);
                    break;
                }
            }
        }
        if (slot < 0) {
            throw new IllegalArgumentException(feature.getName() + " is not a value slot");
        }
        return slot;
    }

    /** The list slot of a many-valued or containment reference, for add/insert/remove/create. */
    public int listSlot(EStructuralFeature feature) {
        int slot = binding.listSlot(feature.getEContainingClass(), feature);
        if (slot < 0) {
            throw new IllegalArgumentException(feature.getName() + " is not a list slot");
        }
        return slot;
    }

    /**
     * Begins an event. Times must not decrease. Add its changes to the returned builder, then
     * {@link EventBuilder#commit()}.
     *
     * @param subject the object the event is about (shown and filtered on), or -1
     */
    public EventBuilder event(long timeNs, EventType type, KernelFunction function, int subject) {
        if (closed) {
            throw new IllegalStateException("trace " + file + " is closed");
        }
        if (builder.open) {
            throw new IllegalStateException("the previous event was not committed");
        }
        if (broken) {
            throw new IllegalStateException("trace " + file + ": an earlier event failed and could not be undone (trustProducer)");
        }
        if (timeNs < lastTime) {
            throw new IllegalArgumentException("event time " + timeNs + " ns is before the previous event (" + lastTime + " ns)");
        }
        builder.begin(timeNs, type, function, subject);
        return builder;
    }

    /** Writes the events so far as a chunk, so that a reader (or a crash) sees them. */
    public void flush() throws IOException {
        flushChunk();
        pipe.drain();
    }

    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        if (builder.open) {
            builder.rollback();
        }
        closed = true;
        try {
            flushChunk();
            offset = pipe.close();
            writeIndex();
        } catch (IOException | RuntimeException e) {
            pipe.abandon();
            out.close();
            throw e;
        }
        out.close();
    }

    /**
     * Stops writing without an index: what was written stays (a reader opens it as a truncated
     * trace, docs/trace-format.md §3) and the writer is closed. For a producer that is stopped.
     */
    public void abandon() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        if (builder.open) {
            builder.rollback();
        }
        try {
            flushChunk();
            pipe.close();
        } finally {
            out.close();
        }
    }

    /** Bytes in the file so far (chunks still being compressed are not counted yet). */
    public long bytesWritten() {
        return closed ? offset : pipe.written();
    }

    // ---- file layout ----

    private void writeFileHeader() throws IOException {
        byte[] head = new byte[ChunkIO.FILE_HEADER_BYTES];
        System.arraycopy(ChunkIO.MAGIC, 0, head, 0, 8);
        head[8] = (byte) (options.formatMajor() >>> 8);
        head[9] = (byte) options.formatMajor();
        head[10] = (byte) (ChunkIO.FORMAT_MINOR >>> 8);
        head[11] = (byte) ChunkIO.FORMAT_MINOR;
        out.write(head);
        offset += head.length;
    }

    /** Queues a chunk; its file offset goes into {@code indexEntry[0]} once written. */
    private void writeChunk(int kind, ByteSink payload, boolean deflate, long[] indexEntry) throws IOException {
        pipe.submit(kind, payload, deflate, indexEntry);
    }

    private void writeCheckpoint() throws IOException {
        ByteSink payload = new ByteSink(1 << 16);
        payload.varint(eventCount);
        payload.svarint(lastTime);
        StateCodec.encode(state, payload);
        long[] entry = {-1, eventCount, lastTime};
        lastCheckpointBytes = payload.size();
        writeChunk(ChunkIO.KIND_CHECKPOINT, payload, options.deflate(), entry);
        checkpointIndex.add(entry);
        eventsSinceCheckpoint = 0;
        eventBytesSinceCheckpoint = 0;
    }

    private void flushChunk() throws IOException {
        if (chunkEvents == 0) {
            return;
        }
        ChunkEncoder.Ops ops3 = encoder.takeChunk();
        // format 3's events are appended on the writer thread: room for them now (about half the
        // estimate the spacing rule uses), or the payload grew by copies from 32 bytes, a tenth of
        // that thread's time (JFR, the seed to 3 h, docs/benchmarks.md "Recording at the write site")
        int room = ops3 == null ? 0 : (FORMAT_3_EVENT_WEIGHT * ops3.events + FORMAT_3_OP_WEIGHT * ops3.ops) / 2;
        ByteSink payload = new ByteSink(chunk.size() + 32 + room);
        payload.varint(chunkFirstIndex);
        payload.varint(chunkEvents);
        payload.svarint(chunkFirstTime);
        payload.varint(chunkPreviousTime - chunkFirstTime);
        payload.bytes(chunk.array(), 0, chunk.size());
        long[] entry = {-1, chunkFirstIndex, chunkEvents, chunkFirstTime, chunkPreviousTime};
        if (ops3 == null) {
            eventBytesSinceCheckpoint += payload.size();
            pipe.submit(ChunkIO.KIND_EVENTS, payload, options.deflate(), entry);
        } else {
            // format 3's bytes are made on the writer thread, after this: the spacing rule weighs
            // the events by an estimate known now (docs/trace-format.md §2)
            eventBytesSinceCheckpoint += payload.size() + FORMAT_3_EVENT_WEIGHT * ops3.events + FORMAT_3_OP_WEIGHT * ops3.ops;
            ChunkEncoder encoder3 = encoder.encoder();
            pipe.submit(ChunkIO.KIND_EVENTS, payload, p -> encoder3.encode(ops3, p), options.deflate(), entry);
        }
        chunkIndex.add(entry);
        chunk.clear();
        chunkEvents = 0;
        if (!broken && !external && eventsSinceCheckpoint >= options.eventsPerCheckpoint()
                && eventBytesSinceCheckpoint >= CHECKPOINT_SPACING * lastCheckpointBytes) {
            writeCheckpoint();
        }
    }

    private void writeIndex() throws IOException {
        ByteSink payload = new ByteSink(64 + chunkIndex.size() * 16);
        TraceIndex.encode(payload, header.startTimeNs(), eventCount, lastTime, chunkIndex, checkpointIndex, typeCounts);
        long at = offset;
        frame.clear();
        ChunkIO.frame(frame, ChunkIO.KIND_INDEX, payload.array(), payload.size(), null);
        out.write(frame.array(), 0, frame.size());
        offset += frame.size();
        byte[] trailer = new byte[ChunkIO.TRAILER_BYTES];
        for (int i = 0; i < 8; i++) {
            trailer[i] = (byte) (at >>> (56 - 8 * i));
        }
        System.arraycopy(ChunkIO.END_MAGIC, 0, trailer, 8, 8);
        out.write(trailer);
        offset += trailer.length;
    }

    private void commitEvent(long timeNs, EventType type, KernelFunction function, int subject, int opCount) throws IOException {
        if (chunkEvents == 0) {
            chunkFirstIndex = eventCount;
            chunkFirstTime = timeNs;
            chunkPreviousTime = timeNs;
        }
        encoder.event(chunk, timeNs - chunkPreviousTime, type.ordinal(), function.ordinal(), subject, opCount, ops);
        chunkPreviousTime = timeNs;
        lastTime = timeNs;
        chunkEvents++;
        eventCount++;
        eventsSinceCheckpoint++;
        typeCounts[type.ordinal()]++;
        if (chunkEvents >= options.eventsPerChunk()) {
            flushChunk();
        }
    }

    private int allocateId() {
        return freeIds.isEmpty() ? nextFreshId++ : freeIds.remove(freeIds.size() - 1);
    }

    private void classOf(int id, int classIndex) {
        if (id >= classes.length) {
            int old = classes.length;
            classes = Arrays.copyOf(classes, Math.max(id + 1, old + (old >> 1)));
            Arrays.fill(classes, old, classes.length, -1);
            encoder.classes(classes);
        }
        classes[id] = classIndex;
    }

    /**
     * The changes of one event. Each call applies to the writer's state at once and fails with
     * {@link IllegalStateException} if it does not fit (the event is then rolled back).
     */
    public final class EventBuilder {

        private boolean open;
        private long time;
        private EventType type;
        private KernelFunction function;
        private int subject;
        private int opCount;
        private final UndoLog undo = new UndoLog();
        private final IntList freedHere = new IntList();
        private final IntList allocatedHere = new IntList();
        /** The pool's size when the event began: values interned later are forgotten if it is rolled back. */
        private int poolSizeAtBegin;

        private void begin(long timeNs, EventType eventType, KernelFunction eventFunction, int eventSubject) {
            open = true;
            time = timeNs;
            type = eventType;
            function = eventFunction;
            subject = eventSubject;
            opCount = 0;
            ops.clear();
            encoder.begin(eventSubject);
            undo.clear();
            undo.beginEvent();
            freedHere.clear();
            allocatedHere.clear();
            poolSizeAtBegin = state.pool().size();
        }

        private IllegalStateException fail(RuntimeException cause) {
            String what = "event at " + time + " ns (" + type + ", " + function + "): " + cause.getMessage();
            rollback();
            return new IllegalStateException(what, cause);
        }

        private void rollback() {
            if (trusted) {
                // nothing was kept to undo the state with: drop the event's ops, keep nothing after it
                encoder.rollback();
                broken = true;
                open = false;
                return;
            }
            undo.undoLast(state);
            // the DEFINEs of this event are dropped with it: its new pool values must go too, or a
            // later event would name them without defining them
            state.pool().truncate(poolSizeAtBegin);
            encoder.rollback();
            for (int i = 0; i < allocatedHere.size(); i++) {
                freeIds.add(allocatedHere.get(i));
            }
            for (int i = 0; i < freedHere.size(); i++) {
                int index = freeIds.indexOf(freedHere.get(i));
                if (index >= 0) {
                    freeIds.remove(index);
                }
            }
            open = false;
        }

        /** Sets a value slot (number, boolean as 0/1, enum literal value, object id or -1, {@link Schema#UNSET}). */
        public EventBuilder set(int object, int slot, long value) {
            if (external) {
                encoder.set(ops, object, slot, value);
                opCount++;
                return this;
            }
            try {
                long old = state.set(object, slot, value);
                if (!trusted) {
                    undo.record(UndoLog.U_SET, object, slot, 0, old);
                }
            } catch (RuntimeException e) {
                throw fail(e);
            }
            encoder.set(ops, object, slot, value);
            opCount++;
            return this;
        }

        public EventBuilder set(int object, int slot, boolean value) {
            return set(object, slot, value ? 1 : 0);
        }

        public EventBuilder set(int object, int slot, Enumerator literal) {
            return set(object, slot, literal.getValue());
        }

        /** Sets a string, NID or instant slot; the value is written once into the trace's pool. */
        public EventBuilder setPooled(int object, int slot, Object value) {
            long index = Schema.NULL;
            if (value != null) {
                int known = state.pool().find(value);
                if (known < 0) {
                    known = state.pool().intern(value);
                    encoder.define(ops, known, value);
                    opCount++;
                }
                index = known;
            }
            return set(object, slot, index);
        }

        /**
         * As {@link #setPooled(int, int, Object)}, for a producer that holds the state
         * ({@link TraceWriter#producerHoldsState}) and its own copy of the pool: it names the
         * value's pool index, and {@code defined} says the value is new (it takes the next index,
         * and a DEFINE op is written). Spares the writer a look-up of every pooled value, most of its
         * op thread on the simulator's full seed (docs/benchmarks.md, "third pass").
         */
        public EventBuilder setPooled(int object, int slot, long index, Object value, boolean defined) {
            if (!external) {
                throw new IllegalStateException("the writer keeps the pool's indices itself: setPooled(object, slot, value)");
            }
            if (defined) {
                int made = state.pool().intern(value);
                if (made != index) {
                    throw fail(new IllegalStateException("pool index " + index + " named where the pool makes " + made));
                }
                encoder.define(ops, made, value);
                opCount++;
            }
            return set(object, slot, index);
        }

        public EventBuilder insert(int owner, int slot, int index, int element) {
            if (external) {
                encoder.listOp(ops, Event.INSERT, owner, slot, index, element);
                opCount++;
                return this;
            }
            try {
                state.insert(owner, slot, index, element);
                if (!trusted) {
                    undo.record(UndoLog.U_REMOVE, owner, slot, index, 0);
                }
            } catch (RuntimeException e) {
                throw fail(e);
            }
            encoder.listOp(ops, Event.INSERT, owner, slot, index, element);
            opCount++;
            return this;
        }

        /** Appends to a list (the tail of a queue). */
        public EventBuilder add(int owner, int slot, int element) {
            noIndex();
            return insert(owner, slot, state.listSize(owner, slot), element);
        }

        public EventBuilder removeAt(int owner, int slot, int index) {
            noIndex();
            int removed;
            try {
                removed = state.remove(owner, slot, index);
                if (!trusted) {
                    undo.record(UndoLog.U_INSERT, owner, slot, index, removed);
                }
            } catch (RuntimeException e) {
                throw fail(e);
            }
            encoder.listOp(ops, Event.REMOVE, owner, slot, index, removed);
            opCount++;
            return this;
        }

        /**
         * As {@link #removeAt(int, int, int)}, for a producer that holds the state
         * ({@link TraceWriter#producerHoldsState}) and names the element removed.
         */
        public EventBuilder removeAt(int owner, int slot, int index, int element) {
            if (!external) {
                int removed = state.list(owner, slot) == null || index < 0 || index >= state.listSize(owner, slot) ? -1
                        : state.list(owner, slot).get(index);
                if (removed != element) {
                    throw fail(new IllegalArgumentException("object " + element + " is not at index " + index
                            + " of list slot " + slot + " of object " + owner));
                }
                return removeAt(owner, slot, index);
            }
            encoder.listOp(ops, Event.REMOVE, owner, slot, index, element);
            opCount++;
            return this;
        }

        private void noIndex() {
            if (external) {
                throw new IllegalStateException("the producer holds the state: name the index");
            }
        }

        /** Removes {@code element} from a list, searching from the head (where queues are popped). */
        public EventBuilder remove(int owner, int slot, int element) {
            noIndex();
            IntList list = state.list(owner, slot);
            int index = list == null ? -1 : list.indexOf(element);
            if (index < 0) {
                throw fail(new IllegalArgumentException("object " + element + " is not in list slot " + slot + " of object " + owner));
            }
            return removeAt(owner, slot, index);
        }

        /** Creates an object at the end of its container's list; returns its id. */
        public int create(int classIndex, int container, int containerSlot) {
            noIndex();
            return create(classIndex, container, containerSlot, state.listSize(container, containerSlot));
        }

        public int create(int classIndex, int container, int containerSlot, int index) {
            int id = allocateId();
            if (external) {
                classOf(id, classIndex);
                encoder.create(ops, id, classIndex, container, containerSlot, index);
                opCount++;
                return id;
            }
            try {
                state.create(id, classIndex, container, containerSlot, index);
                if (!trusted) {
                    allocatedHere.add(id);
                    undo.record(UndoLog.U_DELETE, id, 0, index, 0);
                }
            } catch (RuntimeException e) {
                throw fail(e);
            }
            encoder.create(ops, id, classIndex, container, containerSlot, index);
            opCount++;
            return id;
        }

        /**
         * Deletes an object. Its children must be deleted first, and nothing may still reference
         * it (take it off every queue, clear references to it): its id will be reused.
         */
        public EventBuilder delete(int object) {
            noIndex();
            int index;
            try {
                int container = state.containerOf(object);
                index = container < 0 ? 0 : state.list(container, state.containerSlotOf(object)).indexOfDistinct(object);
            } catch (RuntimeException e) {
                throw fail(e);
            }
            return delete(object, index);
        }

        /**
         * As {@link #delete(int)}, for a producer that knows where the object is in its container's
         * list (searching a list of millions for it is what this spares); the state checks that it is
         * there.
         */
        public EventBuilder delete(int object, int index) {
            if (external) {
                encoder.delete(ops, object, index);
                classes[object] = -1;
                opCount++;
                freeIds.add(object);
                return this;
            }
            try {
                if (trusted) {
                    state.deleteWithoutImage(object, index);
                } else {
                    undo.recordRestore(state.delete(object, index));
                }
                encoder.delete(ops, object, index);
            } catch (RuntimeException e) {
                throw fail(e);
            }
            opCount++;
            freeIds.add(object);
            if (!trusted) {
                freedHere.add(object);
            }
            return this;
        }

        /**
         * Drops the open event: every change made through this builder is undone and nothing is
         * written, as if {@link TraceWriter#event} had not been called. For a producer that finds,
         * once the event is begun, that the step changed nothing worth an event.
         */
        public void abort() {
            if (!open) {
                throw new IllegalStateException("no event is open");
            }
            rollback();
        }

        /** Writes the event. */
        public void commit() {
            if (!open) {
                throw new IllegalStateException("no event is open");
            }
            open = false;
            try {
                commitEvent(time, type, function, subject, opCount);
            } catch (IOException e) {
                throw new UncheckedIOException("writing " + file + ": " + e.getMessage(), e);
            }
        }
    }
}
