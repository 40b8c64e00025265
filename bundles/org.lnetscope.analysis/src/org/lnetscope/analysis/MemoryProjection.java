package org.lnetscope.analysis;

import java.util.List;

/**
 * When a node will run out of memory if pinned memory keeps growing as it did recently: a least
 * squares line through the last samples, extended to the memory left. Linear on purpose: in the
 * incident each server reconnect pins one more conn (about 3.3 MB) at a steady rate, so growth is
 * close to linear until OOM; a fancier fit would mostly fit noise.
 */
public final class MemoryProjection {

    /** Memory held at one time. */
    public record Sample(long timeNs, long bytes) {
    }

    /**
     * @param slopeBytesPerSecond fitted growth; &lt;= 0 means not growing
     * @param oomAtNs projected time at which pinned bytes reach the available memory, or -1 if
     *     memory is not growing (or the node's RAM is unknown)
     */
    public record Projection(long ramBytes, long availableBytes, long currentBytes, double slopeBytesPerSecond,
            long oomAtNs, int samplesUsed) {
        public boolean growing() {
            return slopeBytesPerSecond > 0;
        }
    }

    private MemoryProjection() {
    }

    /**
     * @param samples pinned bytes over time, in time order
     * @param ramBytes the node's RAM (0 if unknown)
     * @param otherBytes memory used by everything but pinned conns, assumed constant
     * @param window how many of the latest samples to fit
     */
    public static Projection project(List<Sample> samples, long ramBytes, long otherBytes, int window) {
        int n = Math.min(window, samples.size());
        List<Sample> recent = samples.subList(samples.size() - n, samples.size());
        long current = n == 0 ? 0 : recent.get(n - 1).bytes();
        long available = Math.max(0, ramBytes - otherBytes);
        if (n < 2) {
            return new Projection(ramBytes, available, current, 0, -1, n);
        }
        double t0 = recent.get(0).timeNs() / 1e9;
        double meanT = 0;
        double meanB = 0;
        for (Sample s : recent) {
            meanT += s.timeNs() / 1e9 - t0;
            meanB += s.bytes();
        }
        meanT /= n;
        meanB /= n;
        double cov = 0;
        double var = 0;
        for (Sample s : recent) {
            double dt = s.timeNs() / 1e9 - t0 - meanT;
            cov += dt * (s.bytes() - meanB);
            var += dt * dt;
        }
        double slope = var == 0 ? 0 : cov / var;
        long oomAt = -1;
        if (slope > 0 && ramBytes > 0) {
            // intercept of the fitted line at the last sample's time, then time to reach available
            double tLast = recent.get(n - 1).timeNs() / 1e9 - t0;
            double fittedNow = meanB + slope * (tLast - meanT);
            double seconds = Math.max(0, (available - fittedNow) / slope);
            oomAt = recent.get(n - 1).timeNs() + (long) (seconds * 1e9);
        }
        return new Projection(ramBytes, available, current, slope, oomAt, n);
    }
}
