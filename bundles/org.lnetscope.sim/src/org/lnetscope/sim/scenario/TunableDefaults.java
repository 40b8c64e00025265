package org.lnetscope.sim.scenario;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

import org.lnetscope.sim.world.SimTunables;

/**
 * Module parameter defaults per layout (the module_param defaults of lnet and ko2iblnd at v2_12_9
 * and master, tabled in docs/scenario-format.md), and the kernel's
 * derivation of the LND timeout when the scenario does not give lnd_timeout.
 */
final class TunableDefaults {

    /** LNET_LND_DEFAULT_TIMEOUT: 2.12's compile-time lnd timeout, kept until a setter recomputes it. */
    static final int LNET_LND_DEFAULT_TIMEOUT = 5;

    private TunableDefaults() {
    }

    /** Key -> default, in the order the schema documents them. */
    static Map<String, Integer> defaults(boolean layout212) {
        Map<String, Integer> d = new LinkedHashMap<>();
        d.put("peer_credits", 8);
        d.put("peer_buffer_credits", 0);
        d.put("credits", 256);
        d.put("concurrent_sends", 0);
        d.put("peer_credits_hiw", 0);
        d.put("peer_timeout", 180);
        d.put("transaction_timeout", layout212 ? 50 : 150);
        d.put("retry_count", 2);
        d.put("health_sensitivity", 100);
        d.put("discovery", 1);
        d.put("lnd_timeout", 0);
        d.put("keepalive", 100);
        d.put("tiny_router_buffers", 0);
        d.put("small_router_buffers", 0);
        d.put("large_router_buffers", 0);
        d.put("max_frags", layout212 ? 256 : 257);
        return d;
    }

    /** Allowed ranges, as the module parameter setters check them. */
    static long[] range(String key) {
        return switch (key) {
            case "peer_credits" -> new long[] {1, 255};
            case "peer_buffer_credits", "concurrent_sends", "peer_credits_hiw" -> new long[] {0, 65535};
            case "credits" -> new long[] {1, 1 << 20};
            case "peer_timeout", "keepalive" -> new long[] {-1, 1 << 20};
            case "transaction_timeout", "lnd_timeout" -> new long[] {0, 1 << 20};
            case "retry_count" -> new long[] {0, 100};
            case "health_sensitivity" -> new long[] {0, 1000};
            case "discovery" -> new long[] {0, 1};
            case "max_frags" -> new long[] {1, 257};
            default -> new long[] {0, Integer.MAX_VALUE};
        };
    }

    /**
     * Resolves the tunables. {@code set} holds the keys the scenario gave. health_sensitivity 0
     * forces retry_count 0. lnd_timeout 0 is derived: master max((tt-1)/(rc+1), 1); 2.12 tt/rc (tt
     * when rc is 0) only if a setter ran, i.e. the scenario set transaction_timeout or
     * retry_count, otherwise the compile-time 5 s.
     */
    static SimTunables resolve(boolean layout212, Map<String, Integer> values, Set<String> set) {
        int tt = values.get("transaction_timeout");
        int rc = values.get("retry_count");
        int hs = values.get("health_sensitivity");
        if (hs == 0) {
            rc = 0;
        }
        int lnd = values.get("lnd_timeout");
        if (lnd == 0) {
            if (!layout212) {
                lnd = Math.max((tt - 1) / (rc + 1), 1);
            } else if (set.contains("transaction_timeout") || set.contains("retry_count")) {
                lnd = rc > 0 ? Math.max(tt / rc, 1) : Math.max(tt, 1);
            } else {
                lnd = LNET_LND_DEFAULT_TIMEOUT;
            }
        }
        return new SimTunables(layout212, values.get("peer_credits"), values.get("peer_buffer_credits"),
                values.get("credits"), values.get("concurrent_sends"), values.get("peer_credits_hiw"),
                values.get("peer_timeout"), tt, rc, hs, values.get("discovery") != 0, lnd, values.get("keepalive"),
                values.get("tiny_router_buffers"), values.get("small_router_buffers"),
                values.get("large_router_buffers"), values.get("max_frags"));
    }
}
