package org.lnetscope.ingest;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

import org.lnetscope.lnetfiles.LnetFiles;
import org.lnetscope.protocol.NodeState;

/**
 * The node files the parsers' tests collect under tests/org.lnetscope.lnetfiles.tests/fixtures
 * (kernel printf formats of router_proc.c and lnet_debugfs.c, lnetctl YAML of liblnetconfig.c,
 * pasted shapes; docs/import-formats.md), read here from the source tree so that the mapping is
 * tested on the very files the parsers are, without a second copy. Tycho runs tests in the test
 * bundle's directory.
 */
public final class CollectedFixtures {

    private static final Path ROOT = Path.of(System.getProperty("user.dir"))
            .resolve("../org.lnetscope.lnetfiles.tests/fixtures").normalize();

    private CollectedFixtures() {
    }

    /** Copies the fixture tree under {@code prefix} into {@code dir}, keeping paths; returns dir/prefix. */
    public static Path copy(String prefix, Path dir) {
        Path from = ROOT.resolve(prefix);
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                Path target = dir.resolve(ROOT.relativize(file).toString());
                Files.createDirectories(target.getParent());
                Files.copy(file, target);
            }
            return dir.resolve(prefix);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The text of one fixture. */
    public static String text(String name) {
        try {
            return Files.readString(ROOT.resolve(name), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Fixtures read as one node's files. */
    public static NodeState read(String... names) {
        NodeState state = new NodeState();
        for (String name : names) {
            LnetFiles.read(name, Path.of(name).getFileName().toString(), text(name), state);
        }
        return state;
    }
}
