package org.lnetscope.model.resource;

import java.io.Closeable;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.AccessDeniedException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.resource.Resource;

/**
 * The one save path of LNet Scope: every file it writes (models, traces, reports, pictures, lists,
 * recordings) is written to a temporary file beside it and renamed over it, so that a save that
 * fails half-way (a dangling reference, a full disk, kill -9) never damages the file that was
 * there: the rename is the only step that touches it.
 *
 * <p>Output folders may be shared with a hostile neighbour (group project folders, NFS scratch),
 * so the temporary file is created new and exclusively ({@code O_CREAT|O_EXCL}, which never
 * follows a link) under a random hidden name {@code .NAME.<random>.tmp}, with its final
 * permissions from its creation on (the old file's mode, or rw-rw-rw-, both narrowed by the
 * umask: never widened, and no later chmod by path). Two saves to one output at once: the second
 * is refused ({@code .NAME.lock}, see {@link Lock}); each save deletes only what it created.
 *
 * <p>An output that is a symbolic link keeps its link: the file it points to is replaced
 * (atomically, by a temporary file in that file's folder). A link to nothing is refused.
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

    public static void write(Path target, byte[] content) throws IOException {
        write(target, out -> out.write(content));
    }

    public static void write(Path target, Writer writer) throws IOException {
        try (Save save = begin(target)) {
            writer.write(new KeepOpen(save.stream()));
            save.commit();
        }
    }

    /**
     * Refuses an output before any work, with {@code cannot write OUT: <reason>}: an output that is
     * one of {@code inputs} (the same file, also through a link or a hard link), an existing output
     * that is not a regular file (folder, device, FIFO, socket), a link to nothing, a missing folder.
     */
    public static void checkOutput(Path out, Path... inputs) throws IOException {
        Path file = resolve(out);
        boolean exists = Files.exists(file, LinkOption.NOFOLLOW_LINKS);
        for (Path input : inputs) {
            if (input != null && (exists ? sameFile(file, input) : input.toAbsolutePath().normalize().equals(file))) {
                {
                    throw new IOException("cannot write " + out + ": it is the input " + input
                            + (input.equals(out) ? "" : " (the same file)") + "; choose another output");
                }
            }
        }
    }

    /** Starts a save of {@code target}: the caller writes {@link Save#stream()}, then commits. */
    public static Save begin(Path target) throws IOException {
        Path file = resolve(target);
        Lock lock = Lock.take(target, file);
        try {
            return new Save(target, file, lock);
        } catch (IOException | RuntimeException | Error e) {
            lock.release();
            throw e;
        }
    }

    /**
     * The stream of the save whose temporary file is {@code file}, for writers that take a path
     * (the trace writer); any other path is opened as before.
     */
    public static OutputStream openStream(Path file) throws IOException {
        Save save = ACTIVE.get(file.toAbsolutePath());
        return save != null ? new KeepOpen(save.stream()) : Files.newOutputStream(file);
    }

    /**
     * The file a save of {@code out} replaces: {@code out}, or the file its link names. Every
     * reason it cannot be written that is known before writing is thrown here.
     */
    static Path resolve(Path out) throws IOException {
        Path absolute = out.toAbsolutePath().normalize();
        if (absolute.getFileName() == null) {
            throw new IOException("cannot write " + out + ": it is a folder");
        }
        Path file = absolute;
        if (Files.isSymbolicLink(absolute)) {
            try {
                file = absolute.toRealPath();
            } catch (NoSuchFileException e) {
                throw new IOException("cannot write " + out + ": it is a link to " + Files.readSymbolicLink(absolute)
                        + ", which does not exist");
            } catch (FileSystemException e) {
                throw cannotWrite(out, e);
            }
        }
        Path folder = file.getParent();
        BasicFileAttributes folderAttributes;
        try {
            folderAttributes = Files.readAttributes(folder, BasicFileAttributes.class);
        } catch (NoSuchFileException e) {
            Path missing = folder;
            while (missing.getParent() != null && !Files.exists(missing.getParent())) {
                missing = missing.getParent();
            }
            throw new IOException("cannot write " + out + ": no folder " + missing);
        } catch (FileSystemException e) {
            if (e.getReason() != null && e.getReason().toLowerCase(Locale.ROOT).contains("not a directory")) {
                throw new IOException("cannot write " + out + ": " + notAFolder(folder) + " is not a folder");
            }
            throw cannotWrite(out, e);
        }
        if (!folderAttributes.isDirectory()) {
            throw new IOException("cannot write " + out + ": " + folder + " is not a folder");
        }
        String kind = kind(file);
        if (kind != null) {
            throw new IOException("cannot write " + out + ": " + kind);
        }
        return file;
    }

    /** The first of {@code folder} and its parents that exists and is not a folder. */
    private static Path notAFolder(Path folder) {
        Path p = folder;
        while (p.getParent() != null && !Files.isDirectory(p.getParent())) {
            p = p.getParent();
        }
        return p;
    }

    /** Why an existing {@code file} cannot be replaced by a regular file, or null if it can (or is absent). */
    private static String kind(Path file) throws IOException {
        BasicFileAttributes a;
        try {
            a = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        } catch (NoSuchFileException e) {
            return null;
        }
        if (a.isRegularFile()) {
            return null;
        }
        if (a.isDirectory()) {
            return "it is a folder";
        }
        int type = -1;
        try {
            type = ((Integer) Files.getAttribute(file, "unix:mode", LinkOption.NOFOLLOW_LINKS)) & 0170000;
        } catch (UnsupportedOperationException | IllegalArgumentException e) {
            // not a unix file system: "not a regular file" below
        }
        return switch (type) {
            case 0020000 -> "it is a character device, not a regular file";
            case 0060000 -> "it is a block device, not a regular file";
            case 0010000 -> "it is a named pipe (FIFO), not a regular file";
            case 0140000 -> "it is a socket, not a regular file";
            default -> "it is not a regular file";
        };
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            Object ka = Files.readAttributes(a, BasicFileAttributes.class).fileKey();
            Object kb = Files.readAttributes(b, BasicFileAttributes.class).fileKey();
            return ka != null ? ka.equals(kb) : Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
    }

    /**
     * "cannot write OUT: permission denied" rather than the JDK's message, which names only the
     * temporary file and not why.
     */
    static IOException cannotWrite(Path target, IOException e) {
        String why;
        if (e.getMessage() != null && e.getMessage().startsWith("cannot write ")) {
            return e;
        } else if (e instanceof AccessDeniedException) {
            why = "permission denied";
        } else if (e instanceof NoSuchFileException) {
            why = "no such folder";
        } else if (e instanceof NotDirectoryException) {
            why = "not a folder";
        } else if (e instanceof FileSystemException f && f.getReason() != null) {
            why = f.getReason().toLowerCase(Locale.ROOT);
        } else if (e.getMessage() != null && !(e instanceof FileSystemException)) {
            why = e.getMessage().toLowerCase(Locale.ROOT);
        } else {
            why = "the system refused it";
        }
        return new IOException("cannot write " + target + ": " + why, e);
    }

    /** Temporary files and locks this process created and still holds; Ctrl+C (a shutdown hook) deletes them. */
    private static final Map<Path, Save> ACTIVE = new ConcurrentHashMap<>();

    /**
     * How long the Ctrl+C cleanup waits for saves whose owner ends them itself on a signal
     * ({@link Save#endedByOwnerOnSignal()}): a little longer than the owners' own grace
     * (StopOnSignal, agent record's hook: 120 s), so that an owner still finishing is never cut.
     */
    static final long OWNER_GRACE_MS = 125_000;

    static {
        // Shutdown hooks run at once, in no order: a save whose owner commits it from its own hook (a
        // stopped simulation keeps its trace as OUT.stopped-at-T, agent record keeps what it recorded)
        // must not be deleted under it, as it was; others are deleted at once, and an owner's save
        // left after the grace is deleted too (no half file either way).
        Runtime.getRuntime().addShutdownHook(new Thread(() -> cleanUp(OWNER_GRACE_MS), "AtomicFileSave cleanup"));
    }

    /** What the Ctrl+C hook does: abandons every save but the owners', waits for those, then abandons what is left. */
    static void cleanUp(long graceMs) {
        for (Save save : ACTIVE.values()) {
            if (!save.ownerEnds) {
                save.abandon();
            }
        }
        long end = System.nanoTime() + graceMs * 1_000_000L;
        while (ACTIVE.values().stream().anyMatch(s -> s.ownerEnds) && System.nanoTime() < end) {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        for (Save save : ACTIVE.values()) {
            save.abandon();
        }
    }

    private static final SecureRandom RANDOM = new SecureRandom();

    private static String randomName() {
        byte[] b = new byte[8];
        RANDOM.nextBytes(b);
        return HexFormat.of().formatHex(b);
    }

    /**
     * One save in progress: a temporary file this save created beside the file it replaces. Write
     * {@link #stream()}, then {@link #commit()}; {@link #close()} without a commit deletes the
     * temporary file (and only it).
     */
    public static final class Save implements Closeable {
        private final Path asked;
        private final Path file;
        private final Lock lock;
        private final Path temporary;
        private final FileChannel channel;
        private final OutputStream stream;
        private boolean done;
        private volatile boolean ownerEnds;

        private Save(Path asked, Path file, Lock lock) throws IOException {
            this.asked = asked;
            this.file = file;
            this.lock = lock;
            FileChannel created = null;
            Path name = null;
            for (int attempt = 0; created == null; attempt++) {
                name = file.resolveSibling("." + file.getFileName() + "." + randomName() + ".tmp");
                try {
                    created = create(name, file);
                } catch (FileAlreadyExistsException e) {
                    if (attempt == 10) {
                        throw cannotWrite(asked, e);
                    }
                } catch (IOException e) {
                    throw cannotWrite(asked, e);
                }
            }
            this.temporary = name;
            this.channel = created;
            ACTIVE.put(temporary, this);
            this.stream = new ChannelStream(channel, asked);
        }

        /** Created new (never an existing file, never through a link), with its final mode. */
        private static FileChannel create(Path name, Path file) throws IOException {
            Set<OpenOption> options = Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS);
            Set<PosixFilePermission> mode;
            try {
                mode = Files.exists(file) ? Files.getPosixFilePermissions(file) : PosixFilePermissions.fromString("rw-rw-rw-");
            } catch (UnsupportedOperationException e) {
                return FileChannel.open(name, options);
            }
            FileAttribute<Set<PosixFilePermission>> attribute = PosixFilePermissions.asFileAttribute(mode);
            try {
                return FileChannel.open(name, options, attribute);
            } catch (UnsupportedOperationException e) {
                return FileChannel.open(name, options);
            }
        }

        /**
         * This save's owner commits or closes it itself when the JVM is asked to stop (its own
         * shutdown hook, or a thread that hook waits for): Ctrl+C's cleanup then waits for it (up
         * to {@link #OWNER_GRACE_MS}) instead of deleting its temporary file under it.
         */
        public Save endedByOwnerOnSignal() {
            ownerEnds = true;
            return this;
        }

        /** The file the commit replaces ({@code OUT}, or the file its link names). */
        public Path file() {
            return file;
        }

        public Path temporary() {
            return temporary;
        }

        /** Writes go to the temporary file; an error of the file system reads "cannot write OUT: why". */
        public OutputStream stream() {
            return stream;
        }

        /** Makes the content durable, then renames it over the output: the only step that touches it. */
        public void commit() throws IOException {
            commitAs(file);
        }

        /** As {@link #commit()}, to another name in the same folder (a run stopped early). */
        public synchronized void commitAs(Path target) throws IOException {
            if (done) {
                throw new IOException("cannot write " + asked + ": the save was already ended");
            }
            try {
                stream.flush();
                // Durable before it becomes visible: a crash after the rename must not leave an empty file.
                channel.force(true);
                channel.close();
                Path destination = target.equals(file) ? file : resolve(target);
                // Re-checked just before: something made there since the start is not replaced.
                String kind = kind(destination);
                if (kind != null) {
                    throw new IOException("cannot write " + target + ": " + kind);
                }
                move(temporary, destination);
                done = true;
            } catch (IOException e) {
                throw cannotWrite(target.equals(file) ? asked : target, e);
            } finally {
                if (!done) {
                    abandon();
                } else {
                    ACTIVE.remove(temporary);
                    lock.release();
                }
            }
        }

        /** Without a commit: deletes the temporary file this save created, releases the lock. */
        @Override
        public synchronized void close() {
            if (!done) {
                abandon();
            }
        }

        private void abandon() {
            done = true;
            try {
                channel.close();
            } catch (IOException e) {
                // deleted below anyway
            }
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException e) {
                // nothing more to do: the name is random and hidden
            }
            ACTIVE.remove(temporary);
            lock.release();
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /**
     * Refuses a second save of one file while a first runs, in this process or another: an
     * exclusive lock on {@code .NAME.lock}, which the holder deletes before it lets go. A lock file
     * found unlocked (left by a run killed with -9) is taken over as it is, never written. After
     * locking, the name must still name the file locked (the same file key), else it is tried
     * again. Within this process a second save is refused before any file is opened: closing a
     * second channel on the file would drop the first one's POSIX lock (FileLock's javadoc).
     */
    static final class Lock {
        private static final Set<Path> HELD = ConcurrentHashMap.newKeySet();

        private final Path path;
        private final FileChannel channel;

        private Lock(Path path, FileChannel channel) {
            this.path = path;
            this.channel = channel;
        }

        static Lock take(Path asked, Path file) throws IOException {
            Path path = file.resolveSibling("." + file.getFileName() + ".lock");
            if (!HELD.add(path)) {
                throw busy(asked);
            }
            boolean taken = false;
            try {
                Lock lock = attempt(asked, path);
                taken = true;
                return lock;
            } finally {
                if (!taken) {
                    HELD.remove(path);
                }
            }
        }

        private static Lock attempt(Path asked, Path path) throws IOException {
            for (int attempt = 0; attempt < 5; attempt++) {
                Object found = key(path);
                FileChannel channel;
                try {
                    if (found != null) {
                        BasicFileAttributes a = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                        if (!a.isRegularFile()) {
                            throw new IOException("cannot write " + asked + ": " + path + " is not a regular file (someone made it)");
                        }
                        channel = FileChannel.open(path, Set.of(StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS));
                    } else {
                        channel = FileChannel.open(path,
                                Set.of(StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE, LinkOption.NOFOLLOW_LINKS));
                        found = key(path);
                    }
                } catch (FileAlreadyExistsException | NoSuchFileException e) {
                    continue; // made or removed by another save meanwhile
                } catch (FileSystemException e) {
                    throw cannotWrite(asked, e);
                }
                if (!tryLock(channel)) {
                    channel.close(); // another process holds it: closing this channel drops nothing of theirs
                    throw busy(asked);
                }
                if (found != null && found.equals(key(path))) {
                    return new Lock(path, channel);
                }
                channel.close(); // its holder deleted it before letting go: try the name again
            }
            throw busy(asked);
        }

        /** The file key (device and inode) of what the name names now, not following a link; null if nothing. */
        private static Object key(Path path) throws IOException {
            try {
                BasicFileAttributes a = Files.readAttributes(path, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                return a.fileKey() != null ? a.fileKey() : a.creationTime();
            } catch (NoSuchFileException e) {
                return null;
            }
        }

        private static IOException busy(Path asked) {
            return new IOException("cannot write " + asked + ": another save of it is running (LNet Scope, here or on another machine)");
        }

        private static boolean tryLock(FileChannel channel) {
            try {
                FileLock lock = channel.tryLock();
                return lock != null;
            } catch (OverlappingFileLockException e) {
                return false; // held by another save in this process
            } catch (IOException e) {
                return true; // a file system without locks (some NFS mounts): saves as before, unguarded
            }
        }

        /** Deletes the lock file while still holding it, then lets go. */
        void release() {
            if (!channel.isOpen()) {
                return;
            }
            try {
                Files.deleteIfExists(path);
            } catch (IOException e) {
                // a later save finds it unlocked and takes it over
            }
            try {
                channel.close();
            } catch (IOException e) {
                // released with the process anyway
            }
            HELD.remove(path);
        }
    }

    /** The channel as a stream whose file-system errors name the output, and which close() leaves open. */
    private static final class ChannelStream extends OutputStream {
        private final FileChannel channel;
        private final Path asked;
        private final ByteBuffer buffer = ByteBuffer.allocate(1 << 16);

        ChannelStream(FileChannel channel, Path asked) {
            this.channel = channel;
            this.asked = asked;
        }

        @Override
        public synchronized void write(int b) throws IOException {
            if (!buffer.hasRemaining()) {
                flush();
            }
            buffer.put((byte) b);
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) throws IOException {
            if (len > buffer.remaining()) {
                flush();
                if (len > buffer.capacity()) {
                    drain(ByteBuffer.wrap(b, off, len));
                    return;
                }
            }
            buffer.put(b, off, len);
        }

        @Override
        public synchronized void flush() throws IOException {
            buffer.flip();
            try {
                drain(buffer);
            } finally {
                buffer.clear();
            }
        }

        private void drain(ByteBuffer b) throws IOException {
            try {
                while (b.hasRemaining()) {
                    channel.write(b);
                }
            } catch (IOException e) {
                throw cannotWrite(asked, e);
            }
        }

        @Override
        public void close() throws IOException {
            flush();
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
