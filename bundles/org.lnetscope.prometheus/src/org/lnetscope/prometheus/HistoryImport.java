package org.lnetscope.prometheus;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import org.lnetscope.ingest.FabricMapper;
import org.lnetscope.ingest.RecorderTap;
import org.lnetscope.ingest.TraceRecorder;
import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.Node;
import org.lnetscope.model.resource.AtomicFileSave;
import org.lnetscope.protocol.Delta;
import org.lnetscope.protocol.MetricNames;
import org.lnetscope.protocol.NodeState;
import org.lnetscope.trace.EventType;

/**
 * Builds a .lnettrace of a time window from the agents' metrics kept by a Prometheus server: for
 * fabrics too large to hold every agent's stream open from one desktop, the site's Prometheus has
 * been scraping them all along. The trace has one node per {@code host} label, its state at the
 * window's first step as the initial fabric, then per step and host one {@link EventType#AGENT_SAMPLE}
 * event holding what changed since the step before; a host whose {@code lnet_up} is missing (its
 * agent was not scraped) gets {@link EventType#AGENT_STALE} and, when it is back,
 * {@link EventType#AGENT_RESUMED}.
 *
 * <p>The window is read in stretches of steps, every host's series of one stretch in memory at a
 * time (one range query per host); a stretch is sized from the one before so that it holds about
 * {@code sampleBudget} points. Precision is Prometheus': the state at each scrape, values as float64
 * (exact below 2^53), nothing between scrapes.
 *
 * <p>The trace is written to a temporary file beside the output and renamed over it only when
 * complete: an error or a cancel leaves whatever file was there.
 */
public final class HistoryImport {

    /** Longest stretch Prometheus answers: 11,000 points per series and query. */
    static final int MAX_STRETCH = 11_000;
    /** Most steps in one window: above this the step is surely a mistake (1 s over four months). */
    static final long MAX_STEPS = 10_000_000;

    /**
     * @param selector extra label matchers, e.g. {@code job="lnet"} (empty: none)
     * @param hosts only hosts whose name matches (null: all)
     * @param includeExporters also hosts without an agent, from node_exporter's memory and the Lustre
     *        exporters' LNet counters ({@link SiteExporters}; the selector does not apply to them)
     */
    public record Request(Instant from, Instant to, Duration step, String selector, Pattern hosts, boolean includeExporters) {

        /** Agents only. */
        public Request(Instant from, Instant to, Duration step, String selector, Pattern hosts) {
            this(from, to, step, selector, hosts, false);
        }

        public long steps() {
            return (to.toEpochMilli() - from.toEpochMilli()) / step.toMillis() + 1;
        }
    }

    /** @param skipped why series were left out (bad label values), the first {@link #MAX_WARNINGS} of them */
    public record Result(Path file, List<String> hosts, long steps, long events, long stalePeriods, long samples, long queries,
            List<String> skipped, long skippedSeries) {
    }

    /** Hosts read by default: beyond, one range query per host would run for hours (--max-hosts raises it). */
    public static final int DEFAULT_MAX_HOSTS = 5000;
    static final int MAX_WARNINGS = 20;

    /** Told after each stretch; may throw to cancel (the output is then left as it was). */
    public interface Progress {
        void stretchDone(long stepsDone, long steps, long events);
    }

    private final PrometheusApi api;
    private final long sampleBudget;
    private final int maxHosts;

    public HistoryImport(PrometheusApi api, long sampleBudget) {
        this(api, sampleBudget, DEFAULT_MAX_HOSTS);
    }

    /** @param maxHosts more hosts in the window (after --hosts) are refused with their count */
    public HistoryImport(PrometheusApi api, long sampleBudget, int maxHosts) {
        this.api = api;
        this.sampleBudget = sampleBudget;
        this.maxHosts = maxHosts;
    }

    public HistoryImport(PrometheusApi api) {
        this(api, 4_000_000);
    }

    public Result run(Request request, Path output, Progress progress) throws IOException {
        long fromMs = request.from().toEpochMilli();
        long stepMs = request.step().toMillis();
        if (stepMs <= 0) {
            throw new IllegalArgumentException("the step must be at least 1 ms");
        }
        if (request.to().toEpochMilli() < fromMs) {
            throw new IllegalArgumentException("the window ends (" + request.to() + ") before it starts (" + request.from() + ")");
        }
        long steps = request.steps();
        if (steps > MAX_STEPS) {
            throw new IllegalArgumentException(steps + " steps of " + request.step().toMillis() + " ms: more than " + MAX_STEPS
                    + "; use a longer step or a shorter window");
        }
        String extra = request.selector() == null || request.selector().isBlank() ? "" : "," + request.selector().strip();
        List<String> hosts = new ArrayList<>();
        for (String h : api.labelValues(MetricNames.HOST, "{__name__=\"" + MetricNames.UP + "\"" + extra + "}", fromMs,
                request.to().toEpochMilli())) {
            if (request.hosts() == null || request.hosts().matcher(h).matches()) {
                hosts.add(h);
            }
        }
        // hosts with no agent, seen by node_exporter or a Lustre exporter (SiteExporters): their
        // node-wide LNet counters and memory, by the host label or the instance without its port
        Set<String> withoutAgent = new HashSet<>();
        if (request.includeExporters()) {
            String match = "{__name__=~\"" + SiteExporters.NAMES_REGEX + "\"}";
            List<String> named = new ArrayList<>(api.labelValues(MetricNames.HOST, match, fromMs, request.to().toEpochMilli()));
            // the instances of series with no host label only: a relabelled target is its host
            String unnamed = "{__name__=~\"" + SiteExporters.NAMES_REGEX + "\"," + MetricNames.HOST + "=\"\"}";
            for (String instance : api.labelValues("instance", unnamed, fromMs, request.to().toEpochMilli())) {
                named.add(SiteExporters.hostOf(Map.of("instance", instance)));
            }
            for (String h : named) {
                if (!hosts.contains(h) && !withoutAgent.contains(h) && (request.hosts() == null || request.hosts().matcher(h).matches())) {
                    withoutAgent.add(h);
                    hosts.add(h);
                }
            }
        }
        hosts.sort(null);
        if (hosts.size() > maxHosts) {
            // issue 31: 300,000 hosts started 300,000 range queries, for hours, in gigabytes
            throw new PrometheusException("Prometheus at " + api.base() + " names " + hosts.size() + " hosts with "
                    + MetricNames.UP + (request.includeExporters() ? " or node_exporter or Lustre exporter series" : "")
                    + " in the window" + (request.hosts() == null ? "" : " matching --hosts " + request.hosts())
                    + ": more than " + maxHosts + "; narrow them with --hosts or --selector, or raise --max-hosts");
        }
        if (hosts.isEmpty()) {
            throw new PrometheusException("Prometheus at " + api.base() + " holds no " + MetricNames.UP + " series"
                    + (request.includeExporters() ? " nor node_exporter or Lustre exporter series" : "")
                    + (extra.isEmpty() ? "" : " matching " + request.selector())
                    + (request.hosts() == null ? "" : " for hosts " + request.hosts())
                    + " between " + request.from() + " and " + request.to() + ": is it scraping lnetscope-agent, and is the window right?");
        }
        Path target = output.toAbsolutePath();
        // The one save path: a random hidden temporary file created new beside the output.
        try (AtomicFileSave.Save save = AtomicFileSave.begin(target)) {
            Path part = save.temporary();
            Writer writer = new Writer(part, hosts, request, api.base().toString());
            long stretch = Math.min(Math.min(60, sampleBudget), steps);
            long k0 = 0;
            long samples = 0;
            long queries = 1;
            List<String> skipped = new ArrayList<>();
            long[] skippedSeries = {0};
            while (k0 < steps) {
                long k1 = Math.min(steps - 1, k0 + stretch - 1);
                int n = (int) (k1 - k0 + 1);
                List<HostHistory> histories = new ArrayList<>(hosts.size());
                long stretchSamples = 0;
                for (String host : hosts) {
                    if (Thread.currentThread().isInterrupted()) {
                        throw new PrometheusException("cancelled");
                    }
                    String q = withoutAgent.contains(host) ? SiteExporters.query(host) : query(host, extra);
                    HostHistory h = new HostHistory(api.queryRange(q, fromMs + k0 * stepMs, fromMs + k1 * stepMs, stepMs), n, warning -> {
                        skippedSeries[0]++;
                        if (skipped.size() < MAX_WARNINGS && !skipped.contains(warning)) {
                            skipped.add(warning);
                        }
                    });
                    queries++;
                    stretchSamples += h.samples();
                    histories.add(h);
                }
                for (int i = 0; i < n; i++) {
                    try {
                        writer.step(fromMs + (k0 + i) * stepMs, histories, i);
                    } catch (IllegalArgumentException e) {
                        // what Prometheus holds, not what the user typed: exit 1 with the reason, not usage
                        throw new PrometheusException("Prometheus at " + api.base() + " holds series LNet Scope cannot read: "
                                + Printable.of(e.getMessage()), e);
                    }
                }
                writer.endStretch(histories, n - 1);
                samples += stretchSamples;
                long perStep = Math.max(1, stretchSamples / n);
                stretch = Math.max(1, Math.min(MAX_STRETCH, sampleBudget / perStep));
                k0 = k1 + 1;
                if (progress != null) {
                    progress.stretchDone(k0, steps, writer.events());
                }
            }
            if (!writer.started()) {
                throw new PrometheusException("Prometheus at " + api.base() + " names hosts " + Printable.of(String.valueOf(hosts.subList(0,
                        Math.min(20, hosts.size())))) + " but holds no sample of"
                        + " theirs between " + request.from() + " and " + request.to() + " (its label index outlives the samples)");
            }
            long events = writer.close();
            save.commit();
            return new Result(target, hosts, steps, events, writer.stalePeriods, samples, queries, skipped, skippedSeries[0]);
        }
    }

    static String query(String host, String extra) {
        return "{__name__=~\"" + MetricNames.PREFIX + ".+\"," + MetricNames.HOST + "=\"" + host.replace("\\", "\\\\").replace("\"", "\\\"")
                + "\"" + extra + "}";
    }

    /** Turns steps into model changes and the model changes into trace events. */
    private static final class Writer {
        private final Path file;
        private final List<String> hosts;
        private final String description;
        private final Fabric fabric = LnetFactory.eINSTANCE.createFabric();
        private final RecorderTap forward = new RecorderTap();
        private final FabricMapper mapper;
        private final Map<String, Node> nodes = new HashMap<>();
        private final Map<String, NodeState> last = new HashMap<>();
        private final Set<String> stale = new HashSet<>();
        /** Hosts whose {@link #last} lags: steps since were applied from the series directly. */
        private final Set<String> lastBehind = new HashSet<>();
        private TraceRecorder recorder;
        long stalePeriods;

        Writer(Path file, List<String> hosts, Request request, String server) {
            this.file = file;
            this.hosts = hosts;
            this.description = "history of " + hosts.size() + " agents from Prometheus at " + server + ", " + request.from() + " to "
                    + request.to() + " every " + request.step().toMillis() + " ms";
            fabric.setName("prometheus " + request.from() + " .. " + request.to());
            fabric.setSource(CaptureSource.AGENT);
            fabric.setTunables(LnetFactory.eINSTANCE.createTunables());
            this.mapper = new FabricMapper(fabric, forward);
        }

        void step(long tMs, List<HostHistory> histories, int index) throws IOException {
            long tNs = tMs * 1_000_000L;
            for (int h = 0; h < hosts.size(); h++) {
                String host = hosts.get(h);
                HostHistory history = histories.get(h);
                HostHistory.Presence presence = history.presence(index);
                if (presence == HostHistory.Presence.ABSENT) {
                    settle(host, history, index);
                    Node node = nodes.get(host);
                    if (node != null && stale.add(host)) {
                        stalePeriods++;
                        if (recorder != null) {
                            recorder.mark(tNs, EventType.AGENT_STALE, node);
                        }
                    }
                    continue;
                }
                if (recorder != null) {
                    recorder.begin(tNs);
                }
                Node node = nodes.computeIfAbsent(host, mapper::node);
                boolean resumed = stale.remove(host);
                if (resumed && recorder != null) {
                    recorder.mark(tNs, EventType.AGENT_RESUMED, node);
                    recorder.begin(tNs);
                }
                if (recorder != null) {
                    recorder.subject(node);
                }
                if (index > 0 && !resumed && presence == HostHistory.Presence.UP
                        && history.presence(index - 1) == HostHistory.Presence.UP && last.containsKey(host)) {
                    // the common step: same stretch, agent scraped before and now
                    HostHistory.Changes changes = history.changesAt(index);
                    mapper.sync(node, changes.state(), changes.touched(), changes.removed());
                    lastBehind.add(host);
                } else {
                    settle(host, history, index);
                    NodeState state = history.state(index);
                    NodeState before = last.getOrDefault(host, new NodeState());
                    Delta delta = Delta.between(0, tMs, before, state);
                    Set<String> touched = new HashSet<>(delta.set().keySet());
                    touched.addAll(delta.unset().keySet());
                    mapper.sync(node, state, touched, delta.removed());
                    last.put(host, state);
                }
                if (recorder != null) {
                    recorder.end();
                }
            }
            if (recorder == null && !nodes.isEmpty()) {
                // the first step with a host is the trace's initial state, not events: a window that
                // starts before the agents did opens on the fabric, not on an empty picture
                recorder = new TraceRecorder(file, fabric, tNs, "lnetscope prometheus history", description);
                forward.recordTo(recorder);
            }
        }

        /** Brings a lagging {@link #last} up to the step before {@code index}. */
        private void settle(String host, HostHistory history, int index) {
            if (lastBehind.remove(host)) {
                last.put(host, history.state(index - 1));
            }
        }

        /** Before a stretch's series go: the last step of every host whose state lags. */
        void endStretch(List<HostHistory> histories, int lastIndex) {
            for (int h = 0; h < hosts.size(); h++) {
                if (lastBehind.remove(hosts.get(h))) {
                    last.put(hosts.get(h), histories.get(h).state(lastIndex));
                }
            }
        }

        long events() {
            return recorder == null ? 0 : recorder.events();
        }

        /** False when no step of the window had any host's samples (nothing to write). */
        boolean started() {
            return recorder != null;
        }

        long close() throws IOException {
            long events = events();
            if (recorder != null) {
                recorder.close();
            }
            return events;
        }
    }
}
