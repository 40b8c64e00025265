package org.lnetscope.model.bench;

import java.lang.management.ManagementFactory;

/** Heap in use after full collections: good to a few MB, enough for hundreds of MB of model. */
final class Heap {

    private Heap() {
    }

    static long used() {
        long previous = Long.MAX_VALUE;
        // Collect until the figure stops falling: one System.gc() can leave finalizable or
        // soft-referenced garbage (EMF caches) for the next cycle.
        for (int i = 0; i < 5; i++) {
            System.gc();
            long used = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
            if (used >= previous - (1 << 20)) {
                return Math.min(used, previous);
            }
            previous = used;
        }
        return previous;
    }
}
