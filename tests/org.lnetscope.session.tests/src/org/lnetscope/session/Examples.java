package org.lnetscope.session;

import java.nio.file.Path;

/** The checkout's shipped examples (tests run in their own bundle's folder). */
final class Examples {

    static final Path ROOT = Path.of("..", "..", "examples").toAbsolutePath().normalize();
    static final Path SMALL_TRACE = ROOT.resolve("traces/router-oom-small.lnettrace");
    static final Path SEED = ROOT.resolve("seed-incident.lnetmodelb");

    private Examples() {
    }
}
