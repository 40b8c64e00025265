package org.lnetscope.model.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Random;
import java.util.zip.CRC32C;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.Fabric;
import org.lnetscope.model.KibConn;
import org.lnetscope.model.LnetFactory;
import org.lnetscope.model.Message;
import org.lnetscope.model.Node;
import org.lnetscope.model.Peer;
import org.lnetscope.model.PeerNi;
import org.lnetscope.model.PeerState;
import org.lnetscope.model.examples.SeedIncident;
import org.lnetscope.model.resource.LnetBinaryResource;
import org.lnetscope.model.resource.LnetLoadException;
import org.lnetscope.model.resource.LnetResources;

/**
 * {@code .lnetmodelb} format 2.0 (docs/model-format.md, ".lnetmodelb (binary)"): exact round trips of
 * realistic fabrics, format 1 (EMF binary) files still loading, and damaged files failing with the
 * file and the byte offset. {@code fixtures/simulated/router-oom-small-end.lnetmodelb} is the end
 * state of {@code lnetscope simulate examples/scenarios/router-oom-small.yaml -o X.lnetmodelb} as
 * main wrote it before format 2.0 (format 1, EMF binary 1.1); it is never regenerated.
 */
class ModelbFormatTest {

    private static final byte[] MAGIC = {(byte) 0x89, 'L', 'N', 'M', 'B', '\r', '\n', 0x1A};
    private static final byte[] EMF_SIGNATURE = {(byte) 0x89, 'e', 'm', 'f', '\n', '\r', 0x1A, '\n'};
    private static final int HEADER = 20;

    @TempDir
    Path dir;

    @Test
    void theSeedExampleSurvivesExactly() throws Exception {
        Fabric original = LnetResources.load(ExamplesTest.examplesDir().resolve("seed-incident.lnetmodelb"));
        assertSurvives(original);
    }

    @Test
    void aSimulatedStateSurvivesExactly() throws Exception {
        Fabric simulated = LnetResources.load(fixture("simulated/router-oom-small-end.lnetmodelb"));
        assertTrue(simulated.getNodes().stream().mapToLong(n -> n.getMessages().size()).sum() > 1000,
                "the fixture holds a router's parked messages");
        assertSurvives(simulated);
    }

    @Test
    void everyFeatureSurvives() throws Exception {
        assertSurvives(EveryFeatureFixture.build());
    }

    /** Unsettable attributes: set to their default is not the same as unset, and both survive. */
    @Test
    void setToTheDefaultIsNotUnset() throws Exception {
        Fabric fabric = SeedIncident.build(ValidationTest.TINY);
        Node router = fabric.findNode("rtr01");
        Peer first = router.getPeers().get(0);
        Peer second = router.getPeers().get(1);
        first.setGatewayAlive(false);
        first.setPingTimestamp(0);
        second.unsetGatewayAlive();
        second.unsetPingTimestamp();
        KibConn conn = router.getKibPeers().get(0).getConns().get(0);
        conn.setClosedAt(0);
        PeerNi ni = first.getPeerNis().get(0);
        ni.setState(PeerState.DOWN);
        ni.setHealthValue(0);

        Fabric loaded = saveAndLoad(fabric);
        Node router2 = loaded.findNode("rtr01");
        Peer first2 = router2.getPeers().get(0);
        Peer second2 = router2.getPeers().get(1);
        assertTrue(first2.isSetGatewayAlive());
        assertFalse(first2.isGatewayAlive());
        assertTrue(first2.isSetPingTimestamp());
        assertFalse(second2.isSetGatewayAlive());
        assertFalse(second2.isSetPingTimestamp());
        assertTrue(router2.getKibPeers().get(0).getConns().get(0).isSetClosedAt());
        assertEquals(PeerState.DOWN, first2.getPeerNis().get(0).getState());
        assertEquals(0, first2.getPeerNis().get(0).getHealthValue(), "an int whose default is 1000");
        ModelAssert.assertSameModel(fabric, loaded);
    }

    /** Both ends of Message.kibRx / KibRx.message, and the containers, come back from one side. */
    @Test
    void oppositeReferencesComeBackPaired() throws Exception {
        Fabric fabric = SeedIncident.build(ValidationTest.TINY);
        Fabric loaded = saveAndLoad(fabric);
        long held = 0;
        for (Node node : loaded.getNodes()) {
            for (Message message : node.getMessages()) {
                if (message.getKibRx() != null) {
                    held++;
                    assertEquals(message, message.getKibRx().getMessage());
                    assertNotNull(message.getKibRx().getConn(), "the rx's conn, its container");
                }
            }
        }
        assertTrue(held > 100, "held rxs in the tiny seed: " + held);
    }

    @Test
    void savesWriteFormat2AndTheOptionWritesFormat1() throws Exception {
        Path current = dir.resolve("current.lnetmodelb");
        LnetResources.save(SeedIncident.build(ValidationTest.TINY), current);
        byte[] bytes = Files.readAllBytes(current);
        assertArrayEquals(MAGIC, Arrays.copyOf(bytes, 8));
        assertEquals(2, bytes[9], "major version");
        assertEquals(0, bytes[11], "minor version");

        Path old = dir.resolve("old.lnetmodelb");
        LnetResources.save(SeedIncident.build(ValidationTest.TINY), old, Map.of(LnetBinaryResource.OPTION_EMF_BINARY, true));
        byte[] emf = Files.readAllBytes(old);
        assertArrayEquals(EMF_SIGNATURE, Arrays.copyOf(emf, 8));
        assertEquals(1, emf[8], "EMF binary version 1.1");
        ModelAssert.assertSameModel(LnetResources.load(old), LnetResources.load(current));
        assertTrue(bytes.length < emf.length / 2, bytes.length + " bytes against EMF's " + emf.length);
    }

    @Test
    void aReferenceOutOfTheFabricIsRefusedAndTheOldFileKept() throws Exception {
        Path file = dir.resolve("kept.lnetmodelb");
        LnetResources.save(SeedIncident.build(ValidationTest.TINY), file);
        byte[] before = Files.readAllBytes(file);
        Fabric fabric = SeedIncident.build(ValidationTest.TINY);
        Message stranger = LnetFactory.eINSTANCE.createMessage();
        fabric.findNode("rtr01").getPeers().get(0).getRtrq().add(stranger);
        IOException e = assertThrows(IOException.class, () -> LnetResources.save(fabric, file));
        assertTrue(e.getMessage().contains("Peer.rtrq refers to a Message that is not in the file"), e.getMessage());
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    @Test
    void truncatedFilesNameTheOffset() throws Exception {
        byte[] good = goodFile();
        for (int length : new int[] {good.length - 1, good.length / 2, HEADER, 10, 3}) {
            Path file = write("cut-" + length + ".lnetmodelb", Arrays.copyOf(good, length));
            LnetLoadException e = failsToLoad(file);
            assertTrue(e.getMessage().contains("truncated"), e.getMessage());
            assertTrue(e.byteOffset() >= 0 && e.byteOffset() <= length, e.getMessage());
            assertTrue(e.getMessage().contains("offset " + e.byteOffset() + ": "), e.getMessage());
        }
    }

    @Test
    void garbageIsNotALnetmodelb() throws Exception {
        byte[] noise = new byte[4096];
        new Random(16).nextBytes(noise);
        LnetLoadException e = failsToLoad(write("noise.lnetmodelb", noise));
        assertEquals(0, e.byteOffset());
        assertTrue(e.getMessage().contains("not a .lnetmodelb file"), e.getMessage());

        LnetLoadException empty = failsToLoad(write("empty.lnetmodelb", new byte[0]));
        assertTrue(empty.getMessage().endsWith("offset 0: empty file"), empty.getMessage());

        // the magic, then noise: the length or the checksum disagrees
        byte[] good = goodFile();
        byte[] body = good.clone();
        new Random(17).nextBytes(noise);
        System.arraycopy(noise, 0, body, HEADER, Math.min(noise.length, body.length - HEADER - 4));
        LnetLoadException damaged = failsToLoad(write("damaged.lnetmodelb", body));
        assertTrue(damaged.getMessage().contains("checksum"), damaged.getMessage());
        assertEquals(good.length - 4, damaged.byteOffset());
    }

    @Test
    void aNewerMajorVersionIsSaidAsSuch() throws Exception {
        byte[] bytes = goodFile();
        bytes[9] = 3;
        LnetLoadException e = failsToLoad(write("v3.lnetmodelb", bytes));
        assertEquals(8, e.byteOffset());
        assertTrue(e.getMessage().contains(".lnetmodelb format 3.0, which this LNet Scope cannot read"), e.getMessage());
    }

    /** With a valid checksum, a length field claiming 2 GB is said without allocating it. */
    @Test
    void hostileLengthsAreBoundedByTheFile() throws Exception {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        body.write(new byte[] {(byte) 0xFF, (byte) 0xFF, (byte) 0xFF, (byte) 0xFF, 0x07}); // nsURI of 2^31-1 bytes
        body.write("http://lnetscope.org/model/lnet/1.0".getBytes(StandardCharsets.US_ASCII));
        LnetLoadException e = failsToLoad(write("huge-text.lnetmodelb", format2(body.toByteArray())));
        assertEquals(HEADER, e.byteOffset());
        assertTrue(e.getMessage().contains("a text of 2147483647 bytes with only"), e.getMessage());

        // the class table of a real file, then a root count of 2^28
        byte[] good = goodFile();
        int roots = rootCountOffset(good);
        byte[] hostile = Arrays.copyOfRange(good, HEADER, good.length - 4);
        byte[] patched = new byte[hostile.length + 3];
        System.arraycopy(hostile, 0, patched, 0, roots - HEADER);
        patched[roots - HEADER] = (byte) 0x80;
        patched[roots - HEADER + 1] = (byte) 0x80;
        patched[roots - HEADER + 2] = (byte) 0x80;
        patched[roots - HEADER + 3] = (byte) 0x01;
        System.arraycopy(hostile, roots - HEADER + 1, patched, roots - HEADER + 4, hostile.length - (roots - HEADER + 1));
        LnetLoadException many = failsToLoad(write("many-roots.lnetmodelb", format2(patched)));
        assertEquals(roots, many.byteOffset());
        assertTrue(many.getMessage().contains("a count of 2097152 root objects with only"), many.getMessage());
    }

    /** Every single-byte change of a small file's body, checksum repaired: a located error or a model. */
    @Test
    void everyByteOfTheBodyDamagedWithARepairedChecksum() throws Exception {
        Fabric fabric = EveryFeatureFixture.build();
        Path good = dir.resolve("every.lnetmodelb");
        LnetResources.save(fabric, good);
        byte[] bytes = Files.readAllBytes(good);
        byte[] body = Arrays.copyOfRange(bytes, HEADER, bytes.length - 4);
        Path file = dir.resolve("mutated.lnetmodelb");
        int failures = 0;
        for (int i = 0; i < body.length; i++) {
            for (int delta : new int[] {1, 0x80}) {
                byte[] mutated = body.clone();
                mutated[i] += (byte) delta;
                Files.write(file, format2(mutated));
                try {
                    LnetResources.load(file);
                } catch (LnetLoadException e) {
                    failures++;
                    assertFalse(e.getMessage().contains("Exception"), e.getMessage());
                    if (e.byteOffset() < 0) {
                        // decoded, but the root is not a Fabric (its class number was changed)
                        assertTrue(e.getMessage().startsWith(file + ": expected one Fabric"), e.getMessage());
                        continue;
                    }
                    assertTrue(e.getMessage().startsWith(file + ": offset " + e.byteOffset() + ": "), e.getMessage());
                    assertTrue(e.byteOffset() >= HEADER && e.byteOffset() <= bytes.length, e.getMessage());
                }
            }
        }
        assertTrue(failures > body.length, failures + " of " + 2 * body.length + " mutations refused");
    }

    private void assertSurvives(Fabric original) throws Exception {
        Fabric loaded = saveAndLoad(original);
        ModelAssert.assertSameModel(original, loaded);
        assertTrue(new EcoreUtil.EqualityHelper().equals(original, loaded), "EqualityHelper");
        // and saving what was loaded writes the same bytes
        Path first = dir.resolve("survives.lnetmodelb");
        Path second = dir.resolve("again.lnetmodelb");
        LnetResources.save(EcoreUtil.copy(original), first);
        LnetResources.save(loaded, second);
        assertArrayEquals(Files.readAllBytes(first), Files.readAllBytes(second));
    }

    private Fabric saveAndLoad(Fabric fabric) throws Exception {
        Path file = dir.resolve("round-trip.lnetmodelb");
        LnetResources.save(EcoreUtil.copy(fabric), file);
        return LnetResources.load(file);
    }

    private byte[] goodFile() throws Exception {
        Path good = dir.resolve("good.lnetmodelb");
        LnetResources.save(SeedIncident.build(ValidationTest.TINY), good);
        return Files.readAllBytes(good);
    }

    /** Where the root count is: after the nsURI and the class table, which are text, counts and kinds. */
    private static int rootCountOffset(byte[] file) {
        int[] pos = {HEADER};
        skipText(file, pos);
        int classes = varint(file, pos);
        for (int c = 0; c < classes; c++) {
            skipText(file, pos);
            int features = varint(file, pos);
            for (int f = 0; f < features; f++) {
                skipText(file, pos);
                int kind = file[pos[0]++];
                if (kind == 7) {
                    pos[0]++; // a flag's default
                }
            }
        }
        return pos[0];
    }

    private static void skipText(byte[] file, int[] pos) {
        int length = varint(file, pos);
        pos[0] += length;
    }

    private static int varint(byte[] file, int[] pos) {
        int value = 0;
        for (int shift = 0;; shift += 7) {
            int b = file[pos[0]++];
            value |= (b & 0x7F) << shift;
            if (b >= 0) {
                return value;
            }
        }
    }

    /** A format 2.0 file around {@code body}: magic, version 2.0, length, CRC-32C (docs/model-format.md). */
    static byte[] format2(byte[] body) {
        int length = HEADER + body.length + 4;
        byte[] file = new byte[length];
        System.arraycopy(MAGIC, 0, file, 0, 8);
        file[9] = 2;
        for (int i = 0; i < 8; i++) {
            file[12 + i] = (byte) ((long) length >>> (56 - 8 * i));
        }
        System.arraycopy(body, 0, file, HEADER, body.length);
        CRC32C crc = new CRC32C();
        crc.update(file, 0, length - 4);
        int sum = (int) crc.getValue();
        file[length - 4] = (byte) (sum >>> 24);
        file[length - 3] = (byte) (sum >>> 16);
        file[length - 2] = (byte) (sum >>> 8);
        file[length - 1] = (byte) sum;
        return file;
    }

    private Path write(String name, byte[] bytes) throws IOException {
        Path file = dir.resolve(name);
        Files.write(file, bytes);
        return file;
    }

    private static LnetLoadException failsToLoad(Path file) {
        LnetLoadException e = assertThrows(LnetLoadException.class, () -> LnetResources.load(file));
        assertTrue(e.getMessage().startsWith(file + ": offset "), e.getMessage());
        assertEquals(file.toString(), e.file());
        return e;
    }

    private Path fixture(String name) throws IOException {
        Path target = dir.resolve(name.replace('/', '-'));
        try (InputStream in = ModelbFormatTest.class.getResourceAsStream("/fixtures/" + name)) {
            assertNotNull(in, "fixture not packaged: " + name);
            Files.write(target, in.readAllBytes());
        }
        return target;
    }
}
