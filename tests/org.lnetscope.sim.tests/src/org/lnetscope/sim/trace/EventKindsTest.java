package org.lnetscope.sim.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.EnumSet;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.lnetscope.sim.SimEvent;
import org.lnetscope.sim.TracedFunction;
import org.lnetscope.trace.EventType;
import org.lnetscope.trace.KernelFunction;

/** Each simulator trace point is written as a kernel function the trace knows, with an event type. */
class EventKindsTest {

    private static final Set<TracedFunction> CREDITS = EnumSet.of(TracedFunction.lnet_post_send_locked,
            TracedFunction.lnet_return_tx_credits_locked, TracedFunction.lnet_post_routed_recv_locked,
            TracedFunction.lnet_return_rx_credits_locked);

    @Test
    void everyKernelFunctionIsOneOfTheTraces() {
        for (TracedFunction f : TracedFunction.values()) {
            KernelFunction k = EventKinds.function(f);
            if (f == TracedFunction.fault) {
                assertEquals(KernelFunction.none, k, "a fault is the simulator's, no kernel function");
            } else {
                // a misspelt or new name would be written as none: the trace could not filter on it
                assertNotEquals(KernelFunction.none, k, f.name());
                assertEquals(f.name(), k.name());
            }
        }
    }

    @Test
    void everyTracePointHasAnEventType() {
        for (TracedFunction f : TracedFunction.values()) {
            if (CREDITS.contains(f)) {
                assertNull(EventKinds.type(f), f + " is typed by its outcome");
                for (SimEvent.Outcome o : SimEvent.Outcome.values()) {
                    assertNotNull(EventKinds.creditType(f, o), f + " " + o);
                }
            } else {
                assertNotNull(EventKinds.type(f), f.name());
            }
        }
        // the credit that went on is named by which one it was (docs/trace-format.md's event types)
        assertEquals(EventType.MSG_FORWARDED,
                EventKinds.creditType(TracedFunction.lnet_post_send_locked, SimEvent.Outcome.PROCEEDED));
        assertEquals(EventType.CREDIT_TAKEN,
                EventKinds.creditType(TracedFunction.lnet_post_routed_recv_locked, SimEvent.Outcome.PROCEEDED));
        assertEquals(EventType.CREDIT_RETURNED,
                EventKinds.creditType(TracedFunction.lnet_return_rx_credits_locked, SimEvent.Outcome.PROCEEDED));
        assertEquals(EventType.MSG_QUEUED_RTRQ,
                EventKinds.creditType(TracedFunction.lnet_post_routed_recv_locked, SimEvent.Outcome.PARKED_RTRQ));
    }
}
