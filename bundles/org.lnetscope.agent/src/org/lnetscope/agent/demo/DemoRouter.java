package org.lnetscope.agent.demo;

import java.util.function.LongSupplier;

import org.lnetscope.agent.AgentOptions;
import org.lnetscope.agent.source.LnetSource;

/**
 * What {@code lnetscope-agent --demo} serves: the seed's router ({@link SeedDrift}) on a clock that
 * runs {@link AgentOptions.Demo#speed()} times real time, so a new user sees the window, the OOM
 * projection and the shipped alert rules work without a Lustre node (issue 36). The drift starts one
 * demo minute after the agent does, so the first samples show the router healthy.
 *
 * @param clockMs the demo's clock, stamped on every message the agent sends
 * @param source the simulated router
 * @param drift the drift itself, for its OOM time
 */
public record DemoRouter(LongSupplier clockMs, LnetSource source, SeedDrift drift) {

    /** One demo minute of health before the drift. */
    public static final long HEALTHY_FIRST_MS = 60_000;

    /** The demo of {@code demo} starting now on {@code wallMs}. */
    public static DemoRouter of(AgentOptions.Demo demo, LongSupplier wallMs) {
        long start = wallMs.getAsLong();
        LongSupplier clock = () -> start + (long) ((wallMs.getAsLong() - start) * demo.speed());
        SeedDrift drift = new SeedDrift(clock, start + HEALTHY_FIRST_MS, demo.drifting());
        return new DemoRouter(clock, drift, drift);
    }

    /** The banner the agent prints, so nobody mistakes the demo for the node's LNet. */
    public String banner() {
        return "DEMO: a simulated router (" + source.describe() + "), not this node's LNet"
                + (drift.oomAtMs() < 0 ? "" : "; MemAvailable reaches 0 about "
                        + Math.round((drift.oomAtMs() - clockMs.getAsLong()) / 60_000.0) + " demo minutes from now");
    }
}
