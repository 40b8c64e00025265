package org.lnetscope.ui.replay;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.lnetscope.replay.EmfSync;
import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.replay.analysis.MemoryProjection.Sample;
import org.lnetscope.replay.analysis.MemoryTimeline;
import org.lnetscope.trace.TraceReader;

/**
 * Pinned memory per router across a whole trace, for the Timeline chart. Sampled on a private
 * reader and cursor (in a background job), so the user's cursor never moves under them.
 */
public final class MemoryCurve {

    private MemoryCurve() {
    }

    public static Map<String, List<Sample>> sample(Path trace, int points) throws IOException {
        try (TraceReader reader = TraceReader.open(trace)) {
            ReplayCursor cursor = new ReplayCursor(reader);
            EmfSync sync = new EmfSync(cursor.state());
            return MemoryTimeline.sample(cursor, sync, reader.startTimeNs(), reader.endTimeNs(), points);
        }
    }
}
