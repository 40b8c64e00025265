package org.lnetscope.lnetfiles.lnetctl;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.lnetfiles.lnetctl.LnetctlYaml.Context;
import org.lnetscope.model.nid.Lnd;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;

/**
 * The keys only a configuration has ({@code lnetctl import} of /etc/lnet.conf, lustre_yaml_config's
 * lookup_config_tbl in lnet/utils/lnetconfig/liblnetconfig.c, v2_15_0):
 * <ul>
 * <li>{@code ip2nets: - net-spec: o2ib1 interfaces: {0: ib0} ip-range: {0: 10.3.3.[6-12]}}
 * (handle_yaml_config_ip2nets): the net a node joins when one of its addresses matches a range;
 * which nodes match is not in the file, so a rule is kept as it is written;</li>
 * <li>{@code udsp: - src: o2ib1 dst: ... rte: ... action: {priority: 0}} (handle_yaml_config_udsp,
 * printed by lustre_lnet_show_udsp in liblnetconfig_udsp.c): user-defined selection policies.</li>
 * </ul>
 */
final class Configuration {

    private Configuration() {
    }

    static void ip2nets(Context c, Yaml rule) {
        Yaml spec = rule.get("net-spec");
        if (spec == null || spec.text() == null) {
            c.into().report(Diagnostic.error(c.file(), rule.line(), "ip2nets: a rule without net-spec"));
            return;
        }
        if (!knownNet(c, spec.text(), spec)) {
            return;
        }
        int index = c.into().ofKind(Kinds.IP2NETS).size();
        LnetObject o = c.into().object(Kinds.IP2NETS, Integer.toString(index)).put("net_spec", spec.text());
        if (rule.get("interfaces") != null) {
            o.put("interfaces", String.join(",", rule.get("interfaces").texts()));
        }
        if (rule.get("ip-range") != null) {
            o.put("ip_range", String.join(" ", rule.get("ip-range").texts()));
        }
        c.into().configuration(c.file() + ":" + rule.line() + ": ip2nets rule for " + spec.text());
    }

    static void udsp(Context c, Yaml rule) {
        Yaml idx = rule.get("idx");
        String id = idx != null && idx.number() != null ? idx.text() : Integer.toString(c.into().ofKind(Kinds.UDSP).size());
        LnetObject o = c.into().object(Kinds.UDSP, id);
        for (String key : new String[] {"src", "dst", "rte"}) {
            Yaml v = rule.get(key);
            if (v != null && v.text() != null) {
                o.put(key, v.text());
            }
        }
        Yaml action = rule.get("action");
        Yaml priority = action != null ? action.get("priority") : rule.get("priority");
        LnetctlYaml.scalar(o, "priority", priority);
        c.into().configuration(c.file() + ":" + rule.line() + ": udsp rule " + id);
    }

    /**
     * Whether {@code net} names an LNet net nidstrings.c knows (libcfs_str2net: an LND name, then
     * an optional net number); otherwise an error at the value's line.
     */
    static boolean knownNet(Context c, String net, Yaml where) {
        String name = net.trim();
        Lnd best = null;
        for (Lnd lnd : Lnd.values()) {
            if (name.startsWith(lnd.netName()) && name.substring(lnd.netName().length()).matches("\\d{0,5}")
                    && (best == null || lnd.netName().length() > best.netName().length())) {
                best = lnd;
            }
        }
        if (best == null) {
            c.into().report(Diagnostic.error(c.file(), where == null ? 0 : where.line(), "unknown net \"" + name
                    + "\": not a net type of libcfs_netstrfns[] (nidstrings.c); not read"));
            return false;
        }
        return true;
    }
}
