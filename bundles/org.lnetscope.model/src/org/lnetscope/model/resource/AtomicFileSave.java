package org.lnetscope.model.resource;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;

/**
 * Saves any file LNet Scope writes (models, reports, pictures, lists) by writing a temporary file
 * next to the target and renaming it over the target, so that a save that fails half-way (a dangling reference, a full disk, a crash) never damages the file
 * that was there: the rename is the only step that touches it, and it is atomic on one file system.
 */
public final class AtomicFileSave {

    /** What writes the content to a stream; it must not rely on the stream being a file. */
    public interface Writer {
        void write(OutputStream out) throws IOException;
    }

    private AtomicFileSave() {
    }

    /** The local file a resource would be saved to, or null when its URI is not a file. */
    static Path targetFile(Resource resource) {
        URI uri = resource.getURI();
        if (uri == null) {
            return null;
        }
        URI normalized = resource.getResourceSet() != null
                ? resource.getResourceSet().getURIConverter().normalize(uri) : uri;
        return normalized.isFile() ? Path.of(normalized.toFileString()) : null;
    }

    public static void write(Path target, Writer writer) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path directory = absolute.getParent();
        Files.createDirectories(directory);
        Path temporary = Files.createTempFile(directory, "." + absolute.getFileName() + ".", ".tmp");
        boolean renamed = false;
        try {
            copyPermissions(absolute, temporary);
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE);
                    OutputStream out = new BufferedOutputStream(Channels.newOutputStream(channel), 1 << 16)) {
                writer.write(new KeepOpen(out));
                out.flush();
                // Durable before it becomes visible: a crash after the rename must not leave an empty file.
                channel.force(true);
            }
            move(temporary, absolute);
            renamed = true;
        } finally {
            if (!renamed) {
                Files.deleteIfExists(temporary);
            }
        }
    }

    public static void write(Path target, byte[] content) throws IOException {
        write(target, out -> out.write(content));
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * Temporary files are created private (rw-------); keep the old file's permissions, or give a
     * new file the usual rw-r--r-- so that colleagues can read the models people pass around.
     */
    private static void copyPermissions(Path target, Path temporary) {
        try {
            Files.setPosixFilePermissions(temporary, Files.exists(target)
                    ? Files.getPosixFilePermissions(target) : PosixFilePermissions.fromString("rw-r--r--"));
        } catch (UnsupportedOperationException | IOException e) {
            // Not a POSIX file system: its default permissions will do.
        }
    }

    /** EMF savers may close the stream they are given; the channel must stay open for force(). */
    private static final class KeepOpen extends FilterOutputStream {
        KeepOpen(OutputStream out) {
            super(out);
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
        }

        @Override
        public void close() throws IOException {
            flush();
        }
    }
}
