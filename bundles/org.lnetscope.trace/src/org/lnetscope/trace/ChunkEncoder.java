package org.lnetscope.trace;

import java.util.Arrays;
import java.util.concurrent.ConcurrentLinkedQueue;

import org.lnetscope.trace.internal.ByteSink;
import org.lnetscope.trace.state.ValuePool;

/**
 * Format 3's events, written on the trace's writer thread ({@code ChunkPipe}) rather than the
 * producer's: the producer only keeps each op in a {@link Ops} table (a few array stores, no
 * varint), and this class turns a whole chunk of them into bytes just before zlib runs on them.
 * Every piece of state the encoding carries from event to event (shapes, the values and recent
 * objects of {@link EventCodec}) lives here and is touched by that one thread, chunk after chunk
 * in order, so the bytes are the same whatever the threads' pace. Layout: docs/trace-format.md,
 * "Events".
 */
final class ChunkEncoder {

    /**
     * The events and ops of one chunk, as the producer gave them, reused chunk after chunk. An op
     * is three longs side by side (code and object; two more fields; the value), written in
     * order: keeping one is three stores into one array, not one per field into six.
     */
    static final class Ops {
        int events;
        long[] dt = new long[256];
        /** Per event: type, function, subject, end of its ops. */
        int[] head = new int[4 * 256];

        int ops;
        long[] op = new long[3 * 1024];
        /** DEFINE's values, by op (null elsewhere). */
        Object[] pooled = new Object[1024];

        void add(int opCode, int opA, int opC, int opD, long opValue) {
            int at = 3 * ops;
            if (at + 3 > op.length) {
                grow();
            }
            long[] o = op;
            o[at] = ((long) opCode << 32) | (opA & 0xFFFFFFFFL);
            o[at + 1] = ((long) opC << 32) | (opD & 0xFFFFFFFFL);
            o[at + 2] = opValue;
            ops++;
        }

        void addPooled(int opCode, int opA, Object value) {
            add(opCode, opA, 0, 0, 0);
            if (ops > pooled.length) {
                pooled = Arrays.copyOf(pooled, Math.max(ops, pooled.length * 2));
            }
            pooled[ops - 1] = value;
        }

        private void grow() {
            op = Arrays.copyOf(op, op.length * 2);
        }

        static int code(long first) {
            return (int) (first >>> 32);
        }

        static int low(long packed) {
            return (int) packed;
        }

        /** Drops the ops after {@code from} (an event rolled back). */
        void truncate(int from) {
            for (int i = from; i < ops && i < pooled.length; i++) {
                pooled[i] = null;
            }
            ops = from;
        }

        void endEvent(long deltaNs, int eventType, int eventFunction, int eventSubject) {
            int e = events;
            if (e == dt.length) {
                dt = Arrays.copyOf(dt, e * 2);
                head = Arrays.copyOf(head, e * 8);
            }
            dt[e] = deltaNs;
            int h = 4 * e;
            head[h] = eventType;
            head[h + 1] = eventFunction;
            head[h + 2] = eventSubject;
            head[h + 3] = ops;
            events = e + 1;
        }

        void clear() {
            truncate(0);
            events = 0;
        }
    }

    /** Tables the writer thread has encoded, for the producer to fill again. */
    private final ConcurrentLinkedQueue<Ops> spare = new ConcurrentLinkedQueue<>();

    /** An empty table (a spare one if the writer thread has given one back). */
    Ops take() {
        Ops ops = spare.poll();
        return ops != null ? ops : new Ops();
    }

    private final EventCodec.ValueCache cache = new EventCodec.ValueCache();
    private final EventCodec.Recent recent = new EventCodec.Recent();
    private Shape[] shapes = new Shape[256];
    private int shapeTotal;
    private int chunk;
    private int chunkShapes;
    private int previousSubject;
    private int[] scratch = new int[64];

    /** Appends the events of {@code ops} to {@code out} as one chunk's events, then hands the table back. */
    void encode(Ops ops, ByteSink out) {
        chunk++;
        chunkShapes = 0;
        previousSubject = -1;
        recent.count = 0;
        cache.clear();
        int op = 0;
        for (int e = 0; e < ops.events; e++) {
            int end = ops.head[4 * e + 3];
            event(out, ops, e, op, end);
            op = end;
        }
        ops.clear();
        spare.offer(ops);
    }

    private void event(ByteSink out, Ops ops, int e, int from, int to) {
        long[] o = ops.op;
        int type = ops.head[4 * e];
        int function = ops.head[4 * e + 1];
        int subject = ops.head[4 * e + 2];
        long deltaNs = ops.dt[e];
        Shape shape = shape(type, function, o, from, to);
        boolean define = shape.chunk != chunk;
        if (define) {
            shape.chunk = chunk;
            shape.index = chunkShapes++;
            Arrays.fill(shape.last, 0);
        }
        int n = to - from;
        out.reserve(40 + (define ? 15 + 5 * n : 0));
        out.varint(((long) shape.index << 1) | (deltaNs != 0 ? 1 : 0));
        if (define) {
            out.varint(type);
            out.varint(function);
            out.varint(n);
            for (int i = from; i < to; i++) {
                out.varint(Ops.code(o[3 * i]));
            }
        }
        if (deltaNs != 0) {
            out.varint(deltaNs);
        }
        writeRef(out, subject, previousSubject);
        previousSubject = subject;
        int current = subject;
        long[] last = shape.last;
        for (int i = from, k = 0; i < to; i++, k++) {
            out.reserve(40);
            long first = o[3 * i];
            long second = o[3 * i + 1];
            int code = Ops.code(first);
            int kind = code & 7;
            int a = Ops.low(first);
            switch (kind) {
                case Event.SET, EventCodec.SET_SAME -> {
                    if (kind == Event.SET) {
                        writeRef(out, a, current);
                        current = a;
                    }
                    long value = o[3 * i + 2];
                    switch ((code >>> 3) & 3) {
                        case EventCodec.MODE_CHANGE -> {
                            out.svarint(value - cachedOrLast(a, code >>> 5, value, last[k]));
                            last[k] = value;
                        }
                        case EventCodec.MODE_REF -> writeRef(out, (int) value, a);
                        case EventCodec.MODE_POOLED -> {
                            out.svarint(value - last[k]);
                            last[k] = value;
                        }
                        default -> out.svarint(value);
                    }
                }
                case Event.INSERT, Event.REMOVE -> {
                    writeRef(out, a, current);
                    current = a;
                    int index = Ops.code(second);
                    out.svarint(index - last[k]);
                    last[k] = index;
                    writeRef(out, Ops.low(second), a);
                }
                case Event.CREATE -> {
                    writeRef(out, a, current);
                    current = a;
                    writeRef(out, Ops.code(second), a);
                    out.varint(Ops.low(second));
                    long index = o[3 * i + 2];
                    out.svarint(index - last[k]);
                    last[k] = index;
                }
                case Event.DELETE -> {
                    writeRef(out, a, current);
                    current = a;
                    int index = Ops.code(second);
                    out.svarint(index - last[k]);
                    last[k] = index;
                }
                default -> {
                    out.varint(a);
                    ValuePool.encodeValue(out, ops.pooled[i]);
                }
            }
        }
    }

    /** Writes a reference to {@code id} (-1: none) relative to {@code base}, and makes it recent. */
    private void writeRef(ByteSink out, int id, int base) {
        if (id < 0) {
            out.varint(EventCodec.Recent.NONE);
            return;
        }
        int at = recent.indexOf(id);
        if (at >= 0) {
            out.varint(at);
        } else {
            long delta = (long) id - base;
            out.varint(((delta << 1) ^ (delta >> 63)) + EventCodec.Recent.NONE + 1);
        }
        recent.touch(id, at);
    }

    /** The value a counter's change is written from; the cache learns {@code value}. */
    private long cachedOrLast(int object, int slot, long value, long last) {
        long key = EventCodec.ValueCache.key(object, slot);
        int at = EventCodec.ValueCache.slotOf(key);
        long[] e = cache.entries;
        long base = e[at] == key ? e[at + 1] : last;
        e[at] = key;
        e[at + 1] = value;
        return base;
    }

    /** The shape of an event, from the table of every shape seen in the trace. */
    private Shape shape(int type, int function, long[] o, int from, int to) {
        int n = to - from;
        if (scratch.length < n) {
            scratch = new int[Math.max(n, scratch.length * 2)];
        }
        int[] codes = scratch;
        int hash = type * 0x9E3779B1 + function * 0x85EBCA6B;
        for (int i = 0; i < n; i++) {
            int code = Ops.code(o[3 * (from + i)]);
            codes[i] = code;
            hash = hash * 31 + code;
        }
        hash ^= hash >>> 15;
        int mask = shapes.length - 1;
        for (int at = hash & mask;; at = (at + 1) & mask) {
            Shape s = shapes[at];
            if (s == null) {
                Shape made = new Shape(hash, type, function, Arrays.copyOf(codes, n));
                shapes[at] = made;
                if (++shapeTotal * 2 > shapes.length) {
                    rehash();
                }
                return made;
            }
            if (s.hash == hash && s.type == type && s.function == function && s.codes.length == n
                    && Arrays.equals(s.codes, 0, n, codes, 0, n)) {
                return s;
            }
        }
    }

    private void rehash() {
        Shape[] old = shapes;
        shapes = new Shape[old.length * 2];
        int mask = shapes.length - 1;
        for (Shape s : old) {
            if (s != null) {
                int at = s.hash & mask;
                while (shapes[at] != null) {
                    at = (at + 1) & mask;
                }
                shapes[at] = s;
            }
        }
    }

    /** An event's type, function and op codes, numbered per chunk in order of first use. */
    private static final class Shape {
        final int hash;
        final int type;
        final int function;
        final int[] codes;
        /** Per op, the value (or index) it wrote last in this chunk. */
        final long[] last;
        int chunk = -1;
        int index;

        Shape(int hash, int type, int function, int[] codes) {
            this.hash = hash;
            this.type = type;
            this.function = function;
            this.codes = codes;
            this.last = new long[codes.length];
        }
    }
}
