package org.lnetscope.prometheus;

import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.lnetscope.protocol.Json;

/**
 * The two calls of Prometheus' HTTP query API that history needs: the values of a label
 * ({@code /api/v1/label/NAME/values}) and a range query ({@code /api/v1/query_range}). Every
 * failure is a {@link PrometheusException} that names the server and says what went wrong: not
 * reachable, too slow, an error Prometheus reported, or an answer too large or not its JSON.
 */
public final class PrometheusApi {

    private final URI base;
    private final String token;
    private final HttpClient http;
    private final Duration timeout;
    private final long maxResponseBytes;

    /**
     * @param base the server, e.g. {@code http://prom:9090/} (a path prefix behind a proxy is kept)
     * @param token sent as a Bearer token (null: none)
     * @param maxResponseBytes a larger answer is refused rather than read into memory
     */
    public PrometheusApi(URI base, String token, HttpClient http, Duration timeout, long maxResponseBytes) {
        String b = base.toString();
        this.base = URI.create(b.endsWith("/") ? b : b + "/");
        this.token = token;
        this.http = http;
        this.timeout = timeout;
        this.maxResponseBytes = maxResponseBytes;
    }

    public static PrometheusApi of(URI base, String token) {
        return new PrometheusApi(base, token, HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build(),
                Duration.ofSeconds(60), 512L << 20);
    }

    public URI base() {
        return base;
    }

    /** The values label {@code label} takes on series matching {@code match} in [start, end] (epoch ms). */
    public List<String> labelValues(String label, String match, long startMs, long endMs) throws PrometheusException {
        Object data = get("api/v1/label/" + label + "/values", Map.of("match[]", match, "start", seconds(startMs), "end",
                seconds(endMs)));
        if (!(data instanceof List<?> list)) {
            throw malformed("label values are not a list");
        }
        List<String> values = new ArrayList<>();
        for (Object o : list) {
            values.add(String.valueOf(o));
        }
        return values;
    }

    /**
     * Runs {@code query} at {@code start + k*step} for every k up to {@code end} (epoch ms). Each
     * series' values come back indexed by k, NaN where it had none.
     */
    public List<Series> queryRange(String query, long startMs, long endMs, long stepMs) throws PrometheusException {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("query", query);
        params.put("start", seconds(startMs));
        params.put("end", seconds(endMs));
        params.put("step", seconds(stepMs));
        Object data = get("api/v1/query_range", params);
        if (!(data instanceof Map<?, ?> matrix) || !"matrix".equals(matrix.get("resultType"))
                || !(matrix.get("result") instanceof List<?> result)) {
            throw malformed("a range query did not answer a matrix");
        }
        int steps = (int) ((endMs - startMs) / stepMs) + 1;
        List<Series> series = new ArrayList<>(result.size());
        for (Object item : result) {
            if (!(item instanceof Map<?, ?> s) || !(s.get("metric") instanceof Map<?, ?> metric)
                    || !(s.get("values") instanceof List<?> points)) {
                throw malformed("a series without metric or values");
            }
            Map<String, String> labels = new LinkedHashMap<>();
            metric.forEach((k, v) -> labels.put(String.valueOf(k), String.valueOf(v)));
            double[] values = new double[steps];
            Arrays.fill(values, Double.NaN);
            for (Object p : points) {
                if (!(p instanceof List<?> pair) || pair.size() != 2 || !(pair.get(0) instanceof Number t)
                        || !(pair.get(1) instanceof String v)) {
                    throw malformed("a point that is not [time, \"value\"]");
                }
                long tMs = Math.round(t.doubleValue() * 1000);
                long k = Math.round((double) (tMs - startMs) / stepMs);
                if (k < 0 || k >= steps) {
                    throw malformed("a point at " + t + " outside the range asked for");
                }
                values[(int) k] = parse(v);
            }
            series.add(new Series(labels, values));
        }
        return series;
    }

    private static double parse(String v) throws PrometheusException {
        return switch (v) {
            case "NaN", "+Inf", "-Inf" -> Double.NaN;
            default -> {
                try {
                    yield Double.parseDouble(v);
                } catch (NumberFormatException e) {
                    throw new PrometheusException("not a number in a Prometheus answer: \"" + v + "\"");
                }
            }
        };
    }

    private Object get(String path, Map<String, String> params) throws PrometheusException {
        StringBuilder q = new StringBuilder();
        params.forEach((k, v) -> q.append(q.isEmpty() ? "" : "&").append(URLEncoder.encode(k, StandardCharsets.UTF_8))
                .append('=').append(URLEncoder.encode(v, StandardCharsets.UTF_8)));
        URI uri = base.resolve(path + "?" + q);
        HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(timeout).header("Accept", "application/json");
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        HttpResponse<InputStream> response;
        byte[] body;
        try {
            response = http.send(request.GET().build(), HttpResponse.BodyHandlers.ofInputStream());
            try (InputStream in = response.body()) {
                body = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxResponseBytes + 1));
            }
        } catch (HttpTimeoutException e) {
            throw new PrometheusException("Prometheus at " + base + " did not answer within "
                    + (timeout.toMillis() % 1000 == 0 ? timeout.toSeconds() + " s" : timeout.toMillis() + " ms"), e);
        } catch (ConnectException e) {
            throw new PrometheusException("cannot reach Prometheus at " + base + ": connection refused (is it running, is the URL right?)",
                    e);
        } catch (IOException e) {
            throw new PrometheusException("cannot read from Prometheus at " + base + ": " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new PrometheusException("interrupted while asking Prometheus at " + base, e);
        }
        if (body.length > maxResponseBytes) {
            throw new PrometheusException("Prometheus at " + base + " answered more than " + (maxResponseBytes >> 20)
                    + " MiB for one query; ask for a shorter window or fewer hosts");
        }
        String text = new String(body, StandardCharsets.UTF_8);
        Map<String, Object> json;
        try {
            json = Json.parseObject(text);
        } catch (Json.JsonException e) {
            throw new PrometheusException("Prometheus at " + base + " answered HTTP " + response.statusCode()
                    + " with something that is not its API's JSON (" + e.getMessage() + "): " + excerpt(text));
        }
        if (!"success".equals(json.get("status"))) {
            throw new PrometheusException("Prometheus at " + base + " refused the query (HTTP " + response.statusCode() + ", "
                    + json.get("errorType") + "): " + json.get("error"));
        }
        return json.get("data");
    }

    private PrometheusException malformed(String what) {
        return new PrometheusException("Prometheus at " + base + " answered in a form LNet Scope does not know: " + what);
    }

    private static String excerpt(String text) {
        String t = text.strip().replaceAll("\\s+", " ");
        return t.length() > 120 ? t.substring(0, 120) + "..." : t;
    }

    /** Prometheus takes seconds with a fraction; exact for whole milliseconds. */
    static String seconds(long ms) {
        return String.format(Locale.ROOT, "%d.%03d", Math.floorDiv(ms, 1000), Math.floorMod(ms, 1000));
    }
}
