package org.lnetscope.sim.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.lnetscope.sim.world.LustreRelease;
import org.lnetscope.sim.world.SimTunables;

/**
 * Module parameter defaults per layout (the module_param defaults of lnet and ko2iblnd at v2_12_9,
 * v2_15_8, v2_16_1 and master, tabled in docs/scenario-format.md), the kernel's derivation of the LND
 * timeout when the scenario does not give lnd_timeout, and what DLC (lnetctl) did to the net and LND
 * tunables before 2.16 (LU-16145, LU-15538) when the scenario says they came through lnetctl.
 */
final class TunableDefaults {

    /** LNET_LND_DEFAULT_TIMEOUT (lib-lnet.h, v2_12_9): lnet_lnd_timeout until a setter recomputes it. */
    static final int LNET_LND_DEFAULT_TIMEOUT = 5;
    /** LNET_TRANSACTION_TIMEOUT_HEALTH_DEFAULT and _NO_HEALTH_DEFAULT (api-ni.c, v2_12_9): both 50. */
    static final int LNET_TRANSACTION_TIMEOUT_DEFAULT_212 = 50;
    /** LNET_RETRY_COUNT_HEALTH_DEFAULT (api-ni.c, v2_12_9). */
    static final int LNET_RETRY_COUNT_HEALTH_DEFAULT = 2;
    /** LNET_MAX_HEALTH_VALUE (lib-types.h): sensitivity_set refuses more. */
    static final int LNET_MAX_HEALTH_VALUE = 1000;

    /** How the site set the lnet tunables (scenario key tunables.applied). */
    enum Applied {
        /** modprobe options: the setters run at module load in the order the options line gives them. */
        MODULE_PARAMETERS("module_parameters"),
        /** lnetctl import: handle_yaml_config_global_settings runs retry_count, transaction_timeout, health. */
        LNETCTL_IMPORT("lnetctl_import");

        final String key;

        Applied(String key) {
            this.key = key;
        }

        static Applied of(String key) {
            for (Applied a : values()) {
                if (a.key.equals(key)) {
                    return a;
                }
            }
            return null;
        }
    }

    /** How the NIs and their net / LND tunables were configured (scenario key tunables.dlc). */
    enum Dlc {
        /** ko2iblnd / lnet module options (networks=, peer_timeout=, ...): no DLC trap. */
        NONE("none"),
        /** lnetctl import of a YAML file (lnet.conf, lnetctl export): lustre_lnet_config_ni from YAML. */
        IMPORT("import"),
        /** lnetctl net add --net ... --peer-timeout ...: jt_add_ni. */
        NET_ADD("net_add");

        final String key;

        Dlc(String key) {
            this.key = key;
        }

        static Dlc of(String key) {
            for (Dlc d : values()) {
                if (d.key.equals(key)) {
                    return d;
                }
            }
            return null;
        }
    }

    /** The outcome of the 2.12 setters: the values they leave, and what each did. */
    record Derived(int transactionTimeout, int retryCount, int healthSensitivity, int lndTimeout, String why,
            String refused) {
    }

    private TunableDefaults() {
    }

    /** Key -> default, in the order the schema documents them. */
    static Map<String, Integer> defaults(LustreRelease release) {
        boolean layout212 = release == LustreRelease.V2_12;
        Map<String, Integer> d = new LinkedHashMap<>();
        d.put("peer_credits", 8);
        d.put("peer_buffer_credits", 0);
        d.put("credits", 256);
        d.put("concurrent_sends", 0);
        d.put("peer_credits_hiw", 0);
        d.put("peer_timeout", 180);
        d.put("auto_down", 1);
        // LNET_TRANSACTION_TIMEOUT_DEFAULT (api-ni.c): 50 in v2_12_9 and v2_15_8, 150 in v2_16_1 and master
        d.put("transaction_timeout", release == LustreRelease.V2_12 || release == LustreRelease.V2_15 ? 50 : 150);
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
            case "discovery", "auto_down" -> new long[] {0, 1};
            case "max_frags" -> new long[] {1, 257};
            default -> new long[] {0, Integer.MAX_VALUE};
        };
    }

    /**
     * 2.12.9's lnet_lnd_timeout after the site's settings. It starts at LNET_LND_DEFAULT_TIMEOUT
     * (5 s) and only the setters change it (api-ni.c, v2_12_9): transaction_to_set refuses a value
     * below retry_count or 0, does nothing for the value it already has, else sets lnd =
     * tt / rc (tt when rc is 0); retry_count_set refuses any value while health_sensitivity is 0
     * or above tt, else sets lnd = tt / rc (tt when 0); sensitivity_set turning health off sets
     * tt 50 and rc 0, turning it on tt 50 and rc 2, and leaves lnd alone. LU-13510 (0127d64b8c,
     * "Correct the default LND timeout") fixed this upstream; b2_12 never got it.
     *
     * @param order the keys among transaction_timeout / retry_count / health_sensitivity the
     *     scenario gives, in the order it gives them (the modprobe options line)
     */
    static Derived derive212(Applied applied, List<String> order, Map<String, Integer> values) {
        List<String> steps = new ArrayList<>();
        if (applied == Applied.LNETCTL_IMPORT) {
            // handle_yaml_config_global_settings (liblnetconfig.c, v2_12_9): this order, whatever the file's
            steps.add("retry_count");
            steps.add("transaction_timeout");
            steps.add("health_sensitivity");
            steps.retainAll(order);
        } else {
            steps.addAll(order);
        }
        int tt = LNET_TRANSACTION_TIMEOUT_DEFAULT_212;
        int rc = LNET_RETRY_COUNT_HEALTH_DEFAULT;
        int hs = 100;
        int lnd = LNET_LND_DEFAULT_TIMEOUT;
        String lndFrom = "the compile-time LNET_LND_DEFAULT_TIMEOUT (no setter recomputed it)";
        List<String> done = new ArrayList<>();
        String refused = null;
        for (String key : steps) {
            int v = values.get(key);
            switch (key) {
                case "transaction_timeout" -> {
                    if (v < rc || v == 0) {
                        done.add("transaction_timeout=" + v + " refused (below retry_count " + rc + ")");
                        refused = refused != null ? refused : "transaction_timeout=" + v;
                    } else if (v == tt) {
                        done.add("transaction_timeout=" + v + " is the value it has: nothing recomputed");
                    } else {
                        tt = v;
                        lnd = rc == 0 ? v : v / rc;
                        lndFrom = "transaction_to_set: " + (rc == 0 ? "tt with retry_count 0" : "tt / retry_count");
                        done.add("transaction_timeout=" + v + " -> lnd_timeout " + lnd);
                    }
                }
                case "retry_count" -> {
                    if (hs == 0) {
                        done.add("retry_count=" + v + " refused (health is off)");
                        refused = refused != null ? refused : "retry_count=" + v;
                    } else if (v > tt) {
                        done.add("retry_count=" + v + " refused (above transaction_timeout " + tt + ")");
                        refused = refused != null ? refused : "retry_count=" + v;
                    } else {
                        rc = v;
                        lnd = v == 0 ? tt : tt / v;
                        lndFrom = "retry_count_set: " + (v == 0 ? "tt with retry_count 0" : "tt / retry_count");
                        done.add("retry_count=" + v + " -> lnd_timeout " + lnd);
                    }
                }
                default -> {
                    if (v > LNET_MAX_HEALTH_VALUE) {
                        done.add("health_sensitivity=" + v + " refused");
                        refused = refused != null ? refused : "health_sensitivity=" + v;
                    } else {
                        if (hs == 0 && v != 0) {
                            tt = LNET_TRANSACTION_TIMEOUT_DEFAULT_212;
                            rc = LNET_RETRY_COUNT_HEALTH_DEFAULT;
                        } else if (hs != 0 && v == 0) {
                            tt = LNET_TRANSACTION_TIMEOUT_DEFAULT_212;
                            rc = 0;
                        }
                        hs = v;
                        done.add("health_sensitivity=" + v + (v == 0 ? " (tt 50, retry_count 0; lnd_timeout unchanged)"
                                : " (lnd_timeout unchanged)"));
                    }
                }
            }
        }
        String why = lnd + " s: " + lndFrom + "; 2.12.9 " + applied.key + " order: "
                + (done.isEmpty() ? "none of transaction_timeout, retry_count, health_sensitivity set"
                        : String.join(", ", done));
        return new Derived(tt, rc, hs, Math.max(lnd, 1), why, refused);
    }

    /**
     * Resolves the tunables. {@code order} holds the keys the scenario gave, in its order. An
     * explicit lnd_timeout is used as given (with the values as written; health_sensitivity 0 forces
     * retry_count 0). Otherwise 2.16 and master derive max((tt-1)/(rc+1), 1) (lnet_set_lnd_timeout,
     * api-ni.c v2_16_1, master), 2.15 (tt-1)/(rc+1) (the same function at v2_15_8, LU-13510, without
     * the max) and 2.12 runs the setters ({@link #derive212}).
     */
    static SimTunables resolve(LustreRelease release, Map<String, Integer> values, List<String> order, Applied applied,
            Derived[] derivedOut) {
        return resolve(release, values, order, applied, Dlc.NONE, derivedOut);
    }

    static SimTunables resolve(LustreRelease release, Map<String, Integer> values, List<String> order, Applied applied,
            Dlc dlc, Derived[] derivedOut) {
        boolean layout212 = release == LustreRelease.V2_12;
        int tt = values.get("transaction_timeout");
        int rc = values.get("retry_count");
        int hs = values.get("health_sensitivity");
        int lnd = values.get("lnd_timeout");
        String why;
        if (lnd != 0) {
            if (hs == 0) {
                rc = 0;
            }
            why = lnd + " s: given in the scenario (tunables.lnd_timeout)"
                    + (layout212 ? "; 2.12.9 has no such parameter, its value comes from the setters" : "");
        } else if (!layout212) {
            // sensitivity_set (api-ni.c, v2_15_8 and later): health off sets retry_count 0 and recomputes
            if (hs == 0) {
                rc = 0;
            }
            lnd = (tt - 1) / (rc + 1);
            if (release.lndTimeoutAtLeastOne()) {
                lnd = Math.max(lnd, 1);
                why = lnd + " s: " + release.label + " lnet_set_lnd_timeout (api-ni.c " + release.tag
                        + "), max((transaction_timeout - 1) / (retry_count + 1), 1) = (" + tt + " - 1) / (" + rc + " + 1)";
            } else {
                why = lnd + " s: " + release.label + " lnet_set_lnd_timeout (api-ni.c " + release.tag
                        + ", LU-13510), (transaction_timeout - 1) / (retry_count + 1) = (" + tt + " - 1) / (" + rc + " + 1)";
                if (lnd == 0) {
                    // no max() at v2_15_8: a 0 s lnd_timeout would time every tx out at once; the simulator needs >= 1
                    lnd = 1;
                    why += " = 0 in the kernel (no max() before 2.16); the simulator runs 1 s";
                }
            }
        } else {
            List<String> setters = new ArrayList<>();
            for (String key : order) {
                if (key.equals("transaction_timeout") || key.equals("retry_count") || key.equals("health_sensitivity")) {
                    setters.add(key);
                }
            }
            Derived d = derive212(applied, setters, values);
            derivedOut[0] = d;
            tt = d.transactionTimeout();
            rc = d.retryCount();
            hs = d.healthSensitivity();
            lnd = d.lndTimeout();
            why = d.why();
        }
        List<String> dlcNotes = new ArrayList<>();
        int peerTimeout = dlcPeerTimeout(release, dlc, values, order, dlcNotes);
        String mapOnDemand = mapOnDemand(release, dlc, order, dlcNotes);
        return new SimTunables(release, values.get("peer_credits"), values.get("peer_buffer_credits"),
                values.get("credits"), values.get("concurrent_sends"), values.get("peer_credits_hiw"), peerTimeout,
                values.get("auto_down") != 0, tt, rc, hs, values.get("discovery") != 0, lnd, why, values.get("keepalive"),
                values.get("tiny_router_buffers"), values.get("small_router_buffers"), values.get("large_router_buffers"),
                values.get("max_frags"), mapOnDemand, String.join("; ", dlcNotes));
    }

    /** The net tunables jt_add_ni passes along: lnetctl net add's --peer-timeout, --peer-credits, --peer-buffer-credits, --credits. */
    private static final List<String> NET_ADD_TUNABLES = List.of("peer_timeout", "peer_credits", "peer_buffer_credits",
            "credits");

    /**
     * The lct_peer_timeout a DLC-configured net runs with. LU-16145 (eee27c88ad, in 2.16.0): before it a
     * peer_timeout of 0 given through lnetctl became 180. v2_15_8: lnet_set_tune_defaults (api-ni.c) turns
     * 0 into DEFAULT_PEER_TIMEOUT whenever tunables come with the NI, and jt_add_ni (lnetctl.c) passes none
     * when every net tunable is <= 0, so the ko2iblnd option (default 180) applies: 180 either way. v2_12_9
     * has no lnet_set_tune_defaults: lnetctl import keeps 0 (lnet_startup_lndni restores a peer_timeout
     * that is not -1, api-ni.c), lnetctl net add loses it only when no other net tunable above 0 is given
     * (jt_add_ni, lnetctl.c v2_12_9: pto &gt; 0 || pc &gt; 0 || pbc &gt; 0 || cre &gt; 0). 2.16 and master keep 0.
     */
    static int dlcPeerTimeout(LustreRelease release, Dlc dlc, Map<String, Integer> values, List<String> order,
            List<String> notes) {
        int pto = values.get("peer_timeout");
        if (dlc == Dlc.NONE || pto != 0 || release.lu16145()) {
            return pto;
        }
        if (release == LustreRelease.V2_15) {
            notes.add("peer_timeout 0 through lnetctl becomes 180 (LU-16145: lnet_set_tune_defaults, api-ni.c v2_15_8;"
                    + " fixed in 2.16.0 by eee27c88ad): router aliveness stays on");
            return 180;
        }
        boolean otherNetTunable = NET_ADD_TUNABLES.stream()
                .anyMatch(k -> !k.equals("peer_timeout") && order.contains(k) && values.get(k) > 0);
        if (dlc == Dlc.NET_ADD && !otherNetTunable) {
            notes.add("lnetctl net add --peer-timeout 0 alone passes no net tunables (jt_add_ni, lnetctl.c v2_12_9:"
                    + " pto > 0 || pc > 0 || pbc > 0 || cre > 0), so the ko2iblnd option applies: peer_timeout 180"
                    + " (LU-16145): router aliveness stays on");
            return 180;
        }
        notes.add("peer_timeout 0 through lnetctl " + dlc.key + " is kept in 2.12 ("
                + (dlc == Dlc.IMPORT ? "lnet_startup_lndni restores it, api-ni.c v2_12_9"
                        : "jt_add_ni passes it with the other net tunables, lnetctl.c v2_12_9")
                + ")");
        return 0;
    }

    /** The LND tunables DLC sends in the same ioctl: any of them (or a net tunable) makes the LND struct travel. */
    private static final List<String> DLC_TUNABLES = List.of("peer_timeout", "peer_credits", "peer_buffer_credits", "credits",
            "peer_credits_hiw", "concurrent_sends");

    /**
     * ko2iblnd map_on_demand as the NIs run it, said in words (the simulator models neither FMR / FastReg
     * pools nor the global MR it decides between; a conn's send WRs count FastReg's two extra WRs, which
     * depend on the device, not on map_on_demand: kiblnd_send_wrs, o2iblnd.c). Module default
     * (o2iblnd_modparams.c): 0 in v2_12_9 (1 on kernels without ib_get_dma_mr), 1 in v2_15_8 and v2_16_1
     * (LU-15186), obsolete and always 1 on master. LU-15538 (in 2.16.0): before it, tunables given through
     * lnetctl carried map_on_demand 0 whatever the module option said (kiblnd_tunables_setup then keeps
     * 0 where HAVE_IB_GET_DMA_MR: global MR, no FMR/FastReg pool; 1 elsewhere).
     */
    static String mapOnDemand(LustreRelease release, Dlc dlc, List<String> order, List<String> notes) {
        String module = switch (release) {
            case V2_12 -> "0 (module default; 1 on kernels without ib_get_dma_mr)";
            case V2_15, V2_16 -> "1 (module default, LU-15186)";
            case MASTER -> "1 (obsolete on master: always 1)";
        };
        boolean tunablesGiven = DLC_TUNABLES.stream().anyMatch(order::contains);
        if (dlc == Dlc.NONE || release.lu15538() || !tunablesGiven) {
            return module;
        }
        notes.add("map_on_demand 0: tunables given through lnetctl " + dlc.key + " carry map_on_demand 0 before 2.16"
                + " (LU-15538; kiblnd_tunables_setup, o2iblnd_modparams.c " + release.tag
                + "): global MR where the kernel has ib_get_dma_mr, 1 elsewhere (not modelled further)");
        return "0 (LU-15538: given through lnetctl; 1 on kernels without ib_get_dma_mr)";
    }
}
