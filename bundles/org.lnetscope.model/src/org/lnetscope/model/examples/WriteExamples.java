package org.lnetscope.model.examples;

import java.io.IOException;
import java.nio.file.Path;

import org.lnetscope.model.resource.LnetResources;

/**
 * Writes the example fabrics as files: {@code WriteExamples DIR} creates DIR/healthy.lnetmodel and
 * DIR/seed-incident.lnetmodelb. The committed copies are in the repository's top-level examples/
 * (its README.md has the command); ExamplesTest fails when they no longer match the builders.
 */
public final class WriteExamples {

    public static final String HEALTHY = "healthy.lnetmodel";
    public static final String SEED_INCIDENT = "seed-incident.lnetmodelb";

    private WriteExamples() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            throw new IllegalArgumentException("usage: WriteExamples DIR");
        }
        Path dir = Path.of(args[0]);
        LnetResources.save(HealthyFabric.build(), dir.resolve(HEALTHY));
        LnetResources.save(SeedIncident.build(), dir.resolve(SEED_INCIDENT));
    }
}
