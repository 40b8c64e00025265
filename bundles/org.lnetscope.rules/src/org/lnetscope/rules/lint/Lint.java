package org.lnetscope.rules.lint;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.lnetscope.rules.Bindings;
import org.lnetscope.rules.KnownBugs;
import org.lnetscope.rules.Predicate;
import org.lnetscope.rules.Release;
import org.lnetscope.rules.Rule;
import org.lnetscope.rules.RuleBase;

/**
 * The linter: each rule of rules/lint.yaml over each net (scope net) or the whole node (scope node) of a
 * node's configuration, with the effective values ({@link Effective}) of the release. A rule fires when all its
 * conditions hold on values the files give; a rule fixed in the release does not fire; when the release is
 * unknown a version-dependent rule fires marked "if your release is before ...".
 */
public final class Lint {

    /** One problem found, where it is, and the values that made the rule fire. */
    public record Finding(Rule rule, String severity, String file, int line, String message, List<String> values, boolean ifRelease) {
    }

    /** A config's values by path, and where each came from. */
    public static final class ConfigBindings implements Bindings {
        final Map<String, Object> values = new HashMap<>();
        final Map<String, Setting> origin = new HashMap<>();

        void put(String path, Setting s) {
            values.put(path, s.typed());
            origin.put(path, s);
        }

        @Override
        public Object value(String path) {
            return values.get(path);
        }

        public Map<String, Object> values() {
            return values;
        }
    }

    private Lint() {
    }

    /** The bindings of the node scope: module options, DLC globals, the release. */
    public static ConfigBindings node(NodeConfig node, Release release) {
        ConfigBindings b = new ConfigBindings();
        node.modules.forEach((k, s) -> b.put(k, s));
        node.dlc.forEach((k, s) -> b.put(k, s));
        b.values.put("node.nets", (long) node.nets.size());
        b.values.put("node.ip2nets", (long) node.ip2nets.size());
        // one name for a value given either way (DLC global: or options lnet)
        alias(b, "cfg.transaction_timeout", "global.transaction_timeout", "lnet.lnet_transaction_timeout");
        alias(b, "cfg.retry_count", "global.retry_count", "lnet.lnet_retry_count");
        alias(b, "cfg.health_sensitivity", "global.health_sensitivity", "lnet.lnet_health_sensitivity");
        alias(b, "cfg.tiny_router_buffers", "buffers.tiny", "lnet.tiny_router_buffers");
        alias(b, "cfg.small_router_buffers", "buffers.small", "lnet.small_router_buffers");
        alias(b, "cfg.large_router_buffers", "buffers.large", "lnet.large_router_buffers");
        Object fwd = b.values.get("lnet.forwarding");
        Object en = b.values.get("routing.enable");
        if (en != null) {
            b.values.put("cfg.routing", Long.valueOf(1).equals(en));
            b.origin.put("cfg.routing", b.origin.get("routing.enable"));
        } else if (fwd != null) {
            b.values.put("cfg.routing", "enabled".equals(fwd));
            b.origin.put("cfg.routing", b.origin.get("lnet.forwarding"));
        }
        b.values.put("cfg.routes", b.values.containsKey("lnet.routes") || node.dlc.keySet().stream().anyMatch(k -> k.startsWith("route.")));
        return b;
    }

    private static void alias(ConfigBindings b, String name, String... from) {
        for (String f : from) {
            if (b.origin.containsKey(f)) {
                b.put(name, b.origin.get(f));
                return;
            }
        }
    }

    /** The bindings of one net: the node's, the net's DLC values, and (o2ib) the effective values. */
    public static ConfigBindings net(NodeConfig node, NetConfig net, Release release) {
        ConfigBindings b = node(node, release);
        b.values.put("net.name", net.name());
        b.values.put("net.lnd", net.lndType());
        b.values.put("net.via", net.via());
        b.values.put("net.section", net.tunablesSection());
        net.tunables().forEach((k, s) -> b.put("tun." + k, s));
        net.lnd().forEach((k, s) -> b.put("lnd." + k, s));
        for (String k : new String[] {"peer_timeout", "peer_credits", "credits", "peer_buffer_credits"}) {
            Setting s = net.tunables().containsKey(k) ? net.tunables().get(k) : node.modules.get("ko2iblnd." + k);
            if (s != null && net.lndType().equals("o2ib")) {
                b.put("given." + k, s);
            }
        }
        String[][] lndKeys = {{"peercredits_hiw", "peer_credits_hiw"}, {"concurrent_sends", "concurrent_sends"},
                {"map_on_demand", "map_on_demand"}};
        for (String[] k : lndKeys) {
            Setting s = net.lnd().containsKey(k[0]) ? net.lnd().get(k[0]) : node.modules.get("ko2iblnd." + k[1]);
            if (s != null && net.lndType().equals("o2ib")) {
                b.put("given." + k[1], s);
            }
        }
        if (net.lndType().equals("o2ib")) {
            Effective.o2ib(net, node, release).forEach((k, v) -> b.values.put("eff." + k, v));
        }
        return b;
    }

    public static List<Finding> run(RuleBase base, NodeConfig node, Release release) {
        List<Finding> out = new ArrayList<>();
        for (Rule rule : base.rules()) {
            Boolean applies = applies(rule, release);
            if (Boolean.FALSE.equals(applies)) {
                continue;
            }
            if (rule.scope().equals("node")) {
                test(rule, node(node, release), node.files.isEmpty() ? "" : node.files.get(0), 0, applies == null, out);
            } else if (rule.scope().equals("net")) {
                for (NetConfig net : node.nets) {
                    test(rule, net(node, net, release), net.file(), net.line(), applies == null, out);
                }
            } else {
                throw new IllegalArgumentException(rule.file() + ":" + rule.line() + ": lint scope is node or net, not " + rule.scope());
            }
        }
        return out;
    }

    /** TRUE: the rule is about this release; FALSE: it is fixed in it or predates it; null: the release is unknown. */
    public static Boolean applies(Rule rule, Release release) {
        if (release == null) {
            return rule.fixed().isEmpty() && rule.affectsFrom() == null ? Boolean.TRUE : null;
        }
        if (rule.affectsFrom() != null && !release.master() && release.compareTo(rule.affectsFrom()) < 0) {
            return Boolean.FALSE;
        }
        if (rule.fixed().isEmpty()) {
            return Boolean.TRUE;
        }
        Boolean fixed = rule.fixedIn(release);
        return fixed == null ? null : !fixed;
    }

    private static void test(Rule rule, ConfigBindings b, String file, int line, boolean ifRelease, List<Finding> out) {
        List<String> values = new ArrayList<>();
        Setting where = null;
        for (Predicate p : rule.when()) {
            Predicate.Outcome o = p.evaluate(b);
            if (!Boolean.TRUE.equals(o.holds())) {
                return;
            }
            values.add(p.text() + ": " + o.evidence());
            for (String path : p.paths()) {
                if (where == null && b.origin.get(path) != null) {
                    where = b.origin.get(path);
                }
            }
        }
        for (Predicate p : rule.assuming()) {
            if (Boolean.FALSE.equals(p.evaluate(b).holds())) {
                return;
            }
        }
        out.add(new Finding(rule, rule.severity(), where != null ? where.file() : file, where != null ? where.line() : line,
                KnownBugs.fill(rule.evidence(), b), values, ifRelease));
    }

    /** Every effective value of each o2ib net that differs from what was given (the kernel clamped or ignored it). */
    public static Map<String, Map<String, String>> effective(NodeConfig node, Release release) {
        Map<String, Map<String, String>> out = new LinkedHashMap<>();
        for (NetConfig net : node.nets) {
            if (!net.lndType().equals("o2ib")) {
                continue;
            }
            ConfigBindings b = net(node, net, release);
            Map<String, String> row = new LinkedHashMap<>();
            for (String k : new String[] {"peer_timeout", "peer_credits", "credits", "peer_buffer_credits", "peer_credits_hiw",
                    "concurrent_sends", "map_on_demand"}) {
                Object given = b.values.get("given." + k);
                Object eff = b.values.get("eff." + k);
                row.put(k, (given == null ? "(not given)" : String.valueOf(given)) + " -> " + eff
                        + (given != null && !String.valueOf(given).equals(String.valueOf(eff)) ? "  *" : ""));
            }
            out.put(net.name() + " (" + net.file() + ":" + net.line() + ", " + net.via() + ")", row);
        }
        return out;
    }
}
