package org.lnetscope.session;

import java.nio.file.Path;
import java.util.Optional;

import org.lnetscope.model.Fabric;

/** One instant of a fabric: a {@code .lnetmodel} file or what a crash extract says. Nothing to close. */
public record SnapshotSession(Fabric fabric, Path file) implements Session {

    @Override
    public Optional<Path> source() {
        return Optional.ofNullable(file);
    }

    @Override
    public void close() {
        // A loaded model holds no file open.
    }
}
