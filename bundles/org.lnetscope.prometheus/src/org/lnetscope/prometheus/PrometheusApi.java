package org.lnetscope.prometheus;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Flow;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;

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
    /** A label answer is a list of names: 300,000 hosts are about 6 MB; more is not a label answer. */
    static final long MAX_LABEL_BYTES = 64L << 20;

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
        return of(base, token, Duration.ofSeconds(60));
    }

    /** @param timeout for each request, whole: connection, headers and body */
    public static PrometheusApi of(URI base, String token, Duration timeout) {
        return new PrometheusApi(base, token, HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build(), timeout,
                512L << 20);
    }

    public URI base() {
        return base;
    }

    /** The values label {@code label} takes on series matching {@code match} in [start, end] (epoch ms). */
    public List<String> labelValues(String label, String match, long startMs, long endMs) throws PrometheusException {
        Object data = get("api/v1/label/" + label + "/values", Map.of("match[]", match, "start", seconds(startMs), "end",
                seconds(endMs)), Math.min(maxResponseBytes, MAX_LABEL_BYTES));
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
        Object data = get("api/v1/query_range", params, maxResponseBytes);
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
                    throw new PrometheusException("not a number in a Prometheus answer: \"" + Printable.of(excerpt(v)) + "\"");
                }
            }
        };
    }

    /**
     * One GET, whole within {@link #timeout} (headers and body: a server or proxy that stalls
     * mid-body hung the client forever, issue 31) and at most {@code maxBytes} (more is refused as
     * it arrives, never read into memory).
     */
    private Object get(String path, Map<String, String> params, long maxBytes) throws PrometheusException {
        StringBuilder q = new StringBuilder();
        params.forEach((k, v) -> q.append(q.isEmpty() ? "" : "&").append(URLEncoder.encode(k, StandardCharsets.UTF_8))
                .append('=').append(URLEncoder.encode(v, StandardCharsets.UTF_8)));
        URI uri = base.resolve(path + "?" + q);
        HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(timeout).header("Accept", "application/json");
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        HttpResponse<byte[]> response;
        byte[] body;
        AtomicBoolean headers = new AtomicBoolean();
        CompletableFuture<HttpResponse<byte[]>> pending = http.sendAsync(request.GET().build(), info -> {
            headers.set(true);
            return new BoundedBody(maxBytes);
        });
        try {
            response = pending.get(timeout.toNanos(), TimeUnit.NANOSECONDS);
            body = response.body();
        } catch (TimeoutException e) {
            pending.cancel(true); // closes the exchange: nothing keeps reading
            if (!headers.get()) {
                throw new PrometheusException("Prometheus at " + base + " did not answer within " + seconds(timeout), e);
            }
            throw new PrometheusException("Prometheus at " + base + " did not answer whole within " + seconds(timeout)
                    + " (--timeout; a server or proxy that stalls mid-answer?)", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof TooLarge) {
                throw new PrometheusException("Prometheus at " + base + " answered more than " + mib(maxBytes)
                        + " for one query; ask for a shorter window or fewer hosts");
            }
            if (cause instanceof HttpTimeoutException) {
                throw new PrometheusException("Prometheus at " + base + " did not answer within " + seconds(timeout), cause);
            }
            if (cause instanceof ConnectException) {
                throw new PrometheusException("cannot reach Prometheus at " + base
                        + ": connection refused (is it running, is the URL right?)", cause);
            }
            throw new PrometheusException("cannot read from Prometheus at " + base + ": " + Printable.of(String.valueOf(cause)), cause);
        } catch (InterruptedException e) {
            pending.cancel(true);
            Thread.currentThread().interrupt();
            throw new PrometheusException("interrupted while asking Prometheus at " + base, e);
        }
        String text = new String(body, StandardCharsets.UTF_8);
        Map<String, Object> json;
        try {
            json = Json.parseObject(text);
        } catch (Json.JsonException e) {
            throw new PrometheusException("Prometheus at " + base + " answered HTTP " + response.statusCode()
                    + " with something that is not its API's JSON (" + Printable.of(e.getMessage()) + "): "
                    + Printable.of(excerpt(text)));
        }
        if (!"success".equals(json.get("status"))) {
            throw new PrometheusException("Prometheus at " + base + " refused the query (HTTP " + response.statusCode() + ", "
                    + Printable.of(excerpt(String.valueOf(json.get("errorType")))) + "): "
                    + Printable.of(excerpt(String.valueOf(json.get("error")))));
        }
        return json.get("data");
    }

    private PrometheusException malformed(String what) {
        return new PrometheusException("Prometheus at " + base + " answered in a form LNet Scope does not know: " + what);
    }

    private static String excerpt(String text) {
        String t = text.length() > 4096 ? text.substring(0, 4096) : text;
        t = t.strip().replaceAll("[ \\t\\r\\n]+", " ");
        return t.length() > 120 ? t.substring(0, 120) + "..." : t;
    }

    private static String seconds(Duration d) {
        return d.toMillis() % 1000 == 0 ? d.toSeconds() + " s" : d.toMillis() + " ms";
    }

    private static String mib(long bytes) {
        return bytes >= 1 << 20 ? (bytes >> 20) + " MiB" : bytes + " bytes";
    }

    /** The answer is larger than its bound. */
    private static final class TooLarge extends IOException {
        private static final long serialVersionUID = 1L;
    }

    /** Collects a body up to {@code max} bytes; past it, cancels the exchange and fails with {@link TooLarge}. */
    private static final class BoundedBody implements HttpResponse.BodySubscriber<byte[]> {
        private final long max;
        private final CompletableFuture<byte[]> result = new CompletableFuture<>();
        private final List<ByteBuffer> parts = new ArrayList<>();
        private long size;
        private Flow.Subscription subscription;

        BoundedBody(long max) {
            this.max = max;
        }

        @Override
        public CompletionStage<byte[]> getBody() {
            return result;
        }

        @Override
        public void onSubscribe(Flow.Subscription s) {
            subscription = s;
            s.request(Long.MAX_VALUE);
        }

        @Override
        public void onNext(List<ByteBuffer> items) {
            if (result.isDone()) {
                return;
            }
            for (ByteBuffer b : items) {
                size += b.remaining();
                if (size > max) {
                    parts.clear();
                    subscription.cancel();
                    result.completeExceptionally(new TooLarge());
                    return;
                }
                parts.add(b);
            }
        }

        @Override
        public void onError(Throwable t) {
            parts.clear();
            result.completeExceptionally(t);
        }

        @Override
        public void onComplete() {
            byte[] all = new byte[(int) size];
            int at = 0;
            for (ByteBuffer b : parts) {
                int n = b.remaining();
                b.get(all, at, n);
                at += n;
            }
            parts.clear();
            result.complete(all);
        }
    }

    /** Prometheus takes seconds with a fraction; exact for whole milliseconds. */
    static String seconds(long ms) {
        return String.format(Locale.ROOT, "%d.%03d", Math.floorDiv(ms, 1000), Math.floorMod(ms, 1000));
    }
}
