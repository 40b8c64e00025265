package org.lnetscope.sim;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.engine.SimAction;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.lnet.LnetNi;
import org.lnetscope.sim.lnet.LnetRoute;
import org.lnetscope.sim.lnet.RtrBufPool;
import org.lnetscope.sim.o2iblnd.ConndTick;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.world.Faults;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.SimTunables;
import org.lnetscope.sim.world.Workload;
import org.lnetscope.sim.world.World;

/** Turns a {@link Scenario} into a {@link World} with its nodes, routes, timers, faults and workload. */
final class SimulationBuilder {

    /** Nodes have been up a day when the run starts, so their clocks read like a real uptime. */
    private static final long UPTIME_AT_START_NS = 86_400 * Time.SECOND;
    /** Base of the incarnations (ibm_srcstamp), a boot time in microseconds. */
    private static final long INCARNATION_BASE = 1_700_000_000_000_000L;

    private SimulationBuilder() {
    }

    static World build(Scenario scenario) {
        World world = new World(scenario.seed(), scenario.tunables(), scenario.whatIf(), scenario.wire());
        SimTunables t = scenario.tunables();
        Map<String, List<SimNode>> byGroup = new HashMap<>();
        int index = 0;
        for (Scenario.Group group : scenario.groups()) {
            List<SimNode> members = new ArrayList<>();
            for (int i = 0; i < group.count(); i++) {
                SimNode node = new SimNode(index, group.hostname(i), group.role(), group.name(), group.cpts(),
                        group.ramBytes(), group.baseBytes(), t.layout212(), INCARNATION_BASE + index * 1_000_003L);
                node.bootNs = -UPTIME_AT_START_NS;
                node.peers.setClock(world::now);
                for (int k = 0; k < group.firstNids().size(); k++) {
                    node.addNi(new LnetNi(group.nid(k, i), group.cpts(), t.credits(), t.peerCredits()));
                }
                node.peers.setInitialCredits(t.peerCredits(), t.effectivePeerBufferCredits());
                if (group.role() == SimNode.Role.ROUTER) {
                    node.routingEnabled = true;
                    node.rtrPools = RtrBufPool.lnetRtrpoolsAlloc(group.cpts(), t);
                }
                members.add(node);
                world.addNode(node);
                index++;
            }
            byGroup.put(group.name(), members);
        }
        for (Scenario.Group group : scenario.groups()) {
            for (SimNode node : byGroup.get(group.name())) {
                for (Scenario.RouteSpec spec : group.routes()) {
                    List<LnetRoute> routes = node.routes.computeIfAbsent(spec.net(), k -> new ArrayList<>());
                    for (SimNode gw : byGroup.get(spec.via())) {
                        Nid gateway = sharedNid(node, gw);
                        if (gateway != null) {
                            routes.add(new LnetRoute(spec.net(), gateway, spec.hops(), spec.priority()));
                        }
                    }
                }
            }
        }
        startTimers(world);
        List<Workload.Flow> flows = new ArrayList<>();
        for (Scenario.Flow f : scenario.workload()) {
            List<SimNode> to = byGroup.containsKey(f.to()) ? byGroup.get(f.to()) : List.of(world.node(f.to()));
            flows.add(new Workload.Flow(f.name(), byGroup.get(f.from()), to, f.ratePerNode(), f.type(),
                    f.size(), f.replySize(), f.startNs(), f.stopNs(), f.maxInFlight(), f.resendDelayNs(),
                    f.resendMax()));
        }
        world.workload.start(flows);
        List<Faults.Fault> faults = new ArrayList<>();
        for (Scenario.Fault f : scenario.faults()) {
            faults.add(new Faults.Fault(f.kind(), world.node(f.node()), f.atNs(), f.durationNs(), f.everyNs(),
                    f.lnd(), f.answers()));
        }
        new Faults(world).schedule(faults);
        return world;
    }

    /** The gateway's NID on a net this node is on. */
    private static Nid sharedNid(SimNode node, SimNode gw) {
        for (LnetNi ni : gw.nis) {
            if (node.niFor(ni.net) != null) {
                return ni.nid;
            }
        }
        return null;
    }

    /**
     * Per-node kernel threads that wake on timers: connd's kiblnd_check_conns every second, the
     * master LNet monitor thread's peer NI recovery (lnet_recover_peer_nis, health on) and the router checker on nodes that use routes. Start
     * times are spread over the first second so nodes do not all wake at once.
     */
    private static void startTimers(World world) {
        int n = world.nodes.size();
        for (SimNode node : world.nodes) {
            long offset = Time.SECOND * node.index / Math.max(1, n);
            new ConndTick(world, node).start(offset + 1);
            // 2.16 and master: routers only (LU-17855); 2.12: any node lowers health when sensitivity > 0;
            // 2.15: any node lowers a gateway's (lnet_health_check, lib-msg.c v2_15_8)
            if (world.tunables.healthEnabled() && (!world.release().lu17855() || node.isRouter())) {
                every(world, offset + 2, Time.SECOND, () -> world.health.recoveryTick(node));
            }
            if (!node.routes.isEmpty()) {
                every(world, offset + 3, 60 * Time.SECOND, () -> world.health.routerCheckTick(node));
            }
        }
    }

    private static void every(World world, long first, long period, Runnable body) {
        world.q.at(first, new SimAction() {
            @Override
            public void fire() {
                body.run();
                world.q.afterFixed(period, this);
            }
        });
    }
}
