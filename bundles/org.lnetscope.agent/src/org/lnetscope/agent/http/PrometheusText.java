package org.lnetscope.agent.http;

import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.MetricNames;
import org.lnetscope.protocol.NodeState;

/**
 * The node's state in the Prometheus text exposition format 0.0.4, named by {@link MetricNames}:
 * one family per numeric field, labelled by the object's id; text fields (peer NI state, NI
 * status) as {@code lnet_<kind>_<field>_info{...,value="up"} 1}. Counters ({@code *_count}, {@code *_length})
 * are typed counter. Every sample carries {@code host}, so one Prometheus can scrape all agents.
 *
 * <p>Written as it goes, family by family (one pass over the objects per family): a router with
 * 100,000 peers has tens of MB of metrics, which must not be a String in the agent's 256 MB heap
 * (PeerTableBenchmark, docs/benchmarks.md).
 */
final class PrometheusText {

    /** One object field written into a family: text fields are written as {@code _info}. */
    private record Member(String kind, String field, boolean text) {
    }

    private record Family(String type, List<Member> members) {
    }

    private PrometheusText() {
    }

    static String render(String host, NodeState state, Map<String, Number> agentMetrics) {
        StringWriter out = new StringWriter();
        try {
            write(out, host, state, agentMetrics);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringWriter does not throw
        }
        return out.toString();
    }

    static void write(Writer out, String host, NodeState state, Map<String, Number> agentMetrics) throws IOException {
        String hostLabel = "{host=\"" + escape(host) + '"';
        Map<String, Family> families = new TreeMap<>();
        for (LnetObject o : state.objects()) {
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
        agentMetrics.forEach((name, value) -> families.putIfAbsent(name,
                new Family(name.endsWith("_total") ? "counter" : "gauge", List.of())));
        StringBuilder line = new StringBuilder();
        for (Map.Entry<String, Family> e : families.entrySet()) {
            String name = e.getKey();
            out.write("# TYPE " + name + ' ' + e.getValue().type() + '\n');
            if (name.equals(MetricNames.UP)) {
                out.write(name + hostLabel + "} " + (state.lnetDownReason() == null ? 1 : 0) + '\n');
            }
            if (agentMetrics.containsKey(name)) {
                out.write(name + hostLabel + "} " + agentMetrics.get(name) + '\n');
            }
            for (Member m : e.getValue().members()) {
                for (LnetObject o : state.objects()) {
                    Object value = o.kind().equals(m.kind()) ? o.fields().get(m.field()) : null;
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

    private static void label(StringBuilder b, String k, String v) {
        b.append(',').append(k).append("=\"").append(escape(v)).append('"');
    }

    private static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
    }
}
