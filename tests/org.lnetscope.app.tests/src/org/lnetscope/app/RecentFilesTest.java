package org.lnetscope.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecentFilesTest {

    @TempDir
    Path dir;

    @Test
    void newestFirstWithoutDuplicatesAndBounded() throws Exception {
        RecentFiles recent = new RecentFiles(dir.resolve("sub/recent"));
        assertEquals(List.of(), recent.list(), "no list yet is an empty list");
        for (int i = 0; i < RecentFiles.MAX + 3; i++) {
            recent.add(dir.resolve("f" + i + ".lnetmodel"));
        }
        recent.add(dir.resolve("f5.lnetmodel"));
        List<Path> list = recent.list();
        assertEquals(RecentFiles.MAX, list.size());
        assertEquals(dir.resolve("f5.lnetmodel"), list.get(0));
        assertEquals(dir.resolve("f10.lnetmodel"), list.get(1));
        assertEquals(1, list.stream().filter(p -> p.endsWith("f5.lnetmodel")).count());
    }

    @Test
    void garbageInTheStoreIsIgnoredNotFatal() throws Exception {
        Path store = dir.resolve("recent");
        Files.write(store, new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, 2});
        assertEquals(List.of(), new RecentFiles(store).list());
    }
}
