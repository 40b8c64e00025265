package org.lnetscope.replay;

import java.util.Arrays;

import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventPrefetch;
import org.lnetscope.trace.EventStream;
import org.lnetscope.trace.SeekIndex;
import org.lnetscope.trace.StateApplier;
import org.lnetscope.trace.TraceFormatException;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.trace.UndoLog;
import org.lnetscope.trace.state.ObjectImage;
import org.lnetscope.trace.state.FlatState;

/**
 * A position in a trace and the exact fabric state there. Position {@code p} means the first
 * {@code p} events are applied; the "current" event is {@code p - 1}, the one that made the state
 * what it is.
 *
 * <p>How it moves: forward, it applies events; backward within the last {@link #UNDO_EVENTS} events
 * applied since the last checkpoint load, it undoes them from the {@link UndoLog}; anything farther loads the nearest
 * restore point at or before the target and applies forward from there, unless applying forward from
 * the state it has costs less ({@link #costOf}). Restore points are the trace's checkpoints and, once
 * a {@link SeekIndex} is given ({@link #useIndex}), the index's full points between them; the
 * index's diffs then carry a state, the cursor's own or a loaded one, from inside their stretch to
 * their point without a load ({@link #routeFor}). So every move costs at most one load, some diffs
 * and one restore interval of events, whatever the trace length.
 *
 * <p>Not thread-safe: one cursor per view or job.
 */
public final class ReplayCursor {

    /**
     * What a long move reports and asks, every {@link #EVERY} events: the window's seek job shows
     * the position and offers Cancel. Answering true stops the move where it is, a valid position.
     */
    @FunctionalInterface
    public interface Progress {
        Progress NONE = position -> false;

        boolean stop(long position);
    }

    /** Events between two {@link Progress} calls: about 5 ms at a big state's 1.1 µs per event. */
    static final int EVERY = 4096;

    /**
     * What loading a full point of the seek index costs in events, per live object: its parts
     * decode on both cores, 55-145 ns per object in the full seed, where an event costs 0.35-0.6 µs
     * (docs/benchmarks.md, "Seek index format 3 (k36)"). Only the order of magnitude matters for
     * the window: it decides in place or in a job.
     */
    static final double LOAD_EVENTS_PER_OBJECT = 0.25;

    /**
     * What loading one of the trace's own checkpoints costs in events, per object: a deflated chunk
     * inflated and decoded on one thread, 250-375 ns per object in the full seed (4.6 M objects in
     * 1.15-1.72 s), about three times an index point's. Weighed as an index point's, the cursor
     * loaded them for seeks just after them, 1.0-1.7 s where the index's point before and a diff
     * took 0.3-0.5 s (docs/benchmarks.md, "Seek index format 3 (k36)").
     */
    static final double CHECKPOINT_LOAD_EVENTS_PER_OBJECT = 0.8;

    /**
     * At most this many events can be undone (a step back); older ones are dropped half at a
     * time, and a move farther back loads a checkpoint. Without the bound, the log covers a whole
     * checkpoint interval, and the full seed's last one is 10 M events long: after a jump to its
     * OOM the log held about 2 GB, more than the state itself (docs/benchmarks.md, "Views on the
     * replay state"). 262,144 events is 0.3 s of applying at a big state's 1.1 µs per event, more
     * than any step or step filter goes back at once.
     */
    static final int UNDO_EVENTS = 1 << 18;

    private final TraceReader reader;
    private final FlatState state;
    /** Restore points between the trace's checkpoints; set by the thread that built it, read at each move. */
    private volatile SeekIndex index;
    private int indexLoads;
    private final int undoLimit;
    private final UndoLog undo = new UndoLog();
    private long[] undoTimes = new long[1024];

    private long position;
    /** The oldest position the undo log reaches back to: it covers [base, position). */
    private long base;
    private long time;
    private EventStream stream;
    private final Event scratch = new Event();
    private Event current;
    private boolean scratchFilled;
    private long nextCheckpoint;
    private long previousCheckpoint;

    public ReplayCursor(TraceReader reader) {
        this(reader, UNDO_EVENTS);
    }

    /** A cursor that undoes at most {@code undoLimit} events (tests lower it). */
    ReplayCursor(TraceReader reader, int undoLimit) {
        this.reader = reader;
        this.undoLimit = Math.max(2, undoLimit);
        this.state = reader.loadCheckpoint(0);
        this.time = reader.startTimeNs();
        this.nextCheckpoint = reader.checkpointCount() > 1 ? reader.checkpointPosition(1) : Long.MAX_VALUE;
    }

    public TraceReader reader() {
        return reader;
    }

    /** The state at the cursor. Read it, never change it. */
    public FlatState state() {
        return state;
    }

    /**
     * Uses {@code seekIndex}'s restore points from the next move on (null: the trace's checkpoints
     * only). Callable from the thread that built or opened the index while this cursor moves
     * elsewhere: the cursor reads it once per move. A point that turns out damaged is never
     * trusted: the cursor drops the index and loads the trace's checkpoint instead.
     */
    public void useIndex(SeekIndex seekIndex) {
        this.index = seekIndex;
    }

    /** The index in use, or null (none given, or dropped as damaged: see {@link SeekIndex#damage()}). */
    public SeekIndex index() {
        return index;
    }

    /** Restore points loaded from the index so far (tests: the index was used). */
    int indexLoads() {
        return indexLoads;
    }

    /**
     * The image of object {@code id} as the current event freed it, or null when it did not (or the
     * cursor sits on a checkpoint it loaded, where no undo record of that event exists).
     */
    public ObjectImage freedByCurrentEvent(int id) {
        return undo.freedByLast(id);
    }

    /** How many events a step back can undo without loading a checkpoint (at most {@link #UNDO_EVENTS}). */
    public int undoableEvents() {
        return undo.events();
    }

    /** Number of events applied. */
    public long position() {
        return position;
    }

    public long eventCount() {
        return reader.eventCount();
    }

    /** Time of the current event, or the trace start before the first event. */
    public long timeNs() {
        return time;
    }

    /** The event that led to this state (decoded on demand), or null at position 0. */
    public Event currentEvent() {
        if (position == 0) {
            return null;
        }
        if (current == null || current.index() != position - 1) {
            if (scratchFilled && scratch.index() == position - 1) {
                current = scratch.copy();
                return current;
            }
            Event event = new Event();
            reader.events(position - 1).next(event);
            current = event;
        }
        return current;
    }

    /** Moves to position {@code target} (clamped to the trace). */
    public void seekToEvent(long target) {
        seekToEvent(target, Progress.NONE);
    }

    /**
     * About what a move to {@code target} costs, in events applied or undone, a checkpoint load
     * counted by the objects of the state now: what lets the window run short moves at once and
     * long ones in a job.
     */
    public long costOf(long target) {
        long to = Math.max(0, Math.min(target, reader.eventCount()));
        if (to == position) {
            return 0;
        }
        return routeFor(to, index).cost;
    }

    /**
     * How a move to {@code to} goes, the cheapest of: from the state the cursor has (forward, applying
     * diffs of the index and events; backward within the undo log, undoing); or loading a full
     * point of the index or a trace checkpoint at or before {@code to}, then diffs and events from
     * there. Costs in events: a load at {@link #LOAD_EVENTS_PER_OBJECT} per object for an index point,
     * {@link #CHECKPOINT_LOAD_EVENTS_PER_OBJECT} for a trace checkpoint (the index knows
     * its points' objects; a trace checkpoint's are estimated from its stored bytes: with the state
     * now standing in, as before the seek index had diffs, a cursor at the full seed's start chose
     * to load its last checkpoints of 4 M objects as if they were as small, 2.3 s), a diff at
     * {@link #DIFF_EVENTS_PER_BYTE} per byte.
     */
    private Route routeFor(long to, SeekIndex seekIndex) {
        Route best;
        if (to >= position) {
            best = forward(position, to, seekIndex, 0, 0);
        } else if (to >= base) {
            best = new Route(position - to, NONE, false, new long[0]);
        } else {
            best = null;
        }
        int k = reader.checkpointAtOrBefore(to);
        long checkpoint = reader.checkpointPosition(k);
        long load = (long) (CHECKPOINT_LOAD_EVENTS_PER_OBJECT * checkpointObjects(k));
        Route fromCheckpoint = forward(checkpoint, to, seekIndex, load, 0);
        if (best == null || fromCheckpoint.cost < best.cost) {
            best = new Route(fromCheckpoint.cost, k, false, fromCheckpoint.steps);
        }
        int j = seekIndex == null ? -1 : seekIndex.fullAtOrBefore(to);
        // also when the point is before the checkpoint: its load and a diff may cost less than the checkpoint's
        if (j >= 0 && seekIndex.position(j) != checkpoint) {
            Route fromPoint = forward(seekIndex.position(j), to, seekIndex, (long) (LOAD_EVENTS_PER_OBJECT * seekIndex.liveCount(j)), 0);
            if (fromPoint.cost < best.cost) {
                best = new Route(fromPoint.cost, j, true, fromPoint.steps);
            }
        }
        return best;
    }

    /** Objects of trace checkpoint {@code k}: as last loaded, else estimated from its bytes, else the state's now. */
    private long checkpointObjects(int k) {
        if (checkpointObjects == null) {
            checkpointObjects = new long[reader.checkpointCount()];
            Arrays.fill(checkpointObjects, -1);
        }
        if (checkpointObjects[k] < 0) {
            long estimate = reader.checkpointObjectsEstimate(k);
            checkpointObjects[k] = estimate >= 0 ? estimate : state.liveCount();
        }
        return checkpointObjects[k];
    }

    /** Per trace checkpoint, its objects (-1: not known yet). */
    private long[] checkpointObjects;

    /**
     * Most diffs a route chains back through (one level of recursion each, each link from the
     * point's base): the full seed's default index has 70 points; the 10 M-event bench's 2,854, of
     * which 1,831 full points, so a move from its start to its end could chain 1,831 diffs, where a
     * load is far cheaper. Past it the chain is not followed: the route takes the events or a load.
     */
    static final int MAX_CHAIN = 512;

    /** No load: the move starts from the cursor's state. */
    private static final int NONE = -1;

    /**
     * What applying a diff costs in events, per stored byte: a diff object is decoded as a
     * checkpoint's ({@link #LOAD_EVENTS_PER_OBJECT} per object, about 27 bytes each at the full
     * seed's end) and then replaces its row and lists.
     */
    static final double DIFF_EVENTS_PER_BYTE = 1.0 / 64;

    /**
     * The cheapest way from a state at {@code from} to {@code to} (&gt;= from) by the index's diffs
     * and events, {@code start} events already spent (a load): events only, or the diff of the last
     * point at or before {@code to}, reached once the state is inside that diff's stretch (its base
     * or later), which may take the diffs of the full points before it, and so on back.
     */
    private Route forward(long from, long to, SeekIndex seekIndex, long start, int depth) {
        Route events = new Route(start + (to - from), NONE, false, new long[0]);
        if (seekIndex == null || depth > MAX_CHAIN) {
            return events;
        }
        int j = seekIndex.atOrBefore(to);
        if (j < 0 || seekIndex.position(j) <= from) {
            return events;
        }
        long diff = (long) (DIFF_EVENTS_PER_BYTE * seekIndex.diffBytes(j));
        long after = to - seekIndex.position(j);
        Route before;
        long basePosition = seekIndex.basePosition(j);
        if (basePosition <= from) {
            before = new Route(start, NONE, false, new long[0]);
        } else {
            before = forward(from, basePosition, seekIndex, start, depth + 1);
            // then the events up to the base, after the last diff of that route (or all of them)
            long[] steps = Arrays.copyOf(before.steps, before.steps.length + 1);
            steps[before.steps.length] = ~basePosition;
            before = new Route(before.cost, NONE, false, steps);
        }
        long cost = before.cost + diff + after;
        if (cost >= events.cost) {
            return events;
        }
        long[] steps = Arrays.copyOf(before.steps, before.steps.length + 1);
        steps[before.steps.length] = j;
        return new Route(cost, NONE, false, steps);
    }

    /**
     * A move: load {@code load} (a trace checkpoint, or an index point if {@code fromIndex}) unless
     * NONE, then {@code steps} in order (a diff's point index, or ~position: apply events up to it),
     * then events or undos to the target.
     */
    private record Route(long cost, int load, boolean fromIndex, long[] steps) {
    }

    /** Moves to position {@code target} (clamped), or as far as it got when {@code progress} said stop. */
    public void seekToEvent(long target, Progress progress) {
        long to = Math.max(0, Math.min(target, reader.eventCount()));
        if (to == position) {
            return;
        }
        SeekIndex seekIndex = index;
        Route route = routeFor(to, seekIndex);
        java.util.Arrays.fill(lastMove, 0);
        long t = System.nanoTime();
        if (route.load != NONE) {
            lastMove[MOVE_LOADED] = route.fromIndex ? seekIndex.liveCount(route.load) : checkpointObjects(route.load);
            if (route.fromIndex) {
                if (!loadFromIndex(seekIndex, route.load, to)) {
                    applyUntil(to, progress);
                    return;
                }
            } else {
                load(route.load);
            }
            t = lap(MOVE_LOAD_NS, t);
        }
        for (long step : route.steps) {
            if (step < 0) {
                long from = position;
                applyUntil(~step, progress);
                lastMove[MOVE_EVENTS] += position - from;
                t = lap(MOVE_EVENTS_NS, t);
                if (position != ~step) {
                    return; // stopped
                }
            } else {
                lastMove[MOVE_DIFF_BYTES] += seekIndex.diffBytes((int) step);
                boolean applied = applyDiff(seekIndex, (int) step, to);
                t = lap(MOVE_DIFFS_NS, t);
                if (!applied) {
                    break;
                }
            }
        }
        long from = position;
        if (to < position) {
            while (position > to) {
                undoOne();
                if ((position & (EVERY - 1)) == 0 && progress.stop(position)) {
                    break;
                }
            }
        } else {
            applyUntil(to, progress);
        }
        lastMove[MOVE_EVENTS] += Math.abs(position - from);
        lap(MOVE_EVENTS_NS, t);
    }

    /**
     * What the last move did and where its time went, for benchmarks (SeekBenchmark): indexed by
     * the MOVE_ constants. Written by every move, a few nanoTime calls each.
     */
    final long[] lastMove = new long[7];
    static final int MOVE_LOADED = 0;
    static final int MOVE_LOAD_NS = 1;
    static final int MOVE_DIFF_BYTES = 2;
    static final int MOVE_DIFFS_NS = 3;
    static final int MOVE_EVENTS = 4;
    static final int MOVE_EVENTS_NS = 5;

    private long lap(int slot, long since) {
        long now = System.nanoTime();
        lastMove[slot] += now - since;
        return now;
    }

    /** Moves to the state at {@code timeNs}: after every event at or before that time. */
    public void seek(long timeNs) {
        seekToEvent(reader.positionAtTime(timeNs));
    }

    /** Steps {@code n} events forward (n &gt; 0) or back; returns false if it hit an end first. */
    public boolean step(int n) {
        long target = position + n;
        seekToEvent(target);
        return position == target;
    }

    /**
     * Applies events until one matches {@code filter}, and stops just after it (it becomes the
     * current event). Returns that event, or null with the cursor unmoved if none is left.
     */
    public Event stepTo(EventFilter filter) {
        return stepTo(filter, Progress.NONE);
    }

    /** {@link #stepTo(EventFilter)}; stopped by {@code progress}, it returns null with the cursor unmoved. */
    public Event stepTo(EventFilter filter, Progress progress) {
        long start = position;
        while (position < reader.eventCount()) {
            if ((position & (EVERY - 1)) == 0 && position != start && progress.stop(position)) {
                break;
            }
            Event next = nextEvent();
            boolean before = filter.needsState() && state.isLive(next.subject()) && filter.matches(next, state);
            apply(next);
            if (before || filter.matches(next, state)) {
                current = next.copy();
                return current;
            }
        }
        seekToEvent(start);
        return null;
    }

    /**
     * Goes back to the last event before the current one that matches {@code filter}, leaving it
     * as the current event; null with the cursor unmoved if there is none. Scans one checkpoint
     * interval at a time, backwards, since a filter on a NID needs the state of each event.
     */
    public Event stepBackTo(EventFilter filter) {
        return stepBackTo(filter, Progress.NONE);
    }

    /** {@link #stepBackTo(EventFilter)}; stopped by {@code progress}, it returns null with the cursor unmoved. */
    public Event stepBackTo(EventFilter filter, Progress progress) {
        long start = position;
        long limit = position - 1; // matches must come before the current event
        while (limit > 0) {
            int k = reader.checkpointAtOrBefore(limit - 1);
            long from = reader.checkpointPosition(k);
            seekToEvent(from);
            long found = -1;
            while (position < limit) {
                if ((position & (EVERY - 1)) == 0 && progress.stop(position)) {
                    seekToEvent(start);
                    return null;
                }
                Event next = nextEvent();
                boolean before = filter.needsState() && state.isLive(next.subject()) && filter.matches(next, state);
                apply(next);
                if (before || filter.matches(next, state)) {
                    found = next.index();
                }
            }
            if (found >= 0) {
                seekToEvent(found + 1);
                return currentEvent();
            }
            limit = from;
        }
        seekToEvent(start);
        return null;
    }

    // ---- internals ----

    private void load(int k) {
        reader.loadCheckpoint(k, state);
        checkpointObjects(k);
        checkpointObjects[k] = state.liveCount();
        loaded(reader.checkpointPosition(k), reader.checkpointTime(k));
    }

    /**
     * Loads restore point {@code j} of the index; a damaged one drops the index and loads the
     * trace's checkpoint at or before {@code to} instead (the state the failed decode left is
     * never used).
     */
    private boolean loadFromIndex(SeekIndex seekIndex, int j, long to) {
        try {
            seekIndex.load(j, state);
            indexLoads++;
            loaded(seekIndex.position(j), seekIndex.time(j));
            return true;
        } catch (TraceFormatException e) {
            index = null;
            load(reader.checkpointAtOrBefore(to));
            return false;
        }
    }

    /**
     * Applies restore point {@code j}'s diff to the state (which is inside its stretch); a damaged
     * one drops the index and loads the trace's checkpoint at or before {@code to} instead.
     * Returns false then: the rest of the route is void, the events from the checkpoint follow.
     */
    private boolean applyDiff(SeekIndex seekIndex, int j, long to) {
        try {
            seekIndex.applyDiff(j, state);
            indexLoads++;
            loaded(seekIndex.position(j), seekIndex.time(j));
            return true;
        } catch (TraceFormatException e) {
            index = null;
            load(reader.checkpointAtOrBefore(to));
            return false;
        }
    }

    private void loaded(long at, long atTime) {
        position = at;
        base = position;
        time = atTime;
        undo.clear();
        stream = null;
        current = null;
        int k = reader.checkpointAtOrBefore(position);
        nextCheckpoint = k + 1 < reader.checkpointCount() ? reader.checkpointPosition(k + 1) : Long.MAX_VALUE;
        previousCheckpoint = position;
    }

    private Event nextEvent() {
        if (stream == null || stream.position() != position) {
            stream = reader.events(position);
        }
        boolean read = stream.next(scratch);
        scratchFilled |= read;
        return read ? scratch : null;
    }

    /**
     * Events from which a move decodes them on a second thread while it applies them
     * ({@link EventPrefetch}): below it, starting the thread and handing events over costs more
     * than it saves (docs/benchmarks.md, "Seek index format 3 (k36)").
     */
    static final long PREFETCH_EVENTS = 1 << 16;

    private void applyUntil(long to, Progress progress) {
        if (to - position >= PREFETCH_EVENTS) {
            applyPrefetched(to, progress);
            return;
        }
        while (position < to) {
            if ((position & (EVERY - 1)) == 0 && progress.stop(position)) {
                return;
            }
            Event next = nextEvent();
            if (next == null) {
                return;
            }
            apply(next);
        }
    }

    private void applyPrefetched(long to, Progress progress) {
        try (EventPrefetch events = new EventPrefetch(reader, position, to)) {
            while (position < to) {
                if ((position & (EVERY - 1)) == 0 && progress.stop(position)) {
                    return;
                }
                Event next = events.next();
                if (next == null) {
                    return;
                }
                apply(next);
            }
        }
    }

    private void apply(Event event) {
        int n = undo.events();
        if (n == undoTimes.length) {
            undoTimes = Arrays.copyOf(undoTimes, n * 2);
        }
        undoTimes[n] = time;
        StateApplier.apply(event, state, undo);
        position++;
        time = event.timeNs();
        current = null;
        if (position >= nextCheckpoint) {
            crossedCheckpoint();
        }
        if (undo.events() > undoLimit) {
            dropUndo(undo.events() - undoLimit / 2);
        }
    }

    /** Forgets the {@code n} oldest undoable events: the cursor then undoes back to {@code base} only. */
    private void dropUndo(int n) {
        undo.dropOldest(n);
        System.arraycopy(undoTimes, n, undoTimes, 0, undo.events());
        base += n;
    }

    /**
     * Keeps the undo log to at most two checkpoint intervals: a step back just after a checkpoint
     * is still an undo, and anything older is a checkpoint load away anyway.
     */
    private void crossedCheckpoint() {
        int drop = (int) (previousCheckpoint - base);
        if (drop > 0) {
            dropUndo(drop);
        }
        previousCheckpoint = position;
        int k = reader.checkpointAtOrBefore(position);
        nextCheckpoint = k + 1 < reader.checkpointCount() ? reader.checkpointPosition(k + 1) : Long.MAX_VALUE;
    }

    private void undoOne() {
        int n = undo.events() - 1;
        undo.undoLast(state);
        time = undoTimes[n];
        position--;
        current = null;
    }
}
