package org.lnetscope.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.runtime.Platform;
import org.lnetscope.model.resource.AtomicFileSave;

/**
 * The files opened last, newest first, kept in one small text file (one path a line) that a
 * person can read. A damaged or missing list is just empty.
 */
final class RecentFiles {

    static final int MAX = 8;

    private final Path store;

    RecentFiles(Path store) {
        this.store = store;
    }

    /**
     * In the workspace the window runs with (~/.lnetscope/workspace for the product; the test
     * harness's own, so tests never touch a user's list).
     */
    static RecentFiles forWorkspace() {
        try {
            var location = Platform.getInstanceLocation();
            if (location != null && location.getURL() != null) {
                return new RecentFiles(Path.of(location.getURL().toURI()).resolve(".lnetscope-recent-files"));
            }
        } catch (Exception e) {
            // no usable workspace: fall back to the user's folder
        }
        return new RecentFiles(Path.of(System.getProperty("user.home"), ".lnetscope", "recent-files"));
    }

    List<Path> list() {
        try {
            List<Path> paths = new ArrayList<>();
            for (String line : Files.readAllLines(store, StandardCharsets.UTF_8)) {
                if (!line.isBlank() && paths.size() < MAX) {
                    paths.add(Path.of(line.trim()));
                }
            }
            return paths;
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    /** Moves {@code file} to the top; written atomically. */
    void add(Path file) {
        List<Path> paths = new ArrayList<>(list());
        Path absolute = file.toAbsolutePath().normalize();
        paths.remove(absolute);
        paths.add(0, absolute);
        List<String> lines = paths.stream().limit(MAX).map(Path::toString).toList();
        try {
            // the app's own folder (~/.lnetscope): made here, since saves no longer make folders (issue 30)
            Files.createDirectories(store.toAbsolutePath().getParent());
            AtomicFileSave.write(store, (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            // Losing the recent list is harmless: opening the file itself already worked.
        }
    }
}
