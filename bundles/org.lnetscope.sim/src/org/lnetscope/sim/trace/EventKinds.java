package org.lnetscope.sim.trace;

import org.lnetscope.sim.SimEvent;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.KernelFunction;

/** Which trace event type and kernel function a simulator event is written as. */
final class EventKinds {

    private EventKinds() {
    }

    /**
     * The kernel function, spelled as the simulator names it; the simulator's own bookkeeping
     * ("fault"), which no kernel function stands for, is written as {@code none}.
     */
    static KernelFunction function(SimEvent event) {
        String name = event.function();
        // The simulator names functions with string literals, a few dozen String objects in all:
        // remembering the answer per object spares a hash of the name on every trace event.
        int i = (System.identityHashCode(name) * 0x9E3779B1) >>> (32 - CACHE_BITS);
        Known known = CACHE[i];
        if (known != null && known.name == name) {
            return known.function;
        }
        KernelFunction f = KernelFunction.byName(name);
        f = f == KernelFunction.unknown ? KernelFunction.none : f;
        CACHE[i] = new Known(name, f);
        return f;
    }

    private static final int CACHE_BITS = 8;
    /**
     * Per String object (not per text), its function; a collision only costs a lookup. One
     * immutable entry per slot, so recorders on several threads (what-if rows) read a whole pair.
     */
    private static final Known[] CACHE = new Known[1 << CACHE_BITS];

    private record Known(String name, KernelFunction function) {
    }

    static EventType type(SimEvent event) {
        // instanceof tests rather than a pattern switch's type dispatch
        if (event instanceof SimEvent.Credit c) {
            return switch (c.outcome()) {
                case QUEUED_TXQ -> EventType.MSG_QUEUED_TXQ;
                case QUEUED_TQ_DELAYED -> EventType.MSG_QUEUED_NI;
                case PARKED_RTRQ -> EventType.MSG_QUEUED_RTRQ;
                case PARKED_RBP_MSGS -> EventType.MSG_QUEUED_RBP;
                case DROPPED -> EventType.MSG_DROPPED;
                case PROCEEDED -> switch (c.function()) {
                    case "lnet_post_send_locked" -> EventType.MSG_FORWARDED;
                    case "lnet_post_routed_recv_locked" -> EventType.CREDIT_TAKEN;
                    default -> EventType.CREDIT_RETURNED;
                };
            };
        } else if (event instanceof SimEvent.Msg m) {
            return switch (m.function()) {
                case "lnet_parse" -> m.msg() == 0 ? EventType.MSG_DROPPED : EventType.MSG_RECEIVED;
                case "lnet_drop_routed_msgs_locked" -> EventType.MSG_DROPPED;
                default -> EventType.MSG_COMPLETED;
            };
        } else if (event instanceof SimEvent.Conn c) {
            return switch (c.function()) {
                case "kiblnd_connect_peer", "kiblnd_passive_connect" -> EventType.CONN_CREATED;
                case "kiblnd_destroy_conn" -> EventType.CONN_DESTROYED;
                case "kiblnd_check_conns" -> EventType.TX_TIMED_OUT;
                case "kiblnd_post_tx_locked" -> EventType.CREDIT_TAKEN;
                case "kiblnd_tx_complete", "kiblnd_tx_done", "kiblnd_conn_decref" -> EventType.CONN_REFCOUNT;
                default -> EventType.CONN_STATE;
            };
        } else if (event instanceof SimEvent.Rx r) {
            return switch (r.function()) {
                case "kiblnd_handle_rx" -> EventType.RX_HELD;
                case "kiblnd_drop_rx" -> EventType.RX_DROPPED;
                default -> EventType.RX_REPOSTED;
            };
        }
        return switch (event.function()) {
            case "out_of_memory" -> EventType.NODE_OOM;
            case "lnet_notify", "lnet_handle_remote_failure_locked" -> EventType.PEER_STATE;
            default -> EventType.MEMORY;
        };
    }

    /**
     * lnet_send is not a step of its own in the trace: the message it commits is written with the
     * lnet_post_send_locked that follows at once (one kernel step, one event).
     */
    static boolean mergedIntoNext(SimEvent event) {
        return event instanceof SimEvent.Msg m && m.function().equals("lnet_send");
    }
}
