package org.lnetscope.fit;

import java.io.IOException;
import java.nio.file.Path;

import org.lnetscope.model.Fabric;
import org.lnetscope.trace.TraceOptions;
import org.lnetscope.trace.TraceWriter;

/**
 * A dump (one instant: a snapshot or a crash extract) as a trace of that instant alone, so it opens
 * beside its fitted run as a comparison (which takes two traces): its initial state is the dump's
 * fabric at {@code timeNs}, and it has no event. It says nothing of before or after; the comparison
 * shows it as "not started" before and "ended" after.
 */
public final class DumpTrace {

    private DumpTrace() {
    }

    public static Path write(Fabric dump, long timeNs, Path out, String description) throws IOException {
        try (TraceWriter writer = TraceWriter.create(out, dump, timeNs,
                TraceOptions.defaults("lnetscope fit (the dump)").withDescription(description))) {
            writer.flush();
        }
        return out;
    }
}
