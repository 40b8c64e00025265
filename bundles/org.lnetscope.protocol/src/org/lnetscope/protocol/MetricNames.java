package org.lnetscope.protocol;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.lnetscope.protocol.Kinds;

/**
 * How a node's objects are named in Prometheus, both ways: the agent's {@code /metrics} writes
 * {@code lnet_<kind>_<field>{host=...,<id labels>}} and LNet Scope reads history back from a
 * Prometheus server with the same rules, so the two cannot drift apart. Numeric fields are a gauge
 * or counter of their own; a text field {@code f} is {@code lnet_<kind>_<f>_info{...,value="up"} 1}.
 */
public final class MetricNames {

    public static final String PREFIX = "lnet_";
    /** 1 while LNet is loaded, 0 when not; absent when the agent was not scraped. */
    public static final String UP = "lnet_up";
    public static final String HOST = "host";
    public static final String VALUE = "value";
    public static final String INFO_SUFFIX = "_info";
    /** The node's MemTotal, bytes ({@link Kinds#MEMINFO}; docs/agent-protocol.md). */
    public static final String MEM_TOTAL = PREFIX + Kinds.MEMINFO + "_" + Kinds.MEM_TOTAL;
    /** The node's MemAvailable, bytes: what the OOM projection and the shipped alert rules extrapolate. */
    public static final String MEM_AVAILABLE = PREFIX + Kinds.MEMINFO + "_" + Kinds.MEM_AVAILABLE;
    /** The node's Slab, bytes. */
    public static final String SLAB = PREFIX + Kinds.MEMINFO + "_" + Kinds.SLAB;
    /** The node's SUnreclaim, bytes. */
    public static final String SUNRECLAIM = PREFIX + Kinds.MEMINFO + "_" + Kinds.SUNRECLAIM;

    /** Longest first: lnet_peer_ni_* must not read as kind peer, field ni_*. */
    private static final List<String> KINDS = Stream.of(Kinds.NI, Kinds.TX_QUEUE, Kinds.PEER, Kinds.PEER_NI, Kinds.POOL,
            Kinds.ROUTE, Kinds.ROUTER, Kinds.STATS, Kinds.ROUTING, Kinds.GLOBAL, Kinds.MEMINFO)
            .sorted(Comparator.comparingInt(String::length).reversed()).toList();

    /** A metric's object kind and field name. */
    public record Field(String kind, String field, boolean text) {
    }

    private MetricNames() {
    }

    /** The metric of a numeric field; a text field's is this plus {@link #INFO_SUFFIX}. */
    public static String name(String kind, String field) {
        return PREFIX + kind + "_" + sanitize(field);
    }

    /**
     * The kind and field a metric stands for, or null for metrics that are not an object's field
     * ({@link #UP}, the agent's own, anything else a Prometheus holds). {@code hasValueLabel} tells a
     * text field's {@code _info} series from a numeric field whose name ends in {@code _info}.
     */
    public static Field parse(String metric, boolean hasValueLabel) {
        if (!metric.startsWith(PREFIX) || metric.equals(UP)) {
            return null;
        }
        String rest = metric.substring(PREFIX.length());
        for (String kind : KINDS) {
            if (rest.length() > kind.length() + 1 && rest.startsWith(kind) && rest.charAt(kind.length()) == '_') {
                String field = rest.substring(kind.length() + 1);
                if (hasValueLabel && field.endsWith(INFO_SUFFIX) && field.length() > INFO_SUFFIX.length()) {
                    return new Field(kind, field.substring(0, field.length() - INFO_SUFFIX.length()), true);
                }
                return new Field(kind, field, false);
            }
        }
        return null;
    }

    /** The labels that name an object of {@code kind} (besides {@link #HOST}). */
    public static Map<String, String> idLabels(String kind, String id) {
        Map<String, String> l = new LinkedHashMap<>();
        String[] parts = id.isEmpty() ? new String[0] : id.split(" ");
        switch (kind) {
            case Kinds.TX_QUEUE -> {
                l.put("nid", parts.length > 0 ? parts[0] : "");
                l.put("cpt", parts.length > 1 ? parts[1] : "");
            }
            case Kinds.POOL -> {
                l.put("pool", parts.length > 0 ? parts[0] : "");
                l.put("cpt", parts.length > 1 ? parts[1] : "");
            }
            case Kinds.ROUTE -> {
                l.put("net", parts.length > 0 ? parts[0] : "");
                l.put("gateway", parts.length > 1 ? parts[1] : "");
            }
            default -> {
                if (parts.length > 0) {
                    l.put("nid", id);
                }
            }
        }
        return l;
    }

    /** The object id {@link #idLabels} wrote, read back from a series' labels. */
    public static String id(String kind, Map<String, String> labels) {
        return switch (kind) {
            case Kinds.TX_QUEUE -> join(labels.get("nid"), labels.get("cpt"));
            case Kinds.POOL -> join(labels.get("pool"), labels.get("cpt"));
            case Kinds.ROUTE -> join(labels.get("net"), labels.get("gateway"));
            default -> labels.getOrDefault("nid", "");
        };
    }

    private static String join(String a, String b) {
        String first = a == null ? "" : a;
        return b == null || b.isEmpty() ? first : first + " " + b;
    }

    public static String sanitize(String name) {
        return name.replaceAll("[^a-zA-Z0-9_]", "_");
    }
}
