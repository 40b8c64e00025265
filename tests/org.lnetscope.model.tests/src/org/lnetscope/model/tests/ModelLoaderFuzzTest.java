package org.lnetscope.model.tests;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.fuzz.Bombs;
import org.lnetscope.fuzz.Fuzz;
import org.lnetscope.model.examples.SeedIncident;
import org.lnetscope.model.resource.LnetBinaryResource;
import org.lnetscope.model.resource.LnetLoadException;
import org.lnetscope.model.resource.LnetResources;

/**
 * The .lnetmodelb and .lnetmodel loaders on mutated files (docs/reliability.md): a load may fail
 * only with {@link LnetLoadException} whose message starts with the file's name, and may not
 * allocate more than 64 MB plus 300 times the file's size.
 */
class ModelLoaderFuzzTest {

    @TempDir
    Path dir;

    @Test
    void theBinaryLoaderSurvivesMutatedFiles() throws Exception {
        Path good = dir.resolve("good.lnetmodelb");
        LnetResources.save(SeedIncident.build(ValidationTest.TINY), good);
        List<byte[]> corpus = List.of(Files.readAllBytes(good));
        Path input = dir.resolve("input.lnetmodelb");
        Fuzz.assertSurvived(Fuzz.run("lnetmodelb", 21, Fuzz.budget(), m -> m.mutate(corpus.get(0), corpus),
                bytes -> load(input, bytes), t -> located(t, input), size -> (64L << 20) + 300L * size));
    }

    /**
     * Issue 30, §5: count bombs. At a random place the file claims a count (2^10 to 2^31, 2^31-1,
     * 2^63-1) followed by up to 1 MB of one repeated byte, so that the claim fits the file's size
     * as bytes but each byte would have to become an object, a string or a list slot: what is
     * allocated stays within 64 MB plus 300 times the file.
     */
    @Test
    void theBinaryLoaderSurvivesCountBombs() throws Exception {
        Path good = dir.resolve("good.lnetmodelb");
        LnetResources.save(SeedIncident.build(ValidationTest.TINY), good);
        byte[] seed = Files.readAllBytes(good);
        Path input = dir.resolve("bomb.lnetmodelb");
        Fuzz.assertSurvived(Fuzz.run("lnetmodelb-count-bomb", 30, Fuzz.budget(), m -> {
            int at = m.random().nextInt(seed.length);
            byte[] claim = Bombs.varint(Bombs.claim(m));
            int padding = 1 << (10 + m.random().nextInt(11));
            byte unit = (byte) new int[] {0, 1, 2, 0x7f}[m.random().nextInt(4)];
            java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream(at + claim.length + padding);
            out.write(seed, 0, at);
            out.writeBytes(claim);
            for (int i = 0; i < padding; i++) {
                out.write(unit);
            }
            if (m.random().nextBoolean()) {
                out.write(seed, at, seed.length - at); // the rest of the model after the bomb
            }
            return out.toByteArray();
        }, bytes -> load(input, bytes), t -> located(t, input), size -> (64L << 20) + 300L * size));
    }

    /** Format 1, EMF's binary serialization, which files written before format 2.0 are. */
    @Test
    void theFormat1LoaderSurvivesMutatedFiles() throws Exception {
        Path good = dir.resolve("good-v1.lnetmodelb");
        LnetResources.save(SeedIncident.build(ValidationTest.TINY), good, Map.of(LnetBinaryResource.OPTION_EMF_BINARY, true));
        List<byte[]> corpus = List.of(Files.readAllBytes(good));
        Path input = dir.resolve("input-v1.lnetmodelb");
        Fuzz.assertSurvived(Fuzz.run("lnetmodelb-v1", 22, Fuzz.budget(), m -> m.mutate(corpus.get(0), corpus),
                bytes -> load(input, bytes), t -> located(t, input), size -> (64L << 20) + 300L * size));
    }

    /** Format 2.0 with the length and checksum repaired after mutating, so that the decoder itself is tried. */
    @Test
    void theFormat2DecoderSurvivesMutatedBodies() throws Exception {
        Path good = dir.resolve("good-v2.lnetmodelb");
        LnetResources.save(SeedIncident.build(ValidationTest.TINY), good);
        byte[] bytes = Files.readAllBytes(good);
        List<byte[]> corpus = List.of(Arrays.copyOfRange(bytes, 20, bytes.length - 4));
        Path input = dir.resolve("input-v2.lnetmodelb");
        Fuzz.assertSurvived(Fuzz.run("lnetmodelb-v2-body", 23, Fuzz.budget(),
                m -> ModelbFormatTest.format2(m.mutate(corpus.get(0), corpus)),
                b -> load(input, b), t -> located(t, input), size -> (64L << 20) + 300L * size));
    }

    @Test
    void theXmiLoaderSurvivesMutatedFiles() throws Exception {
        Path good = dir.resolve("good.lnetmodel");
        LnetResources.save(SeedIncident.build(ValidationTest.TINY), good);
        String text = Files.readString(good);
        List<String> words = List.of("<", ">", "\"", "&amp;", "xmi:id=\"", "txCredits=\"", "<!DOCTYPE x [<!ENTITY a \"aaaa\">]>",
                "&a;", "nid=\"", "@o2ib", "ibc_refcount", "state=\"");
        Path input = dir.resolve("input.lnetmodel");
        Fuzz.assertSurvived(Fuzz.run("lnetmodel", 21, Fuzz.budget(),
                m -> m.mutateText(text, words).getBytes(StandardCharsets.UTF_8),
                bytes -> load(input, bytes), t -> located(t, input), size -> (64L << 20) + 300L * size));
    }

    /**
     * What the fuzzer found, kept: an 8 KB file claiming a 2^30-character string (2 GB allocated
     * before "Unexpected end of stream"), and one whose object lands in a list of another class
     * (an ArrayStoreException's class name was the whole message), and one whose reference into
     * another resource made EMF open a file named "hostname" beside it (OneFileConverter).
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
            "huge-string-length.lnetmodelb|offset \\d+: a count, length or id of \\d+ in a file of 8060 bytes",
            "wrong-class.lnetmodelb|offset \\d+: damaged or not a .lnetmodelb file: an object of the wrong class where another is expected",
            "reference-to-another-file.lnetmodelb|offset \\d+: damaged.*hostname.*"})
    void crashersFoundByTheFuzzerStayFixed(String name, String reason) throws Exception {
        Path input = dir.resolve(name);
        try (var in = getClass().getResourceAsStream("/fixtures/fuzz/" + name)) {
            Files.copy(in, input);
        }
        LnetLoadException e = Assertions.assertThrows(LnetLoadException.class, () -> LnetResources.load(input));
        Assertions.assertTrue(e.getMessage().matches(Pattern.quote(input + ": ") + reason),
                e.getMessage());
    }

    private static void load(Path file, byte[] bytes) throws Exception {
        Files.write(file, bytes);
        LnetResources.load(file);
    }

    private static boolean located(Throwable t, Path file) {
        return t instanceof LnetLoadException e && e.getMessage().startsWith(file.toString() + ":")
                && !e.getMessage().contains("\n") && !e.getMessage().contains("Exception");
    }
}
