package org.lnetscope.trace;

import java.util.HashMap;
import java.util.Map;

/**
 * The kernel function an event stands for. Constants are spelled exactly as in the Lustre source
 * (2.12 names; docs/kernel-map.md gives each its file) so that a name in the Explain view can be grepped for in
 * lnet/ and o2iblnd/ as is. The trace stores these names in its header, so adding a function never
 * breaks older traces; a name this build does not know reads as {@link #unknown}.
 */
@SuppressWarnings("java:S115") // kernel spelling on purpose
public enum KernelFunction {
    /** No particular function (agent samples, simulator bookkeeping). */
    none(""),
    /** A name from a newer trace that this build does not know. */
    unknown(""),
    lnet_parse("lnet/lnet/lib-move.c"),
    lnet_parse_forward_locked("lnet/lnet/lib-move.c"),
    lnet_post_routed_recv_locked("lnet/lnet/lib-move.c"),
    lnet_post_send_locked("lnet/lnet/lib-move.c"),
    lnet_send("lnet/lnet/lib-move.c"),
    lnet_ni_send("lnet/lnet/lib-move.c"),
    lnet_ni_recv("lnet/lnet/lib-move.c"),
    lnet_return_tx_credits_locked("lnet/lnet/lib-move.c"),
    lnet_return_rx_credits_locked("lnet/lnet/lib-move.c"),
    lnet_schedule_blocked_locked("lnet/lnet/lib-move.c"),
    lnet_drop_routed_msgs_locked("lnet/lnet/lib-move.c"),
    lnet_drop_message("lnet/lnet/lib-move.c"),
    lnet_check_message_drop("lnet/lnet/lib-move.c"),
    lnet_peer_alive_locked("lnet/lnet/lib-move.c"),
    lnet_finalize("lnet/lnet/lib-msg.c"),
    lnet_msg_commit("lnet/lnet/lib-msg.c"),
    lnet_msg_decommit("lnet/lnet/lib-msg.c"),
    lnet_complete_msg_locked("lnet/lnet/lib-msg.c"),
    lnet_notify("lnet/lnet/router.c"),
    lnet_peer_ni_alloc("lnet/lnet/peer.c"),
    lnet_handle_remote_failure_locked("lnet/lnet/lib-msg.c"),
    kiblnd_handle_rx("lnet/klnds/o2iblnd/o2iblnd_cb.c"),
    kiblnd_rx_complete("lnet/klnds/o2iblnd/o2iblnd_cb.c"),
    kiblnd_recv("lnet/klnds/o2iblnd/o2iblnd_cb.c"),
    kiblnd_post_rx("lnet/klnds/o2iblnd/o2iblnd_cb.c"),
    kiblnd_drop_rx("lnet/klnds/o2iblnd/o2iblnd_cb.c"),
    kiblnd_send("lnet/klnds/o2iblnd/o2iblnd_cb.c"),
    kiblnd_launch_tx("lnet/klnds/o2iblnd/o2iblnd_cb.c"),
    kiblnd_post_tx_locked("lnet/klnds/o2iblnd/o2iblnd_cb.c"),
    kiblnd_tx_done("lnet/klnds/o2iblnd/o2iblnd_cb.c"),
    kiblnd_tx_complete("lnet/klnds/o2iblnd/o2iblnd_cb.c"),
    kiblnd_check_conns("lnet/klnds/o2iblnd/o2iblnd_cb.c"),
    kiblnd_conn_timed_out_locked("lnet/klnds/o2iblnd/o2iblnd_cb.c"),
    kiblnd_close_conn_locked("lnet/klnds/o2iblnd/o2iblnd_cb.c"),
    kiblnd_finalise_conn("lnet/klnds/o2iblnd/o2iblnd_cb.c"),
    kiblnd_connect_peer("lnet/klnds/o2iblnd/o2iblnd_cb.c"),
    kiblnd_active_connect("lnet/klnds/o2iblnd/o2iblnd_cb.c"),
    kiblnd_passive_connect("lnet/klnds/o2iblnd/o2iblnd_cb.c"),
    kiblnd_connreq_done("lnet/klnds/o2iblnd/o2iblnd_cb.c"),
    kiblnd_peer_notify("lnet/klnds/o2iblnd/o2iblnd_cb.c"),
    kiblnd_create_conn("lnet/klnds/o2iblnd/o2iblnd.c"),
    kiblnd_destroy_conn("lnet/klnds/o2iblnd/o2iblnd.c"),
    kiblnd_conn_decref("lnet/klnds/o2iblnd/o2iblnd.h"),
    out_of_memory("mm/oom_kill.c");

    private final String sourceFile;

    KernelFunction(String sourceFile) {
        this.sourceFile = sourceFile;
    }

    /** Where the function lives in lustre-release (or the kernel), empty for {@link #none}/{@link #unknown}. */
    public String sourceFile() {
        return sourceFile;
    }

    /** The constant called {@code name}, or {@link #unknown}. */
    private static final Map<String, KernelFunction> BY_NAME = new HashMap<>();

    static {
        for (KernelFunction function : values()) {
            BY_NAME.put(function.name(), function);
        }
    }

    public static KernelFunction byName(String name) {
        // a map, not a walk over values() (which copies the array): the simulator's recorder
        // looks a name up for every event it writes
        return BY_NAME.getOrDefault(name, unknown);
    }
}
