package org.lnetscope.session.replay;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

import org.lnetscope.analysis.MemoryProjection.Sample;
import org.lnetscope.model.Node;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.LeanReplay;
import org.lnetscope.replay.StateQuery;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventStream;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.IntList;

/**
 * Pinned memory per router across a whole trace, for the Timeline chart. Sampled on a private
 * reader (in a background job), so the user's cursor never moves under them, by one forward walk
 * whose state leaves lnet_msg and kib_rx out ({@link LeanReplay}): a full replay state beside the
 * window's own would double its heap at the full seed's end.
 */
public final class MemoryCurve {

    private MemoryCurve() {
    }

    /**
     * Times (ns) of the events worth a mark on the time axis, at most {@code max} of each kind:
     * timeouts and OOMs, and the starts of agents' stale periods (history and live recordings).
     */
    public record Marks(long[] timeouts, long[] ooms, long[] stale) {
        public static final Marks NONE = new Marks(new long[0], new long[0], new long[0]);
    }

    public static Marks marks(Path trace, int max) throws IOException {
        return marks(trace, max, () -> false);
    }

    /**
     * As {@link #marks(Path, int)}; {@code cancelled} is asked before the first event and every 64 Ki events (the window's waits
     * there while the user's cursor makes a long move) and a cancelled walk throws
     * {@link CancellationException}.
     */
    public static Marks marks(Path trace, int max, BooleanSupplier cancelled) throws IOException {
        try (TraceReader reader = TraceReader.open(trace)) {
            EventStream stream = reader.events(0);
            Event event = new Event();
            long[] timeouts = new long[max];
            long[] ooms = new long[max];
            long[] stale = new long[max];
            int t = 0;
            int o = 0;
            int s = 0;
            long seen = 0;
            while (stream.next(event)) {
                // asked before the first event too: a walk begun while the window's cursor makes a long move
                // waits before it reads anything (TimelineView's yielding)
                if ((seen++ & 0xFFFF) == 0 && cancelled.getAsBoolean()) {
                    throw new CancellationException("marking " + trace + " cancelled");
                }
                switch (event.type()) {
                    case TX_TIMED_OUT -> {
                        if (t < max) {
                            timeouts[t++] = event.timeNs();
                        }
                    }
                    case NODE_OOM -> {
                        if (o < max) {
                            ooms[o++] = event.timeNs();
                        }
                    }
                    case AGENT_STALE -> {
                        if (s < max) {
                            stale[s++] = event.timeNs();
                        }
                    }
                    default -> {
                    }
                }
            }
            return new Marks(Arrays.copyOf(timeouts, t), Arrays.copyOf(ooms, o), Arrays.copyOf(stale, s));
        }
    }

    /** A peer NI's credits at one time (absent = it did not exist then). */
    public record Credits(long timeNs, int txCredits, int rtrCredits) {
    }

    /** lpni_txcredits and lpni_rtrcredits of the peer NI with trace object id {@code id}, over the trace. */
    public static List<Credits> credits(Path trace, int id, int points) throws IOException {
        return credits(trace, id, points, null);
    }

    /** As {@link #credits(Path, int, int)}; {@code cancelled} (asked every 64 Ki events) stops it with a CancellationException. */
    public static List<Credits> credits(Path trace, int id, int points, BooleanSupplier cancelled) throws IOException {
        List<Credits> out = new ArrayList<>();
        sampleEvenly(trace, points, cancelled, (t, sync, lean) -> {
            if (sync.objectOf(lean.leanId(id)) instanceof PeerNi peerNi) {
                out.add(new Credits(t, peerNi.getTxCredits(), peerNi.getRtrCredits()));
            }
        });
        return out;
    }

    /**
     * Per node, the lowest lpni_txcredits and lpni_rtrcredits over its peer NIs across the trace:
     * what drifts first when a router heads for the seed's failure, and all an agent's trace can
     * show (it has no conns or messages). Nodes whose credits never go below zero are left out.
     */
    public static Map<String, List<Credits>> worstCredits(Path trace, int points) throws IOException {
        return worstCredits(trace, points, null);
    }

    /** As {@link #worstCredits(Path, int)}; {@code cancelled} stops it with a CancellationException. */
    public static Map<String, List<Credits>> worstCredits(Path trace, int points, BooleanSupplier cancelled)
            throws IOException {
        Map<String, List<Credits>> out = new TreeMap<>();
        sampleEvenly(trace, points, cancelled, (t, sync, lean) -> {
            for (Node node : sync.fabric().getNodes()) {
                int[] worst = worstOf(node);
                if (worst != null) {
                    out.computeIfAbsent(String.valueOf(node.getHostname()), h -> new ArrayList<>())
                            .add(new Credits(t, worst[0], worst[1]));
                }
            }
        });
        out.values().removeIf(list -> list.stream().allMatch(c -> c.txCredits() >= 0 && c.rtrCredits() >= 0));
        return out;
    }

    /** The lowest lpni_txcredits and lpni_rtrcredits over the node's peer NIs, or null when it has none. */
    public static int[] worstOf(Node node) {
        int tx = Integer.MAX_VALUE;
        int rtr = Integer.MAX_VALUE;
        for (Peer peer : node.getPeers()) {
            for (PeerNi ni : peer.getPeerNis()) {
                tx = Math.min(tx, ni.getTxCredits());
                rtr = Math.min(rtr, ni.getRtrCredits());
            }
        }
        return tx == Integer.MAX_VALUE ? null : new int[] {tx, rtr};
    }

    /**
     * Visits the model at {@code points} evenly spaced times of the trace, on a private reader: a
     * model without lnet_msg and kib_rx, since credits are all it is read for.
     */
    /** What a sample is given: the time, the model of the lean state, and the walk (for trace ids). */
    private interface At {
        void accept(long timeNs, EmfSync sync, LeanReplay lean);
    }

    private static void sampleEvenly(Path trace, int points, BooleanSupplier cancelled, At at) throws IOException {
        try (TraceReader reader = TraceReader.open(trace)) {
            LeanReplay lean = new LeanReplay(reader);
            EmfSync sync = new EmfSync(lean.state(), EmfSync.MESSAGES_AND_RXS);
            int n = Math.max(2, points);
            long from = reader.startTimeNs();
            long to = reader.endTimeNs();
            for (int i = 0; i < n; i++) {
                long t = from + (long) ((to - from) * (i / (double) (n - 1)));
                advance(lean, t, cancelled, trace);
                sync.sync();
                at.accept(t, sync, lean);
            }
        }
    }

    /**
     * Pinned bytes per node (hostname, in fabric order) at {@code points} evenly spaced times: the
     * QP, CQ and rx pages of its CLOSING or DISCONNECTED conns that still hold an rx LNet owns, as
     * {@code Node.pinnedBytes()} counts them (MemoryTimeline, on a model), read from the replay
     * state: at the full seed's OOM a model of every kib_rx per sample would cost seconds each.
     */
    public static Map<String, List<Sample>> sample(Path trace, int points) throws IOException {
        return sample(trace, points, null);
    }

    /** As {@link #sample(Path, int)}; {@code cancelled} stops it with a CancellationException. */
    public static Map<String, List<Sample>> sample(Path trace, int points, BooleanSupplier cancelled) throws IOException {
        try (TraceReader reader = TraceReader.open(trace)) {
            LeanReplay lean = new LeanReplay(reader);
            StateQuery query = lean.query();
            Map<String, List<Sample>> byNode = new LinkedHashMap<>();
            int n = Math.max(2, points);
            long from = reader.startTimeNs();
            long to = reader.endTimeNs();
            for (int i = 0; i < n; i++) {
                long t = from + (long) ((to - from) * (i / (double) (n - 1)));
                advance(lean, t, cancelled, trace);
                for (int node : nodesInFabricOrder(query)) {
                    byNode.computeIfAbsent(String.valueOf(query.nodes.hostname(node)), h -> new ArrayList<>())
                            .add(new Sample(t, pinnedBytes(lean, node)));
                }
            }
            return byNode;
        }
    }

    private static void advance(LeanReplay lean, long timeNs, BooleanSupplier cancelled, Path trace) {
        if (!lean.advanceTo(timeNs, cancelled)) {
            throw new CancellationException("sampling " + trace + " cancelled");
        }
    }

    /** The fabric's nodes in its own list's order (the model's), else by id. */
    private static int[] nodesInFabricOrder(StateQuery query) {
        FlatState state = query.state();
        int fabricClass = state.schema().classIndex("Fabric");
        int slot = fabricClass < 0 ? -1 : state.schema().layout(fabricClass).listSlot("nodes");
        for (int id = 0; slot >= 0 && id < state.highWater(); id++) {
            if (state.classOf(id) == fabricClass) {
                IntList nodes = state.list(id, slot);
                int[] ids = new int[nodes == null ? 0 : nodes.size()];
                for (int i = 0; i < ids.length; i++) {
                    ids[i] = nodes.get(i);
                }
                return ids;
            }
        }
        return query.nodes.all();
    }

    /** As Node.pinnedBytes(): a page count the trace lacks counts 0, as the model's default does. */
    static long pinnedBytes(LeanReplay lean, int node) {
        StateQuery query = lean.query();
        long bytes = 0;
        IntList kibPeers = query.nodes.kibPeers(node);
        for (int k = 0; k < kibPeers.size(); k++) {
            IntList conns = query.kibPeers.conns(kibPeers.get(k));
            for (int c = 0; c < conns.size(); c++) {
                int conn = conns.get(c);
                if (lean.isPinned(conn)) {
                    long memory = query.kibConns.memoryBytes(conn);
                    bytes += memory == StateQuery.UNKNOWN ? 0 : memory;
                }
            }
        }
        return bytes;
    }
}
