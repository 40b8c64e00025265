package org.lnetscope.agent;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

import org.lnetscope.agent.source.LnetSource;
import org.lnetscope.core.Diagnostic;
import org.lnetscope.protocol.Delta;
import org.lnetscope.protocol.Heartbeat;
import org.lnetscope.protocol.NodeState;
import org.lnetscope.protocol.Snapshot;

/**
 * Reads the source once per period and turns each read into a {@link Delta} against the previous
 * one. The state and sequence number change only under this object's lock, and listeners are called
 * under it, so a client that registers while holding it (see AgentServer) gets a snapshot and then
 * exactly the deltas after it: nothing lost, nothing twice.
 */
public final class Sampler {

    /** Told of each sample, under the sampler's lock. */
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

    private NodeState current = new NodeState();
    private long seq;
    private long samples;
    private long incompleteSamples;
    private long lastReadNanos;

    public Sampler(String host, String agentVersion, long periodMs, LnetSource source, LongSupplier clockMs) {
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
        long start = System.nanoTime();
        NodeState next = new NodeState();
        try {
            source.readInto(next);
        } catch (RuntimeException | OutOfMemoryError e) {
            // A source that fails (a parser bug, or a read too big for the heap) must not leave the
            // agent blind or dead: this sample is partial, clients and /metrics are told so, and the
            // last whole state keeps being served. What the failed read held is garbage by now.
            next = new NodeState();
            String reason = "reading " + source.describe() + " failed: " + e;
            next.report(Diagnostic.error(source.describe(), 0, reason));
            next.incomplete(reason);
        }
        long readNanos = System.nanoTime() - start;
        synchronized (this) {
            lastReadNanos = readNanos;
            samples++;
            if (next.incompleteReason() != null) {
                // a partial read (lnetctl timed out) says nothing about what it missed: keep the
                // last whole state rather than send its objects as removed
                incompleteSamples++;
                NodeState kept = current.copy();
                next.diagnostics().forEach(kept::report);
                current = kept;
                Heartbeat beat = new Heartbeat(seq, clockMs.getAsLong(), next.incompleteReason());
                listeners.forEach(l -> l.heartbeat(beat));
                return;
            }
            Delta delta = Delta.between(seq + 1, clockMs.getAsLong(), current, next);
            boolean lnetChanged = (current.lnetDownReason() == null) != (next.lnetDownReason() == null);
            current = next;
            if (delta.isEmpty() && !lnetChanged) {
                Heartbeat beat = new Heartbeat(seq, delta.timeMs());
                listeners.forEach(l -> l.heartbeat(beat));
                return;
            }
            seq++;
            listeners.forEach(l -> l.delta(delta));
        }
    }

    public synchronized Snapshot snapshot() {
        return new Snapshot(host, agentVersion, seq, clockMs.getAsLong(), periodMs, current.lnetDownReason(),
                current.layout(), current.copy());
    }

    /** Runs {@code action} with the state frozen (no sample can publish meanwhile). */
    public synchronized <T> T locked(Supplier<T> action) {
        return action.get();
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
