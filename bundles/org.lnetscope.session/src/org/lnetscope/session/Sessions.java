package org.lnetscope.session;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.function.DoubleConsumer;

import org.lnetscope.model.resource.FileKind;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.session.replay.ReplaySession;
import org.lnetscope.vmcore.model.VmcoreExtract;

/** Opens a file as the session its kind calls for ({@link FileKind}), for the window and the CLI alike. */
public final class Sessions {

    private Sessions() {
    }

    /**
     * Opens {@code file} (any thread; a million-object model takes seconds).
     *
     * @throws IOException whose message names the file, and the line, column or offset where it is bad
     * @throws IllegalArgumentException for a crash extract with no LNet state in it
     */
    public static Session open(Path file) throws IOException {
        return open(file, fraction -> {});
    }

    /**
     * Opens {@code file} as {@link #open(Path)} does, telling {@code progress} how much of a model
     * file is read (0 to 1, from the bytes read; a trace or an extract says nothing until done).
     * The window shows it as "Loading FILE (n %)".
     */
    public static Session open(Path file, DoubleConsumer progress) throws IOException {
        return open(file, progress, ReplaySession.Mirror.FULL);
    }

    /**
     * Opens {@code file} as {@link #open(Path, DoubleConsumer)} does; a trace's model holds what
     * {@code mirror} says (the window's leaves lnet_msg and kib_rx to the replay state).
     */
    public static Session open(Path file, DoubleConsumer progress, ReplaySession.Mirror mirror) throws IOException {
        if (!Files.exists(file)) {
            throw new NoSuchFileException(file.toString(), null, "no such file");
        }
        return switch (FileKind.of(file)) {
            case TRACE -> ReplaySession.open(file, mirror);
            case MODEL -> new SnapshotSession(LnetResources.load(ReadProgress.resourceSet(file, progress), file), file);
            case CRASH_EXTRACT -> {
                VmcoreExtract extract = VmcoreExtract.read(file);
                if (!extract.hasLnetState()) {
                    throw new IllegalArgumentException(VmcoreExtract.noLnetState(file));
                }
                yield new SnapshotSession(extract.fabric(), file, extract.timeline());
            }
        };
    }
}
