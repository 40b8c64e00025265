package org.lnetscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.examples.SeedIncident;
import org.lnetscope.model.resource.LnetLoadException;
import org.lnetscope.model.resource.LnetResources;

/** Bad files give an error naming file, line and column, and leave nothing loaded. */
class BadInputTest {

    @TempDir
    Path dir;

    private Path good;
    private String xml;

    @BeforeEach
    void writeGoodFile() throws Exception {
        good = dir.resolve("good.lnetmodel");
        LnetResources.save(SeedIncident.build(ValidationTest.TINY), good);
        xml = Files.readString(good);
    }

    @Test
    void truncatedXmi() throws Exception {
        Path file = write("truncated.lnetmodel", xml.substring(0, xml.length() / 2));
        LnetLoadException e = failsToLoad(file);
        assertLocated(e, file);
        assertTrue(e.line() > 10, e.getMessage());
    }

    @Test
    void garbage() throws Exception {
        Path file = dir.resolve("garbage.lnetmodel");
        Files.write(file, new byte[] {0x13, 0x37, (byte) 0xde, (byte) 0xad, 'x', 'm', 'l'});
        assertLocated(failsToLoad(file), file);
    }

    @Test
    void unknownModelVersion() throws Exception {
        Path file = write("future.lnetmodel", xml.replace("http://lnetscope.org/model/lnet/1.0", "http://lnetscope.org/model/lnet/2.0"));
        LnetLoadException e = failsToLoad(file);
        assertLocated(e, file);
        assertTrue(e.getMessage().contains("unknown model version"), e.getMessage());
        assertTrue(e.getMessage().contains("lnet/2.0"), e.getMessage());
    }

    @Test
    void unknownAttribute() throws Exception {
        Path file = write("typo.lnetmodel", xml.replaceFirst(" txCredits=", " txCreditz="));
        LnetLoadException e = failsToLoad(file);
        assertLocated(e, file);
        assertTrue(e.getMessage().contains("txCreditz"), e.getMessage());
    }

    @Test
    void badNidValue() throws Exception {
        Path file = write("nid.lnetmodel", xml.replaceFirst("nid=\"10\\.1\\.0\\.17@o2ib1\"", "nid=\"10.1.0.300@o2ib1\""));
        LnetLoadException e = failsToLoad(file);
        assertLocated(e, file);
        assertTrue(e.getMessage().contains("10.1.0.300@o2ib1"), e.getMessage());
    }

    /** An IPv6 NID with a zone id (as ip(8) prints link-local addresses) is not a NID. */
    @Test
    void ipv6NidWithZoneId() throws Exception {
        Path file = write("zone.lnetmodel", xml.replaceFirst("nid=\"10\\.1\\.0\\.17@o2ib1\"", "nid=\"fe80::1%ib1@o2ib1\""));
        LnetLoadException e = failsToLoad(file);
        assertLocated(e, file);
        assertTrue(e.getMessage().contains("bad NID \"fe80::1%ib1@o2ib1\": IPv6 zone id"), e.getMessage());
    }

    @Test
    void danglingAddressReference() throws Exception {
        int txq = xml.indexOf(" txq=\"0x") + " txq=\"".length();
        String broken = xml.substring(0, txq) + "0xdead" + xml.substring(txq + "0xffff9a0000000000".length());
        Path file = write("dangling.lnetmodel", broken);
        LnetLoadException e = failsToLoad(file);
        assertLocated(e, file);
        assertTrue(e.getMessage().contains("0xdead"), e.getMessage());
    }

    @Test
    void truncatedBinary() throws Exception {
        Path binary = dir.resolve("good.lnetmodelb");
        LnetResources.save(SeedIncident.build(ValidationTest.TINY), binary);
        byte[] bytes = Files.readAllBytes(binary);
        Path file = dir.resolve("truncated.lnetmodelb");
        Files.write(file, Arrays.copyOf(bytes, bytes.length / 2));
        LnetLoadException e = failsToLoad(file);
        assertTrue(e.getMessage().startsWith(file.toString() + ": "), e.getMessage());
        assertTrue(e.byteOffset() > 0, e.getMessage());
    }

    @Test
    void garbageBinary() throws Exception {
        Path file = dir.resolve("garbage.lnetmodelb");
        Files.writeString(file, "<?xml version=\"1.0\"?><not-binary/>");
        LnetLoadException e = failsToLoad(file);
        assertTrue(e.getMessage().startsWith(file.toString() + ": "), e.getMessage());
    }

    @Test
    void wrongRoot() throws Exception {
        Path file = write("node.lnetmodel", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + "<lnet:Node xmi:version=\"2.0\" xmlns:xmi=\"http://www.omg.org/XMI\""
                + " xmlns:lnet=\"http://lnetscope.org/model/lnet/1.0\" hostname=\"rtr01\"/>\n");
        LnetLoadException e = failsToLoad(file);
        assertTrue(e.getMessage().contains("expected one Fabric"), e.getMessage());
    }

    /** Plain EMF use goes through the same resource: a failed load leaves it empty. */
    @Test
    void plainEmfLoadLeavesNothingBehind() throws Exception {
        Path file = write("truncated.lnetmodel", xml.substring(0, xml.length() / 2));
        ResourceSet resourceSet = LnetResources.newResourceSet();
        assertThrows(RuntimeException.class, () -> resourceSet.getResource(LnetResources.uri(file), true));
        for (Resource resource : resourceSet.getResources()) {
            assertEquals(0, resource.getContents().size());
        }
    }

    private Path write(String name, String content) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, content, StandardCharsets.UTF_8);
        return file;
    }

    private static LnetLoadException failsToLoad(Path file) {
        ResourceSet resourceSet = LnetResources.newResourceSet();
        LnetLoadException e = assertThrows(LnetLoadException.class, () -> LnetResources.load(resourceSet, file));
        assertEquals(0, resourceSet.getResources().size(), "nothing stays loaded");
        return e;
    }

    private static void assertLocated(LnetLoadException e, Path file) {
        assertTrue(e.line() > 0 && e.column() > 0, "no line/column in: " + e.getMessage());
        assertTrue(e.getMessage().startsWith(file + ":" + e.line() + ":" + e.column() + ": "), e.getMessage());
    }
}
