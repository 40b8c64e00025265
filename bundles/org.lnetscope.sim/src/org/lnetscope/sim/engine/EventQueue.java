package org.lnetscope.sim.engine;

import java.util.Arrays;

/**
 * The future-event list: a binary min-heap ordered by (time, insertion sequence).
 *
 * <p>The sequence number makes ties deterministic: two actions due at the same nanosecond fire in
 * the order they were scheduled, whatever the heap shape, which is what "same scenario and seed give
 * byte-identical output" rests on. Times and sequences live in primitive arrays so that the hot
 * path (millions of events per second) does not chase one object per comparison.
 */
public final class EventQueue {

    private long[] times = new long[1024];
    private long[] seqs = new long[1024];
    private SimAction[] actions = new SimAction[1024];
    private int size;
    private long nextSeq;
    private long now;
    private long fired;

    /** Current simulated time in nanoseconds. */
    public long now() {
        return now;
    }

    /** Actions fired so far. */
    public long fired() {
        return fired;
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** Time of the next action, or Long.MAX_VALUE when none is scheduled. */
    public long peekTime() {
        return size == 0 ? Long.MAX_VALUE : times[0];
    }

    /** Schedules {@code action} at absolute time {@code at} (never earlier than now). */
    public void at(long at, SimAction action) {
        if (at < now) {
            throw new IllegalArgumentException("scheduling in the past: " + at + " < " + now);
        }
        if (size == times.length) {
            int capacity = size * 2;
            times = Arrays.copyOf(times, capacity);
            seqs = Arrays.copyOf(seqs, capacity);
            actions = Arrays.copyOf(actions, capacity);
        }
        long seq = nextSeq++;
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!before(at, seq, times[parent], seqs[parent])) {
                break;
            }
            times[i] = times[parent];
            seqs[i] = seqs[parent];
            actions[i] = actions[parent];
            i = parent;
        }
        times[i] = at;
        seqs[i] = seq;
        actions[i] = action;
    }

    /** Schedules {@code action} {@code delay} nanoseconds from now. */
    public void after(long delay, SimAction action) {
        at(now + delay, action);
    }

    /** Pops the earliest action, advances the clock to it and fires it. */
    public void fireNext() {
        SimAction action = actions[0];
        now = times[0];
        int last = --size;
        long t = times[last];
        long s = seqs[last];
        SimAction a = actions[last];
        actions[last] = null;
        int i = 0;
        int half = last >>> 1;
        while (i < half) {
            int child = 2 * i + 1;
            int right = child + 1;
            if (right < last && before(times[right], seqs[right], times[child], seqs[child])) {
                child = right;
            }
            if (!before(times[child], seqs[child], t, s)) {
                break;
            }
            times[i] = times[child];
            seqs[i] = seqs[child];
            actions[i] = actions[child];
            i = child;
        }
        if (last > 0) {
            times[i] = t;
            seqs[i] = s;
            actions[i] = a;
        }
        fired++;
        action.fire();
    }

    private static boolean before(long t1, long s1, long t2, long s2) {
        return t1 < t2 || (t1 == t2 && s1 < s2);
    }
}
