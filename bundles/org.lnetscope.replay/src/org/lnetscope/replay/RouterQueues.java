package org.lnetscope.replay;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.trace.state.IntList;

/**
 * What Router Internals lists inside one router, read from the {@link StateQuery} instead of EMF
 * objects: a lane per peer NI in trouble with its lpni_txq in runs by sender (msg_hdr.src_nid) and
 * its router queue in runs by the kib_conn each message's kib_rx pins, then the conns those runs
 * pin and the router's other pinned conns. The same grouping as the render bundle's
 * {@code QueueRuns} and the same lanes and order as {@code RouterPicture}, over ids: at the full
 * seed's OOM it walks 2.27 M queued lnet_msg without an object per message.
 */
public final class RouterQueues {

    /** Messages {@code start .. start + count} of a txq grouped by sender; {@code first} is the first one's id. */
    public record SourceRun(Nid source, int first, int start, int count) {
    }

    /** Consecutive messages of a router queue whose kib_rx is on {@code conn} (-1: no rx). */
    public record ConnRun(int conn, int first, int start, int count) {
    }

    /** A peer NI with queued messages or credits at or below zero, as Router Internals draws it. */
    public record Lane(int peerNi, Nid nid, long txCredits, long minTxCredits, long rtrCredits, long minRtrCredits,
            int txqLength, int routerQueueLength, List<SourceRun> txqBySource, List<ConnRun> routerQueueByConn) {
    }

    private final int router;
    private final List<Lane> lanes;
    private final int healthy;
    private final Set<Integer> conns;

    private RouterQueues(int router, List<Lane> lanes, int healthy, Set<Integer> conns) {
        this.router = router;
        this.lanes = lanes;
        this.healthy = healthy;
        this.conns = conns;
    }

    public int router() {
        return router;
    }

    /** Lanes in the view's story order: peers the router cannot send to first, each group worst first. */
    public List<Lane> lanes() {
        return lanes;
    }

    /** Peer NIs with free credits and empty queues (one line in the view). */
    public int healthy() {
        return healthy;
    }

    /** The kib_conns the router queues' rx hold, in order of first appearance, then the router's other pinned conns. */
    public Set<Integer> conns() {
        return conns;
    }

    public static RouterQueues of(StateQuery query, int router) {
        LustreLayout layout = query.layout();
        List<Lane> lanes = new ArrayList<>();
        int healthy = 0;
        IntList peers = query.nodes.peers(router);
        for (int p = 0; p < peers.size(); p++) {
            IntList peerNis = query.peers.peerNis(peers.get(p));
            for (int n = 0; n < peerNis.size(); n++) {
                int peerNi = peerNis.get(n);
                IntList txq = query.peerNis.txq(peerNi);
                IntList rtrq = query.peerNis.routerQueue(peerNi, layout);
                long tx = query.peerNis.txCredits(peerNi);
                long rtr = query.peerNis.rtrCredits(peerNi);
                // RouterPicture.inTrouble: queued messages or credits at or below zero
                if (txq.isEmpty() && rtrq.isEmpty() && tx > 0 && rtr > 0) {
                    healthy++;
                    continue;
                }
                lanes.add(new Lane(peerNi, query.peerNis.nid(peerNi), tx, query.peerNis.minTxCredits(peerNi), rtr,
                        query.peerNis.minRtrCredits(peerNi), txq.size(), rtrq.size(), bySource(query, txq),
                        byHeldConn(query, rtrq)));
            }
        }
        // RouterPicture.STORY_ORDER: tx credits below zero (the cause) first, then by the lower credit
        lanes.sort(Comparator.comparing((Lane l) -> l.txCredits() >= 0)
                .thenComparingLong(l -> Math.min(l.txCredits(), l.rtrCredits())));
        Set<Integer> conns = new LinkedHashSet<>();
        for (Lane lane : lanes) {
            for (ConnRun run : lane.routerQueueByConn()) {
                if (run.conn() >= 0) {
                    conns.add(run.conn());
                }
            }
        }
        IntList kibPeers = query.nodes.kibPeers(router);
        for (int k = 0; k < kibPeers.size(); k++) {
            IntList peerConns = query.kibPeers.conns(kibPeers.get(k));
            for (int c = 0; c < peerConns.size(); c++) {
                if (query.kibConns.isPinned(peerConns.get(c))) {
                    conns.add(peerConns.get(c));
                }
            }
        }
        return new RouterQueues(router, List.copyOf(lanes), healthy, conns);
    }

    /** Grouped by msg_hdr.src_nid in order of first appearance (senders interleave in a txq). */
    static List<SourceRun> bySource(StateQuery query, IntList queue) {
        Map<Nid, int[]> groups = new LinkedHashMap<>(); // {first, count}
        for (int i = 0; i < queue.size(); i++) {
            int msg = queue.get(i);
            int[] group = groups.computeIfAbsent(query.msgs.srcNid(msg), k -> new int[] {msg, 0});
            group[1]++;
        }
        List<SourceRun> runs = new ArrayList<>(groups.size());
        int offset = 0;
        for (Map.Entry<Nid, int[]> group : groups.entrySet()) {
            runs.add(new SourceRun(group.getKey(), group.getValue()[0], offset, group.getValue()[1]));
            offset += group.getValue()[1];
        }
        return runs;
    }

    /** Consecutive messages whose kib_rx is on the same kib_conn: the rtrq leak signature. */
    static List<ConnRun> byHeldConn(StateQuery query, IntList queue) {
        List<ConnRun> runs = new ArrayList<>();
        int start = 0;
        while (start < queue.size()) {
            int first = queue.get(start);
            int conn = query.msgs.heldConn(first);
            int end = start + 1;
            while (end < queue.size() && query.msgs.heldConn(queue.get(end)) == conn) {
                end++;
            }
            runs.add(new ConnRun(conn, first, start, end - start));
            start = end;
        }
        return runs;
    }
}
