package org.lnetscope.agent;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

import org.lnetscope.agent.source.LnetSource;
import org.lnetscope.agent.source.SampleError;
import org.lnetscope.core.Diagnostic;
import org.lnetscope.protocol.Delta;
import org.lnetscope.protocol.Heartbeat;
import org.lnetscope.protocol.NodeState;
import org.lnetscope.protocol.Snapshot;

/**
 * Reads the source once per period and turns each read into a {@link Delta} against the previous
 * one. The state and sequence number change, and listeners are told, under the publishing lock, so
 * a client that registers while holding it ({@link #locked}, see AgentServer) gets a snapshot and
 * then exactly the deltas after it: nothing lost, nothing twice. The state's own lock is held only
 * to swap or read the state: the delta and its JSON are made outside it.
 */
public final class Sampler {

    /** Told of each sample, in order, under the publishing lock (not the state's). */
    public interface Listener {
        void delta(Delta delta);

        void heartbeat(Heartbeat heartbeat);
    }

    private final String host;
    private final String agentVersion;
    private final long periodMs;
    private final LnetSource source;
    private final LongSupplier clockMs;
    private final List<Listener> listeners = new CopyOnWriteArrayList<>();

    private final Consumer<String> log;
    /** Failed samples by reason (lnetscope_agent_sample_errors_total{reason=...}). */
    private final Map<String, Long> sampleErrors = new TreeMap<>();
    /** The reason of the failure episode going on, null while samples succeed. */
    private String failing;
    private long failedInEpisode;
    /** The current state's JSON, made once per sample (and only when asked for), shared by every reply. */
    private final Object serializing = new Object();
    /** One sample at a time. */
    private final Object sampling = new Object();
    /** Held while a sample swaps the state and tells the listeners, and while a stream registers. */
    private final Object publishing = new Object();
    private volatile SnapshotBytes snapshotBytes;

    private NodeState current = new NodeState();
    private long seq;
    private long samples;
    private long incompleteSamples;
    private long lastReadNanos;

    public Sampler(String host, String agentVersion, long periodMs, LnetSource source, LongSupplier clockMs) {
        this(host, agentVersion, periodMs, source, clockMs, line -> System.err.println("lnetscope-agent: " + line));
    }

    /** @param log where a failure episode's start and end are written, once each */
    public Sampler(String host, String agentVersion, long periodMs, LnetSource source, LongSupplier clockMs,
            Consumer<String> log) {
        this.log = log;
        this.host = host;
        this.agentVersion = agentVersion;
        this.periodMs = periodMs;
        this.source = source;
        this.clockMs = clockMs;
    }

    public void addListener(Listener listener) {
        listeners.add(listener);
    }

    /** One sample: read (outside the lock, it may take a while), then diff and publish. */
    public void sample() {
        synchronized (sampling) {
            sampleOnce();
        }
    }

    private void sampleOnce() {
        long start = System.nanoTime();
        NodeState next = new NodeState();
        String error = null;
        try {
            source.readInto(next);
        } catch (SampleError e) {
            // out of fds or memory, an I/O error: says nothing about LNet (issue 31)
            next = new NodeState();
            error = e.reason();
            String reason = "sampling error (" + e.reason() + "): " + e.getMessage() + "; the last good state is kept";
            next.report(Diagnostic.error(source.describe(), 0, reason));
            next.incomplete(reason);
        } catch (RuntimeException | OutOfMemoryError e) {
            // A source that fails (a parser bug, or a read too big for the heap) must not leave the
            // agent blind or dead: this sample is partial, clients and /metrics are told so, and the
            // last whole state keeps being served. What the failed read held is garbage by now.
            // An OutOfMemoryError anywhere else (the delta, the publish) is fatal: see Agent.
            next = new NodeState();
            error = e instanceof OutOfMemoryError ? "heap" : "exception";
            String reason = "reading " + source.describe() + " failed: " + e;
            next.report(Diagnostic.error(source.describe(), 0, reason));
            next.incomplete(reason);
        }
        long readNanos = System.nanoTime() - start;
        episode(error, next.incompleteReason());
        // Built outside the state lock, from the published state: only sample() replaces it, and
        // samples are one at a time (sampling). Published under the publishing lock, which a stream
        // registering takes too (locked()), so it gets a snapshot and exactly the deltas after it;
        // the state lock is held only to swap the state, so /metrics and snapshots never wait for a
        // delta's JSON (issue 31: nothing built under the sampler's lock).
        NodeState before;
        long seqBefore;
        synchronized (this) {
            before = current;
            seqBefore = seq;
        }
        if (next.incompleteReason() != null) {
            // a partial read (lnetctl timed out) says nothing about what it missed: keep the
            // last whole state rather than send its objects as removed
            NodeState kept = before.copy();
            next.diagnostics().forEach(kept::report);
            Heartbeat beat = new Heartbeat(seqBefore, clockMs.getAsLong(), next.incompleteReason());
            synchronized (publishing) {
                synchronized (this) {
                    lastReadNanos = readNanos;
                    samples++;
                    incompleteSamples++;
                    current = kept;
                }
                listeners.forEach(l -> l.heartbeat(beat));
            }
            return;
        }
        Delta delta = Delta.between(seqBefore + 1, clockMs.getAsLong(), before, next);
        boolean lnetChanged = (before.lnetDownReason() == null) != (next.lnetDownReason() == null);
        boolean changed = !delta.isEmpty() || lnetChanged;
        Heartbeat beat = changed ? null : new Heartbeat(seqBefore, delta.timeMs());
        synchronized (publishing) {
            synchronized (this) {
                lastReadNanos = readNanos;
                samples++;
                current = next;
                if (changed) {
                    seq++;
                }
            }
            if (changed) {
                listeners.forEach(l -> l.delta(delta));
            } else {
                listeners.forEach(l -> l.heartbeat(beat));
            }
        }
    }

    /** Counts a failed sample and writes one line when a failure episode starts and one when it ends. */
    private void episode(String error, String why) {
        String ended = null;
        long failed = 0;
        synchronized (this) {
            if (error != null) {
                sampleErrors.merge(error, 1L, Long::sum);
                if (failing == null) {
                    failing = error;
                    failedInEpisode = 0;
                    ended = null;
                } else {
                    failedInEpisode++;
                    return;
                }
            } else if (failing != null) {
                ended = failing;
                failed = failedInEpisode + 1;
                failing = null;
            } else {
                return;
            }
        }
        if (error != null) {
            log.accept(why + " (logged once until sampling recovers)");
        } else {
            log.accept("sampling recovered after " + failed + " failed sample" + (failed == 1 ? "" : "s") + " (" + ended + ")");
        }
    }

    /** Failed samples by reason, since start. */
    public synchronized Map<String, Long> sampleErrors() {
        return new TreeMap<>(sampleErrors);
    }

    /** True while the latest sample failed, so what is served is the last good state, not now's. */
    public synchronized boolean stale() {
        return failing != null;
    }

    /** A state's snapshot JSON (UTF-8, one line, no newline) and the sequence number it is at. */
    public record SnapshotBytes(long seq, String lnetDown, byte[] json) {
    }

    /**
     * The current snapshot as bytes, made at most once per published state and never under the
     * sampler's lock (issue 31: 20 requests each building a 22 MB JSON ran the agent out of heap,
     * and samples waited while a stream's first frame was built under it). Callers share the array:
     * it must not be changed.
     */
    public SnapshotBytes snapshotBytes() {
        synchronized (serializing) {
            Snapshot snapshot;
            synchronized (this) {
                SnapshotBytes cached = snapshotBytes;
                // the objects change only with seq (a sample with no change, or a failed one, keeps
                // them): one serialization per change, however many samples and requests
                if (cached != null && cached.seq() == seq && Objects.equals(cached.lnetDown(), current.lnetDownReason())) {
                    return cached;
                }
                // the published state is replaced, never changed (sample()): no copy is needed
                snapshot = new Snapshot(host, agentVersion, seq, clockMs.getAsLong(), periodMs, current.lnetDownReason(),
                        current.layout(), current);
            }
            snapshotBytes = null; // the old one may go before the new one is made
            SnapshotBytes made = new SnapshotBytes(snapshot.seq(), snapshot.lnetDown(),
                    snapshot.toJson().getBytes(StandardCharsets.UTF_8));
            snapshotBytes = made;
            return made;
        }
    }

    /** True if {@code bytes} is still the current state's (so a stream registered now misses nothing). Under the lock. */
    public synchronized boolean isCurrent(SnapshotBytes bytes) {
        return bytes.seq() == seq;
    }

    public synchronized Snapshot snapshot() {
        return new Snapshot(host, agentVersion, seq, clockMs.getAsLong(), periodMs, current.lnetDownReason(),
                current.layout(), current.copy());
    }

    /** Runs {@code action} with publishing held: no sample changes the state or publishes meanwhile. */
    public <T> T locked(Supplier<T> action) {
        synchronized (publishing) {
            return action.get();
        }
    }

    public synchronized NodeState state() {
        return current;
    }

    public synchronized long seq() {
        return seq;
    }

    public synchronized long samples() {
        return samples;
    }

    /** Samples whose read was partial and so were not published. */
    public synchronized long incompleteSamples() {
        return incompleteSamples;
    }

    public synchronized double lastReadSeconds() {
        return lastReadNanos / 1e9;
    }

    public String host() {
        return host;
    }

    public long periodMs() {
        return periodMs;
    }

    public String describeSource() {
        return source.describe();
    }
}
