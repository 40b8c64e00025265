package org.lnetscope.sim;

import java.util.ArrayList;
import java.util.List;

import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.scenario.ScenarioLoader;

/**
 * The smallest fabric that shows one kernel behaviour at a time: one router between two computes
 * (o2ib1) and two servers (o2ib), peer_credits 8, lnd_timeout 10 s, health off, the servers sending
 * 1 KiB PUTs (IMMEDIATE) to both computes. compute2 gets a fault at 20 s unless a test says otherwise.
 */
public final class Tiny {

    public static final Nid COMPUTE2 = Nid.parse("10.1.1.2@o2ib1");
    public static final Nid ROUTER_O2IB = Nid.parse("10.0.0.1@o2ib");
    public static final Nid ROUTER_O2IB1 = Nid.parse("10.1.0.1@o2ib1");

    private Tiny() {
    }

    /** The YAML, with {@code fault} as the one fault line (or none when null). */
    public static String yaml(String lustre, String fault) {
        return """
                name: tiny
                lustre: "%s"
                seed: 3
                duration: 10m
                tunables: {peer_credits: 8, credits: 64, lnd_timeout: 10, health_sensitivity: 0, retry_count: 0,
                           transaction_timeout: 10, discovery: false, peer_timeout: 180,
                           tiny_router_buffers: 64, small_router_buffers: 64, large_router_buffers: 16}
                groups:
                  - {name: compute, role: compute, count: 2, nids: [10.1.1.1@o2ib1], ram: 16GiB,
                     routes: [{net: o2ib, via: router}]}
                  - {name: router, role: router, count: 1, nids: [10.1.0.1@o2ib1, 10.0.0.1@o2ib], ram: 4GiB,
                     base_memory: 1GiB}
                  - {name: server, role: server, count: 2, nids: [10.0.1.1@o2ib], ram: 16GiB,
                     routes: [{net: o2ib1, via: router}]}
                workload:
                  - {from: compute, to: server, rate: 1/s, type: PUT, size: 1KiB, max_in_flight: 8}
                  - {from: server, to: compute, rate: 2/s, type: PUT, size: 1KiB, max_in_flight: 64}
                  - {from: server, to: compute2, rate: 4/s, type: PUT, size: 1KiB, max_in_flight: 512}
                faults:
                %s
                """.formatted(lustre, fault == null ? "  []" : "  - " + fault).replace("faults:\n  []", "faults: []");
    }

    public static Simulation sim(String lustre, String fault, String... sets) throws Exception {
        return Simulation.of(ScenarioLoader.parse(yaml(lustre, fault), "tiny.yaml", new ArrayList<>(List.of(sets))));
    }
}
