package org.lnetscope.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.agent.source.MeminfoSource;
import org.lnetscope.core.Diagnostic;
import org.lnetscope.protocol.Kinds;
import org.lnetscope.protocol.LnetObject;
import org.lnetscope.protocol.NodeState;

/** /proc/meminfo as Linux prints it (meminfo_proc_show(), fs/proc/meminfo.c), and the files that are not it. */
class MeminfoSourceTest {

    @TempDir
    Path tmp;

    private static Path fixture(String name) {
        return Path.of(System.getProperty("user.dir")).resolve("fixtures/meminfo").resolve(name);
    }

    private NodeState read(Path file) {
        NodeState state = new NodeState();
        new MeminfoSource(file).readInto(state);
        return state;
    }

    @Test
    void aRhel7RoutersMeminfoInBytes() {
        NodeState state = read(fixture("rhel7-router.txt"));
        LnetObject mem = state.get(Kinds.MEMINFO, "");
        assertEquals(65692084L * 1024, mem.num(Kinds.MEM_TOTAL, -1));
        assertEquals(2260548L * 1024, mem.num(Kinds.MEM_AVAILABLE, -1));
        assertEquals(4518828L * 1024, mem.num(Kinds.SLAB, -1));
        assertEquals(4339368L * 1024, mem.num(Kinds.SUNRECLAIM, -1));
        assertEquals(4, mem.fields().size(), "only what the projection needs: " + mem);
        assertTrue(state.diagnostics().isEmpty(), state.diagnostics().toString());
    }

    @Test
    void thisMachinesOwnMeminfoReads() {
        NodeState state = read(Path.of("/proc/meminfo"));
        LnetObject mem = state.get(Kinds.MEMINFO, "");
        assertTrue(mem.num(Kinds.MEM_TOTAL, 0) > mem.num(Kinds.MEM_AVAILABLE, 0), mem.toString());
        assertTrue(mem.num(Kinds.MEM_AVAILABLE, 0) > 0, mem.toString());
    }

    @Test
    void aKernelBefore314HasNoMemAvailable() throws Exception {
        Path old = tmp.resolve("meminfo");
        Files.writeString(old, "MemTotal:       32826688 kB\nMemFree:         1182644 kB\nBuffers:          227804 kB\n"
                + "Slab:            2201240 kB\nSReclaimable:     480820 kB\nSUnreclaim:      1720420 kB\n");
        NodeState state = read(old);
        LnetObject mem = state.get(Kinds.MEMINFO, "");
        assertFalse(mem.has(Kinds.MEM_AVAILABLE));
        assertEquals(1720420L * 1024, mem.num(Kinds.SUNRECLAIM, -1));
        Diagnostic d = state.diagnostics().get(0);
        assertTrue(d.toString().contains("MemAvailable"), d.toString());
    }

    @Test
    void aBadValueNamesTheFileAndLine() throws Exception {
        Path bad = tmp.resolve("meminfo");
        Files.writeString(bad, "MemTotal:       32826688 kB\nMemFree:         1182644 kB\nMemAvailable:    lots\n");
        NodeState state = read(bad);
        // the bad line, then what it costs: no projection for this node
        assertEquals(2, state.diagnostics().size(), state.diagnostics().toString());
        String d = state.diagnostics().get(0).toString();
        assertTrue(d.startsWith(bad + ":3: error: MemAvailable: expected 'NUMBER kB', found 'lots'"), d);
        assertTrue(state.diagnostics().get(1).toString().contains("no OOM projection"), state.diagnostics().toString());
        assertFalse(state.get(Kinds.MEMINFO, "").has(Kinds.MEM_AVAILABLE));
    }

    @Test
    void notMeminfoAtAllIsAnErrorAndNoObject() throws Exception {
        Path other = tmp.resolve("peers");
        Files.writeString(other, "nid                      refs state  last   max   rtr   min    tx   min queue\n");
        NodeState state = read(other);
        assertNull(state.get(Kinds.MEMINFO, ""));
        assertTrue(state.diagnostics().get(0).toString().contains("MemTotal"));
        NodeState missing = read(tmp.resolve("none"));
        assertNull(missing.get(Kinds.MEMINFO, ""));
        assertTrue(missing.diagnostics().get(0).toString().contains("no such file"));
    }
}
