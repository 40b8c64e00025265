package org.lnetscope.fit;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.lnetscope.analysis.ConsoleLine;
import org.lnetscope.analysis.ConsoleLog;
import org.lnetscope.analysis.PinnedConnections;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.nid.Nid;

/**
 * The signature of one node's LNet state (docs/fit.md, "Signature"): the figures the incident
 * report gives of a router's kdump, named by {@link Field}, each either read from the state or
 * absent with the reason. A dump and a simulated run are compared through this one function
 * ({@link #of}), so the figures mean the same thing on both sides.
 */
public record Signature(String node, Map<Field, Double> values, Map<Field, String> missing,
        Map<String, Double> console) {

    /** A figure of the signature: its key in a signature file and the scale below which a difference is noise. */
    public enum Field {
        /** The lowest lpni_txcredits on the node: the stuck peer NI's (the report's ~-4500). */
        TX_CREDITS_MIN("tx_credits.min", 8),
        /** The longest lpni_txq, in messages. */
        TXQ_MAX("txq.max", 8),
        /** Distinct senders (msg_hdr src_nid) in that longest lpni_txq. */
        TXQ_SENDERS("txq.senders", 2),
        /** The most messages one sender has in that txq (the report's 42, i.e. peer_buffer_credits). */
        TXQ_PER_SENDER_MAX("txq.per_sender_max", 2),
        /** Senders with within one of that many messages in that txq (the report's 69 NIDs). */
        TXQ_SENDERS_AT_MAX("txq.senders_at_max", 2),
        /** The lowest lpni_rtrcredits on the node (the report's ~-17,000). */
        RTR_CREDITS_MIN("rtr_credits.min", 8),
        /** Peer NIs with lpni_rtrcredits below 0: senders whose routed messages wait. */
        RTR_BLOCKED("rtr_credits.blocked", 2),
        /** The longest router queue (2.12 lpni_rtrq, master lp_rtrq), in messages. */
        RTRQ_MAX("rtrq.max", 8),
        /** Messages per change of rx_conn along that rtrq (the report's "a new conn every 42"). */
        RTRQ_MSGS_PER_CONN("rtrq.msgs_per_conn", 2),
        /** kib_conns kept alive only by rxs LNet holds (analysis PinnedConnections). */
        PINNED_CONNS("pinned.conns", 2),
        /** Bytes those conns keep (QP, CQ, rx pages). */
        PINNED_BYTES("pinned.bytes", 16L << 20),
        /** Bytes per pinned conn (the report's ~3 MB). */
        PINNED_BYTES_PER_CONN("pinned.bytes_per_conn", 256 << 10),
        /** The node's memory in use (the report's 48 GB at the OOM). */
        MEMORY_USED("memory.used", 64L << 20);

        public final String key;
        /** Differences are relative to max(|dump value|, floor): a count of 0 vs 1 is not a 100 % miss. */
        public final double floor;

        Field(String key, double floor) {
            this.key = key;
            this.floor = floor;
        }

        public static Field ofKey(String key) {
            for (Field f : values()) {
                if (f.key.equals(key)) {
                    return f;
                }
            }
            return null;
        }
    }

    /** Console-line counts are keyed {@code console.KIND}, KIND a {@link ConsoleLine} name; floor 3 lines. */
    public static final String CONSOLE_PREFIX = "console.";
    public static final double CONSOLE_FLOOR = 3;

    public Signature {
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        missing = Collections.unmodifiableMap(new LinkedHashMap<>(missing));
        console = Collections.unmodifiableMap(new LinkedHashMap<>(console));
    }

    /**
     * The signature of {@code hostname} in {@code fabric} (null: {@link #dumpedNode}), with the
     * console-line counts about its stuck peer NI when {@code log} was read, and those of
     * {@code consoleCounts} (a simulated run's, by {@link ConsoleLine} name) otherwise.
     *
     * <ul>
     * <li>Credits, queues, pinned conns and memory come from the model: PeerNi tx/rtr credits and
     * queues, Message src_nid, KibRx conn, KibConn.isPinned and its pages, Node usedBytes.</li>
     * <li>A figure the state does not hold is put in {@link #missing} with why: a node without
     * peer NIs, a txq or rtrq whose messages were not read (credits below 0 and no message), a
     * rtrq whose rxs were not read, memory not read (0).</li>
     * </ul>
     */
    public static Signature of(Fabric fabric, String hostname, ConsoleLog log, Map<String, Long> consoleCounts) {
        Node node = hostname == null ? dumpedNode(fabric) : find(fabric, hostname);
        if (node == null) {
            throw new IllegalArgumentException(hostname == null ? "the state has no node with LNet peers"
                    : "no node named " + hostname + " in the state");
        }
        Map<Field, Double> v = new LinkedHashMap<>();
        Map<Field, String> miss = new LinkedHashMap<>();
        List<PeerNi> nis = new ArrayList<>();
        for (Peer p : node.getPeers()) {
            nis.addAll(p.getPeerNis());
        }
        PeerNi stuck = null;
        PeerNi longestTxq = null;
        int rtrMin = Integer.MAX_VALUE;
        int blocked = 0;
        for (PeerNi lp : nis) {
            if (stuck == null || lp.getTxCredits() < stuck.getTxCredits()) {
                stuck = lp;
            }
            if (longestTxq == null || lp.getTxq().size() > longestTxq.getTxq().size()) {
                longestTxq = lp;
            }
            rtrMin = Math.min(rtrMin, lp.getRtrCredits());
            if (lp.getRtrCredits() < 0) {
                blocked++;
            }
        }
        if (nis.isEmpty()) {
            for (Field f : List.of(Field.TX_CREDITS_MIN, Field.TXQ_MAX, Field.TXQ_SENDERS, Field.TXQ_PER_SENDER_MAX,
                    Field.TXQ_SENDERS_AT_MAX, Field.RTR_CREDITS_MIN, Field.RTR_BLOCKED, Field.RTRQ_MAX,
                    Field.RTRQ_MSGS_PER_CONN)) {
                miss.put(f, "no lnet_peer_ni read on " + node.getHostname());
            }
        } else {
            v.put(Field.TX_CREDITS_MIN, (double) stuck.getTxCredits());
            v.put(Field.RTR_CREDITS_MIN, (double) rtrMin);
            v.put(Field.RTR_BLOCKED, (double) blocked);
            txq(longestTxq, stuck, v, miss);
            rtrq(node, nis, v, miss);
        }
        pinned(fabric, node, v, miss);
        if (node.getUsedBytes() > 0) {
            v.put(Field.MEMORY_USED, (double) node.getUsedBytes());
        } else {
            miss.put(Field.MEMORY_USED, "memory in use not read on " + node.getHostname());
        }
        return new Signature(node.getHostname(), v, miss, Map.of()).withConsole(stuck == null ? null : stuck.getNid(), log,
                consoleCounts);
    }

    /** This signature with console counts added (a log about {@code peer}, or a run's own counts). */
    Signature withConsole(Nid peer, ConsoleLog log, Map<String, Long> runCounts) {
        Map<String, Double> c = new LinkedHashMap<>();
        if (log != null && log.read() && peer != null) {
            for (ConsoleLine kind : ConsoleLine.values()) {
                c.put(CONSOLE_PREFIX + kind.name(), (double) log.count(kind, peer));
            }
        } else if (runCounts != null) {
            runCounts.forEach((k, n) -> c.put(CONSOLE_PREFIX + k, n.doubleValue()));
        }
        return withConsole(c);
    }

    /** A copy with these console counts (keys {@code console.KIND}). */
    public Signature withConsole(Map<String, Double> counts) {
        return new Signature(node, values, missing, counts);
    }

    private static void txq(PeerNi longest, PeerNi stuck, Map<Field, Double> v, Map<Field, String> miss) {
        List<Message> txq = longest.getTxq();
        if (stuck.getTxCredits() < 0 && stuck.getTxq().size() < -stuck.getTxCredits()) {
            // a credit below 0 is a message on lpni_txq (lnet_post_send_locked): fewer read is a partial list
            String why = "lpni_txq of " + stuck.getNid() + (stuck.getTxq().isEmpty() ? " not read" : " partly read ("
                    + stuck.getTxq().size() + " messages)") + "; lpni_txcredits " + stuck.getTxCredits() + " says it holds "
                    + -stuck.getTxCredits();
            for (Field f : List.of(Field.TXQ_MAX, Field.TXQ_SENDERS, Field.TXQ_PER_SENDER_MAX, Field.TXQ_SENDERS_AT_MAX)) {
                miss.put(f, why);
            }
            return;
        }
        v.put(Field.TXQ_MAX, (double) txq.size());
        Map<Nid, Integer> bySender = new HashMap<>();
        int unknown = 0;
        for (Message m : txq) {
            if (m.getSrcNid() == null) {
                unknown++;
            } else {
                bySender.merge(m.getSrcNid(), 1, Integer::sum);
            }
        }
        if (unknown > 0) {
            String why = unknown + " messages of the longest lpni_txq have no src_nid read";
            for (Field f : List.of(Field.TXQ_SENDERS, Field.TXQ_PER_SENDER_MAX, Field.TXQ_SENDERS_AT_MAX)) {
                miss.put(f, why);
            }
            return;
        }
        int max = 0;
        for (int n : bySender.values()) {
            max = Math.max(max, n);
        }
        int atMax = 0;
        for (int n : bySender.values()) {
            if (n >= max - 1 && n > 0) {
                atMax++;
            }
        }
        v.put(Field.TXQ_SENDERS, (double) bySender.size());
        v.put(Field.TXQ_PER_SENDER_MAX, (double) max);
        v.put(Field.TXQ_SENDERS_AT_MAX, (double) atMax);
    }

    /** The longest router queue, 2.12's per peer NI or master's per peer, and how often rx_conn changes along it. */
    private static void rtrq(Node node, List<PeerNi> nis, Map<Field, Double> v, Map<Field, String> miss) {
        List<Message> longest = List.of();
        int claimed = 0;
        for (PeerNi lp : nis) {
            if (lp.getRtrq().size() > longest.size()) {
                longest = lp.getRtrq();
            }
            claimed = Math.max(claimed, -lp.getRtrCredits());
        }
        for (Peer p : node.getPeers()) {
            if (p.getRtrq().size() > longest.size()) {
                longest = p.getRtrq();
            }
        }
        if (longest.size() < claimed) {
            // each lpni_rtrcredits below 0 is a message on the rtrq (lnet_post_routed_recv_locked)
            String why = "router queue " + (longest.isEmpty() ? "not read" : "partly read (" + longest.size() + " messages)")
                    + "; lpni_rtrcredits says " + claimed + " wait";
            miss.put(Field.RTRQ_MAX, why);
            miss.put(Field.RTRQ_MSGS_PER_CONN, why);
            return;
        }
        v.put(Field.RTRQ_MAX, (double) longest.size());
        if (longest.isEmpty()) {
            miss.put(Field.RTRQ_MSGS_PER_CONN, "no message waits on a router queue");
            return;
        }
        KibConn previous = null;
        int runs = 0;
        int withRx = 0;
        for (Message m : longest) {
            if (m.getKibRx() == null || m.getKibRx().getConn() == null) {
                continue;
            }
            withRx++;
            KibConn c = m.getKibRx().getConn();
            if (c != previous) {
                runs++;
                previous = c;
            }
        }
        if (withRx == 0) {
            miss.put(Field.RTRQ_MSGS_PER_CONN, "the rtrq's messages have no kib_rx read");
        } else {
            v.put(Field.RTRQ_MSGS_PER_CONN, (double) withRx / runs);
        }
    }

    private static void pinned(Fabric fabric, Node node, Map<Field, Double> v, Map<Field, String> miss) {
        if (node.getKibPeers().isEmpty()) {
            for (Field f : List.of(Field.PINNED_CONNS, Field.PINNED_BYTES, Field.PINNED_BYTES_PER_CONN)) {
                miss.put(f, "no kib_peer_ni read on " + node.getHostname());
            }
            return;
        }
        long count = 0;
        long bytes = 0;
        for (PinnedConnections.Pinned p : PinnedConnections.find(fabric)) {
            if (p.node() == node) {
                count++;
                bytes += p.bytes();
            }
        }
        v.put(Field.PINNED_CONNS, (double) count);
        v.put(Field.PINNED_BYTES, (double) bytes);
        if (count > 0) {
            v.put(Field.PINNED_BYTES_PER_CONN, (double) bytes / count);
        } else {
            miss.put(Field.PINNED_BYTES_PER_CONN, "no pinned conn");
        }
    }

    private static Node find(Fabric fabric, String hostname) {
        for (Node n : fabric.getNodes()) {
            if (hostname.equals(n.getHostname())) {
                return n;
            }
        }
        return null;
    }

    /**
     * The node a dump is of: the only node with LNet peers (a crash extract), else the router with
     * the most memory in use (a whole simulated or replayed fabric), else the first node with peers.
     */
    public static Node dumpedNode(Fabric fabric) {
        Node best = null;
        List<Node> withPeers = new ArrayList<>();
        for (Node n : fabric.getNodes()) {
            if (!n.getPeers().isEmpty() || !n.getKibPeers().isEmpty()) {
                withPeers.add(n);
            }
        }
        if (withPeers.size() == 1) {
            return withPeers.get(0);
        }
        for (Node n : withPeers) {
            if (n.getRole() == NodeRole.ROUTER && (best == null || n.getUsedBytes() > best.getUsedBytes())) {
                best = n;
            }
        }
        return best != null ? best : withPeers.isEmpty() ? null : withPeers.get(0);
    }
}
