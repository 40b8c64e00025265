package org.lnetscope.session;

import java.nio.file.Path;
import java.util.Optional;

import org.lnetscope.analysis.ConsoleLog;

import org.lnetscope.model.Fabric;

/**
 * One instant of a fabric: a {@code .lnetmodel} file or what a crash extract says, with the extract's
 * kernel log (what tells the conditions apart in Explain: WhyQueued). Nothing to close.
 */
public record SnapshotSession(Fabric fabric, Path file, ConsoleLog log) implements Session {

    /** A snapshot with no kernel log (a model file, an import). */
    public SnapshotSession(Fabric fabric, Path file) {
        this(fabric, file, ConsoleLog.NONE);
    }

    @Override
    public Optional<Path> source() {
        return Optional.ofNullable(file);
    }

    @Override
    public void close() {
        // A loaded model holds no file open.
    }
}
