package org.lnetscope.sim.cli;

import org.lnetscope.sim.scenario.Quantities;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.World;

/** The memory part of the progress line: the fullest router and its pinned conns. */
final class ProgressLine {

    private ProgressLine() {
    }

    static String memory(World world) {
        SimNode fullest = null;
        for (SimNode node : world.nodes) {
            if (node.isRouter() && (fullest == null || node.usedBytes() > fullest.usedBytes())) {
                fullest = node;
            }
        }
        if (fullest == null) {
            return "no router";
        }
        return fullest.hostname + " " + Quantities.formatBytes(fullest.usedBytes()) + " of "
                + Quantities.formatBytes(fullest.ramBytes) + ", " + fullest.kib.pinned + " pinned conns";
    }
}
