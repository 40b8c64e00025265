package org.lnetscope.trace.internal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * The user's cache folder for LNet Scope: {@code $XDG_CACHE_HOME/lnetscope} (an absolute one), else
 * {@code ~/.cache/lnetscope}. Seek indexes live under it (SeekIndex), and zstd's native library is
 * copied there when the temporary folder does not let it load (ZstdChunks).
 */
public final class UserCache {

    private UserCache() {
    }

    /** The folder; not created. */
    public static Path folder() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute() ? Path.of(xdg)
                : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("lnetscope");
    }

    /**
     * {@code name} under the cache folder, created rwx for its owner only if absent, or null when it
     * cannot be made, or is not a real folder (a link) or others than its owner may write to it (a
     * neighbour who could write there could swap what we put in it before it is used). Whether
     * its owner is this user is for the caller to check against a folder it makes inside.
     */
    static Path privateFolder(String name) {
        Path folder = folder().resolve(name);
        try {
            Files.createDirectories(folder.getParent());
            if (!Files.isDirectory(folder, LinkOption.NOFOLLOW_LINKS)) {
                Files.createDirectory(folder, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            }
            PosixFileAttributes attributes = Files.readAttributes(folder, PosixFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            Set<PosixFilePermission> mode = attributes.permissions();
            boolean othersWrite = mode.contains(PosixFilePermission.GROUP_WRITE) || mode.contains(PosixFilePermission.OTHERS_WRITE);
            return attributes.isDirectory() && !othersWrite ? folder : null;
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return null;
        }
    }
}
