package org.lnetscope.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.lnetscope.trace.state.FlatState;

/**
 * A trace users already have: examples/traces/three-routers-prometheus.lnettrace was written by
 * `lnetscope prometheus history` in format 1.0, before format 2 (docs/trace-format.md,
 * "Versions"). This reader opens it as it is and replays every event.
 */
class FormatOneExampleTest {

    private static Path example(String name) {
        Path dir = Path.of(System.getProperty("user.dir")).toAbsolutePath();
        for (Path d = dir; d != null; d = d.getParent()) {
            Path candidate = d.resolve("examples").resolve("traces").resolve(name);
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        throw new IllegalStateException("examples/traces/" + name + " not found above " + dir);
    }

    @Test
    void aFormatOneTraceFromBeforeFormatTwoStillOpensAndReplays() throws IOException {
        try (TraceReader reader = TraceReader.open(example("three-routers-prometheus.lnettrace"))) {
            assertEquals(1, reader.header().formatMajor());
            assertEquals(List.of(), reader.warnings());
            assertEquals(159, reader.eventCount());
            FlatState state = reader.loadCheckpoint(0);
            EventStream stream = reader.events(0);
            Event event = new Event();
            long sets = 0;
            long n = 0;
            while (stream.next(event)) {
                for (int op = 0; op < event.opCount(); op++) {
                    sets += event.opKind(op) == Event.SET ? 1 : 0;
                }
                StateApplier.apply(event, state, null);
                n++;
            }
            assertEquals(159, n);
            assertTrue(sets > 100, "an agent trace is mostly credit SETs: " + sets);
            assertTrue(state.liveCount() > 10, "objects after replay: " + state.liveCount());
        }
    }
}
