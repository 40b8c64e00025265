package org.lnetscope.vmcore.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.lnetscope.vmcore.Fixtures.nid;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.core.Diagnostic.Severity;
import org.lnetscope.core.Diagnostic;
import org.lnetscope.vmcore.Fixtures;

/** The hand-written 2.12/RHEL8 extract (the shapes crash prints for 2.12 structs on RHEL 8), checked member by member. */
class SmallExtract212Test {

    @TempDir
    static Path dir;
    static CrashSession session;

    @BeforeAll
    static void parse() {
        session = CrashSession.read(Fixtures.copy(Fixtures.SMALL_2_12, dir));
    }

    private static CrashSession.Output output(String commandPrefix) {
        for (CrashSession.Output o : session.outputs()) {
            if (o.command().text().startsWith(commandPrefix)) {
                return o;
            }
        }
        throw new AssertionError("no command " + commandPrefix);
    }

    @Test
    void onlyTheTwoCrashErrorsAreReported() {
        List<Diagnostic> d = session.diagnostics();
        assertEquals(2, d.size(), d.toString());
        assertEquals(Severity.ERROR, d.get(0).severity());
        assertEquals(361, d.get(0).line());
        assertTrue(d.get(0).message().contains("dead000000000100") && d.get(0).message().contains("poisoned"),
                d.get(0).message());
        assertEquals(Severity.ERROR, d.get(1).severity());
        assertEquals(368, d.get(1).line());
        assertTrue(d.get(1).message().contains("invalid data structure reference: kib_peer_ni")
                && d.get(1).message().contains("mod -S"), d.get(1).message());
        assertTrue(d.get(1).file().endsWith(Fixtures.SMALL_2_12));
    }

    @Test
    void wholePeerNiDumpOfTheStuckCompute() {
        CrashStruct ni = session.find("lnet_peer_ni", 0xffff9a0f3c2e1800L);
        assertNotNull(ni);
        assertEquals(30, ni.line());
        assertFalse(ni.truncated());
        assertEquals("lpni_peer_nis", ni.member(0).name());
        assertEquals("lpni_rcd", ni.member(ni.size() - 1).name());
        assertEquals(-4500, ni.intOr("lpni_txcredits", 0));
        assertEquals(-4500, ni.intOr("lpni_mintxcredits", 0));
        assertEquals(42, ni.intOr("lpni_rtrcredits", 0));
        assertEquals(2359296, ni.longOr("lpni_txqnob", 0));
        assertEquals(Boolean.TRUE, ni.bool("lpni_alive"));
        assertEquals("10.1.0.17@o2ib1", nid(ni, "lpni_nid"));
        assertEquals(4547, ni.counter("lpni_refcount").getAsLong());
        assertEquals(91234, ni.counter("lpni_stats.el_send_stats.co_put_count").getAsLong());
        // u64 all-ones cookie (LNET_WIRE_HANDLE_COOKIE_NONE) keeps its bits
        assertEquals(-1L, ni.number("lpni_recovery_ping_mdh.cookie").getAsLong());
        // the RHEL8 qspinlock: three anonymous levels, reachable by member name
        assertEquals(0, ni.charCode("lpni_lock.rlock.raw_lock.locked").getAsInt());
        assertEquals(0, ni.counter("lpni_lock.rlock.raw_lock.val").getAsLong());
        ListHead txq = ni.list("lpni_txq");
        assertEquals(ListHead.State.LINKED, txq.state());
        assertEquals(0xffff9a10b7e43c10L, txq.next());
        assertEquals(ListHead.State.EMPTY, ni.list("lpni_rtrq").state(), "rtrq points at itself");
        assertEquals(ListHead.State.LINKED, ni.list("lpni_peer_nis").state(), "peer net, outside the struct");
        assertEquals(0L, ni.pointer("lpni_rcd").getAsLong());
    }

    @Test
    void txqWalkKeepsListOrderAndPartialMembers() {
        List<CrashStruct> msgs = output("list -H ffff9a0f3c2e1840").structs();
        assertEquals(3, msgs.size());
        assertEquals(List.of(0xffff9a10b7e43c00L, 0xffff9a0d2f6a1200L, 0xffff9a0d11a2f400L),
                msgs.stream().map(CrashStruct::address).toList());
        assertEquals(List.of(0, 1, 2), msgs.stream().map(CrashStruct::ordinal).toList());
        for (CrashStruct m : msgs) {
            assertEquals("lnet_msg", m.type());
            assertEquals(9, m.size());
            assertEquals(Boolean.TRUE, m.bool("msg_tx_delayed"));
        }
        assertEquals(List.of("10.0.0.21@o2ib", "10.0.0.21@o2ib", "10.0.0.22@o2ib"),
                msgs.stream().map(m -> nid(m, "msg_hdr.src_nid")).toList());
        assertEquals(3, msgs.get(2).intOr("msg_type", -1));
        assertEquals(0xffff9a0e55d02c00L, msgs.get(2).pointer("msg_rxpeer").getAsLong());
    }

    @Test
    void partialStructDumpGetsTheCommandsAddressAndType() {
        CrashStruct server = session.find("lnet_peer_ni", 0xffff9a0e55d01800L);
        assertEquals(5, server.size());
        assertEquals(-3, server.intOr("lpni_rtrcredits", 0));
        assertEquals(49, server.counter("lpni_refcount").getAsLong());
        assertEquals(ListHead.State.LINKED, server.list("lpni_rtrq").state());
        assertEquals("10.0.0.21@o2ib", nid(server, "lpni_nid"));
    }

    @Test
    void rtrqMessagesPointAtHeldRx() {
        List<CrashStruct> msgs = output("list -H ffff9a0e55d01850").structs();
        assertEquals(3, msgs.size());
        assertEquals(0xffff9a0f01c40270L, msgs.get(0).pointer("msg_private").getAsLong());
        assertEquals(0xffff9a0f1d220068L, msgs.get(2).pointer("msg_private").getAsLong());
        assertTrue(msgs.stream().allMatch(m -> Boolean.TRUE.equals(m.bool("msg_rx_delayed"))));
    }

    @Test
    void kibRxWithEnumAnonymousUnionAndSelfList() {
        CrashStruct rx = session.find("kib_rx", 0xffff9a0f01c40270L);
        assertEquals(0xffff9a0f00f1c000L, rx.pointer("rx_conn").getAsLong());
        assertEquals(264, rx.intOr("rx_nob", 0));
        assertEquals("IB_WC_SUCCESS", rx.enumName("rx_status"));
        assertEquals(0xffff9a0f01c40270L, rx.pointer("rx_wrq.wr_cqe").getAsLong());
        assertEquals(1, rx.intOr("rx_wrq.num_sge", 0));
        assertEquals(ListHead.State.EMPTY, rx.list("rx_list").state());
    }

    @Test
    void kibMsgCharField() {
        CrashStruct msg = session.find("kib_msg", 0xffff9a0ec3a15000L);
        assertEquals(0xd1, msg.charCode("ibm_type").getAsInt(), "IBLND_MSG_IMMEDIATE");
        assertEquals("209 '\\321'", msg.text("ibm_type"));
    }

    @Test
    void pinnedConnectionSignature() {
        CrashStruct conn = session.find("kib_conn", 0xffff9a0f00f1c000L);
        assertEquals(5, conn.intOr("ibc_state", 0));
        assertEquals(42, conn.counter("ibc_refcount").getAsLong());
        assertEquals(42, conn.intOr("ibc_nrx", 0));
        ListHead list = conn.list("ibc_list");
        assertTrue(list.isPoisoned());
        assertEquals(ListHead.Poison.V4, list.poison());
        assertEquals(ListHead.Poison.V4, conn.list("ibc_sched_list").poison());
        assertEquals(ListHead.State.EMPTY, conn.list("ibc_tx_queue").state());
        assertEquals(0xffff9a0f3de7b000L, conn.pointer("ibc_cq").getAsLong());
        assertEquals(0L, conn.pointer("ibc_connvars").getAsLong());
        // the same conn's partial dump from the errored list walk did not replace the whole one
        assertTrue(conn.size() > 30);
    }

    @Test
    void listWalkStoppedByPoisonKeepsTheEntriesBeforeIt() {
        List<CrashStruct> entries = output("list -o kib_conn.ibc_list").structs();
        assertEquals(1, entries.size());
        assertEquals(0xffff9a0f00f1c000L, entries.get(0).address());
        assertEquals("kib_conn", entries.get(0).type());
        assertEquals(5, entries.get(0).intOr("ibc_state", 0));
    }

    @Test
    void rdWordsAreAddressed() {
        CrashStruct rd = output("rd ").structs().get(0);
        assertEquals("rd", rd.type());
        assertEquals(0xffff9a0f3c2e1800L, rd.address());
        assertEquals(4, rd.size());
        assertEquals(0xffff9a0f3c2e1810L, rd.number("ffff9a0f3c2e1818").getAsLong());
    }

    @Test
    void printResultKeepsTheCastPointer() {
        CrashStruct p = output("p the_lnet").structs().get(0);
        assertEquals(0xffff9a10a0c4e000L, p.number("the_lnet.ln_peer_tables").getAsLong());
    }

    @Test
    void kmemSummaryAndBanner() {
        KmemInfo kmem = KmemInfo.of(output("kmem -i").structs().get(0));
        assertEquals(4096, kmem.pageSize());
        assertEquals(12556539L * 4096, kmem.totalBytes().getAsLong());
        assertEquals(1893022L * 4096, kmem.slabBytes().getAsLong());
        assertEquals(0, kmem.pages("TOTAL SWAP").getAsLong());
        assertEquals("6% of TOTAL MEM", output("kmem -i").structs().get(0).text("COMMITTED.percentage"));
        CrashStruct sys = session.structs("sys").get(0);
        assertEquals("47.9 GB", sys.text("MEMORY"));
        assertEquals("rtr-o2ib-07", sys.text("NODENAME"));
    }
}
