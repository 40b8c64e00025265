package org.lnetscope.ui.welcome;

import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The examples that ship with LNet Scope, offered on first launch (the welcome page) and under
 * File/Help > Open Example. They live in the installation's {@code examples/} folder (the feature's
 * root files copy the checkout's {@code examples/} there), or where {@code -Dlnetscope.examples}
 * says: the checkout's {@code ./lnetscope} points it at the checkout's own folder.
 */
public final class Examples {

    /** One example: what the menu and the welcome page say, and its path under examples/. */
    public record Example(String title, String relativePath, String description) {
    }

    public static final List<Example> ALL = List.of(
            new Example("Seed incident (router at kdump time)", "seed-incident.lnetmodelb",
                    "The router of the OOM incident at 1/10 scale: a compute's peer NI that stopped draining, "
                            + "servers' router credits far below zero, 161 DISCONNECTED kib_conns pinned by parked rx."),
            new Example("The incident, step by step (small trace)", "traces/router-oom-small.lnettrace",
                    "The incident simulated on a small fabric: step (F6) or take the Tour in the Explain view "
                            + "from the fault to the first pinned conn and the OOM."),
            new Example("A healthy fabric", "healthy.lnetmodel",
                    "Router rtr01 between 4 computes on o2ib1 and 2 servers on o2ib0, at rest: every credit back, "
                            + "every queue empty, every kib_conn ESTABLISHED. What normal looks like."));

    public static final String PROPERTY = "lnetscope.examples";

    private Examples() {
    }

    /** The examples folder, if this installation has one. */
    public static Optional<Path> folder() {
        String configured = System.getProperty(PROPERTY);
        if (configured != null && !configured.isBlank()) {
            return Optional.of(Path.of(configured)).filter(Files::isDirectory);
        }
        return installFolder().map(p -> p.resolve("examples")).filter(Files::isDirectory);
    }

    /** The example's file, if it is installed. */
    public static Optional<Path> path(Example example) {
        return folder().map(f -> f.resolve(example.relativePath())).filter(Files::isRegularFile);
    }

    private static Optional<Path> installFolder() {
        // osgi.install.area is the folder that holds plugins/ (the product's lnetscope/ folder).
        String area = System.getProperty("osgi.install.area");
        if (area == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(Path.of(new URL(area).toURI()));
        } catch (URISyntaxException | MalformedURLException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
