package org.lnetscope.sim.scenario;

import java.util.List;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.world.Faults;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.SimTunables;
import org.lnetscope.sim.world.WhatIf;
import org.lnetscope.sim.world.WireParams;

/** A validated scenario file: everything a run needs, nothing YAML-shaped left. */
public record Scenario(
        String name,
        String description,
        long seed,
        long durationNs,
        boolean untilOom,
        SimTunables tunables,
        WireParams wire,
        List<Group> groups,
        List<Flow> workload,
        List<Fault> faults,
        WhatIf whatIf) {

    /** {@code count} identical hosts; node i gets each of {@code firstNids} plus i. */
    public record Group(String name, SimNode.Role role, int count, List<Nid> firstNids, long ramBytes,
            long baseBytes, int cpts, List<RouteSpec> routes) {

        public String hostname(int i) {
            if (count == 1) {
                return name;
            }
            int width = Integer.toString(count).length();
            return name + String.format("%0" + width + "d", i + 1);
        }

        public Nid nid(int nidIndex, int i) {
            Nid first = firstNids.get(nidIndex);
            return Nid.of(first.lnd(), first.netNumber(), first.address() + i);
        }
    }

    /** A route to {@code net} through every node of group {@code via}. */
    public record RouteSpec(String net, String via, int hops, int priority) {
    }

    public record Flow(String name, String from, String to, double ratePerNode, int type, int size, int replySize,
            long startNs, long stopNs, int maxInFlight, long resendDelayNs, int resendMax) {
    }

    public record Fault(Faults.Kind kind, String node, long atNs, long durationNs, long everyNs,
            Faults.LndBehaviour lnd, double answers) {
    }

    /**
     * Messages the workload would start by simulated time {@code endNs}: each flow's rate per node
     * times the nodes of its source group times the time it runs (Workload starts each node's
     * sends at {@code start} and stops them at {@code stop}, 0 meaning the end of the run). What
     * the simulator is asked to do before it is run: a rate of 10^9/s or a duration of 2^63 ns is
     * refused by this count, not found out by a run that never ends.
     */
    public double projectedMessages(long endNs) {
        double total = 0;
        for (Flow f : workload) {
            int nodes = 1;
            for (Group g : groups) {
                if (g.name().equals(f.from())) {
                    nodes = g.count();
                }
            }
            long stop = f.stopNs() > 0 ? Math.min(f.stopNs(), endNs) : endNs;
            double seconds = Math.max(0, stop - f.startNs()) / 1e9;
            total += f.ratePerNode() * nodes * seconds;
        }
        return total;
    }
}
