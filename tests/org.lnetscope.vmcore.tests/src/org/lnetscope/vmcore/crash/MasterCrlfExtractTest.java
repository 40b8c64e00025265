package org.lnetscope.vmcore.crash;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

/**
 * The master-layout extract: struct lnet_nid, kref nests, hex radix, 6.x and 3.10 poison, CRLF
 * line ends, two prompts on one line, output cut by the next prompt and by the end of the file.
 */
class MasterCrlfExtractTest {

    @TempDir
    static Path dir;
    static CrashSession session;

    @BeforeAll
    static void parse() {
        session = CrashSession.read(Fixtures.copy(Fixtures.MASTER_CRLF, dir));
    }

    @Test
    void noCarriageReturnSurvives() {
        for (CrashSession.Output o : session.outputs()) {
            assertFalse(o.command().text().contains("\r"), o.command().text());
            for (CrashStruct s : o.structs()) {
                for (Member m : s.members()) {
                    assertTrue(m.isStruct() || !m.text().contains("\r"), m.toString());
                }
            }
        }
    }

    @Test
    void promptTypedTwiceStillNamesTheCommand() {
        CrashStruct ni = session.find("lnet_peer_ni", 0xffff8f21c5a3e000L);
        assertEquals("struct lnet_peer_ni ffff8f21c5a3e000", ni.command().text());
        assertEquals(4, ni.command().line());
        assertEquals("10.1.0.17@o2ib1", nid(ni, "lpni_nid"));
        assertEquals(4547, ni.counter("lpni_kref").getAsLong());
        assertEquals(-4500, ni.intOr("lpni_txcredits", 0));
    }

    @Test
    void hexRadixKeepsTheSignOfIntFields() {
        CrashStruct conn = session.find("kib_conn", 0xffff8f21e0a44000L);
        assertEquals(5, conn.intOr("ibc_state", 0));
        assertEquals(-1, conn.intOr("ibc_credits", 0));
        assertEquals(42, conn.counter("ibc_refcount").getAsLong());
        assertEquals(ListHead.Poison.V6, conn.list("ibc_list").poison());
    }

    @Test
    void masterPeerWithItsRtrq() {
        CrashStruct peer = session.find("lnet_peer", 0xffff8f21c5a3c000L);
        assertEquals("10.0.0.21@o2ib", nid(peer, "lp_primary_nid"));
        assertEquals(ListHead.State.LINKED, peer.list("lp_rtrq").state());
    }

    @Test
    void outputCutByThePromptIsKeptAndReported() {
        CrashStruct cut = session.find("kib_conn", 0xffff8f21e0a45000L);
        assertTrue(cut.truncated());
        assertEquals(42, cut.intOr("ibc_nrx", 0), "the member on the cut line is kept");
        assertEquals(ListHead.Poison.OLD_OFFSETS, cut.list("ibc_list").poison());
        CrashStruct next = session.find("kib_conn", 0xffff8f21e0a46000L);
        assertEquals(3, next.intOr("ibc_state", 0));
        List<Diagnostic> atCut = session.diagnostics().stream().filter(d -> d.line() == 73).toList();
        assertEquals(2, atCut.size(), session.diagnostics().toString());
        assertEquals(Severity.WARNING, atCut.get(0).severity());
        assertTrue(atCut.get(0).message().contains("runs into the next prompt"));
        assertEquals(Severity.ERROR, atCut.get(1).severity());
        assertTrue(atCut.get(1).message().contains("begun at line 62"), atCut.get(1).message());
    }

    @Test
    void fileEndingInsideAStructGivesAPartialStructAndAnError() {
        CrashStruct msg = session.find("lnet_msg", 0xffff8f2203b11c00L);
        assertTrue(msg.truncated());
        assertEquals("10.1.0.17@o2ib1", nid(msg, "msg_hdr.dest_nid"));
        assertEquals("10.1.0.17@o2ib1", nid(msg, "msg_target.nid"));
        assertEquals(null, nid(msg, "msg_hdr.src_nid"), "cut before nid_addr");
        Diagnostic last = session.diagnostics().get(session.diagnostics().size() - 1);
        assertEquals(Severity.ERROR, last.severity());
        assertTrue(last.message().contains("3 unclosed braces"), last.message());
        assertEquals(3, session.diagnostics().size(), session.diagnostics().toString());
    }

    @Test
    void unknownCommandOutputIsPassedOnAsText() {
        CrashSession.Output mod = session.outputs().get(0);
        assertEquals("mod", mod.command().verb());
        assertEquals(CrashCommand.Kind.OTHER, mod.command().kind());
        assertEquals(2, mod.lines().size());
        assertTrue(mod.lines().get(1).contains("lnet.ko.debug"));
        assertTrue(mod.structs().isEmpty());
    }
}
