package org.lnetscope.agent.http;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import javax.net.ssl.SSLContext;

import org.lnetscope.agent.Sampler;
import org.lnetscope.agent.metrics.OomGauge;
import org.lnetscope.protocol.Delta;
import org.lnetscope.protocol.Heartbeat;
import org.lnetscope.protocol.NodeState;
import org.lnetscope.protocol.Protocol;
import org.lnetscope.protocol.Snapshot;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import com.sun.net.httpserver.HttpsConfigurator;
import com.sun.net.httpserver.HttpsServer;

/**
 * The agent's HTTP side (JDK server, one virtual thread per exchange): {@code GET /v1/snapshot},
 * {@code GET /v1/events} (snapshot then deltas as Server-Sent Events), {@code GET /metrics}.
 * Only GET and HEAD are served: the agent has nothing to change. With a token, every request must
 * carry {@code Authorization: Bearer TOKEN}.
 */
public final class AgentServer implements AutoCloseable {

    /** Settings of the HTTP side. */
    /** @param metricsPeers peer NIs with series of their own in /metrics (PrometheusText, PeerSelection) */
    public record Config(InetSocketAddress bind, String token, SSLContext tls, int maxClients, long clientBudgetBytes,
            int metricsPeers) {
        public Config(InetSocketAddress bind, String token, SSLContext tls, int maxClients, long clientBudgetBytes) {
            this(bind, token, tls, maxClients, clientBudgetBytes, PrometheusText.DEFAULT_PEER_LIMIT);
        }
    }

    /** Seconds a client may take to send its request line and headers (slowloris protection). */
    public static final long HEADER_TIMEOUT_SECONDS = 10;

    static final Set<String> SUPPORTED_PROTOCOLS = Set.of("HTTP/1.1", "HTTP/1.0");

    static {
        // The JDK server waits forever for a request's headers unless sun.net.httpserver.maxReqTime
        // is set (ServerConfig, read once when the first server is created): 300 connections that
        // each sent half a header stayed open past 90 s. The timer covers reading the request only
        // (a GET with no body is complete once its headers are in), so event streams are not cut.
        if (System.getProperty("sun.net.httpserver.maxReqTime") == null) {
            System.setProperty("sun.net.httpserver.maxReqTime", Long.toString(HEADER_TIMEOUT_SECONDS));
        }
    }

    private final Sampler sampler;
    private final Config config;
    private final HttpServer server;
    private final ClientHub hub = new ClientHub();
    private final ExecutorService executor = Executors.newVirtualThreadPerTaskExecutor();
    private final byte[] token;
    private final OomGauge oom;

    public AgentServer(Sampler sampler, Config config) throws IOException {
        this.sampler = sampler;
        this.config = config;
        this.token = config.token() == null ? null : config.token().getBytes(StandardCharsets.UTF_8);
        if (config.tls() != null) {
            HttpsServer https = HttpsServer.create(config.bind(), 64);
            https.setHttpsConfigurator(new HttpsConfigurator(config.tls()));
            server = https;
        } else {
            server = HttpServer.create(config.bind(), 64);
        }
        server.setExecutor(executor);
        server.createContext("/", this::handle);
        oom = new OomGauge(sampler::state);
        sampler.addListener(oom);
        sampler.addListener(new Sampler.Listener() {
            @Override
            public void delta(Delta delta) {
                // written only when a stream is open: the first delta of a 100,000-peer router is
                // every object, tens of MB of JSON that no one would read (issue 21, PeerTableBenchmark).
                // Registration is under the sampler's lock too, so no stream can come in between.
                if (hub.size() > 0) {
                    hub.publish(Protocol.EVENT_DELTA, delta.seq(), delta.toJson());
                }
            }

            @Override
            public void heartbeat(Heartbeat beat) {
                hub.publish(Protocol.EVENT_HEARTBEAT, beat.seq(), beat.toJson());
            }
        });
    }

    public void start() {
        server.start();
    }

    /** The bound address (port 0 in the config gives a free port). */
    public InetSocketAddress address() {
        return server.getAddress();
    }

    public int clients() {
        return hub.size();
    }

    public long droppedClients() {
        return hub.droppedTotal();
    }

    @Override
    public void close() {
        hub.closeAll();
        server.stop(0);
        executor.shutdownNow();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            if (!authorized(exchange)) {
                exchange.getResponseHeaders().add("WWW-Authenticate", "Bearer realm=\"lnetscope-agent\"");
                text(exchange, 401, "a token is required: Authorization: Bearer TOKEN\n");
                return;
            }
            if (!SUPPORTED_PROTOCOLS.contains(exchange.getProtocol())) {
                // RFC 9110 section 15.6.6: the major version is not supported
                text(exchange, 505, "HTTP/1.1 only, not " + exchange.getProtocol() + "\n");
                return;
            }
            String method = exchange.getRequestMethod();
            if (!method.equals("GET") && !method.equals("HEAD")) {
                exchange.getResponseHeaders().add("Allow", "GET, HEAD");
                text(exchange, 405, "the agent is read-only\n");
                return;
            }
            switch (exchange.getRequestURI().getPath()) {
                case Protocol.PATH_SNAPSHOT -> json(exchange, sampler.snapshot().toJson());
                case Protocol.PATH_EVENTS -> events(exchange);
                case Protocol.PATH_METRICS -> metrics(exchange);
                case "/" -> text(exchange, 200, "lnetscope-agent for " + sampler.host() + " (" + sampler.describeSource()
                        + "): " + Protocol.PATH_SNAPSHOT + " " + Protocol.PATH_EVENTS + " " + Protocol.PATH_METRICS + "\n");
                default -> text(exchange, 404, "not found\n");
            }
        }
    }

    private boolean authorized(HttpExchange exchange) {
        if (token == null) {
            return true;
        }
        String header = exchange.getRequestHeaders().getFirst("Authorization");
        if (header == null || !header.startsWith("Bearer ")) {
            return false;
        }
        return MessageDigest.isEqual(token, header.substring(7).trim().getBytes(StandardCharsets.UTF_8));
    }

    private void events(HttpExchange exchange) throws IOException {
        if (!hub.admit(config.maxClients())) {
            text(exchange, 503, "too many clients (" + config.maxClients() + ")\n");
            return;
        }
        try {
            stream(exchange);
        } finally {
            hub.release();
        }
    }

    private void stream(HttpExchange exchange) throws IOException {
        exchange.getResponseHeaders().add("Content-Type", "text/event-stream; charset=utf-8");
        exchange.getResponseHeaders().add("Cache-Control", "no-cache");
        exchange.sendResponseHeaders(200, 0);
        OutputStream out = exchange.getResponseBody();
        String who = String.valueOf(exchange.getRemoteAddress());
        SseClient[] holder = new SseClient[1];
        SseClient client = new SseClient(who, out, config.clientBudgetBytes(), () -> hub.remove(holder[0]));
        holder[0] = client;
        // snapshot and registration under the sampler's lock: the first delta queued is seq+1
        sampler.locked(() -> {
            Snapshot snapshot = sampler.snapshot();
            client.offer(ClientHub.frame(Protocol.EVENT_SNAPSHOT, snapshot.seq(), snapshot.toJson()));
            hub.add(client);
            return null;
        });
        client.run();
    }

    private void metrics(HttpExchange exchange) throws IOException {
        Map<String, Number> self = new LinkedHashMap<>();
        self.put("lnetscope_agent_samples_total", sampler.samples());
        self.put("lnetscope_agent_deltas_total", sampler.seq());
        self.put("lnetscope_agent_incomplete_samples_total", sampler.incompleteSamples());
        self.put("lnetscope_agent_read_seconds", sampler.lastReadSeconds());
        self.put("lnetscope_agent_clients", hub.size());
        self.put("lnetscope_agent_clients_dropped_total", hub.droppedTotal());
        Double oomSeconds = oom.projectedSeconds();
        if (oomSeconds != null) {
            self.put(PrometheusText.OOM_PROJECTED_SECONDS, oomSeconds);
        }
        // the sampler replaces its state, never changes a published one: it can be written unlocked
        NodeState state = sampler.state();
        exchange.getResponseHeaders().add("Content-Type", "text/plain; version=0.0.4; charset=utf-8");
        if (exchange.getRequestMethod().equals("HEAD")) {
            exchange.sendResponseHeaders(200, -1);
            return;
        }
        exchange.sendResponseHeaders(200, 0); // chunked: written as it is made, never whole in memory
        try (Writer out = new BufferedWriter(new OutputStreamWriter(exchange.getResponseBody(), StandardCharsets.UTF_8),
                1 << 16)) {
            PrometheusText.write(out, sampler.host(), state, self, config.metricsPeers());
        }
    }

    private static void json(HttpExchange exchange, String body) throws IOException {
        exchange.getResponseHeaders().add("Content-Type", "application/json");
        send(exchange, 200, (body + "\n").getBytes(StandardCharsets.UTF_8));
    }

    private static void text(HttpExchange exchange, int status, String body) throws IOException {
        exchange.getResponseHeaders().add("Content-Type", "text/plain; charset=utf-8");
        send(exchange, status, body.getBytes(StandardCharsets.UTF_8));
    }

    private static void send(HttpExchange exchange, int status, byte[] body) throws IOException {
        boolean head = exchange.getRequestMethod().equals("HEAD");
        exchange.sendResponseHeaders(status, head ? -1 : body.length);
        if (!head) {
            exchange.getResponseBody().write(body);
        }
    }
}
