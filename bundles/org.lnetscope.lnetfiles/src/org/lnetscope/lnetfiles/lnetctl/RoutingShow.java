package org.lnetscope.lnetfiles.lnetctl;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.lnetfiles.lnetctl.LnetctlYaml.Context;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;

/**
 * {@code lnetctl routing show}: {@code routing: - cpt[0]: tiny: {npages, nbuffers, credits,
 * mincredits} ... - enable: 1} and {@code buffers: tiny: small: large:} (the configured totals).
 * {@code lnetctl export} writes {@code routing:} as a plain mapping with {@code enable:} only.
 */
final class RoutingShow {

    private static final Pattern CPT = Pattern.compile("cpt\\[(\\d+)]");

    private RoutingShow() {
    }

    static void routing(Context c, Yaml routing) {
        if (routing.isMap()) {
            entries(c, routing);
            return;
        }
        for (Yaml item : routing.items()) {
            entries(c, item);
        }
    }

    private static void entries(Context c, Yaml map) {
        for (Map.Entry<String, Yaml> e : map.entries()) {
            Matcher cpt = CPT.matcher(e.getKey());
            if (cpt.matches()) {
                for (String kind : new String[] {"tiny", "small", "large"}) {
                    Yaml pool = e.getValue().get(kind);
                    if (pool != null) {
                        LnetObject o = c.into().object(Kinds.POOL, kind + " " + cpt.group(1));
                        LnetctlYaml.flat(c, pool, o, "routing show " + kind);
                    }
                }
            } else if (e.getKey().equals("enable")) {
                Long enable = e.getValue().number();
                if (enable == null) {
                    c.into().report(Diagnostic.error(c.file(), e.getValue().line(), "routing show: enable is not 0 or 1"));
                } else {
                    c.into().object(Kinds.ROUTING, "").put(Kinds.ROUTING_STATE, enable != 0 ? "enabled" : "disabled");
                }
            }
        }
    }

    /** The configured totals, as the tiny/small/large_router_buffers module parameters. */
    static void buffers(Context c, Yaml buffers) {
        LnetObject global = c.into().object(Kinds.GLOBAL, "");
        for (Map.Entry<String, Yaml> e : buffers.entries()) {
            LnetctlYaml.scalar(global, e.getKey() + "_router_buffers", e.getValue());
        }
    }
}
