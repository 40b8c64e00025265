package org.lnetscope.releng.codegen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/** Small file-tree helpers: copy, wipe, list and compare. */
final class Trees {

    private Trees() {
    }

    /** Regular files under {@code root}, as sorted '/'-separated relative paths; empty if absent. */
    static Set<String> files(Path root) throws IOException {
        Set<String> result = new TreeSet<>();
        if (!Files.isDirectory(root)) {
            return result;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            walk.filter(Files::isRegularFile)
                    .forEach(p -> result.add(root.relativize(p).toString().replace('\\', '/')));
        }
        return result;
    }

    static void delete(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }

    /** Copies the tree {@code from} to {@code to} (which must not exist yet). */
    static void copy(Path from, Path to) throws IOException {
        for (String file : files(from)) {
            Path target = to.resolve(file);
            Files.createDirectories(target.getParent());
            Files.copy(from.resolve(file), target, StandardCopyOption.COPY_ATTRIBUTES);
        }
    }

    /** Wipes {@code target} and fills it with a copy of {@code source}. */
    static void replace(Path target, Path source) throws IOException {
        delete(target);
        Files.createDirectories(target);
        copy(source, target);
    }

    /** Human-readable differences between two trees, byte for byte; empty if identical. */
    static List<String> diff(Path expected, Path actual) throws IOException {
        Set<String> expectedFiles = files(expected);
        Set<String> actualFiles = files(actual);
        List<String> differences = new ArrayList<>();
        for (String file : expectedFiles) {
            if (!actualFiles.contains(file)) {
                differences.add("no longer generated: " + file);
            } else if (Files.mismatch(expected.resolve(file), actual.resolve(file)) != -1) {
                differences.add("changed: " + file);
            }
        }
        for (String file : actualFiles) {
            if (!expectedFiles.contains(file)) {
                differences.add("missing from the committed tree: " + file);
            }
        }
        return differences;
    }
}
