package org.lnetscope.prometheus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.lnetscope.agent.Agent;
import org.lnetscope.agent.AgentOptions;
import org.lnetscope.agent.demo.SeedDrift;

/**
 * What a Prometheus scraping two real agents once a minute would store over the seed's drift, in
 * minutes of a simulated clock: rtr1 drifting like the seed (SeedDrift: compute 10.1.0.17@o2ib1
 * stops answering at t=0, MemAvailable falls 100 MB a minute from 42 GB, OOM at 7 h), rtr2 healthy.
 * Each minute both agents sample and their /metrics are fetched over HTTP and parsed, so the rules,
 * the dashboard and the history reader are tested on what the agent really exports, with its
 * --metrics-peers limit.
 */
final class AgentDriftScrapes {

    private static final Pattern SAMPLE = Pattern.compile("([a-zA-Z_:][a-zA-Z0-9_:]*)(\\{.*\\})? (\\S+)");
    private static final Pattern LABEL = Pattern.compile("([a-zA-Z_][a-zA-Z0-9_]*)=\"((?:[^\"\\\\]|\\\\.)*)\",?");

    /** One series: its name and labels, and its value at each minute (NaN: not exported then). */
    record Scraped(String name, Map<String, String> labels, double[] values) {

        /** As a PromQL selector / promtool input series: {@code name{a="b",...}}. */
        String selector() {
            StringBuilder b = new StringBuilder(name).append('{');
            labels.forEach((k, v) -> b.append(b.charAt(b.length() - 1) == '{' ? "" : ",").append(k).append("=\"").append(v).append('"'));
            return b.append('}').toString();
        }
    }

    final int minutes;
    final int metricsPeers;
    /** By selector, in the order first seen. */
    final Map<String, Scraped> series = new LinkedHashMap<>();

    /** Scrapes minutes 0..minutes of the drift. */
    AgentDriftScrapes(int minutes, int metricsPeers) throws Exception {
        this.minutes = minutes;
        this.metricsPeers = metricsPeers;
        AtomicLong clock = new AtomicLong();
        HttpClient http = HttpClient.newHttpClient();
        try (Agent rtr1 = agent("rtr1", new SeedDrift(clock::get, 0, true), clock);
                Agent rtr2 = agent("rtr2", new SeedDrift(clock::get, 0, false), clock)) {
            for (int m = 0; m <= minutes; m++) {
                clock.set(m * 60_000L);
                for (Agent a : List.of(rtr1, rtr2)) {
                    a.sampler().sample();
                    String text = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + a.address().getPort() + "/metrics"))
                            .build(), HttpResponse.BodyHandlers.ofString()).body();
                    parse(text, m);
                }
            }
        }
    }

    private Agent agent(String host, SeedDrift drift, AtomicLong clock) throws Exception {
        // a period of an hour: only the test's sample() calls sample, at the simulated minutes
        return new Agent(AgentOptions.parse(List.of("--port", "0", "--host", host, "--period", "60m", "--metrics-peers",
                Integer.toString(metricsPeers)), Map.of()), drift, clock::get);
    }

    private void parse(String text, int minute) {
        for (String line : text.split("\n")) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            Matcher m = SAMPLE.matcher(line);
            assertTrue(m.matches(), line);
            if (m.group(1).startsWith("lnetscope_agent_")) {
                continue; // the agent's own health (samples, read time): not what these tests are about
            }
            Map<String, String> labels = new TreeMap<>();
            if (m.group(2) != null) {
                Matcher l = LABEL.matcher(m.group(2).substring(1, m.group(2).length() - 1));
                while (l.find()) {
                    labels.put(l.group(1), l.group(2));
                }
            }
            Scraped key = new Scraped(m.group(1), labels, null);
            Scraped s = series.computeIfAbsent(key.selector(), k -> new Scraped(m.group(1), labels, nan(minutes + 1)));
            s.values()[minute] = Double.parseDouble(m.group(3));
        }
    }

    private static double[] nan(int n) {
        double[] v = new double[n];
        Arrays.fill(v, Double.NaN);
        return v;
    }

    /** The series whose name is {@code name}. */
    List<Scraped> named(String name) {
        List<Scraped> out = new ArrayList<>();
        series.values().forEach(s -> {
            if (s.name().equals(name)) {
                out.add(s);
            }
        });
        return out;
    }

    /** promtool's input_series, one a minute: a value, or "_" where the series was not exported. */
    String promtoolInputSeries() {
        StringBuilder b = new StringBuilder();
        for (Scraped s : series.values()) {
            b.append("      - series: '").append(s.selector()).append("'\n        values: '");
            for (int i = 0; i < s.values().length; i++) {
                b.append(i == 0 ? "" : " ").append(Double.isNaN(s.values()[i]) ? "_" : format(s.values()[i]));
            }
            b.append("'\n");
        }
        return b.toString();
    }

    /** OpenMetrics text with timestamps, minute m at {@code t0Seconds + 60 m}, for promtool tsdb create-blocks-from. */
    String openMetrics(long t0Seconds) {
        StringBuilder b = new StringBuilder();
        Map<String, List<Scraped>> byName = new LinkedHashMap<>();
        series.values().forEach(s -> byName.computeIfAbsent(s.name(), n -> new ArrayList<>()).add(s));
        // no TYPE lines: every family "unknown", stored as it is scraped (gauge or counter alike)
        byName.forEach((name, list) -> {
            for (Scraped s : list) {
                for (int i = 0; i < s.values().length; i++) {
                    if (!Double.isNaN(s.values()[i])) {
                        b.append(s.selector()).append(' ').append(format(s.values()[i])).append(' ').append(t0Seconds + 60L * i)
                                .append('\n');
                    }
                }
            }
        });
        return b.append("# EOF\n").toString();
    }

    private static String format(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }

    /** Sanity: rtr1 exported at most the limit of peer NIs at every minute. */
    void checkLimit() {
        for (int i = 0; i <= minutes; i++) {
            int at = i;
            long nids = named("lnet_peer_ni_available_tx_credits").stream()
                    .filter(s -> "rtr1".equals(s.labels().get("host")) && !Double.isNaN(s.values()[at])).count();
            assertEquals(metricsPeers, nids, "minute " + i);
        }
    }
}
