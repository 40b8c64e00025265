package org.lnetscope.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventStream;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.KernelFunction;
import org.lnetscope.trace.StateApplier;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.trace.UndoLog;
import org.lnetscope.trace.state.FlatState;

/**
 * The trace's events as rows, read lazily: what {@code lnetscope trace events} prints and the
 * window's Events view shows. Nothing here holds more than one state and the rows asked for: a
 * trace of 80 M events is read a stretch at a time, from the checkpoint before it.
 */
public final class EventRows {

    /**
     * One event, named with the state just after it (as the Explain view names it); a row read
     * without the state ({@link #peek}) has {@code named} false and no subject or changes yet.
     */
    public record Row(long index, long timeNs, EventType type, KernelFunction function, String subject, String changes,
            boolean matches, boolean named) {
    }

    /** Told of each event that matches, with the state just after it; false stops the walk. */
    @FunctionalInterface
    public interface Visitor {
        boolean visit(Event event, FlatState stateAfter);
    }

    /** As {@link Visitor}, also told what the event freed, to name it ({@link FreedInEvent}). */
    @FunctionalInterface
    public interface NamingVisitor {
        boolean visit(Event event, FlatState stateAfter, FreedInEvent freed);
    }

    private EventRows() {
    }

    /**
     * Walks the events from index {@code start} (0-based) on, up to time {@code toNs}, telling
     * {@code visitor} of those {@code filter} matches. A NID filter is asked before and after the
     * event (an event that removes the object it is about still matches). Returns the index after
     * the last event walked.
     *
     * @param cancelled asked every 4,096 events; true stops the walk there
     */
    public static long walk(TraceReader reader, long start, long toNs, EventFilter filter, BooleanSupplier cancelled,
            Visitor visitor) {
        return walk(reader, start, toNs, filter, cancelled, true, (e, s, f) -> visitor.visit(e, s));
    }

    /** As {@link #walk(TraceReader, long, long, EventFilter, BooleanSupplier, Visitor)}, naming what each event freed. */
    public static long walkNaming(TraceReader reader, long start, long toNs, EventFilter filter, BooleanSupplier cancelled,
            NamingVisitor visitor) {
        return walk(reader, start, toNs, filter, cancelled, true, visitor);
    }

    /**
     * The indices of the events {@code filter} matches, from the start, in order: {@code onMatch}
     * is told each (false stops). Without a NID in the filter no state is kept (type and function
     * are the event's own): a scan of the whole trace reads events only.
     */
    public static long scan(TraceReader reader, EventFilter filter, BooleanSupplier cancelled, Visitor onMatch) {
        return walk(reader, 0, Long.MAX_VALUE, filter, cancelled, filter.needsState(), (e, s, f) -> onMatch.visit(e, s));
    }

    private static long walk(TraceReader reader, long start, long toNs, EventFilter filter, BooleanSupplier cancelled,
            boolean keepState, NamingVisitor visitor) {
        boolean needsState = keepState || filter.needsState();
        int k = reader.checkpointAtOrBefore(Math.max(0, start));
        FlatState state = needsState ? reader.loadCheckpoint(k) : null;
        EventStream stream = reader.events(needsState ? reader.checkpointPosition(k) : Math.max(0, start));
        Event event = new Event();
        UndoLog frees = new UndoLog();
        long next = needsState ? reader.checkpointPosition(k) : Math.max(0, start);
        while (stream.next(event)) {
            next = event.index() + 1;
            if (event.timeNs() > toNs) {
                return event.index();
            }
            if (cancelled != null && (next & 4095) == 0 && cancelled.getAsBoolean()) {
                return next;
            }
            boolean listed = event.index() >= start;
            boolean before = listed && filter.needsState() && state.isLive(event.subject()) && filter.matches(event, state);
            FreedInEvent freed = null;
            if (state != null) {
                freed = listed ? applyKeepingFreed(event, state, frees) : null;
                if (freed == null) {
                    StateApplier.apply(event, state, null);
                }
            }
            if (listed && (before || filter.matches(event, state))
                    && !visitor.visit(event, state, freed != null ? freed : FreedInEvent.of(event))) {
                return next;
            }
        }
        return next;
    }

    /** The row of {@code event} with the state just after it. */
    public static Row row(Event event, FlatState stateAfter, boolean matches) {
        return row(event, stateAfter, FreedInEvent.of(event), matches);
    }

    /** The row of {@code event} with the state just after it, naming what it freed from {@code freed}. */
    public static Row row(Event event, FlatState stateAfter, FreedInEvent freed, boolean matches) {
        return new Row(event.index(), event.timeNs(), event.type(), event.function(), freed.name(stateAfter, event.subject()),
                Explainer.changes(event, stateAfter, freed), matches, true);
    }

    /**
     * Applies an event that frees objects with {@code log} (cleared first) so that their images
     * name them after it; null, applying nothing, for an event that frees nothing (most: the
     * images cost two arrays per freed object, which a long walk does not pay for events it skips).
     */
    static FreedInEvent applyKeepingFreed(Event event, FlatState state, UndoLog log) {
        boolean frees = false;
        for (int op = 0; op < event.opCount() && !frees; op++) {
            frees = event.opKind(op) == Event.DELETE;
        }
        if (!frees) {
            return null;
        }
        log.clear();
        StateApplier.apply(event, state, log);
        return new FreedInEvent(event, log::freedByLast);
    }

    /**
     * The rows of the events at {@code indices} (ascending) from the events alone: index, time,
     * type, function, and whether {@code highlight} matches when it needs no state (false
     * otherwise). What a screen shows at once on a big trace while {@link Namer} applies the
     * events up to it (seconds after a jump, at 1 us per event from the checkpoint before).
     */
    public static List<Row> peek(TraceReader reader, long[] indices, EventFilter highlight, BooleanSupplier cancelled) {
        List<Row> rows = new ArrayList<>(indices.length);
        EventStream stream = null;
        long next = -1;
        Event event = new Event();
        boolean lit = highlight != null && !highlight.needsState();
        for (long index : indices) {
            if (cancelled != null && cancelled.getAsBoolean()) {
                break;
            }
            if (stream == null || index < next || index - next > 4096) {
                stream = reader.events(index);
                next = index;
            }
            while (next <= index && stream.next(event)) {
                next++;
            }
            if (event.index() != index) {
                break;
            }
            rows.add(new Row(index, event.timeNs(), event.type(), event.function(), null, null,
                    lit && highlight.matches(event, null), false));
        }
        return rows;
    }

    /**
     * Names rows with the state after each event, keeping its state between calls: the next screen
     * down costs its own events; a screen up, or a jump past the next checkpoint, loads the
     * checkpoint before it (no undo log: one state's memory, whatever was read before). One thread
     * at a time.
     */
    public static final class Namer {

        private final TraceReader reader;
        private FlatState state;
        private EventStream stream;
        /** Events applied to {@code state}. */
        private long position = -1;
        /** The last named event's frees, to name what it freed. */
        private final UndoLog frees = new UndoLog();

        public Namer(TraceReader reader) {
            this.reader = reader;
        }

        /** The rows of the events at {@code indices} (ascending); as far as it got when {@code cancelled}. */
        public List<Row> read(long[] indices, EventFilter highlight, BooleanSupplier cancelled) {
            List<Row> rows = new ArrayList<>(indices.length);
            Event event = new Event();
            for (long index : indices) {
                if (index >= reader.eventCount()) {
                    break;
                }
                int k = reader.checkpointAtOrBefore(index);
                long checkpoint = reader.checkpointPosition(k);
                if (state == null || index < position || checkpoint > position) {
                    if (state == null) {
                        state = reader.loadCheckpoint(k);
                    } else {
                        reader.loadCheckpoint(k, state);
                    }
                    position = checkpoint;
                    stream = reader.events(position);
                }
                while (position < index) {
                    if ((position & 4095) == 0 && cancelled != null && cancelled.getAsBoolean()) {
                        return rows;
                    }
                    if (!stream.next(event)) {
                        return rows;
                    }
                    StateApplier.apply(event, state, null);
                    position++;
                }
                if (!stream.next(event)) {
                    return rows;
                }
                boolean before = highlight != null && highlight.needsState() && state.isLive(event.subject())
                        && highlight.matches(event, state);
                FreedInEvent freed = applyKeepingFreed(event, state, frees);
                if (freed == null) {
                    StateApplier.apply(event, state, null);
                }
                position++;
                rows.add(row(event, state, freed != null ? freed : FreedInEvent.of(event),
                        highlight != null && (before || highlight.matches(event, state))));
            }
            return rows;
        }
    }

    /**
     * The rows of the events at {@code indices} (ascending), each marked whether {@code highlight}
     * matches it (null: none); a {@link Namer} used once.
     */
    public static List<Row> read(TraceReader reader, long[] indices, EventFilter highlight, BooleanSupplier cancelled) {
        return new Namer(reader).read(indices, highlight, cancelled);
    }
}
