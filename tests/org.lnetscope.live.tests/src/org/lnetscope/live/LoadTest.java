package org.lnetscope.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** 20 agents at 10 Hz for 8 s into one recorder: every delta counted, none lost (the 100 x 60 s run is LoadBenchmark). */
class LoadTest {

    @TempDir
    Path tmp;

    @Test
    void twentyAgentsAtTenHertzLoseNothing() throws Exception {
        LoadRun.Result r = LoadRun.run(20, 8, 200, tmp.resolve("load.lnettrace"));
        System.err.println(r);
        assertTrue(r.published() >= 20 * 8 * 5, "agents published at about 10 Hz: " + r.published());
        assertEquals(0, r.lost(), "deltas lost");
        assertEquals(0, r.reconnects(), "no stream had to resynchronise");
        assertEquals(r.received() + 20, r.events(), "one trace event per delta plus one per snapshot");
        assertEquals(r.events(), r.traceEvents());
    }
}
