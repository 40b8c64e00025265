package org.lnetscope.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.lnetscope.ingest.CollectedFixtures;
import org.lnetscope.lnetfiles.LnetFiles;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LinkState;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.Node;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.PeerState;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;

/**
 * The routers table on the node's gateway peers: compute c010 (2.12) routes to o2ib through
 * 10.1.0.254@o2ib1 (up) and 10.1.0.253@o2ib1 (down, its ping outstanding); router rtr2 (master) has
 * two gateways of its own. Every step also checks that the reported changes rebuild the same model
 * ({@link MirrorListener}).
 */
class GatewaysTest {

    private static final String C010 = "collected-2.12/c010/lctl-get_param.txt";
    private static final Nid UP_GW = Nid.parse("10.1.0.254@o2ib1");
    private static final Nid DOWN_GW = Nid.parse("10.1.0.253@o2ib1");

    private Fabric fabric;
    private MirrorListener mirror;
    private FabricMapper mapper;

    @BeforeEach
    void emptyFabric() {
        fabric = LnetFactory.eINSTANCE.createFabric();
        fabric.setTunables(LnetFactory.eINSTANCE.createTunables());
        mirror = new MirrorListener(fabric);
        mapper = new FabricMapper(fabric, mirror);
    }

    private static Peer peer(Node node, Nid primary) {
        return node.getPeers().stream().filter(p -> primary.equals(p.getPrimaryNid())).findFirst().orElse(null);
    }

    /** The reported changes give the same model; syncing the same state again reports nothing. */
    private void assertReportedExactly(Node node, NodeState state) {
        assertTrue(EcoreUtil.equals(fabric, mirror.mirror()), "the reported changes rebuild the model");
        int before = mirror.changes;
        mapper.syncAll(node, state);
        assertEquals(before, mirror.changes, "nothing changed, nothing reported");
    }

    private static NodeState c010(String... replacements) {
        String text = CollectedFixtures.text(C010);
        for (int i = 0; i < replacements.length; i += 2) {
            assertTrue(text.contains(replacements[i]), replacements[i]);
            text = text.replace(replacements[i], replacements[i + 1]);
        }
        NodeState state = new NodeState();
        LnetFiles.read(C010, "lctl-get_param.txt", text, state);
        assertEquals(List.of(), state.diagnostics());
        return state;
    }

    @Test
    void aComputesRoutersTableGoesOnItsGatewayPeers() {
        Node c010 = mapper.node("c010");
        NodeState state = c010();
        mapper.syncAll(c010, state);

        // "4 1 12 up 12 1 NA 0": the peer of the peers table
        Peer up = peer(c010, UP_GW);
        assertEquals(1, up.getPeerNis().size());
        assertEquals(-12, up.getPeerNis().get(0).getMinTxCredits(), "the peers row's peer NI, not a second one");
        assertEquals(1, up.getRtrRefcount());
        assertTrue(up.isSetGatewayAlive());
        assertTrue(up.isGatewayAlive());
        assertEquals(12, up.getAliveCount());
        assertEquals(-12, up.getPingTimestamp(), "pinged 12 s before the capture (clock 0)");
        assertFalse(up.isPingNotsent());
        assertFalse(up.isSetPingDeadline(), "NA: no reply awaited");
        assertEquals(0, up.getDownNis());

        // "1 1 3 down 21 0 29 1": not in c010's peers table, yet a gateway always has a peer
        Peer down = peer(c010, DOWN_GW);
        assertEquals(1, down.getPeerNis().size());
        assertEquals(DOWN_GW, down.getPeerNis().get(0).getNid());
        assertFalse(down.isGatewayAlive());
        assertTrue(down.isSetGatewayAlive());
        assertEquals(3, down.getAliveCount());
        assertEquals(-21, down.getPingTimestamp());
        assertTrue(down.isPingNotsent(), "ping_sent 0");
        assertEquals(29, down.getPingDeadline(), "due 29 s after the capture");
        assertEquals(1, down.getDownNis());
        assertEquals(2, c010.getPeers().size());

        // the routes table agrees: the route through the dead gateway is down
        for (var route : c010.getRoutes()) {
            Peer gateway = peer(c010, route.getGateway());
            assertEquals(route.getState() == LinkState.UP, gateway.isGatewayAlive(), route.getGateway().toString());
        }
        assertReportedExactly(c010, state);
    }

    @Test
    void masterRoutersGiveOnlyRefcountAndAliveness() {
        Node rtr2 = mapper.node("rtr2");
        NodeState state = CollectedFixtures.read("collected-master/rtr2/peers", "collected-master/rtr2/routers",
                "collected-master/rtr2/routes");
        mapper.syncAll(rtr2, state);
        Peer up = peer(rtr2, Nid.parse("10.0.0.252@o2ib"));
        assertEquals(1, up.getRtrRefcount());
        assertTrue(up.isGatewayAlive());
        assertEquals(0, up.getAliveCount(), "no alive_cnt in master");
        assertFalse(up.isSetPingTimestamp());
        assertFalse(up.isSetPingDeadline());
        assertFalse(up.isPingNotsent());
        assertFalse(peer(rtr2, Nid.parse("10.1.0.252@o2ib1")).isGatewayAlive());
        Peer compute = peer(rtr2, Nid.parse("10.1.0.17@o2ib1"));
        assertFalse(compute.isSetGatewayAlive(), "not a gateway: unknown, not down");
        assertEquals(0, compute.getRtrRefcount());
        assertReportedExactly(rtr2, state);
    }

    @Test
    void aGatewayGoingDownFlipsGatewayAlive() {
        Node c010 = mapper.node("c010");
        NodeState state = c010();
        mapper.syncAll(c010, state);
        Peer gateway = peer(c010, UP_GW);

        // an agent delta: the ping 51 s ago timed out; lnet_notify_locked() counts the news and
        // clears the deadline; the route through it goes down with it
        LnetObject row = state.get(Kinds.ROUTER, UP_GW.toString());
        row.put(Kinds.STATE, "down").put(Kinds.ALIVE_COUNT, 13).put(Kinds.LAST_PING, 51);
        LnetObject route = state.get(Kinds.ROUTE, "o2ib " + UP_GW);
        route.put(Kinds.STATE, "down");
        int before = mirror.changes;
        mapper.sync(c010, state, List.of(row.key(), route.key()), List.of());
        assertFalse(gateway.isGatewayAlive());
        assertTrue(gateway.isSetGatewayAlive());
        assertEquals(13, gateway.getAliveCount());
        assertEquals(-51, gateway.getPingTimestamp());
        assertEquals(4, mirror.changes - before, "gatewayAlive, aliveCount, pingTimestamp and the route's state");
        assertReportedExactly(c010, state);

        // an agent snapshot: it answered the next ping
        NodeState back = c010("12     up           12", "14     up            2");
        mapper.syncAll(c010, back);
        assertSame(gateway, peer(c010, UP_GW));
        assertTrue(gateway.isGatewayAlive());
        assertEquals(14, gateway.getAliveCount());
        assertEquals(-2, gateway.getPingTimestamp());
        assertReportedExactly(c010, back);
    }

    @Test
    void aRowGoingAwayUnsetsTheGatewayAttributes() {
        Node c010 = mapper.node("c010");
        NodeState state = c010();
        mapper.syncAll(c010, state);
        Peer gateway = peer(c010, UP_GW);
        PeerNi ni = gateway.getPeerNis().get(0);

        // lnetctl route del --net o2ib --gateway 10.1.0.254@o2ib1: its route and routers row go
        String routerKey = LnetObject.key(Kinds.ROUTER, UP_GW.toString());
        String routeKey = LnetObject.key(Kinds.ROUTE, "o2ib " + UP_GW);
        state.remove(routerKey);
        state.remove(routeKey);
        mapper.sync(c010, state, List.of(), List.of(routerKey, routeKey));
        assertSame(gateway, peer(c010, UP_GW), "still a peer (the peers table has it)");
        assertSame(ni, gateway.getPeerNis().get(0));
        assertFalse(gateway.isSetGatewayAlive());
        assertEquals(0, gateway.getRtrRefcount());
        assertEquals(0, gateway.getAliveCount());
        assertFalse(gateway.isSetPingTimestamp());
        assertFalse(gateway.isPingNotsent());
        assertFalse(gateway.isSetPingDeadline());
        assertEquals(0, gateway.getDownNis());
        assertTrue(peer(c010, DOWN_GW).isSetGatewayAlive(), "the other gateway is untouched");
        assertReportedExactly(c010, state);

        // then the other one, in a snapshot: its peer existed only for its routers row
        NodeState none = c010(
                "4          1        12     up           12         1       NA       0 10.1.0.254@o2ib1\n", "",
                "1          1         3   down           21         0       29       1 10.1.0.253@o2ib1\n", "",
                "o2ib        1        0      up 10.1.0.254@o2ib1\n", "",
                "o2ib        1        0    down 10.1.0.253@o2ib1\n", "");
        mapper.syncAll(c010, none);
        assertNull(peer(c010, DOWN_GW));
        assertEquals(List.of(gateway), c010.getPeers());
        assertReportedExactly(c010, none);
    }

    @Test
    void aPeersRowTakesOverTheGatewaysPeer() {
        Node c010 = mapper.node("c010");
        NodeState state = c010();
        mapper.syncAll(c010, state);
        Peer gateway = peer(c010, DOWN_GW);
        PeerNi ni = gateway.getPeerNis().get(0);

        // the next peers table lists it: the same peer NI, not a second one
        LnetObject row = state.object(Kinds.PEER_NI, DOWN_GW.toString()).put(Kinds.REFCOUNT, 2).put(Kinds.STATE, "down")
                .put(Kinds.LAST_ALIVE, 9999).put(Kinds.MAX_TX_CREDITS, 42).put(Kinds.RTR_CREDITS, 42)
                .put(Kinds.MIN_RTR_CREDITS, 42).put(Kinds.TX_CREDITS, 42).put(Kinds.MIN_TX_CREDITS, 41).put(Kinds.TXQ_NOB, 0);
        mapper.sync(c010, state, List.of(row.key()), List.of());
        assertSame(gateway, peer(c010, DOWN_GW));
        assertEquals(List.of(ni), gateway.getPeerNis());
        assertEquals(PeerState.DOWN, ni.getState());
        assertEquals(41, ni.getMinTxCredits());
        assertFalse(gateway.isGatewayAlive());
        assertEquals(29, gateway.getPingDeadline());
        assertReportedExactly(c010, state);

        // now claimed, its peer stays when its routers row goes
        String routerKey = LnetObject.key(Kinds.ROUTER, DOWN_GW.toString());
        state.remove(routerKey);
        mapper.sync(c010, state, List.of(), List.of(routerKey));
        assertSame(gateway, peer(c010, DOWN_GW));
        assertFalse(gateway.isSetGatewayAlive());
        assertFalse(gateway.isSetPingDeadline());
        assertReportedExactly(c010, state);
    }

    @Test
    void theGatewayValuesFollowItsPeerNiToItsPrimary() {
        Node c010 = mapper.node("c010");
        NodeState state = c010();
        mapper.syncAll(c010, state);
        Peer made = peer(c010, DOWN_GW);

        // lnetctl peer show: 10.1.0.253@o2ib1 is an NI of the multi-rail router 10.0.0.253@o2ib
        Nid primary = Nid.parse("10.0.0.253@o2ib");
        LnetObject peerRow = state.object(Kinds.PEER, primary.toString()).put(Kinds.MULTI_RAIL, 1);
        LnetObject niRow = state.object(Kinds.PEER_NI, DOWN_GW.toString()).put(Kinds.PRIMARY_NID, primary.toString())
                .put(Kinds.STATE, "down");
        mapper.sync(c010, state, List.of(peerRow.key(), niRow.key()), List.of());
        assertNull(made.eContainer(), "the peer made for the row alone went with its peer NI");
        Peer router = peer(c010, primary);
        assertEquals(List.of(DOWN_GW), router.getPeerNis().stream().map(PeerNi::getNid).toList());
        assertFalse(router.isGatewayAlive());
        assertTrue(router.isSetGatewayAlive());
        assertEquals(29, router.getPingDeadline());
        assertEquals(1, router.getDownNis());
        assertEquals(2, c010.getPeers().size());
        assertReportedExactly(c010, state);
    }
}
