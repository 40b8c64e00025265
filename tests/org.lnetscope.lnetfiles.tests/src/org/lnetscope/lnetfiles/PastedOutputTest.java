package org.lnetscope.lnetfiles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.core.Diagnostic;
import org.lnetscope.lnetfiles.Section.Kind;
import org.lnetscope.protocol.FileSummary;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;

/**
 * Output as people paste it: after the shell prompt and the command (the Lustre manual's
 * {@code # lctl get_param peers}, a ticket's {@code [root@oss1 ~]# lnetctl net show -v}), several
 * outputs in one file, YAML indented or mail-quoted as a whole.
 */
class PastedOutputTest {

    private static List<Diagnostic> errorsAndWarnings(NodeState s) {
        return s.diagnostics().stream().filter(d -> d.severity() != Diagnostic.Severity.INFO).toList();
    }

    @Test
    void theManualsRootPromptAndLctlGetParam() {
        NodeState s = Fixtures.read("pasted/manual-lctl-get_param-peers.txt");
        assertEquals(List.of(), s.diagnostics());
        assertEquals(-3, s.get(Kinds.PEER_NI, "10.3.3.7@tcp").num(Kinds.MIN_TX_CREDITS, 0));
        assertEquals(4096, s.get(Kinds.PEER_NI, "10.3.3.7@tcp").num(Kinds.TXQ_NOB, 0));
        assertEquals(3, s.ofKind(Kinds.PEER_NI).size());
        FileSummary summary = s.summary("pasted/manual-lctl-get_param-peers.txt");
        assertEquals(3L, summary.read().get("peers table rows"));
        assertEquals(1L, summary.ignored().get("shell prompt/command lines"));
    }

    @Test
    void aBracketPromptBeforeLnetctlNetShowAndATrailingPrompt() {
        NodeState s = Fixtures.read("pasted/oss1-net-show.txt");
        assertEquals(List.of(), s.diagnostics());
        LnetObject ni = s.get(Kinds.NI, "10.0.0.21@o2ib");
        assertEquals("ib0", ni.text(Kinds.INTERFACE));
        assertEquals(8790, ni.num("recv_count", 0));
        assertEquals("[0,1]", ni.text("cpt"));
        assertEquals(Kinds.LAYOUT_2_12, s.layout(), "o2ib LND tunables under 'tunables:'");
        assertEquals(2L, s.summary("pasted/oss1-net-show.txt").ignored().get("shell prompt/command lines"));
    }

    /**
     * A ticket with five commands: uname's output is skipped (a note names its lines), the
     * headerless stats line is read because the command says it is stats, routes is empty but
     * valid, and each table ends at the next command line.
     */
    @Test
    void severalOutputsEachAfterItsCommandLine() {
        NodeState s = Fixtures.read("pasted/ticket-several-outputs.txt");
        assertEquals(List.of(), errorsAndWarnings(s), s.diagnostics().toString());
        Diagnostic note = s.diagnostics().get(0);
        assertEquals(2, note.line());
        assertTrue(note.message().contains("output of 'uname -r', not LNet output; ignored"), note.message());
        assertEquals(4411, s.get(Kinds.STATS, "").num("route_count", 0));
        assertEquals("enabled", s.get(Kinds.ROUTING, "").text(Kinds.ROUTING_STATE));
        assertTrue(s.ofKind(Kinds.ROUTE).isEmpty());
        assertEquals("10.1.0.17@o2ib1", s.get(Kinds.PEER_NI, "10.1.0.17@o2ib1").text(Kinds.PRIMARY_NID));
        assertEquals(2, s.ofKind(Kinds.PEER).size());
        assertEquals(6, s.ofKind(Kinds.POOL).size(), "the buffers table stops at the last prompt");
        assertEquals(3998, s.get(Kinds.POOL, "small 0").num(Kinds.POOL_MIN_CREDITS, 0));
        FileSummary summary = s.summary("pasted/ticket-several-outputs.txt");
        assertEquals(0L, summary.read().get("routes table rows"), "an empty table is read, not nothing");
        assertEquals(2L, summary.read().get("lnetctl peers"));
        assertEquals(1L, summary.ignored().get("output lines of 'uname -r'"));
        assertEquals(6L, summary.ignored().get("shell prompt/command lines"));
    }

    /**
     * Issue 36, item 10: {@code lctl get_param peers | grep o2ib1} and {@code cat .../nis |grep -v
     * 0@lo} print rows without their header. The filter used to make the command unknown, and the
     * rows were skipped as prose; they are read, with a warning that the header was missing.
     */
    @Test
    void grepOutputAfterItsCommandIsReadWithoutItsHeader() {
        NodeState s = Fixtures.read("pasted/ticket-grep-peers.txt");
        assertEquals(-451, s.get(Kinds.PEER_NI, "10.1.0.17@o2ib1").num(Kinds.TX_CREDITS, 0));
        assertEquals(2, s.ofKind(Kinds.PEER_NI).size());
        assertEquals(2, s.ofKind(Kinds.NI).size());
        assertEquals(8, s.get(Kinds.NI, "10.0.0.1@o2ib").num(Kinds.PEER_CREDITS, 0));
        List<Diagnostic> warnings = errorsAndWarnings(s);
        assertEquals(2, warnings.size(), warnings.toString());
        assertEquals(2, warnings.get(0).line());
        assertTrue(warnings.get(0).message().startsWith("peers: no header line"), warnings.get(0).message());
        assertEquals(5, warnings.get(1).line());
        assertTrue(warnings.get(1).message().startsWith("nis: no header line"), warnings.get(1).message());
        FileSummary summary = s.summary("pasted/ticket-grep-peers.txt");
        assertEquals(2L, summary.read().get("peers table rows"));
        assertEquals(2L, summary.read().get("nis table rows"));
    }

    /** Rows quoted in a mail, indented, without command or header, between prose: read as peers rows by their shape. */
    @Test
    void headerlessRowsInAMailAreReadByTheirShape() {
        NodeState s = Fixtures.read("pasted/mail-grep-rows.txt");
        assertEquals(2, s.ofKind(Kinds.PEER_NI).size(), s.diagnostics().toString());
        assertEquals(-12, s.get(Kinds.PEER_NI, "10.1.0.18@o2ib1").num(Kinds.TX_CREDITS, 0));
        assertEquals(49152, s.get(Kinds.PEER_NI, "10.1.0.18@o2ib1").num(Kinds.TXQ_NOB, 0));
        assertTrue(s.diagnostics().stream().anyMatch(d -> d.line() == 3 && d.message().startsWith("peers: no header line")),
                s.diagnostics().toString());
    }

    @Test
    void aRowShapeIsNotGuessedFromProseOrOtherTables() {
        assertEquals(Kind.PEERS, Sections.tableRowKind("10.1.0.17@o2ib1 43 up -1 8 8 8 -451 -451 1937792"));
        assertEquals(Kind.NIS, Sections.tableRowKind("0@lo up 0 0 0 0 0 0 0"));
        assertNull(Sections.tableRowKind("Hi, rtr01 is stuck again, output below: 1 2 3 4 5 6 7 8"));
        assertNull(Sections.tableRowKind("o2ib1 1 1 up 10.1.0.1@o2ib1 8 8 8 8"), "a routes row does not start with a NID");
        assertNull(Sections.tableRowKind("10.1.0.17@o2ib1 43 up -1 8 8 8 -451"), "too few columns for peers");
    }

    @Test
    void yamlIndentedAsAWholeKeepsItsLineNumbers() {
        NodeState s = Fixtures.read("pasted/mail-indented-route-show.yaml");
        assertEquals(List.of(), s.diagnostics());
        assertEquals("down", s.get(Kinds.ROUTE, "o2ib1 10.0.0.254@o2ib").text(Kinds.STATE));
        assertEquals(2, s.ofKind(Kinds.ROUTE).size());
        NodeState bad = new NodeState();
        LnetFiles.read("m.txt", "m.txt", "\n    peer:\n        - primary nid: 10.0.0.1@o2ib\n        - primary nid: 10.0.0.300@o2ib\n",
                bad);
        assertEquals(1, bad.diagnostics().size());
        assertEquals(4, bad.diagnostics().get(0).line(), "the file's line, not the de-indented text's");
    }

    @Test
    void mailQuotingIsRemovedFromEveryLine() {
        NodeState s = Fixtures.read("pasted/mail-quoted.txt");
        assertEquals(List.of(), s.diagnostics());
        assertEquals(290, s.get(Kinds.TX_QUEUE, "10.1.0.10@o2ib1 0").num(Kinds.TQ_CREDITS_MIN, 0));
        assertEquals("up", s.get(Kinds.ROUTE, "o2ib 10.1.0.254@o2ib1").text(Kinds.STATE));
    }

    @Test
    void bareHashGreaterAndGreaterPrompts() {
        NodeState s = Fixtures.read("pasted/hash-prompt-lnetctl.txt");
        assertEquals(List.of(), s.diagnostics());
        assertEquals(3, s.get(Kinds.GLOBAL, "").num("retry_count", 0));
        assertEquals(5, s.get(Kinds.PEER_NI, "10.0.0.254@o2ib").num(Kinds.LAST_ALIVE, 0));
    }

    @Test
    void commandsTellWhatFollows() {
        assertEquals(Kind.STATS, PastedCommand.parse("[root@rtr1 ~]# lctl get_param -n stats").kind());
        assertEquals(Kind.PEERS, PastedCommand.parse("# cat /proc/sys/lnet/peers").kind());
        assertEquals(Kind.NIS, PastedCommand.parse("root@c010:~# sudo cat /sys/kernel/debug/lnet/nis").kind());
        assertEquals(Kind.LNETCTL_YAML, PastedCommand.parse("$ sudo lnetctl peer show -v 2").kind());
        assertEquals(Kind.LNETCTL_YAML, PastedCommand.parse("oss1# cat /etc/lnet.conf").kind());
        assertNull(PastedCommand.parse("[root@rtr1 ~]# lctl get_param -n peers nis").kind(), "several tables: headers split them");
        assertTrue(PastedCommand.parse("[root@rtr1 ~]# lctl get_param -n peers nis").lnet());
        assertTrue(!PastedCommand.parse("[root@rtr1 ~]# dmesg | tail").lnet());
        // a YAML comment or a table row is no command line
        assertNull(PastedCommand.parse("# lnet.conf of the compute nodes"));
        assertNull(PastedCommand.parse("10.0.0.254@o2ib             2    up     5     8     8     8     8     5 0"));
        assertNull(PastedCommand.parse("    - net type: o2ib"));
    }

    @Test
    void proseBeforeTheOutputIsStillNotLnetOutput() {
        NodeState s = new NodeState();
        LnetFiles.read("mail.txt", "mail.txt", "Hi all, here is what I see:\n# lctl get_param peers\n", s);
        assertEquals(1, s.diagnostics().size());
        assertTrue(s.diagnostics().get(0).message().startsWith("not LNet output"));
        assertNotNull(s.summary("mail.txt"));
    }

    /**
     * Issue 36, block 2: a ticket's greeting before the output and its thanks under the table are
     * skipped and listed (a warning each, with line and text); the table between them is read.
     */
    @Test
    void proseAroundTheOutputIsSkippedAndListed() {
        NodeState s = Fixtures.read("pasted/ticket-with-prose.txt");
        assertEquals(2, s.ofKind(Kinds.PEER_NI).size(), "the peers table is read");
        assertEquals(-3, s.get(Kinds.PEER_NI, "10.3.3.7@tcp").num(Kinds.MIN_TX_CREDITS, 0));
        List<Diagnostic> said = errorsAndWarnings(s);
        assertEquals(List.of(1, 8, 9), said.stream().map(Diagnostic::line).toList(), said.toString());
        assertTrue(said.stream().allMatch(d -> d.severity() == Diagnostic.Severity.WARNING), said.toString());
        assertTrue(said.get(0).message().equals("skipped, not LNet output: \"Hi, rtr01 is stuck again since 03:10, output below.\""),
                said.get(0).message());
        assertTrue(said.get(1).message().contains("Thanks for looking at it."), said.get(1).message());
        assertEquals(3L, s.summary("pasted/ticket-with-prose.txt").ignored().get("prose lines (not LNet output), skipped"));
    }

    @Test
    void aLineOfWordsIsProseATableRowIsNot() {
        assertTrue(Sections.isProse("Thanks for looking at it."));
        assertTrue(!Sections.isProse("10.3.3.7@tcp                1    NA    -1     8     8     8     7    -3 4096"));
        assertTrue(!Sections.isProse("0@lo 1 NA -1 0 0 0 0 0 0"));
        assertTrue(!Sections.isProse("Bob"), "one word: not enough to call it prose inside a table");
    }

    /** Issue 36, item 10: the node is the one the prompt names, not the folder or a guess. */
    @Test
    void theHostComesFromThePrompt() {
        assertEquals("rtr02", PastedCommand.hostOf("Hi,\n[root@rtr02 ~]# lctl get_param peers\npeers=\n"));
        assertEquals("c010", PastedCommand.hostOf("root@c010:~$ cat /sys/kernel/debug/lnet/nis\n"));
        assertEquals("rtr02", PastedCommand.hostOf("rtr02$ lnetctl net show -v\nnet:\n"));
        assertEquals("rtr01", PastedCommand.hostOf(Fixtures.text("pasted/ticket-with-prose.txt")));
        assertNull(PastedCommand.hostOf("# lctl get_param peers\npeers=\n"), "the manual's bare # names no node");
        assertNull(PastedCommand.hostOf("Hi all: no prompt here\n"));
    }

    private static NodeState read(String text) {
        NodeState s = new NodeState();
        LnetFiles.read("pasted text", null, text, s);
        return s;
    }

    /**
     * Issue 36, item 10: a router's ticket as people paste it: the version tells the layout (2.12.9:
     * lpni_rtrq), routing=1 that it routes, free -m its memory (MemTotal, MemAvailable in bytes).
     */
    @Test
    void versionRoutingAndFreeFromATicket() {
        NodeState s = read("""
                [root@rtr02 ~]# lctl --version
                lctl 2.12.9
                [root@rtr02 ~]# lctl get_param routing
                routing=1
                [root@rtr02 ~]# free -m
                              total        used        free      shared  buff/cache   available
                Mem:           1259         980         120           8         159         220
                Swap:             0           0           0
                """);
        assertEquals(List.of(), errorsAndWarnings(s), s.diagnostics().toString());
        assertEquals(Kinds.LAYOUT_2_12, s.layout());
        assertEquals("enabled", s.get(Kinds.ROUTING, "").text(Kinds.ROUTING_STATE));
        LnetObject mem = s.get(Kinds.MEMINFO, "");
        assertEquals(1259L << 20, mem.num(Kinds.MEM_TOTAL, 0));
        assertEquals(220L << 20, mem.num(Kinds.MEM_AVAILABLE, 0));
    }

    @Test
    void lnetctlVersionOfMasterAndProcMeminfo() {
        NodeState s = read("""
                oss1$ lnetctl --version
                lnetctl 2.15.3
                oss1$ cat /proc/meminfo
                MemTotal:        1289216 kB
                MemFree:          122880 kB
                MemAvailable:     225280 kB
                Slab:             409600 kB
                SUnreclaim:       307200 kB
                oss1$ lctl get_param -n routing
                0
                """);
        assertEquals(List.of(), errorsAndWarnings(s), s.diagnostics().toString());
        assertEquals(Kinds.LAYOUT_MASTER, s.layout(), "2.13 and later: the peer's lp_rtrq");
        LnetObject mem = s.get(Kinds.MEMINFO, "");
        assertEquals(1289216L * 1024, mem.num(Kinds.MEM_TOTAL, 0));
        assertEquals(225280L * 1024, mem.num(Kinds.MEM_AVAILABLE, 0));
        assertEquals(307200L * 1024, mem.num(Kinds.SUNRECLAIM, 0));
        assertEquals("disabled", s.get(Kinds.ROUTING, "").text(Kinds.ROUTING_STATE));
    }

    /** A bare command line (no prompt) still says what follows; a lone "rtr02$" after a table is a prompt, not a row. */
    @Test
    void aBareCommandLineAndATrailingHostPrompt() {
        NodeState s = read("""
                lnetctl net show
                net:
                    - net type: o2ib
                      local NI(s):
                        - nid: 10.0.0.1@o2ib
                          status: up
                lctl get_param peers
                peers=
                nid                      refs state  last   max   rtr   min    tx   min queue
                10.3.3.7@tcp                1    NA    -1     8     8     8     7    -3 4096
                rtr02$
                """);
        assertEquals(List.of(), errorsAndWarnings(s), s.diagnostics().toString());
        assertNotNull(s.get(Kinds.NI, "10.0.0.1@o2ib"));
        assertNotNull(s.get(Kinds.PEER_NI, "10.3.3.7@tcp"));
        assertEquals(Kind.VERSION, PastedCommand.parse("lctl --version").kind());
        assertEquals(Kind.FREE, PastedCommand.parse("$ free -h").kind());
        assertEquals(5L << 30, SystemOutputs.bytes("5Gi", 1024));
        assertEquals(1L << 20, SystemOutputs.unit("[root@rtr02 ~]# free -m"));
    }

    /** Issue 36, item 10: `lnetscope import ticket/ticket.txt` names the node after the prompt in it, not the folder "ticket". */
    @Test
    void aSinglePastedFileIsTheNodeOfItsPrompt(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
        java.nio.file.Path ticket = java.nio.file.Files.createDirectories(dir.resolve("ticket"));
        java.nio.file.Path file = ticket.resolve("ticket.txt");
        java.nio.file.Files.writeString(file, Fixtures.text("pasted/ticket-with-prose.txt"));
        assertEquals(List.of("rtr01"), List.copyOf(new CollectedFiles().add(file.toString()).byHost().keySet()));
        java.nio.file.Path plain = ticket.resolve("peers");
        java.nio.file.Files.writeString(plain, Fixtures.text("collected-2.12/rtr1/peers"));
        assertEquals(List.of("ticket"), List.copyOf(new CollectedFiles().add(plain.toString()).byHost().keySet()),
                "no prompt: the folder's name");
    }
}
