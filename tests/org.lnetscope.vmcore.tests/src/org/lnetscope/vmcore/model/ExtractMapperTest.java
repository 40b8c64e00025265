package org.lnetscope.vmcore.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.KibConnState;
import org.lnetscope.model.ListLinkState;
import org.lnetscope.model.LustreLayout;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.RxState;
import org.lnetscope.model.Severity;
import org.lnetscope.model.nid.Nid;
import org.lnetscope.model.o2iblnd.ConnSizing;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.model.validation.LnetValidation;
import org.lnetscope.vmcore.Fixtures;
import org.lnetscope.vmcore.GeneratedExtractTest;
import org.lnetscope.vmcore.RouterExtractGenerator.Config;
import org.lnetscope.vmcore.RouterExtractGenerator.Truth;
import org.lnetscope.vmcore.RouterExtractGenerator;

class ExtractMapperTest {

    @TempDir
    Path dir;

    static PeerNi peerNi(Node router, long address) {
        return router.getPeers().stream().flatMap(p -> p.getPeerNis().stream()).filter(ni -> ni.getAddress() == address)
                .findFirst().orElseThrow();
    }

    @Test
    void generatedIncidentBecomesALinkedModel() throws IOException {
        Config config = Config.small();
        Path file = dir.resolve("extract.log");
        Truth truth = GeneratedExtractTest.generate(config, file, false);
        Fabric fabric = VmcoreExtract.read(file).fabric();

        assertEquals(List.of(), fabric.getDiagnostics());
        assertEquals(LustreLayout.LAYOUT_B2_12, fabric.getLustreVersion());
        assertEquals(2, fabric.getNodes().get(0).getCptCount(), "p the_lnet.ln_cpt_number");
        assertEquals(List.of("o2ib1", "o2ib"), fabric.getNets().stream().map(n -> n.getName()).toList());
        Node router = fabric.getNodes().get(0);
        assertEquals("rtr-o2ib-07", router.getHostname());
        assertEquals(12556539L * 4096, router.getRamBytes());
        assertEquals(1 + config.computes() + config.fullSources() + config.extraServers(), router.getPeers().size());

        PeerNi c = peerNi(router, truth.computeNi());
        assertEquals(Nid.parse("10.1.0.17@o2ib1"), c.getNid());
        assertEquals(-config.txq(), c.getTxCredits());
        assertEquals(truth.txqSources(), c.getTxq().stream().map(m -> m.getSrcNid().toString()).toList());
        assertTrue(c.getTxq().stream().allMatch(m -> m.getKibRx() == null), "txq msg_private is stale, not linked");
        assertTrue(c.getTxq().stream().allMatch(m -> m.getTxPeer() == c && m.isTxDelayed()));

        PeerNi s = peerNi(router, truth.serverNi());
        assertEquals(-config.rtrq(), s.getRtrCredits());
        assertEquals(config.rtrq(), s.routerQueue().size());
        assertEquals(truth.rtrqConns(), s.routerQueue().stream().map(m -> m.heldConn().getAddress()).toList());
        for (Message m : s.routerQueue()) {
            assertSame(s, m.getRxPeer());
            assertSame(m, m.getKibRx().getMessage());
            assertEquals(RxState.HELD, m.getKibRx().getState());
        }

        List<KibConn> pinned = router.pinnedConns();
        assertEquals(config.pinnedConns(), pinned.size());
        for (KibConn conn : pinned) {
            assertEquals(KibConnState.DISCONNECTED, conn.getState());
            assertEquals(conn.heldRxs().size(), conn.getRefcount());
            assertEquals(ListLinkState.POISONED, conn.getIbcListState());
            assertEquals(512, conn.getQpPages(), "the seed's QP pages at queue depth 42");
            assertEquals(256, conn.getCqPages(), "the seed's CQ pages");
            assertEquals(86, conn.getRxPages());
            assertEquals(Nid.parse("10.0.0.21@o2ib"), conn.getPeer().getNid());
        }
        KibConn live = pinned.get(0).getPeer().getConns().stream().filter(k -> k.getAddress() == truth.liveConn())
                .findFirst().orElseThrow();
        assertFalse(live.isPinned());
        assertEquals(KibConnState.ESTABLISHED, live.getState());
        assertEquals((long) config.pinnedConns() * (512 + 256 + 86) * 4096, router.pinnedBytes());
    }

    /**
     * Master's kib_peers is DECLARE_HASHTABLE(kib_peers, 7) of hlists through ibp_list (o2iblnd.h,
     * master): the planner walks a bucket with 'list -l kib_peer_ni.ibp_list -s kib_peer_ni FIRST'.
     * An extract whose kib peer came from such a walk imports with its NID, conns and pinned memory.
     */
    @Test
    void anExtractWithoutTheCptNumberSaysItIsUnknown() {
        // the shipped 2.12 extract does not print the_lnet.ln_cpt_number: 0, the model's "unknown" (its
        // default 1 showed as "CPTs 1" in Properties)
        Fabric fabric = VmcoreExtract.read(Fixtures.copy(Fixtures.SMALL_2_12, dir)).fabric();
        assertEquals(0, fabric.getNodes().get(0).getCptCount());
        assertTrue(fabric.getDiagnostics().stream().anyMatch(d -> d.getSeverity() == Severity.INFO
                && d.getMessage().startsWith("the_lnet.ln_cpt_number not printed: the router's number of CPTs is unknown")),
                fabric.getDiagnostics().toString());
    }

    @Test
    void masterExtractWithAnHlistKibPeersWalkImports() throws IOException {
        Config config = Config.small().withMaster(true);
        Path file = dir.resolve("master-hlist.log");
        GeneratedExtractTest.generate(config, file, false);
        Matcher m = Pattern.compile("crash> struct kib_peer_ni ([0-9a-f]+)\n")
                .matcher(Files.readString(file));
        assertTrue(m.find());
        String peer = m.group(1);
        String log = m.replaceFirst("crash> p &kiblnd_data.kib_peers\n"
                + "\\$9 = (struct hlist_head (*)[128]) 0xffffffffc0b86340 <kiblnd_data+64>\n"
                + "crash> list -l kib_peer_ni.ibp_list -s kib_peer_ni " + peer + "\n" + peer + "\n");
        Files.writeString(file, log);
        Fabric fabric = VmcoreExtract.read(file).fabric();

        assertEquals(List.of(), fabric.getDiagnostics());
        Node router = fabric.getNodes().get(0);
        assertEquals(1, router.getKibPeers().size());
        assertEquals(Long.parseUnsignedLong(peer, 16), router.getKibPeers().get(0).getAddress());
        assertEquals(Nid.parse("10.0.0.21@o2ib"), router.getKibPeers().get(0).getNid(), "ibp_nid, a struct lnet_nid");
        assertEquals(config.pinnedConns() + 1, router.getKibPeers().get(0).getConns().size(), "pinned ones and the live one");
        assertEquals(config.pinnedConns(), router.pinnedConns().size());
    }

    /**
     * The importer's QP pages are ConnSizing's: kiblnd_send_wrs() counts FastReg's two extra work
     * requests, which matter where (1 + max_frags) * queue_depth is just under a power of two:
     * (1 + 32) * 31 = 1023 WRs would fit 1024 WQEs (32 pages), (1 + 32 + 2) * 31 = 1085 need 2048.
     */
    @Test
    void qpPagesCountFastRegsTwoExtraWorkRequests() {
        assertEquals(64, ExtractMapper.qpPages(31, 32));
        assertEquals(ConnSizing.qpPages(31, 32), ExtractMapper.qpPages(31, 32));
        assertEquals(512, ExtractMapper.qpPages(42, 256), "the seed's 512 pages at queue depth 42");
        assertEquals(256, ExtractMapper.cqPages(42, 256));
    }

    @Test
    void masterExtractFillsThePeersRtrq() throws IOException {
        Config config = Config.small().withMaster(true);
        Path file = dir.resolve("master.log");
        Truth truth = GeneratedExtractTest.generate(config, file, false);
        Fabric fabric = VmcoreExtract.read(file).fabric();

        assertEquals(List.of(), fabric.getDiagnostics());
        assertEquals(LustreLayout.LAYOUT_MASTER, fabric.getLustreVersion());
        Node router = fabric.getNodes().get(0);
        assertEquals(1 + config.computes() + config.fullSources() + config.extraServers(), router.getPeers().size(),
                "one lnet_peer per NI, found through lpni_peer_net->lpn_peer");
        PeerNi s = peerNi(router, truth.serverNi());
        assertEquals(Nid.parse("10.0.0.21@o2ib"), s.getPeer().getPrimaryNid());
        assertEquals(-config.rtrq(), s.getRtrCredits());
        assertEquals(2 + config.peerCredits() + config.rtrq(), s.getRefcount(), "from lpni_kref");
        assertTrue(s.getRtrq().isEmpty(), "no lpni_rtrq in master");
        assertEquals(config.rtrq(), s.getPeer().getRtrq().size());
        assertSame(s.getPeer().getRtrq(), s.routerQueue());
        assertEquals(truth.rtrqConns(), s.routerQueue().stream().map(m -> m.heldConn().getAddress()).toList());
        PeerNi c = peerNi(router, truth.computeNi());
        assertEquals(truth.txqSources(), c.getTxq().stream().map(m -> m.getSrcNid().toString()).toList());
        assertEquals(config.pinnedConns(), router.pinnedConns().size());
        assertEquals(Nid.parse("10.0.0.21@o2ib"), router.pinnedConns().get(0).getPeer().getNid(), "ibp_nid struct");

        // the model's own validator agrees: only the pinned conns are flagged
        List<String> lines = LnetValidation.format(LnetValidation.validate(fabric)).lines().toList();
        assertEquals(config.pinnedConns(), lines.size(), lines.toString());
    }

    /**
     * Master's large NIDs: the generated master incident with the compute given a 16-byte address
     * everywhere its struct lnet_nid is printed (nid_size 12, the four nid_addr words byte-swapped
     * as gdb prints them on x86_64). The mapper keeps it whole instead of dropping the peer NI.
     */
    @Test
    void masterExtractWithASixteenByteNid() throws IOException {
        Config config = Config.small().withMaster(true);
        Path file = dir.resolve("master.log");
        Truth truth = GeneratedExtractTest.generate(config, file, false);
        // 10.1.0.17@o2ib1 -> 2001:db8:1::17@o2ib1: words 0x20010db8, 0x00010000, 0, 0x00000017
        String log = Files.readString(file).replaceAll(
                "( *)nid_size = 0 '\\\\000',\n( *)nid_type = 5 '\\\\005',\n( *)nid_num = 256,\n( *)nid_addr = \\{285212938, 0, 0, 0\\}",
                "$1nid_size = 12 '\\\\f',\n$2nid_type = 5 '\\\\005',\n$3nid_num = 256,\n$4nid_addr = {3087860000, 256, 0, 385875968}");
        assertTrue(log.contains("nid_addr = {3087860000, 256, 0, 385875968}"), "the compute's NID was rewritten");
        Files.writeString(file, log);
        Fabric fabric = VmcoreExtract.read(file).fabric();

        assertEquals(List.of(), fabric.getDiagnostics());
        assertEquals(LustreLayout.LAYOUT_MASTER, fabric.getLustreVersion());
        Node router = fabric.getNodes().get(0);
        assertEquals(1 + config.computes() + config.fullSources() + config.extraServers(), router.getPeers().size());
        PeerNi c = peerNi(router, truth.computeNi());
        Nid large = Nid.parse("2001:db8:1::17@o2ib1");
        assertTrue(large.isLarge());
        assertEquals(large, c.getNid());
        assertEquals(large, c.getPeer().getPrimaryNid());
        assertEquals(-config.txq(), c.getTxCredits());
        assertEquals(config.txq(), c.getTxq().size());
        assertTrue(c.getTxq().stream().allMatch(m -> large.equals(m.getDestNid())), "msg_hdr.dest_nid");
        assertEquals(config.pinnedConns(), router.pinnedConns().size());
    }

    @Test
    void theSameLogsTwiceGiveTheSameModel() throws IOException {
        // Engineers concatenate pass logs and re-run passes: nothing may be counted twice.
        Config config = Config.small();
        Path once = dir.resolve("once.log");
        Truth truth = GeneratedExtractTest.generate(config, once, false);
        Path twice = dir.resolve("twice.log");
        Files.write(twice, Files.readAllBytes(once));
        Files.write(twice, Files.readAllBytes(once), StandardOpenOption.APPEND);
        Node router = VmcoreExtract.read(twice).fabric().getNodes().get(0);
        assertEquals(config.txq(), peerNi(router, truth.computeNi()).getTxq().size());
        assertEquals(truth.rtrqConns(), peerNi(router, truth.serverNi()).routerQueue().stream()
                .map(m -> m.heldConn().getAddress()).toList());
        assertEquals(config.txq() + config.rtrq(), router.getMessages().size());
        assertEquals(config.pinnedConns(), router.pinnedConns().size());
    }

    @Test
    void savedModelLoadsBackAndPassesTheModelsOwnInvariants() throws IOException {
        Config config = Config.small();
        Path file = dir.resolve("extract.log");
        GeneratedExtractTest.generate(config, file, false);
        Fabric fabric = VmcoreExtract.read(file).fabric();
        Path model = dir.resolve("state.lnetmodel");
        LnetResources.registerStandalone();
        LnetResources.save(fabric, model);
        Fabric back = LnetResources.load(model);
        Node router = back.getNodes().get(0);
        assertEquals(config.pinnedConns(), router.pinnedConns().size());
        assertEquals(config.txq() + config.rtrq(), router.getMessages().size());
        String problems = LnetValidation.format(LnetValidation.validate(back));
        // the model's validator flags exactly the pinned conns, as warnings, and nothing else
        List<String> lines = problems.lines().toList();
        assertEquals(config.pinnedConns(), lines.size(), problems);
        assertTrue(lines.stream().allMatch(l -> l.startsWith("WARNING: kib_conn ") && l.contains("pinned connection")),
                problems);
    }

    @Test
    void handWrittenExtractKeepsParseProblemsAsDiagnostics() {
        Fabric fabric = VmcoreExtract.read(Fixtures.copy(Fixtures.SMALL_2_12, dir)).fabric();
        List<String> errors = fabric.getDiagnostics().stream().filter(d -> d.getSeverity() == Severity.ERROR)
                .map(d -> d.getLocation()).toList();
        assertEquals(2, errors.size(), errors.toString());
        assertTrue(errors.get(0).endsWith(Fixtures.SMALL_2_12 + ":361"));
        Node router = fabric.getNodes().get(0);
        PeerNi server = peerNi(router, 0xffff9a0e55d01800L);
        assertEquals(3, server.routerQueue().size());
        // only the first parked message's rx was dumped: it links to the pinned conn, the others stay unlinked
        assertEquals(0xffff9a0f00f1c000L, server.routerQueue().get(0).heldConn().getAddress());
        assertNull(server.routerQueue().get(1).getKibRx());
        assertEquals(0xd1, server.routerQueue().get(0).getKibRx().getMsgType());
        KibConn conn = server.routerQueue().get(0).heldConn();
        assertNotNull(conn.getPeer());
        assertEquals(Nid.parse("10.0.0.21@o2ib"), conn.getPeer().getNid(), "from the messages it holds");
        assertEquals(3, peerNi(router, 0xffff9a0f3c2e1800L).getTxq().size());
    }
}
