package org.lnetscope.sim;

/**
 * Receives every {@link SimEvent} in simulated-time order. Events are built only when a listener
 * is attached, so a run without one pays nothing for them.
 */
@FunctionalInterface
public interface SimulationListener {

    void onEvent(SimEvent event);
}
