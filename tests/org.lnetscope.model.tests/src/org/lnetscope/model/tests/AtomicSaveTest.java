package org.lnetscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.Message;
import org.lnetscope.model.examples.HealthyFabric;
import org.lnetscope.model.resource.LnetResources;

class AtomicSaveTest {

    @TempDir
    Path dir;

    @Test
    void failedSaveLeavesTheOldFileIntact() throws Exception {
        Path file = dir.resolve("fabric.lnetmodel");
        LnetResources.save(HealthyFabric.build(), file);
        byte[] before = Files.readAllBytes(file);

        // A reference to a peer NI that is in no resource cannot be written: XMI fails the save.
        Fabric broken = HealthyFabric.build();
        Message message = LnetFactory.eINSTANCE.createMessage();
        message.setRxPeer(LnetFactory.eINSTANCE.createPeerNi());
        broken.getNodes().get(0).getMessages().add(message);
        assertThrows(IOException.class, () -> LnetResources.save(broken, file));

        assertArrayEquals(before, Files.readAllBytes(file));
        assertEquals(List.of(file), files(), "no temporary file left behind");
    }

    @Test
    void saveReplacesAndKeepsPermissionsNarrowedByTheUmask() throws Exception {
        Path probe = Files.createFile(dir.resolve("probe")); // 0666 less the umask
        Set<PosixFilePermission> umaskAllows = Files.getPosixFilePermissions(probe);
        Files.delete(probe);
        Path file = dir.resolve("fabric.lnetmodelb");
        LnetResources.save(HealthyFabric.build(), file);
        assertEquals(umaskAllows, Files.getPosixFilePermissions(file), "a new file: rw-rw-rw- less the umask");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-rw----"));
        Fabric fabric = LnetResources.load(file);
        fabric.setDescription("edited");
        LnetResources.save(fabric, file);
        assertEquals("edited", LnetResources.load(file).getDescription());
        // issue 30: the mode is given at creation (no chmod by path afterwards), so the umask applies
        Set<PosixFilePermission> expected = new HashSet<>(PosixFilePermissions.fromString("rw-rw----"));
        expected.retainAll(umaskAllows);
        assertEquals(expected, Files.getPosixFilePermissions(file), "the old mode, never widened");
        assertEquals(List.of(file), files());
    }

    private List<Path> files() throws IOException {
        try (Stream<Path> list = Files.list(dir)) {
            return list.toList();
        }
    }
}
