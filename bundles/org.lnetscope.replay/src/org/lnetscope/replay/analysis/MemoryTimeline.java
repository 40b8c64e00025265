package org.lnetscope.replay.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.lnetscope.analysis.MemoryProjection.Sample;
import org.lnetscope.analysis.OomWatch;
import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.Node;
import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.ReplayCursor;

/**
 * Pinned memory of each node over a span of a trace, sampled at evenly spaced times. Moves the
 * cursor (and syncs the EMF model at each sample); the caller puts it back if needed.
 */
public final class MemoryTimeline {

    private MemoryTimeline() {
    }

    /** Samples by node hostname, in fabric order. */
    public static Map<String, List<Sample>> sample(ReplayCursor cursor, EmfSync sync, long fromNs, long toNs, int count) {
        Map<String, List<Sample>> byNode = new LinkedHashMap<>();
        int n = Math.max(2, count);
        for (int i = 0; i < n; i++) {
            long t = fromNs + (long) ((toNs - fromNs) * (i / (double) (n - 1)));
            cursor.seek(t);
            sync.sync();
            Fabric fabric = sync.fabric();
            if (fabric == null) {
                continue;
            }
            for (Node node : fabric.getNodes()) {
                byNode.computeIfAbsent(String.valueOf(node.getHostname()), h -> new ArrayList<>())
                        .add(new Sample(t, node.pinnedBytes()));
            }
        }
        return byNode;
    }

    /**
     * The nodes' recorded MemAvailable (an agent's or a Prometheus history's /proc/meminfo; in a
     * simulator's trace, RAM less what its memory accounting counts as used) over the {@link OomWatch#WINDOW_MS} before {@code atNs}, sampled
     * at {@code count} evenly spaced times, fed to an {@link OomWatch}: the window's and the rules'
     * projection, on a trace. Nodes whose MemAvailable or MemTotal is not known at a time are not
     * sampled then. Moves the cursor.
     */
    public static OomWatch available(ReplayCursor cursor, EmfSync sync, long startNs, long atNs, int count) {
        OomWatch watch = new OomWatch();
        long fromNs = Math.max(startNs, atNs - OomWatch.WINDOW_MS * 1_000_000L);
        int n = Math.max(2, count);
        for (int i = 0; i < n; i++) {
            long t = fromNs + (long) ((atNs - fromNs) * (i / (double) (n - 1)));
            cursor.seek(t);
            sync.sync();
            Fabric fabric = sync.fabric();
            if (fabric == null) {
                continue;
            }
            boolean simulated = fabric.getSource() == CaptureSource.SIMULATOR;
            for (Node node : fabric.getNodes()) {
                if (node.getRamBytes() <= 0) {
                    continue;
                }
                if (node.isSetMemAvailableBytes()) {
                    watch.sample(String.valueOf(node.getHostname()), t / 1_000_000L, node.getRamBytes(), node.getMemAvailableBytes());
                } else if (simulated) {
                    // the simulator's memory accounting (SimNode.usedBytes: base, pools, conns,
                    // lnet_msgs, eager copies) has no page cache: what is not used is available
                    watch.sample(String.valueOf(node.getHostname()), t / 1_000_000L, node.getRamBytes(),
                            Math.max(0, node.getRamBytes() - node.getUsedBytes()));
                }
            }
        }
        return watch;
    }
}
