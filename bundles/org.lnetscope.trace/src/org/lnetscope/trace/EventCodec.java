package org.lnetscope.trace;

import java.util.Arrays;

import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.internal.ByteSource;
import org.lnetscope.trace.internal.DamagedException;
import org.lnetscope.trace.state.ClassLayout;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.Schema;
import org.lnetscope.trace.state.ValuePool;

/**
 * The byte layout of events inside an events chunk (docs/trace-format.md, "Events").
 *
 * <p>Formats 1 and 2: an op starts with one byte holding its kind in the low 3 bits and its slot
 * (or class) in the high 5, with 31 meaning "slot follows as a varint". Format 2 names objects
 * relative to the event's <em>current object</em> (the subject, then the object of each op in
 * turn): as a zigzag delta, or not at all for a SET on the same object ({@link #SET_SAME}).
 *
 * <p>Format 3 moves what repeats out of the events: an event names its <em>shape</em> (type,
 * function, and kind, value mode and slot of each op), defined in full the first time it occurs
 * in a chunk and by number after; in the simulator's seed a few dozen shapes cover millions of
 * events, so the type, function, op count and op heads (7.9 of 25 raw bytes per event, first 3 M
 * events of the seed with peer_timeout=0) become one byte. A counter's new value is written as
 * its change ({@link ValueCache}): credits, refcounts and counts move by one, a node's used bytes
 * by a message. Objects are named as one of the chunk's recent ones ({@link Recent}) when they
 * are. Each chunk decodes on its own, so a reader needs no state to decode an event, as in
 * formats 1 and 2. The writer's side of format 3 is {@link ChunkEncoder}, on the writer thread.
 * Measured in docs/benchmarks.md, "Trace format 3".
 */
final class EventCodec {

    private static final int INLINE_SLOT_LIMIT = 31;
    /** Format 2 and 3: a SET on the current object, no object field. An op kind of the file only. */
    static final int SET_SAME = 6;

    private final EventType[] types;
    private final KernelFunction[] functions;
    private final int major;

    /** Decoder for a trace whose header names these types and functions. */
    EventCodec(TraceHeader header) {
        types = new EventType[header.eventTypeNames().size()];
        for (int i = 0; i < types.length; i++) {
            types[i] = EventType.byName(header.eventTypeNames().get(i));
        }
        functions = new KernelFunction[header.functionNames().size()];
        for (int i = 0; i < functions.length; i++) {
            functions[i] = KernelFunction.byName(header.functionNames().get(i));
        }
        major = header.formatMajor();
    }

    /** A decoder for one stream of events; {@link Decoder#startChunk()} at every chunk. */
    Decoder decoder() {
        return new Decoder();
    }

    /**
     * The values last given to (object, slot) pairs in the current chunk: direct-mapped, a pair
     * that collides with another is simply forgotten. Writer and reader make the same lookups in
     * the same order, so they agree on every hit and miss without a byte about it.
     */
    static final class ValueCache {

        static final int SIZE = 1 << 13;
        private static final int MASK = SIZE - 1;
        /** Key then value, side by side: one cache line per lookup. */
        final long[] entries = new long[2 * SIZE];

        ValueCache() {
            clear();
        }

        void clear() {
            long[] e = entries;
            for (int i = 0; i < e.length; i += 2) {
                e[i] = -1L;
            }
        }

        static long key(int object, int slot) {
            return ((long) object << 32) | slot;
        }

        /** Where {@code key}'s entry is in {@link #entries} (the key; the value follows). */
        static int slotOf(long key) {
            return ((int) ((key * 0x9E3779B97F4A7C15L) >>> 40) & MASK) << 1;
        }
    }

    /**
     * Format 3: the objects an events chunk named last, most recent first. An object reference
     * ({@code ChunkEncoder.writeRef}) is one byte when it names one of them: in the simulator's seed 63 % of
     * the ops that name another object than the current one name one of the last 8, and a
     * reference took 2.75 instead of 3.86 bytes (first 1 M events of the seed with
     * peer_timeout=0; late in the run, with millions of objects, ids take 3 bytes as deltas).
     */
    static final class Recent {

        static final int SIZE = 8;
        /** Reference codes: 0 to SIZE-1 a recent object, SIZE none (-1), above it a zigzag delta. */
        static final int NONE = SIZE;
        final int[] ids = new int[SIZE];
        int count;

        int indexOf(int id) {
            int[] r = ids;
            for (int i = 0, n = count; i < n; i++) {
                if (r[i] == id) {
                    return i;
                }
            }
            return -1;
        }

        /** {@code id} becomes the most recent; {@code at} is where it was, or -1. */
        void touch(int id, int at) {
            if (at == 0) {
                return;
            }
            if (at < 0) {
                at = count < SIZE ? count++ : SIZE - 1;
            }
            int[] r = ids;
            for (int i = at; i > 0; i--) {
                r[i] = r[i - 1];
            }
            r[0] = id;
        }
    }

    /** Value modes of a format-3 SET (bits 3-4 of its op code). */
    static final int MODE_PLAIN = 0;
    /** A number: the change from the value this object's slot last had in the chunk, else from the value this op of the shape last wrote. */
    static final int MODE_CHANGE = 1;
    /** An object id or -1: a reference ({@link Recent}), relative to the op's object. */
    static final int MODE_REF = 2;
    /** A pool index or -1: the change from the value this op of the shape last wrote. */
    static final int MODE_POOLED = 3;

    /**
     * Encodes the ops of one event after another: formats 1 and 2 as bytes at once, format 3 as
     * entries of a {@link ChunkEncoder.Ops} table that the writer thread turns into bytes.
     */
    static final class Encoder {

        private final int major;
        private final boolean relative;
        private final FlatState state;
        /** The class of each id where the writer keeps no state (TraceWriter.producerHoldsState), else null. */
        private int[] classes;
        /** Per class, per value slot: the format-3 value mode. */
        private final byte[][] modes;
        private int current;
        /** Format 3: the open chunk's ops, and where the open event's begin. */
        private ChunkEncoder.Ops table;
        private final ChunkEncoder chunks;
        private int eventStart;

        Encoder(int formatMajor, FlatState state) {
            this.major = formatMajor;
            this.relative = formatMajor >= 2;
            this.state = state;
            this.chunks = formatMajor >= 3 ? new ChunkEncoder() : null;
            this.table = chunks != null ? chunks.take() : null;
            Schema schema = state.schema();
            modes = new byte[schema.classes().size()][];
            for (ClassLayout layout : schema.classes()) {
                byte[] row = new byte[layout.values().size()];
                for (int v = 0; v < row.length; v++) {
                    row[v] = (byte) switch (layout.values().get(v).kind()) {
                        case LONG -> MODE_CHANGE;
                        case REF -> MODE_REF;
                        default -> MODE_POOLED;
                    };
                }
                modes[layout.index()] = row;
            }
        }

        void classes(int[] byId) {
            classes = byId;
        }

        /** A new event about {@code subject} (-1: none) begins. */
        void begin(int subject) {
            current = subject;
            if (table != null) {
                eventStart = table.ops;
            }
        }

        /** The open event is dropped: nothing of it stays. */
        void rollback() {
            if (table != null) {
                table.truncate(eventStart);
            }
        }

        /**
         * Format 3: the open chunk's ops, to encode on the writer thread with
         * {@link #encoder()}; a fresh table takes its place. Null for formats 1 and 2.
         */
        ChunkEncoder.Ops takeChunk() {
            if (table == null) {
                return null;
            }
            ChunkEncoder.Ops full = table;
            table = chunks.take();
            return full;
        }

        ChunkEncoder encoder() {
            return chunks;
        }

        private void object(ByteSink out, int object) {
            if (relative) {
                out.svarint((long) object - current);
                current = object;
            } else {
                out.varint(object);
            }
        }

        private void head(ByteSink out, int kind, int slot) {
            if (slot < INLINE_SLOT_LIMIT) {
                out.u8(kind | (slot << 3));
            } else {
                out.u8(kind | (INLINE_SLOT_LIMIT << 3));
                out.varint(slot);
            }
        }

        /** Format 3: keeps an op; ops come in commit order, so a SET on the current object is known here. */
        private void record(int code, int a, int c, int d, long value) {
            if ((code & 7) == Event.SET && a == current) {
                code |= SET_SAME;
            } else {
                current = a;
            }
            table.add(code, a, c, d, value);
        }

        void set(ByteSink out, int object, int slot, long value) {
            if (table != null) {
                byte[] row = modes[classes != null ? classes[object] : state.classOf(object)];
                int mode = slot < row.length ? row[slot] : MODE_PLAIN;
                if (mode == MODE_REF && (value < -1 || value > Integer.MAX_VALUE)) {
                    mode = MODE_PLAIN; // an unset unsettable reference (Schema.UNSET) is no id
                }
                record(Event.SET | (mode << 3) | (slot << 5), object, 0, 0, value);
                return;
            }
            out.reserve(24);
            if (relative && object == current) {
                head(out, SET_SAME, slot);
            } else {
                head(out, Event.SET, slot);
                object(out, object);
            }
            out.svarint(value);
        }

        void listOp(ByteSink out, int kind, int owner, int slot, int index, int element) {
            if (table != null) {
                record(kind | (slot << 5), owner, index, element, 0);
                return;
            }
            out.reserve(24);
            head(out, kind, slot);
            object(out, owner);
            out.varint(index);
            out.varint(element);
        }

        void create(ByteSink out, int object, int classIndex, int container, int containerSlot, int index) {
            if (table != null) {
                record(Event.CREATE | (classIndex << 5), object, container, containerSlot, index);
                return;
            }
            out.reserve(32);
            head(out, Event.CREATE, classIndex);
            object(out, object);
            out.varint(container + 1L);
            out.varint(containerSlot);
            out.varint(index);
        }

        void delete(ByteSink out, int object, int index) {
            if (table != null) {
                record(Event.DELETE, object, index, 0, 0);
                return;
            }
            out.reserve(24);
            head(out, Event.DELETE, 0);
            object(out, object);
            out.varint(index);
        }

        void define(ByteSink out, int poolIndex, Object value) {
            if (table != null) {
                table.addPooled(Event.DEFINE, poolIndex, value); // DEFINE leaves the current object
                return;
            }
            head(out, Event.DEFINE, 0);
            out.varint(poolIndex);
            ValuePool.encodeValue(out, value);
        }

        /**
         * Ends an event: formats 1 and 2 write its head, then the op bytes already in
         * {@code opBytes}; format 3 keeps it in the table with its ops.
         */
        void event(ByteSink out, long deltaNs, int type, int function, int subject, int ops, ByteSink opBytes) {
            if (table != null) {
                table.endEvent(deltaNs, type, function, subject);
                return;
            }
            out.reserve(50);
            out.varint(deltaNs);
            out.varint(type);
            out.varint(function);
            out.varint(subject + 1L);
            out.varint(ops);
            out.bytes(opBytes.array(), 0, opBytes.size());
        }
    }

    /** Decodes the events of a stream, one chunk after another. */
    final class Decoder {

        // ---- format 3, per chunk ----
        private int shapeCount;
        private int[] shapeType = new int[64];
        private int[] shapeFunction = new int[64];
        /** Where each shape's codes start in {@link #shapeCodes}, and how many. */
        private int[] shapeStart = new int[64];
        private int[] shapeOps = new int[64];
        private int[] shapeCodes = new int[1024];
        /** Per op of every shape: the value (or index) it wrote last in the chunk. */
        private long[] shapeLast = new long[1024];
        private int codesUsed;
        private int previousSubject = -1;
        private final ValueCache cache = major >= 3 ? new ValueCache() : null;
        private final Recent recent = new Recent();

        /** A chunk begins: shapes, cached values and recent objects are the chunk's own. */
        void startChunk() {
            shapeCount = 0;
            codesUsed = 0;
            previousSubject = -1;
            recent.count = 0;
            if (cache != null) {
                cache.clear();
            }
        }

        /** Decodes one event whose time is {@code previousTime} plus its delta. */
        void decode(ByteSource in, long index, long previousTime, Event into) {
            if (major >= 3) {
                decode3(in, index, previousTime, into);
            } else {
                decode12(in, index, previousTime, into);
            }
        }

        private void into(Event event, long index, long time, int type, int function, int subject) {
            event.reset(index, time, type < types.length ? types[type] : EventType.UNKNOWN,
                    function < functions.length ? functions[function] : KernelFunction.unknown, subject);
        }

        private void decode12(ByteSource in, long index, long previousTime, Event into) {
            boolean relative = major >= 2;
            long time = previousTime + in.varint();
            int type = in.uint();
            int function = in.uint();
            int subject = (int) (in.varint() - 1);
            into(into, index, time, type, function, subject);
            int ops = in.count("op", 2);
            int current = subject;
            for (int i = 0; i < ops; i++) {
                int head = in.u8();
                int kind = head & 7;
                int slot = head >>> 3;
                if (slot == INLINE_SLOT_LIMIT) {
                    slot = in.uint();
                }
                if (kind == SET_SAME && relative) {
                    if (current < 0) {
                        throw new DamagedException("event " + index + ": a SET on the current object before there is one");
                    }
                    into.addOp(Event.SET, current, slot, 0, 0, in.svarint());
                    continue;
                }
                if (kind != Event.DEFINE && kind <= Event.DELETE) {
                    current = relative ? relativeObject(in, current, index) : in.uint();
                }
                fields(in, kind, slot, current, index, into);
            }
        }

        /** A reference written by {@code ChunkEncoder.writeRef}: a recent object, none (-1) or a delta from {@code base}. */
        private int ref(ByteSource in, int base, long index) {
            long code = in.varint();
            int id;
            if (code < 0) {
                throw new DamagedException("event " + index + ": object reference " + Long.toUnsignedString(code) + " out of range");
            }
            if (code < Recent.NONE) {
                if (code >= recent.count) {
                    throw new DamagedException("event " + index + ": names recent object " + code + " of " + recent.count);
                }
                id = recent.ids[(int) code];
                recent.touch(id, (int) code);
                return id;
            }
            if (code == Recent.NONE) {
                return -1;
            }
            long z = code - Recent.NONE - 1;
            long object = base + ((z >>> 1) ^ -(z & 1));
            if (object < 0 || object > Integer.MAX_VALUE) {
                throw new DamagedException("event " + index + ": object id " + object + " out of range");
            }
            id = (int) object;
            recent.touch(id, recent.indexOf(id));
            return id;
        }

        /** A reference that must name an object (the object of an op). */
        private int object(ByteSource in, int base, long index) {
            int id = ref(in, base, index);
            if (id < 0) {
                throw new DamagedException("event " + index + ": an op on no object");
            }
            return id;
        }

        private void decode3(ByteSource in, long index, long previousTime, Event into) {
            long head = in.varint();
            long shape = head >>> 1;
            if (shape == shapeCount) {
                defineShape(in, index);
            } else if (shape > shapeCount) {
                throw new DamagedException("event " + index + ": shape " + shape + " of " + shapeCount + " defined in its chunk");
            }
            int s = (int) shape;
            long time = (head & 1) != 0 ? previousTime + in.varint() : previousTime;
            int subject = ref(in, previousSubject, index);
            previousSubject = subject;
            into(into, index, time, shapeType[s], shapeFunction[s], subject);
            int current = subject;
            int[] codes = shapeCodes;
            long[] last = shapeLast;
            for (int i = shapeStart[s], end = i + shapeOps[s]; i < end; i++) {
                int code = codes[i];
                int kind = code & 7;
                int slot = code >>> 5;
                switch (kind) {
                    case Event.SET, SET_SAME -> {
                        if (kind == Event.SET) {
                            current = object(in, current, index);
                        } else if (current < 0) {
                            throw new DamagedException("event " + index + ": a SET on the current object before there is one");
                        }
                        long value;
                        switch ((code >>> 3) & 3) {
                            case MODE_CHANGE -> {
                                value = changed(current, slot, in.svarint(), last[i]);
                                last[i] = value;
                            }
                            case MODE_REF -> value = ref(in, current, index);
                            case MODE_POOLED -> {
                                value = last[i] + in.svarint();
                                last[i] = value;
                            }
                            default -> value = in.svarint();
                        }
                        into.addOp(Event.SET, current, slot, 0, 0, value);
                    }
                    case Event.INSERT, Event.REMOVE -> {
                        current = object(in, current, index);
                        int at = listIndex(last[i] + in.svarint(), index);
                        last[i] = at;
                        into.addOp(kind, current, slot, at, object(in, current, index), 0);
                    }
                    case Event.CREATE -> {
                        current = object(in, current, index);
                        int container = ref(in, current, index);
                        int containerSlot = in.uint();
                        int at = listIndex(last[i] + in.svarint(), index);
                        last[i] = at;
                        into.addOp(kind, current, slot, container, containerSlot, at);
                    }
                    case Event.DELETE -> {
                        current = object(in, current, index);
                        int at = listIndex(last[i] + in.svarint(), index);
                        last[i] = at;
                        into.addOp(kind, current, 0, at, 0, 0);
                    }
                    default -> fields(in, Event.DEFINE, 0, current, index, into);
                }
            }
        }

        /** The value a counter's written change stands for (see {@code Encoder.cachedOrLast}). */
        private long changed(int object, int slot, long change, long last) {
            long key = ValueCache.key(object, slot);
            int at = ValueCache.slotOf(key);
            long[] e = cache.entries;
            long value = (e[at] == key ? e[at + 1] : last) + change;
            e[at] = key;
            e[at + 1] = value;
            return value;
        }

        private static int listIndex(long at, long index) {
            if (at < 0 || at > Integer.MAX_VALUE) {
                throw new DamagedException("event " + index + ": list index " + at + " out of range");
            }
            return (int) at;
        }

        private void defineShape(ByteSource in, long index) {
            int type = in.uint();
            int function = in.uint();
            int ops = in.count("op", 1);
            if (shapeCount == shapeType.length) {
                int n = shapeCount * 2;
                shapeType = Arrays.copyOf(shapeType, n);
                shapeFunction = Arrays.copyOf(shapeFunction, n);
                shapeStart = Arrays.copyOf(shapeStart, n);
                shapeOps = Arrays.copyOf(shapeOps, n);
            }
            if (codesUsed + ops > shapeCodes.length) {
                int n = Math.max(shapeCodes.length * 2, codesUsed + ops);
                shapeCodes = Arrays.copyOf(shapeCodes, n);
                shapeLast = Arrays.copyOf(shapeLast, n);
            }
            for (int i = 0; i < ops; i++) {
                int code = in.uint();
                int kind = code & 7;
                int mode = (code >>> 3) & 3;
                if (kind == 7 || mode != MODE_PLAIN && kind != Event.SET && kind != SET_SAME) {
                    throw new DamagedException("event " + index + ": unknown op code " + code);
                }
                shapeCodes[codesUsed + i] = code;
                shapeLast[codesUsed + i] = 0;
            }
            shapeType[shapeCount] = type;
            shapeFunction[shapeCount] = function;
            shapeStart[shapeCount] = codesUsed;
            shapeOps[shapeCount] = ops;
            codesUsed += ops;
            shapeCount++;
        }
    }

    /** Formats 1 and 2: the fields after an op's object (owner). */
    private static void fields(ByteSource in, int kind, int slot, int current, long index, Event into) {
        switch (kind) {
            case Event.SET -> into.addOp(kind, current, slot, 0, 0, in.svarint());
            case Event.INSERT, Event.REMOVE -> {
                int at = in.uint();
                into.addOp(kind, current, slot, at, in.uint(), 0);
            }
            case Event.CREATE -> {
                int container = (int) (in.varint() - 1);
                int containerSlot = in.uint();
                into.addOp(kind, current, slot, container, containerSlot, in.uint());
            }
            case Event.DELETE -> into.addOp(kind, current, 0, in.uint(), 0, 0);
            case Event.DEFINE -> {
                int op = into.addOp(kind, in.uint(), 0, 0, 0, 0);
                into.poolValue[op] = ValuePool.decodeValue(in);
                into.pooledOps = op + 1;
            }
            default -> throw new DamagedException("event " + index + ": unknown op kind " + kind);
        }
    }

    private static int relativeObject(ByteSource in, int current, long index) {
        long object = current + in.svarint();
        if (object < 0 || object > Integer.MAX_VALUE) {
            throw new DamagedException("event " + index + ": object id " + object + " out of range");
        }
        return (int) object;
    }
}
