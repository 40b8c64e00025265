package org.lnetscope.lnetfiles.lnetctl;

import java.util.Map;
import java.util.Set;

import org.lnetscope.lnetfiles.Diagnostic;
import org.lnetscope.lnetfiles.Kinds;
import org.lnetscope.lnetfiles.LnetObject;
import org.lnetscope.lnetfiles.lnetctl.LnetctlYaml.Context;
import org.lnetscope.model.nid.Nid;

/**
 * {@code lnetctl net show -v N}: {@code net: - net type: o2ib1 / local NI(s): - nid: ...}.
 * In 2.12 the o2ib LND tunables print under {@code tunables:} (lustre_ni_show_tunables is called
 * on that node) and {@code lnd tunables:} is empty; master prints them under {@code lnd tunables:}
 * and drops {@code tcp bonding}. Both land in the same NI fields; where they were says the layout.
 */
final class NetShow {

    /** o2iblnd tunables: under "tunables" only in 2.12. */
    private static final Set<String> O2IB_LND_KEYS = Set.of("peercredits_hiw", "map_on_demand", "concurrent_sends",
            "fmr_pool_size", "fmr_flush_trigger", "fmr_cache", "ntx", "conns_per_peer");

    private NetShow() {
    }

    static void read(Context c, Yaml nets) {
        if (nets.isEmpty()) {
            return; // none
        }
        if (!nets.isList()) {
            c.into().report(Diagnostic.error(c.file(), nets.line(), "net show: expected a list of nets"));
            return;
        }
        for (Yaml net : nets.items()) {
            Yaml nis = net.get("local NI(s)");
            if (nis == null) {
                c.into().report(Diagnostic.warning(c.file(), net.line(), "net show: a net without 'local NI(s)'"));
                continue;
            }
            for (Yaml ni : nis.items()) {
                localNi(c, ni);
            }
        }
    }

    private static void localNi(Context c, Yaml ni) {
        Nid nid = LnetctlYaml.nid(c, ni.get("nid"), "net show");
        if (nid == null) {
            return;
        }
        LnetObject o = c.into().object(Kinds.NI, nid.toString());
        LnetctlYaml.scalar(o, Kinds.STATUS, ni.get("status"));
        Yaml interfaces = ni.get("interfaces");
        if (interfaces != null && !interfaces.entries().isEmpty()) {
            LnetctlYaml.scalar(o, Kinds.INTERFACE, interfaces.entries().get(0).getValue());
        }
        Yaml statistics = ni.get("statistics");
        if (statistics != null) {
            LnetctlYaml.flat(c, statistics, o, "net show statistics");
        }
        Yaml health = ni.get("health stats");
        if (health != null) {
            LnetctlYaml.scalar(o, Kinds.HEALTH_VALUE, health.get("health value"));
        }
        Yaml tunables = ni.get("tunables");
        if (tunables != null && tunables.isMap()) {
            LnetctlYaml.flat(c, tunables, o, "net show tunables");
            for (Map.Entry<String, Yaml> e : tunables.entries()) {
                if (O2IB_LND_KEYS.contains(e.getKey())) {
                    c.into().layoutSeen(Kinds.LAYOUT_2_12, c.file() + ":" + e.getValue().line()
                            + ": o2ib LND tunables under 'tunables:' (2.12 layout of net show)");
                    break;
                }
            }
        }
        Yaml lnd = ni.get("lnd tunables");
        if (lnd != null && lnd.isMap() && !lnd.entries().isEmpty()) {
            LnetctlYaml.flat(c, lnd, o, "net show lnd tunables");
            if (lnd.entries().stream().anyMatch(e -> O2IB_LND_KEYS.contains(e.getKey()))) {
                c.into().layoutSeen(Kinds.LAYOUT_MASTER, c.file() + ":" + lnd.line()
                        + ": o2ib LND tunables under 'lnd tunables:' (master layout of net show)");
            }
        }
        LnetctlYaml.scalar(o, "dev_cpt", ni.get("dev cpt"));
        LnetctlYaml.scalar(o, "cpt", ni.get("CPT"));
    }
}
