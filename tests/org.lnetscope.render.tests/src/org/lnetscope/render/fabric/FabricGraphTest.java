package org.lnetscope.render.fabric;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.render.fabric.FabricGraph.Box;
import org.lnetscope.render.fabric.FabricGraph.Link;
import org.lnetscope.render.fabric.FabricLayout.Placed;
import org.lnetscope.render.router.Shape.Tone;

class FabricGraphTest {

    private final LnetFactory f = LnetFactory.eINSTANCE;

    /** computes c001..cNNN on o2ib1, one router seeing all of them, two servers on o2ib0. */
    private Fabric fabric(int computes, int stalledCompute) {
        Fabric fabric = f.createFabric();
        fabric.setName("test");
        Node router = node(fabric, "rtr01", NodeRole.ROUTER, "10.1.0.254@o2ib1");
        for (int i = 1; i <= computes; i++) {
            Node c = node(fabric, String.format("c%03d", i), NodeRole.COMPUTE, "10.1.0." + i + "@o2ib1");
            peer(router, c, i == stalledCompute ? -4500 : 42, 42);
        }
        for (int i = 1; i <= 2; i++) {
            Node s = node(fabric, "oss00" + i, NodeRole.SERVER, "10.0.0." + i + "@o2ib");
            peer(router, s, 42, i == 1 ? -17000 : 42);
        }
        return fabric;
    }

    private Node node(Fabric fabric, String host, NodeRole role, String nid) {
        Node node = f.createNode();
        node.setHostname(host);
        node.setRole(role);
        LocalNi ni = f.createLocalNi();
        ni.setNid(Nid.parse(nid));
        node.getLocalNis().add(ni);
        fabric.getNodes().add(node);
        return node;
    }

    private void peer(Node router, Node node, int tx, int rtr) {
        Peer peer = f.createPeer();
        PeerNi peerNi = f.createPeerNi();
        peerNi.setNid(node.getLocalNis().get(0).getNid());
        peerNi.setTxCredits(tx);
        peerNi.setRtrCredits(rtr);
        peer.getPeerNis().add(peerNi);
        router.getPeers().add(peer);
    }

    /** A router box's pinned bytes as Router Internals says them: one conn is "3.3 MiB" in both, not "3 MiB" here. */
    @Test
    void pinnedBytesUnderTenMibKeepTheirTenths() {
        assertEquals("3.3 MiB", FabricGraphBuilder.mib((512 + 256 + 86) * 4096L));
        assertEquals("530 MiB", FabricGraphBuilder.mib(530L << 20));
        assertEquals("1.5 GiB", FabricGraphBuilder.mib(3L << 29));
    }

    /** 47.7 of 47.9 GiB is not "100 %": a router at 100 % is out of memory. */
    @Test
    void memoryNearTheTopKeepsItsTenths() {
        Node router = LnetFactory.eINSTANCE.createNode();
        router.setRamBytes(1000);
        router.setUsedBytes(996);
        assertTrue(FabricGraphBuilder.memory(router).startsWith("99.6% of "), FabricGraphBuilder.memory(router));
        router.setUsedBytes(1000);
        assertTrue(FabricGraphBuilder.memory(router).startsWith("100% of "), FabricGraphBuilder.memory(router));
        router.setUsedBytes(500);
        assertTrue(FabricGraphBuilder.memory(router).startsWith("50% of "), FabricGraphBuilder.memory(router));
    }

    @Test
    void smallFabricShowsEveryNodeAndOneLinkPerPeer() {
        FabricGraph graph = FabricGraphBuilder.build(fabric(5, 3), Set.of());
        assertEquals(1 + 5 + 2, graph.boxes().size());
        assertEquals(5 + 2, graph.links().size());
        Map<String, Link> byPeer = graph.links().stream().collect(Collectors.toMap(l -> l.peer().key(), l -> l));
        assertEquals(Tone.NEGATIVE, byPeer.get("c003").tone());
        assertEquals(-4500, byPeer.get("c003").worstCredit());
        assertEquals(Tone.NEGATIVE, byPeer.get("oss001").tone());
        assertEquals(Tone.HEALTHY, byPeer.get("c001").tone());
    }

    @Test
    void manyComputesCollapseIntoGroupsThatCarryTheWorstCredit() {
        FabricGraph graph = FabricGraphBuilder.build(fabric(100, 17), Set.of());
        List<Box> computeBoxes = graph.boxes().stream().filter(b -> b.role() == NodeRole.COMPUTE).toList();
        assertEquals((100 + FabricGraphBuilder.CHUNK - 1) / FabricGraphBuilder.CHUNK, computeBoxes.size());
        computeBoxes.forEach(b -> assertTrue(b.group()));
        Box first = computeBoxes.get(0);
        assertEquals("c001–c016", first.key());
        assertEquals(Tone.HEALTHY, first.tone(), "c017 is in c017-c032, not here");
        Box second = computeBoxes.get(1);
        assertEquals(Tone.NEGATIVE, second.tone());
        assertTrue(second.detail().contains("1 below 0"), second.detail());
    }

    /** 50 routers were one thin column; they collapse into runs of 10 with one link per group and peer box. */
    @Test
    void manyRoutersCollapseIntoRunsWithSharedLinks() {
        Fabric fabric = f.createFabric();
        fabric.setName("many routers");
        Node server = node(fabric, "oss001", NodeRole.SERVER, "10.0.0.1@o2ib");
        Node compute = node(fabric, "c001", NodeRole.COMPUTE, "10.1.0.1@o2ib1");
        for (int r = 1; r <= 50; r++) {
            Node router = node(fabric, String.format("rtr%02d", r), NodeRole.ROUTER, "10.1.0." + (100 + r) + "@o2ib1");
            LocalNi serverSide = f.createLocalNi();
            serverSide.setNid(Nid.parse("10.0.0." + (100 + r) + "@o2ib"));
            router.getLocalNis().add(serverSide);
            peer(router, compute, r == 37 ? -4500 : 42, 42);
            peer(router, server, 42, 42);
        }
        FabricGraph graph = FabricGraphBuilder.build(fabric, Set.of());
        List<Box> routerBoxes = graph.boxes().stream().filter(Box::isRouter).toList();
        assertEquals(5, routerBoxes.size(), routerBoxes.toString());
        routerBoxes.forEach(b -> assertTrue(b.group() && b.members().size() == FabricGraphBuilder.ROUTER_CHUNK, b.key()));
        assertEquals("routers rtr31–rtr40 (o2ib+o2ib1)", routerBoxes.get(3).key());
        assertTrue(routerBoxes.get(0).detail().startsWith("10 routers"), routerBoxes.get(0).detail());
        assertEquals(10, graph.links().size(), "each router group to the compute and to the server, once");
        Link stuck = graph.links().stream().filter(l -> l.router() == routerBoxes.get(3) && l.peer().key().equals("c001"))
                .findFirst().orElseThrow();
        assertEquals(-4500, stuck.worstCredit(), "the group's link carries its worst router's credit");
        assertEquals(10, stuck.peerNis().size());

        FabricGraph open = FabricGraphBuilder.build(fabric, Set.of(routerBoxes.get(3).key()));
        assertTrue(open.boxes().stream().anyMatch(b -> b.key().equals("rtr37") && !b.group()), "an opened group shows its routers");
        assertEquals(4 + 10 + 2, open.boxes().size());
        assertEquals(4 * 2 + 10 * 2, open.links().size());
    }

    @Test
    void expandingAGroupShowsItsMembers() {
        Fabric fabric = fabric(100, 17);
        FabricGraph graph = FabricGraphBuilder.build(fabric, Set.of("c017–c032"));
        Set<String> keys = graph.boxes().stream().map(Box::key).collect(Collectors.toSet());
        assertTrue(keys.contains("c017"));
        assertTrue(keys.contains("c001–c016"));
        assertTrue(!keys.contains("c017–c032"));
    }

    @Test
    void layoutPutsComputesLeftRoutersMiddleServersRight() {
        FabricLayout.Result result = FabricLayout.layout(FabricGraphBuilder.build(fabric(6, 2), Set.of()));
        Map<NodeRole, List<Placed>> columns = result.boxes().stream()
                .collect(Collectors.groupingBy(p -> p.box().role()));
        double computeRight = columns.get(NodeRole.COMPUTE).stream().mapToDouble(p -> p.x() + p.width()).max().orElseThrow();
        double routerLeft = columns.get(NodeRole.ROUTER).stream().mapToDouble(Placed::x).min().orElseThrow();
        double routerRight = columns.get(NodeRole.ROUTER).stream().mapToDouble(p -> p.x() + p.width()).max().orElseThrow();
        double serverLeft = columns.get(NodeRole.SERVER).stream().mapToDouble(Placed::x).min().orElseThrow();
        assertTrue(computeRight < routerLeft && routerRight < serverLeft,
                computeRight + " < " + routerLeft + ", " + routerRight + " < " + serverLeft);
        assertEquals(result.boxes().size(), result.boxes().stream().map(p -> p.box().key()).distinct().count());
        result.routes().forEach(r -> assertTrue(r.points().length >= 4, "every link is routed"));
        // No two boxes overlap.
        List<Placed> all = result.boxes();
        for (int i = 0; i < all.size(); i++) {
            for (int j = i + 1; j < all.size(); j++) {
                Placed a = all.get(i);
                Placed b = all.get(j);
                boolean apart = a.x() + a.width() <= b.x() || b.x() + b.width() <= a.x() || a.y() + a.height() <= b.y()
                        || b.y() + b.height() <= a.y();
                assertTrue(apart, a.box().key() + " overlaps " + b.box().key());
            }
        }
    }

    @Test
    void layoutIsStableForTheSameGraph() {
        Fabric fabric = fabric(30, 5);
        Function<FabricLayout.Result, Map<String, String>> positions = r -> r.boxes().stream()
                .collect(Collectors.toMap(p -> p.box().key(), p -> p.x() + "," + p.y()));
        var first = positions.apply(FabricLayout.layout(FabricGraphBuilder.build(fabric, Set.of())));
        var second = positions.apply(FabricLayout.layout(FabricGraphBuilder.build(fabric, Set.of())));
        assertEquals(first, second);
        assertNotNull(first.get("rtr01"));
    }

    /** A fabric fed by agents on the routers only: their peers have no node, but the credits show. */
    @Test
    void peersWithoutAnAgentAreShownPerNetWithTheRoutersCredits() {
        Fabric fabric = f.createFabric();
        fabric.setName("agents on routers");
        Node rtr1 = node(fabric, "rtr1", NodeRole.ROUTER, "10.1.0.254@o2ib1");
        Node rtr2 = node(fabric, "rtr2", NodeRole.ROUTER, "10.1.0.253@o2ib1");
        for (Node router : List.of(rtr1, rtr2)) {
            for (int i = 1; i <= 5; i++) {
                bare(router, "10.1.0." + i + "@o2ib1", router == rtr1 && i == 3 ? -4500 : 42, 42);
            }
            bare(router, "10.0.0.21@o2ib", 42, router == rtr2 ? -17000 : 42);
        }
        FabricGraph graph = FabricGraphBuilder.build(fabric, Set.of());
        Map<String, Box> boxes = graph.boxes().stream().collect(Collectors.toMap(Box::key, Function.identity()));
        Box computes = boxes.get("unmonitored o2ib1");
        Box servers = boxes.get("unmonitored o2ib");
        assertNotNull(computes, boxes.keySet().toString());
        assertEquals("o2ib1 peers", computes.title());
        assertEquals("no agent, 5 NIDs, 1 below 0  cr -4500", computes.detail(), "a NID seen by two routers counts once");
        assertEquals(SortedSet.class.isInstance(graph.nets(NodeRole.COMPUTE)), true);
        assertEquals(List.of("o2ib1"), List.copyOf(graph.nets(NodeRole.COMPUTE)), "column headings come from the fabric");
        assertEquals(List.of("o2ib"), List.copyOf(graph.nets(NodeRole.SERVER)));
        assertEquals(Tone.NEGATIVE, computes.tone());
        assertEquals(NodeRole.COMPUTE, computes.role());
        assertEquals(NodeRole.SERVER, servers.role(), "the other net goes on the other side");
        assertEquals(4, graph.links().size(), "each router to each net");
        Link stuck = graph.links().stream().filter(l -> l.router().key().equals("rtr1") && l.peer() == computes).findFirst().orElseThrow();
        assertEquals(-4500, stuck.worstCredit());
        assertEquals(4500, stuck.queued(), "negative credits count the waiting messages the agent cannot list");
        Link healthy = graph.links().stream().filter(l -> l.router().key().equals("rtr2") && l.peer() == computes).findFirst()
                .orElseThrow();
        assertEquals(Tone.HEALTHY, healthy.tone());
        assertEquals(0, healthy.queued());
        assertNotNull(FabricLayout.layout(graph), "and it lays out");
    }

    private void bare(Node router, String nid, int tx, int rtr) {
        Peer peer = f.createPeer();
        PeerNi peerNi = f.createPeerNi();
        peerNi.setNid(Nid.parse(nid));
        peerNi.setTxCredits(tx);
        peerNi.setRtrCredits(rtr);
        peer.getPeerNis().add(peerNi);
        router.getPeers().add(peer);
    }
}
