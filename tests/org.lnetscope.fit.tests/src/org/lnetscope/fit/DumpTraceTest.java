package org.lnetscope.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.trace.TraceReader;

/**
 * A dump written as the trace of its one instant (how the window opens a dump beside its fitted run)
 * holds the dump's state: its signature read back from the trace is the dump's own, figures and
 * what the dump lacks alike.
 */
class DumpTraceTest {

    @TempDir
    Path tmp;

    @Test
    void aCrashExtractsInstantReadsBackAsTheExtract() throws Exception {
        Path extract = tmp.resolve("router-2.12-small.crash");
        try (InputStream in = getClass().getResourceAsStream("/fixtures/router-2.12-small.crash")) {
            Files.copy(in, extract);
        }
        Path trace = DumpTrace.write(Dumps.fabric(extract), 5_000_000_000L, tmp.resolve("dump.lnettrace"), "test");
        try (TraceReader reader = TraceReader.open(trace)) {
            assertEquals(5_000_000_000L, reader.startTimeNs());
            assertEquals(0, reader.eventCount());
        }
        Signature own = Dumps.signature(extract, null, null);
        Signature back = Dumps.signatureAt(trace, null, 5_000_000_000L);
        assertEquals(own.node(), back.node());
        assertEquals(own.values(), back.values());
        assertEquals(own.missing(), back.missing());
    }

    @Test
    void aSnapshotsInstantReadsBackAsTheSnapshot() throws Exception {
        Path snapshot = tmp.resolve("dump.lnetmodelb");
        LnetResources.save(Tiny.state(List.of("tunables.peer_timeout=0", "duration=200s")), snapshot);
        Path trace = DumpTrace.write(Dumps.fabric(snapshot), 0, tmp.resolve("dump.lnettrace"), "test");
        assertEquals(Dumps.signature(snapshot, Tiny.ROUTER, null).values(), Dumps.signatureAt(trace, Tiny.ROUTER, 0).values());
        IOException e = assertThrows(IOException.class, () -> Dumps.fabric(trace));
        assertEquals(trace + ": a trace is not one instant; give the time", e.getMessage());
    }
}
