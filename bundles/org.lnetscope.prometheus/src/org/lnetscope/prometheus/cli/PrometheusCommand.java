package org.lnetscope.prometheus.cli;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.Durations;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.prometheus.HistoryImport;
import org.lnetscope.prometheus.OomHistory;
import org.lnetscope.prometheus.PrometheusApi;
import org.lnetscope.prometheus.PrometheusException;
import org.lnetscope.prometheus.SiteExporters;
import org.lnetscope.prometheus.WindowTime;
import org.lnetscope.protocol.MetricNames;

/** {@code lnetscope prometheus history}: a time window of the agents' metrics, as a .lnettrace. */
public final class PrometheusCommand implements Command {

    @Override
    public String name() {
        return "prometheus";
    }

    @Override
    public String summary() {
        return "the agents' metrics in Prometheus: a .lnettrace of a time window (history), or the OOM projection (oom)";
    }

    @Override
    public String usage() {
        return """
                Usage: lnetscope prometheus history URL -o OUT.lnettrace (--last 1h | --from T --to T) [--step 15s]
                                                    [--selector 'job="lnet"'] [--hosts REGEX] [--token-file FILE]
                                                    [--exporters] [--timeout 60s] [--max-hosts 5000]
                  Reads what a Prometheus server scraped from lnetscope-agent's /metrics (its HTTP query API,
                  one range query per host and stretch of time) and writes a trace: the fabric at the first
                  step, then per step and host what changed (AGENT_SAMPLE); a host whose lnet_up is missing
                  (agent not scraped) is marked AGENT_STALE until it is back (AGENT_RESUMED).
                  URL               e.g. http://prometheus:9090 (a path prefix behind a proxy is kept)
                  --from/--to T     2026-11-30T10:00:00Z, 2026-11-30T11:00:00+01:00, epoch seconds, now, now-2h
                  --last D          the window ending now (s, m, h, d)
                  --step D          one state per step; use the scrape interval (default 15s, Prometheus'
                                    default); a shorter step only repeats samples
                  --selector M      more label matchers for the series, when several jobs scrape the agents
                  --hosts REGEX     only hosts whose host label matches
                  --token-file FILE Bearer token for a Prometheus behind an authenticating proxy (first line)
                  --exporters       also hosts without an agent, from what the site already scrapes:
                                    node_exporter's memory (node_memory_MemTotal/MemAvailable/Slab/SUnreclaim_bytes)
                                    and the LNet counters of HPE's lustre_exporter or whamcloud's lustrefs-exporter
                                    (lustre_{send,receive,route,drop}_{count,bytes}_total, lustre_allocated,
                                    lustre_maximum, lustre_errors_total): a node's stats and memory, never its
                                    peers' credits, queues or connections (only lnetscope-agent exports those)
                  --timeout D       each request whole, body included (default 60s)
                  --max-hosts N     refuse more hosts than this (default 5000), saying how many there are
                  A series whose labels are not an LNet object (a bad NID) is skipped with a warning.
                  Values are Prometheus' float64 (exact up to 2^53); nothing between two scrapes is known.
                  OUT is written to a temporary file and renamed when complete.
                       lnetscope prometheus oom URL [--at T] [--step 15s] [--selector M] [--hosts REGEX] [--token-file FILE]
                                                [--timeout 60s] [--max-hosts 5000]
                  Early warning from the same metrics (node_exporter's MemAvailable for hosts without an agent):
                  per host, when MemAvailable reaches zero at the rate of
                  the hour before T (default now; the fit of the shipped rule lnetscope:mem_available_oom_seconds:1h
                  and of the window's OOM Projection view), and why in LNet's terms when the credit coupling
                  explains it (the peer NI below zero tx credits, the senders below zero router credits).
                Exit status: 0 written (history) or projected (oom), 1 Prometheus unreachable, too slow, refused, too
                many hosts or nothing usable, 2 bad usage.""";
    }

    @Override
    public int run(List<String> args, Console console) throws Exception {
        if (!args.isEmpty() && args.get(0).equals("oom")) {
            return oom(args, console);
        }
        if (args.isEmpty() || !args.get(0).equals("history")) {
            throw new UsageException("needs the sub-command: history or oom");
        }
        Path output = null;
        Instant from = null;
        Instant to = null;
        Long lastMs = null;
        boolean exporters = false;
        Instant now = Instant.now();
        Query q = new Query();
        for (int i = 1; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "-o" -> output = Path.of(UsageException.valueOf(args, ++i, a));
                case "--from" -> from = time(UsageException.valueOf(args, ++i, a), now);
                case "--to" -> to = time(UsageException.valueOf(args, ++i, a), now);
                case "--last" -> lastMs = Durations.parseMs(UsageException.valueOf(args, ++i, a));
                case "--exporters" -> exporters = true;
                default -> i = q.take(args, i);
            }
        }
        URI base = base(q.url);
        long stepMs = q.stepMs;
        String selector = q.selector;
        Pattern hosts = q.hosts;
        String token = q.token;
        if (output == null || !output.getFileName().toString().endsWith(".lnettrace")) {
            throw new UsageException("needs -o FILE.lnettrace");
        }
        if (lastMs != null) {
            if (from != null) {
                throw new UsageException("--last and --from do not go together");
            }
            to = to == null ? now : to;
            from = to.minusMillis(lastMs);
        }
        if (from == null || to == null) {
            throw new UsageException("needs the window: --last D, or --from T and --to T");
        }
        if (stepMs <= 0) {
            throw new UsageException("--step must be more than 0");
        }
        HistoryImport.Request request = new HistoryImport.Request(from, to, Duration.ofMillis(stepMs), selector, hosts, exporters);
        HistoryImport history = new HistoryImport(PrometheusApi.of(base, token, Duration.ofMillis(q.timeoutMs)), 4_000_000,
                q.maxHosts);
        HistoryImport.Result result;
        try {
            result = history.run(request, output,
                    (done, steps, events) -> console.err().printf("  %d/%d steps, %d events%n", done, steps, events));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        } catch (PrometheusException e) {
            console.err().println("lnetscope prometheus: " + e.getMessage());
            return ExitStatus.FAILURE;
        } catch (IOException e) {
            console.err().println("lnetscope prometheus: cannot write " + output + ": " + e.getMessage());
            return ExitStatus.FAILURE;
        }
        for (String warning : result.skipped()) {
            console.err().println("lnetscope prometheus: warning: " + warning);
        }
        if (result.skippedSeries() > result.skipped().size()) {
            console.err().println("lnetscope prometheus: warning: " + result.skippedSeries() + " series skipped in all");
        }
        console.out().printf("wrote %s: %d hosts, %d steps, %d events, %d stale periods (%d samples in %d queries)%n", output,
                result.hosts().size(), result.steps(), result.events(), result.stalePeriods(), result.samples(), result.queries());
        return ExitStatus.OK;
    }

    private static int oom(List<String> args, Console console) throws Exception {
        Instant now = Instant.now();
        Instant at = now;
        Query q = new Query();
        for (int i = 1; i < args.size(); i++) {
            String a = args.get(i);
            if (a.equals("--at")) {
                at = time(UsageException.valueOf(args, ++i, a), now);
            } else {
                i = q.take(args, i);
            }
        }
        URI base = base(q.url);
        if (q.stepMs <= 0 || q.stepMs > 600_000) {
            throw new UsageException("--step must be more than 0 and at most 10m");
        }
        List<OomHistory.Host> result;
        try {
            result = new OomHistory(PrometheusApi.of(base, q.token, Duration.ofMillis(q.timeoutMs)), q.maxHosts).at(at.toEpochMilli(),
                    q.stepMs, q.selector, q.hosts);
        } catch (PrometheusException e) {
            console.err().println("lnetscope prometheus: " + e.getMessage());
            return ExitStatus.FAILURE;
        }
        if (result.isEmpty()) {
            console.out().println("no host has " + MetricNames.MEM_AVAILABLE + " or " + SiteExporters.NODE_MEM_AVAILABLE
                    + " in the hour before " + at + " (agents older than issue 20, or --meminfo off; no node_exporter)");
        }
        for (OomHistory.Host h : result) {
            console.out().printf("%s: %s%s%n", h.host(), h.projection().headline(), h.reason() == null ? "" : "\n  why: " + h.reason());
        }
        return ExitStatus.OK;
    }

    /** What both sub-commands ask Prometheus with: the server, the step and which agents' series. */
    private static final class Query {
        String url;
        long stepMs = 15_000;
        String selector = "";
        Pattern hosts;
        String token;
        long timeoutMs = 60_000;
        int maxHosts = HistoryImport.DEFAULT_MAX_HOSTS;

        /** Reads the option or URL at {@code i}; returns the index of its last word. */
        int take(List<String> args, int i) throws UsageException {
            String a = args.get(i);
            switch (a) {
                case "--step" -> stepMs = Durations.parseMs(UsageException.valueOf(args, ++i, a));
                case "--selector" -> selector = UsageException.valueOf(args, ++i, a);
                case "--hosts" -> {
                    try {
                        hosts = Pattern.compile(UsageException.valueOf(args, ++i, a));
                    } catch (PatternSyntaxException e) {
                        throw new UsageException("--hosts is not a regular expression: " + e.getDescription());
                    }
                }
                case "--token-file" -> token = readToken(Path.of(UsageException.valueOf(args, ++i, a)));
                case "--timeout" -> {
                    timeoutMs = Durations.parseMs(UsageException.valueOf(args, ++i, a));
                    if (timeoutMs <= 0 || timeoutMs > 86_400_000) {
                        throw new UsageException("--timeout must be more than 0 and at most 1d");
                    }
                }
                case "--max-hosts" -> {
                    String v = UsageException.valueOf(args, ++i, a);
                    try {
                        maxHosts = Integer.parseInt(v);
                    } catch (NumberFormatException e) {
                        maxHosts = -1;
                    }
                    if (maxHosts < 1) {
                        throw new UsageException("--max-hosts takes a number of at least 1, not " + v);
                    }
                }
                default -> {
                    if (a.startsWith("-") || url != null) {
                        throw new UsageException("unknown argument " + a);
                    }
                    url = a;
                }
            }
            return i;
        }
    }

    private static URI base(String url) throws UsageException {
        if (url == null) {
            throw new UsageException("needs the Prometheus URL, e.g. http://prometheus:9090");
        }
        URI base;
        try {
            base = URI.create(url);
        } catch (IllegalArgumentException e) {
            throw new UsageException("bad URL " + url + ": " + e.getMessage());
        }
        if (!"http".equals(base.getScheme()) && !"https".equals(base.getScheme())) {
            throw new UsageException("the URL must start with http:// or https://: " + url);
        }
        return base;
    }

    private static String readToken(Path file) throws UsageException {
        try {
            return Files.readAllLines(file).stream().findFirst().orElse("").strip();
        } catch (IOException e) {
            throw new UsageException("cannot read the token file " + file + ": " + e.getMessage());
        }
    }

    private static Instant time(String text, Instant now) throws UsageException {
        try {
            return WindowTime.parse(text, now);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }
}
