package org.lnetscope.model.resource;

import java.io.BufferedOutputStream;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.OverlappingFileLockException;
import java.nio.channels.WritableByteChannel;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

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
        try {
            Files.createDirectories(directory);
        } catch (FileAlreadyExistsException e) {
            throw new IOException("cannot write " + target + ": " + e.getFile() + " is not a directory", e);
        } catch (FileSystemException e) {
            throw cannotWrite(target, e);
        }
        if (Files.isDirectory(absolute)) {
            throw new IOException("cannot write " + target + ": it is a directory");
        }
        // One temporary name per output, not a fresh random one each run: a run killed with
        // kill -9 leaves at most this one file, and the next run to the same output reuses it.
        Path temporary = temporaryFor(absolute);
        FileChannel channel;
        try {
            channel = FileChannel.open(temporary, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
        } catch (FileSystemException e) {
            throw cannotWrite(target, e);
        }
        boolean renamed = false;
        PENDING.add(temporary);
        try (channel) {
            // Two saves to one output at once would share the temporary file: the second is refused.
            boolean locked;
            try {
                // held until the channel is closed, after the rename
                locked = channel.tryLock() != null;
            } catch (OverlappingFileLockException e) {
                locked = false;
            } catch (IOException e) {
                // a file system without locks (some NFS mounts): save as before, unguarded
                locked = true;
            }
            if (!locked) {
                throw new IOException("cannot write " + target + ": another LNet Scope is writing it (" + temporary + " is locked)");
            }
            channel.truncate(0);
            copyPermissions(absolute, temporary);
            OutputStream out = new BufferedOutputStream(Channels.newOutputStream(new Unclosable(channel)), 1 << 16);
            writer.write(new KeepOpen(out));
            out.flush();
            // Durable before it becomes visible: a crash after the rename must not leave an empty file.
            channel.force(true);
            try {
                move(temporary, absolute);
            } catch (FileSystemException e) {
                throw cannotWrite(target, e);
            }
            renamed = true;
        } finally {
            if (!renamed) {
                Files.deleteIfExists(temporary);
            }
            PENDING.remove(temporary);
        }
    }

    /** The temporary file a save of {@code target} writes before the rename: {@code .NAME.tmp} beside it. */
    public static Path temporaryFor(Path target) {
        Path absolute = target.toAbsolutePath();
        return absolute.resolveSibling("." + absolute.getFileName() + ".tmp");
    }

    /**
     * "cannot write OUT: permission denied" rather than the JDK's message, which names only the
     * temporary file and not why.
     */
    static IOException cannotWrite(Path target, FileSystemException e) {
        String why;
        if (e instanceof AccessDeniedException) {
            why = "permission denied";
        } else if (e instanceof NoSuchFileException) {
            why = "no such directory";
        } else if (e.getReason() != null) {
            why = e.getReason().toLowerCase(Locale.ROOT);
        } else {
            why = e.getClass().getSimpleName();
        }
        return new IOException("cannot write " + target + ": " + why, e);
    }

    /** Temporary files being written; Ctrl+C (a shutdown hook) deletes them so no half file stays behind. */
    private static final Set<Path> PENDING = ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            for (Path p : PENDING) {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // exiting anyway; the next save to the same output reuses the name
                }
            }
        }, "AtomicFileSave cleanup"));
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

    /** Channels.newOutputStream closes its channel on close; the lock and force() need it open. */
    private record Unclosable(FileChannel channel) implements WritableByteChannel {
        @Override
        public int write(ByteBuffer src) throws IOException {
            return channel.write(src);
        }

        @Override
        public boolean isOpen() {
            return channel.isOpen();
        }

        @Override
        public void close() {
            // the owner closes the channel
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
