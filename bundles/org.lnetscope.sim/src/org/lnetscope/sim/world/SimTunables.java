package org.lnetscope.sim.world;

import org.lnetscope.sim.lnet.RtrBufPool;

/**
 * The lnet and ko2iblnd module parameters of a run, resolved from the scenario and the per-version
 * defaults (docs/scenario-format.md, `tunables`). The raw values are kept as the kernel keeps them (0 meaning
 * "derive"), and the effective* methods apply the kernel's own derivations.
 */
public record SimTunables(
        LustreRelease release,
        int peerCredits,
        int peerBufferCredits,
        int credits,
        int concurrentSends,
        int peerCreditsHiw,
        int peerTimeout,
        boolean autoDown,
        int transactionTimeout,
        int retryCount,
        int healthSensitivity,
        boolean discovery,
        int lndTimeout,
        String lndTimeoutWhy,
        int keepalive,
        int tinyRouterBuffers,
        int smallRouterBuffers,
        int largeRouterBuffers,
        int maxFrags,
        String mapOnDemand,
        String dlcWhy) {

    /** Routed messages wait on lpni_rtrq (the 2.12 layout) rather than the peer's lp_rtrq. */
    public boolean layout212() {
        return release.rtrqOnPeerNi();
    }

    /** lnet_peer_buffer_credits(): peer_buffer_credits if set, else peer_credits. */
    public int effectivePeerBufferCredits() {
        return peerBufferCredits > 0 ? peerBufferCredits : peerCredits;
    }

    /** concurrent_sends: 0 means peer_credits; clamped to [peer_credits/2, 2*peer_credits]. */
    public int effectiveConcurrentSends() {
        int cs = concurrentSends > 0 ? concurrentSends : peerCredits;
        return Math.max(peerCredits / 2, Math.min(cs, 2 * peerCredits));
    }

    /** peer_credits_hiw: 0 means peer_credits/2; clamped to [peer_credits/2, peer_credits-1]. */
    public int effectivePeerCreditsHiw() {
        int hiw = Math.max(peerCreditsHiw, peerCredits / 2);
        return Math.min(hiw, peerCredits - 1);
    }

    /**
     * When credits owed go back in a NOOP, for a conn of this queue depth: 2.12 and 2.15
     * IBLND_CREDITS_HIGHWATER (o2iblnd.h, v2_12_9 and v2_15_8) min(hiw, ibc_queue_depth - 1); 2.16 and
     * master kiblnd_credits_highwater (o2iblnd.h, LU-12569 90ba471e36 on master, backported to b2_16:
     * v2_16_1) ibc_queue_depth * hiw / peer_tx_credits.
     */
    public int creditsHighwater(int queueDepth) {
        if (!release.proportionalCreditsHighwater()) {
            return Math.min(effectivePeerCreditsHiw(), queueDepth - 1);
        }
        return queueDepth * effectivePeerCreditsHiw() / peerCredits;
    }

    public long lndTimeoutNs() {
        return lndTimeout * 1_000_000_000L;
    }

    /** Total buffers of one pool kind over all CPTs: the parameter, or 2048/16384/1024 (before the per-CPT minima). */
    public int effectiveRouterBuffers(int kind) {
        return switch (kind) {
            case RtrBufPool.TINY -> tinyRouterBuffers > 0 ? tinyRouterBuffers : 2048;
            case RtrBufPool.SMALL -> smallRouterBuffers > 0 ? smallRouterBuffers : 16384;
            default -> largeRouterBuffers > 0 ? largeRouterBuffers : 1024;
        };
    }

    public boolean healthEnabled() {
        return healthSensitivity > 0;
    }
}
