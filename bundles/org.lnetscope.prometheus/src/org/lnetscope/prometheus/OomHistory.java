package org.lnetscope.prometheus;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

import org.lnetscope.analysis.OomWatch;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.MetricNames;

/**
 * The OOM projection for a moment of a Prometheus history, as the window shows it live: each host's
 * MemAvailable (the agent's, or node_exporter's where the host has no agent: {@link SiteExporters})
 * over the hour before {@code at} ({@link OomWatch}, the fit of the shipped rule
 * lnetscope:mem_available_oom_seconds:1h), and the reason from its peer NIs' credits at {@code at}.
 * Values are Prometheus' at the query's steps (each the last scrape at or before it).
 */
public final class OomHistory {

    /** One host's projection at {@code at}, and why in LNet's terms (null when the credit coupling does not explain it). */
    public record Host(String host, OomWatch.Projection projection, String reason) {
    }

    private final PrometheusApi api;
    private final int maxHosts;

    public OomHistory(PrometheusApi api) {
        this(api, HistoryImport.DEFAULT_MAX_HOSTS);
    }

    /** @param maxHosts more hosts with memory series are refused with their count (--max-hosts) */
    public OomHistory(PrometheusApi api, int maxHosts) {
        this.api = api;
        this.maxHosts = maxHosts;
    }

    /**
     * @param selector more label matchers ({@code job="lnet"}), or empty
     * @param hosts only hosts matching, or null
     */
    public List<Host> at(long atMs, long stepMs, String selector, Pattern hosts) throws PrometheusException {
        long from = atMs - OomWatch.WINDOW_MS;
        String sel = selector == null || selector.isBlank() ? "" : selector.strip();
        Map<String, double[]> total = byHost(api.queryRange(MetricNames.MEM_TOTAL + "{" + sel + "}", from, atMs, stepMs), hosts);
        Map<String, double[]> available = byHost(api.queryRange(MetricNames.MEM_AVAILABLE + "{" + sel + "}", from, atMs, stepMs),
                hosts);
        int fromAgents = available.size();
        // hosts without an agent: node_exporter's MemAvailable, as the shipped rules do (its job is
        // not the agents', so the selector is not applied to it)
        Map<String, double[]> nodeTotal = byExporterHost(api.queryRange(SiteExporters.NODE_MEM_TOTAL, from, atMs, stepMs), hosts);
        byExporterHost(api.queryRange(SiteExporters.NODE_MEM_AVAILABLE, from, atMs, stepMs), hosts).forEach((host, values) -> {
            if (!available.containsKey(host) && nodeTotal.containsKey(host)) {
                available.put(host, values);
                total.put(host, nodeTotal.get(host));
            }
        });
        if (available.size() > maxHosts) {
            // issue 31: one projection per host, node_exporter's hosts counted too
            int fromNodeExporter = available.size() - fromAgents;
            throw new PrometheusException("Prometheus at " + api.base() + " has " + MetricNames.MEM_AVAILABLE + " for "
                    + fromAgents + " hosts" + (fromNodeExporter == 0 ? "" : " and node_exporter's MemAvailable for "
                            + fromNodeExporter + " more")
                    + ": more than " + maxHosts + "; narrow them with --hosts or --selector, or raise --max-hosts");
        }
        OomWatch watch = new OomWatch();
        available.forEach((host, values) -> {
            double[] t = total.get(host);
            for (int k = 0; k < values.length; k++) {
                if (!Double.isNaN(values[k]) && t != null && !Double.isNaN(t[k])) {
                    watch.sample(host, from + k * stepMs, (long) t[k], (long) values[k]);
                }
            }
        });
        Map<String, Map<String, long[]>> credits = credits(atMs, sel, hosts);
        List<Host> result = new ArrayList<>();
        for (String host : watch.hosts()) {
            OomWatch.Projection p = watch.project(host);
            List<OomWatch.PeerNiCredits> nis = new ArrayList<>();
            credits.getOrDefault(host, Map.of()).forEach((nid, c) -> nis.add(new OomWatch.PeerNiCredits(nid, c[0], c[1], c[2])));
            result.add(new Host(host, p, p.warns() ? OomWatch.reason(nis) : null));
        }
        return result;
    }

    /** Per host and peer NI at {@code at}: tx credits, txq bytes, router credits (0 when absent). */
    private Map<String, Map<String, long[]>> credits(long atMs, String sel, Pattern hosts) throws PrometheusException {
        Map<String, Map<String, long[]>> result = new HashMap<>();
        String[] fields = {Kinds.TX_CREDITS, Kinds.TXQ_NOB, Kinds.RTR_CREDITS};
        for (int f = 0; f < fields.length; f++) {
            for (Series s : api.queryRange(MetricNames.name(Kinds.PEER_NI, fields[f]) + "{" + sel + "}", atMs, atMs, 1000)) {
                String host = s.labels().get(MetricNames.HOST);
                String nid = s.labels().get("nid");
                if (host == null || nid == null || (hosts != null && !hosts.matcher(host).matches()) || Double.isNaN(s.values()[0])) {
                    continue;
                }
                result.computeIfAbsent(host, h -> new TreeMap<>()).computeIfAbsent(nid, n -> new long[3])[f] = (long) s.values()[0];
            }
        }
        return result;
    }

    private static Map<String, double[]> byExporterHost(List<Series> series, Pattern hosts) {
        Map<String, double[]> result = new LinkedHashMap<>();
        for (Series s : series) {
            String host = SiteExporters.hostOf(s.labels());
            if (host != null && (hosts == null || hosts.matcher(host).matches())) {
                result.putIfAbsent(host, s.values());
            }
        }
        return result;
    }

    private static Map<String, double[]> byHost(List<Series> series, Pattern hosts) {
        Map<String, double[]> result = new LinkedHashMap<>();
        for (Series s : series) {
            String host = s.labels().get(MetricNames.HOST);
            if (host != null && (hosts == null || hosts.matcher(host).matches())) {
                result.put(host, s.values());
            }
        }
        return result;
    }
}
