package org.lnetscope.prometheus;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.MetricNames;

/**
 * The metrics a site already scrapes without lnetscope-agent, and the host each belongs to:
 * node_exporter's memory (the same /proc/meminfo fields the agent reads) and the Lustre exporters'
 * LNet counters, read as the node's meminfo and stats objects where a host has no agent. The same
 * host as the shipped rules (lnetscope-rules.yml): a series' own {@code host} label if the site's
 * relabelling sets one, else its {@code instance} without the port.
 *
 * <p>The Lustre exporters' LNet metrics (docs/monitoring.md), both the node-wide counters of
 * /sys/kernel/debug/lnet/stats (lnet_counters) and nothing per peer:
 * <ul>
 * <li>HPE's lustre_exporter (sources/procsys.go, metric family "stats" under /proc/sys/lnet):
 * {@code lustre_allocated}, {@code lustre_maximum}, {@code lustre_errors_total},
 * {@code lustre_{send,receive,route,drop}_count_total}, {@code lustre_{send,receive,route,drop}_bytes_total};</li>
 * <li>whamcloud's lustrefs-exporter (lustrefs-exporter/src/lnet.rs, from {@code lnetctl stats/net show}):
 * {@code lustre_{send,receive,drop}_count_total} per local NI ({@code nid} label, summed here),
 * {@code lustre_{send,receive,drop}_bytes_total}.</li>
 * </ul>
 * Neither has credits, queues or connections: a history from them shows the node's message
 * counters and memory, not which peer NI stopped draining nor who holds router credits.
 */
public final class SiteExporters {

    /** node_exporter's meminfo collector: MemAvailable, MemTotal, Slab, SUnreclaim, bytes. */
    public static final String NODE_MEM_AVAILABLE = "node_memory_MemAvailable_bytes";
    public static final String NODE_MEM_TOTAL = "node_memory_MemTotal_bytes";
    public static final String NODE_SLAB = "node_memory_Slab_bytes";
    public static final String NODE_SUNRECLAIM = "node_memory_SUnreclaim_bytes";

    /** Exporter metric to the node's stats field (Kinds.STATS_COLUMNS) or meminfo field. */
    private static final Map<String, MetricNames.Field> FIELDS = Map.ofEntries(
            stats("lustre_allocated", "msgs_alloc"), stats("lustre_maximum", "msgs_max"), stats("lustre_errors_total", "errors"),
            stats("lustre_send_count_total", "send_count"), stats("lustre_receive_count_total", "recv_count"),
            stats("lustre_route_count_total", "route_count"), stats("lustre_drop_count_total", "drop_count"),
            stats("lustre_send_bytes_total", "send_length"), stats("lustre_receive_bytes_total", "recv_length"),
            stats("lustre_route_bytes_total", "route_length"), stats("lustre_drop_bytes_total", "drop_length"),
            Map.entry(NODE_MEM_TOTAL, new MetricNames.Field(Kinds.MEMINFO, Kinds.MEM_TOTAL, false)),
            Map.entry(NODE_MEM_AVAILABLE, new MetricNames.Field(Kinds.MEMINFO, Kinds.MEM_AVAILABLE, false)),
            Map.entry(NODE_SLAB, new MetricNames.Field(Kinds.MEMINFO, Kinds.SLAB, false)),
            Map.entry(NODE_SUNRECLAIM, new MetricNames.Field(Kinds.MEMINFO, Kinds.SUNRECLAIM, false)));

    /** The PromQL name matcher of every metric read from other exporters. */
    public static final String NAMES_REGEX = String.join("|", new java.util.TreeSet<>(FIELDS.keySet()));

    private static Map.Entry<String, MetricNames.Field> stats(String metric, String column) {
        return Map.entry(metric, new MetricNames.Field(Kinds.STATS, column, false));
    }

    /** The node field an exporter's metric stands for, or null. */
    public static MetricNames.Field field(String metric) {
        return FIELDS.get(metric);
    }

    /**
     * The selector of one host's exporter series: by its host label or by its instance, any port
     * (a range query; two selectors joined with {@code or}).
     */
    static String query(String host) {
        String quoted = host.replace("\\", "\\\\").replace("\"", "\\\"");
        String regexQuoted = Pattern.quote(host).replace("\\", "\\\\").replace("\"", "\\\"");
        return "{__name__=~\"" + NAMES_REGEX + "\",host=\"" + quoted + "\"} or {__name__=~\"" + NAMES_REGEX
                + "\",host=\"\",instance=~\"" + regexQuoted + "(:[0-9]+)?\"}";
    }

    private static final Pattern INSTANCE = Pattern.compile("(.+?)(?::[0-9]+)?");

    private SiteExporters() {
    }

    /** The host a series of another exporter belongs to, or null when it has neither label. */
    public static String hostOf(Map<String, String> labels) {
        String host = labels.get(MetricNames.HOST);
        if (host != null && !host.isEmpty()) {
            return host;
        }
        String instance = labels.get("instance");
        if (instance == null || instance.isEmpty()) {
            return null;
        }
        Matcher m = INSTANCE.matcher(instance);
        return m.matches() ? m.group(1) : instance;
    }
}
