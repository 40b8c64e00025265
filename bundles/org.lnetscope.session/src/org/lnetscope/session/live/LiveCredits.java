package org.lnetscope.session.live;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.session.replay.MemoryCurve.Credits;
import org.lnetscope.session.replay.MemoryCurve;

/**
 * Each node's worst peer NI credits over the last hour of a live session, sampled at most once a
 * second from the frames, for the Timeline: a router drifting toward the seed's failure shows as a
 * falling line before anything is exhausted. Bounded: {@link #KEEP} samples per node.
 */
public final class LiveCredits {

    /** One hour at one sample a second. */
    public static final int KEEP = 3600;
    private static final long MIN_GAP_NS = 1_000_000_000L;

    private final Map<String, Deque<Credits>> byNode = new TreeMap<>();
    private final long startNs;
    private long lastNs = Long.MIN_VALUE;

    public LiveCredits(long startNs) {
        this.startNs = startNs;
    }

    public long startNs() {
        return startNs;
    }

    /** Takes a sample of {@code fabric} (read it under the live lock) unless the last is under a second old. */
    public boolean sample(Fabric fabric, long nowNs) {
        if (lastNs != Long.MIN_VALUE && nowNs - lastNs < MIN_GAP_NS) {
            return false;
        }
        lastNs = nowNs;
        for (Node node : fabric.getNodes()) {
            int[] worst = MemoryCurve.worstOf(node);
            if (worst != null) {
                Deque<Credits> samples = byNode.computeIfAbsent(String.valueOf(node.getHostname()), h -> new ArrayDeque<>());
                samples.addLast(new Credits(nowNs, worst[0], worst[1]));
                if (samples.size() > KEEP) {
                    samples.removeFirst();
                }
            }
        }
        return true;
    }

    /** The curves worth drawing: nodes whose credits went below zero at some point kept. */
    public Map<String, List<Credits>> curves() {
        Map<String, List<Credits>> out = new TreeMap<>();
        byNode.forEach((host, samples) -> {
            if (samples.stream().anyMatch(c -> c.txCredits() < 0 || c.rtrCredits() < 0)) {
                out.put(host, List.copyOf(samples));
            }
        });
        return out;
    }
}
