package org.lnetscope.rules.tests;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.eclipse.emf.common.util.Enumerator;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EEnum;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.lnetscope.model.CaptureSource;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.KibPeer;
import org.lnetscope.model.LinkState;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Message;
import org.lnetscope.model.Net;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.PeerState;
import org.lnetscope.model.Route;
import org.lnetscope.model.Stats;
import org.lnetscope.model.nid.Nid;
import org.yaml.snakeyaml.Yaml;

/** Where the tests find the project's files, and the small router fabric the labelled cases start from. */
final class Fixtures {

    static final LnetFactory F = LnetFactory.eINSTANCE;

    private Fixtures() {
    }

    /** The checkout's root (tests run in tests/org.lnetscope.rules.tests). */
    static Path root() {
        return Path.of(System.getProperty("user.dir")).resolve("../..").normalize();
    }

    static Path fixture(String name) {
        return Path.of(System.getProperty("user.dir")).resolve("fixtures").resolve(name);
    }

    @SuppressWarnings("unchecked")
    static List<Map<String, Object>> yamlList(String name) throws IOException {
        try (Reader r = Files.newBufferedReader(fixture(name))) {
            return (List<Map<String, Object>>) new Yaml().load(r);
        }
    }

    /**
     * A router rtr1 (o2ib1 to computes, o2ib to servers; 2 CPTs, clock 10,000 s) as a crash walk shows it: a
     * single-rail compute peer NI 10.1.0.17@o2ib1 with credits to spare, its kib_peer with one established
     * conn, a route to o2ib2 via 10.0.0.9@o2ib, a local NI up.
     */
    static Fabric base() {
        Fabric f = F.createFabric();
        f.setName("labelled-case");
        f.setSource(CaptureSource.VMCORE);
        f.setLustreVersion(LustreLayout.LAYOUT_B2_12);
        for (String name : new String[] {"o2ib1", "o2ib", "o2ib2"}) {
            Net n = F.createNet();
            n.setName(name);
            f.getNets().add(n);
        }
        Node rtr = F.createNode();
        rtr.setHostname("rtr1");
        rtr.setRole(NodeRole.ROUTER);
        rtr.setRoutingEnabled(true);
        rtr.setCptCount(2);
        rtr.setClockSeconds(10_000);
        f.getNodes().add(rtr);
        LocalNi ni = F.createLocalNi();
        ni.setNid(Nid.parse("10.1.0.1@o2ib1"));
        ni.setNet(f.findNet("o2ib1"));
        ni.setStatus(LinkState.UP);
        rtr.getLocalNis().add(ni);
        Peer peer = F.createPeer();
        peer.setPrimaryNid(Nid.parse("10.1.0.17@o2ib1"));
        rtr.getPeers().add(peer);
        PeerNi lpni = F.createPeerNi();
        lpni.setNid(Nid.parse("10.1.0.17@o2ib1"));
        lpni.setState(PeerState.UP);
        lpni.setMaxTxCredits(42);
        lpni.setTxCredits(42);
        lpni.setRtrCredits(42);
        peer.getPeerNis().add(lpni);
        KibPeer kp = F.createKibPeer();
        kp.setNid(Nid.parse("10.1.0.17@o2ib1"));
        rtr.getKibPeers().add(kp);
        KibConn c = F.createKibConn();
        c.setState(KibConnState.ESTABLISHED);
        c.setRefcount(1);
        c.setCredits(42);
        c.setQueueDepth(42);
        kp.getConns().add(c);
        Route r = F.createRoute();
        r.setNet(f.findNet("o2ib2"));
        r.setGateway(Nid.parse("10.0.0.9@o2ib"));
        r.setHops(1);
        r.setState(LinkState.UP);
        rtr.getRoutes().add(r);
        return f;
    }

    /** Applies {@code path: value} assignments (peerNi.txCredits: -84, node.stats.dropCount: 17, ...) to the base. */
    static void apply(Fabric f, Map<String, Object> assignments) {
        Node node = f.getNodes().get(0);
        Peer peer = node.getPeers().get(0);
        PeerNi lpni = peer.getPeerNis().get(0);
        KibPeer kp = node.getKibPeers().get(0);
        for (Map.Entry<String, Object> a : assignments.entrySet()) {
            String path = a.getKey();
            Object value = a.getValue();
            switch (path) {
                case "node.messages" -> {
                    for (int i = 0; i < ((Number) value).intValue(); i++) {
                        Message m = F.createMessage();
                        m.setRouting(true);
                        m.setSrcNid(Nid.parse("10.0.2.1@o2ib"));
                        m.setDestNid(Nid.parse("10.1.0.17@o2ib1"));
                        node.getMessages().add(m);
                    }
                    continue;
                }
                case "peer.extraNi" -> {
                    PeerNi other = F.createPeerNi();
                    other.setNid(Nid.parse((String) value));
                    other.setState(PeerState.UP);
                    peer.getPeerNis().add(other);
                    continue;
                }
                case "node.stats.dropCount" -> {
                    if (node.getStats() == null) {
                        Stats s = F.createStats();
                        node.setStats(s);
                    }
                    node.getStats().setDropCount(((Number) value).longValue());
                    continue;
                }
                default -> {
                }
            }
            String[] parts = path.split("\\.");
            EObject target = switch (parts[0]) {
                case "node" -> node;
                case "peer" -> peer;
                case "peerNi" -> lpni;
                case "net" -> f.findNet(lpni.getNid().netName());
                case "kibPeer" -> kp;
                case "kibConn" -> kp.getConns().get(0);
                case "route" -> node.getRoutes().get(0);
                case "localNi" -> node.getLocalNis().get(0);
                case "fabric" -> f;
                default -> throw new IllegalArgumentException("no object " + parts[0] + " in the labelled-case fabric");
            };
            for (int i = 1; i < parts.length - 1; i++) {
                EStructuralFeature ref = target.eClass().getEStructuralFeature(parts[i]);
                EObject next = (EObject) target.eGet(ref);
                if (next == null) {
                    next = F.create(((org.eclipse.emf.ecore.EReference) ref).getEReferenceType());
                    target.eSet(ref, next);
                }
                target = next;
            }
            EStructuralFeature feature = target.eClass().getEStructuralFeature(parts[parts.length - 1]);
            if (feature == null) {
                throw new IllegalArgumentException("no field " + path);
            }
            target.eSet(feature, convert((EAttribute) feature, value));
        }
    }

    private static Object convert(EAttribute a, Object value) {
        if (a.getEType() instanceof EEnum e) {
            Enumerator lit = e.getEEnumLiteral(String.valueOf(value)) != null ? e.getEEnumLiteral(String.valueOf(value)).getInstance()
                    : e.getEEnumLiteralByLiteral(String.valueOf(value)).getInstance();
            return lit;
        }
        Class<?> c = a.getEType().getInstanceClass();
        if (c == int.class || c == Integer.class) {
            return ((Number) value).intValue();
        }
        if (c == long.class || c == Long.class) {
            return ((Number) value).longValue();
        }
        if (c == Nid.class) {
            return Nid.parse(String.valueOf(value));
        }
        return value;
    }
}
