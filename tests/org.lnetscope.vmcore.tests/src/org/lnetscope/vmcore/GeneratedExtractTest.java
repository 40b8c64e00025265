package org.lnetscope.vmcore;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.lnetscope.vmcore.Fixtures.nid;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.vmcore.RouterExtractGenerator.Config;
import org.lnetscope.vmcore.RouterExtractGenerator.Truth;
import org.lnetscope.vmcore.crash.CrashSession;
import org.lnetscope.vmcore.crash.CrashStruct;
import org.lnetscope.vmcore.crash.ListHead;

/**
 * Generated router extracts of the seed incident, parsed back: the parse must give the figures the
 * seed engineer counted by hand (69 NIDs x 42 in C's txq, a new rx_conn every 42 rtrq messages,
 * pinned conns with refcount == nrx).
 */
public class GeneratedExtractTest {

    @TempDir
    Path dir;

    public static Truth generate(Config config, Path file, boolean gzip) throws IOException {
        try (Writer w = new OutputStreamWriter(gzip ? new GZIPOutputStream(Files.newOutputStream(file), 1 << 16)
                : Files.newOutputStream(file), StandardCharsets.US_ASCII)) {
            return new RouterExtractGenerator(config).write(w);
        }
    }

    private static CrashSession.Output listOf(CrashSession s, long head) {
        String prefix = "list -H " + Long.toHexString(head) + " ";
        return s.outputs().stream().filter(o -> o.command().text().startsWith(prefix)).findFirst().orElseThrow();
    }

    /** Checks everything the report will rely on against what the generator wrote. */
    static void assertIncident(CrashSession s, Config config, Truth truth) {
        assertEquals(List.of(), s.diagnostics());
        CrashStruct c = s.find("lnet_peer_ni", truth.computeNi());
        assertEquals("10.1.0.17@o2ib1", nid(c, "lpni_nid"));
        assertEquals(-config.txq(), c.intOr("lpni_txcredits", 0));
        List<CrashStruct> txq = listOf(s, truth.computeNi() + RouterExtractGenerator.TXQ_OFFSET).structs();
        assertEquals(config.txq(), txq.size());
        Map<String, Integer> bySource = new LinkedHashMap<>();
        for (CrashStruct m : txq) {
            bySource.merge(nid(m, "msg_hdr.src_nid"), 1, Integer::sum);
        }
        assertEquals(truth.txqSources(), txq.stream().map(m -> nid(m, "msg_hdr.src_nid")).toList());
        assertEquals(config.fullSources(), bySource.values().stream().filter(n -> n == config.peerCredits()).count(),
                "sources with exactly peer_credits messages");
        assertTrue(bySource.values().stream().allMatch(n -> n <= config.peerCredits()));

        CrashStruct server = s.find("lnet_peer_ni", truth.serverNi());
        assertEquals("10.0.0.21@o2ib", nid(server, "lpni_nid"));
        assertEquals(-config.rtrq(), server.intOr("lpni_rtrcredits", 0));
        List<CrashStruct> rtrq = listOf(s, truth.rtrqHead()).structs();
        assertEquals(config.rtrq(), rtrq.size());
        List<Long> conns = new ArrayList<>();
        for (CrashStruct m : rtrq) {
            assertEquals(Boolean.TRUE, m.bool("msg_rx_delayed"));
            CrashStruct rx = s.find("kib_rx", m.pointer("msg_private").getAsLong());
            conns.add(rx.pointer("rx_conn").getAsLong());
        }
        assertEquals(truth.rtrqConns(), conns);
        int changes = 0;
        for (int i = 1; i < conns.size(); i++) {
            if (!conns.get(i).equals(conns.get(i - 1))) {
                changes++;
                assertEquals(0, i % config.peerCredits(), "rx_conn changes every peer_credits messages");
            }
        }
        assertEquals(config.pinnedConns() - 1, changes);
        List<Long> distinct = conns.stream().distinct().toList();
        for (int k = 0; k < distinct.size(); k++) {
            CrashStruct conn = s.find("kib_conn", distinct.get(k));
            assertEquals(5, conn.intOr("ibc_state", 0));
            long held = conns.stream().filter(distinct.get(k)::equals).count();
            assertEquals(held, conn.counter("ibc_refcount").getAsLong());
            assertEquals(held, conn.intOr("ibc_nrx", 0));
            assertTrue(conn.list("ibc_list").isPoisoned());
            assertTrue(conn.list("ibc_sched_list").isPoisoned());
            assertTrue(conn.pointer("ibc_cq").getAsLong() != 0 && conn.pointer("ibc_cmid").getAsLong() != 0);
        }
        CrashStruct live = s.find("kib_conn", truth.liveConn());
        assertEquals(3, live.intOr("ibc_state", 0));
        assertFalse(live.list("ibc_list").isPoisoned());
        assertEquals(ListHead.State.LINKED, live.list("ibc_list").state());
    }

    @Test
    void smallIncidentParsesBackExactly() throws IOException {
        Config config = Config.small();
        Path file = dir.resolve("small.log");
        Truth truth = generate(config, file, false);
        assertIncident(CrashSession.read(file), config, truth);
    }

    @Test
    void masterLayoutParsesBackToTheSameIncident() throws IOException {
        Config config = Config.small().withMaster(true);
        Path file = dir.resolve("small-master.log");
        Truth truth = generate(config, file, false);
        CrashSession s = CrashSession.read(file);
        assertIncident(s, config, truth);
        // the queue hangs off the peer, not the peer NI (lnet_post_routed_recv_locked, master)
        CrashStruct server = s.find("lnet_peer_ni", truth.serverNi());
        assertFalse(server.has("lpni_rtrq"));
        // a ref per queued message: its own peer_credits stuck in C's txq, then the parked ones
        assertEquals(2 + config.peerCredits() + config.rtrq(), server.counter("lpni_kref").getAsLong());
        CrashStruct peerNet = s.find("lnet_peer_net", server.pointer("lpni_peer_net").getAsLong());
        assertEquals(truth.serverPeer(), peerNet.pointer("lpn_peer").getAsLong());
        CrashStruct peer = s.find("lnet_peer", truth.serverPeer());
        assertEquals(ListHead.State.LINKED, peer.list("lp_rtrq").state());
        assertEquals("10.0.0.21@o2ib", nid(peer, "lp_primary_nid"));
        long firstRx = listOf(s, truth.rtrqHead()).structs().get(0).pointer("msg_private").getAsLong();
        CrashStruct rx = s.find("kib_rx", firstRx);
        assertFalse(rx.has("rx_status") || rx.has("rx_wrq") || rx.has("rx_sge"), "gone in master (LU-19075)");
    }

    @Test
    void crlfAndGzipChangeNothing() throws IOException {
        Config config = Config.small().withCrlf(true);
        Path file = dir.resolve("small-crlf.log.gz");
        Truth truth = generate(config, file, true);
        assertIncident(CrashSession.read(file), config, truth);
    }

    @Test
    void seedIncidentAtFullScale() throws IOException {
        Config config = Config.seedIncident();
        Path file = dir.resolve("seed.log");
        Truth truth = generate(config, file, false);
        CrashSession s = CrashSession.read(file);
        assertIncident(s, config, truth);
        assertEquals(4500, config.txq());
        assertEquals(405, config.pinnedConns());
        assertEquals(Files.size(file), s.bytes());
    }
}
