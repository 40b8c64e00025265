package org.lnetscope.sim.engine;

/**
 * The simulator's only source of randomness: SplitMix64, chosen because its output is fully
 * specified by the seed (java.util.Random's is too, but its streams are weak and it is
 * synchronized). Every draw goes through one instance in a fixed order, so a seed fixes a run.
 */
public final class SplitMix64 {

    private long state;

    public SplitMix64(long seed) {
        this.state = seed;
    }

    public long nextLong() {
        long z = (state += 0x9e3779b97f4a7c15L);
        z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
        return z ^ (z >>> 31);
    }

    /** Uniform in [0, 1). */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    /** Uniform in [0, bound). */
    public int nextInt(int bound) {
        // (nextLong() >>> 33) % bound, as an int remainder: the 31 bits are a non-negative int, so
        // the result is the same, and a 32-bit division is the cheaper one (once per message)
        return (int) (nextLong() >>> 33) % bound;
    }

    /** An exponential inter-arrival time in ns for a Poisson process of {@code perSecond} events/s. */
    public long exponentialNs(double perSecond) {
        double u = 1.0 - nextDouble();
        return Math.max(1L, (long) (-Math.log(u) / perSecond * Time.SECOND));
    }
}
