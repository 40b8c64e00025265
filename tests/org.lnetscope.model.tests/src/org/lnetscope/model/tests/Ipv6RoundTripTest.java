package org.lnetscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.LinkState;
import org.lnetscope.model.LndType;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Message;
import org.lnetscope.model.MsgType;
import org.lnetscope.model.Net;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.PeerState;
import org.lnetscope.model.Route;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.model.resource.LnetResources;

/**
 * Master's 16-byte (IPv6) NIDs in saved fabrics: a dual-stack compute on tcp whose local NI,
 * peers, messages and route gateway have IPv6 NIDs, next to 4-byte ones, through XMI, binary
 * and conversions between them. A local NI's NID is its XMI ID, so colons end up in IDREFs too.
 */
class Ipv6RoundTripTest {

    private static final LnetFactory F = LnetFactory.eINSTANCE;
    static final String LOCAL = "2001:db8:5:0:a00:27ff:fe4e:6630@tcp";
    static final String OSS = "2001:db8:5::a@tcp";

    @TempDir
    Path dir;

    static Fabric build() {
        Fabric fabric = F.createFabric();
        fabric.setName("ipv6-compute");
        fabric.setLustreVersion(LustreLayout.LAYOUT_MASTER);
        Net tcp = net("tcp", LndType.SOCKLND);
        Net o2ib2 = net("o2ib2", LndType.O2IBLND);
        fabric.getNets().add(tcp);
        fabric.getNets().add(o2ib2);

        Node node = F.createNode();
        node.setHostname("c030");
        node.setRole(NodeRole.COMPUTE);
        node.setCptCount(2);
        LocalNi ni = localNi(LOCAL, tcp);
        node.getLocalNis().add(ni);
        LocalNi ib = localNi("2001:db8:9::1e@o2ib2", o2ib2);
        node.getLocalNis().add(ib);

        Peer oss = F.createPeer();
        oss.setAddress(0xffff9a0f00001000L);
        oss.setPrimaryNid(Nid.parse(OSS));
        oss.setMultiRail(true);
        PeerNi v6 = peerNi(0xffff9a0f00001200L, OSS);
        PeerNi v4 = peerNi(0xffff9a0f00001400L, "192.168.5.10@tcp");
        PeerNi mapped = peerNi(0xffff9a0f00001600L, "::ffff:192.168.5.10@tcp");
        oss.getPeerNis().add(v6);
        oss.getPeerNis().add(v4);
        oss.getPeerNis().add(mapped);
        node.getPeers().add(oss);

        Message put = F.createMessage();
        put.setAddress(0xffff9a0f00002000L);
        put.setType(MsgType.PUT);
        put.setSrcNid(Nid.parse(LOCAL));
        put.setDestNid(Nid.parse(OSS));
        put.setTxPeer(v6);
        put.setLength(1048576);
        node.getMessages().add(put);
        v6.getTxq().add(put);

        Route route = F.createRoute();
        route.setNet(o2ib2);
        route.setHops(1);
        route.setGateway(Nid.parse("fe80::1:2@tcp"));
        route.setState(LinkState.UP);
        node.getRoutes().add(route);

        KibPeer kib = F.createKibPeer();
        kib.setAddress(0xffff9a0f00003000L);
        kib.setNid(Nid.parse("2001:db8:9::a@o2ib2"));
        kib.setNi(ib);
        node.getKibPeers().add(kib);

        fabric.getNodes().add(node);
        return fabric;
    }

    private static Net net(String name, LndType type) {
        Net net = F.createNet();
        net.setName(name);
        net.setLndType(type);
        return net;
    }

    private static LocalNi localNi(String nid, Net net) {
        LocalNi ni = F.createLocalNi();
        ni.setNid(Nid.parse(nid));
        ni.setNet(net);
        ni.setStatus(LinkState.UP);
        ni.setPeerCredits(8);
        return ni;
    }

    private static PeerNi peerNi(long address, String nid) {
        PeerNi ni = F.createPeerNi();
        ni.setAddress(address);
        ni.setNid(Nid.parse(nid));
        ni.setState(PeerState.UP);
        ni.setTxCredits(7);
        return ni;
    }

    @ParameterizedTest
    @ValueSource(strings = {"lnetmodel", "lnetmodelb"})
    void ipv6NidsSurvive(String extension) throws Exception {
        Path file = dir.resolve("ipv6." + extension);
        LnetResources.save(build(), file);
        Fabric loaded = LnetResources.load(file);
        ModelAssert.assertSameModel(build(), loaded);
        Node node = loaded.getNodes().get(0);
        assertEquals(Nid.parse(LOCAL), node.getLocalNis().get(0).getNid());
        assertSame(node.getLocalNis().get(1), node.getKibPeers().get(0).getNi(), "IDREF by an IPv6 NID");
        assertEquals("::ffff:192.168.5.10@tcp", node.getPeers().get(0).getPeerNis().get(2).getNid().toString());
        assertTrue(node.getPeers().get(0).getPeerNis().get(2).getNid().isLarge());
        assertTrue(!node.getPeers().get(0).getPeerNis().get(1).getNid().isLarge(), "192.168.5.10@tcp stays 4-byte");
    }

    @Test
    void xmiWritesTheKernelsText() throws Exception {
        Path file = dir.resolve("ipv6.lnetmodel");
        LnetResources.save(build(), file);
        String xml = Files.readString(file);
        assertTrue(xml.contains(" nid=\"" + LOCAL + "\""), xml);
        assertTrue(xml.contains(" primaryNid=\"" + OSS + "\""), xml);
        assertTrue(xml.contains(" srcNid=\"" + LOCAL + "\" destNid=\"" + OSS + "\""), xml);
        assertTrue(xml.contains(" gateway=\"fe80::1:2@tcp\""), xml);
        // EMF would read a bare IDREF with colons as a type name: LnetXmiResource writes #id
        assertTrue(xml.contains(" ni=\"#2001:db8:9::1e@o2ib2\""), xml);
    }

    @Test
    void convertsBetweenFormats() throws Exception {
        Path xmi = dir.resolve("a.lnetmodel");
        Path binary = dir.resolve("b.lnetmodelb");
        Path back = dir.resolve("c.lnetmodel");
        LnetResources.save(build(), xmi);
        LnetResources.convert(xmi, binary);
        LnetResources.convert(binary, back);
        ModelAssert.assertSameModel(build(), LnetResources.load(back));
        assertEquals(Files.readString(xmi), Files.readString(back));
    }
}
