package org.lnetscope.sim.scenario;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.lnetscope.model.nid.Lnd;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.lnet.LnetMsgType;
import org.lnetscope.sim.world.AddressSpace;
import org.lnetscope.sim.world.Faults;
import org.lnetscope.sim.world.LustreRelease;
import org.lnetscope.sim.world.SimNode;
import org.lnetscope.sim.world.SimTunables;
import org.lnetscope.sim.world.WhatIf;
import org.lnetscope.sim.world.WireParams;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.reader.ReaderException;

/**
 * Reads a scenario file (schema: docs/scenario-format.md) into a {@link Scenario}. Everything is
 * checked before anything runs, and every problem is reported with its line and column: unknown
 * keys, bad values, bad NIDs, negative rates, duplicate NIDs and routes to nowhere.
 */
public final class ScenarioLoader {

    private static final long LNET_MTU = 1 << 20;
    /**
     * An HDR link (200 Gb/s) moves about 6 M 4 KiB messages a second: 10 M/s per node is past any
     * real workload, and 10^9/s only made the simulator spin.
     */
    static final double MAX_RATE_PER_NODE = 10_000_000;
    /** A month of simulated time: incidents take hours; 2^63 ns is a typo, not a scenario. */
    static final long MAX_DURATION_NS = 31L * 86_400 * Time.SECOND;

    private ScenarioLoader() {
    }

    public static Scenario load(Path file, List<String> settings) throws IOException, ScenarioException {
        String text;
        try {
            ScenarioLimits.checkSize(file.getFileName().toString(), Files.size(file)); // before reading it (issue 30)
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (CharacterCodingException e) {
            // A binary file or another encoding: say so, not the decoder's "Input length = 1".
            throw new ScenarioException(List.of(new ScenarioProblem(file.getFileName().toString(),
                    "not a YAML scenario: the file is not UTF-8 text")));
        }
        return parse(text, file.getFileName().toString(), settings);
    }

    public static Scenario parse(String text, String fileName, List<String> settings) throws ScenarioException {
        Problems problems = new Problems(fileName);
        Node root;
        ScenarioLimits.check(text, fileName); // linear, before SnakeYAML's reader (quadratic in a token's length)
        try {
            root = new Yaml(ScenarioLimits.options()).compose(new StringReader(text));
        } catch (MarkedYAMLException e) {
            var mark = e.getProblemMark();
            String where = mark == null ? fileName : fileName + ":" + (mark.getLine() + 1) + ":" + (mark.getColumn() + 1);
            throw new ScenarioException(List.of(new ScenarioProblem(where, "not valid YAML: " + e.getProblem())));
        } catch (ReaderException e) {
            // a control character (found by HostileScenarioTest's fuzzer): SnakeYAML's reader says
            // only a character position, so the line and column are counted here
            int at = Math.min(Math.max(0, e.getPosition()), text.length());
            int line = 1;
            int column = 1;
            for (int i = 0; i < at; i++) {
                if (text.charAt(i) == '\n') {
                    line++;
                    column = 1;
                } else {
                    column++;
                }
            }
            throw new ScenarioException(List.of(new ScenarioProblem(fileName + ":" + line + ":" + column,
                    String.format("not valid YAML: control character 0x%x is not allowed", e.getCodePoint()))));
        } catch (YAMLException e) {
            throw new ScenarioException(List.of(new ScenarioProblem(fileName, "not valid YAML: "
                    + String.valueOf(e.getMessage()).replaceAll("\\s+", " "))));
        }
        if (!(root instanceof MappingNode mapping)) {
            throw new ScenarioException(List.of(new ScenarioProblem(fileName, "a scenario is a YAML mapping")));
        }
        Overrides.apply(mapping, settings, problems);
        Scenario scenario = new Reader(problems).read(new YamlMap(root, "scenario", problems));
        problems.throwIfAny();
        return scenario;
    }

    /** One pass over the document; collects problems instead of stopping at the first. */
    private static final class Reader {
        private final Problems problems;
        private final Map<String, Scenario.Group> groupsByName = new LinkedHashMap<>();
        private final Map<String, Node> groupNodes = new HashMap<>();

        Reader(Problems problems) {
            this.problems = problems;
        }

        Scenario read(YamlMap top) {
            String name = top.required("name");
            String description = top.string("description", "");
            String lustre = top.string("lustre", "2.12");
            LustreRelease release = LustreRelease.of(lustre);
            if (release == null) {
                problems.add(top.valueNode("lustre"), "lustre must be \"2.12\", \"2.15\", \"2.16\" or \"master\", not \""
                        + lustre + "\"");
                release = LustreRelease.V2_12;
            }
            long seed = top.integer("seed", 1, Long.MIN_VALUE, Long.MAX_VALUE);
            long duration = top.durationNs("duration", 3600 * Time.SECOND);
            if (duration > MAX_DURATION_NS) {
                problems.add(top.valueNode("duration"), "duration " + top.string("duration", "") + " is longer than "
                        + MAX_DURATION_NS / (86_400 * Time.SECOND) + " days of simulated time");
                duration = 3600 * Time.SECOND;
            }
            boolean untilOom = top.bool("until_oom", false);
            SimTunables tunables = tunables(top.map("tunables"), release);
            WireParams wire = wire(top.map("fabric"));
            List<Scenario.Group> groups = new ArrayList<>();
            for (YamlMap g : top.list("groups")) {
                Scenario.Group group = group(g);
                if (group != null) {
                    groups.add(group);
                }
            }
            if (!top.has("groups")) {
                problems.add(top.node(), "scenario needs \"groups\"");
            }
            checkUniqueNids(groups);
            checkRoutes(groups);
            long nodes = groups.stream().mapToLong(Scenario.Group::count).sum();
            if (nodes > AddressSpace.MAX_NODES) {
                problems.add(top.valueNode("groups"), "the groups make " + nodes + " nodes; the simulator gives each node "
                        + "its own range of kernel addresses and has room for " + AddressSpace.MAX_NODES);
            }
            List<Scenario.Flow> flows = new ArrayList<>();
            for (YamlMap f : top.list("workload")) {
                Scenario.Flow flow = flow(f);
                if (flow != null) {
                    flows.add(flow);
                }
            }
            List<Scenario.Fault> faults = new ArrayList<>();
            Set<String> hostnames = hostnames(groups);
            for (YamlMap f : top.list("faults")) {
                Scenario.Fault fault = fault(f, hostnames);
                if (fault != null) {
                    faults.add(fault);
                }
            }
            WhatIf whatIf = whatIf(top.map("what_if"));
            top.finish();
            return new Scenario(name, description, seed, duration, untilOom, tunables, wire, groups, flows, faults,
                    whatIf);
        }

        private SimTunables tunables(YamlMap map, LustreRelease release) {
            Map<String, Integer> values = TunableDefaults.defaults(release);
            List<String> order = new ArrayList<>();
            TunableDefaults.Applied applied = TunableDefaults.Applied.MODULE_PARAMETERS;
            if (map != null) {
                for (String key : new ArrayList<>(values.keySet())) {
                    if (map.has(key)) {
                        long[] range = TunableDefaults.range(key);
                        long v = key.equals("discovery") || key.equals("auto_down")
                                ? (map.bool(key, values.get(key) != 0) ? 1 : 0)
                                : map.integer(key, values.get(key), range[0], range[1]);
                        values.put(key, (int) v);
                    }
                }
                for (String key : map.keys()) {
                    if (values.containsKey(key)) {
                        order.add(key);
                    }
                }
                String how = map.string("applied", applied.key);
                TunableDefaults.Applied a = TunableDefaults.Applied.of(how);
                if (a == null) {
                    problems.add(map.valueNode("applied"), "tunables.applied must be module_parameters or "
                            + "lnetctl_import, not \"" + how + "\"");
                } else {
                    applied = a;
                }
                TunableDefaults.Dlc dlc = TunableDefaults.Dlc.NONE;
                String dlcKey = map.string("dlc", dlc.key);
                if (TunableDefaults.Dlc.of(dlcKey) == null) {
                    problems.add(map.valueNode("dlc"), "tunables.dlc must be none, import or net_add, not \"" + dlcKey + "\"");
                } else {
                    dlc = TunableDefaults.Dlc.of(dlcKey);
                }
                TunableDefaults.Derived[] derived = new TunableDefaults.Derived[1];
                SimTunables t = TunableDefaults.resolve(release, values, order, applied, dlc, derived);
                if (derived[0] != null && derived[0].refused() != null && applied == TunableDefaults.Applied.MODULE_PARAMETERS) {
                    // A setter that refuses its value at module load makes parse_args fail, and modprobe lnet with it.
                    problems.add(map.node(), "lnet module parameters: " + derived[0].refused() + " is refused by its "
                            + "setter (api-ni.c, v2_12_9), so modprobe lnet fails; give the keys in the order the site's "
                            + "options line has them, set tunables.applied: lnetctl_import, or give lnd_timeout");
                }
                map.finish();
                return t;
            }
            return TunableDefaults.resolve(release, values, order, applied, new TunableDefaults.Derived[1]);
        }

        private WireParams wire(YamlMap map) {
            long connSetup = 10 * Time.MILLISECOND;
            long latency = 2 * Time.MICROSECOND;
            long bandwidth = 12_500_000_000L;
            long resolve = Time.MILLISECOND;
            long retryExceeded = 7 * Time.SECOND;
            long connectTimeout = 5 * Time.SECOND;
            if (map != null) {
                latency = map.durationNs("latency", latency);
                Node bw = map.valueNode("bandwidth");
                bandwidth = map.parsed("bandwidth", bandwidth, Quantities::bytesPerSecond);
                if (bandwidth <= 0) {
                    problems.add(bw, "bandwidth must be positive");
                    bandwidth = 12_500_000_000L;
                }
                resolve = map.durationNs("resolve_time", resolve);
                retryExceeded = map.durationNs("retry_exceeded", retryExceeded);
                connectTimeout = map.durationNs("connect_timeout", connectTimeout);
                connSetup = map.durationNs("conn_setup", connSetup);
                map.finish();
            }
            return new WireParams(Math.max(1, latency), bandwidth, Math.max(1, resolve), Math.max(1, retryExceeded),
                    Math.max(1, connectTimeout), connSetup);
        }

        private Scenario.Group group(YamlMap g) {
            String name = g.required("name");
            String roleText = g.string("role", "compute");
            SimNode.Role role = switch (roleText) {
                case "compute" -> SimNode.Role.COMPUTE;
                case "router" -> SimNode.Role.ROUTER;
                case "server" -> SimNode.Role.SERVER;
                default -> {
                    problems.add(g.valueNode("role"), "role must be compute, router or server, not \"" + roleText + "\"");
                    yield SimNode.Role.COMPUTE;
                }
            };
            int count = (int) g.integer("count", 1, 1, 1_000_000);
            List<Nid> nids = new ArrayList<>();
            Set<String> nets = new HashSet<>();
            for (ScalarNode n : g.scalars("nids")) {
                try {
                    Nid nid = Nid.parse(n.getValue());
                    if (nid.lnd() != Lnd.O2IBLND) {
                        problems.add(n, "only o2ib NIDs are simulated, not \"" + n.getValue() + "\"");
                    } else if (nid.isLarge()) {
                        // a group's NIDs are numbered from the first; o2iblnd's are IPv4 in the kernels simulated
                        problems.add(n, "only IPv4 NIDs are simulated, not \"" + n.getValue() + "\"");
                    } else if (!nets.add(nid.netName())) {
                        problems.add(n, "two NIDs on " + nid.netName() + " in group " + name);
                    } else {
                        nids.add(nid);
                    }
                } catch (IllegalArgumentException e) {
                    problems.add(n, e.getMessage());
                }
            }
            if (!g.has("nids")) {
                problems.add(g.node(), "group " + name + " needs \"nids\"");
            }
            if (role == SimNode.Role.ROUTER && nids.size() < 2 && g.has("nids")) {
                problems.add(g.valueNode("nids"), "a router needs NIDs on at least two nets");
            }
            long ram = g.bytes("ram", 64L << 30);
            long base = g.bytes("base_memory", 2L << 30);
            int cpts = (int) g.integer("cpts", 1, 1, 256);
            List<Scenario.RouteSpec> routes = new ArrayList<>();
            for (YamlMap r : g.list("routes")) {
                String net = r.required("net");
                String via = r.required("via");
                int hops = (int) r.integer("hops", 1, 1, 255);
                int priority = (int) r.integer("priority", 0, 0, 255);
                r.finish();
                if (net != null && via != null) {
                    routes.add(new Scenario.RouteSpec(net, via, hops, priority));
                    routeNodes.put(routes.get(routes.size() - 1), r.node());
                }
            }
            g.finish();
            if (name == null) {
                return null;
            }
            if (groupsByName.containsKey(name)) {
                problems.add(g.valueNode("name"), "two groups are named \"" + name + "\"");
                return null;
            }
            Scenario.Group group = new Scenario.Group(name, role, count, nids, ram, base, cpts, routes);
            groupsByName.put(name, group);
            groupNodes.put(name, g.node());
            return group;
        }

        private final Map<Scenario.RouteSpec, Node> routeNodes = new IdentityHashMap<>();

        private void checkUniqueNids(List<Scenario.Group> groups) {
            Map<Nid, String> owner = new HashMap<>();
            for (Scenario.Group group : groups) {
                for (int k = 0; k < group.firstNids().size(); k++) {
                    Nid first = group.firstNids().get(k);
                    if (first.address() + group.count() - 1 > 0xffffffffL) {
                        problems.add(groupNodes.get(group.name()), "NIDs of group " + group.name() + " run past 255.255.255.255");
                        continue;
                    }
                    for (int i = 0; i < group.count(); i++) {
                        Nid nid = group.nid(k, i);
                        String host = group.hostname(i);
                        String previous = owner.putIfAbsent(nid, host);
                        if (previous != null) {
                            problems.add(groupNodes.get(group.name()), "NID " + nid + " of " + host + " is also " + previous + "'s");
                            break;
                        }
                    }
                }
            }
        }

        private static Set<String> netsOf(Scenario.Group group) {
            Set<String> nets = new HashSet<>();
            for (Nid nid : group.firstNids()) {
                nets.add(nid.netName());
            }
            return nets;
        }

        /** A route must name a net that exists, through a group that shares a net with us and reaches it. */
        private void checkRoutes(List<Scenario.Group> groups) {
            Set<String> allNets = new HashSet<>();
            for (Scenario.Group g : groups) {
                allNets.addAll(netsOf(g));
            }
            for (Scenario.Group g : groups) {
                Set<String> mine = netsOf(g);
                for (Scenario.RouteSpec r : g.routes()) {
                    Node where = routeNodes.get(r);
                    Scenario.Group via = groupsByName.get(r.via());
                    if (!allNets.contains(r.net())) {
                        problems.add(where, "route to nowhere: no node has a NID on " + r.net());
                    } else if (via == null) {
                        problems.add(where, "route to nowhere: there is no group \"" + r.via() + "\"");
                    } else if (via.role() != SimNode.Role.ROUTER) {
                        problems.add(where, "route to nowhere: group " + r.via() + " is not a router group");
                    } else if (mine.contains(r.net())) {
                        problems.add(where, "route to " + r.net() + " from group " + g.name() + ", which is on it already");
                    } else if (!netsOf(via).contains(r.net())) {
                        problems.add(where, "route to nowhere: routers " + r.via() + " have no NID on " + r.net());
                    } else if (netsOf(via).stream().noneMatch(mine::contains)) {
                        problems.add(where, "route to nowhere: routers " + r.via() + " share no net with group " + g.name());
                    }
                }
            }
        }

        private boolean reaches(Scenario.Group from, Scenario.Group to) {
            Set<String> mine = netsOf(from);
            Set<String> theirs = netsOf(to);
            for (String net : theirs) {
                if (mine.contains(net)) {
                    return true;
                }
            }
            for (Scenario.RouteSpec r : from.routes()) {
                if (theirs.contains(r.net())) {
                    return true;
                }
            }
            return false;
        }

        private Scenario.Flow flow(YamlMap f) {
            String name = f.string("name", "flow");
            String from = f.required("from");
            String to = f.required("to");
            Node rateNode = f.valueNode("rate");
            double rate = f.parsed("rate", 0.0, Quantities::rate);
            if (rate < 0) {
                problems.add(rateNode, "negative rate " + f.string("rate", "") + ": a rate is messages per second per node, >= 0");
                rate = 0;
            } else if (rate > MAX_RATE_PER_NODE) {
                problems.add(rateNode, "rate " + f.string("rate", "") + " is more than " + (long) MAX_RATE_PER_NODE
                        + " messages per second per node, more than any LNet node sends");
                rate = 0;
            }
            String typeText = f.string("type", "PUT");
            int type = LnetMsgType.parse(typeText);
            if (type != LnetMsgType.LNET_MSG_PUT && type != LnetMsgType.LNET_MSG_GET) {
                problems.add(f.valueNode("type"), "type must be PUT or GET, not \"" + typeText + "\"");
                type = LnetMsgType.LNET_MSG_PUT;
            }
            Node sizeNode = f.valueNode("size");
            long size = f.bytes("size", 4096);
            if (size > LNET_MTU) {
                problems.add(sizeNode, "size " + size + " is larger than LNET_MTU (1 MiB)");
            }
            Node replyNode = f.valueNode("reply_size");
            long replySize = f.bytes("reply_size", 0);
            if (replySize > LNET_MTU) {
                problems.add(replyNode, "reply_size " + replySize + " is larger than LNET_MTU (1 MiB)");
            }
            long start = f.durationNs("start", 0);
            long stop = f.durationNs("stop", 0);
            int maxInFlight = (int) f.integer("max_in_flight", 256, 1, 1 << 24);
            long resendDelay = 100 * Time.SECOND;
            int resendMax = 0;
            YamlMap resend = f.map("resend");
            if (resend != null) {
                resendDelay = resend.durationNs("delay", resendDelay);
                resendMax = (int) resend.integer("max", 3, 0, 1000);
                resend.finish();
            }
            f.finish();
            Scenario.Group fromGroup = from == null ? null : groupsByName.get(from);
            Scenario.Group toGroup = to == null ? null : groupOrHostGroup(to);
            if (from != null && fromGroup == null) {
                problems.add(f.valueNode("from"), "there is no group \"" + from + "\"");
            }
            if (to != null && toGroup == null) {
                problems.add(f.valueNode("to"), "there is no group or node \"" + to + "\"");
            }
            if (fromGroup == null || toGroup == null) {
                return null;
            }
            if (!reaches(fromGroup, toGroup)) {
                problems.add(f.node(), "route to nowhere: group " + from + " has no net or route to any net of group " + to);
                return null;
            }
            return new Scenario.Flow(name, from, to, rate, type, (int) size, (int) replySize, start, stop, maxInFlight,
                    resendDelay, resendMax);
        }

        /** A group by name, or the group of a node by hostname. */
        private Scenario.Group groupOrHostGroup(String name) {
            Scenario.Group group = groupsByName.get(name);
            if (group != null) {
                return group;
            }
            for (Scenario.Group g : groupsByName.values()) {
                for (int i = 0; i < g.count(); i++) {
                    if (g.hostname(i).equals(name)) {
                        return g;
                    }
                }
            }
            return null;
        }

        private static Set<String> hostnames(List<Scenario.Group> groups) {
            Set<String> names = new HashSet<>();
            for (Scenario.Group g : groups) {
                for (int i = 0; i < g.count(); i++) {
                    names.add(g.hostname(i));
                }
            }
            return names;
        }

        private Scenario.Fault fault(YamlMap f, Set<String> hostnames) {
            String typeText = f.required("type");
            String node = f.required("node");
            long at = f.durationNs("at", 0);
            long duration = f.durationNs("duration", 0);
            long every = f.durationNs("every", 0);
            long opens = f.durationNs("opens_conns_every", 0);
            long handshake = f.durationNs("connect_handshake", 0);
            long disconnects = f.durationNs("disconnects_after", 0);
            if (every > 0 && (duration == 0 || duration >= every)) {
                problems.add(f.valueNode("every"), "an intermittent fault (every " + f.string("every", "") + ") needs a "
                        + "duration shorter than its period");
                every = 0;
            }
            boolean lndKeys = opens > 0 || handshake > 0 || disconnects > 0;
            if (lndKeys && typeText != null && !typeText.equals("host_silent")) {
                problems.add(f.node(), "opens_conns_every, connect_handshake and disconnects_after describe what the "
                        + "LND of a host_silent node still does; a " + typeText + " node does none of it");
            }
            double answers = f.parsed("answers", -1.0, t -> {
                try {
                    return Double.parseDouble(t.trim());
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("\"" + t + "\" is not a number");
                }
            });
            boolean partial = "host_partial".equals(typeText);
            if (partial && (answers < 0 || answers > 1)) {
                problems.add(f.has("answers") ? f.valueNode("answers") : f.node(), "a host_partial fault needs answers: "
                        + "the fraction (0 to 1) of received messages the host handles");
                answers = 0;
            } else if (!partial && f.has("answers")) {
                problems.add(f.valueNode("answers"), "answers goes with type host_partial");
            }
            if (handshake > 0 && opens == 0) {
                problems.add(f.valueNode("connect_handshake"), "connect_handshake is the handshake of the conns the "
                        + "node opens: it needs opens_conns_every");
            }
            f.finish();
            Faults.Kind kind = null;
            if (typeText != null) {
                kind = switch (typeText) {
                    case "host_silent" -> Faults.Kind.HOST_SILENT;
                    case "host_silent_no_cm" -> Faults.Kind.HOST_SILENT_NO_CM;
                    case "host_partial" -> Faults.Kind.HOST_PARTIAL;
                    case "link_down" -> Faults.Kind.LINK_DOWN;
                    case "reboot" -> Faults.Kind.REBOOT;
                    case "rdma_blackhole" -> {
                        // its sends "never completed", which an RC QP never does (docs/what-if.md)
                        problems.add(f.valueNode("type"), "fault type rdma_blackhole is gone: an RC send always "
                                + "completes; use host_silent (HCA acks, host silent: tx deadlines expire) or "
                                + "link_down (HCA or link dead: sends fail after fabric.retry_exceeded)");
                        yield null;
                    }
                    default -> {
                        problems.add(f.valueNode("type"),
                                "fault type must be host_silent, host_silent_no_cm, host_partial, link_down or reboot, not \""
                                        + typeText + "\"");
                        yield null;
                    }
                };
            }
            if (node != null && !hostnames.contains(node)) {
                problems.add(f.valueNode("node"), "there is no node \"" + node + "\"");
                return null;
            }
            return kind == null || node == null ? null : new Scenario.Fault(kind, node, at, duration, every,
                    new Faults.LndBehaviour(opens, handshake, disconnects), partial ? answers : -1);
        }

        private WhatIf whatIf(YamlMap map) {
            if (map == null) {
                return WhatIf.NONE;
            }
            if (map.has("lu17855")) {
                problems.add(map.valueNode("lu17855"), "what_if.lu17855 is gone: LU-17855 is part of lustre: \"2.16\" "
                        + "and master (a 2.12 router has no lpni_ns_status for lnet_notify to set); remove the key, and set "
                        + "lustre: \"2.16\" or lustre: master to run it");
            }
            boolean release = map.bool("release_parked_rx_on_close", false);
            boolean eager = map.bool("eager_recv", false);
            long routingOff = -1;
            String text = map.string("routing_disabled_at", "never");
            if (!text.equals("never")) {
                routingOff = map.durationNs("routing_disabled_at", -1);
            }
            map.finish();
            return new WhatIf(release, eager, routingOff);
        }
    }
}
