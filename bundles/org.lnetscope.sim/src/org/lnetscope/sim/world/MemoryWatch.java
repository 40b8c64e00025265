package org.lnetscope.sim.world;

import org.lnetscope.sim.TracedFunction;

/**
 * Keeps each node's peak memory figures and raises out_of_memory when a node's use reaches its
 * RAM. Checked whenever memory grows (a conn created, a message committed), which is the only
 * time it can cross the line.
 */
public final class MemoryWatch {

    private final World world;
    private SimNode firstOom;

    MemoryWatch(World world) {
        this.world = world;
    }

    public void grew(SimNode node) {
        long used = node.usedBytes();
        if (used > node.peakUsedBytes) {
            node.peakUsedBytes = used;
        }
        if (node.connBytes > node.peakConnBytes) {
            node.peakConnBytes = node.connBytes;
        }
        if (!node.oom && used >= node.ramBytes) {
            node.oom = true;
            node.oomAtNs = world.now();
            if (firstOom == null) {
                firstOom = node;
            }
            if (world.tracing) {
                world.trace().node(TracedFunction.out_of_memory, node,
                        "used " + used + " of " + node.ramBytes + " bytes", used);
            }
        }
    }

    /** The first node that ran out of memory, or null. */
    public SimNode firstOom() {
        return firstOom;
    }
}
