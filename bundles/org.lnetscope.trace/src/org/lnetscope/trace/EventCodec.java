package org.lnetscope.trace;

import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.internal.ByteSource;
import org.lnetscope.trace.internal.DamagedException;
import org.lnetscope.trace.state.ValuePool;

/**
 * The byte layout of events inside an events chunk (docs/trace-format.md, "Events"). An op
 * starts with one byte holding its kind in the low 3 bits and its slot (or class) in the high 5,
 * with 31 meaning "slot follows as a varint": every class of the LNet model has fewer than 31
 * slots of each sort, so a typical SET of a credit counter is 3 to 4 bytes in format 1.
 *
 * <p>Format 2 names objects relative to the event's <em>current object</em> (the subject, then
 * the object of each op in turn): as a zigzag delta, or not at all for a SET on the same object
 * ({@link #SET_SAME}). In the simulator's seed trace 55 % of ops name the object the op before
 * named, and an absolute id took 2.1 bytes per op against 1.5 as a delta (measured on the first
 * 5 M events of the seed at 7 GiB).
 */
final class EventCodec {

    private static final int INLINE_SLOT_LIMIT = 31;
    /** Format 2: a SET on the current object, no object field. An op kind of the file only. */
    static final int SET_SAME = 6;

    private final EventType[] types;
    private final KernelFunction[] functions;
    private final boolean relative;

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
        relative = header.formatMajor() >= 2;
    }

    /** Encodes the ops of one event after another, in format 1 or 2. */
    static final class Encoder {

        private final boolean relative;
        private int current;

        Encoder(int formatMajor) {
            this.relative = formatMajor >= 2;
        }

        /** A new event about {@code subject} (-1: none) begins. */
        void begin(int subject) {
            current = subject;
        }

        private void object(ByteSink out, int object) {
            if (relative) {
                out.svarint((long) object - current);
                current = object;
            } else {
                out.varint(object);
            }
        }

        void set(ByteSink out, int object, int slot, long value) {
            if (relative && object == current) {
                head(out, SET_SAME, slot);
            } else {
                head(out, Event.SET, slot);
                object(out, object);
            }
            out.svarint(value);
        }

        void listOp(ByteSink out, int kind, int owner, int slot, int index, int element) {
            head(out, kind, slot);
            object(out, owner);
            out.varint(index);
            out.varint(element);
        }

        void create(ByteSink out, int object, int classIndex, int container, int containerSlot, int index) {
            head(out, Event.CREATE, classIndex);
            object(out, object);
            out.varint(container + 1L);
            out.varint(containerSlot);
            out.varint(index);
        }

        void delete(ByteSink out, int object, int index) {
            head(out, Event.DELETE, 0);
            object(out, object);
            out.varint(index);
        }

        void define(ByteSink out, int poolIndex, Object value) {
            head(out, Event.DEFINE, 0);
            out.varint(poolIndex);
            ValuePool.encodeValue(out, value);
        }
    }

    private static void head(ByteSink out, int kind, int slot) {
        if (slot < INLINE_SLOT_LIMIT) {
            out.u8(kind | (slot << 3));
        } else {
            out.u8(kind | (INLINE_SLOT_LIMIT << 3));
            out.varint(slot);
        }
    }

    /** Writes an event's head; the ops follow as the bytes already encoded in {@code ops}. */
    static void encodeEvent(ByteSink out, long deltaNs, int type, int function, int subject, int opCount, ByteSink ops) {
        out.varint(deltaNs);
        out.varint(type);
        out.varint(function);
        out.varint(subject + 1L);
        out.varint(opCount);
        out.bytes(ops.array(), 0, ops.size());
    }

    /** Decodes one event whose time is {@code previousTime} plus its delta. */
    void decode(ByteSource in, long index, long previousTime, Event into) {
        long time = previousTime + in.varint();
        int type = in.uint();
        int function = in.uint();
        int subject = (int) (in.varint() - 1);
        into.reset(index, time, type < types.length ? types[type] : EventType.UNKNOWN,
                function < functions.length ? functions[function] : KernelFunction.unknown, subject);
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
    }

    private static int relativeObject(ByteSource in, int current, long index) {
        long object = current + in.svarint();
        if (object < 0 || object > Integer.MAX_VALUE) {
            throw new DamagedException("event " + index + ": object id " + object + " out of range");
        }
        return (int) object;
    }
}
