package org.lnetscope.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.lnetscope.ingest.CollectedFixtures;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.protocol.NodeState;

/** Node roles: given, kept, or guessed from routing and hostnames, on the collected fixtures. */
class NodeRolesTest {

    @TempDir
    Path dir;

    private static final String[] RTR1 = {"collected-2.12/rtr1/peers", "collected-2.12/rtr1/nis", "collected-2.12/rtr1/buffers",
            "collected-2.12/rtr1/routes", "collected-2.12/rtr1/routers", "collected-2.12/rtr1/stats",
            "collected-2.12/rtr1/lnetctl-net.yaml", "collected-2.12/rtr1/lnetctl-global.yaml"};
    private static final String[] OSS1 = {"collected-2.12/oss1/lctl-n.txt", "collected-2.12/oss1/peer-show.yaml"};
    private static final String[] C010 = {"collected-2.12/c010/lctl-get_param.txt"};

    private static Fabric emptyFabric() {
        Fabric fabric = LnetFactory.eINSTANCE.createFabric();
        fabric.setName("t");
        return fabric;
    }

    @ParameterizedTest
    @ValueSource(strings = {"oss3", "fs1-mds0", "lustre-ost-7", "MGS01", "mdt0", "oss", "scratch-oss12a", "mds1.example.org"})
    void serverNames(String host) {
        assertTrue(NodeRoles.serverByName(host), host);
    }

    @ParameterizedTest
    @ValueSource(strings = {"host01", "boss", "ghost3", "c001.mds.example.org", "compute-17", "rtr1", "c010"})
    void notServerNames(String host) {
        assertFalse(NodeRoles.serverByName(host), host);
    }

    @Test
    void guessedFromRoutingThenHostname() {
        FabricMapper mapper = new FabricMapper(emptyFabric(), null);
        Node rtr = mapper.node("rtr1");
        mapper.syncAll(rtr, CollectedFixtures.read(RTR1));
        Node oss = mapper.node("oss1");
        mapper.syncAll(oss, CollectedFixtures.read(OSS1));
        Node compute = mapper.node("c010");
        mapper.syncAll(compute, CollectedFixtures.read(C010));
        assertEquals(NodeRole.ROUTER, rtr.getRole());
        assertEquals(NodeRole.SERVER, oss.getRole(), "nothing in oss1's files says server: its name does");
        assertEquals(NodeRole.COMPUTE, compute.getRole(), "c010 has routes to o2ib, but so would a server on the far side");
        assertFalse(mapper.isRoleFixed(oss));
    }

    @Test
    void buffersAloneMakeARouterEvenNamedLikeAServer() {
        FabricMapper mapper = new FabricMapper(emptyFabric(), null);
        Node node = mapper.node("oss-lnet-gw1");
        mapper.syncAll(node, CollectedFixtures.read("collected-2.12/rtr1/buffers"));
        assertEquals(NodeRole.ROUTER, node.getRole(), "LNet evidence beats a hostname");
    }

    @Test
    void aGivenRoleSurvivesLaterSamples() {
        FabricMapper mapper = new FabricMapper(emptyFabric(), null);
        Node oss = mapper.node("oss1");
        mapper.fixRole(oss, NodeRole.COMPUTE); // a client that happens to be called oss1
        NodeState state = CollectedFixtures.read(OSS1);
        mapper.syncAll(oss, state);
        mapper.sync(oss, state, state.byKey().keySet(), List.of());
        assertEquals(NodeRole.COMPUTE, oss.getRole());

        Node gw = mapper.node("rtr1");
        mapper.fixRole(gw, NodeRole.SERVER);
        mapper.syncAll(gw, CollectedFixtures.read(RTR1));
        assertEquals(NodeRole.SERVER, gw.getRole(), "even routing evidence does not override what the user said");
        assertTrue(mapper.isRoleFixed(gw));
    }

    @Test
    void aRouterStaysARouterWhileItsLnetIsDown() {
        FabricMapper mapper = new FabricMapper(emptyFabric(), null);
        Node rtr = mapper.node("rtr1");
        NodeState up = CollectedFixtures.read(RTR1);
        mapper.syncAll(rtr, up);
        assertEquals(NodeRole.ROUTER, rtr.getRole());

        NodeState unloaded = new NodeState();
        unloaded.lnetDown("lnet not loaded: no /sys/kernel/debug/lnet");
        mapper.sync(rtr, unloaded, List.of(), up.byKey().keySet());
        assertTrue(rtr.getRtrBufferPools().isEmpty() && !rtr.isRoutingEnabled(), "its router state is gone");
        assertEquals(NodeRole.ROUTER, rtr.getRole(), "but not its role");
        mapper.syncAll(rtr, up);
        assertEquals(NodeRole.ROUTER, rtr.getRole());
    }

    @Test
    void rolesOfAPreviousImportAreKeptByLaterSamples() throws Exception {
        Fabric imported = FabricImport.build("t", Map.of("c010", CollectedFixtures.read(C010), "oss1", CollectedFixtures.read(OSS1)), null,
                Map.of("c010", NodeRole.SERVER));
        Path file = dir.resolve("t.lnetmodel");
        LnetResources.registerStandalone();
        LnetResources.save(imported, file);
        Fabric reopened = LnetResources.load(file);

        FabricMapper mapper = new FabricMapper(reopened, null);
        Node c010 = mapper.node("c010");
        assertEquals(NodeRole.SERVER, c010.getRole());
        assertTrue(mapper.isRoleFixed(c010));
        mapper.syncAll(c010, CollectedFixtures.read(C010));
        assertEquals(NodeRole.SERVER, c010.getRole(), "not guessed back to compute");

        Node oss = mapper.node("oss1");
        oss.setRole(NodeRole.COMPUTE); // corrected in Properties after the import
        mapper.syncAll(oss, CollectedFixtures.read(OSS1));
        assertEquals(NodeRole.COMPUTE, oss.getRole(), "its hostname does not override the correction");

        Node added = mapper.node("oss2");
        mapper.syncAll(added, CollectedFixtures.read(OSS1));
        assertEquals(NodeRole.SERVER, added.getRole(), "a node new to the fabric is guessed");
    }
}
