package org.lnetscope.sim.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.LongSupplier;

import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.scenario.Quantities;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.World;

/**
 * The progress line of {@code lnetscope simulate}, once a second from the first: simulated time,
 * events, events/s, bytes of output written, the fullest router, and when the run has an end
 * (always {@code --until} or the scenario's duration; with {@code --until-oom} also the OOM, from
 * how fast the fullest router's memory grows) how long is left and how big the trace will be.
 * It warns once when the trace is heading past {@link #WARN_BYTES}.
 */
final class RunProgress implements Simulation.Progress {

    /** A trace above this gets a warning, with what to do about it. */
    static final long WARN_BYTES = 4L << 30;

    private final PrintStream err;
    private final long endNs;
    private final boolean untilOom;
    private final LongSupplier bytes;
    private final String stopHint;
    private final long wallStart = System.nanoTime();
    private long baseUsed = -1;
    private boolean warned;

    /**
     * @param bytes bytes of output written so far, or null when the output is written at the end
     * @param stopHint what Ctrl+C leaves, for the size warning
     */
    RunProgress(PrintStream err, long endNs, boolean untilOom, LongSupplier bytes, String stopHint) {
        this.err = err;
        this.endNs = endNs;
        this.untilOom = untilOom;
        this.bytes = bytes;
        this.stopHint = stopHint;
    }

    @Override
    public void report(long simNs, long events, World world) {
        double wall = (System.nanoTime() - wallStart) / 1e9;
        StringBuilder line = new StringBuilder("simulate: t=").append(Time.format(simNs));
        double done = endNs > 0 ? Math.min(1, simNs / (double) endNs) : 0;
        SimNode fullest = fullestRouter(world);
        double memoryDone = 0;
        if (untilOom && fullest != null) {
            // the fault's effect grows a router's memory about linearly (docs/scenario-format.md):
            // the share of its free room used since the first report estimates how far the OOM is
            if (baseUsed < 0) {
                baseUsed = fullest.usedBytes();
            }
            long room = fullest.ramBytes - baseUsed;
            memoryDone = room > 0 ? Math.max(0, (fullest.usedBytes() - baseUsed) / (double) room) : 0;
        }
        double fraction = Math.max(done, memoryDone);
        if (endNs > 0) {
            line.append(String.format(Locale.ROOT, " of %s", Time.format(endNs)));
        }
        line.append(String.format(Locale.ROOT, ", %,d events, %.2f M events/s", events, events / wall / 1e6));
        long written = bytes == null ? -1 : bytes.getAsLong();
        if (written >= 0) {
            line.append(", ").append(Quantities.formatBytes(written)).append(" written");
        }
        line.append("; ").append(ProgressLine.memory(world));
        if (fraction > 0.02 && fraction < 1) {
            double left = wall * (1 - fraction) / fraction;
            line.append(String.format(Locale.ROOT, "; ~%.0f s left%s", left, memoryDone > done ? " (to the OOM)" : ""));
            if (written > 0) {
                long total = (long) (written / fraction);
                line.append(", ~").append(Quantities.formatBytes(total)).append(" in all");
                if (!warned && total > WARN_BYTES && fraction > 0.05) {
                    warned = true;
                    err.println(line);
                    err.println("simulate: warning: this trace is heading for ~" + Quantities.formatBytes(total)
                            + "; " + stopHint + ", or give --until T for a shorter run");
                    return;
                }
            }
        }
        err.println(line);
    }

    private static SimNode fullestRouter(World world) {
        SimNode fullest = null;
        for (SimNode node : world.nodes) {
            if (node.isRouter() && node.ramBytes > 0
                    && (fullest == null || node.usedBytes() / (double) node.ramBytes > fullest.usedBytes() / (double) fullest.ramBytes)) {
                fullest = node;
            }
        }
        return fullest;
    }
}
