package org.lnetscope.sim.trace;

import org.lnetscope.sim.SimEvent;
import org.lnetscope.sim.TracedFunction;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.KernelFunction;

/**
 * Which trace event type and kernel function a simulator trace point is written as: tables by the
 * {@link TracedFunction}'s ordinal, made once, so a trace point costs no string compare or hash.
 */
final class EventKinds {

    private EventKinds() {
    }

    private static final TracedFunction[] ALL = TracedFunction.values();
    private static final KernelFunction[] FUNCTION = new KernelFunction[ALL.length];
    private static final EventType[] TYPE = new EventType[ALL.length];

    static {
        for (TracedFunction f : ALL) {
            // the simulator's own bookkeeping ("fault"), which no kernel function stands for, is written as none
            KernelFunction k = KernelFunction.byName(f.name());
            FUNCTION[f.ordinal()] = k == KernelFunction.unknown ? KernelFunction.none : k;
            TYPE[f.ordinal()] = typeOf(f);
        }
    }

    /** The trace's kernel function for {@code function}. */
    static KernelFunction function(TracedFunction function) {
        return FUNCTION[function.ordinal()];
    }

    /** The event type of every trace point but the credits' (see {@link #creditType}). */
    static EventType type(TracedFunction function) {
        return TYPE[function.ordinal()];
    }

    private static EventType typeOf(TracedFunction f) {
        return switch (f) {
            // lnet_parse without a message is TracePoints.msgDropped, written as MSG_DROPPED
            case lnet_parse -> EventType.MSG_RECEIVED;
            case lnet_drop_routed_msgs_locked -> EventType.MSG_DROPPED;
            case lnet_send, lnet_finalize, lnet_msg_decommit -> EventType.MSG_COMPLETED;
            case kiblnd_connect_peer, kiblnd_passive_connect -> EventType.CONN_CREATED;
            case kiblnd_destroy_conn -> EventType.CONN_DESTROYED;
            case kiblnd_check_conns -> EventType.TX_TIMED_OUT;
            case kiblnd_post_tx_locked -> EventType.CREDIT_TAKEN;
            case kiblnd_tx_complete, kiblnd_tx_done, kiblnd_conn_decref -> EventType.CONN_REFCOUNT;
            case kiblnd_connreq_done, kiblnd_close_conn_locked, kiblnd_finalise_conn -> EventType.CONN_STATE;
            case kiblnd_handle_rx -> EventType.RX_HELD;
            case kiblnd_drop_rx -> EventType.RX_DROPPED;
            case kiblnd_rx_complete, kiblnd_post_rx -> EventType.RX_REPOSTED;
            case out_of_memory -> EventType.NODE_OOM;
            case lnet_notify -> EventType.PEER_STATE;
            case fault -> EventType.MEMORY;
            // credits: creditType
            case lnet_post_send_locked, lnet_return_tx_credits_locked, lnet_post_routed_recv_locked,
                    lnet_return_rx_credits_locked ->
                null;
        };
    }

    /** A credit trace point: what it did with the message, or for one that went on, which credit. */
    static EventType creditType(TracedFunction function, SimEvent.Outcome outcome) {
        return switch (outcome) {
            case QUEUED_TXQ -> EventType.MSG_QUEUED_TXQ;
            case QUEUED_TQ_DELAYED -> EventType.MSG_QUEUED_NI;
            case PARKED_RTRQ -> EventType.MSG_QUEUED_RTRQ;
            case PARKED_RBP_MSGS -> EventType.MSG_QUEUED_RBP;
            case DROPPED -> EventType.MSG_DROPPED;
            case PROCEEDED -> function == TracedFunction.lnet_post_send_locked ? EventType.MSG_FORWARDED
                    : function == TracedFunction.lnet_post_routed_recv_locked ? EventType.CREDIT_TAKEN
                    : EventType.CREDIT_RETURNED;
        };
    }

    /** A credit of the send side (the message's txPeer is its subject), else of the receive side (rxPeer). */
    static boolean txSide(TracedFunction function) {
        return function == TracedFunction.lnet_post_send_locked || function == TracedFunction.lnet_return_tx_credits_locked;
    }
}
