package org.lnetscope.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.lnetscope.lnetfiles.CollectedFiles;
import org.lnetscope.model.Diagnostic;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Severity;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;

/**
 * Issue 36, item 10: a router's paste is a router by what it shows, and the import says which
 * evidence it took or that the role was assumed. A ticket of {@code [root@rtr02 ~]# lctl get_param
 * peers} alone, some peers with router credits in use, used to be imported as a compute unless the
 * user typed {@code rtr02=router}.
 */
class PastedRolesTest {

    @TempDir
    Path dir;

    /** A pasted file as File > Import and {@code lnetscope import FILE} read it: the node is the prompt's. */
    private Fabric imported(String fixture, Map<String, NodeRole> roles) throws Exception {
        CollectedFiles files = new CollectedFiles().add(CollectedFixtures.copy(fixture, dir).toString());
        return FabricImport.build("t", files.read(), null, roles);
    }

    private static List<String> said(Fabric f, Severity severity, String location) {
        return f.getDiagnostics().stream().filter(d -> d.getSeverity() == severity && location.equals(d.getLocation()))
                .map(Diagnostic::getMessage).toList();
    }

    @Test
    void aRoutersPeersAloneMakeItARouterByTheirRouterCredits() throws Exception {
        Fabric f = imported("pasted/router-peers-ticket.txt", Map.of());
        Node rtr02 = f.findNode("rtr02");
        assertEquals(NodeRole.ROUTER, rtr02.getRole(), f.getDiagnostics().toString());
        // 10.0.0.21 at -5 (5 wait on its rtrq), 10.1.0.17 and 10.0.0.22 with min below rtr; 10.1.0.18 and 0@lo untouched
        assertEquals(List.of("role router: peer NI 10.0.0.21@o2ib has router credits -5: 5 messages from it wait for this node"
                + " to forward them (and 2 more peer NIs with router credits in use); only a node that routes takes router credits"),
                said(f, Severity.INFO, "rtr02").stream().filter(m -> m.startsWith("role")).toList());
        assertTrue(f.getDiagnostics().stream().noneMatch(d -> d.getSeverity() == Severity.ERROR), f.getDiagnostics().toString());
    }

    /** lnetctl peer show -v quoted in a mail, indented: a low-water mark below the credits is forwarding done. */
    @Test
    void lnetctlPeerShowWithAMinBelowTheCreditsIsARouter() throws Exception {
        Fabric f = imported("pasted/router-peer-show-mail.txt", Map.of());
        Node gw7 = f.findNode("gw7");
        assertEquals(NodeRole.ROUTER, gw7.getRole(), f.getDiagnostics().toString());
        assertEquals(List.of("role router: peer NI 10.0.0.21@o2ib's router credits were down to 2 (min) and are 8 now: this node"
                + " forwarded messages from it; only a node that routes takes router credits"),
                said(f, Severity.INFO, "gw7").stream().filter(m -> m.startsWith("role")).toList());
        assertEquals(2, gw7.getPeers().size(), "both peers read, the YAML not cut by the closing words");
    }

    /**
     * A compute's peers: its own sends wait (tx -3), its router credits are untouched: no evidence,
     * so compute, and the import says it was assumed and how to say otherwise.
     */
    @Test
    void aComputesPasteIsAComputeAndTheImportSaysItWasAssumed() throws Exception {
        Fabric f = imported("pasted/compute-peers-ticket.txt", Map.of());
        assertEquals(NodeRole.COMPUTE, f.findNode("c017").getRole());
        List<String> roles = said(f, Severity.INFO, "c017").stream().filter(m -> m.startsWith("role")).toList();
        assertEquals(1, roles.size(), f.getDiagnostics().toString());
        assertTrue(roles.get(0).startsWith("role compute assumed: nothing in its files shows it routes (routing enabled, router"
                + " buffers, peer NIs' router credits in use) and its hostname has no server word (mds, mdt, mgs, oss, ost);"
                + " give c017=router or c017=server"), roles.get(0));
    }

    /**
     * The peers table's max is the net's peer_credits, the router credits start at
     * peer_buffer_credits when that is set (lnet_peer_buffer_credits, router.c): rtr below max with
     * min equal to it is a tuned client, not a router.
     */
    @Test
    void routerCreditsBelowMaxButUntouchedAreNoEvidence() {
        NodeState s = new NodeState();
        org.lnetscope.lnetfiles.LnetFiles.read("pasted text", null, """
                [root@c020 ~]# lctl get_param peers
                peers=
                nid                      refs state  last   max   rtr   min    tx   min queue
                10.1.0.254@o2ib1            4    up     0     8     4     4     8     7 0
                """, s);
        Fabric f = FabricImport.build("t", Map.of("c020", s), null, Map.of());
        assertEquals(NodeRole.COMPUTE, f.findNode("c020").getRole());
        assertNull(NodeRoles.forwardedFor(s.get(Kinds.PEER_NI, "10.1.0.254@o2ib1")));
    }

    /** Each output that tells the routing state is named as the evidence. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "lctl get_param routing|routing=1|role router: routing enabled (lctl get_param routing)",
            "lctl get_param -n routes|Routing enabled|role router: routing enabled (the routes table's \"Routing enabled\")",
            "lnetctl routing show|routing:\\n    - enable: 1|role router: routing enabled (lnetctl routing show)",
            "cat /sys/kernel/debug/lnet/buffers|pages count credits     min\\n    0   512     512     497|"
                    + "role router: router buffer pools with 512 buffers"})
    void theRoutingStateIsNamedAsTheEvidence(String command, String output, String expected) {
        NodeState s = new NodeState();
        org.lnetscope.lnetfiles.LnetFiles.read("pasted text", null, "[root@rtr05 ~]# " + command + "\n" + output.replace("\\n", "\n")
                + "\n", s);
        Fabric f = FabricImport.build("t", Map.of("rtr05", s), null, Map.of());
        assertEquals(NodeRole.ROUTER, f.findNode("rtr05").getRole(), s.diagnostics().toString());
        assertEquals(List.of(expected), said(f, Severity.INFO, "rtr05").stream().filter(m -> m.startsWith("role")).toList());
    }

    @Test
    void aGivenRoleThatTheRouterCreditsContradictIsWarned() throws Exception {
        Fabric f = imported("pasted/router-peers-ticket.txt", Map.of("rtr02", NodeRole.COMPUTE));
        assertEquals(NodeRole.COMPUTE, f.findNode("rtr02").getRole(), "what the user said stands");
        assertTrue(said(f, Severity.WARNING, "rtr02").stream()
                .anyMatch(m -> m.startsWith("given role compute, but its files show a router (peer NI 10.0.0.21@o2ib has router"
                        + " credits -5")),
                f.getDiagnostics().toString());
        assertTrue(said(f, Severity.INFO, "rtr02").stream().noneMatch(m -> m.startsWith("role")));
    }

    /** Several assumed computes are said once, naming them. */
    @Test
    void severalAssumedComputesAreSaidOnce() throws Exception {
        Path collected = CollectedFixtures.copy("collected-master", dir);
        Map<String, NodeState> states = new CollectedFiles().add(collected.toString()).read();
        NodeState another = new NodeState();
        org.lnetscope.lnetfiles.LnetFiles.read("peers", "peers", CollectedFixtures.text("pasted/compute-peers-ticket.txt"), another);
        states.put("c017", another);
        Fabric f = FabricImport.build("fab", states, null, Map.of());
        List<String> assumed = f.getDiagnostics().stream().filter(d -> d.getMessage().startsWith("role compute assumed"))
                .map(d -> d.getLocation() + ": " + d.getMessage()).toList();
        assertEquals(1, assumed.size(), assumed.toString());
        assertTrue(assumed.get(0).startsWith("fab: role compute assumed for c020, c017 (2 nodes): nothing in their files shows they"
                + " route"), assumed.get(0));
        assertEquals(NodeRole.ROUTER, f.findNode("rtr2").getRole());
    }

    /**
     * An agent's samples (FabricMapper.sync with the keys that changed) raise a compute to router
     * once a peer NI's router credits go below zero; a Prometheus history's peer NI carries the
     * credits without the low-water mark, which alone says nothing.
     */
    @Test
    void liveSamplesRaiseTheRoleOnRouterCreditsAndNeverOnAMissingLowWaterMark() {
        Fabric fabric = LnetFactory.eINSTANCE.createFabric();
        FabricMapper mapper = new FabricMapper(fabric, null);
        Node node = mapper.node("gw9");
        NodeState state = new NodeState();
        LnetObject ni = state.object(Kinds.PEER_NI, "10.0.0.21@o2ib").put(Kinds.STATE, "up").put(Kinds.RTR_CREDITS, 8);
        mapper.syncAll(node, state);
        assertEquals(NodeRole.COMPUTE, node.getRole(), "credits without their min: no evidence (0 is no low-water mark)");
        ni.put(Kinds.RTR_CREDITS, -1);
        mapper.sync(node, state, List.of(ni.key()), List.of());
        assertEquals(NodeRole.ROUTER, node.getRole());
        assertEquals("peer NI 10.0.0.21@o2ib has router credits -1: 1 message from it waits for this node to forward it",
                NodeRoles.forwardedFor(ni));
    }
}
