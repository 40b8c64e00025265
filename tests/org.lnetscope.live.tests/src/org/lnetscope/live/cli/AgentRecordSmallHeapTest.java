package org.lnetscope.live.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.trace.TraceReader;

/**
 * The finding, in a JVM of its own: an agent flooding new peers against {@code agent
 * record} under a small heap. Before, the recorder died with OutOfMemoryError stack traces from
 * the "lnetscope live fabric" thread, exit 1, the recording lost; now the default --max-objects
 * (one per 4 KB of heap) stops it first, the trace saved.
 */
class AgentRecordSmallHeapTest {

    @TempDir
    Path tmp;

    @Test
    void aFloodUnderA128MegabyteHeapStopsAtTheDefaultBoundWithoutAStackTrace() throws Exception {
        List<String> cp = AgentRecordJvm.classPath();
        assumeTrue(cp != null, "bundles are not on the file system here");
        Path trace = tmp.resolve("flood.lnettrace");
        AgentRecordJvm.Run run;
        // 300,000 new peer NIs: about 630 MB held without a bound, five times the heap
        try (ScriptedAgent agent = new ScriptedAgent("flood1", 300, 1_000, false)) {
            run = AgentRecordJvm.record(cp, "128m", tmp.resolve("record.log"), "127.0.0.1:" + agent.port(), "-o",
                    trace.toString(), "--duration", "10m");
        }
        int status = run.status();
        String said = run.said();
        System.out.println("agent record under -Xmx128m: exit " + status + "\n" + said);
        long bound = (128L << 20) / AgentCommand.BYTES_EACH;
        assertEquals(1, status, said);
        assertFalse(said.contains("OutOfMemory") || said.contains("Exception") || said.contains("\tat "), said);
        assertTrue(said.contains("saved what was recorded up to there as " + trace), said);
        assertTrue(said.contains("stopped at "), said);
        try (TraceReader reader = TraceReader.open(trace)) {
            assertEquals(List.of(), reader.warnings());
            assertTrue(reader.eventCount() >= 2 && reader.eventCount() < bound / 1_000, "events: " + reader.eventCount());
        }
    }
}
