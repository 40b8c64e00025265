package org.lnetscope.session.replay;

import java.io.IOException;
import java.nio.file.Path;

import org.lnetscope.trace.SeekIndex;
import org.lnetscope.trace.SeekIndexBuilder;
import org.lnetscope.trace.TraceReader;

/**
 * Builds a trace's seek index from the window, as `lnetscope trace index FILE` does
 * (SeekIndexBuilder.openOrBuild, into SeekIndex.defaultCacheDir), on a reader of its own so that the
 * session's cursor keeps moving meanwhile. The build replays the trace and holds a state as large as
 * its largest one beside the window's: {@link #heapNeeded} says how much heap that asks for, so the
 * window can refuse rather than run out of memory and lose what the user had.
 */
public final class SeekIndexBuild {

    /**
     * Heap per object of a replayed state: 814 MB for the full seed's 4.6 M objects at its OOM
     * (docs/benchmarks.md, "The Timeline's series beside the window's state"), rounded up.
     */
    static final long STATE_BYTES_PER_OBJECT = 180;

    private SeekIndexBuild() {
    }

    /**
     * About the heap a build of {@code reader}'s trace needs: three times the largest checkpoint's
     * state (the replayed state, the restore point being encoded, the encoder's buffers; `lnetscope
     * trace index` of the full seed peaked at 2.68 GB of RSS for its 4.6 M objects, docs/benchmarks.md,
     * about 2.6 times 180 B per object). An estimate from the checkpoints' stored bytes
     * (TraceReader.checkpointObjectsEstimate).
     */
    public static long heapNeeded(TraceReader reader) {
        long objects = 0;
        for (int k = 0; k < reader.checkpointCount(); k++) {
            objects = Math.max(objects, reader.checkpointObjectsEstimate(k));
        }
        return 3 * STATE_BYTES_PER_OBJECT * objects;
    }

    /** The heap this JVM can still give: its maximum less what is in use now. */
    public static long heapAvailable() {
        Runtime rt = Runtime.getRuntime();
        return rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
    }

    /**
     * What a build gave: the index's restore points, bytes and file when there is one; else why there
     * is none (stopped, or the trace's own checkpoints are already as close).
     */
    public record Result(int points, long bytes, Path file, String why) {

        public boolean built() {
            return file != null;
        }

        /** In a sentence, for the user: what is where, or why there is none. */
        public String text() {
            String size = bytes >= 1 << 20 ? String.format(java.util.Locale.ROOT, "%,d MB", bytes >> 20)
                    : String.format(java.util.Locale.ROOT, "%,d KB", Math.max(1, bytes >> 10));
            return built() ? String.format(java.util.Locale.ROOT, "The seek index has %,d restore points (%s) in %s", points, size,
                    file) : why;
        }
    }

    /**
     * Builds (or finds) the index of {@code trace}; {@code progress} sees events replayed of all and
     * stops the build by answering true (nothing is left: the index is renamed into place only
     * when whole). The index found or built is closed here: the session opens its own
     * (ReplaySession.useBuiltSeekIndex).
     */
    public static Result run(Path trace, SeekIndexBuilder.Progress progress) throws IOException {
        try (TraceReader reader = TraceReader.open(trace)) {
            SeekIndex.Status status = SeekIndexBuilder.openOrBuild(reader, SeekIndex.defaultCacheDir(), progress);
            if (status.index() == null) {
                return new Result(0, 0, null, status.why());
            }
            try (SeekIndex index = status.index()) {
                return new Result(index.count(), index.fileSize(), index.file(), status.why());
            }
        }
    }
}
