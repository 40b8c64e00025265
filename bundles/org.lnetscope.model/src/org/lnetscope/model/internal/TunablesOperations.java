package org.lnetscope.model.internal;

import org.lnetscope.model.PoolKind;
import org.lnetscope.model.Tunables;

/** Bodies of the {@link Tunables} EOperations. */
public final class TunablesOperations {

    /** Default total router buffers when the module parameter is 0 (router.c). */
    private static final int DEFAULT_TINY = 2048;
    private static final int DEFAULT_SMALL = 16384;
    private static final int DEFAULT_LARGE = 1024;

    private TunablesOperations() {
    }

    /** lnet_peer_buffer_credits(): there is no separate default, it falls back to peer_credits. */
    public static int effectivePeerBufferCredits(Tunables tunables) {
        return tunables.getPeerBufferCredits() > 0 ? tunables.getPeerBufferCredits() : tunables.getPeerCredits();
    }

    public static int effectiveRouterBuffers(Tunables tunables, PoolKind kind) {
        return switch (kind) {
            case TINY -> orDefault(tunables.getTinyRouterBuffers(), DEFAULT_TINY);
            case SMALL -> orDefault(tunables.getSmallRouterBuffers(), DEFAULT_SMALL);
            case LARGE -> orDefault(tunables.getLargeRouterBuffers(), DEFAULT_LARGE);
        };
    }

    private static int orDefault(int value, int fallback) {
        return value > 0 ? value : fallback;
    }
}
