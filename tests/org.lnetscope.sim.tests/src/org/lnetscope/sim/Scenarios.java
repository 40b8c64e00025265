package org.lnetscope.sim;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.scenario.ScenarioLoader;

/** Test scenarios: the repository's examples and small inline ones. */
final class Scenarios {

    private Scenarios() {
    }

    /** examples/scenarios/NAME, found from the test's working directory upwards. */
    static Path example(String name) {
        Path dir = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        for (Path d = dir; d != null; d = d.getParent()) {
            Path candidate = d.resolve("examples").resolve("scenarios").resolve(name);
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("examples/scenarios/" + name + " not found above " + dir);
    }

    static Scenario load(String name, String... sets) throws Exception {
        return ScenarioLoader.load(example(name), List.of(sets));
    }

    /**
     * The seed incident scaled down: the same fabric and workload, but routers with 7 GiB of RAM, so
     * the first OOM comes after about a thousand pinned conns per router instead of thirteen thousand.
     */
    static Scenario seedScaled(String... extra) throws Exception {
        String[] sets = new String[extra.length + 2];
        sets[0] = "groups.1.ram=7GiB";
        sets[1] = "duration=3h";
        System.arraycopy(extra, 0, sets, 2, extra.length);
        return load("router-oom.yaml", sets);
    }

    /** A small fabric: 6 computes, 2 routers, 4 servers, compute3 stuck from t=60s. */
    static final String SMALL = """
            name: small
            lustre: "2.12"
            seed: 7
            duration: 20m
            tunables: {peer_credits: 8, credits: 64, lnd_timeout: 10, health_sensitivity: 0, discovery: false,
                       tiny_router_buffers: 64, small_router_buffers: 64, large_router_buffers: 16}
            groups:
              - {name: compute, role: compute, count: 6, nids: [10.1.1.1@o2ib1], ram: 16GiB,
                 routes: [{net: o2ib, via: router}]}
              - {name: router, role: router, count: 2, nids: [10.1.0.1@o2ib1, 10.0.0.1@o2ib], ram: 2GiB,
                 base_memory: 1GiB, cpts: 2}
              - {name: server, role: server, count: 4, nids: [10.0.1.1@o2ib], ram: 16GiB,
                 routes: [{net: o2ib1, via: router}]}
            workload:
              - {from: compute, to: server, rate: 2/s, type: PUT, size: 1KiB, max_in_flight: 8}
              - {from: server, to: compute, rate: 5/s, type: PUT, size: 3000, max_in_flight: 64,
                 resend: {delay: 20s, max: 2}}
              - {from: server, to: compute, rate: 1/s, type: PUT, size: 64KiB, max_in_flight: 64}
              - {from: server, to: compute3, rate: 1/s, type: GET, size: 0, reply_size: 512}
            faults:
              - {type: host_silent, node: compute3, at: 60s}
            """;

    /** The small fabric, where server2 also crashes at 100 s and is back 30 s later (new incarnation). */
    static Scenario smallWithReboot() throws Exception {
        String text = SMALL.replace("faults:\n", "faults:\n  - {type: reboot, node: server2, at: 100s, duration: 30s}\n");
        return ScenarioLoader.parse(text, "small-reboot.yaml", List.of());
    }

    static Scenario small(String... sets) throws Exception {
        return ScenarioLoader.parse(SMALL, "small.yaml", List.of(sets));
    }
}
