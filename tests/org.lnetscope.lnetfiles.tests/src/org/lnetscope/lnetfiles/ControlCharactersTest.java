package org.lnetscope.lnetfiles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.protocol.NodeState;

/**
 * Issue 30, §4: a NUL from a crashed node's log is line damage, skipped and listed, and the other
 * lines are read; the colours of a pasted prompt are stripped before parsing.
 */
class ControlCharactersTest {

    private static final String PEERS = """
            nid                      refs state  last   max   rtr   min    tx   min queue
            10.0.0.1@o2ib               2    up    -1     8     8     8     8     6 0
            10.0.0.2@o2ib\u0000\u0000\u0000\u0000     1    up    -1     8     8     8     8     8 0
            10.0.0.3@o2ib               1    up    -1     8     8     8     8     8 0
            """;

    @Test
    void aNulLineIsSkippedAndListedAndTheRestIsRead() {
        NodeState state = new NodeState();
        LnetFiles.read("oss1/peers", "peers", PEERS, state);
        List<String> said = state.diagnostics().stream().map(d -> d.line() + ": " + d.message()).toList();
        assertTrue(said.contains("3: control character \\x00 (line damage): line skipped"), said.toString());
        assertEquals(2, state.objects().size(), "the two whole peer lines: " + state.objects());
        assertEquals(1L, state.summary("oss1/peers").ignored().get("damaged lines (control characters)"));
    }

    @Test
    void colouredOutputReadsAsPlainOutput() {
        NodeState plain = new NodeState();
        LnetFiles.read("oss1/peers", "peers", PEERS.replace("\u0000\u0000\u0000\u0000", "    "), plain);
        NodeState coloured = new NodeState();
        LnetFiles.read("oss1/peers", "peers", PEERS.replace("\u0000\u0000\u0000\u0000", "    ").replace("up", "\u001b[32mup\u001b[0m"),
                coloured);
        assertEquals(3, plain.objects().size());
        assertEquals(plain.objects().size(), coloured.objects().size());
        assertEquals(List.of(), coloured.diagnostics().stream().filter(d -> d.message().contains("control")).toList());
    }
}
