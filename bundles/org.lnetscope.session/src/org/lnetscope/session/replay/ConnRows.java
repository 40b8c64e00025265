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

import org.lnetscope.analysis.CreditCoupling;
import org.lnetscope.analysis.Labels;
import org.lnetscope.analysis.PinnedConnections;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.PeerNi;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.ReplayCursor;
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

    /** Conns per blocked sender: the first pinned ones, most memory first. */
    static final int PER_SENDER = 2;

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
     * empty when the trace ends with no stalled peer NI or no pinned conn of its senders.
     */
    public static List<Row> sample(Path trace, int points, BooleanSupplier cancelled) throws IOException {
        try (TraceReader reader = TraceReader.open(trace)) {
            ReplayCursor cursor = new ReplayCursor(reader);
            EmfSync sync = new EmfSync(cursor.state());
            cursor.seekToEvent(reader.eventCount());
            sync.sync();
            CreditCoupling.Stalled worst = CreditCoupling.find(sync.fabric()).stream().filter(s -> s.peerNi() != null)
                    .findFirst().orElse(null);
            if (worst == null) {
                return List.of();
            }
            Map<Integer, String> labels = new LinkedHashMap<>();
            List<PinnedConnections.Pinned> pinned = PinnedConnections.find(sync.fabric());
            worst.senders().stream().sorted((a, b) -> Integer.compare(b.queuedBehind(), a.queuedBehind()))
                    .limit(PeerRows.SENDERS).forEach(s -> {
                        String nid = String.valueOf(s.peerNi().getNid());
                        int k = 0;
                        for (PinnedConnections.Pinned p : pinned) {
                            if (k < PER_SENDER && p.node() == worst.node() && p.conn().getPeer() != null
                                    && nid.equals(String.valueOf(p.conn().getPeer().getNid()))) {
                                k++;
                                labels.put(sync.idOf(p.conn()), label(s.peerNi(), k, worst.node().getHostname()));
                            }
                        }
                    });
            if (labels.isEmpty()) {
                return List.of();
            }
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
                sync.sync();
                long t = position == 0 ? from : cursor.timeNs();
                for (int id : labels.keySet()) {
                    KibConn conn = position >= created.get(id) && sync.objectOf(id) instanceof KibConn c ? c : null;
                    int state = conn == null ? -1 : conn.getState().getValue();
                    List<long[]> list = stateChanges.get(id);
                    if (list.isEmpty() || list.get(list.size() - 1)[1] != state) {
                        list.add(new long[] {t, state});
                    }
                }
                // a sample is the state at its time: after every event up to it
                Integer i = samples.contains(position) ? sampleAt.get(position) : null;
                if (i != null) {
                    for (int id : labels.keySet()) {
                        if (position >= created.get(id) && sync.objectOf(id) instanceof KibConn c) {
                            int h = c.heldRxs().size();
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
    }

    private static long eventTime(TraceReader reader, long index) {
        Event e = new Event();
        return reader.events(index).next(e) ? e.timeNs() : reader.endTimeNs();
    }

    /** {@code oss7 conn 1 on router}: the sender's conn as the router that keeps it sees it. */
    private static String label(PeerNi sender, int k, String router) {
        String host = Labels.hostOf(sender, sender.getNid());
        return (host != null ? host : String.valueOf(sender.getNid())) + " conn " + k + " on " + router;
    }
}
