package org.lnetscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.resource.AtomicFileSave;

/**
 * Issue 30 (and 21, point 7): the one save path on a folder shared with a hostile neighbour. A
 * link planted at any name a save used to use, a FIFO, a device, the input itself as the output:
 * the victim stays byte for byte and mode for mode; two saves at once end with one winner.
 */
class AtomicSaveHostileTest {

    private static final byte[] NEW = "<svg>the new picture</svg>".getBytes(StandardCharsets.UTF_8);

    @TempDir
    Path dir;

    @Test
    void aDirectoryThatRefusesNewFilesIsPermissionDenied() {
        // sysfs refuses to create files even for root, so this holds where tests run as root too
        Path sys = Path.of("/sys");
        assumeTrue(Files.isDirectory(sys));
        Path target = sys.resolve("x.svg");
        IOException e = assertThrows(IOException.class, () -> AtomicFileSave.write(target, NEW));
        assertEquals("cannot write /sys/x.svg: permission denied", e.getMessage());
    }

    @Test
    void aFileWhereTheFolderShouldBeIsSaidSo() throws IOException {
        Path file = dir.resolve("notes.txt");
        Files.writeString(file, "not a directory");
        IOException e = assertThrows(IOException.class, () -> AtomicFileSave.write(file.resolve("x.svg"), NEW));
        assertEquals("cannot write " + file.resolve("x.svg") + ": " + file + " is not a folder", e.getMessage());
    }

    @Test
    void aMissingFolderIsRefusedAndNotCreated() {
        Path out = dir.resolve("typo/dir/out.html");
        IOException e = assertThrows(IOException.class, () -> AtomicFileSave.checkOutput(out));
        assertEquals("cannot write " + out + ": no folder " + dir.resolve("typo"), e.getMessage());
        assertThrows(IOException.class, () -> AtomicFileSave.write(out, NEW));
        assertFalse(Files.exists(dir.resolve("typo")), "no mkdir -p of a typo");
    }

    @Test
    void linksPlantedAtEveryPredictableNameAreNeverFollowed() throws IOException {
        Path victim = victim();
        Path out = dir.resolve("out.html");
        // the names saves used before issue 30: .NAME.tmp (AtomicFileSave, agent record,
        // prometheus history) and NAME.part (simulate)
        Files.createSymbolicLink(dir.resolve(".out.html.tmp"), victim);
        Files.createSymbolicLink(dir.resolve("out.html.part"), victim);
        AtomicFileSave.write(out, NEW);
        assertVictimUntouched(victim);
        assertArrayEquals(NEW, Files.readAllBytes(out));
        assertFalse(Files.isSymbolicLink(out));
        assertEquals(List.of(".out.html.tmp", "out.html", "out.html.part", "victim"), names(), "only the output is new");
    }

    @Test
    void aLinkPlantedAtTheLockNameRefusesTheSaveAndWritesNothing() throws IOException {
        Path victim = victim();
        Path out = dir.resolve("out.html");
        Files.createSymbolicLink(dir.resolve(".out.html.lock"), victim);
        IOException e = assertThrows(IOException.class, () -> AtomicFileSave.write(out, NEW));
        assertEquals("cannot write " + out + ": " + dir.resolve(".out.html.lock") + " is not a regular file (someone made it)",
                e.getMessage());
        assertVictimUntouched(victim);
        assertFalse(Files.exists(out));
    }

    @Test
    void theTemporaryFileIsNewHiddenRandomAndHasItsFinalModeFromTheStart() throws IOException {
        Path out = dir.resolve("fabric.svg");
        Path probe = Files.createFile(dir.resolve("probe")); // a new file gets 0666 less the umask
        Set<PosixFilePermission> fresh = Files.getPosixFilePermissions(probe);
        Files.delete(probe);
        List<Path> seen = new ArrayList<>();
        List<Set<PosixFilePermission>> modes = new ArrayList<>();
        AtomicFileSave.write(out, o -> {
            try (var files = Files.list(dir)) {
                for (Path p : files.toList()) {
                    if (!Files.isSymbolicLink(p) && p.getFileName().toString().endsWith(".tmp")) {
                        seen.add(p.getFileName());
                        modes.add(Files.getPosixFilePermissions(p));
                    }
                }
            }
            o.write(NEW);
        });
        assertEquals(1, seen.size(), "one temporary file while writing: " + seen);
        assertTrue(seen.get(0).toString().matches("\\.fabric\\.svg\\.[0-9a-f]{16}\\.tmp"), seen.get(0).toString());
        assertEquals(fresh, modes.get(0), "mode from the creation on, umask respected");
        assertEquals(fresh, Files.getPosixFilePermissions(out));
        assertEquals(List.of("fabric.svg"), names(), "the temporary and the lock are gone");
    }

    @Test
    void anExistingFileKeepsItsModeNeverWidened() throws IOException {
        Path out = dir.resolve("private.lnetmodel");
        Files.writeString(out, "old");
        Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("rw-------"));
        AtomicFileSave.write(out, NEW);
        assertEquals(PosixFilePermissions.fromString("rw-------"), Files.getPosixFilePermissions(out));
    }

    @Test
    void aLinkOutputKeepsItsLinkAndItsTargetIsReplaced() throws IOException {
        Files.createDirectory(dir.resolve("real"));
        Path target = dir.resolve("real/report.html");
        Files.writeString(target, "old report");
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-r-----"));
        Path link = dir.resolve("latest.html");
        Files.createSymbolicLink(link, Path.of("real/report.html"));
        AtomicFileSave.write(link, NEW);
        assertTrue(Files.isSymbolicLink(link), "the link stays a link");
        assertEquals(Path.of("real/report.html"), Files.readSymbolicLink(link));
        assertArrayEquals(NEW, Files.readAllBytes(target));
        assertEquals(PosixFilePermissions.fromString("rw-r-----"), Files.getPosixFilePermissions(target));
        try (var files = Files.list(dir.resolve("real"))) {
            assertEquals(List.of(target), files.toList(), "the temporary file was in the target's folder and is gone");
        }
    }

    @Test
    void aLinkToNothingIsRefused() throws IOException {
        Path link = dir.resolve("out.html");
        Files.createSymbolicLink(link, dir.resolve("gone/elsewhere.html"));
        IOException e = assertThrows(IOException.class, () -> AtomicFileSave.write(link, NEW));
        assertEquals("cannot write " + link + ": it is a link to " + dir.resolve("gone/elsewhere.html") + ", which does not exist",
                e.getMessage());
        assertTrue(Files.isSymbolicLink(link));
    }

    @Test
    void aFolderAFifoAndADeviceAreRefusedAndStayWhatTheyAre() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("out.html"));
        assertEquals("cannot write " + folder + ": it is a folder",
                assertThrows(IOException.class, () -> AtomicFileSave.write(folder, NEW)).getMessage());
        assertTrue(Files.isDirectory(folder));

        Path fifo = dir.resolve("pipe.html");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertEquals(0, mkfifo.waitFor());
        assertEquals("cannot write " + fifo + ": it is a named pipe (FIFO), not a regular file",
                assertThrows(IOException.class, () -> AtomicFileSave.checkOutput(fifo)).getMessage());
        assertThrows(IOException.class, () -> AtomicFileSave.write(fifo, NEW));
        assertFalse(Files.isRegularFile(fifo, LinkOption.NOFOLLOW_LINKS), "still a FIFO");

        Path devNull = Path.of("/dev/null");
        assumeTrue(Files.exists(devNull));
        assertEquals("cannot write /dev/null: it is a character device, not a regular file",
                assertThrows(IOException.class, () -> AtomicFileSave.write(devNull, NEW)).getMessage());
        assertFalse(Files.isRegularFile(devNull));
    }

    @Test
    void theInputAsOutputIsRefusedAlsoThroughALinkOrAHardLink() throws IOException {
        Path input = dir.resolve("x.crash");
        Files.writeString(input, "crash> irreplaceable extract\n");
        assertEquals("cannot write " + input + ": it is the input " + input + "; choose another output",
                assertThrows(IOException.class, () -> AtomicFileSave.checkOutput(input, input)).getMessage());
        Path soft = Files.createSymbolicLink(dir.resolve("soft.crash"), input);
        Path hard = Files.createLink(dir.resolve("hard.crash"), input);
        for (Path out : List.of(soft, hard)) {
            IOException e = assertThrows(IOException.class, () -> AtomicFileSave.checkOutput(out, input));
            assertEquals("cannot write " + out + ": it is the input " + input + " (the same file); choose another output", e.getMessage());
        }
        AtomicFileSave.checkOutput(dir.resolve("plan.txt"), input); // another name is fine
        assertEquals("crash> irreplaceable extract\n", Files.readString(input));
    }

    @Test
    void twoSavesAtOnceEndWithOneWinnerAndTheOtherRefused() throws Exception {
        Path out = dir.resolve("model.lnetmodel");
        CountDownLatch writing = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        ExecutorService pool = Executors.newSingleThreadExecutor();
        try {
            Future<?> first = pool.submit(() -> {
                AtomicFileSave.write(out, o -> {
                    o.write("first ".getBytes(StandardCharsets.UTF_8));
                    writing.countDown();
                    try {
                        assertTrue(release.await(20, TimeUnit.SECONDS));
                    } catch (InterruptedException e) {
                        throw new IOException(e);
                    }
                    o.write("writer".getBytes(StandardCharsets.UTF_8));
                });
                return null;
            });
            assertTrue(writing.await(20, TimeUnit.SECONDS));
            IOException e = assertThrows(IOException.class, () -> AtomicFileSave.write(out, NEW));
            assertEquals("cannot write " + out + ": another save of it is running (LNet Scope, here or on another machine)",
                    e.getMessage());
            release.countDown();
            first.get(20, TimeUnit.SECONDS); // bug 3: the refused save deleted the first one's temporary file
            assertEquals("first writer", Files.readString(out));
            assertEquals(List.of("model.lnetmodel"), names());
        } finally {
            release.countDown();
            pool.shutdownNow();
        }
    }

    @Test
    void theLockOfAKilledRunIsTakenOver() throws IOException {
        Path out = dir.resolve("fabric.svg");
        Files.writeString(dir.resolve(".fabric.svg.lock"), "0123456789abcdef"); // kill -9 leaves it unlocked
        AtomicFileSave.write(out, NEW);
        assertArrayEquals(NEW, Files.readAllBytes(out));
        assertEquals(List.of("fabric.svg"), names());
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
        assertEquals(List.of("report.md"), names());
    }

    private Path victim() throws IOException {
        Path home = Files.createDirectory(dir.resolve("home"));
        Path victim = home.resolve("victim");
        Files.writeString(victim, "the victim's private notes");
        Files.setPosixFilePermissions(victim, PosixFilePermissions.fromString("rw-------"));
        // keep the listing of dir simple: move the victim up
        Path moved = Files.move(victim, dir.resolve("victim"));
        Files.delete(home);
        return moved;
    }

    private static void assertVictimUntouched(Path victim) throws IOException {
        assertEquals("the victim's private notes", Files.readString(victim));
        assertEquals(PosixFilePermissions.fromString("rw-------"), Files.getPosixFilePermissions(victim));
    }

    private List<String> names() throws IOException {
        try (var files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
