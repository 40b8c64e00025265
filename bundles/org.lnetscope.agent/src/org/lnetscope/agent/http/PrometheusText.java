package org.lnetscope.agent.http;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.lnetscope.agent.metrics.PeerSelection;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.MetricNames;
import org.lnetscope.protocol.NodeState;

/**
 * The node's state in the Prometheus text exposition format 0.0.4, named by {@link MetricNames}:
 * one family per numeric field, labelled by the object's id; text fields (peer NI state, NI
 * status) as {@code lnet_<kind>_<field>_info{...,value="up"} 1}. Counters ({@code *_count}, {@code *_length})
 * are typed counter. Every sample carries {@code host}, so one Prometheus can scrape all agents.
 *
 * <p>Peer NIs (and their lnet_peer) get series of their own only for the {@code peerLimit} chosen by
 * {@link PeerSelection} (--metrics-peers): the series count does not follow the peer count. The
 * router's totals over all its peer NIs are families of their own, {@code lnetscope_peer_nis*}
 * (prefix lnetscope_, not lnet_: they are no object's field, and the history reader reads lnet_*).
 *
 * <p>Written as it goes, family by family (one pass over the objects per family), so that even a
 * limit as large as the peer table (100,000 peers, tens of MB of metrics) never makes a String in
 * the agent's 256 MB heap (PeerTableBenchmark, docs/benchmarks.md).
 */
public final class PrometheusText {

    /** One object field written into a family: text fields are written as {@code _info}. */
    private record Member(String kind, String field, boolean text) {
    }

    private record Family(String type, List<Member> members) {
    }

    private PrometheusText() {
    }

    /** Peer NIs with series of their own when the agent is not told otherwise (--metrics-peers). */
    public static final int DEFAULT_PEER_LIMIT = 50;
    /** The router's totals over its whole peer table. */
    public static final String PEER_NIS = "lnetscope_peer_nis";
    public static final String PEER_NIS_EXPORTED = "lnetscope_peer_nis_exported";
    public static final String PEER_NIS_TX_BELOW_ZERO = "lnetscope_peer_nis_tx_credits_below_zero";
    public static final String PEER_NIS_RTR_BELOW_ZERO = "lnetscope_peer_nis_rtr_credits_below_zero";
    public static final String PEER_NIS_TX_QUEUE_BYTES = "lnetscope_peer_nis_tx_queue_bytes";
    /** {@link org.lnetscope.agent.metrics.OomGauge}: seconds to MemAvailable zero; absent when none. */
    public static final String OOM_PROJECTED_SECONDS = "lnetscope_oom_projected_seconds";

    static String render(String host, NodeState state, Map<String, Number> agentMetrics) {
        return render(host, state, agentMetrics, DEFAULT_PEER_LIMIT);
    }

    static String render(String host, NodeState state, Map<String, Number> agentMetrics, int peerLimit) {
        StringWriter out = new StringWriter();
        try {
            write(out, host, state, agentMetrics, peerLimit);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not throw
        }
        return out.toString();
    }

    static void write(Writer out, String host, NodeState state, Map<String, Number> agentMetrics) throws IOException {
        write(out, host, state, agentMetrics, DEFAULT_PEER_LIMIT);
    }

    /** @param peerLimit peer NIs with series of their own ({@link PeerSelection}) */
    static void write(Writer out, String host, NodeState state, Map<String, Number> agentMetrics, int peerLimit)
            throws IOException {
        String hostLabel = "{host=\"" + escape(host) + '"';
        PeerSelection selection = PeerSelection.of(state, peerLimit);
        Map<String, Number> own = new TreeMap<>(agentMetrics);
        PeerSelection.Totals totals = selection.totals();
        own.put(PEER_NIS, totals.peerNis());
        own.put(PEER_NIS_EXPORTED, selection.exportedPeerNis());
        putKnown(own, PEER_NIS_TX_BELOW_ZERO, totals.txCreditsBelowZero());
        putKnown(own, PEER_NIS_RTR_BELOW_ZERO, totals.rtrCreditsBelowZero());
        putKnown(own, PEER_NIS_TX_QUEUE_BYTES, totals.txQueueBytes());
        Map<String, Family> families = new TreeMap<>();
        for (LnetObject o : state.objects()) {
            if (!selection.exports(o)) {
                continue;
            }
            o.fields().forEach((field, value) -> {
                boolean text = !(value instanceof Long);
                String name = MetricNames.name(o.kind(), field) + (text ? MetricNames.INFO_SUFFIX : "");
                String type = !text && (field.endsWith("_count") || field.endsWith("_length")) ? "counter" : "gauge";
                Family f = families.computeIfAbsent(name, n -> new Family(type, new ArrayList<>()));
                Member m = new Member(o.kind(), field, text);
                if (!f.members().contains(m)) {
                    f.members().add(m);
                }
            });
        }
        families.putIfAbsent(MetricNames.UP, new Family("gauge", List.of()));
        own.forEach((name, value) -> families.putIfAbsent(name,
                new Family(name.endsWith("_total") ? "counter" : "gauge", List.of())));
        StringBuilder line = new StringBuilder();
        for (Map.Entry<String, Family> e : families.entrySet()) {
            String name = e.getKey();
            out.write("# TYPE " + name + ' ' + e.getValue().type() + '\n');
            if (name.equals(MetricNames.UP)) {
                out.write(name + hostLabel + "} " + (state.lnetDownReason() == null ? 1 : 0) + '\n');
            }
            if (own.containsKey(name)) {
                out.write(name + hostLabel + "} " + own.get(name) + '\n');
            }
            for (Member m : e.getValue().members()) {
                for (LnetObject o : state.objects()) {
                    Object value = o.kind().equals(m.kind()) && selection.exports(o) ? o.fields().get(m.field()) : null;
                    if (value == null || (value instanceof Long) == m.text()) {
                        continue;
                    }
                    line.setLength(0);
                    line.append(name).append(hostLabel);
                    MetricNames.idLabels(o.kind(), o.id()).forEach((k, v) -> label(line, k, v));
                    if (m.text()) {
                        label(line, MetricNames.VALUE, value.toString());
                        line.append("} 1\n");
                    } else {
                        line.append("} ").append(value).append('\n');
                    }
                    out.append(line);
                }
            }
        }
    }

    /** A total no peer NI reported is left out: unknown, not 0. */
    private static void putKnown(Map<String, Number> into, String name, Long value) {
        if (value != null) {
            into.put(name, value);
        }
    }

    private static void label(StringBuilder b, String k, String v) {
        b.append(',').append(k).append("=\"").append(escape(v)).append('"');
    }

    private static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
    }
}
