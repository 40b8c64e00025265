package org.lnetscope.model.examples;

/**
 * Hands out made-up kernel addresses that look like x86_64 direct-map slab addresses and are
 * unique within a fabric: each node gets its own 64 GiB window.
 */
final class Kmem {

    private static final long DIRECT_MAP = 0xffff9a0000000000L;
    private static final long NODE_WINDOW = 1L << 36;

    private long next;

    Kmem(int nodeIndex) {
        next = DIRECT_MAP + nodeIndex * NODE_WINDOW + 0x1000;
    }

    /** An address for an object of {@code size} bytes, 64-byte aligned like the slab caches. */
    long alloc(long size) {
        long address = next;
        next += (size + 63) & ~63L;
        return address;
    }
}
