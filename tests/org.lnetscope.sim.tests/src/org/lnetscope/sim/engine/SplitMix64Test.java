package org.lnetscope.sim.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * nextInt takes its remainder in 32 bits since helper s37 (docs/benchmarks.md): it must draw exactly
 * what the 64-bit remainder drew, or every seeded run (and every saved trace and model) would change.
 */
class SplitMix64Test {

    @Test
    void nextIntDrawsWhatThe64BitRemainderDrew() {
        int[] bounds = {1, 2, 3, 7, 100, 108, 212, 1 << 20, 1_000_000_007, Integer.MAX_VALUE};
        for (long seed : new long[] {0, 1, 20240611, -1, Long.MIN_VALUE}) {
            SplitMix64 rng = new SplitMix64(seed);
            SplitMix64 reference = new SplitMix64(seed);
            for (int i = 0; i < 200_000; i++) {
                int bound = bounds[i % bounds.length];
                int expected = (int) ((reference.nextLong() >>> 33) % bound);
                assertEquals(expected, rng.nextInt(bound), "seed " + seed + ", draw " + i + ", bound " + bound);
            }
        }
    }
}
