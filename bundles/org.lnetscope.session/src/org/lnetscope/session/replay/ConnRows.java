package org.lnetscope.session.replay;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

import org.lnetscope.model.KibConnState;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.replay.StateQuery;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventStream;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.TraceReader;

/**
 * The kib_conns that matter in a trace, with their state over it, for the time graph's per-conn rows
 * beside the per-peer ones ({@link PeerRows}): the conns pinned at the trace's last event (the OOM, in
 * an incident: DISCONNECTED, kept alive by the rx its parked messages hold, PinnedConnections) on the
 * router of the stalled peer NI, from the senders whose router credits its queue holds
 * (CreditCoupling), a few per sender. Each row has every ibc_state change of its conn exactly (the
 * events whose subject is the conn: CONN_CREATED, CONN_STATE, CONN_DESTROYED, read at that event),
 * and how many rx LNet holds on it (kiblnd_handle_rx until lnd_recv; KibConn.heldRxs) at evenly
 * spaced samples and at each change. Read on a private reader (any thread), cancellable.
 */
public final class ConnRows {

    /**
     * One conn's row: its state from each {@code changeNs} on ({@code null}: the conn does not exist
     * then, before its creation or after its destruction), and the rx held at {@code timesNs} ({@link #ABSENT}
     * where it did not exist: unknown, not 0). {@code id} is the conn's trace id from {@code createdNs}
     * (its CONN_CREATED, or the trace's start) on; before, the writer may have given it to other objects.
     */
    public record Row(String label, int id, long createdNs, long[] changeNs, KibConnState[] states, long[] timesNs, int[] held) {

        /** The conn's state at {@code timeNs}, as the last change at or before it left it; null: not there. */
        public KibConnState stateAt(long timeNs) {
            int i = Arrays.binarySearch(changeNs, timeNs);
            int at = i >= 0 ? lastOf(i, timeNs) : -i - 2;
            return at < 0 ? null : states[at];
        }

        /** The last change at {@code timeNs} when several share that time (a state and its refcount at once). */
        private int lastOf(int i, long timeNs) {
            while (i + 1 < changeNs.length && changeNs[i + 1] == timeNs) {
                i++;
            }
            return i;
        }

        /** The most rx it was seen holding. */
        public int maxHeld() {
            return Arrays.stream(held).max().orElse(0);
        }
    }

    public static final int ABSENT = Integer.MIN_VALUE;

    private ConnRows() {
    }

    /**
     * The rows of the conns that matter, their held rx sampled at {@code points} evenly spaced times;
     * empty when the trace ends with no stalled peer NI or no pinned conn of its senders. The time
     * graph takes these and the peers' rows from one read ({@link TimeGraphRows}).
     */
    public static List<Row> sample(Path trace, int points, BooleanSupplier cancelled) throws IOException {
        try (TraceReader reader = TraceReader.open(trace)) {
            ReplayCursor cursor = new ReplayCursor(reader);
            cursor.seekToEvent(reader.eventCount());
            return sample(reader, cursor, PeersThatMatter.at(cursor), points, cancelled);
        }
    }

    /** The rows of {@code matter}'s conns, read with {@code cursor} on {@code reader} (it is moved). */
    static List<Row> sample(TraceReader reader, ReplayCursor cursor, PeersThatMatter matter, int points,
            BooleanSupplier cancelled) {
        Path trace = reader.file();
        Map<Integer, String> labels = new LinkedHashMap<>();
        matter.conns().forEach(c -> labels.put(c.id(), c.label()));
        if (labels.isEmpty()) {
            return List.of();
        }
        StateQuery query = new StateQuery(cursor.state());
        // every event about one of these conns, in one read of the events (no state applied). The
        // writer recycles ids (TraceWriter.allocateId): before its last CONN_CREATED an id was another
        // object's, so a conn's row starts there (at the trace's start if it was there already).
        Map<Integer, Long> created = new LinkedHashMap<>();
        Map<Integer, List<Long>> own = new LinkedHashMap<>();
        labels.keySet().forEach(id -> {
            created.put(id, 0L);
            own.put(id, new ArrayList<>());
        });
        EventStream events = reader.events(0);
        Event e = new Event();
        long read = 0;
        while (events.next(e)) {
            if ((++read & 0xFFFFF) == 0 && cancelled.getAsBoolean()) {
                throw new CancellationException("finding the conns' changes in " + trace + " cancelled");
            }
            EventType type = e.type();
            if ((type == EventType.CONN_STATE || type == EventType.CONN_CREATED || type == EventType.CONN_DESTROYED)
                    && labels.containsKey(e.subject())) {
                if (type == EventType.CONN_CREATED) {
                    own.get(e.subject()).clear();
                    created.put(e.subject(), e.index() + 1);
                }
                own.get(e.subject()).add(e.index() + 1); // position: that event applied
            }
        }
        TreeSet<Long> changes = new TreeSet<>();
        own.values().forEach(changes::addAll);
        int n = Math.max(2, points);
        long from = reader.startTimeNs();
        long to = reader.endTimeNs();
        long[] times = new long[n];
        TreeSet<Long> samples = new TreeSet<>();
        Map<Long, Integer> sampleAt = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) {
            times[i] = from + (long) ((to - from) * (i / (double) (n - 1)));
            long position = reader.positionAtTime(times[i]);
            samples.add(position);
            sampleAt.putIfAbsent(position, i);
        }
        Map<Integer, List<long[]>> stateChanges = new LinkedHashMap<>(); // id -> {time, state ordinal or -1}
        Map<Integer, int[]> held = new LinkedHashMap<>();
        labels.keySet().forEach(id -> {
            stateChanges.put(id, new ArrayList<>());
            int[] h = new int[n];
            Arrays.fill(h, ABSENT);
            held.put(id, h);
        });
        TreeSet<Long> positions = new TreeSet<>(changes);
        positions.addAll(samples);
        positions.add(0L);
        for (long position : positions) {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException("sampling the conns of " + trace + " cancelled");
            }
            cursor.seekToEvent(position);
            long t = position == 0 ? from : cursor.timeNs();
            for (int id : labels.keySet()) {
                KibConnState now = position >= created.get(id) && query.kibConns.isConn(id) ? query.kibConns.state(id) : null;
                int state = now == null ? -1 : now.getValue();
                List<long[]> list = stateChanges.get(id);
                if (list.isEmpty() || list.get(list.size() - 1)[1] != state) {
                    list.add(new long[] {t, state});
                }
            }
            // a sample is the state at its time: after every event up to it
            Integer i = samples.contains(position) ? sampleAt.get(position) : null;
            if (i != null) {
                for (int id : labels.keySet()) {
                    if (position >= created.get(id) && query.kibConns.isConn(id)) {
                        int h = query.kibConns.heldRxCount(id);
                        for (int j = i; j < n && reader.positionAtTime(times[j]) == position; j++) {
                            held.get(id)[j] = h;
                        }
                    }
                }
            }
        }
        List<Row> rows = new ArrayList<>();
        for (int id : labels.keySet()) {
            List<long[]> list = stateChanges.get(id);
            long[] at = list.stream().mapToLong(c -> c[0]).toArray();
            KibConnState[] states = list.stream().map(c -> c[1] < 0 ? null : KibConnState.get((int) c[1]))
                    .toArray(KibConnState[]::new);
            long createdNs = created.get(id) == 0 ? from : eventTime(reader, created.get(id) - 1);
            rows.add(new Row(labels.get(id), id, createdNs, at, states, times, held.get(id)));
        }
        return rows;
    }

    private static long eventTime(TraceReader reader, long index) {
        Event e = new Event();
        return reader.events(index).next(e) ? e.timeNs() : reader.endTimeNs();
    }
}
