package org.lnetscope.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.lnetscope.core.Diagnostic;
import org.lnetscope.lnetfiles.LnetFiles;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.NodeRole;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.NodeState;

/**
 * Issue 36, item 10: every line of a ticket's prose is skipped and listed, wherever it is: under
 * a version, free, a table with a number in the sentence, lnetctl YAML with no prompt after it,
 * and a line ending in a colon that is no YAML. The closing "Let me know if you need more." used
 * to vanish (under free, the version, routing) or stop the YAML reader with a syntax error.
 */
class PastedProseTest {

    private static final String FILE = "pasted/ticket-prose-everywhere.txt";

    private static List<Diagnostic> notInfo(NodeState s) {
        return s.diagnostics().stream().filter(d -> d.severity() != Diagnostic.Severity.INFO).toList();
    }

    @Test
    void everyProseLineIsListedWithItsLineAndTheOutputsAroundThemAreRead() {
        NodeState s = CollectedFixtures.read(FILE);
        List<Diagnostic> said = notInfo(s);
        assertEquals(List.of(1, 2, 5, 10, 15, 25), said.stream().map(Diagnostic::line).toList(), said.toString());
        assertTrue(said.stream().allMatch(d -> d.severity() == Diagnostic.Severity.WARNING
                && d.message().startsWith("skipped, not LNet output: \"")), said.toString());
        assertEquals("skipped, not LNet output: \"Output below:\"", said.get(1).message(), "a colon makes no YAML key of it");
        assertEquals("skipped, not LNet output: \"Rebooted the client 2 times already, no change.\"", said.get(4).message());
        assertEquals("skipped, not LNet output: \"Let me know if you need more.\"", said.get(5).message());
        assertEquals(6L, s.summary(FILE).ignored().get("prose lines (not LNet output), skipped"), "the count is the lines listed");

        // what the prose was around is read whole
        assertEquals(Kinds.LAYOUT_MASTER, s.layout(), "lctl 2.15.3");
        assertEquals(48127L << 20, s.get(Kinds.MEMINFO, "").num(Kinds.MEM_TOTAL, 0));
        assertEquals(3, s.get(Kinds.PEER_NI, "10.1.0.17@o2ib1").num(Kinds.MIN_RTR_CREDITS, 0));
        assertEquals("enabled", s.get(Kinds.ROUTING, "").text(Kinds.ROUTING_STATE));
        assertEquals(2048, s.get(Kinds.POOL, "tiny 0").num(Kinds.NBUFFERS, 0));

        Fabric f = FabricImport.build("t", Map.of("rtr03", s), null, Map.of());
        assertEquals(NodeRole.ROUTER, f.findNode("rtr03").getRole());
    }

    /** The same closing line under each output that used to swallow it, each at the end of a paste. */
    @Test
    void aClosingLineIsListedUnderEachKindOfOutput() {
        for (String output : List.of("lctl get_param -n routing\n1", "lctl --version\nlctl 2.12.9",
                "free -m\n              total        used        free      shared  buff/cache   available\n"
                        + "Mem:           1259         980         120           8         159         220",
                "cat /proc/meminfo\nMemTotal:        1289216 kB\nMemAvailable:     225280 kB",
                "lnetctl net show\nnet:\n    - net type: o2ib\n      local NI(s):\n        - nid: 10.0.0.1@o2ib\n          status: up",
                "lctl get_param peers\npeers=\nnid                      refs state  last   max   rtr   min    tx   min queue\n"
                        + "10.3.3.7@tcp                1    NA    -1     8     8     8     7    -3 4096")) {
            NodeState s = new NodeState();
            String text = "Hi, output below.\n[root@rtr02 ~]# " + output + "\nLet me know if you need more.\n";
            LnetFiles.read("t.txt", "t.txt", text, s);
            List<Diagnostic> said = notInfo(s);
            int last = (int) text.lines().count();
            assertEquals(List.of(1, last), said.stream().map(Diagnostic::line).toList(), output + ": " + s.diagnostics());
            assertEquals("skipped, not LNet output: \"Let me know if you need more.\"", said.get(1).message(), output);
            assertEquals(2L, s.summary("t.txt").ignored().get("prose lines (not LNet output), skipped"), output);
            assertTrue(s.summary("t.txt").anythingRead(), output);
        }
    }

    /** A peers row pasted right under lnetctl YAML, without its command or header, is a row (by its shape), not prose. */
    @Test
    void aRowUnderLnetctlYamlIsReadAndTheProseUnderItListed() {
        NodeState s = new NodeState();
        LnetFiles.read("t.txt", "t.txt", """
                [root@rtr02 ~]# lnetctl route show
                route:
                    - net: o2ib1
                      gateway: 10.0.0.254@o2ib
                      hop: -1
                      priority: 0
                      state: up
                10.1.0.17@o2ib1            43    up    -1     8     8     8  -451  -451 1937792
                Thanks, Bob
                """, s);
        assertEquals("up", s.get(Kinds.ROUTE, "o2ib1 10.0.0.254@o2ib").text(Kinds.STATE));
        assertEquals(-451, s.get(Kinds.PEER_NI, "10.1.0.17@o2ib1").num(Kinds.TX_CREDITS, 0));
        // the skipped lines are said as the file is cut, the tables' own problems as each is read
        List<Diagnostic> said = notInfo(s).stream().sorted(java.util.Comparator.comparingInt(Diagnostic::line)).toList();
        assertEquals(List.of(8, 9), said.stream().map(Diagnostic::line).toList(), said.toString());
        assertTrue(said.get(0).message().startsWith("peers: no header line"), said.get(0).message());
        assertEquals("skipped, not LNet output: \"Thanks, Bob\"", said.get(1).message());
    }
}
