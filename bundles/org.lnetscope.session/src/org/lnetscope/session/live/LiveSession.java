package org.lnetscope.session.live;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;

import org.lnetscope.live.AgentAddress;
import org.lnetscope.live.AgentStream;
import org.lnetscope.live.LiveFabric;
import org.lnetscope.live.LiveListener;
import org.lnetscope.live.StreamStatus;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.session.FrameScheduler;
import org.lnetscope.session.Session;

/**
 * A fabric fed by live agents, shown in the window and recorded to a .lnettrace as it comes. The
 * agents' deltas arrive on the live fabric's own thread; the window repaints at most five times a
 * second, each time with the model frozen ({@link LiveFabric#read}) while the views take their
 * pictures.
 */
public final class LiveSession implements Session {

    static final int FRAME_MILLIS = 200;

    private final LiveFabric live;
    private final Path recording;
    private final FrameScheduler scheduler;
    private final AtomicBoolean frameScheduled = new AtomicBoolean();
    private Runnable onFrame = () -> {};

    private LiveSession(LiveFabric live, Path recording, FrameScheduler scheduler) {
        this.live = live;
        this.recording = recording;
        this.scheduler = scheduler;
    }

    /**
     * Connects to {@code addresses} ("host:port", "https://host:port" for TLS) and records to a new
     * trace under {@code recordings}.
     *
     * @throws IllegalArgumentException naming an address that does not parse
     */
    public static LiveSession connect(List<String> addresses, String token, Path recordings, FrameScheduler scheduler)
            throws IOException {
        return connect(addresses, token, recordings, scheduler, LiveFabric.windowMaxObjects());
    }

    /**
     * As {@link #connect(List, String, Path, FrameScheduler)}, following at most {@code maxObjects}
     * objects: past them the session stops applying what the agents send and says so in
     * {@link #statusLine()} (memory follows what was received, never an OutOfMemoryError; issue 30).
     */
    public static LiveSession connect(List<String> addresses, String token, Path recordings, FrameScheduler scheduler,
            long maxObjects) throws IOException {
        List<AgentAddress> list = new ArrayList<>();
        for (String a : addresses.stream().map(String::trim).filter(a -> !a.isEmpty()).toList()) {
            Path file = a.contains("/") ? Path.of(a) : null;
            if (file != null && Files.isRegularFile(file)) {
                list.addAll(AgentAddress.readList(file, false));
            } else {
                list.add(AgentAddress.parse(a.replaceFirst("^https://", ""), a.startsWith("https://")));
            }
        }
        AgentAddress[] parsed = list.toArray(AgentAddress[]::new);
        if (parsed.length == 0) {
            throw new IllegalArgumentException("no agent address given (host:port)");
        }
        LiveFabric.Options options = LiveFabric.Options.defaults().withMaxObjects(maxObjects);
        if (token != null && !token.isBlank()) {
            options = options.withToken(token.trim());
        }
        LiveFabric live = new LiveFabric(options);
        Files.createDirectories(recordings);
        Path recording = recordings.resolve("live-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern(
                "yyyyMMdd-HHmmss")) + ".lnettrace");
        live.recordTo(recording);
        LiveSession session = new LiveSession(live, recording, scheduler);
        live.addListener(session.listener());
        live.connect(parsed);
        return session;
    }

    private LiveListener listener() {
        return new LiveListener() {
            @Override
            public void nodeChanged(Node node, int changes) {
                scheduleFrame();
            }

            @Override
            public void streamStatus(AgentStream stream, StreamStatus status, String detail) {
                scheduleFrame();
            }

            @Override
            public void stopped(LiveFabric.Stop why) {
                scheduleFrame();
            }
        };
    }

    /** Coalesces a burst of deltas into one repaint. */
    private void scheduleFrame() {
        if (frameScheduled.compareAndSet(false, true) && !scheduler.isDisposed()) {
            scheduler.later(FRAME_MILLIS, () -> {
                frameScheduled.set(false);
                live.read((Fabric fabric) -> onFrame.run());
            });
        }
    }

    /** Runs on the scheduler's thread (the window's UI thread) with the model frozen, once per frame. */
    public void onFrame(Runnable frame) {
        this.onFrame = frame;
    }

    /** The fabric object the views show (read it only inside a frame). */
    @Override
    public Fabric fabric() {
        return live.read((Fabric f) -> f);
    }

    /** Runs {@code reader} with the model frozen (no delta applied meanwhile). */
    public <T> T locked(Supplier<T> reader) {
        return live.read((Fabric f) -> reader.get());
    }

    /**
     * Each node's OOM projection from its agent's /proc/meminfo, with the reason in LNet's terms
     * when the credit coupling explains it: routers first, soonest first.
     */
    public List<LiveOom> oomProjections() {
        return live.read((Fabric f) -> LiveOom.of(f, live.oomWatch()));
    }

    public Path recording() {
        return recording;
    }

    /** The trace this session records to. */
    @Override
    public Optional<Path> source() {
        return Optional.of(recording);
    }

    /** The nodes whose agent is stale, with the same words as {@link #statusLine} (the Fabric greys them). */
    public Map<String, String> staleAgents() {
        return live.staleAgents();
    }

    /**
     * "3 agents: 2 live, rtr2 (10.0.0.2:9741) stale: no answer since 14:02:11 (connection refused)":
     * for the views' headers, in the Fabric's words for the same nodes.
     */
    public String statusLine() {
        List<AgentStream> streams = live.streams();
        long up = streams.stream().filter(s -> s.status() == StreamStatus.LIVE).count();
        StringBuilder text = new StringBuilder(streams.size() + (streams.size() == 1 ? " agent: " : " agents: ") + up
                + " live");
        for (AgentStream s : streams) {
            if (s.status() == StreamStatus.STALE && s.staleText() != null) {
                text.append(", ").append(s.host() == null ? "" : s.host() + " (").append(s.address())
                        .append(s.host() == null ? "" : ")").append(" stale: ").append(s.staleText());
            } else if (s.status() != StreamStatus.LIVE) {
                text.append(", ").append(s.address()).append(' ').append(s.status().name().toLowerCase())
                        .append(s.detail() == null || s.detail().isEmpty() ? "" : " (" + s.detail() + ")");
            }
        }
        LiveFabric.Stop stop = live.stopped();
        if (stop != null) {
            // the views keep the state at the stop: say it before anything reads them as now
            text.insert(0, String.format(java.util.Locale.ROOT, "stopped following at %,d objects (%s): the views show the"
                    + " state then, nothing since; ", stop.objects(),
                    stop.outOfMemory() ? "this window's heap ran out"
                            : "the bound for this window's heap; LNETSCOPE_JAVA_OPTS raises it"));
        }
        return text.append("; recording ").append(recording.getFileName()).toString();
    }

    @Override
    public void close() throws IOException {
        live.close();
    }
}
