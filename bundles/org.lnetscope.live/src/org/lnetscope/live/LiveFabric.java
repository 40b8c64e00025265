package org.lnetscope.live;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.http.HttpClient;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import java.util.function.Function;

import javax.net.ssl.SSLContext;

import org.lnetscope.analysis.OomWatch;
import org.lnetscope.ingest.FabricMapper;
import org.lnetscope.ingest.RecorderTap;
import org.lnetscope.ingest.TraceRecorder;
import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.Node;
import org.lnetscope.protocol.Delta;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;
import org.lnetscope.protocol.Snapshot;
import org.lnetscope.trace.EventType;

/**
 * One EMF fabric fed by any number of agent streams: each agent is a node (named by the host its
 * agent reports), its snapshot and deltas are applied as they come, and every change can be
 * recorded to a .lnettrace ({@link #recordTo}).
 *
 * <p>Threads: each stream reads on its own virtual thread and hands messages to one apply thread
 * through a queue bounded in messages and in their changes ({@link #IN_FLIGHT_CHANGES}): a
 * recorder slower than the agents slows the readers, which the agents then see as slow clients.
 * What the fabric holds is bounded by {@link Options#maxObjects} ({@link #objectsHeld}). The apply
 * thread alone changes the model, under {@link #read}'s lock, and calls the {@link LiveListener}s.
 *
 * <pre>{@code
 * LiveFabric live = new LiveFabric(LiveFabric.Options.defaults());
 * live.addListener(new LiveListener() { ... Display.asyncExec(view::refresh) ... });
 * live.recordTo(Path.of("live.lnettrace"));       // optional, before connecting
 * live.connect(AgentAddress.parse("rtr1:9741", false));
 * live.read(fabric -> view.setInput(fabric));     // never touch the fabric outside read()
 * live.close();                                   // stops streams, closes the trace
 * }</pre>
 */
public final class LiveFabric implements AutoCloseable {

    /**
     * @param token sent as a Bearer token to every agent (null: none)
     * @param tls SSL context trusting the agents' certificates (null: the JDK's default trust)
     * @param maxLineBytes longest SSE line accepted (a snapshot is one line)
     * @param queueCapacity agent messages waiting for the apply thread
     * @param maxObjects objects the fabric may hold ({@link #objectsHeld}); a message that would
     *            take it past them is not applied and the fabric {@link #awaitStop stops}
     */
    public record Options(String token, SSLContext tls, int maxLineBytes, int queueCapacity, long maxObjects) {
        public static Options defaults() {
            return new Options(null, null, 64 << 20, 4096, Long.MAX_VALUE);
        }

        public Options withToken(String t) {
            return new Options(t, tls, maxLineBytes, queueCapacity, maxObjects);
        }

        public Options withTls(SSLContext context) {
            return new Options(token, context, maxLineBytes, queueCapacity, maxObjects);
        }

        public Options withMaxLineBytes(int bytes) {
            return new Options(token, tls, bytes, queueCapacity, maxObjects);
        }

        public Options withMaxObjects(long objects) {
            return new Options(token, tls, maxLineBytes, queueCapacity, objects);
        }
    }

    /**
     * An agent message, or (both null) a stream that went stale or live again ({@code status}) at
     * {@code timeNs}; {@code weight}: what it holds of {@link #IN_FLIGHT_CHANGES}.
     */
    private record Message(AgentStream stream, Snapshot snapshot, Delta delta, long timeNs, StreamStatus status, int weight) {
    }

    private static final Message STOP = new Message(null, null, null, 0, null, 0);

    /**
     * Changes (a delta's field values and objects, a snapshot's objects) of the messages waiting
     * for the apply thread, at most: the queue's bound in count alone let an agent adding 40,000
     * peers per second queue thousands of its deltas, gigabytes, while the model was applied
     * (issue 30, §5). A message larger than this waits until it is alone in the queue.
     */
    static final int IN_FLIGHT_CHANGES = 1 << 18;

    private final Options options;
    private final Fabric fabric;
    private final ReentrantLock lock = new ReentrantLock();
    private final List<LiveListener> listeners = new CopyOnWriteArrayList<>();
    private final List<AgentStream> streams = new CopyOnWriteArrayList<>();
    private final BlockingQueue<Message> queue;
    private final Semaphore inFlight = new Semaphore(IN_FLIGHT_CHANGES, true);
    private final HttpClient http;
    private final Thread applier;
    private final ScheduledExecutorService watchdog;
    private final Map<AgentStream, NodeState> states = new HashMap<>();
    /** Streams whose stale period is in the trace and not yet ended; apply thread only. */
    private final Set<AgentStream> staleInTrace = new HashSet<>();
    private final RecorderTap counter = new RecorderTap();
    private final AtomicLong applied = new AtomicLong();
    private final AtomicLong enqueued = new AtomicLong();
    private final AtomicBoolean closed = new AtomicBoolean();
    private final FabricMapper mapper;
    private final OomWatch oomWatch = new OomWatch();
    private TraceRecorder recorder;
    private volatile IOException recordError;
    /** Objects of all the agents' states (apply thread, under the lock). */
    private long agentObjects;
    /** Why the fabric stopped applying messages (the bound, or memory), null while it applies them. */
    /**
     * Heap one object held while recording may take, at most: a debugfs peer NI of an agent is its
     * state's row, its peer and peer NI in the model and their copy in the trace writer's state,
     * their ids and index entries, and its NID in the trace's pool: 1,055 bytes a held object once
     * recorded, about 2,200 at the peak with the queued deltas (a flood ran out of a 128 MB heap at
     * 59,004 held): {@code AgentRecordBoundTest}, {@code AgentRecordSmallHeapTest},
     * docs/reliability.md claim 10d.
     */
    public static final long BYTES_EACH = 4_000;
    /** The default bound never passes this, whatever the heap (as {@code vmcore}'s --max-objects). */
    public static final long MAX_DEFAULT = 1_000_000;

    /**
     * The bound when none is given (issue 30, §5: memory follows what was received, never an
     * OutOfMemoryError): as many objects as this JVM's heap holds at {@link #BYTES_EACH} each, at
     * most {@link #MAX_DEFAULT} (the launcher's -Xmx4g: 1,000,000; -Xmx1g: about 260,000;
     * -Xmx128m: 32,440, the JVM reporting a little less heap than -Xmx).
     */
    public static long defaultMaxObjects() {
        return Math.max(1, Math.min(MAX_DEFAULT, Runtime.getRuntime().maxMemory() / BYTES_EACH));
    }

    /**
     * The bound of the window's live session: half of what {@link #defaultMaxObjects()} gives, the
     * other half of the heap left to the views, their curves and whatever else the window has open
     * (the window's launcher heap, -Xmx4g: 500,000 objects).
     */
    public static long windowMaxObjects() {
        return Math.max(1, defaultMaxObjects() / 2);
    }

    private volatile Stop stopped;
    private final CountDownLatch stop = new CountDownLatch(1);

    /**
     * Why the fabric stopped: at {@code objects} held, the bound ({@code outOfMemory} false) or the
     * heap's end (true). What was applied before stays, in the model and in the trace.
     */
    public record Stop(long objects, boolean outOfMemory) {
    }

    public LiveFabric(Options options) {
        this.options = options;
        this.fabric = LnetFactory.eINSTANCE.createFabric();
        fabric.setName("live");
        fabric.setSource(CaptureSource.AGENT);
        fabric.setTunables(LnetFactory.eINSTANCE.createTunables());
        this.queue = new ArrayBlockingQueue<>(options.queueCapacity());
        HttpClient.Builder http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5));
        if (options.tls() != null) {
            http.sslContext(options.tls());
        }
        this.http = http.build();
        this.mapper = new FabricMapper(fabric, counter);
        this.applier = Thread.ofPlatform().name("lnetscope live fabric").daemon().start(this::applyLoop);
        this.watchdog = Executors
                .newSingleThreadScheduledExecutor(r -> Thread.ofPlatform().daemon().name("lnetscope live watchdog").unstarted(r));
        watchdog.scheduleAtFixedRate(() -> streams.forEach(s -> s.checkSilence(System.currentTimeMillis())), 500, 500,
                TimeUnit.MILLISECONDS);
    }

    /**
     * Records every change from now on to {@code file}: the fabric as it is now is the trace's
     * initial state. Errors writing it later stop the recording and are thrown by {@link #close}.
     */
    public void recordTo(Path file) throws IOException {
        lock.lock();
        try {
            if (recorder != null) {
                throw new IllegalStateException("already recording");
            }
            recorder = new TraceRecorder(file, fabric, "agents recorded by LNet Scope");
            counter.recordTo(recorder);
        } finally {
            lock.unlock();
        }
    }

    public void addListener(LiveListener listener) {
        listeners.add(listener);
    }

    public void removeListener(LiveListener listener) {
        listeners.remove(listener);
    }

    /** Starts a stream to each agent; returns them (for status display). */
    public List<AgentStream> connect(AgentAddress... addresses) {
        List<AgentStream> started = new ArrayList<>();
        for (AgentAddress address : addresses) {
            AgentStream stream = new AgentStream(address, options.token(), http, options.maxLineBytes(), sink);
            streams.add(stream);
            started.add(stream);
            stream.start();
        }
        return started;
    }

    public List<AgentStream> streams() {
        return Collections.unmodifiableList(streams);
    }

    /**
     * The nodes whose agent is stale now, by hostname, with {@link AgentStream#staleText} ("no
     * answer since 14:02:11 (connection refused)"): their values are the last received. An agent
     * never heard has no node yet and is left out (the status line names it by address).
     */
    public Map<String, String> staleAgents() {
        Map<String, String> stale = new TreeMap<>();
        for (AgentStream s : streams) {
            String text = s.staleText();
            if (text != null && s.host() != null) {
                stale.put(s.host(), text);
            }
        }
        return stale;
    }

    /** Runs {@code reader} with the model frozen; the only safe way to look at the fabric. */
    public void read(Consumer<Fabric> reader) {
        lock.lock();
        try {
            reader.accept(fabric);
        } finally {
            lock.unlock();
        }
    }

    public <T> T read(Function<Fabric, T> reader) {
        lock.lock();
        try {
            return reader.apply(fabric);
        } finally {
            lock.unlock();
        }
    }

    /**
     * What the fabric holds, the measure of {@link Options#maxObjects}: the objects of the agents'
     * live states (an object an agent removes is dropped from its state, the model and the
     * trace's state: the writer reuses its id), plus the strings and NIDs the trace has written,
     * which only grow ({@link TraceRecorder#valuesWritten}).
     */
    public long objectsHeld() {
        lock.lock();
        try {
            return agentObjects + (recorder == null ? 0 : recorder.valuesWritten());
        } finally {
            lock.unlock();
        }
    }

    /**
     * Waits up to {@code timeoutMs} ({@link Long#MAX_VALUE}: for ever) for the fabric to stop
     * applying messages; returns why it stopped, or null if it did not.
     */
    public Stop awaitStop(long timeoutMs) throws InterruptedException {
        if (timeoutMs == Long.MAX_VALUE) {
            stop.await();
        } else {
            stop.await(timeoutMs, TimeUnit.MILLISECONDS);
        }
        return stopped;
    }

    /** Why the fabric stopped applying messages, or null. */
    public Stop stopped() {
        return stopped;
    }

    /** Agent messages applied so far (snapshots and deltas). */
    public long messagesApplied() {
        return applied.get();
    }

    /** Events written to the trace so far (0 when not recording). */
    public long eventsRecorded() {
        lock.lock();
        try {
            return recorder == null ? 0 : recorder.events();
        } finally {
            lock.unlock();
        }
    }

    /** Waits until every message received so far is applied (tests and the recorder's end); false on timeout. */
    public boolean drain(long timeoutMs) throws InterruptedException {
        long deadline = System.currentTimeMillis() + timeoutMs;
        while (applied.get() < enqueued.get()) {
            if (System.currentTimeMillis() > deadline) {
                return false;
            }
            Thread.sleep(5);
        }
        return true;
    }

    /** Stops the streams and closes the trace; a second call does nothing. */
    @Override
    public void close() throws IOException {
        if (closed.getAndSet(true)) {
            return;
        }
        streams.forEach(AgentStream::close);
        watchdog.shutdownNow();
        try {
            queue.put(STOP);
            applier.join(10_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        lock.lock();
        try {
            if (recorder != null) {
                recorder.close();
            }
        } finally {
            lock.unlock();
        }
        if (recordError != null) {
            throw recordError;
        }
    }

    private final AgentStream.Sink sink = new AgentStream.Sink() {
        @Override
        public void snapshot(AgentStream stream, Snapshot snapshot) throws InterruptedException {
            enqueue(new Message(stream, snapshot, null, 0, null, weight(snapshot.state().byKey().size())));
        }

        @Override
        public void delta(AgentStream stream, Delta delta) throws InterruptedException {
            enqueue(new Message(stream, null, delta, 0, null, weight(delta.changeCount())));
        }

        private void enqueue(Message m) throws InterruptedException {
            inFlight.acquire(m.weight());
            enqueued.incrementAndGet();
            try {
                queue.put(m);
            } catch (InterruptedException e) {
                // the stream is closing: this message is not queued after all
                enqueued.decrementAndGet();
                inFlight.release(m.weight());
                throw e;
            }
        }

        @Override
        public void status(AgentStream stream, StreamStatus status, String detail) {
            if ((status == StreamStatus.STALE || status == StreamStatus.LIVE) && stream.host() != null
                    && Thread.currentThread() != applier) {
                // for the trace; never blocks a stream thread: a full queue loses the mark, not data
                queue.offer(new Message(stream, null, null, TraceRecorder.now(), status, 0));
            }
            listeners.forEach(l -> l.streamStatus(stream, status, detail));
        }
    };

    private void applyLoop() {
        while (true) {
            Message m;
            try {
                m = queue.take();
            } catch (InterruptedException e) {
                return;
            }
            if (m == STOP) {
                return;
            }
            inFlight.release(m.weight());
            if (stopped != null) {
                // stopped at the bound: what was applied stays as it is; the streams are drained, not read into the model
                if (m.snapshot() != null || m.delta() != null) {
                    applied.incrementAndGet();
                }
                continue;
            }
            if (m.snapshot() == null && m.delta() == null) {
                mark(m);
                continue;
            }
            Node node;
            int changes;
            lock.lock();
            try {
                long after = objectsAfter(m);
                if (after > options.maxObjects()) {
                    stop(new Stop(options.maxObjects(), false));
                    applied.incrementAndGet();
                    continue;
                }
                counter.resetCount();
                if (recorder != null) {
                    recorder.begin();
                }
                node = mapper.node(m.snapshot() != null ? m.snapshot().host() : m.stream().host());
                if (m.snapshot() != null && staleInTrace.remove(m.stream()) && recorder != null) {
                    recorder.mark(TraceRecorder.now(), EventType.AGENT_RESUMED, node);
                    recorder.begin();
                }
                if (recorder != null) {
                    recorder.subject(node);
                }
                apply(m, node);
                if (recorder != null) {
                    recorder.end();
                }
                changes = counter.count();
            } catch (UncheckedIOException e) {
                // the trace cannot be written (disk full...): stop recording, keep the live view
                recordError = e.getCause();
                counter.recordTo(null);
                recorder = null;
                applied.incrementAndGet();
                continue;
            } catch (RuntimeException e) {
                // a message that does not fit the model must not stop the fabric: what was applied is
                // recorded as it stands (model and trace stay equal), and the stream says why
                if (recorder != null) {
                    recorder.end();
                }
                agentObjects = states.values().stream().mapToLong(s -> s.byKey().size()).sum();
                sink.status(m.stream(), StreamStatus.STALE, "could not apply: " + e.getMessage());
                applied.incrementAndGet();
                continue;
            } catch (OutOfMemoryError e) {
                // the bound was set past what the heap holds: stop as at the bound, without the
                // message being applied in the trace (its event is dropped), rather than end this
                // thread with a stack trace and lose the recording (issue 30, §5)
                if (recorder != null) {
                    recorder.abandonEvent();
                }
                stop(new Stop(agentObjects + (recorder == null ? 0 : recorder.valuesWritten()), true));
                applied.incrementAndGet();
                continue;
            } finally {
                lock.unlock();
            }
            applied.incrementAndGet();
            if (changes > 0) {
                listeners.forEach(l -> l.nodeChanged(node, changes));
            }
        }
    }

    /**
     * A stale period starts in the trace (once per period: a stream retrying stays one period), or
     * ends without a new snapshot (the agent's reads are whole again; a reconnect ends it at its
     * snapshot instead, before the snapshot's changes).
     */
    private void mark(Message m) {
        lock.lock();
        try {
            if (recorder == null || stopped != null) {
                return;
            }
            if (m.status() == StreamStatus.STALE && staleInTrace.add(m.stream())) {
                recorder.mark(m.timeNs(), EventType.AGENT_STALE, mapper.node(m.stream().host()));
            } else if (m.status() == StreamStatus.LIVE && staleInTrace.remove(m.stream())) {
                recorder.mark(m.timeNs(), EventType.AGENT_RESUMED, mapper.node(m.stream().host()));
            }
        } catch (UncheckedIOException e) {
            recordError = e.getCause();
            counter.recordTo(null);
            recorder = null;
        } finally {
            lock.unlock();
        }
    }

    private static int weight(long changes) {
        return (int) Math.max(1, Math.min(IN_FLIGHT_CHANGES, changes));
    }

    private void stop(Stop why) {
        stopped = why;
        stop.countDown();
        listeners.forEach(l -> l.stopped(why));
    }

    /**
     * What {@link #objectsHeld} would be once the message is applied, the values it may add to the
     * trace left out: a snapshot replaces its stream's state; a delta adds the keys it sets that
     * the state lacks (or removes first) and takes away the keys it removes that the state has.
     */
    private long objectsAfter(Message m) {
        NodeState old = states.get(m.stream());
        long values = recorder == null ? 0 : recorder.valuesWritten();
        if (m.snapshot() != null) {
            return agentObjects - (old == null ? 0 : old.byKey().size()) + m.snapshot().state().byKey().size() + values;
        }
        Delta delta = m.delta();
        long n = agentObjects;
        Set<String> gone = delta.removed().isEmpty() ? Set.of() : new HashSet<>(delta.removed());
        for (String key : gone) {
            if (old != null && old.get(key) != null) {
                n--;
            }
        }
        for (String key : delta.set().keySet()) {
            if (old == null || old.get(key) == null || gone.contains(key)) {
                n++;
            }
        }
        return n + values;
    }

    private void apply(Message m, Node node) {
        if (m.snapshot() != null) {
            NodeState state = m.snapshot().state();
            NodeState old = states.put(m.stream(), state);
            agentObjects += state.byKey().size() - (old == null ? 0 : old.byKey().size());
            mapper.syncAll(node, state);
            memory(node, m.snapshot().timeMs(), state);
            return;
        }
        NodeState state = states.computeIfAbsent(m.stream(), s -> new NodeState());
        Delta delta = m.delta();
        int before = state.byKey().size();
        delta.applyTo(state);
        agentObjects += state.byKey().size() - before;
        Set<String> touched = new HashSet<>(delta.set().keySet());
        touched.addAll(delta.unset().keySet());
        mapper.sync(node, state, touched, delta.removed());
        // every delta is a sample of the memory too, changed or not: a flat MemAvailable is data
        memory(node, delta.timeMs(), state);
    }

    /** The node's memory is not in the model (it is not LNet's): it feeds the OOM projection only. */
    private void memory(Node node, long timeMs, NodeState state) {
        LnetObject mem = state.get(Kinds.MEMINFO, "");
        if (mem != null && mem.has(Kinds.MEM_TOTAL) && mem.has(Kinds.MEM_AVAILABLE)) {
            oomWatch.sample(String.valueOf(node.getHostname()), timeMs, mem.num(Kinds.MEM_TOTAL, 0),
                    mem.num(Kinds.MEM_AVAILABLE, 0));
        }
    }

    /**
     * The nodes' OOM projections from their agents' /proc/meminfo. Read it only inside
     * {@link #read}, like the fabric.
     */
    public OomWatch oomWatch() {
        return oomWatch;
    }

}
