package org.lnetscope.rules.tests;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;

/**
 * Writes the {@code lnetctl export} of N compute nodes of one role (as lnetctl 2.15 prints it, with a
 * "# lustre: 2.15.8" line the collection script adds), with planted differences: node → (what differs).
 */
final class FleetGenerator {

    /** The planted outliers of {@link #write}: node name → the key that differs. */
    static final Map<String, String> PLANTED = Map.of(
            "c0427", "net o2ib1.tunables.peer_credits",
            "c0815", "release",
            "c0099", "net o2ib1.lnd tunables.map_on_demand");

    private FleetGenerator() {
    }

    static void write(Path dir, int nodes) throws IOException {
        for (int i = 0; i < nodes; i++) {
            String name = String.format(Locale.ROOT, "c%04d", i);
            String release = name.equals("c0815") ? "2.12.9" : "2.15.8";
            int pc = name.equals("c0427") ? 16 : 32;
            int mod = name.equals("c0099") ? 0 : 1;
            String text = """
                    # lustre: %s
                    # lnetctl export > %s.yaml (collected by the site's script)
                    net:
                        - net type: lo
                          local NI(s):
                            - nid: 0@lo
                              status: up
                        - net type: o2ib1
                          local NI(s):
                            - nid: 10.3.%d.%d@o2ib1
                              status: up
                              interfaces:
                                  0: ib0
                              tunables:
                                  peer_timeout: 180
                                  peer_credits: %d
                                  peer_buffer_credits: 0
                                  credits: 256
                              lnd tunables:
                                  peercredits_hiw: 16
                                  map_on_demand: %d
                                  concurrent_sends: 32
                                  fmr_pool_size: 512
                                  fmr_flush_trigger: 384
                                  fmr_cache: 1
                                  ntx: 512
                                  conns_per_peer: 1
                              dev cpt: 0
                              CPT: "[0,1]"
                    route:
                        - net: o2ib
                          gateway: 10.3.0.[1-4]@o2ib1
                          hop: -1
                          priority: 0
                    routing:
                        enable: 0
                    global:
                        numa_range: 0
                        max_intf: 200
                        discovery: 1
                        drop_asym_route: 0
                        retry_count: 2
                        transaction_timeout: 150
                        health_sensitivity: 100
                        recovery_interval: 1
                        router_sensitivity: 100
                        lnd_timeout: 49
                    """.formatted(release, name, 4 + i / 250, 1 + i % 250, pc, mod);
            Files.writeString(dir.resolve(name + ".yaml"), text);
        }
    }
}
