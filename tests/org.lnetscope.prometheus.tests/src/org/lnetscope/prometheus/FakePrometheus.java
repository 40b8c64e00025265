package org.lnetscope.prometheus;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/** An HTTP server on loopback answering like (or unlike) Prometheus' query API, as a test tells it. */
final class FakePrometheus implements AutoCloseable {

    record Answer(int status, String body) {
    }

    interface Handler {
        Answer answer(String path, Map<String, String> params) throws Exception;
    }

    private final HttpServer server;
    volatile int requests;

    FakePrometheus(Handler handler) throws IOException {
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        server.createContext("/", exchange -> {
            requests++;
            try (exchange) {
                Answer a = handler.answer(exchange.getRequestURI().getPath(), params(exchange));
                if (a == null) {
                    return; // hang up without an answer
                }
                byte[] body = a.body().getBytes(StandardCharsets.UTF_8);
                exchange.sendResponseHeaders(a.status(), body.length);
                try (OutputStream out = exchange.getResponseBody()) {
                    out.write(body);
                }
            } catch (Exception e) {
                exchange.sendResponseHeaders(500, -1);
            }
        });
        server.start();
    }

    URI uri() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/");
    }

    private static Map<String, String> params(HttpExchange exchange) {
        Map<String, String> params = new LinkedHashMap<>();
        String q = exchange.getRequestURI().getRawQuery();
        if (q != null) {
            for (String pair : q.split("&")) {
                int eq = pair.indexOf('=');
                params.put(URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8),
                        URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
            }
        }
        return params;
    }

    static Answer success(String data) {
        return new Answer(200, "{\"status\":\"success\",\"data\":" + data + "}");
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
