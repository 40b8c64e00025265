package org.lnetscope.trace.internal;

import java.io.File;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import com.github.luben.zstd.Zstd;
import com.github.luben.zstd.ZstdCompressCtx;
import com.github.luben.zstd.ZstdException;
import com.github.luben.zstd.util.Native;

/**
 * zstd for the chunks flagged {@link ChunkIO#FLAG_ZSTD} (format 4, docs/trace-format.md §2), through
 * zstd-jni. The only class that names zstd-jni's classes, and it loads the native library itself
 * first ({@link #load}), so that a library that cannot load is one {@link CodecUnavailableException}
 * with the reason, not an {@code ExceptionInInitializerError} from the first zstd class touched.
 */
public final class ZstdChunks {

    private static Throwable failure;
    private static boolean loaded;
    /** The folders the library was copied to when it could not load from any. */
    private static List<Path> tried = List.of();
    /** Why the copy in the cache folder did not load either (null: not tried). */
    private static Throwable cacheFailure;

    private ZstdChunks() {
    }

    /**
     * Loads zstd-jni's native library once. zstd-jni copies the library out of its jar into a temp
     * file before {@code System.load} ({@code Native.load(File)}): {@code File.createTempFile}, a
     * new file with a random name created exclusively, so a path planted beforehand is never
     * written through; it is given a folder of its own here, made by {@code Files.createTempDirectory}
     * (rwx for its owner only), so nobody else can swap the file between its writing and its loading,
     * and both are deleted once loaded (the mapping stays). If that copy cannot load, zstd-jni asks
     * the class loader for the library: inside Equinox that is the bundle's {@code Bundle-NativeCode},
     * extracted into the framework's own storage. On the plain class path of the command line there
     * is no such second chance, and a temporary folder mounted noexec (a common hardening of /tmp on
     * HPC nodes) refuses to map the copy: the copy is then tried again in the user's cache folder
     * ({@link UserCache}), if it is a real folder only its owner, this user, can write to.
     */
    public static synchronized void load() {
        if (loaded) {
            return;
        }
        if (failure != null) {
            throw unavailable(failure);
        }
        Path temporary = Path.of(System.getProperty("java.io.tmpdir"));
        Throwable first = tryLoad(temporary, false);
        if (first == null) {
            return;
        }
        Path cache = UserCache.privateFolder("native");
        Throwable second = cache == null ? null : tryLoad(cache, true);
        if (cache != null && second == null) {
            return;
        }
        tried = cache == null ? List.of(temporary) : List.of(temporary, cache);
        failure = first;
        cacheFailure = second;
        throw unavailable(first);
    }

    /**
     * Loads the library through a new folder in {@code base}: null when loaded, else why not. With
     * {@code mine}, {@code base} must belong to the user who made the new folder (the cache folder;
     * not /tmp, which is root's and sticky).
     */
    private static Throwable tryLoad(Path base, boolean mine) {
        Path folder = null;
        try {
            folder = Files.createTempDirectory(base, "lnetscope-zstd-");
            if (mine && !Files.getOwner(folder).equals(Files.getOwner(base))) {
                return new IOException(base + " belongs to another user");
            }
            Native.load(folder.toFile());
            loaded = true;
            return null;
        } catch (IOException | RuntimeException | LinkageError e) {
            return e;
        } finally {
            deleteQuietly(folder);
        }
    }

    /** Whether zstd can be used here (loads it if not yet tried). */
    public static boolean available() {
        try {
            load();
            return true;
        } catch (CodecUnavailableException e) {
            return false;
        }
    }

    /** Why zstd cannot be used here, or null. */
    public static synchronized String whyUnavailable() {
        return failure == null ? null : why(failure);
    }

    /**
     * In words, for the user: what failed (a library that would not map, a folder that could not be
     * made) and the system's own reason, without Java's class names; then where the copy was tried
     * and what lets it load.
     */
    private static String why(Throwable cause) {
        String said = reason(cause);
        if (tried.isEmpty()) {
            return said;
        }
        String other = cacheFailure == null ? said : reason(cacheFailure);
        return said + (other.equals(said) ? "" : " (in " + tried.get(1) + ": " + other + ")") + "; tried in "
                + String.join(" and ", tried.stream().map(Path::toString).toList())
                + "; TMPDIR naming a folder whose files may be executed lets it load";
    }

    /** What failed, and the system's reason. */
    private static String reason(Throwable cause) {
        String message = cause.getMessage() == null ? "" : cause.getMessage().lines().findFirst().orElse("").strip();
        String said;
        if (cause instanceof UnsatisfiedLinkError) {
            // "PATH: PATH: failed to map segment from shared object": the system's reason is the last part
            int colon = message.lastIndexOf(": ");
            said = "the system would not load its copy of the library (" + (colon >= 0 ? message.substring(colon + 2) : message) + ")";
        } else if (cause instanceof IOException) {
            said = "no folder for its copy of the library could be made (" + fileSystemWords(cause, message) + ")";
        } else {
            said = message.isEmpty() ? cause.getClass().getSimpleName().replace("Exception", " error").replace("Error", " error") : message;
        }
        return said;
    }

    /** What a folder's creation said: the system's reason with the path, not the exception's name. */
    private static String fileSystemWords(Throwable cause, String message) {
        if (cause instanceof NoSuchFileException f) {
            return f.getFile() + ": no such file or folder";
        }
        if (cause instanceof AccessDeniedException f) {
            return f.getFile() + ": permission denied";
        }
        if (cause instanceof FileSystemException f && f.getReason() != null) {
            return f.getFile() + ": " + f.getReason();
        }
        return message;
    }

    private static CodecUnavailableException unavailable(Throwable cause) {
        return new CodecUnavailableException("zstd's native library (zstd-jni) cannot be loaded here: " + why(cause), cause);
    }

    private static void deleteQuietly(Path folder) {
        if (folder == null) {
            return;
        }
        try (Stream<Path> files = Files.list(folder)) {
            for (Path f : (Iterable<Path>) files::iterator) {
                Files.deleteIfExists(f);
            }
            Files.deleteIfExists(folder);
        } catch (IOException e) {
            // left for File.deleteOnExit (zstd-jni asks for it on its copy)
            new File(folder.toString()).deleteOnExit();
        }
    }

    /** A compressor for one thread (the writer's pipe, a seek index build). */
    static ChunkCompressor compressor(int level) {
        load();
        ZstdCompressCtx context = new ZstdCompressCtx().setLevel(level).setContentSize(true).setChecksum(false);
        return new ChunkCompressor() {
            @Override
            public int flag() {
                return ChunkIO.FLAG_ZSTD;
            }

            @Override
            int compressInto(ByteSink out, byte[] payload, int length) {
                int start = out.size();
                // room for the payload less one byte: a frame that would not be smaller fails with
                // "destination too small" and the chunk is stored as it is (as deflate's are)
                out.reserve(length);
                try {
                    int n = context.compressByteArray(out.array(), start, length - 1, payload, 0, length);
                    out.size(start + n);
                    return n;
                } catch (RuntimeException e) {
                    // not "catch (ZstdException e)": a catch clause's class is loaded when this class
                    // is verified, and without zstd-jni on the class path that must not fail here but
                    // in load(), where it is reported (the writer then falls back to zlib)
                    if (e instanceof ZstdException z && z.getErrorCode() == Zstd.errDstSizeTooSmall()) {
                        return -1;
                    }
                    throw e;
                }
            }

            @Override
            public void end() {
                context.close();
            }
        };
    }

    /**
     * Decompresses a zstd chunk of {@code length} stored bytes, refusing before allocating anything
     * a frame that says it holds more than {@code maxBytes} (issue 30's budget: zstd, like deflate,
     * turns a few bytes into megabytes of zeros) or does not say its size (the writer always does).
     */
    static byte[] decompress(byte[] stored, int offset, int length, long maxBytes) {
        load();
        long size = Zstd.getFrameContentSize(stored, offset, length);
        if (size < 0) {
            throw new DamagedException(size == -1 ? "zstd chunk does not say its size" : "zstd chunk is corrupt (no frame header)");
        }
        if (size > maxBytes) {
            throw new DamagedException(maxBytes == ChunkIO.MAX_PAYLOAD ? "zstd chunk expands beyond " + ChunkIO.MAX_PAYLOAD + " bytes"
                    : String.format("zstd chunk expands beyond %,d bytes, more than its file's bytes can justify"
                            + " (%d bytes per byte of file, at least %d MiB)", maxBytes, ChunkIO.MEMORY_PER_FILE_BYTE,
                            ChunkIO.MIN_MEMORY_BUDGET >> 20));
        }
        byte[] out = new byte[(int) size];
        long n;
        try {
            n = Zstd.decompressByteArray(out, 0, out.length, stored, offset, length);
        } catch (RuntimeException e) {
            if (e instanceof ZstdException) { // see compressInto on not catching it by name
                throw new DamagedException("zstd chunk is corrupt: " + e.getMessage());
            }
            throw e;
        }
        if (Zstd.isError(n)) {
            throw new DamagedException("zstd chunk is corrupt: " + Zstd.getErrorName(n));
        }
        if (n != size) {
            throw new DamagedException("zstd chunk holds " + n + " bytes where its frame says " + size);
        }
        return out;
    }
}
