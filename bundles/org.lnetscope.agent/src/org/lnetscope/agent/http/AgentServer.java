package org.lnetscope.agent.http;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import javax.net.ssl.SSLContext;

import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpVersion;
import org.eclipse.jetty.io.Connection;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.io.ssl.SslConnection;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.SecureRequestCustomizer;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.SslConnectionFactory;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.IteratingCallback;
import org.eclipse.jetty.util.ssl.SslContextFactory;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.util.thread.Scheduler;
import org.lnetscope.agent.Sampler;
import org.lnetscope.agent.metrics.OomGauge;
import org.lnetscope.protocol.Delta;
import org.lnetscope.protocol.Heartbeat;
import org.lnetscope.protocol.NodeState;
import org.lnetscope.protocol.Protocol;

/**
 * The agent's HTTP side: {@code GET /v1/snapshot}, {@code GET /v1/events} (snapshot then deltas as
 * Server-Sent Events), {@code GET /metrics}. Only GET and HEAD are served: the agent has nothing to
 * change. With a token, every request must carry {@code Authorization: Bearer TOKEN}.
 *
 * <p>Jetty 12 (core, no servlets) since issue 31: the JDK's built-in server had no connection limit
 * that kept fds for the sampler, no TLS handshake timeout (200 half ClientHellos were all open after
 * 91 s: its request timer starts after the handshake, and its close blocked behind it), and wrote a
 * WARNING per HEAD request. Here every connection has: a place among {@link FdBudget#maxConnections()}
 * (more wait in the kernel's accept queue, using no fd of ours), an idle timeout, and a deadline of
 * {@link #headerTimeoutSeconds()} from accept by which a request must have been authorized (TLS
 * handshake and headers included), so an unauthenticated client holds nothing longer than that.
 *
 * <p>Memory: snapshot bytes are made once per sample and shared ({@link Sampler#snapshotBytes()});
 * at most {@link #MAX_SNAPSHOT_REPLIES} replies are written at once (503 with Retry-After beyond);
 * an event stream's first frame counts against its client buffer.
 */
public final class AgentServer implements AutoCloseable {

    /**
     * Settings of the HTTP side.
     *
     * @param metricsPeers peer NIs with series of their own in /metrics (PrometheusText, PeerSelection)
     * @param fds the connection cap from RLIMIT_NOFILE
     */
    public record Config(InetSocketAddress bind, String token, SSLContext tls, int maxClients, long clientBudgetBytes,
            int metricsPeers, FdBudget fds) {

        public Config(InetSocketAddress bind, String token, SSLContext tls, int maxClients, long clientBudgetBytes) {
            this(bind, token, tls, maxClients, clientBudgetBytes, PrometheusText.DEFAULT_PEER_LIMIT);
        }

        public Config(InetSocketAddress bind, String token, SSLContext tls, int maxClients, long clientBudgetBytes,
                int metricsPeers) {
            this(bind, token, tls, maxClients, clientBudgetBytes, metricsPeers, FdBudget.measure());
        }
    }

    /** Seconds from accept to an authorized request (TLS handshake and headers): slowloris protection. */
    public static final long HEADER_TIMEOUT_SECONDS = 10;
    /** A keep-alive connection with nothing to do is closed after this. */
    public static final long IDLE_TIMEOUT_SECONDS = 30;
    /** /v1/snapshot and /metrics replies written at once; more get 503 with Retry-After. */
    public static final int MAX_SNAPSHOT_REPLIES = 2;
    public static final int MAX_METRICS_REPLIES = 2;

    static final Set<String> SUPPORTED_PROTOCOLS = Set.of("HTTP/1.1", "HTTP/1.0");

    private final Sampler sampler;
    private final Config config;
    private final Server server;
    private final ServerConnector connector;
    private final ClientHub hub = new ClientHub();
    private final byte[] token;
    private final OomGauge oom;
    private final Consumer<Throwable> fatal;
    private final long headerTimeoutMs;
    private final Semaphore snapshotReplies = new Semaphore(MAX_SNAPSHOT_REPLIES);
    private final Semaphore metricsReplies = new Semaphore(MAX_METRICS_REPLIES);
    /** Network connections (by remote address) that have had an authorized request. */
    private final Set<SocketAddress> authorized = ConcurrentHashMap.newKeySet();

    public AgentServer(Sampler sampler, Config config) throws IOException {
        this(sampler, config, e -> {
            // tests run agents in their own JVM: the error is at least said; AgentMain exits on it
            System.err.println("lnetscope-agent: fatal: " + e);
        });
    }

    /** @param fatal told of any Error in a request's thread (once it is logged there, the agent exits) */
    public AgentServer(Sampler sampler, Config config, Consumer<Throwable> fatal) throws IOException {
        this.sampler = sampler;
        this.config = config;
        this.fatal = fatal;
        this.headerTimeoutMs = TimeUnit.SECONDS.toMillis(headerTimeoutSeconds());
        this.token = config.token() == null ? null : config.token().getBytes(StandardCharsets.UTF_8);
        // platform threads, bounded: one per event stream, plus the snapshot and metrics replies,
        // the acceptor and the selector. A request beyond them waits in Jetty's queue.
        QueuedThreadPool pool = new QueuedThreadPool(config.maxClients() + MAX_SNAPSHOT_REPLIES + MAX_METRICS_REPLIES + 32, 4);
        pool.setName("lnetscope-agent http");
        pool.setDaemon(true);
        server = new Server(pool);
        HttpConfiguration http = new HttpConfiguration();
        http.setSendServerVersion(false);
        http.setSendXPoweredBy(false);
        http.setRequestHeaderSize(8192);
        HttpConnectionFactory h1 = new HttpConnectionFactory(http);
        if (config.tls() != null) {
            SslContextFactory.Server ssl = new SslContextFactory.Server();
            ssl.setSslContext(config.tls());
            // clients name the node by whatever address they reach it at: no SNI host check
            http.addCustomizer(new SecureRequestCustomizer(false));
            connector = new ServerConnector(server, 1, 1, new SslConnectionFactory(ssl, "http/1.1"), h1);
        } else {
            connector = new ServerConnector(server, 1, 1, h1);
        }
        connector.setHost(config.bind().getAddress().getHostAddress());
        connector.setPort(config.bind().getPort());
        connector.setIdleTimeout(TimeUnit.SECONDS.toMillis(IDLE_TIMEOUT_SECONDS));
        connector.setAcceptQueueSize(64);
        connector.addBean(new HeaderDeadline());
        server.addConnector(connector);
        server.addBean(new NetworkConnectionLimit(config.fds().maxConnections(), connector));
        server.setHandler(new Handler.Abstract() {
            @Override
            public boolean handle(Request request, Response response, Callback callback) {
                try {
                    AgentServer.this.handle(request, response, callback);
                } catch (Error e) {
                    callback.failed(e);
                    fatal.accept(e);
                } catch (Exception e) {
                    callback.failed(e);
                }
                return true;
            }
        });
        server.setStopTimeout(1000);
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

    /** 10 s; a test lowers it with the system property lnetscope.agent.headerTimeoutSeconds. */
    static long headerTimeoutSeconds() {
        return Long.getLong("lnetscope.agent.headerTimeoutSeconds", HEADER_TIMEOUT_SECONDS);
    }

    public void start() throws IOException {
        try {
            server.start();
        } catch (IOException e) {
            throw e;
        } catch (Exception e) {
            throw new IOException("cannot start the HTTP server: " + e.getMessage(), e);
        }
    }

    /** The bound address (port 0 in the config gives a free port). */
    public InetSocketAddress address() {
        return new InetSocketAddress(config.bind().getAddress(), connector.getLocalPort());
    }

    public FdBudget fds() {
        return config.fds();
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
        try {
            server.stop();
        } catch (Exception e) {
            // stopping anyway
        }
    }

    /**
     * Closes a connection that has had no authorized request {@link #headerTimeoutSeconds()} after it
     * was accepted, whatever it is doing: a TLS handshake sent a byte at a time, headers that never
     * end, a client that got 401 and stays.
     */
    private final class HeaderDeadline implements Connection.Listener {
        @Override
        public void onOpened(Connection connection) {
            EndPoint network = connection.getEndPoint();
            // over TLS the network connection is the SslConnection (the HTTP one is inside it)
            if (connection instanceof SslConnection || config.tls() == null) {
                SocketAddress remote = network.getRemoteSocketAddress();
                Scheduler scheduler = connector.getScheduler();
                scheduler.schedule(() -> {
                    if (network.isOpen() && (remote == null || !authorized.contains(remote))) {
                        network.close(new IOException("no authorized request within " + headerTimeoutMs + " ms"));
                    }
                }, headerTimeoutMs, TimeUnit.MILLISECONDS);
            }
        }

        @Override
        public void onClosed(Connection connection) {
            SocketAddress remote = connection.getEndPoint().getRemoteSocketAddress();
            if (remote != null && (connection instanceof SslConnection || config.tls() == null)) {
                authorized.remove(remote);
            }
        }
    }

    private void handle(Request request, Response response, Callback callback) throws IOException {
        if (!authorized(request)) {
            response.getHeaders().put(HttpHeader.WWW_AUTHENTICATE, "Bearer realm=\"lnetscope-agent\"");
            text(request, response, callback, 401, "a token is required: Authorization: Bearer TOKEN\n");
            return;
        }
        SocketAddress remote = request.getConnectionMetaData().getRemoteSocketAddress();
        if (remote != null) {
            authorized.add(remote);
        }
        HttpVersion version = request.getConnectionMetaData().getHttpVersion();
        if (!SUPPORTED_PROTOCOLS.contains(version.asString())) {
            // RFC 9110 section 15.6.6: the major version is not supported
            text(request, response, callback, 505, "HTTP/1.1 only, not " + version.asString() + "\n");
            return;
        }
        String method = request.getMethod();
        if (!method.equals("GET") && !method.equals("HEAD")) {
            response.getHeaders().put(HttpHeader.ALLOW, "GET, HEAD");
            text(request, response, callback, 405, "the agent is read-only\n");
            return;
        }
        switch (Request.getPathInContext(request)) {
            case Protocol.PATH_SNAPSHOT -> snapshot(request, response, callback);
            case Protocol.PATH_EVENTS -> events(request, response, callback);
            case Protocol.PATH_METRICS -> metrics(request, response, callback);
            case "/" -> text(request, response, callback, 200, "lnetscope-agent for " + sampler.host() + " ("
                    + sampler.describeSource() + "): " + Protocol.PATH_SNAPSHOT + " " + Protocol.PATH_EVENTS + " "
                    + Protocol.PATH_METRICS + "\n");
            default -> text(request, response, callback, 404, "not found\n");
        }
    }

    private boolean authorized(Request request) {
        if (token == null) {
            return true;
        }
        String header = request.getHeaders().get(HttpHeader.AUTHORIZATION);
        if (header == null || !header.startsWith("Bearer ")) {
            return false;
        }
        return MessageDigest.isEqual(token, header.substring(7).trim().getBytes(StandardCharsets.UTF_8));
    }

    private void snapshot(Request request, Response response, Callback callback) {
        if (!snapshotReplies.tryAcquire()) {
            busy(request, response, callback, "snapshot");
            return;
        }
        Callback release = Callback.from(callback, (Runnable) snapshotReplies::release);
        try {
            Sampler.SnapshotBytes bytes = sampler.snapshotBytes();
            response.setStatus(200);
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "application/json");
            response.getHeaders().put(HttpHeader.CONTENT_LENGTH, bytes.json().length + 1);
            if (request.getMethod().equals("HEAD")) {
                response.write(true, null, release);
                return;
            }
            // the shared array, read-only, never copied per reply, in slices: NIO copies a heap
            // buffer into a temporary direct buffer as large as the write and caches one per thread
            // (1.3 GB RSS with 20 MB writes on ~50 threads)
            byte[] json = bytes.json();
            new IteratingCallback() {
                private int at;

                @Override
                protected Action process() {
                    if (at > json.length) {
                        return Action.SUCCEEDED;
                    }
                    if (at == json.length) {
                        at++;
                        response.write(true, ByteBuffer.wrap(NEWLINE).asReadOnlyBuffer(), this);
                        return Action.SCHEDULED;
                    }
                    int n = Math.min(WRITE_SLICE, json.length - at);
                    ByteBuffer slice = ByteBuffer.wrap(json, at, n).asReadOnlyBuffer();
                    at += n;
                    response.write(false, slice, this);
                    return Action.SCHEDULED;
                }

                @Override
                protected void onCompleteSuccess() {
                    release.succeeded();
                }

                @Override
                protected void onCompleteFailure(Throwable cause) {
                    release.failed(cause);
                }
            }.iterate();
        } catch (RuntimeException | Error e) {
            release.failed(e);
            throw e;
        }
    }

    /**
     * Bytes per write of a large reply (see snapshot()): a delta of a busy node (~150 KB) goes in one
     * write, a 20 MB snapshot in slices; AgentMain caps NIO's cached direct buffers at this size.
     */
    public static final int WRITE_SLICE = 256 * 1024;

    private static final byte[] NEWLINE = {'\n'};

    private void busy(Request request, Response response, Callback callback, String what) {
        long retry = Math.max(1, TimeUnit.MILLISECONDS.toSeconds(sampler.periodMs()));
        response.getHeaders().put(new HttpField(HttpHeader.RETRY_AFTER, Long.toString(retry)));
        text(request, response, callback, 503, "busy: " + what + " replies already being written; retry in " + retry + " s\n");
    }

    private void events(Request request, Response response, Callback callback) throws IOException {
        if (!hub.admit(config.maxClients())) {
            text(request, response, callback, 503, "too many clients (" + config.maxClients() + ")\n");
            return;
        }
        try {
            String refused = stream(request, response);
            if (refused != null) {
                text(request, response, callback, 503, refused + "\n");
            } else {
                callback.succeeded();
            }
        } catch (IOException e) {
            callback.failed(e);
        } finally {
            hub.release();
        }
    }

    /** Serves one event stream until it ends; a reason (nothing written yet) if it is refused. */
    private String stream(Request request, Response response) throws IOException {
        response.setStatus(200);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/event-stream; charset=utf-8");
        response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
        if (request.getMethod().equals("HEAD")) {
            response.getHeaders().put(HttpHeader.CONTENT_LENGTH, 0);
            Content.Sink.write(response, true, null);
            return null;
        }
        EndPoint endPoint = request.getConnectionMetaData().getConnection().getEndPoint();
        // a stream is quiet between periods: its idle timeout is three periods, not the connector's
        endPoint.setIdleTimeout(Math.max(TimeUnit.SECONDS.toMillis(IDLE_TIMEOUT_SECONDS), 3 * sampler.periodMs()));
        OutputStream out = Content.Sink.asOutputStream(response);
        String who = String.valueOf(request.getConnectionMetaData().getRemoteSocketAddress());
        SseClient[] holder = new SseClient[1];
        SseClient client = new SseClient(who, out, config.clientBudgetBytes(), () -> hub.remove(holder[0]),
                () -> endPoint.close(new IOException("dropped")));
        holder[0] = client;
        // the snapshot's bytes are made outside the sampler's lock; registration is under it, and
        // only if no sample came in between (else again): the first delta queued is seq+1
        for (int attempt = 0; attempt < 5 && !client.isClosed(); attempt++) {
            Sampler.SnapshotBytes bytes = sampler.snapshotBytes();
            boolean registered = sampler.locked(() -> {
                if (!sampler.isCurrent(bytes)) {
                    return false;
                }
                if (client.offerFirst(ClientHub.head(Protocol.EVENT_SNAPSHOT, bytes.seq()), bytes.json(), ClientHub.TAIL)) {
                    hub.add(client);
                }
                return true;
            });
            if (registered) {
                if (client.isClosed()) {
                    return client.closeReason();
                }
                client.run();
                return null;
            }
        }
        return "the node changed faster than its snapshot could be made; try again";
    }

    private void metrics(Request request, Response response, Callback callback) throws IOException {
        if (!metricsReplies.tryAcquire()) {
            busy(request, response, callback, "metrics");
            return;
        }
        try {
            Map<String, Number> self = new LinkedHashMap<>();
            self.put("lnetscope_agent_samples_total", sampler.samples());
            self.put("lnetscope_agent_deltas_total", sampler.seq());
            self.put("lnetscope_agent_incomplete_samples_total", sampler.incompleteSamples());
            self.put("lnetscope_agent_read_seconds", sampler.lastReadSeconds());
            self.put("lnetscope_agent_clients", hub.size());
            self.put("lnetscope_agent_clients_dropped_total", hub.droppedTotal());
            self.put("lnetscope_agent_stale", sampler.stale() ? 1 : 0);
            Double oomSeconds = oom.projectedSeconds();
            if (oomSeconds != null) {
                self.put(PrometheusText.OOM_PROJECTED_SECONDS, oomSeconds);
            }
            // the sampler replaces its state, never changes a published one: it can be written unlocked
            NodeState state = sampler.state();
            response.setStatus(200);
            response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain; version=0.0.4; charset=utf-8");
            if (request.getMethod().equals("HEAD")) {
                Content.Sink.write(response, true, null);
                callback.succeeded();
                return;
            }
            // chunked: written as it is made, never whole in memory
            try (Writer out = new BufferedWriter(new OutputStreamWriter(Content.Sink.asOutputStream(response),
                    StandardCharsets.UTF_8), 1 << 16)) {
                PrometheusText.write(out, sampler.host(), state, self, config.metricsPeers());
                SampleErrorsText.write(out, sampler.host(), sampler.sampleErrors());
            }
            callback.succeeded();
        } catch (IOException e) {
            callback.failed(e);
        } finally {
            metricsReplies.release();
        }
    }

    private static void text(Request request, Response response, Callback callback, int status, String body) {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        response.setStatus(status);
        response.getHeaders().put(HttpHeader.CONTENT_TYPE, "text/plain; charset=utf-8");
        response.getHeaders().put(HttpHeader.CONTENT_LENGTH, bytes.length);
        // HEAD: the same headers, no body (RFC 9110 section 9.3.2)
        response.write(true, request.getMethod().equals("HEAD") ? null : ByteBuffer.wrap(bytes), callback);
    }
}
