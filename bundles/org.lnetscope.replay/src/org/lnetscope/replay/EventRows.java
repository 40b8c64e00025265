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
import org.lnetscope.trace.state.FlatState;

/**
 * The trace's events as rows, read lazily: what {@code lnetscope trace events} prints and the
 * window's Events view shows. Nothing here holds more than one state and the rows asked for: a
 * trace of 80 M events is read a stretch at a time, from the checkpoint before it.
 */
public final class EventRows {

    /** One event, named with the state just after it (as the Explain view names it). */
    public record Row(long index, long timeNs, EventType type, KernelFunction function, String subject, String changes,
            boolean matches) {
    }

    /** Told of each event that matches, with the state just after it; false stops the walk. */
    @FunctionalInterface
    public interface Visitor {
        boolean visit(Event event, FlatState stateAfter);
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
        return walk(reader, start, toNs, filter, cancelled, true, visitor);
    }

    /**
     * The indices of the events {@code filter} matches, from the start, in order: {@code onMatch}
     * is told each (false stops). Without a NID in the filter no state is kept (type and function
     * are the event's own): a scan of the whole trace reads events only.
     */
    public static long scan(TraceReader reader, EventFilter filter, BooleanSupplier cancelled, Visitor onMatch) {
        return walk(reader, 0, Long.MAX_VALUE, filter, cancelled, filter.needsState(), onMatch);
    }

    private static long walk(TraceReader reader, long start, long toNs, EventFilter filter, BooleanSupplier cancelled,
            boolean keepState, Visitor visitor) {
        boolean needsState = keepState || filter.needsState();
        int k = reader.checkpointAtOrBefore(Math.max(0, start));
        FlatState state = needsState ? reader.loadCheckpoint(k) : null;
        EventStream stream = reader.events(needsState ? reader.checkpointPosition(k) : Math.max(0, start));
        Event event = new Event();
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
            if (state != null) {
                StateApplier.apply(event, state, null);
            }
            if (listed && (before || filter.matches(event, state)) && !visitor.visit(event, state)) {
                return next;
            }
        }
        return next;
    }

    /** The row of {@code event} with the state just after it. */
    public static Row row(Event event, FlatState stateAfter, boolean matches) {
        return new Row(event.index(), event.timeNs(), event.type(), event.function(),
                FlatStateNames.of(stateAfter, event.subject()), Explainer.changes(event, stateAfter), matches);
    }

    /**
     * The rows of the events at {@code indices} (ascending), each marked whether {@code highlight}
     * matches it (null: none). One pass from the checkpoint before the first; a later index past
     * the next checkpoint starts again from that checkpoint, so scattered indices (a filter's
     * matches) cost a checkpoint's events each at most.
     */
    public static List<Row> read(TraceReader reader, long[] indices, EventFilter highlight, BooleanSupplier cancelled) {
        List<Row> rows = new ArrayList<>(indices.length);
        FlatState state = null;
        EventStream stream = null;
        long position = -1; // events applied to state
        Event event = new Event();
        for (long index : indices) {
            if (cancelled != null && cancelled.getAsBoolean()) {
                break;
            }
            int k = reader.checkpointAtOrBefore(index);
            if (state == null || index < position || reader.checkpointPosition(k) > position) {
                state = reader.loadCheckpoint(k);
                position = reader.checkpointPosition(k);
                stream = reader.events(position);
            }
            while (position < index && stream.next(event)) {
                StateApplier.apply(event, state, null);
                position++;
            }
            if (!stream.next(event)) {
                break;
            }
            boolean before = highlight != null && highlight.needsState() && state.isLive(event.subject())
                    && highlight.matches(event, state);
            StateApplier.apply(event, state, null);
            position++;
            rows.add(row(event, state, highlight != null && (before || highlight.matches(event, state))));
        }
        return rows;
    }
}
