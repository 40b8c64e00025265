package org.lnetscope.ingest.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.ingest.CollectedFixtures;
import org.lnetscope.ingest.FabricImport;
import org.lnetscope.ingest.NodeRoles;
import org.lnetscope.lnetfiles.CollectedFiles;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LinkState;
import org.lnetscope.model.LndType;
import org.lnetscope.model.LocalNi;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Node;
import org.lnetscope.model.NodeRole;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.PeerState;
import org.lnetscope.model.PoolKind;
import org.lnetscope.model.RtrBufferPool;
import org.lnetscope.model.Severity;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.model.resource.LnetResources;

/** {@code lnetscope import}: files of several nodes into one saved fabric. */
class ImportCommandTest {

    @TempDir
    Path dir;

    private final Console.Captured captured = Console.captured();
    private final Console console = captured.console();

    private Fabric importAndLoad(String... args) throws Exception {
        Path model = dir.resolve("state.lnetmodel");
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("-o", model.toString()));
        int status = new ImportCommand().run(all, console);
        assertEquals(ExitStatus.OK, status, captured.err());
        return LnetResources.load(model);
    }

    private static Node node(Fabric f, String host) {
        return f.getNodes().stream().filter(n -> n.getHostname().equals(host)).findFirst().orElseThrow();
    }

    private static PeerNi peerNi(Node node, String nid) {
        for (Peer p : node.getPeers()) {
            for (PeerNi ni : p.getPeerNis()) {
                if (ni.getNid().toString().equals(nid)) {
                    return ni;
                }
            }
        }
        throw new AssertionError("no peer NI " + nid + " on " + node.getHostname());
    }

    @Test
    void registeredAsACliService() throws IOException {
        try (InputStream in = ImportCommand.class.getResourceAsStream("/META-INF/services/" + Command.class.getName())) {
            assertEquals(ImportCommand.class.getName(), new String(in.readAllBytes(), StandardCharsets.UTF_8).strip());
        }
    }

    @Test
    void aDirectoryPerHostOf212() throws Exception {
        Path collected = CollectedFixtures.copy("collected-2.12", dir);
        Fabric f = importAndLoad(collected.toString());
        assertEquals(LustreLayout.LAYOUT_B2_12, f.getLustreVersion());
        assertEquals(List.of("c010", "oss1", "rtr1"), f.getNodes().stream().map(Node::getHostname).toList());

        Node rtr = node(f, "rtr1");
        assertEquals(NodeRole.ROUTER, rtr.getRole());
        assertTrue(rtr.isRoutingEnabled());
        assertEquals(2, rtr.getCptCount());
        PeerNi compute = peerNi(rtr, "10.1.0.17@o2ib1");
        assertEquals(-4500, compute.getTxCredits());
        assertEquals(2359296L, compute.getTxqNob());
        assertEquals(-3, compute.getLastAlive(), "3 s ago on a clock whose 0 is the capture");
        PeerNi server = peerNi(rtr, "10.0.0.21@o2ib");
        assertEquals(-17000, server.getRtrCredits());
        assertEquals(PeerState.UP, server.getState());
        LocalNi o2ib1 = rtr.getLocalNis().stream().filter(n -> n.getNid().toString().equals("10.1.0.254@o2ib1")).findFirst().orElseThrow();
        assertEquals("ib1", o2ib1.getInterfaceName());
        assertEquals(1024, o2ib1.getMaxTxCredits());
        assertEquals(-3988, o2ib1.getTxQueues().get(0).getCredits());
        assertEquals("o2ib1", o2ib1.getNet().getName());
        assertEquals(2, rtr.getLocalNis().size(), "0@lo is not a LocalNi");
        RtrBufferPool large0 = rtr.getRtrBufferPools().stream().filter(p -> p.getKind() == PoolKind.LARGE && p.getCpt() == 0)
                .findFirst().orElseThrow();
        assertEquals(-310, large0.getMinCredits());
        assertEquals(21803, rtr.getStats().getMsgsAlloc());

        Node c010 = node(f, "c010");
        assertEquals(NodeRole.COMPUTE, c010.getRole());
        assertFalse(c010.isRoutingEnabled());
        assertEquals(LinkState.DOWN, c010.getRoutes().stream().filter(r -> r.getGateway().toString().equals("10.1.0.253@o2ib1"))
                .findFirst().orElseThrow().getState());

        Node oss = node(f, "oss1");
        Peer router = oss.getPeers().stream().filter(p -> p.getPrimaryNid().toString().equals("10.0.0.254@o2ib")).findFirst().orElseThrow();
        assertTrue(router.isMultiRail());
        assertEquals(2, router.getPeerNis().size(), "debugfs made 10.0.0.253 its own peer; lnetctl moved it under its primary");
        assertEquals(1, oss.getPeers().size());
        assertEquals(4, oss.getCptCount());

        assertEquals(42, f.getTunables().getPeerCredits());
        assertEquals(1024, f.getTunables().getCredits());
        assertEquals(0, f.getTunables().getHealthSensitivity());
        assertEquals(0, f.getTunables().getRetryCount());
        assertFalse(f.getTunables().isDiscovery());
        assertTrue(f.getDiagnostics().stream().noneMatch(d -> d.getSeverity() == Severity.ERROR));
        assertTrue(captured.out().contains("3 nodes"));
    }

    @Test
    void masterWithAHostWhoseLnetIsDown() throws Exception {
        Path collected = CollectedFixtures.copy("collected-master", dir);
        Fabric f = importAndLoad(collected.toString());
        assertEquals(LustreLayout.LAYOUT_MASTER, f.getLustreVersion());
        Node rtr = node(f, "rtr2");
        assertEquals(150, f.getTunables().getTransactionTimeout());
        assertEquals(49, f.getTunables().getLndTimeout());
        assertTrue(f.getTunables().isDiscovery());
        assertEquals(32, f.getTunables().getPeerCredits());
        assertNull(peerNi(rtr, "10.1.0.17@o2ib1").isSetLastAlive() ? "set" : null, "master prints -1: unknown");
        assertEquals(-12,
                rtr.getRtrBufferPools().stream().filter(p -> p.getKind() == PoolKind.LARGE).findFirst().orElseThrow().getCredits());
        assertTrue(
                f.getDiagnostics().stream().anyMatch(d -> d.getLocation().equals("c020") && d.getMessage().startsWith("lnet not loaded")));
        assertTrue(captured.err().contains("net-show.yaml:3: warning: lnetctl net show failed with errno -100"));
    }

    /** A master compute on tcp with IPv6 NIDs, imported and saved, loads back with its 16-byte NIDs. */
    @Test
    void masterComputeWithIpv6Nids() throws Exception {
        Path collected = CollectedFixtures.copy("collected-ipv6-master", dir);
        Fabric f = importAndLoad(collected.toString());
        assertEquals(LustreLayout.LAYOUT_MASTER, f.getLustreVersion());
        assertTrue(f.getDiagnostics().stream().noneMatch(d -> d.getSeverity() == Severity.ERROR), f.getDiagnostics().toString());
        Node c030 = node(f, "c030");
        assertEquals(NodeRole.COMPUTE, c030.getRole());
        assertEquals(2, c030.getCptCount());
        LocalNi ni = c030.getLocalNis().get(0);
        assertEquals(Nid.parse("2001:db8:5:0:a00:27ff:fe4e:6630@tcp"), ni.getNid());
        assertTrue(ni.getNid().isLarge());
        assertEquals("tcp", ni.getNet().getName());
        assertEquals(LndType.SOCKLND, ni.getNet().getLndType());
        assertEquals("eth0", ni.getInterfaceName());
        assertEquals(118, ni.getTxQueues().get(1).getMinCredits());
        assertEquals(1, c030.getLocalNis().size(), "0@lo is not a LocalNi");

        Peer oss = c030.getPeers().stream().filter(p -> p.getPrimaryNid().toString().equals("2001:db8:5::a@tcp"))
                .findFirst().orElseThrow();
        assertTrue(oss.isMultiRail());
        assertEquals(List.of("2001:db8:5::a@tcp", "192.168.5.10@tcp"),
                oss.getPeerNis().stream().map(n -> n.getNid().toString()).toList(),
                "debugfs made 192.168.5.10 its own peer; lnetctl moved it under its IPv6 primary");
        assertEquals(3, c030.getPeers().size());
        PeerNi v6 = peerNi(c030, "2001:db8:5::a@tcp");
        assertEquals(7, v6.getTxCredits());
        assertEquals(-2, v6.getMinTxCredits());
        assertEquals(3, v6.getRefcount());
        assertEquals(8, peerNi(c030, "2001:db8:5:0:a00:27ff:fe4e:6631@tcp").getMaxTxCredits());
    }

    @Test
    void hostPrefixAndHostOption() throws Exception {
        Path collected = CollectedFixtures.copy("collected-2.12", dir);
        Fabric f = importAndLoad("rtrA:" + collected.resolve("rtr1/peers"), "--host", "rtrB",
                collected.resolve("rtr1/nis").toString(), collected.resolve("rtr1/buffers").toString());
        assertEquals(List.of("rtrA", "rtrB"), f.getNodes().stream().map(Node::getHostname).toList());
        assertEquals(4, node(f, "rtrA").getPeers().size());
        assertEquals(NodeRole.ROUTER, node(f, "rtrB").getRole(), "buffers rows only exist on routers");
        // no file of rtrA's has a per-CPT row: its CPT count is unknown (0), not the model's default 1
        assertEquals(0, node(f, "rtrA").getCptCount());
        assertEquals(2, node(f, "rtrB").getCptCount(), "the nis and buffers rows of CPTs 0 and 1");
        assertTrue(f.getDiagnostics().stream().anyMatch(d -> d.getMessage().contains("assuming 2.12")));
    }

    @Test
    void conflictingTunablesAcrossNodesAreWarned() throws Exception {
        Path a = CollectedFixtures.copy("collected-2.12/rtr1", dir);
        Path b = CollectedFixtures.copy("collected-master/rtr2", dir);
        Fabric f = importAndLoad("--layout", "master", a.toString(), b.toString());
        assertEquals(LustreLayout.LAYOUT_MASTER, f.getLustreVersion());
        assertEquals(42, f.getTunables().getPeerCredits(), "the first node owns the value");
        assertTrue(f.getDiagnostics().stream().anyMatch(d -> d.getSeverity() == Severity.WARNING
                && d.getMessage().startsWith("peer_credits is 32 on rtr2 but 42 on rtr1")), f.getDiagnostics().toString());
    }

    @Test
    void badFilesAreReportedTheRestIsWrittenAndTheExitSaysSomethingWasLost() throws Exception {
        Path bad = CollectedFixtures.copy("bad", dir);
        Path model = dir.resolve("bad.lnetmodel");
        int status = new ImportCommand().run(List.of(bad.toString(), "-o", model.toString()), console);
        assertEquals(ExitStatus.FAILURE, status, "errors lost input: the exit status says so");
        assertTrue(captured.err().contains("some input could not be read"));
        String e = captured.err();
        assertTrue(e.contains("peers:4: error: peers: bad NID \"10.1.0.300@o2ib1\""), e);
        assertTrue(e.contains("random.txt:1: error: not LNet output"), e);
        assertTrue(Files.exists(model));
    }

    @Test
    void nothingReadableWritesNothing() throws Exception {
        Path f = dir.resolve("junk.txt");
        Files.writeString(f, "no lnet here\n");
        Path model = dir.resolve("x.lnetmodel");
        assertEquals(ExitStatus.FAILURE, new ImportCommand().run(List.of(f.toString(), "-o", model.toString()), console));
        assertFalse(Files.exists(model));
    }

    @Test
    void rolesGuessedWithoutRoleOptions() throws Exception {
        Path collected = CollectedFixtures.copy("collected-2.12", dir);
        Fabric f = importAndLoad(collected.toString());
        assertEquals(NodeRole.ROUTER, node(f, "rtr1").getRole());
        assertEquals(NodeRole.SERVER, node(f, "oss1").getRole());
        assertEquals(NodeRole.COMPUTE, node(f, "c010").getRole());
        assertTrue(f.getDiagnostics().stream().anyMatch(d -> d.getSeverity() == Severity.INFO && d.getLocation().equals("oss1")
                && d.getMessage().equals("role server guessed from the hostname (LNet files do not tell servers from clients);"
                        + " --role oss1=compute if it is not")),
                f.getDiagnostics().toString());
        assertTrue(captured.out().contains(": 3 nodes (router 1, server 1, compute 1), "), captured.out());
    }

    @Test
    void roleOptionsOverrideTheGuessAndTheLastMatchWins() throws Exception {
        Path collected = CollectedFixtures.copy("collected-2.12", dir);
        Fabric f = importAndLoad("--role", "*=compute", collected.toString(), "--role", "c0?0=SERVER", "--role", "rtr1=router");
        assertEquals(NodeRole.ROUTER, node(f, "rtr1").getRole());
        assertEquals(NodeRole.COMPUTE, node(f, "oss1").getRole(), "told, not guessed");
        assertEquals(NodeRole.SERVER, node(f, "c010").getRole());
        assertTrue(f.getDiagnostics().stream().noneMatch(d -> d.getMessage().contains("role")), f.getDiagnostics().toString());
    }

    @Test
    void aGivenRoleThatContradictsTheFilesIsWarned() throws Exception {
        Path collected = CollectedFixtures.copy("collected-master", dir);
        Fabric f = importAndLoad("--role", "rtr2=server", collected.toString());
        assertEquals(NodeRole.SERVER, node(f, "rtr2").getRole());
        assertTrue(f.getDiagnostics().stream().anyMatch(d -> d.getSeverity() == Severity.WARNING && d.getLocation().equals("rtr2")
                && d.getMessage().startsWith("given role server, but its files show a router (")), f.getDiagnostics().toString());
        assertEquals(NodeRole.COMPUTE, node(f, "c020").getRole(), "LNet down on c020: nothing says router, nor its name server");
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "oss1|--role oss1: give HOST=ROLE, e.g. --role oss1=server or --role",
            "=server|--role =server: give HOST=ROLE",
            "oss1=|--role oss1=: give HOST=ROLE",
            "oss1=storage|--role oss1=storage: the role is server, router or compute, not",
            "[oss=server|--role [oss=server: bad host pattern:",
            "oss01=server|--role oss01=server matches none of the hosts imported (c010, oss1, rtr1)"})
    void badRoleOptionsAreUsageErrors(String option, String message) throws Exception {
        Path collected = CollectedFixtures.copy("collected-2.12", dir);
        Path model = dir.resolve("x.lnetmodel");
        UsageException e = assertThrows(UsageException.class,
                () -> new ImportCommand().run(List.of("--role", option, collected.toString(), "-o", model.toString()), console));
        assertTrue(e.getMessage().startsWith(message), e.getMessage());
        assertFalse(Files.exists(model));
    }

    @Test
    void helpDocumentsTheRoleGuess() {
        String usage = new ImportCommand().usage();
        assertTrue(usage.contains("--role HOST=ROLE"), usage);
        for (String word : NodeRoles.SERVER_WORDS) {
            assertTrue(usage.contains(word), word);
        }
    }

    private int importTo(Path model, String... args) throws Exception {
        List<String> all = new ArrayList<>(List.of(args));
        all.addAll(List.of("-o", model.toString()));
        return new ImportCommand().run(all, console);
    }

    /** lnet.conf into the model as the fabric's configuration, saying what a configuration cannot tell. */
    @Test
    void aConfigurationBuildsNetsRoutesAndTunablesAndSaysWhatItLacks() throws Exception {
        Path conf = CollectedFixtures.copy("config/lnet.conf", dir);
        Fabric f = importAndLoad("--host", "c100", conf.toString());
        assertEquals(List.of("o2ib1", "tcp", "o2ib2", "gni", "tcp2"), f.getNets().stream().map(n -> n.getName()).toList());
        assertEquals(LndType.O2IBLND, f.getNets().get(0).getLndType());
        Node c100 = node(f, "c100");
        assertEquals(NodeRole.COMPUTE, c100.getRole(), "routing: enable: 0");
        assertEquals(13, c100.getRoutes().size());
        assertTrue(c100.getLocalNis().isEmpty());
        assertEquals(50, f.getTunables().getTransactionTimeout());
        List<String> notes = f.getDiagnostics().stream().map(d -> d.getSeverity() + " " + d.getMessage()).toList();
        assertTrue(notes.stream().anyMatch(m -> m.startsWith("info read as a configuration") && m.contains("tells no credits, queues")),
                notes.toString());
        assertTrue(notes.stream().anyMatch(m -> m.contains("net o2ib1 is configured on interface ib0; its NID is not known")),
                notes.toString());
        assertTrue(notes.stream().anyMatch(m -> m.contains("ip2nets rule 0: net o2ib1 on ib0 for addresses 10.3.3.*")),
                notes.toString());
        assertTrue(notes.stream().anyMatch(m -> m.contains("udsp rule 1: src any, dst 10.3.3.[6-12]@tcp, rte tcp, priority 1")),
                notes.toString());
        String o = captured.out();
        assertTrue(o.contains("lnet.conf: read lnetctl nets (2), lnetctl routes (3)"), o);
        assertTrue(o.contains("ignored comment lines (1)"), o);
    }

    @Test
    void aNidTheModelCannotHoldFailsTheImportAndIsNamed() throws Exception {
        Path peers = CollectedFixtures.copy("nets/unknown-net-peers", dir);
        Path model = dir.resolve("u.lnetmodel");
        assertEquals(ExitStatus.FAILURE, importTo(model, "--host", "rtr9", peers.toString()));
        String e = captured.err();
        assertTrue(e.contains("unknown-net-peers:3: error: peers: bad NID \"3@tofu\": unknown net \"tofu\""), e);
        assertTrue(Files.exists(model), "what could be read is written");
        Path every = CollectedFixtures.copy("nets/master-every-net-peers", dir);
        Fabric f = importAndLoad("--host", "rtr9", every.toString());
        PeerNi efa = peerNi(node(f, "rtr9"), "10.0.2.15@efa");
        assertEquals(30, efa.getMinTxCredits());
        assertTrue(f.getNets().isEmpty(), "peers alone make no nets");
        assertEquals(Nid.parse("42@bxi3f"), peerNi(node(f, "rtr9"), "42@bxi3f").getNid());
    }

    @Test
    void emptyTablesAreAValidImport() throws Exception {
        Path routers = CollectedFixtures.copy("empty/routers", dir);
        Fabric f = importAndLoad("--host", "c1", routers.toString());
        assertEquals(1, f.getNodes().size());
        assertTrue(captured.out().contains("routers: read routers table rows (0)"));
    }

    /** 1.8 prints every router pool on every node; pools of no buffers and "Routing disabled" are no router. */
    @Test
    void zeroCountPoolsAreNoRouter() throws Exception {
        Path empty = CollectedFixtures.copy("empty", dir);
        Path lbstats = CollectedFixtures.copy("old/lbstats.txt", dir);
        Fabric f = importAndLoad("--host", "c1", empty.toString(), "--host", "c2", lbstats.toString());
        assertEquals(NodeRole.COMPUTE, node(f, "c1").getRole());
        assertEquals(6, node(f, "c1").getRtrBufferPools().size());
        assertEquals(NodeRole.COMPUTE, node(f, "c2").getRole());
    }

    @Test
    void aFileAboveTheLimitIsRefusedNamingTheLimitAndTheOption() throws Exception {
        Path peers = CollectedFixtures.copy("collected-2.12/rtr1/peers", dir);
        Path model = dir.resolve("big.lnetmodel");
        assertEquals(ExitStatus.FAILURE, importTo(model, "--max-file-size", "100", peers.toString()));
        String e = captured.err();
        assertTrue(e.contains("peers: error: too large:") && e.contains("limit for one file (--max-file-size SIZE raises it)"), e);
        assertFalse(Files.exists(model));
        assertEquals(512L << 20, ImportCommand.size("512M"));
        assertEquals(2L << 30, ImportCommand.size("2GiB"));
        assertThrows(UsageException.class, () -> ImportCommand.size("-5"));
        assertThrows(UsageException.class, () -> ImportCommand.size("99999999999999G"));
    }

    /** Memory follows objects, not bytes: a dense file within the size limit is still stopped, with the option named. */
    @Test
    void tooManyObjectsStopsTheImportNamingTheLimitAndTheOption() throws Exception {
        Path yaml = dir.resolve("dense.yaml");
        StringBuilder b = new StringBuilder("peer:\n");
        for (int i = 0; i < 50; i++) {
            b.append("    - primary nid: ").append(i).append("@gni\n");
        }
        Files.writeString(yaml, b.toString());
        Path model = dir.resolve("dense.lnetmodel");
        assertEquals(ExitStatus.FAILURE, importTo(model, "--max-objects", "20", "--host", "c1", yaml.toString()));
        String e = captured.err();
        assertTrue(e.contains("dense.yaml: error: too large: the node's files make more than 20 LNet objects, the limit of"
                + " the import (--max-objects N raises it); the rest of this file is not read"), e);
        assertEquals(20, LnetResources.load(model).getNodes().get(0).getPeers().size(), "what came before the limit is kept");
        assertThrows(UsageException.class, () -> ImportCommand.count("0"));
    }

    /**
     * Issue 36, item 10: {@code lnetscope import ticket.txt} of a router's peers pasted from
     * {@code [root@rtr02 ~]#}: the node is rtr02, a router by its peers' router credits, and the
     * summary says so under the host; the ticket's greeting and its closing line are both listed.
     */
    @Test
    void theSummarySaysEachHostsRoleAndWhy() throws Exception {
        Path ticket = CollectedFixtures.copy("pasted/router-peers-ticket.txt", dir);
        Path compute = CollectedFixtures.copy("pasted/compute-peers-ticket.txt", dir);
        Fabric f = importAndLoad(ticket.toString(), "--role", "c017=compute", compute.toString());
        assertEquals(NodeRole.ROUTER, node(f, "rtr02").getRole());
        String o = captured.out();
        assertTrue(o.contains("rtr02:\n  role router, from its files: peer NI 10.0.0.21@o2ib has router credits -5: 5 messages"
                + " from it wait for this node to forward them (and 2 more peer NIs with router credits in use)"), o);
        assertTrue(o.contains("c017:\n  role compute, given\n"), o);
        assertTrue(o.contains(": 2 nodes (router 1, server 0, compute 1), "), o);
        String e = captured.err();
        for (String line : List.of(":1: warning: skipped, not LNet output: \"Hi team, rtr02",
                ":2: warning: skipped, not LNet output: \"Peers below, I did not get to the other commands yet.\"",
                ":13: warning: skipped, not LNet output: \"Let me know if you need more.\"")) {
            assertTrue(e.contains("router-peers-ticket.txt" + line), line + " in\n" + e);
        }
        assertTrue(o.contains("prose lines (not LNet output), skipped (3)"), o);

        captured.reset();
        Fabric assumed = importAndLoad(compute.toString());
        assertTrue(captured.out().contains("c017:\n  role compute, assumed: nothing in its files shows it routes"),
                captured.out());
        assertEquals(NodeRole.COMPUTE, node(assumed, "c017").getRole());
    }

    /** What File > Import... does with text pasted from the clipboard: the same fabric as importing the file. */
    @Test
    void pastedTextBuildsTheSameFabricAsTheFile() throws Exception {
        Path file = CollectedFixtures.copy("pasted/ticket-several-outputs.txt", dir);
        Fabric fromFile = importAndLoad("--host", "rtr1", file.toString());
        CollectedFiles pasted = new CollectedFiles()
                .addText("rtr1", "pasted text", Files.readString(file));
        Fabric fromText = FabricImport.build("pasted", pasted.read(), null);
        Node a = node(fromFile, "rtr1");
        Node b = node(fromText, "rtr1");
        assertEquals(NodeRole.ROUTER, b.getRole());
        assertEquals(a.getPeers().size(), b.getPeers().size());
        assertEquals(a.getRtrBufferPools().size(), b.getRtrBufferPools().size());
        assertEquals(a.getStats().getRouteCount(), b.getStats().getRouteCount());
        assertEquals(fromFile.getDiagnostics().size(), fromText.getDiagnostics().size());
        assertThrows(IllegalArgumentException.class, () -> new CollectedFiles().addText("bad host!", "x", ""));
    }
}
