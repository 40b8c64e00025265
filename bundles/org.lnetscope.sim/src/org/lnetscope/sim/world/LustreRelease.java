package org.lnetscope.sim.world;

/**
 * The simulator's layouts: the Lustre release whose LNet/o2iblnd code a run follows (scenario key
 * {@code lustre}). The labels are the ones {@code WhyAlive.Release} (analysis) and {@code why-alive
 * --version} use, so a scenario, a trace and the aliveness explanation speak of the same releases.
 * Each difference is a row of docs/kernel-map.md; each predicate below names the tag it was read at.
 */
public enum LustreRelease {
    /** b2_12 at v2_12_9. */
    V2_12("2.12", "v2_12_9"),
    /** b2_15 at v2_15_8 (its head). */
    V2_15("2.15", "v2_15_8"),
    /** b2_16 at v2_16_1. */
    V2_16("2.16", "v2_16_1"),
    /** master at c881f8ebcb (2026-08-22). */
    MASTER("master", "master c881f8ebcb");

    public final String label;
    public final String tag;

    LustreRelease(String label, String tag) {
        this.label = label;
        this.tag = tag;
    }

    /** The layout a scenario's {@code lustre:} names, or null. */
    public static LustreRelease of(String label) {
        for (LustreRelease r : values()) {
            if (r.label.equals(label)) {
                return r;
            }
        }
        return null;
    }

    /**
     * Routed messages wait on the peer NI's lpni_rtrq (2.12) rather than the peer's lp_rtrq (2.13 and
     * later: lnet_post_routed_recv_locked, lib-move.c v2_15_8, v2_16_1, master).
     */
    public boolean rtrqOnPeerNi() {
        return this == V2_12;
    }

    /**
     * LU-17855 (2a0127d5fb, first in 2.15.64, so in v2_16_0): a router drops a routed message as soon
     * as lnet_is_peer_ni_alive() is false (lnet_check_message_drop, lib-move.c), lnet_notify() sets
     * lpni_ns_status from the LND, and a router lowers a single-rail peer NI's health
     * (lnet_health_check, lib-msg.c). Not on b2_15.
     */
    public boolean lu17855() {
        return this == V2_16 || this == MASTER;
    }

    /**
     * LU-18444 (70c5f58403, 2.16.58): lnet_is_peer_ni_alive() is lpni_ns_status alone; before it also
     * lpni_healthv >= LNET_MAX_HEALTH_VALUE * router_sensitivity_percentage / 100 (lib-lnet.h v2_15_8,
     * v2_16_1). master only.
     */
    public boolean lu18444() {
        return this == MASTER;
    }

    /**
     * LU-13510 (0127d64b8c, in v2_15_8 and later): lnet_lnd_timeout = (transaction_timeout - 1) /
     * (retry_count + 1), recomputed by every setter; b2_12 never had it.
     */
    public boolean lu13510() {
        return this != V2_12;
    }

    /**
     * lnet_set_lnd_timeout clamps to at least 1 s: max((tt - 1) / (rc + 1), 1) in api-ni.c v2_16_1 and
     * master; v2_15_8 has no max().
     */
    public boolean lndTimeoutAtLeastOne() {
        return this == V2_16 || this == MASTER;
    }

    /**
     * LU-16184 (4c89ee7d7b, in v2_16_0): a tx waiting on ibp_tx_queue for a conn gets its own deadline
     * (kiblnd_queue_waiting_tx_locked, o2iblnd_cb.c); v2_12_9 and v2_15_8 leave it the deadline its
     * descriptor carried (kiblnd_launch_tx sets none).
     */
    public boolean lu16184() {
        return this == V2_16 || this == MASTER;
    }

    /**
     * kiblnd_credits_highwater (o2iblnd.h v2_16_1 and master, LU-12569): queue_depth * hiw /
     * peer_tx_credits; v2_12_9 and v2_15_8 IBLND_CREDITS_HIGHWATER min(hiw, queue_depth - 1).
     */
    public boolean proportionalCreditsHighwater() {
        return this == V2_16 || this == MASTER;
    }

    /**
     * kiblnd_peer_connect_failed gives the zombie txs NETWORK_TIMEOUT / REMOTE_DROPPED by error
     * (o2iblnd_cb.c v2_15_8, v2_16_1, master); v2_12_9 LOCAL_DROPPED for all.
     */
    public boolean connectFailedHealthByError() {
        return this != V2_12;
    }

    /**
     * LU-16145 (eee27c88ad, first tag v2_15_52, so in v2_16_0): before it, lnet_set_tune_defaults
     * (api-ni.c v2_15_8) turns a DLC peer_timeout of 0 into DEFAULT_PEER_TIMEOUT (180), and jt_add_ni
     * (lnetctl.c v2_12_9, v2_15_8) passes net tunables only when one of peer_timeout, peer_credits,
     * peer_buffer_credits, credits is above 0.
     */
    public boolean lu16145() {
        return this == V2_16 || this == MASTER;
    }

    /**
     * LU-15538 (896f4a082b, in v2_16_0): DLC leaves map_on_demand to the module option (UINT_MAX for "not given");
     * before it any tunable given through lnetctl passed map_on_demand 0 (kiblnd_tunables_setup,
     * o2iblnd_modparams.c; jt_add_ni / lustre_lnet_config_ni, lnetctl).
     */
    public boolean lu15538() {
        return this == V2_16 || this == MASTER;
    }

    /** The label, as a scenario writes it. */
    @Override
    public String toString() {
        return label;
    }
}
