package org.lnetscope.agent.source;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.lnetfiles.LnetFiles;
import org.lnetscope.protocol.NodeState;

/**
 * The debugfs directory of LNet ({@code /sys/kernel/debug/lnet} by default, any directory in
 * tests). Read-only: files are only opened for reading. When lnet.ko is not loaded the directory
 * is absent; while it unloads, files vanish between a listing and a read; both are
 * "lnet not loaded", and the agent keeps polling until it comes back.
 *
 * <p>Absence is proven, never inferred from a failure (issue 31): LNet is "not loaded" only when
 * the directory is not there or every file is gone (ENOENT). A read that fails for the agent's own
 * reasons (EMFILE, ENFILE, ENOMEM, EIO) is a {@link SampleError}: the sampler keeps the last good
 * state rather than publish every object as removed.
 */
public final class DebugfsSource implements LnetSource {

    static final String[] FILES = {"nis", "peers", "buffers", "routes", "routers", "stats"};

    private final Path dir;

    public DebugfsSource(Path dir) {
        this.dir = dir;
    }

    /**
     * Refuses, at start, a --debugfs that is something other than a directory (a FIFO or a device
     * would block or be read forever); a missing one is fine (LNet not loaded yet).
     */
    public static void check(Path dir) {
        try {
            BasicFileAttributes a = Files.readAttributes(dir, BasicFileAttributes.class);
            if (!a.isDirectory()) {
                throw new IllegalArgumentException("--debugfs " + dir + ": not a directory ("
                        + MeminfoSource.kind(a) + "); give LNet's debugfs directory");
            }
        } catch (NoSuchFileException e) {
            // LNet not loaded (or debugfs not mounted) yet: the agent waits for it
        } catch (IOException e) {
            throw new IllegalArgumentException("--debugfs " + dir + ": " + e.getMessage());
        }
    }

    @Override
    public void readInto(NodeState into) {
        if (!Files.isDirectory(dir)) {
            if (Files.exists(dir, LinkOption.NOFOLLOW_LINKS) || !Files.notExists(dir)) {
                // there but not a directory we can see (a stat that failed): no proof either way
                throw new SampleError("io", "cannot tell what " + dir + " is", null);
            }
            into.lnetDown("lnet not loaded: no " + dir);
            return;
        }
        int read = 0;
        int gone = 0;
        int unreadable = 0;
        for (String name : FILES) {
            Path file = dir.resolve(name);
            byte[] bytes;
            try (InputStream in = Files.newInputStream(file)) {
                // debugfs reports size 0: read (bounded), do not stat
                bytes = in.readNBytes((int) Math.min(LnetFiles.MAX_FILE_BYTES, Integer.MAX_VALUE - 8) + 1);
            } catch (NoSuchFileException e) {
                gone++; // not there (a kernel without it) or vanished while LNet unloads
                continue;
            } catch (IOException e) {
                if (SampleError.isResource(e) || SampleError.reasonOf(e).equals("eio")) {
                    throw new SampleError(SampleError.reasonOf(e), "reading " + file + ": " + SampleError.why(e), e);
                }
                into.report(Diagnostic.error(file.toString(), 0, "cannot read: " + e.getMessage()));
                unreadable++;
                continue;
            }
            if (bytes.length > LnetFiles.MAX_FILE_BYTES) {
                into.report(Diagnostic.error(file.toString(), 0, "larger than the one-file limit; not read"));
                unreadable++;
                continue;
            }
            LnetFiles.read(file.toString(), name, new String(bytes, StandardCharsets.UTF_8), into);
            read++;
        }
        if (read == 0 && unreadable == 0 && gone == FILES.length) {
            into.lnetDown("lnet not loaded: no LNet file in " + dir);
        } else if (read == 0) {
            // files there that we may not read (permissions): LNet is there, we cannot see it
            into.incomplete("nothing readable in " + dir);
        }
    }

    @Override
    public String describe() {
        return "debugfs " + dir;
    }
}
