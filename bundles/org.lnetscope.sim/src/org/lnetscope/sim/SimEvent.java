package org.lnetscope.sim;

/**
 * One thing the simulated kernels did, named after the kernel function that does it, so a trace
 * reads like a debug log of the real code path. Addresses are the synthetic kernel addresses the
 * exported model uses, so an event can be tied to the object it concerns.
 */
public sealed interface SimEvent {

    long timeNs();

    /** Hostname of the node whose kernel ran the function. */
    String node();

    /** The kernel function, e.g. {@code lnet_post_routed_recv_locked}. */
    String function();

    /** What a credit operation did with a message. */
    enum Outcome {
        /** Got every credit and went on (to the LND, or to lnd_recv). */
        PROCEEDED,
        /** Queued on lpni_txq for a peer tx credit. */
        QUEUED_TXQ,
        /** Queued on tq_delayed for an NI tx credit. */
        QUEUED_TQ_DELAYED,
        /** Parked on lpni_rtrq / lp_rtrq for a peer router credit, holding its kib_rx. */
        PARKED_RTRQ,
        /** Parked on rbp_msgs for a router buffer, holding its kib_rx. */
        PARKED_RBP_MSGS,
        /** Dropped (peer not alive, no route, routing disabled). */
        DROPPED
    }

    /** A credit taken or returned: lnet_post_send_locked, lnet_post_routed_recv_locked, lnet_return_*_credits_locked. */
    record Credit(long timeNs, String node, String function, long msg, String peerNid, Outcome outcome,
            int credits) implements SimEvent {
    }

    /** An lnet_msg's life: lnet_send, lnet_parse, lnet_finalize, lnet_drop_routed_msgs_locked. */
    record Msg(long timeNs, String node, String function, long msg, int type, String srcNid, String destNid,
            int len, int status) implements SimEvent {
    }

    /**
     * A kib_conn changed: kiblnd_connect_peer, kiblnd_passive_connect, kiblnd_connreq_done,
     * kiblnd_close_conn_locked, kiblnd_finalise_conn, kiblnd_destroy_conn, kiblnd_check_conns.
     */
    record Conn(long timeNs, String node, String function, long conn, String peerNid, int state, int refcount,
            int nrx, int credits, int outstandingCredits, int error) implements SimEvent {
    }

    /** An rx held by LNet or let go: kiblnd_handle_rx (held), kiblnd_post_rx, kiblnd_drop_rx. */
    record Rx(long timeNs, String node, String function, long rx, long conn, long msg) implements SimEvent {
    }

    /** Node-wide: memory samples, out_of_memory, faults and what-if switches taking effect. */
    record Node(long timeNs, String node, String function, String detail, long usedBytes) implements SimEvent {
    }
}
