package org.lnetscope.session.compare;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

import org.lnetscope.model.NodeRole;
import org.lnetscope.replay.LeanReplay;
import org.lnetscope.trace.Event;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.KernelFunction;
import org.lnetscope.trace.TraceReader;
import org.lnetscope.trace.state.ClassLayout;
import org.lnetscope.trace.state.FlatState;
import org.lnetscope.trace.state.Schema;

/**
 * Reads a trace once, event by event, for the figures of {@link RunFigures}: every value the
 * trace sets is seen, so the peak memory and the lowest credits are exact, not sampled (a sampled
 * curve misses the instant before an OOM). Runs on a private reader: any thread, no display.
 */
public final class RunScan {

    /** Points kept of each router's memory curve (the highest usedBytes of each time bucket). */
    static final int CURVE_POINTS = 512;

    private final Schema schema;
    private final FlatState state;
    private final int nodeClass;
    private final int peerNiClass;
    private final int usedSlot;
    private final int ramSlot;
    private final int roleSlot;
    private final int hostSlot;
    private final int txSlot;
    private final int rtrSlot;
    private final int nidSlot;

    private final Map<Integer, NodeTrack> nodes = new HashMap<>();

    private RunScan(FlatState state) {
        this.state = state;
        this.schema = state.schema();
        this.nodeClass = schema.classIndex("Node");
        this.peerNiClass = schema.classIndex("PeerNi");
        ClassLayout node = nodeClass < 0 ? null : schema.layout(nodeClass);
        ClassLayout peerNi = peerNiClass < 0 ? null : schema.layout(peerNiClass);
        this.usedSlot = node == null ? -1 : node.valueSlot("usedBytes");
        this.ramSlot = node == null ? -1 : node.valueSlot("ramBytes");
        this.roleSlot = node == null ? -1 : node.valueSlot("role");
        this.hostSlot = node == null ? -1 : node.valueSlot("hostname");
        this.txSlot = peerNi == null ? -1 : peerNi.valueSlot("txCredits");
        this.rtrSlot = peerNi == null ? -1 : peerNi.valueSlot("rtrCredits");
        this.nidSlot = peerNi == null ? -1 : peerNi.valueSlot("nid");
    }

    /** One node's figures as the scan goes. */
    private static final class NodeTrack {
        String hostname = "?";
        boolean router;
        long ram;
        long used;
        long peak;
        int minTx = Integer.MAX_VALUE;
        String minTxPeer = "";
        int minRtr = Integer.MAX_VALUE;
        String minRtrPeer = "";
        final long[] bucketMax = new long[CURVE_POINTS];
        final boolean[] bucketSet = new boolean[CURVE_POINTS];
    }

    /** Scans {@code trace}, named {@code label}; see {@link #scan(Path, String, BooleanSupplier)}. */
    public static RunFigures scan(Path trace, String label) throws IOException {
        return scan(trace, label, () -> false);
    }

    /**
     * Scans {@code trace}; {@code cancelled} is asked every 64 Ki events (a window's Job passes its
     * monitor), and a cancelled scan throws {@link java.util.concurrent.CancellationException}.
     *
     * @throws IOException whose message names the file, when it cannot be read
     */
    public static RunFigures scan(Path trace, String label, BooleanSupplier cancelled) throws IOException {
        try (TraceReader reader = TraceReader.open(trace)) {
            // what is read is nodes and peer NIs: a state without lnet_msg and kib_rx (at the full
            // seed's end 66 MB instead of 0.8 GB, docs/benchmarks.md), by its own ids
            LeanReplay lean = new LeanReplay(reader);
            RunScan scan = new RunScan(lean.state());
            return scan.run(reader, lean, trace, label, cancelled);
        }
    }

    private RunFigures run(TraceReader reader, LeanReplay lean, Path trace, String label, BooleanSupplier cancelled) {
        long start = reader.startTimeNs();
        long end = reader.endTimeNs();
        long span = Math.max(1, end - start);
        // the nodes present at the start, with what the initial state says of them
        for (int id = 0; id < state.highWater(); id++) {
            if (state.isLive(id) && state.classOf(id) == nodeClass) {
                mark(track(id), start, start, span);
            }
        }
        // the credits the initial state already holds count too: a dump's instant, an agent's first
        // snapshot can start below zero, and a low seen only there is still the run's low
        for (int id = 0; id < state.highWater(); id++) {
            if (state.isLive(id) && state.classOf(id) == peerNiClass) {
                for (int slot : new int[] {txSlot, rtrSlot}) {
                    long v = slot < 0 ? Schema.UNSET : state.get(id, slot);
                    if (v != Schema.UNSET) { // an int slot: -1 is a credit, not NULL
                        set(id, slot, v, start, start, span);
                    }
                }
            }
        }
        long fault = -1;
        long oom = -1;
        long firstTimeout = -1;
        String oomNode = null;
        long[] drops = new long[256];
        int dropCount = 0;
        long seen = 0;
        for (Event event = lean.step(); event != null; event = lean.step()) {
            if ((++seen & 0xFFFF) == 0 && cancelled.getAsBoolean()) {
                throw new CancellationException("scan of " + trace + " cancelled");
            }
            int subject = lean.leanId(event.subject());
            EventType type = event.type();
            if (type == EventType.MSG_DROPPED) {
                if (dropCount == drops.length) {
                    drops = Arrays.copyOf(drops, dropCount * 2);
                }
                drops[dropCount++] = event.timeNs();
            } else if (type == EventType.TX_TIMED_OUT && firstTimeout < 0) {
                firstTimeout = event.timeNs();
            } else if (type == EventType.NODE_OOM && oom < 0) {
                oom = event.timeNs();
                if (subject >= 0 && state.isLive(subject)) {
                    oomNode = track(subject).hostname;
                }
            } else if (type == EventType.MEMORY && event.function() == KernelFunction.none && fault < 0
                    && subject >= 0 && state.isLive(subject) && state.classOf(subject) == nodeClass) {
                // The simulator writes each fault it injects as a MEMORY event about the faulty node with
                // no kernel function (org.lnetscope.sim.world.Faults), the only such event before the end.
                fault = event.timeNs();
            }
            for (int op = 0; op < event.opCount(); op++) {
                if (event.opKind(op) == Event.SET) {
                    set(lean.leanId(event.opA(op)), event.opB(op), event.opValue(op), event.timeNs(), start, span);
                } else if (event.opKind(op) == Event.CREATE && event.opB(op) == nodeClass) {
                    track(lean.leanId(event.opA(op)));
                }
            }
        }
        // The router the figures are about: the one that ran out of memory, else the one that used most.
        NodeTrack chosen = null;
        for (NodeTrack t : nodes.values()) {
            if (oomNode != null ? t.hostname.equals(oomNode) : t.router && (chosen == null || t.peak > chosen.peak)) {
                chosen = t;
            }
        }
        if (chosen == null) {
            chosen = new NodeTrack();
        }
        int points = 0;
        long[] times = new long[CURVE_POINTS];
        long[] used = new long[CURVE_POINTS];
        for (int b = 0; b < CURVE_POINTS; b++) {
            if (chosen.bucketSet[b]) {
                times[points] = start + (long) (span * (b / (double) (CURVE_POINTS - 1)));
                used[points++] = chosen.bucketMax[b];
            }
        }
        return new RunFigures(label, trace, start, end, fault, firstTimeout, oom, oomNode, chosen.hostname, chosen.peak, chosen.ram,
                chosen.minTx == Integer.MAX_VALUE ? 0 : chosen.minTx, chosen.minTxPeer,
                chosen.minRtr == Integer.MAX_VALUE ? 0 : chosen.minRtr, chosen.minRtrPeer,
                Arrays.copyOf(drops, dropCount), Arrays.copyOf(times, points),
                Arrays.copyOf(used, points));
    }

    private void set(int id, int slot, long value, long time, long start, long span) {
        if (!state.isLive(id)) {
            return;
        }
        int cls = state.classOf(id);
        if (cls == nodeClass) {
            NodeTrack t = track(id);
            if (slot == usedSlot) {
                t.used = value;
                t.peak = Math.max(t.peak, value);
                mark(t, time, start, span);
            } else if (slot == ramSlot) {
                t.ram = value;
            } else if (slot == roleSlot) {
                t.router = value == NodeRole.ROUTER_VALUE;
            } else if (slot == hostSlot) {
                t.hostname = value < 0 ? "?" : String.valueOf(pooled(value));
            }
        } else if (cls == peerNiClass && (slot == txSlot || slot == rtrSlot)) {
            int owner = nodeOf(id);
            if (owner < 0) {
                return;
            }
            NodeTrack t = track(owner);
            int credits = (int) value;
            if (slot == txSlot && credits < t.minTx) {
                t.minTx = credits;
                t.minTxPeer = nid(id);
            } else if (slot == rtrSlot && credits < t.minRtr) {
                t.minRtr = credits;
                t.minRtrPeer = nid(id);
            }
        }
    }

    private void mark(NodeTrack t, long time, long start, long span) {
        int b = (int) Math.min(CURVE_POINTS - 1, Math.max(0, Math.round((time - start) * (CURVE_POINTS - 1) / (double) span)));
        if (!t.bucketSet[b] || t.used > t.bucketMax[b]) {
            t.bucketMax[b] = t.used;
        }
        t.bucketSet[b] = true;
    }

    /** The node that contains {@code id} (PeerNi in Peer.peerNis, Peer in Node.peers), or -1. */
    private int nodeOf(int id) {
        int at = id;
        for (int depth = 0; depth < 8 && at >= 0 && state.isLive(at); depth++) {
            if (state.classOf(at) == nodeClass) {
                return at;
            }
            at = state.containerOf(at);
        }
        return -1;
    }

    private NodeTrack track(int nodeId) {
        NodeTrack t = nodes.get(nodeId);
        if (t == null) {
            t = new NodeTrack();
            nodes.put(nodeId, t);
            if (state.isLive(nodeId) && state.classOf(nodeId) == nodeClass) {
                long host = state.get(nodeId, hostSlot);
                t.hostname = host == Schema.NULL || host == Schema.UNSET ? "?" : String.valueOf(pooled(host));
                t.router = state.get(nodeId, roleSlot) == NodeRole.ROUTER_VALUE;
                t.ram = Math.max(0, state.get(nodeId, ramSlot));
                t.used = Math.max(0, state.get(nodeId, usedSlot));
                t.peak = t.used;
            }
        }
        return t;
    }

    private String nid(int peerNiId) {
        long v = state.get(peerNiId, nidSlot);
        return v == Schema.NULL || v == Schema.UNSET ? "?" : String.valueOf(pooled(v));
    }

    private Object pooled(long index) {
        return state.pool().get((int) index);
    }
}
