package org.lnetscope.lnetfiles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.core.Diagnostic;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.NodeState;

/** lnetctl YAML read from a Reader as it comes, one top-level item at a time, with bounded entries. */
class LnetctlStreamTest {

    @Test
    void aReaderGivesTheSameStateAsTheWholeText() {
        String yaml = Fixtures.text("collected-2.12/oss1/peer-show.yaml");
        NodeState whole = new NodeState();
        LnetFiles.readLnetctl("p", yaml, whole);
        NodeState streamed = new NodeState();
        // a Reader that hands out 7 characters at a time, as a pipe may
        Reader trickle = new StringReader(yaml) {
            @Override
            public int read(char[] b, int off, int len) throws IOException {
                return super.read(b, off, Math.min(len, 7));
            }
        };
        LnetFiles.readLnetctl("p", trickle, streamed);
        assertEquals(whole.byKey(), streamed.byKey());
        assertEquals(3, whole.objects().size(), "a peer and its two peer NIs");
    }

    /** A syntax error late in a long output keeps every peer before it (the whole-tree composer kept none). */
    @Test
    void itemsBeforeASyntaxErrorAreKept() {
        NodeState s = new NodeState();
        LnetFiles.readLnetctl("p", "peer:\n    - primary nid: 1@gni\n    - primary nid: 2@gni\n    - primary nid: [3@gni\n", s);
        assertNotNull(s.get(Kinds.PEER, "1@gni"));
        assertNotNull(s.get(Kinds.PEER, "2@gni"));
        assertEquals(1, s.diagnostics().size());
        assertTrue(s.diagnostics().get(0).message().endsWith("the rest of the file is not read"), s.diagnostics().toString());
    }

    /** Aliases are how YAML bombs amplify; lnetctl never prints one. */
    @Test
    void aliasesAreRefusedNotExpanded() {
        NodeState s = new NodeState();
        LnetFiles.readLnetctl("p", "global: &g\n    retry_count: 3\nstatistics: *g\n", s);
        assertEquals(3, s.get(Kinds.GLOBAL, "").num("retry_count", 0));
        List<Diagnostic> errors = s.diagnostics().stream().filter(d -> d.severity() == Diagnostic.Severity.ERROR).toList();
        assertTrue(errors.stream().anyMatch(d -> d.message().contains("1 YAML aliases (*name) read as empty values")),
                errors.toString());
        assertTrue(s.get(Kinds.STATS, "") == null || s.get(Kinds.STATS, "").fields().isEmpty(), "the alias was not expanded");
    }

    @Test
    void deepNestingIsRefusedWithItsLine() {
        StringBuilder b = new StringBuilder("global:\n");
        for (int i = 0; i < 80; i++) {
            b.append(" ".repeat(4 * (i + 1))).append("k").append(i).append(":\n");
        }
        b.append(" ".repeat(4 * 81)).append("v: 1\n");
        NodeState s = new NodeState();
        LnetFiles.readLnetctl("deep", b.toString(), s);
        assertEquals(1, s.diagnostics().size(), s.diagnostics().toString());
        assertTrue(s.diagnostics().get(0).message().contains("nested more than 64 levels"), s.diagnostics().get(0).message());
        assertTrue(s.diagnostics().get(0).line() > 60);
    }
}
