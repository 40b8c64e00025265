package org.lnetscope.session;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

import org.lnetscope.model.Fabric;

/**
 * Something open in LNet Scope: a snapshot (a model file or a crash extract), a trace being replayed
 * with its cursor ({@code ReplaySession}), or live agents being watched ({@code LiveSession}). Several can be open at once; none needs a display.
 */
public interface Session extends AutoCloseable {

    /** The fabric as of now: the snapshot, the trace at its cursor, or the live state. */
    Fabric fabric();

    /** The file it came from (or, live, the trace it records to). */
    Optional<Path> source();

    @Override
    void close() throws IOException;
}
