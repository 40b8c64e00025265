package org.lnetscope.sim.o2iblnd;

import org.lnetscope.sim.engine.SimAction;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.World;

/**
 * Not kernel state: connd's wake-up about once a second on one node (kiblnd_connd's
 * kiblnd_check_conns, o2iblnd_cb.c), which then waits for the next second. One object per node
 * that is its own event, rescheduled after each check as before: 212 nodes tick 6.9 M of the seed's
 * 25.3 M events, and a timer that wrapped a lambda was one more object to load at each of them
 * (docs/benchmarks.md, helper s37).
 */
public final class ConndTick implements SimAction {

    private final World world;
    private final SimNode node;

    public ConndTick(World world, SimNode node) {
        this.world = world;
        this.node = node;
    }

    @Override
    public void fire() {
        world.connd.checkConns(node);
        world.connd.afterTick(this);
    }

    /** Schedules the first check at {@code firstNs}. */
    public void start(long firstNs) {
        world.q.at(firstNs, this);
    }

    static final long PERIOD_NS = Time.SECOND;
}
