package org.lnetscope.sim;

/**
 * Receives every {@link SimEvent} in simulated-time order. Events are built only when a listener
 * is attached, so a run without one pays nothing for them.
 */
@FunctionalInterface
public interface SimulationListener {

    void onEvent(SimEvent event);

    /**
     * As {@link #onEvent(SimEvent)}, with the simulator object the event is about (the lnet_msg of
     * a Msg or Credit event, the kib_conn of a Conn or Rx event; null if none), which the event
     * names only by kernel address.
     */
    default void onEvent(SimEvent event, Object subject) {
        onEvent(event);
    }
}
