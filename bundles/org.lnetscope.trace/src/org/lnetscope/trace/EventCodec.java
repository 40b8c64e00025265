package org.lnetscope.trace;

import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.internal.ByteSource;
import org.lnetscope.trace.internal.DamagedException;
import org.lnetscope.trace.state.ValuePool;

/**
 * The byte layout of events inside an events chunk (docs/trace-format.md, "Events"). An op
 * starts with one byte holding its kind in the low 3 bits and its slot (or class) in the high 5,
 * with 31 meaning "slot follows as a varint": every class of the LNet model has fewer than 31
 * slots of each sort, so a typical SET of a credit counter is 3 to 4 bytes.
 */
final class EventCodec {

    private static final int INLINE_SLOT_LIMIT = 31;

    private final EventType[] types;
    private final KernelFunction[] functions;

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
    }

    private static void head(ByteSink out, int kind, int slot) {
        if (slot < INLINE_SLOT_LIMIT) {
            out.u8(kind | (slot << 3));
        } else {
            out.u8(kind | (INLINE_SLOT_LIMIT << 3));
            out.varint(slot);
        }
    }

    static void encodeSet(ByteSink out, int object, int slot, long value) {
        head(out, Event.SET, slot);
        out.varint(object);
        out.svarint(value);
    }

    static void encodeListOp(ByteSink out, int kind, int owner, int slot, int index, int element) {
        head(out, kind, slot);
        out.varint(owner);
        out.varint(index);
        out.varint(element);
    }

    static void encodeCreate(ByteSink out, int object, int classIndex, int container, int containerSlot, int index) {
        head(out, Event.CREATE, classIndex);
        out.varint(object);
        out.varint(container + 1L);
        out.varint(containerSlot);
        out.varint(index);
    }

    static void encodeDelete(ByteSink out, int object, int index) {
        head(out, Event.DELETE, 0);
        out.varint(object);
        out.varint(index);
    }

    static void encodeDefine(ByteSink out, int poolIndex, Object value) {
        head(out, Event.DEFINE, 0);
        out.varint(poolIndex);
        ValuePool.encodeValue(out, value);
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
        for (int i = 0; i < ops; i++) {
            int head = in.u8();
            int kind = head & 7;
            int slot = head >>> 3;
            if (slot == INLINE_SLOT_LIMIT) {
                slot = in.uint();
            }
            switch (kind) {
                case Event.SET -> into.addOp(kind, in.uint(), slot, 0, 0, in.svarint());
                case Event.INSERT, Event.REMOVE -> {
                    int owner = in.uint();
                    int at = in.uint();
                    into.addOp(kind, owner, slot, at, in.uint(), 0);
                }
                case Event.CREATE -> {
                    int object = in.uint();
                    int container = (int) (in.varint() - 1);
                    int containerSlot = in.uint();
                    into.addOp(kind, object, slot, container, containerSlot, in.uint());
                }
                case Event.DELETE -> {
                    int object = in.uint();
                    into.addOp(kind, object, 0, in.uint(), 0, 0);
                }
                case Event.DEFINE -> {
                    int op = into.addOp(kind, in.uint(), 0, 0, 0, 0);
                    into.poolValue[op] = ValuePool.decodeValue(in);
                }
                default -> throw new DamagedException("event " + index + ": unknown op kind " + kind);
            }
        }
    }
}
