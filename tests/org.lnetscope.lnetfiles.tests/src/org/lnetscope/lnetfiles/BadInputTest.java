package org.lnetscope.lnetfiles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.lnetscope.core.Diagnostic;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.NodeState;

/** Bad lines become file:line diagnostics; the good lines around them are kept; nothing throws. */
class BadInputTest {

    @Test
    void everyBadPeersLineIsNamedAndSkipped() {
        NodeState s = Fixtures.read("bad/peers");
        List<Integer> lines = s.diagnostics().stream().map(Diagnostic::line).toList();
        assertEquals(List.of(3, 4, 5, 6, 7), lines, s.diagnostics().toString());
        assertTrue(s.diagnostics().get(0).message().contains("expected 10 columns"), s.diagnostics().get(0).message());
        assertTrue(s.diagnostics().get(1).message().contains("10.1.0.300@o2ib1"), s.diagnostics().get(1).message());
        assertTrue(s.diagnostics().get(2).message().contains("maybe"));
        assertTrue(s.diagnostics().get(4).message().contains("32-bit"));
        assertEquals("bad/peers:3: error: " + s.diagnostics().get(0).message(), s.diagnostics().get(0).toString());
        assertNotNull(s.get(Kinds.PEER_NI, "10.1.0.17@o2ib1"));
        assertNotNull(s.get(Kinds.PEER_NI, "10.1.0.22@o2ib1"));
        assertEquals(2, s.ofKind(Kinds.PEER_NI).size());
    }

    @Test
    void brokenYamlKeepsWhatCameBeforeAndNamesTheLine() {
        NodeState s = Fixtures.read("bad/net.yaml");
        assertTrue(s.diagnostics().stream().anyMatch(d -> d.line() >= 8 && d.message().contains("lnetctl YAML")),
                s.diagnostics().toString());
        // composition fails as a whole: SnakeYAML gives no partial document, so nothing is kept
        assertTrue(s.diagnostics().stream().allMatch(d -> d.severity() == Diagnostic.Severity.ERROR));
    }

    @Test
    void badNidInYamlIsADiagnosticWithItsLine() {
        NodeState s = new NodeState();
        LnetFiles.read("n.yaml", "n.yaml", "net:\n    - net type: o2ib\n      local NI(s):\n        - nid: 10.0.0.1@o2ib\n"
                + "          status: up\n        - nid: not-a-nid\n          status: up\n", s);
        assertEquals(1, s.diagnostics().size());
        assertEquals(6, s.diagnostics().get(0).line());
        assertNotNull(s.get(Kinds.NI, "10.0.0.1@o2ib"));
    }

    @Test
    void textThatIsNotLnetOutput() {
        NodeState s = Fixtures.read("bad/random.txt");
        assertEquals(1, s.diagnostics().size());
        assertEquals(1, s.diagnostics().get(0).line());
        assertTrue(s.diagnostics().get(0).message().startsWith("not LNet output"));
    }

    @Test
    void randomBytesNeverThrow() {
        Random random = new Random(12);
        String peers = Fixtures.text("collected-2.12/rtr1/peers");
        String yaml = Fixtures.text("collected-2.12/oss1/peer-show.yaml");
        for (int i = 0; i < 300; i++) {
            for (String base : new String[] {peers, yaml}) {
                StringBuilder b = new StringBuilder(base);
                for (int k = 0; k < 5; k++) {
                    int at = random.nextInt(b.length());
                    b.setCharAt(at, (char) (random.nextInt(95) + 32));
                }
                if (random.nextBoolean()) {
                    b.setLength(random.nextInt(b.length()));
                }
                NodeState s = new NodeState();
                LnetFiles.read("fuzz", "peers", b.toString(), s);
            }
        }
    }
}
