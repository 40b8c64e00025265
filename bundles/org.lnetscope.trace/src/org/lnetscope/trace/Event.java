package org.lnetscope.trace;

import java.util.Arrays;

/**
 * One decoded event: when, what, which kernel function, about which object, and the primitive
 * changes it makes to the state. Readers decode into one reused instance (no allocation per
 * event); call {@link #copy()} to keep one.
 *
 * <p>Op fields by kind ({@code a}, {@code b}, {@code c}, {@code d}, {@code value}):
 * <ul>
 * <li>{@link #SET}: object, value slot, -, -, new value</li>
 * <li>{@link #INSERT}: owner, list slot, index, element</li>
 * <li>{@link #REMOVE}: owner, list slot, index, element removed</li>
 * <li>{@link #CREATE}: object, class, container (-1 for a root), container list slot, value = index</li>
 * <li>{@link #DELETE}: object, -, index in its container</li>
 * <li>{@link #DEFINE}: pool index, with the value in {@link #poolValue(int)}</li>
 * </ul>
 */
public final class Event {

    public static final int SET = 0;
    public static final int INSERT = 1;
    public static final int REMOVE = 2;
    public static final int CREATE = 3;
    public static final int DELETE = 4;
    public static final int DEFINE = 5;

    private static final String[] OP_NAMES = {"SET", "INSERT", "REMOVE", "CREATE", "DELETE", "DEFINE"};

    long index;
    long timeNs;
    EventType type = EventType.UNKNOWN;
    KernelFunction function = KernelFunction.none;
    int subject = -1;

    int opCount;
    byte[] kind = new byte[8];
    int[] a = new int[8];
    int[] b = new int[8];
    int[] c = new int[8];
    int[] d = new int[8];
    long[] value = new long[8];
    Object[] poolValue = new Object[8];
    /**
     * Ops below this may hold a pool value: reset clears only those. Most events define none, and
     * nulling every op's slot was 7 % of a seek's samples in the seed's trace (docs/benchmarks.md).
     */
    int pooledOps;

    /** Position of this event in the trace: 0 for the first event. */
    public long index() {
        return index;
    }

    public long timeNs() {
        return timeNs;
    }

    public EventType type() {
        return type;
    }

    public KernelFunction function() {
        return function;
    }

    /** The object the event is about, or -1. */
    public int subject() {
        return subject;
    }

    public int opCount() {
        return opCount;
    }

    public int opKind(int op) {
        return kind[op];
    }

    public static String opName(int kind) {
        return OP_NAMES[kind];
    }

    public int opA(int op) {
        return a[op];
    }

    public int opB(int op) {
        return b[op];
    }

    public int opC(int op) {
        return c[op];
    }

    public int opD(int op) {
        return d[op];
    }

    public long opValue(int op) {
        return value[op];
    }

    public Object poolValue(int op) {
        return poolValue[op];
    }

    void reset(long index, long timeNs, EventType type, KernelFunction function, int subject) {
        this.index = index;
        this.timeNs = timeNs;
        this.type = type;
        this.function = function;
        this.subject = subject;
        for (int i = 0; i < pooledOps; i++) {
            poolValue[i] = null;
        }
        this.pooledOps = 0;
        this.opCount = 0;
    }

    int addOp(int opKind, int opA, int opB, int opC, int opD, long opValue) {
        if (opCount == kind.length) {
            int n = opCount * 2;
            kind = Arrays.copyOf(kind, n);
            a = Arrays.copyOf(a, n);
            b = Arrays.copyOf(b, n);
            c = Arrays.copyOf(c, n);
            d = Arrays.copyOf(d, n);
            value = Arrays.copyOf(value, n);
            poolValue = Arrays.copyOf(poolValue, n);
        }
        int op = opCount++;
        kind[op] = (byte) opKind;
        a[op] = opA;
        b[op] = opB;
        c[op] = opC;
        d[op] = opD;
        value[op] = opValue;
        return op;
    }

    public Event copy() {
        Event copy = new Event();
        copy.index = index;
        copy.timeNs = timeNs;
        copy.type = type;
        copy.function = function;
        copy.subject = subject;
        copy.opCount = opCount;
        int n = Math.max(1, opCount);
        copy.kind = Arrays.copyOf(kind, n);
        copy.a = Arrays.copyOf(a, n);
        copy.b = Arrays.copyOf(b, n);
        copy.c = Arrays.copyOf(c, n);
        copy.d = Arrays.copyOf(d, n);
        copy.value = Arrays.copyOf(value, n);
        copy.poolValue = Arrays.copyOf(poolValue, n);
        copy.pooledOps = Math.min(pooledOps, n);
        return copy;
    }

    @Override
    public String toString() {
        return "#" + index + " t=" + timeNs + " " + type + " " + function + " subject " + subject + " (" + opCount + " ops)";
    }
}
