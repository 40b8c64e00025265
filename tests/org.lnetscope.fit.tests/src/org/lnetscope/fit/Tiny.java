package org.lnetscope.fit;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.lnetscope.model.Fabric;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.export.FabricExporter;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.scenario.ScenarioLoader;

/**
 * The tests' fabric (fixtures/tiny.yaml: 4 computes, a router, 4 servers; compute3 fails at 60 s)
 * and dumps made from it: the state of the router at the end of a run under settings the fit is
 * not given.
 */
final class Tiny {

    static final String NAME = "tiny.yaml";
    static final String ROUTER = "router";
    static final double FAULT_AT_S = 60;

    private Tiny() {
    }

    static String text() throws IOException {
        try (InputStream in = Tiny.class.getResourceAsStream("/fixtures/tiny.yaml")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    static Scenario base() throws Exception {
        return ScenarioLoader.parse(text(), NAME, List.of());
    }

    /** The exported state at the end of a run of tiny.yaml with {@code truth}. */
    static Fabric state(List<String> truth) throws Exception {
        return state(text(), truth);
    }

    /** The exported state at the end of a run of {@code base} with {@code truth}. */
    static Fabric state(String base, List<String> truth) throws Exception {
        Scenario s = ScenarioLoader.parse(base, NAME, truth);
        Simulation sim = Simulation.of(s);
        sim.run(s.durationNs(), s.untilOom(), null);
        return FabricExporter.export(sim.world(), s);
    }

    /** The router's signature in that state: the dump the fit is given. */
    static Signature dump(List<String> truth) throws Exception {
        return Signature.of(state(truth), ROUTER, null, null);
    }

    static Fit.Setup setup(Signature dump, List<String> unknowns, List<HypothesisRow> rows, int budget, long seed)
            throws Exception {
        return setup(text(), dump, unknowns, rows, budget, seed);
    }

    static Fit.Setup setup(String text, Signature dump, List<String> unknowns, List<HypothesisRow> rows, int budget,
            long seed) throws Exception {
        Scenario base = ScenarioLoader.parse(text, NAME, List.of());
        return new Fit.Setup(text, NAME, base, dump, ROUTER, Unknown.of(unknowns, base, 30, 1200), rows, budget, seed);
    }

    static Fit.Outcome fitLocally(Fit.Setup setup, int jobs) throws Exception {
        try (LocalRunner runner = new LocalRunner(new Evaluator(setup.baseText(), setup.baseName(), setup.dump()), jobs)) {
            return new Fit(setup, runner, null).run();
        }
    }

    /** The four rows this simulator runs. */
    static List<HypothesisRow> modelledRows() {
        return List.of(HypothesisRow.byId("aliveness-off/a1"), HypothesisRow.byId("aliveness-off/b"),
                HypothesisRow.byId("aliveness-on/a1"), HypothesisRow.byId("aliveness-on/b"));
    }
}
