package org.lnetscope.live;

import java.io.IOException;
import java.io.InputStream;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.channels.UnresolvedAddressException;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

import org.lnetscope.model.resource.ControlChars;
import org.lnetscope.model.resource.PlainWords;
import org.lnetscope.protocol.Delta;
import org.lnetscope.protocol.Heartbeat;
import org.lnetscope.protocol.Protocol;
import org.lnetscope.protocol.ProtocolException;
import org.lnetscope.protocol.Snapshot;
import org.lnetscope.protocol.SseReader;

/**
 * One agent's event stream, on its own virtual thread: connect, read the snapshot, then deltas,
 * checking that each delta's seq follows the last. Anything wrong (connection refused or lost,
 * garbage, a line over the limit, a seq gap, silence for 3 periods) marks the stream stale and
 * reconnects after a backoff that doubles from 0.5 s to 30 s (with jitter, so that 100 recorders
 * do not reconnect in step); a good snapshot resets it. The new snapshot replaces the node's state.
 */
public final class AgentStream {

    /** What a stream tells its owner, from its own thread. */
    public interface Sink {
        void snapshot(AgentStream stream, Snapshot snapshot) throws InterruptedException;

        void delta(AgentStream stream, Delta delta) throws InterruptedException;

        void status(AgentStream stream, StreamStatus status, String detail);
    }

    static final long MIN_BACKOFF_MS = 500;
    static final long MAX_BACKOFF_MS = 30_000;

    private final AgentAddress address;
    private final String token;
    private final HttpClient http;
    private final int maxLineBytes;
    private final Sink sink;
    private final AtomicLong deltas = new AtomicLong();
    private final AtomicLong reconnects = new AtomicLong();
    private final AtomicLong lastHeard = new AtomicLong();
    private final AtomicLong firstSeq = new AtomicLong(-1);
    private final AtomicLong lastSeq = new AtomicLong(-1);
    private volatile StreamStatus status = StreamStatus.CONNECTING;
    private volatile String detail = "";
    /** Why the stream is stale, in one or two words ("connection refused"); null while it is not. */
    private volatile String cause;
    /** The longer words of the last time the stream went stale (kept after close); null if it never did. */
    private volatile String lastStale;
    /** When the stream was last heard (or, never heard, when it first tried): what "no answer since" names. */
    private final AtomicLong since = new AtomicLong();
    private volatile long periodMs = 1000;
    private volatile String host;
    private volatile InputStream body;
    private volatile boolean closed;
    private Thread thread;

    public AgentStream(AgentAddress address, String token, HttpClient http, int maxLineBytes, Sink sink) {
        this.address = address;
        this.token = token;
        this.http = http;
        this.maxLineBytes = maxLineBytes;
        this.sink = sink;
    }

    public synchronized void start() {
        thread = Thread.ofVirtual().name("agent " + address).start(this::run);
    }

    public void close() {
        closed = true;
        setStatus(StreamStatus.CLOSED, "closed");
        closeBody();
        Thread t;
        synchronized (this) {
            t = thread;
        }
        if (t != null) {
            t.interrupt();
        }
    }

    public AgentAddress address() {
        return address;
    }

    /** The node's name as its agent reports it (null before the first snapshot). */
    public String host() {
        return host;
    }

    public StreamStatus status() {
        return status;
    }

    public String detail() {
        return detail;
    }

    /**
     * Why the stream was last stale, or else its status's words: what a command that closed it
     * reports, since closing replaces the status's words with "closed".
     */
    public String lastTrouble() {
        String s = lastStale;
        return s != null ? s : detail;
    }

    /**
     * What a stale agent's node says in the Fabric and in the views' headers, the same words in
     * both: "no answer since 14:02:11 (connection refused)", "... (unknown host)", "... (timed out)".
     * The node's values are the last ones received, not LNet going down: a stopped agent tells
     * nothing about LNet on its node. Null when the stream is not stale.
     */
    public String staleText() {
        String c = cause;
        if (status != StreamStatus.STALE || c == null) {
            return null;
        }
        long t = since.get();
        String when = t == 0 ? "" : " since " + CLOCK.format(Instant.ofEpochMilli(t));
        // partial reads come with heartbeats, so the stream is heard: no "since" to name; out of
        // memory is this process's failing, not the agent's silence
        if (c.startsWith("partial reads")) {
            return "the agent's " + c;
        }
        return (c.equals(OUT_OF_MEMORY) ? "not read" : "no answer") + when + " (" + c + ")";
    }

    private static final DateTimeFormatter CLOCK = DateTimeFormatter.ofPattern("HH:mm:ss").withZone(ZoneId.systemDefault());

    /** The short cause of {@link #staleText} for a failure: the words of {@link #why}, shortened. */
    static String shortCause(Exception e) {
        String why = why(e);
        if (why.startsWith("unknown host")) {
            return "unknown host";
        }
        if (why.equals("connection refused")) {
            return "connection refused";
        }
        if (why.equals("no answer in time")) {
            return "timed out";
        }
        if (e instanceof java.io.EOFException || e.getMessage() == null) {
            return "connection closed";
        }
        if (e.getMessage().startsWith("HTTP ")) {
            return e.getMessage();
        }
        return e instanceof ProtocolException ? "stream broken: " + why : why;
    }

    /**
     * Why an agent is stale, in words a user acts on: not "ConnectException" (the JDK's HttpClient
     * often gives no message, only the class).
     */
    static String plainReason(Exception e, AgentAddress address) {
        // why() tells an unknown host from a refused connection through the whole cause chain (issue 30)
        String why = why(e);
        if (why.startsWith("unknown host")) {
            return "unknown host in " + address;
        }
        if (why.equals("connection refused")) {
            return "cannot connect to " + address + ": no lnetscope-agent answers there (stopped, another port, or a firewall)";
        }
        if (why.equals("no answer in time")) {
            return "no answer from " + address + " in time (the node or its network is slow or down)";
        }
        if (e instanceof java.io.EOFException || e.getMessage() == null) {
            return "the connection to " + address + " ended (agent stopped or restarted)";
        }
        return why;
    }

    public long deltasReceived() {
        return deltas.get();
    }

    /** The seq of the first snapshot received (-1 before): with {@link #lastSeq} it tells what should have arrived. */
    public long firstSnapshotSeq() {
        return firstSeq.get();
    }

    /** The seq of the last delta (or snapshot) received. */
    public long lastSeq() {
        return lastSeq.get();
    }

    public long reconnects() {
        return reconnects.get();
    }

    /** Called by the owner's watchdog: stale after 3 silent periods (at least 3 s). */
    void checkSilence(long nowMs) {
        if (status == StreamStatus.LIVE && nowMs - lastHeard.get() > Math.max(3000, 3 * periodMs)) {
            stale("silent for " + (nowMs - lastHeard.get()) / 1000 + " s",
                    "nothing received for " + (nowMs - lastHeard.get()) + " ms");
            closeBody();
        }
    }

    /**
     * Why a connection failed, in words: an unknown host and a refused connection are told apart
     * (the HTTP client wraps both in a ConnectException without a message); text from the agent
     * is shown escaped (issue 30) and cut, a garbage status line with what was expected (issue 31).
     */
    static String why(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof UnknownHostException || t instanceof UnresolvedAddressException) {
                return "unknown host" + (t.getMessage() == null ? "" : " " + ControlChars.escape(t.getMessage()));
            }
        }
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof ConnectException) {
                return "connection refused";
            }
            if (t instanceof HttpTimeoutException || t instanceof SocketTimeoutException) {
                return "no answer in time";
            }
        }
        String message = e.getMessage() == null ? e.getClass().getName() : e.getMessage();
        if (message.startsWith("Invalid status line")) {
            // the JDK quotes a garbage status line as it came, escape bytes included: said with
            // what was expected, the server's bytes escaped and cut (issue 31)
            String got = message.substring(message.indexOf(':') + 1).strip();
            if (got.length() > 2 && got.startsWith("\"") && got.endsWith("\"")) {
                got = got.substring(1, got.length() - 1);
            }
            return "not an LNet Scope agent: expected an HTTP status line such as \"HTTP/1.1 200 OK\", got \""
                    + ControlChars.escape(got.length() > 80 ? got.substring(0, 80) + "..." : got) + "\"";
        }
        return ControlChars.escape(PlainWords.plain(message.length() > 300 ? message.substring(0, 300) + "..." : message));
    }

    /** The short cause when this process ran out of heap reading the stream. */
    static final String OUT_OF_MEMORY = "LNet Scope out of memory";

    static final String OUT_OF_MEMORY_WHY = "LNet Scope ran out of memory (its own Java heap) reading this agent's stream;"
            + " this says nothing about the agent or LNet. The figures are the last received; give LNet Scope more heap"
            + " (LNETSCOPE_JAVA_OPTS, default -Xmx4g) or follow fewer agents";

    private void run() {
        long backoff = MIN_BACKOFF_MS;
        while (!closed) {
            try {
                if (readStream()) {
                    backoff = MIN_BACKOFF_MS;
                }
            } catch (InterruptedException e) {
                if (closed) {
                    return;
                }
                Thread.interrupted();
            } catch (IOException | ProtocolException e) {
                if (!closed) {
                    stale(shortCause(e), plainReason(e, address));
                }
            } catch (OutOfMemoryError e) {
                // this process's heap, not the agent nor LNet: the stream goes stale with words that
                // say so, and is tried again after the backoff (what it held is garbage once this
                // frame unwinds), instead of this thread ending with a stack trace while the Fabric
                // goes on showing the agent as live (issue 30's leftover; the guide: never report
                // LNet down, or up, because LNet Scope itself ran out of something)
                if (!closed) {
                    stale(OUT_OF_MEMORY, OUT_OF_MEMORY_WHY);
                }
            } finally {
                closeBody();
            }
            if (closed) {
                return;
            }
            try {
                Thread.sleep(backoff + ThreadLocalRandom.current().nextLong(backoff / 4 + 1));
            } catch (InterruptedException e) {
                if (closed) {
                    return;
                }
            }
            backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
            reconnects.incrementAndGet();
        }
    }

    /** One connection; true if it delivered a snapshot (resets the backoff). */
    private boolean readStream() throws IOException, InterruptedException {
        since.compareAndSet(0, System.currentTimeMillis()); // never heard: "no answer since" the first try
        if (status != StreamStatus.STALE) {
            setStatus(StreamStatus.CONNECTING, "connecting to " + address);
        }
        HttpRequest.Builder request = HttpRequest.newBuilder(address.uri(Protocol.PATH_EVENTS))
                .timeout(Duration.ofSeconds(10)).header("Accept", "text/event-stream");
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        HttpResponse<InputStream> response = http.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
        body = response.body();
        if (closed) {
            return false;
        }
        if (response.statusCode() != 200) {
            throw new IOException("HTTP " + response.statusCode() + (response.statusCode() == 401 ? " (wrong or missing token)" : ""));
        }
        SseReader sse = new SseReader(body, maxLineBytes);
        SseReader.Event first = sse.next();
        if (first == null || !first.name().equals(Protocol.EVENT_SNAPSHOT)) {
            throw new ProtocolException("the stream did not start with a snapshot");
        }
        Snapshot snapshot = Snapshot.fromJson(first.data());
        host = snapshot.host();
        periodMs = Math.max(50, snapshot.periodMs());
        long seq = snapshot.seq();
        firstSeq.compareAndSet(-1, seq);
        lastSeq.set(seq);
        heard();
        sink.snapshot(this, snapshot);
        setStatus(StreamStatus.LIVE, snapshot.lnetDown() == null ? "live" : snapshot.lnetDown());
        for (SseReader.Event e = sse.next(); e != null && !closed; e = sse.next()) {
            heard();
            switch (e.name()) {
                case Protocol.EVENT_DELTA -> {
                    Delta delta = Delta.fromJson(e.data());
                    if (delta.seq() != seq + 1) {
                        throw new ProtocolException("delta " + delta.seq() + " after " + seq + ": missed deltas, resynchronising");
                    }
                    seq = delta.seq();
                    lastSeq.set(seq);
                    deltas.incrementAndGet();
                    if (status != StreamStatus.LIVE) {
                        setStatus(StreamStatus.LIVE, "live"); // first, so a recording resumes before this delta
                    }
                    sink.delta(this, delta);
                }
                case Protocol.EVENT_HEARTBEAT -> {
                    Heartbeat beat = Heartbeat.fromJson(e.data());
                    if (beat.seq() != seq) {
                        throw new ProtocolException("heartbeat at " + beat.seq() + " after " + seq + ": missed deltas");
                    }
                    if (beat.partial() != null) {
                        // the stream is fine but the agent cannot read LNet whole: its last state is old news
                        stale("partial reads: " + beat.partial(), "the agent's reads are partial: " + beat.partial());
                    } else if (status != StreamStatus.LIVE) {
                        setStatus(StreamStatus.LIVE, "live");
                    }
                }
                default -> throw new ProtocolException("unknown event '" + e.name() + "'");
            }
        }
        if (!closed) {
            stale("the agent closed the stream", "the agent closed the stream");
        }
        return true;
    }

    private void heard() {
        long now = System.currentTimeMillis();
        lastHeard.set(now);
        since.set(now);
    }

    /** Stale for {@code shortCause} (shown in the Fabric), {@code why} the longer words of the status. */
    private void stale(String shortCause, String why) {
        cause = shortCause;
        lastStale = why;
        setStatus(StreamStatus.STALE, why);
    }

    private void closeBody() {
        InputStream b = body;
        body = null;
        if (b != null) {
            try {
                b.close();
            } catch (IOException e) {
                // closing a broken stream: nothing to report beyond the status already set
            }
        }
    }

    private void setStatus(StreamStatus newStatus, String why) {
        if (status == StreamStatus.CLOSED && newStatus != StreamStatus.CLOSED) {
            return;
        }
        boolean changed = status != newStatus || !why.equals(detail);
        status = newStatus;
        detail = why;
        if (changed) {
            sink.status(this, newStatus, why);
        }
    }
}
