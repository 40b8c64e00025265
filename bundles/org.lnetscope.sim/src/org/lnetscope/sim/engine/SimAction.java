package org.lnetscope.sim.engine;

/** Something that happens at one simulated instant: a timer, a completion, a wire arrival. */
@FunctionalInterface
public interface SimAction {
    void fire();
}
