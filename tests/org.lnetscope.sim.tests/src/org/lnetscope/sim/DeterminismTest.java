package org.lnetscope.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.lnetscope.model.resource.LnetResources;
import org.lnetscope.sim.engine.Time;
import org.lnetscope.sim.export.FabricExporter;
import org.lnetscope.sim.scenario.Scenario;

/** Same scenario and seed: the same events and a byte-identical .lnetmodel. */
class DeterminismTest {

    private static String run(Scenario scenario, Path out) throws Exception {
        Simulation sim = Simulation.of(scenario);
        StringBuilder events = new StringBuilder();
        sim.setListener(e -> events.append(e).append('\n'));
        sim.run(10 * 60 * Time.SECOND, false, null);
        LnetResources.save(FabricExporter.export(sim.world(), scenario), out);
        return events.toString();
    }

    @Test
    void sameSeedSameBytes(@TempDir Path dir) throws Exception {
        String a = run(Scenarios.small(), dir.resolve("a.lnetmodel"));
        String b = run(Scenarios.small(), dir.resolve("b.lnetmodel"));
        assertEquals(a.hashCode(), b.hashCode());
        assertEquals(a, b);
        assertArrayEquals(Files.readAllBytes(dir.resolve("a.lnetmodel")), Files.readAllBytes(dir.resolve("b.lnetmodel")));
    }

    @Test
    void anotherSeedAnotherRun(@TempDir Path dir) throws Exception {
        String a = run(Scenarios.small(), dir.resolve("a.lnetmodel"));
        String c = run(Scenarios.small("seed=8"), dir.resolve("c.lnetmodel"));
        assertNotEquals(a, c);
    }
}
