package org.lnetscope.sim.lnet;

import org.lnetscope.sim.world.SimTunables;

/** struct lnet_rtrbufpool: one CPT's router buffers of one size, and the rbp_msgs waiting for one. */
public final class RtrBufPool {

    /** Pool kinds in lnet_msg2bufpool order. */
    public static final int TINY = 0;
    public static final int SMALL = 1;
    public static final int LARGE = 2;

    /** rbp_npages per kind: 0, 1 and LNET_MTU / PAGE_SIZE. */
    public static final int[] NPAGES = {0, 1, 256};

    public final int kind;
    public final int cpt;
    public final int npages;
    public final int nbuffers;
    public int credits;
    public int minCredits;
    public final MsgQueue rbpMsgs = new MsgQueue(this);

    RtrBufPool(int kind, int cpt, int nbuffers) {
        this.kind = kind;
        this.cpt = cpt;
        this.npages = NPAGES[kind];
        this.nbuffers = nbuffers;
        this.credits = nbuffers;
        this.minCredits = nbuffers;
    }

    /**
     * LNET_NRB_TINY_MIN, LNET_NRB_SMALL_MIN, LNET_NRB_LARGE_MIN (router.c, v2_12_9 and master): the
     * least buffers of each kind a CPT gets, whatever the parameter says.
     */
    public static final int[] NRB_MIN_PER_CPT = {512, 4096, 256};

    /**
     * lnet_rtrpools_alloc with lnet_nrb_tiny/small/large_calculate (router.c, v2_12_9 and master):
     * per CPT, max(total / LNET_CPT_NUMBER, the kind's minimum).
     */
    public static RtrBufPool[][] lnetRtrpoolsAlloc(int ncpts, SimTunables tunables) {
        RtrBufPool[][] pools = new RtrBufPool[ncpts][3];
        for (int cpt = 0; cpt < ncpts; cpt++) {
            for (int kind = TINY; kind <= LARGE; kind++) {
                pools[cpt][kind] = new RtrBufPool(kind, cpt, perCpt(kind, ncpts, tunables));
            }
        }
        return pools;
    }

    /** Buffers of one kind per CPT (lnet_nrb_*_calculate). */
    public static int perCpt(int kind, int ncpts, SimTunables tunables) {
        return Math.max(tunables.effectiveRouterBuffers(kind) / ncpts, NRB_MIN_PER_CPT[kind]);
    }

    /** lnet_msg2bufpool(): the smallest pool whose buffers hold msg_len bytes. */
    public static int kindFor(int len) {
        if (len == 0) {
            return TINY;
        }
        return len <= 4096 ? SMALL : LARGE;
    }

    /** Bytes pinned by the pool's buffers (allocated at lnet_rtrpools_alloc, for the life of routing). */
    public long bufferBytes() {
        return (long) nbuffers * (npages * 4096L + 64);
    }
}
