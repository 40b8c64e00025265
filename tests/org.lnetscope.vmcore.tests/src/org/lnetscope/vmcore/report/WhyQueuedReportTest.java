package org.lnetscope.vmcore.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.analysis.Hypothesis;
import org.lnetscope.analysis.WhyQueued;
import org.lnetscope.analysis.WhyQueued.Verdict;
import org.lnetscope.model.Node;
import org.lnetscope.model.PeerNi;
import org.lnetscope.vmcore.Fixtures;
import org.lnetscope.vmcore.crash.StructIndex;
import org.lnetscope.vmcore.model.VmcoreExtract;
import org.lnetscope.vmcore.plan.ExtractPlanner;

/**
 * The report states a cause only from the fields and lines that decide it (issue 29): a 2.12
 * extract of the compute's peer NI ({@code lpni_txcredits -4500}) whose lpni_net has
 * {@code lct_peer_timeout 180}, with {@code lpni_alive_count 0} and {@code auto_down 1}, says
 * aliveness was on and LNet never heard "down"; the same extract without those fields says the
 * cause is undecided, and {@code vmcore plan} asks for exactly them.
 */
class WhyQueuedReportTest {

    @TempDir
    Path dir;

    private static final String COMPUTE = "ffff9a0f3c2e1800";
    private static final String COMPUTE_NET = "ffff9a10a1b0f200";

    private String fixture() throws IOException {
        return Files.readString(Fixtures.copy(Fixtures.SMALL_2_12, dir), StandardCharsets.UTF_8);
    }

    private VmcoreExtract read(String text) throws IOException {
        Path file = dir.resolve("extract.log");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        return VmcoreExtract.read(file);
    }

    private static String netTunables(int peerTimeout) {
        return "crash> struct lnet_net.net_tunables " + COMPUTE_NET + "\n"
                + "  net_tunables = {\n"
                + "    lct_peer_timeout = " + peerTimeout + ",\n"
                + "    lct_peer_tx_credits = 42,\n"
                + "    lct_peer_rtr_credits = 0,\n"
                + "    lct_max_tx_credits = 256\n"
                + "  },\n";
    }

    /** The extract of the issue: aliveness on (180), auto_down 1, LNet never heard "down". */
    private String alivenessOnNeverDown() throws IOException {
        String text = fixture().replace("  lpni_alive_count = 211,", "  lpni_alive_count = 0,")
                .replace("  lpni_last_query = 1641979861,", "  lpni_last_query = 0,");
        return text + netTunables(180) + "crash> p auto_down\n$7 = 1\n";
    }

    private static WhyQueued.Result why(VmcoreExtract x) {
        Node router = x.fabric().getNodes().get(0);
        PeerNi compute = router.getPeers().stream().flatMap(p -> p.getPeerNis().stream())
                .filter(ni -> ni.getTxCredits() == -4500).findFirst().orElseThrow();
        return WhyQueued.assess(router, compute, x.timeline());
    }

    @Test
    void alivenessOnAndNeverHeardDownIsWhatTheReportSays() throws IOException {
        VmcoreExtract x = read(alivenessOnNeverDown());
        Node router = x.fabric().getNodes().get(0);
        assertEquals(1, router.getAutoDown());
        assertEquals(180, x.fabric().findNet("o2ib1").getPeerTimeout());

        WhyQueued.Result why = why(x);
        assertEquals(Verdict.RULED_OUT, why.of(Hypothesis.ALIVENESS_OFF).verdict());
        assertTrue(why.of(Hypothesis.ALIVENESS_OFF).evidence().get(0).contains("`lct_peer_timeout` = 180"));
        assertEquals(Verdict.RULED_OUT, why.of(Hypothesis.AUTO_DOWN_OFF).verdict());
        assertEquals(Verdict.SUPPORTED, why.of(Hypothesis.LND_NEVER_NOTIFIED).verdict());

        String md = IncidentReport.build(x.fabric(), x.timeline(), x.evidence()).markdown();
        assertTrue(md.contains("Aliveness was on for 10.1.0.17@o2ib1 and LNet never heard that it is down; auto_down is 1,"
                + " so what is left is that the LND never notified LNet"), md);
        assertTrue(md.contains("## Why LNet kept queueing to 10.1.0.17@o2ib1"), md);
        String lower = md.toLowerCase(Locale.ROOT);
        assertFalse(lower.contains("aliveness was off") || lower.contains("aliveness is off"), md);
    }

    @Test
    void peerTimeoutZeroIsSaidOnlyWhenRead() throws IOException {
        String text = fixture().replace("  lpni_last_query = 1641979861,", "  lpni_last_query = 0,") + netTunables(0);
        VmcoreExtract x = read(text);
        WhyQueued.Result why = why(x);
        assertEquals(Verdict.SUPPORTED, why.of(Hypothesis.ALIVENESS_OFF).verdict());
        assertTrue(why.summary().startsWith("Router aliveness was off for 10.1.0.17@o2ib1 (`lct_peer_timeout` = 0"),
                why.summary());
    }

    /** The compute's peer NI printed with a member list that leaves the aliveness fields out. */
    private String withoutAlivenessFields() throws IOException {
        StringBuilder out = new StringBuilder();
        for (String line : fixture().split("\n", -1)) {
            if (line.equals("crash> struct lnet_peer_ni " + COMPUTE)) {
                out.append("crash> struct lnet_peer_ni.lpni_txq,lpni_rtrq,lpni_txcredits,lpni_mintxcredits,lpni_rtrcredits,"
                        + "lpni_minrtrcredits,lpni_txqnob,lpni_net,lpni_nid,lpni_refcount " + COMPUTE + "\n");
                continue;
            }
            if (line.startsWith("  lpni_alive") || line.startsWith("  lpni_last_query") || line.startsWith("  lpni_timestamp")) {
                continue;
            }
            out.append(line).append('\n');
        }
        return out.toString();
    }

    @Test
    void withoutTheFieldsTheCauseIsUndecidedAndThePlanAsksForThem() throws IOException {
        String text = withoutAlivenessFields();
        VmcoreExtract x = read(text);
        WhyQueued.Result why = why(x);
        assertEquals(Verdict.UNDECIDED, why.of(Hypothesis.ALIVENESS_OFF).verdict());
        assertEquals(Verdict.UNDECIDED, why.of(Hypothesis.AUTO_DOWN_OFF).verdict());
        assertEquals(Verdict.UNDECIDED, why.of(Hypothesis.LND_NEVER_NOTIFIED).verdict());
        String md = IncidentReport.build(x.fabric(), x.timeline(), x.evidence()).markdown();
        assertTrue(md.contains("Why LNet kept queueing to 10.1.0.17@o2ib1 is undecided"), md);
        assertFalse(md.toLowerCase(Locale.ROOT).contains("aliveness was off"), md);

        Path file = dir.resolve("extract.log");
        StructIndex index = StructIndex.read(file, line -> {});
        ExtractPlanner planner = new ExtractPlanner(index);
        List<String> plan = planner.nextPass();
        for (String wanted : List.of("p auto_down", "p libcfs_printk", "struct lnet_net.net_tunables " + COMPUTE_NET,
                "struct lnet_peer_ni " + COMPUTE)) {
            assertTrue(plan.contains(wanted), wanted + " not in " + plan);
            assertTrue(planner.reason(wanted) != null, "no # why for " + wanted);
        }
        assertTrue(planner.reason("struct lnet_peer_ni " + COMPUTE).contains("lpni_alive, lpni_alive_count, lpni_last_query"),
                planner.reason("struct lnet_peer_ni " + COMPUTE));
    }

    @Test
    void consoleLinesDecideTheFaultShape() throws IOException {
        // 2.12 console lines about the compute, CNETERR lines visible (printk has neterror)
        String log = "crash> log\n"
                + "[100.0] LNetError: 1:0:(o2iblnd_cb.c:3442:kiblnd_check_conns()) Timed out RDMA with 10.1.0.17@o2ib1 (52): c: 0, oc: 0, rc: 42\n"
                + "[101.0] LNet: 2:0:(o2iblnd_cb.c:2096:kiblnd_close_conn_locked()) Closing conn to 10.1.0.17@o2ib1: error -110(waiting)\n"
                + "[160.0] LNetError: 1:0:(o2iblnd_cb.c:3416:kiblnd_check_conns()) Timed out tx for 10.1.0.17@o2ib1: 51 seconds\n"
                + "[161.0] LNet: 2:0:(o2iblnd_cb.c:2311:kiblnd_peer_connect_failed()) Deleting messages for 10.1.0.17@o2ib1: connection failed\n";
        VmcoreExtract x = read(alivenessOnNeverDown() + log + "crash> p libcfs_printk\n$8 = 33948928\n");
        WhyQueued.Result why = why(x);
        assertEquals(Verdict.SUPPORTED, why.of(Hypothesis.FAULT_A2).verdict(), why.of(Hypothesis.FAULT_A2).toString());
        assertEquals(Verdict.RULED_OUT, why.of(Hypothesis.FAULT_A1).verdict());
        assertEquals(Verdict.RULED_OUT, why.of(Hypothesis.FAULT_B).verdict(), "no send completed in error");

        // the same RDMA timeouts, but the console mask without D_NETERROR: CNETERR absence proves nothing
        String quiet = "crash> log\n"
                + "[100.0] LNetError: 1:0:(o2iblnd_cb.c:3442:kiblnd_check_conns()) Timed out RDMA with 10.1.0.17@o2ib1 (52): c: 0, oc: 0, rc: 42\n";
        VmcoreExtract y = read(alivenessOnNeverDown() + quiet + "crash> p libcfs_printk\n$8 = 33948672\n");
        WhyQueued.Result w = why(y);
        assertEquals(Verdict.UNDECIDED, w.of(Hypothesis.FAULT_B).verdict());
        assertTrue(w.of(Hypothesis.FAULT_B).readNext().get(0).contains("CNETERR"), w.of(Hypothesis.FAULT_B).toString());
    }

    @Test
    void aPeerNotAliveLineRulesOutAlivenessOff() throws IOException {
        String text = withoutAlivenessFields() + "crash> log\n"
                + "[200.0] LNet: 9:0:(lib-move.c:960:lnet_post_send_locked()) Dropping message for 10.1.0.17@o2ib1: peer not alive\n";
        WhyQueued.Result why = why(read(text));
        assertEquals(Verdict.RULED_OUT, why.of(Hypothesis.ALIVENESS_OFF).verdict());
        assertTrue(why.of(Hypothesis.ALIVENESS_OFF).evidence().get(0).contains("peer not alive"));
    }

    /** The compute's kib_peer_ni, connecting, with two txs waiting on ibp_tx_queue for a conn. */
    private static final String COMPUTE_KIB_PEER = """
            crash> struct -o kib_peer_ni
            struct kib_peer_ni {
               [0] struct list_head ibp_list;
              [16] lnet_nid_t ibp_nid;
              [24] struct lnet_ni *ibp_ni;
              [32] struct list_head ibp_conns;
              [48] struct kib_conn *ibp_next_conn;
              [56] struct list_head ibp_tx_queue;
            }
            SIZE: 160
            crash> struct kib_peer_ni ffff9a0ffa5d4e00
            struct kib_peer_ni {
              ibp_list = {
                next = 0xffff9a0ffa5d4e00,
                prev = 0xffff9a0ffa5d4e00
              },
              ibp_nid = 1407379346358289,
              ibp_conns = {
                next = 0xffff9a0ffa5d4e20,
                prev = 0xffff9a0ffa5d4e20
              },
              ibp_tx_queue = {
                next = 0xffff9a0e11110000,
                prev = 0xffff9a0e11112000
              },
              ibp_last_alive = 4411000,
              ibp_connecting = 1,
              ibp_accepting = 0,
              ibp_error = 0
            }
            """;

    private static final String COMPUTE_TXS = """
            crash> list -H ffff9a0ffa5d4e38 -o kib_tx.tx_list -s kib_tx.tx_status,tx_waiting,tx_sending,tx_queued,tx_deadline,tx_conn,tx_lntmsg
            ffff9a0e11110000
              tx_status = 0
              tx_waiting = 0
              tx_sending = 0
              tx_queued = 0
              tx_deadline = 4411920000000000
              tx_conn = 0x0
              tx_lntmsg = {0xffff9a10b7e43c00, 0x0}
            ffff9a0e11112000
              tx_status = 0
              tx_waiting = 0
              tx_sending = 0
              tx_queued = 0
              tx_deadline = 4411920000000000
              tx_conn = 0x0
              tx_lntmsg = {0xffff9a0d2f6a1200, 0x0}
            """;

    @Test
    void txsInsideO2iblndAreWalkedAndCounted() throws IOException {
        String text = alivenessOnNeverDown() + COMPUTE_KIB_PEER;
        Path file = dir.resolve("extract.log");
        Files.writeString(file, text, StandardCharsets.UTF_8);
        ExtractPlanner planner = new ExtractPlanner(StructIndex.read(file, line -> {}));
        String walk = "list -H ffff9a0ffa5d4e38 -o kib_tx.tx_list -s " + ExtractPlanner.TX_FIELDS;
        assertTrue(planner.nextPass().contains(walk), planner.nextPass().toString());
        assertTrue(planner.reason(walk).contains("peer tx credits"), planner.reason(walk));

        VmcoreExtract x = read(text + COMPUTE_TXS);
        Node router = x.fabric().getNodes().get(0);
        var kp = router.getKibPeers().stream().filter(k -> k.getAddress() == 0xffff9a0ffa5d4e00L).findFirst().orElseThrow();
        assertEquals(2, kp.getWaitingTxs());
        String md = IncidentReport.build(x.fabric(), x.timeline(), x.evidence()).markdown();
        assertTrue(md.contains("o2iblnd holds 2 kib_tx on `ibp_tx_queue`"), md);
        // the fixture's txq walk has 3 messages for lpni_txcredits -4500: the counter says the walk is cut
        assertTrue(md.contains("the walk is incomplete, so how many are inside o2iblnd is unknown (at most 42)"), md);
        assertTrue(why(x).of(Hypothesis.LND_NEVER_NOTIFIED).evidence().stream().anyMatch(e -> e.contains("`ibp_connecting` = 1")));
    }
}
