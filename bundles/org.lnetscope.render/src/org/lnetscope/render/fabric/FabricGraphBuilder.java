package org.lnetscope.render.fabric;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

import org.lnetscope.analysis.Labels;
import org.lnetscope.analysis.MsgQueues;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.render.fabric.FabricGraph.Box;
import org.lnetscope.render.fabric.FabricGraph.Link;
import org.lnetscope.render.router.RouterPicture;
import org.lnetscope.render.router.Shape.Tone;

/** Builds the {@link FabricGraph} of a fabric, collapsing large roles into groups. */
public final class FabricGraphBuilder {

    /** Above this many nodes of one role, they are shown as groups unless expanded. */
    public static final int GROUP_THRESHOLD = 24;
    /** Nodes per group when the model has no rack/group names. */
    public static final int CHUNK = 16;
    /** The most nodes one group may hold, so that opening it stays a layout of seconds. */
    public static final int MAX_RACK = 128;
    /** The most runs an oversized group is cut into at one level. */
    public static final int MAX_RUNS = 32;
    /**
     * Routers per group on a big fabric: 50 routers in one column were a thin spindle no label
     * fits on; 5 boxes of 10, each saying its pinned memory and worst credit, read at full zoom-out.
     */
    public static final int ROUTER_CHUNK = 10;

    private FabricGraphBuilder() {
    }

    /**
     * @param expanded keys of groups the user opened
     */
    public static FabricGraph build(Fabric fabric, Set<String> expanded) {
        return build(fabric, expanded, MsgQueues.MODEL);
    }

    /**
     * The graph with queue lengths and pinned conns read through {@code queues}: a replay's state for a
     * model without lnet_msg and kib_rx draws what {@link #build(Fabric, Set)} draws on the full model.
     *
     * @param expanded keys of groups the user opened
     */
    public static FabricGraph build(Fabric fabric, Set<String> expanded, MsgQueues queues) {
        Map<Nid, Node> byNid = new HashMap<>();
        for (Node node : fabric.getNodes()) {
            for (LocalNi ni : node.getLocalNis()) {
                byNid.put(ni.getNid(), node);
            }
        }
        // What each node looks like from the routers: its worst credit and queue, for colouring.
        // One walk over the routers' peer NIs serves colours and links (a replay redoes this per frame).
        Map<Node, List<PeerNi>> seenByRouters = new HashMap<>();
        Map<Node, List<Seen>> seenFrom = new LinkedHashMap<>();
        // Peers with no node of their own (agents run on the routers only, say): shown per net, so
        // a router's credits toward them still show
        Map<String, Map<Node, List<PeerNi>>> unmonitored = new TreeMap<>();
        for (Node router : routers(fabric)) {
            List<Seen> seen = new ArrayList<>();
            for (Peer peer : router.getPeers()) {
                for (PeerNi peerNi : peer.getPeerNis()) {
                    Node node = byNid.get(peerNi.getNid());
                    if (node != null) {
                        seenByRouters.computeIfAbsent(node, n -> new ArrayList<>()).add(peerNi);
                        seen.add(new Seen(node, peerNi));
                    } else if (peerNi.getNid() != null) {
                        unmonitored.computeIfAbsent(peerNi.getNid().netName(), n -> new LinkedHashMap<>())
                                .computeIfAbsent(router, r -> new ArrayList<>()).add(peerNi);
                    }
                }
            }
            seenFrom.put(router, seen);
        }

        List<Box> boxes = new ArrayList<>();
        Map<Node, Box> boxOf = new HashMap<>();
        for (NodeRole role : List.of(NodeRole.COMPUTE, NodeRole.ROUTER, NodeRole.SERVER)) {
            List<Node> nodes = fabric.getNodes().stream().filter(n -> n.getRole() == role)
                    .sorted(Comparator.comparing(Node::getHostname, Comparator.nullsLast(Comparator.naturalOrder())))
                    .toList();
            boolean grouped = nodes.size() > GROUP_THRESHOLD;
            Map<String, List<Node>> split = !grouped ? singles(nodes)
                    : role == NodeRole.ROUTER ? routerGroups(nodes) : groups(nodes);
            for (Map.Entry<String, List<Node>> group : split.entrySet()) {
                place(group.getKey(), group.getValue(), role, grouped, expanded, seenByRouters, boxes, boxOf, queues);
            }
        }

        // One link per (router box, peer box): routers in one collapsed group share their links.
        // By identity: a Box is a record whose hash walks its strings and members, and this runs
        // for every router x peer NI on every replay frame (it was 60 % of a 5,550-node frame).
        Map<Box, Map<Box, List<PeerNi>>> linked = new IdentityHashMap<>();
        Map<Box, List<Box>> linkOrder = new IdentityHashMap<>();
        List<Box> routerOrder = new ArrayList<>();
        seenFrom.forEach((router, seen) -> {
            Box routerBox = boxOf.get(router);
            Map<Box, List<PeerNi>> byPeerBox = linked.computeIfAbsent(routerBox, b -> {
                routerOrder.add(b);
                return new IdentityHashMap<>();
            });
            List<Box> order = linkOrder.computeIfAbsent(routerBox, b -> new ArrayList<>());
            for (Seen s : seen) {
                Box peerBox = boxOf.get(s.node());
                if (peerBox != null && s.node() != router && peerBox != routerBox) {
                    byPeerBox.computeIfAbsent(peerBox, b -> {
                        order.add(b);
                        return new ArrayList<>();
                    }).add(s.peerNi());
                }
            }
        });
        List<Link> links = new ArrayList<>();
        for (Box routerBox : routerOrder) {
            for (Box peerBox : linkOrder.get(routerBox)) {
                List<PeerNi> peerNis = linked.get(routerBox).get(peerBox);
                int worst = worstCredit(peerNis);
                links.add(new Link(routerBox, peerBox, List.copyOf(peerNis), worst, queued(peerNis, queues), tone(worst)));
            }
        }
        int side = 0;
        // most peers first: there are more clients than servers, so that net goes left
        List<Map.Entry<String, Map<Node, List<PeerNi>>>> nets = new ArrayList<>(unmonitored.entrySet());
        nets.sort(Comparator.comparingLong((Map.Entry<String, Map<Node, List<PeerNi>>> e) -> -e.getValue().values().stream()
                .flatMap(List::stream).map(PeerNi::getNid).distinct().count())
                // a tie: servers usually keep the first net (o2ib0) and client clusters get o2ib1, o2ib2...
                .thenComparing(e -> -netNumber(e.getKey())).thenComparing(Map.Entry::getKey));
        for (Map.Entry<String, Map<Node, List<PeerNi>>> net : nets) {
            List<PeerNi> all = net.getValue().values().stream().flatMap(List::stream).toList();
            NodeRole role = roleOfNet(fabric, net.getKey(), side++);
            Box box = unmonitoredBox(net.getKey(), role, all);
            boxes.add(box);
            Map<Box, List<PeerNi>> byRouterBox = new LinkedHashMap<>();
            net.getValue().forEach((router, peerNis) -> byRouterBox
                    .computeIfAbsent(boxOf.get(router), b -> new ArrayList<>()).addAll(peerNis));
            byRouterBox.forEach((routerBox, peerNis) -> {
                int worst = worstCredit(peerNis);
                links.add(new Link(routerBox, box, List.copyOf(peerNis), worst, queued(peerNis, queues), tone(worst)));
            });
        }
        return new FabricGraph(List.copyOf(boxes), List.copyOf(links));
    }

    /**
     * The boxes of one group: itself when closed, else its nodes, or, for a group of more than
     * {@link #MAX_RACK}, the runs it is made of (each a group again), so that opening a box never
     * lays out more than {@link #MAX_RACK} new boxes.
     */
    private static void place(String key, List<Node> members, NodeRole role, boolean grouped, Set<String> expanded,
            Map<Node, List<PeerNi>> seenByRouters, List<Box> boxes, Map<Node, Box> boxOf, MsgQueues queues) {
        if (grouped && !expanded.contains(key)) {
            Box box = role == NodeRole.ROUTER ? routerGroupBox(key, members, queues)
                    : groupBox(key, role, members, seenByRouters);
            boxes.add(box);
            members.forEach(m -> boxOf.put(m, box));
        } else if (grouped && members.size() > MAX_RACK) {
            runs(members, runSize(members.size())).forEach((sub, subMembers) -> place(sub, subMembers, role, true, expanded,
                    seenByRouters, boxes, boxOf, queues));
        } else {
            for (Node member : members) {
                Box box = nodeBox(member, seenByRouters, queues);
                boxes.add(box);
                boxOf.put(member, box);
            }
        }
    }

    /**
     * Which side of the routers a net's unmonitored peers go: that of the nodes known on the net,
     * else the net with most peers left (computes) and the next right (servers). The box says it is a
     * net without agents, so the side is a layout choice, not a claim about the peers.
     */
    private static NodeRole roleOfNet(Fabric fabric, String net, int index) {
        for (Node node : fabric.getNodes()) {
            if (node.getRole() != NodeRole.ROUTER) {
                for (LocalNi ni : node.getLocalNis()) {
                    if (ni.getNid() != null && net.equals(ni.getNid().netName())) {
                        return node.getRole();
                    }
                }
            }
        }
        return index % 2 == 0 ? NodeRole.COMPUTE : NodeRole.SERVER;
    }

    /** 1 for o2ib1, 0 for o2ib and o2ib0. */
    private static int netNumber(String net) {
        int i = net.length();
        while (i > 0 && Character.isDigit(net.charAt(i - 1))) {
            i--;
        }
        return i == net.length() ? 0 : Integer.parseInt(net.substring(i, Math.min(net.length(), i + 6)));
    }

    private static Box unmonitoredBox(String net, NodeRole role, List<PeerNi> peerNis) {
        Map<Nid, Integer> worstByNid = new HashMap<>();
        for (PeerNi ni : peerNis) {
            worstByNid.merge(ni.getNid(), Math.min(ni.getTxCredits(), ni.getRtrCredits()), Math::min);
        }
        long troubled = worstByNid.values().stream().filter(w -> w < 0).count();
        int worst = worstCredit(peerNis);
        String detail = "no agent, " + worstByNid.size() + " NIDs" + (troubled > 0 ? ", " + troubled + " below 0" : "") + "  cr " + worst;
        return new Box("unmonitored " + net, net + " peers", detail, role, List.of(), tone(worst), true);
    }

    /** A router's peer NI and the node it leads to. */
    private record Seen(Node node, PeerNi peerNi) {
    }

    static List<Node> routers(Fabric fabric) {
        return fabric.getNodes().stream().filter(n -> n.getRole() == NodeRole.ROUTER).toList();
    }

    /**
     * By rack (Node.group) when the model has racks, else by runs of {@link #CHUNK} hostnames. A
     * "rack" of more than {@link #MAX_RACK} nodes is no rack (the simulator names every compute of a
     * scenario group "compute": 5,000 in one box, whose expansion kept ELK busy for 18+ minutes):
     * it is cut into runs of {@link #CHUNK} hostnames too, so that opening any box lays out at most
     * {@link #MAX_RACK} more.
     */
    static Map<String, List<Node>> groups(List<Node> sorted) {
        boolean racks = sorted.stream().allMatch(n -> n.getGroup() != null && !n.getGroup().isBlank());
        if (!racks) {
            return runs(sorted);
        }
        Map<String, List<Node>> byRack = new LinkedHashMap<>();
        for (Node node : sorted) {
            byRack.computeIfAbsent(node.getGroup(), k -> new ArrayList<>()).add(node);
        }
        Map<String, List<Node>> groups = new LinkedHashMap<>();
        byRack.forEach((rack, members) -> {
            if (members.size() <= MAX_RACK) {
                groups.put(rack, members);
            } else {
                groups.putAll(runs(members, runSize(members.size())));
            }
        });
        return groups;
    }

    /** Runs of {@link #CHUNK} hostnames, keyed "first–last". */
    private static Map<String, List<Node>> runs(List<Node> sorted) {
        return runs(sorted, CHUNK);
    }

    /**
     * How long the runs of an oversized group are: {@link #CHUNK} x 16^k, the shortest that makes
     * at most {@link #MAX_RUNS} of them (5,000 computes: 20 runs of 256, each opening into 16 runs
     * of 16), so that the column stays readable zoomed out and each opening adds a few boxes.
     */
    static int runSize(int members) {
        int size = CHUNK;
        while ((members + size - 1) / size > MAX_RUNS) {
            size *= CHUNK;
        }
        return size;
    }

    /** Runs of {@code size} hostnames, keyed "first–last". */
    private static Map<String, List<Node>> runs(List<Node> sorted, int size) {
        Map<String, List<Node>> groups = new LinkedHashMap<>();
        for (int first = 0; first < sorted.size(); first += size) {
            List<Node> run = sorted.subList(first, Math.min(sorted.size(), first + size));
            String key = run.get(0).getHostname() + "–" + run.get(run.size() - 1).getHostname();
            groups.computeIfAbsent(key, k -> new ArrayList<>()).addAll(run);
        }
        return groups;
    }

    /**
     * Routers by the nets they join ("o2ib0+o2ib1"), then in runs of {@link #ROUTER_CHUNK}
     * hostnames: a site with several router tiers keeps each tier apart.
     */
    static Map<String, List<Node>> routerGroups(List<Node> sorted) {
        Map<String, List<Node>> byNets = new LinkedHashMap<>();
        for (Node router : sorted) {
            SortedSet<String> nets = new TreeSet<>();
            for (LocalNi ni : router.getLocalNis()) {
                if (ni.getNid() != null) {
                    nets.add(ni.getNid().netName());
                }
            }
            byNets.computeIfAbsent(String.join("+", nets), k -> new ArrayList<>()).add(router);
        }
        Map<String, List<Node>> groups = new LinkedHashMap<>();
        byNets.forEach((nets, routers) -> {
            for (int first = 0; first < routers.size(); first += ROUTER_CHUNK) {
                List<Node> run = routers.subList(first, Math.min(routers.size(), first + ROUTER_CHUNK));
                String key = "routers " + run.get(0).getHostname() + "–" + run.get(run.size() - 1).getHostname()
                        + (nets.isEmpty() ? "" : " (" + nets + ")");
                groups.put(key, List.copyOf(run));
            }
        });
        return groups;
    }

    /** A collapsed run of routers: how many hold pinned conns and how much, and the worst memory use. */
    private static Box routerGroupBox(String key, List<Node> members, MsgQueues queues) {
        long pinned = 0;
        double worstUse = 0;
        for (Node router : members) {
            pinned += queues.pinnedBytes(router);
            if (router.getRamBytes() > 0) {
                worstUse = Math.max(worstUse, router.getUsedBytes() / (double) router.getRamBytes());
            }
        }
        // short enough for a box: the title names the run, the detail its worst
        String detail = members.size() + " routers" + (pinned > 0 ? ", " + mib(pinned) + " pinned"
                : worstUse > 0 ? String.format(", ≤ %.0f%% mem", 100 * worstUse) : "");
        String title = members.get(0).getHostname() + "–" + members.get(members.size() - 1).getHostname();
        return new Box(key, title, detail, NodeRole.ROUTER, List.copyOf(members), pinned > 0 ? Tone.PINNED : Tone.HEALTHY, true);
    }

    private static Map<String, List<Node>> singles(List<Node> nodes) {
        Map<String, List<Node>> singles = new LinkedHashMap<>();
        for (Node node : nodes) {
            singles.put(node.getHostname(), List.of(node));
        }
        return singles;
    }

    private static Box nodeBox(Node node, Map<Node, List<PeerNi>> seen, MsgQueues queues) {
        String detail;
        Tone tone;
        if (node.getRole() == NodeRole.ROUTER) {
            long pinned = queues.pinnedBytes(node);
            int conns = queues.pinnedConns(node).size();
            detail = pinned > 0 ? conns + (conns == 1 ? " pinned conn, " : " pinned conns, ") + mib(pinned)
                    + (node.getRamBytes() > 0 ? ", " + memory(node) : "") : memory(node);
            tone = RouterPicture.memoryTone(node, queues);
        } else {
            List<PeerNi> peerNis = seen.getOrDefault(node, List.of());
            int worst = worstCredit(peerNis);
            detail = peerNis.isEmpty() ? firstNid(node) : firstNid(node) + "  cr " + worst;
            tone = peerNis.isEmpty() ? Tone.NEUTRAL : tone(worst);
        }
        return new Box(node.getHostname(), node.getHostname(), detail, node.getRole(), List.of(node), tone, false);
    }

    private static Box groupBox(String key, NodeRole role, List<Node> members, Map<Node, List<PeerNi>> seen) {
        int worst = Integer.MAX_VALUE;
        int troubled = 0;
        boolean any = false;
        for (Node member : members) {
            List<PeerNi> peerNis = seen.getOrDefault(member, List.of());
            if (!peerNis.isEmpty()) {
                any = true;
                int w = worstCredit(peerNis);
                worst = Math.min(worst, w);
                troubled += w < 0 ? 1 : 0;
            }
        }
        String detail = members.size() + " nodes" + (troubled > 0 ? ", " + troubled + " below 0" : "");
        return new Box(key, key, detail, role, List.copyOf(members), any ? tone(worst) : Tone.NEUTRAL, true);
    }

    static int worstCredit(Collection<PeerNi> peerNis) {
        int worst = Integer.MAX_VALUE;
        for (PeerNi peerNi : peerNis) {
            worst = Math.min(worst, Math.min(peerNi.getTxCredits(), peerNi.getRtrCredits()));
        }
        return worst == Integer.MAX_VALUE ? 0 : worst;
    }

    static int queued(Collection<PeerNi> peerNis, MsgQueues queues) {
        int queued = 0;
        for (PeerNi peerNi : peerNis) {
            // a negative credit counts the messages waiting for it; an agent's fabric has the
            // counters but not the lnet_msgs
            queued += Math.max(queues.txqLength(peerNi), -peerNi.getTxCredits())
                    + Math.max(queues.routerQueueLength(peerNi), -peerNi.getRtrCredits());
        }
        return queued;
    }

    static Tone tone(int credit) {
        return credit < 0 ? Tone.NEGATIVE : credit == 0 ? Tone.EXHAUSTED : Tone.HEALTHY;
    }

    private static String firstNid(Node node) {
        return node.getLocalNis().isEmpty() ? "" : String.valueOf(node.getLocalNis().get(0).getNid());
    }

    static String memory(Node node) {
        // exact figures: "97 % of 1 GiB" for a 1.23 GiB router was a rounding, not the router
        if (node.getRamBytes() <= 0) {
            return "memory unknown";
        }
        double percent = 100.0 * node.getUsedBytes() / node.getRamBytes();
        // "100 %" for 47.7 of 47.9 GiB read as a router already out of memory: tenths near the top
        return String.format(percent >= 99 && percent < 100 ? "%.1f%% of %s used" : "%.0f%% of %s used", percent,
                RouterPicture.gib(node.getRamBytes()));
    }

    static String mib(long bytes) {
        // Router Internals' figure (Labels.mib), but whole MiB from 10 to 1024, where tenths only crowd the box;
        // "3 MiB" for one pinned conn beside Router Internals' "3.3 MiB" read as two figures
        return bytes >= 10L << 20 && bytes < 1L << 30 ? String.format("%.0f MiB", bytes / (double) (1L << 20)) : Labels.mib(bytes);
    }
}
