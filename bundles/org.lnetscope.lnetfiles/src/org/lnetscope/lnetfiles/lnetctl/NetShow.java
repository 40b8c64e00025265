package org.lnetscope.lnetfiles.lnetctl;

import java.util.Map;
import java.util.Set;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.lnetfiles.lnetctl.LnetctlYaml.Context;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;

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

    /**
     * One item of {@code net:}. A configuration (lnet.conf, {@code lnetctl import}) gives a local NI
     * by its interfaces alone ({@code - interfaces: 0: ib1}): handle_yaml_config_ni asks for
     * interfaces, not a NID, which LNet only knows once the NI is up. Such a NI becomes a
     * {@link Kinds#NET_CONFIG} object: the net, its interfaces and tunables, no NID.
     */
    static void net(Context c, Yaml net) {
        Yaml nis = net.get("local NI(s)");
        if (nis == null) {
            c.into().report(Diagnostic.warning(c.file(), net.line(), "net show: a net without 'local NI(s)'"));
            return;
        }
        Yaml type = net.get("net type");
        for (Yaml ni : nis.items()) {
            if (ni.get("nid") == null && ni.get("interfaces") != null && type != null && type.text() != null) {
                configuredNi(c, type.text(), net, ni);
            } else {
                localNi(c, ni);
            }
        }
    }

    private static void configuredNi(Context c, String netName, Yaml net, Yaml ni) {
        if (!Configuration.knownNet(c, netName, net.get("net type"))) {
            return;
        }
        LnetObject o = c.into().object(Kinds.NET_CONFIG, netName);
        String interfaces = String.join(",", ni.get("interfaces").texts());
        String before = o.text(Kinds.INTERFACE);
        o.put(Kinds.INTERFACE, before == null || before.isEmpty() ? interfaces : before + "," + interfaces);
        Yaml tunables = ni.get("tunables") != null ? ni.get("tunables") : net.get("tunables");
        if (tunables != null && tunables.isMap()) {
            LnetctlYaml.flat(c, tunables, o, "net tunables");
        }
        Yaml lnd = ni.get("lnd tunables") != null ? ni.get("lnd tunables") : net.get("lnd tunables");
        if (lnd != null && lnd.isMap()) {
            LnetctlYaml.flat(c, lnd, o, "net lnd tunables");
        }
        c.into().configuration(c.file() + ":" + ni.line() + ": net " + netName + " given by interface " + interfaces
                + " without a NID");
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
        } else if (interfaces != null && !interfaces.items().isEmpty()) {
            LnetctlYaml.scalar(o, Kinds.INTERFACE, interfaces.items().get(0));
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
