package org.lnetscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.resource.AtomicFileSave;

/**
 * Issue 21, point 7: a save that cannot be made says why about the output, not about a temporary
 * file; and a run killed mid-write leaves one predictable temporary file that the next save reuses.
 */
class AtomicSaveHostileTest {

    @TempDir
    Path dir;

    @Test
    void aDirectoryThatRefusesNewFilesIsPermissionDenied() {
        // sysfs refuses to create files even for root, so this holds where tests run as root too
        Path sys = Path.of("/sys");
        assumeTrue(Files.isDirectory(sys) && !Files.exists(sys.resolve(".x.svg.tmp")));
        Path target = sys.resolve("x.svg");
        IOException e = assertThrows(IOException.class, () -> AtomicFileSave.write(target, "<svg/>".getBytes(StandardCharsets.UTF_8)));
        assertEquals("cannot write /sys/x.svg: permission denied", e.getMessage());
    }

    @Test
    void aFileWhereTheDirectoryShouldBeIsSaidSo() throws IOException {
        Path file = dir.resolve("notes.txt");
        Files.writeString(file, "not a directory");
        IOException e = assertThrows(IOException.class, () -> AtomicFileSave.write(file.resolve("x.svg"), new byte[1]));
        assertEquals("cannot write " + file.resolve("x.svg") + ": " + file + " is not a directory", e.getMessage());
    }

    @Test
    void theTemporaryFileOfAKilledRunIsReusedAndGone() throws IOException {
        Path target = dir.resolve("fabric.svg");
        Path leftover = AtomicFileSave.temporaryFor(target);
        assertEquals(dir.resolve(".fabric.svg.tmp"), leftover);
        Files.writeString(leftover, "half a picture from a run killed with kill -9, longer than the new content");
        AtomicFileSave.write(target, "<svg/>".getBytes(StandardCharsets.UTF_8));
        assertArrayEquals("<svg/>".getBytes(StandardCharsets.UTF_8), Files.readAllBytes(target));
        try (var files = Files.list(dir)) {
            assertEquals(List.of(target), files.toList(), "the leftover was reused and renamed away");
        }
    }

    @Test
    void aFailedWriteLeavesNeitherTemporaryFileNorChange() throws IOException {
        Path target = dir.resolve("report.md");
        Files.writeString(target, "old report");
        assertThrows(IOException.class, () -> AtomicFileSave.write(target, out -> {
            out.write("new".getBytes(StandardCharsets.UTF_8));
            throw new IOException("disk full");
        }));
        assertEquals("old report", Files.readString(target));
        try (var files = Files.list(dir)) {
            assertEquals(List.of(target), files.toList());
        }
    }
}
