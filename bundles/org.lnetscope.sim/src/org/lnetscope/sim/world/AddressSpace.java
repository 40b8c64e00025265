package org.lnetscope.sim.world;

/**
 * A node's synthetic kernel addresses: what the model and the trace name kernel objects by. The
 * model takes an address as the object's ID across the whole fabric (LnetXmiResource), so each
 * node draws from a region of its own, and freed lnet_msgs and kib_conns give their addresses back
 * as the slab allocator does, so the region holds what is alive rather than everything the run ever
 * allocated. Before, a router of the seed used up a 256 MiB region in under an hour and went on
 * into its neighbours' (4.2 regions at 3 h of the seed with peer_timeout=0), giving two live
 * objects of the fabric one address.
 *
 * <p>A freed address is reused only after {@link #REUSE_DELAY} others were freed since, so an
 * address never names two objects within one kernel step (the trace deletes the old object at the
 * end of the step in which the new one may be created).
 */
public final class AddressSpace {

    /** Where the first node's region starts: a direct-map-looking x86_64 kernel address. */
    static final long BASE = 0xffff9a0000000000L;
    /** Bytes of addresses per node: 16 GiB, room for the seed's 55,000 pinned conns and 2.3 M parked messages. */
    public static final int REGION_BITS = 34;
    /** How many nodes fit between {@link #BASE} and the top of the address space. */
    public static final int MAX_NODES = (int) ((0L - BASE) >>> REGION_BITS);
    /** Bytes of an lnet_msg, lnet_peer, lnet_peer_ni or kib_peer_ni slot. */
    static final long OBJECT_BYTES = 0x400;
    /** Bytes of a kib_conn together with its ibc_rxs[]. */
    static final long CONN_BYTES = 0x20000;
    static final int REUSE_DELAY = 4096;

    private final String hostname;
    private final long start;
    /** Bytes of the region handed out so far (an offset: the last region ends at 2^64, 0 as a long). */
    private long used;
    private final FreeList freeObjects = new FreeList();
    private final FreeList freeConns = new FreeList();

    AddressSpace(int index, String hostname) {
        if (index < 0 || index >= MAX_NODES) {
            throw new IllegalArgumentException("node " + hostname + ": a fabric has room for at most " + MAX_NODES
                    + " nodes' simulated kernel addresses, this is node " + (index + 1));
        }
        this.hostname = hostname;
        this.start = BASE + ((long) index << REGION_BITS);
    }

    long object() {
        long reused = freeObjects.take();
        return reused != 0 ? reused : bump(OBJECT_BYTES);
    }

    long conn() {
        long reused = freeConns.take();
        return reused != 0 ? reused : bump(CONN_BYTES);
    }

    void freeObject(long address) {
        freeObjects.add(address);
    }

    void freeConn(long address) {
        freeConns.add(address);
    }

    private long bump(long bytes) {
        if ((1L << REGION_BITS) - used < bytes) {
            throw new IllegalStateException("node " + hostname + " used up its " + (1L << REGION_BITS >> 30)
                    + " GiB of simulated kernel addresses (more objects alive at once than the simulator allows a node)");
        }
        long a = start + used;
        used += bytes;
        return a;
    }

    /** Freed addresses, oldest first; one is handed out only once more than REUSE_DELAY wait. */
    private static final class FreeList {
        private long[] ring = new long[REUSE_DELAY * 2];
        private int head;
        private int size;

        void add(long address) {
            if (size == ring.length) {
                long[] bigger = new long[ring.length * 2];
                for (int i = 0; i < size; i++) {
                    bigger[i] = ring[(head + i) & (ring.length - 1)];
                }
                ring = bigger;
                head = 0;
            }
            ring[(head + size) & (ring.length - 1)] = address;
            size++;
        }

        /** The oldest freed address, or 0 while too few were freed since it. */
        long take() {
            if (size <= REUSE_DELAY) {
                return 0;
            }
            long a = ring[head];
            head = (head + 1) & (ring.length - 1);
            size--;
            return a;
        }
    }
}
