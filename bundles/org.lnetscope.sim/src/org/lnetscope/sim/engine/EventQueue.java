package org.lnetscope.sim.engine;

import java.util.Arrays;

/**
 * The future-event list, ordered by (time, insertion sequence).
 *
 * <p>The sequence number makes ties deterministic: two actions due at the same nanosecond fire in
 * the order they were scheduled, whatever the data structure, which is what "same scenario and seed
 * give byte-identical output" rests on.
 *
 * <p>Two structures hold the actions, and {@link #fireNext()} takes the smallest (time, seq) of
 * both, so the order is exactly that of one priority queue:
 * <ul>
 * <li><b>Lanes</b> ({@link #afterFixed}): one FIFO per fixed delay. Actions scheduled with the same
 * delay are due in the order they were scheduled (the clock never goes back and the sequence only
 * grows), so a plain ring buffer keeps them sorted: O(1) to add and to take. Most of a run's
 * events are such: connd's 1 s tick, the wire's latency and transfer times, ptlrpc's resend delay.
 * (Measured on the seed incident: 82 % of 20.5 M events, in 7 distinct delays.)
 * <li><b>A 4-ary heap</b> ({@link #at}, {@link #after}) for everything else: Poisson arrivals,
 * absolute times. It stays small (about one entry per workload stream); four children per node
 * halve its depth, and they sit side by side in the arrays.
 * </ul>
 * Times and sequences live in primitive arrays so that the hot path (millions of events per
 * second) does not chase one object per comparison.
 */
public final class EventQueue {

    /** Lanes beyond this many distinct delays go to the heap (still correct, only slower). */
    private static final int MAX_LANES = 32;
    /** Slots of the delay -> lane index (open addressing, at most half full): 2^LANE_BITS. */
    private static final int LANE_BITS = 6;
    private static final int LANE_SLOTS = 1 << LANE_BITS;

    // The heap: entry i has children 4i+1 .. 4i+4.
    private long[] times = new long[1024];
    private long[] seqs = new long[1024];
    private SimAction[] actions = new SimAction[1024];
    private int heapSize;

    // The lanes, and the key of each lane's head (Long.MAX_VALUE when the lane is empty), kept in
    // two flat arrays so that finding the earliest lane is a scan of a few contiguous longs.
    private final Lane[] lanes = new Lane[MAX_LANES];
    private final long[] laneDelay = new long[MAX_LANES];
    private final long[] laneHeadTime = new long[MAX_LANES];
    private final long[] laneHeadSeq = new long[MAX_LANES];
    private int nlanes;
    private int laneSize;
    /** Lane number + 1 by hash of its delay; 0 is an empty slot. */
    private final int[] laneBySlot = new int[LANE_SLOTS];

    /**
     * What {@link #peekTime()} found, for the {@link #fireNext()} that usually follows it: the lane
     * to take from, {@link #FROM_HEAP}, or {@link #UNKNOWN} once anything was scheduled since.
     */
    private int peeked = UNKNOWN;
    private static final int UNKNOWN = -2;
    private static final int FROM_HEAP = -1;

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
        return heapSize + laneSize;
    }

    public boolean isEmpty() {
        return heapSize == 0 && laneSize == 0;
    }

    /** Time of the next action, or Long.MAX_VALUE when none is scheduled. */
    public long peekTime() {
        peeked = earliest();
        if (peeked == FROM_HEAP) {
            return heapSize == 0 ? Long.MAX_VALUE : times[0];
        }
        return laneHeadTime[peeked];
    }

    /** Where the earliest action is: a lane number, or FROM_HEAP (also when all is empty). */
    private int earliest() {
        int best = FROM_HEAP;
        long bt = Long.MAX_VALUE;
        long bs = Long.MAX_VALUE;
        for (int k = 0; k < nlanes; k++) {
            long t = laneHeadTime[k];
            if (t < bt || (t == bt && laneHeadSeq[k] < bs)) {
                best = k;
                bt = t;
                bs = laneHeadSeq[k];
            }
        }
        if (heapSize > 0 && (best == FROM_HEAP || before(times[0], seqs[0], bt, bs))) {
            return FROM_HEAP;
        }
        return best;
    }

    /** Schedules {@code action} at absolute time {@code at} (never earlier than now). */
    public void at(long at, SimAction action) {
        if (at < now) {
            throw new IllegalArgumentException("scheduling in the past: " + at + " < " + now);
        }
        peeked = UNKNOWN;
        heapPush(at, nextSeq++, action);
    }

    /** Schedules {@code action} {@code delay} nanoseconds from now. */
    public void after(long delay, SimAction action) {
        at(now + delay, action);
    }

    /**
     * As {@link #after}, for a delay the caller uses again and again (a timer period, a wire
     * latency, a resend delay): such actions go to that delay's FIFO lane. Same order as
     * {@link #after}; only cheaper.
     */
    public void afterFixed(long delay, SimAction action) {
        if (delay < 0) {
            throw new IllegalArgumentException("scheduling in the past: delay " + delay);
        }
        afterLane(laneOf(delay), delay, action);
    }

    /**
     * The lane of {@code delay} for {@link #afterLane}: a caller that schedules the same delay again
     * and again between other delays (the wire: transfer time, then latency) keeps it instead of
     * having each {@link #afterFixed} look it up. -1 when there are too many delays already.
     */
    public int laneFor(long delay) {
        if (delay < 0) {
            throw new IllegalArgumentException("scheduling in the past: delay " + delay);
        }
        return findLane(delay);
    }

    /** As {@link #afterFixed}, with the lane {@link #laneFor}({@code delay}) gave. */
    public void afterLane(int k, long delay, SimAction action) {
        peeked = UNKNOWN;
        if (k < 0) {
            heapPush(now + delay, nextSeq++, action);
            return;
        }
        long t = now + delay;
        long seq = nextSeq++;
        Lane lane = lanes[k];
        if (lane.isEmpty()) {
            laneHeadTime[k] = t;
            laneHeadSeq[k] = seq;
        }
        lane.add(t, seq, action);
        laneSize++;
    }

    /** The lane of {@code delay}, made on first use; -1 when there are too many delays already. */
    private int laneOf(long delay) {
        // the same delay comes again and again in a row (a wire latency, connd's tick)
        if (delay == memoDelay) {
            return memoLane;
        }
        int k = findLane(delay);
        memoDelay = delay;
        memoLane = k;
        return k;
    }

    private long memoDelay = -1;
    private int memoLane;

    private int findLane(long delay) {
        int i = (int) ((delay * 0x9e3779b97f4a7c15L) >>> (64 - LANE_BITS));
        while (laneBySlot[i] != 0) {
            int k = laneBySlot[i] - 1;
            if (laneDelay[k] == delay) {
                return k;
            }
            i = (i + 1) & (LANE_SLOTS - 1);
        }
        if (nlanes == MAX_LANES) {
            return -1;
        }
        int k = nlanes++;
        laneBySlot[i] = k + 1;
        lanes[k] = new Lane();
        laneDelay[k] = delay;
        laneHeadTime[k] = Long.MAX_VALUE;
        laneHeadSeq[k] = Long.MAX_VALUE;
        return k;
    }

    /** Pops the earliest action, advances the clock to it and fires it. */
    public void fireNext() {
        takeNext().fire();
    }

    /**
     * Pops the earliest action, advances the clock to it and counts it fired: the caller fires it
     * at once ({@link #fireNext} does; the simulation's loop calls the commonest kinds directly).
     */
    public SimAction takeNext() {
        int best = peeked != UNKNOWN ? peeked : earliest();
        peeked = UNKNOWN;
        SimAction action;
        if (best == FROM_HEAP) {
            if (heapSize == 0) {
                throw new IllegalStateException("no action scheduled");
            }
            now = times[0];
            action = heapPop();
        } else {
            Lane lane = lanes[best];
            now = laneHeadTime[best];
            action = lane.poll();
            laneSize--;
            if (lane.isEmpty()) {
                laneHeadTime[best] = Long.MAX_VALUE;
                laneHeadSeq[best] = Long.MAX_VALUE;
            } else {
                laneHeadTime[best] = lane.headTime();
                laneHeadSeq[best] = lane.headSeq();
            }
        }
        fired++;
        return action;
    }

    private void heapPush(long at, long seq, SimAction action) {
        if (heapSize == times.length) {
            int capacity = heapSize * 2;
            times = Arrays.copyOf(times, capacity);
            seqs = Arrays.copyOf(seqs, capacity);
            actions = Arrays.copyOf(actions, capacity);
        }
        int i = heapSize++;
        while (i > 0) {
            int parent = (i - 1) >>> 2;
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

    private SimAction heapPop() {
        SimAction action = actions[0];
        int last = --heapSize;
        long t = times[last];
        long s = seqs[last];
        SimAction a = actions[last];
        actions[last] = null;
        int i = 0;
        while (true) {
            int first = 4 * i + 1;
            if (first >= last) {
                break;
            }
            int child = first;
            int end = Math.min(first + 4, last);
            for (int c = first + 1; c < end; c++) {
                if (before(times[c], seqs[c], times[child], seqs[child])) {
                    child = c;
                }
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
        return action;
    }

    private static boolean before(long t1, long s1, long t2, long s2) {
        return t1 < t2 || (t1 == t2 && s1 < s2);
    }

    /** A FIFO ring buffer of (time, seq, action), sorted by construction. */
    private static final class Lane {
        private long[] times = new long[256];
        private long[] seqs = new long[256];
        private SimAction[] actions = new SimAction[256];
        private int head;
        private int count;

        boolean isEmpty() {
            return count == 0;
        }

        long headTime() {
            return times[head];
        }

        long headSeq() {
            return seqs[head];
        }

        void add(long t, long seq, SimAction action) {
            if (count == times.length) {
                grow();
            }
            int i = (head + count) & (times.length - 1);
            times[i] = t;
            seqs[i] = seq;
            actions[i] = action;
            count++;
        }

        SimAction poll() {
            SimAction action = actions[head];
            actions[head] = null;
            head = (head + 1) & (times.length - 1);
            count--;
            return action;
        }

        private void grow() {
            int n = times.length;
            long[] t = new long[n * 2];
            long[] s = new long[n * 2];
            SimAction[] a = new SimAction[n * 2];
            for (int j = 0; j < count; j++) {
                int i = (head + j) & (n - 1);
                t[j] = times[i];
                s[j] = seqs[i];
                a[j] = actions[i];
            }
            times = t;
            seqs = s;
            actions = a;
            head = 0;
        }
    }
}
