package org.lnetscope.agent.metrics;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.function.Supplier;

import org.lnetscope.agent.Sampler;
import org.lnetscope.protocol.Delta;
import org.lnetscope.protocol.Heartbeat;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;

/**
 * The OOM projection as a gauge of the agent's own, {@code lnetscope_oom_projected_seconds}: the
 * seconds until MemAvailable reaches zero on the least-squares line through the last hour of
 * samples, the fit of LNet Scope's window (OomWatch) and of the shipped rule
 * lnetscope:mem_available_oom_seconds:1h ({@code predict_linear(v[1h], 0) / -deriv(v[1h])}), so that
 * a site can alert on it without loading the rules. Absent (unknown, not 0) until the samples span
 * 30 minutes, while MemAvailable is not falling, and beyond {@link #HORIZON_MS} (OomWatch's
 * horizon: a healthy node's page cache noise, extended, gives an OOM in years, which is no answer). The agent needs no analysis bundle for it: a
 * line through at most {@link #MAX_POINTS} points.
 */
public final class OomGauge implements Sampler.Listener {

    static final long WINDOW_MS = 3_600_000;
    static final long MIN_SPAN_MS = 1_800_000;
    static final long HORIZON_MS = 24 * 3_600_000L;
    /** One point per 10 s at most: 360 an hour, whatever the sampling period. */
    static final long MIN_GAP_MS = 10_000;
    static final int MAX_POINTS = (int) (WINDOW_MS / MIN_GAP_MS) + 1;

    private record Point(long timeMs, long availableBytes) {
    }

    private final Supplier<NodeState> state;
    private final Deque<Point> points = new ArrayDeque<>();

    /** @param state the sampler's current state, read when told of a sample (under its publishing lock, after the swap) */
    public OomGauge(Supplier<NodeState> state) {
        this.state = state;
    }

    @Override
    public void delta(Delta delta) {
        sample(delta.timeMs(), state.get());
    }

    @Override
    public void heartbeat(Heartbeat heartbeat) {
        if (heartbeat.partial() == null) { // a partial read keeps the last state: not a new sample of memory
            sample(heartbeat.timeMs(), state.get());
        }
    }

    /** Adds MemAvailable at {@code timeMs} if the state has it. */
    public synchronized void sample(long timeMs, NodeState node) {
        LnetObject mem = node.get(Kinds.MEMINFO, "");
        if (mem == null || !mem.has(Kinds.MEM_AVAILABLE)) {
            return;
        }
        if (!points.isEmpty() && timeMs - points.getLast().timeMs() < MIN_GAP_MS) {
            return;
        }
        points.addLast(new Point(timeMs, mem.num(Kinds.MEM_AVAILABLE, 0)));
        while (points.getFirst().timeMs() < timeMs - WINDOW_MS || points.size() > MAX_POINTS) {
            points.removeFirst();
        }
    }

    /** Seconds from the last sample until MemAvailable reaches zero at the fitted rate; null when there is no projection. */
    public synchronized Double projectedSeconds() {
        if (points.size() < 2 || points.getLast().timeMs() - points.getFirst().timeMs() < MIN_SPAN_MS) {
            return null;
        }
        long t0 = points.getFirst().timeMs();
        double n = points.size();
        double st = 0;
        double sv = 0;
        for (Point p : points) {
            st += (p.timeMs() - t0) / 1000.0;
            sv += p.availableBytes();
        }
        double mt = st / n;
        double mv = sv / n;
        double cov = 0;
        double var = 0;
        for (Point p : points) {
            double dt = (p.timeMs() - t0) / 1000.0 - mt;
            cov += dt * (p.availableBytes() - mv);
            var += dt * dt;
        }
        double slope = cov / var; // bytes per second
        if (!(slope < 0)) {
            return null;
        }
        double now = (points.getLast().timeMs() - t0) / 1000.0;
        double level = mv + slope * (now - mt);
        double seconds = Math.max(0, level / -slope);
        return seconds * 1000 > HORIZON_MS ? null : seconds;
    }
}
