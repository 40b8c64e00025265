package org.lnetscope.lnetfiles.lnetctl;

import java.util.List;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.lnetfiles.NidRanges;
import org.lnetscope.lnetfiles.lnetctl.LnetctlYaml.Context;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;

/**
 * {@code lnetctl route show -v} (lustre_lnet_show_route): {@code route: - net: gateway: hop:
 * priority: state:} (master adds health_sensitivity, type). In a configuration
 * (handle_yaml_config_route) the gateway may be a NID range, one route per NID, and there is no
 * state: only a running LNet knows whether a gateway is up.
 */
final class RouteShow {

    private RouteShow() {
    }

    static void route(Context c, Yaml route) {
        Yaml net = route.get("net");
        if (net == null || net.text() == null) {
            c.into().report(Diagnostic.error(c.file(), route.line(), "route: no net"));
            return;
        }
        if (!Configuration.knownNet(c, net.text(), net)) {
            return;
        }
        Yaml gw = route.get("gateway");
        List<Nid> gateways = LnetctlYaml.nids(c, gw, "route");
        if (gw != null && gw.text() != null && NidRanges.isRange(gw.text())) {
            c.into().configuration(c.file() + ":" + gw.line() + ": route to " + net.text() + " via the range " + gw.text());
        } else if (route.get("state") == null && !gateways.isEmpty()) {
            c.into().configuration(c.file() + ":" + route.line() + ": route to " + net.text() + " without a state");
        }
        for (Nid gateway : gateways) {
            LnetObject o = c.into().object(Kinds.ROUTE, net.text() + " " + gateway)
                    .put(Kinds.NET, net.text()).put(Kinds.GATEWAY, gateway.toString());
            LnetctlYaml.scalar(o, Kinds.HOP, route.get("hop"));
            LnetctlYaml.scalar(o, Kinds.PRIORITY, route.get("priority"));
            LnetctlYaml.scalar(o, Kinds.STATE, route.get("state"));
            LnetctlYaml.scalar(o, "health_sensitivity", route.get("health_sensitivity"));
            LnetctlYaml.scalar(o, "type", route.get("type"));
        }
        if (route.get("type") != null) {
            c.into().layoutSeen(Kinds.LAYOUT_MASTER, c.file() + ":" + route.get("type").line()
                    + ": route show has type (2.13+)");
        }
    }
}
