package org.lnetscope.session.replay;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.lnetscope.replay.ReplayCursor;
import org.lnetscope.trace.TraceReader;

/**
 * The time graph's "peers that matter": the peer NIs' rows ({@link PeerRows}) and the conns' rows
 * ({@link ConnRows}) from one reader, one cursor and one look at the trace's end
 * ({@link PeersThatMatter}), where each used to open the trace and build its own EMF model there.
 */
public record TimeGraphRows(List<PeerRows.Row> peers, List<ConnRows.Row> conns) {

    /** Both kinds of rows, sampled at {@code points} evenly spaced times (any thread; {@code cancelled} stops it). */
    public static TimeGraphRows sample(Path trace, int points, BooleanSupplier cancelled) throws IOException {
        try (TraceReader reader = TraceReader.open(trace)) {
            ReplayCursor cursor = new ReplayCursor(reader);
            cursor.seekToEvent(reader.eventCount());
            PeersThatMatter matter = PeersThatMatter.at(cursor);
            List<PeerRows.Row> peers = PeerRows.sample(reader, cursor, matter, points, cancelled);
            return new TimeGraphRows(peers, ConnRows.sample(reader, cursor, matter, points, cancelled));
        }
    }
}
