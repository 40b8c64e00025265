package org.lnetscope.lnetfiles.lnetctl;

import org.lnetscope.lnetfiles.Diagnostic;
import org.lnetscope.lnetfiles.Kinds;
import org.lnetscope.lnetfiles.LnetObject;
import org.lnetscope.lnetfiles.lnetctl.LnetctlYaml.Context;
import org.lnetscope.model.nid.Nid;

/** {@code lnetctl route show -v}: {@code route: - net: gateway: hop: priority: state:} (master adds health_sensitivity, type). */
final class RouteShow {

    private RouteShow() {
    }

    static void read(Context c, Yaml routes) {
        if (routes.isEmpty()) {
            return; // none
        }
        if (!routes.isList()) {
            c.into().report(Diagnostic.error(c.file(), routes.line(), "route show: expected a list of routes"));
            return;
        }
        for (Yaml route : routes.items()) {
            Yaml net = route.get("net");
            Nid gateway = LnetctlYaml.nid(c, route.get("gateway"), "route show");
            if (gateway == null || net == null || net.text() == null) {
                continue;
            }
            LnetObject o = c.into().object(Kinds.ROUTE, net.text() + " " + gateway)
                    .put(Kinds.NET, net.text()).put(Kinds.GATEWAY, gateway.toString());
            LnetctlYaml.scalar(o, Kinds.HOP, route.get("hop"));
            LnetctlYaml.scalar(o, Kinds.PRIORITY, route.get("priority"));
            LnetctlYaml.scalar(o, Kinds.STATE, route.get("state"));
            LnetctlYaml.scalar(o, "health_sensitivity", route.get("health_sensitivity"));
            LnetctlYaml.scalar(o, "type", route.get("type"));
            if (route.get("type") != null) {
                c.into().layoutSeen(Kinds.LAYOUT_MASTER, c.file() + ":" + route.get("type").line()
                        + ": route show has type (2.13+)");
            }
        }
    }
}
