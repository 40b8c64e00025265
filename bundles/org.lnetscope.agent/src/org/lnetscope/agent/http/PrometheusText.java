package org.lnetscope.agent.http;

import java.util.LinkedHashMap;
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
 */
final class PrometheusText {

    private PrometheusText() {
    }

    static String render(String host, NodeState state, Map<String, Number> agentMetrics) {
        Map<String, StringBuilder> families = new TreeMap<>();
        Map<String, String> types = new LinkedHashMap<>();
        add(families, types, MetricNames.UP, "gauge", labels(host, Map.of()), state.lnetDownReason() == null ? 1 : 0);
        for (LnetObject o : state.objects()) {
            Map<String, String> idLabels = MetricNames.idLabels(o.kind(), o.id());
            o.fields().forEach((field, value) -> {
                String name = MetricNames.name(o.kind(), field);
                if (value instanceof Long n) {
                    String type = field.endsWith("_count") || field.endsWith("_length") ? "counter" : "gauge";
                    add(families, types, name, type, labels(host, idLabels), n);
                } else {
                    Map<String, String> l = new LinkedHashMap<>(idLabels);
                    l.put(MetricNames.VALUE, value.toString());
                    add(families, types, name + MetricNames.INFO_SUFFIX, "gauge", labels(host, l), 1);
                }
            });
        }
        agentMetrics.forEach((name, value) -> add(families, types, name,
                name.endsWith("_total") ? "counter" : "gauge", labels(host, Map.of()), value));
        StringBuilder b = new StringBuilder();
        families.forEach((name, samples) -> {
            b.append("# TYPE ").append(name).append(' ').append(types.get(name)).append('\n');
            b.append(samples);
        });
        return b.toString();
    }

    private static void add(Map<String, StringBuilder> families, Map<String, String> types, String name, String type,
            String labels, Number value) {
        types.putIfAbsent(name, type);
        families.computeIfAbsent(name, n -> new StringBuilder()).append(name).append(labels).append(' ')
                .append(value).append('\n');
    }

    private static String labels(String host, Map<String, String> labels) {
        StringBuilder b = new StringBuilder("{host=\"").append(escape(host)).append('"');
        labels.forEach((k, v) -> b.append(',').append(k).append("=\"").append(escape(v)).append('"'));
        return b.append('}').toString();
    }

    private static String escape(String value) {
        return value.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n");
    }
}
