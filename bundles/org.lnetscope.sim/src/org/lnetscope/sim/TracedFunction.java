package org.lnetscope.sim;

/**
 * The kernel functions the simulator has trace points in, spelled as lustre-release spells them
 * (lnet/lnet/lib-move.c, lnet/klnds/o2iblnd/o2iblnd_cb.c ...), plus the simulator's own {@link #fault}.
 * A trace point passes the constant, not a String: the trace recorder maps it to the trace's
 * function and event type by ordinal, and only a listener of {@link SimEvent}s reads its name.
 */
public enum TracedFunction {
    // an lnet_msg's life (lib-move.c, lib-msg.c)
    lnet_send,
    lnet_parse,
    lnet_finalize,
    lnet_msg_decommit,
    lnet_drop_routed_msgs_locked,
    // credits (lib-move.c)
    lnet_post_send_locked,
    lnet_return_tx_credits_locked,
    lnet_post_routed_recv_locked,
    lnet_return_rx_credits_locked,
    // kib_conn (o2iblnd.c, o2iblnd_cb.c)
    kiblnd_connect_peer,
    kiblnd_passive_connect,
    kiblnd_connreq_done,
    kiblnd_close_conn_locked,
    kiblnd_conn_decref,
    kiblnd_finalise_conn,
    kiblnd_destroy_conn,
    kiblnd_check_conns,
    kiblnd_post_tx_locked,
    kiblnd_tx_complete,
    kiblnd_tx_done,
    // kib_rx (o2iblnd_cb.c)
    kiblnd_handle_rx,
    kiblnd_rx_complete,
    kiblnd_post_rx,
    kiblnd_drop_rx,
    // node-wide
    out_of_memory,
    lnet_notify,
    /** Not a kernel function: a scenario fault or what-if switch taking effect. */
    fault
}
