package org.lnetscope.fit;

import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.lnetscope.model.Fabric;
import org.lnetscope.sim.RunSummary;
import org.lnetscope.sim.Simulation;
import org.lnetscope.sim.export.FabricExporter;
import org.lnetscope.sim.scenario.Scenario;
import org.lnetscope.sim.scenario.ScenarioException;
import org.lnetscope.sim.scenario.ScenarioLoader;
import org.lnetscope.sim.world.SimNode;

/**
 * Runs one {@link Evaluation} in this JVM: the base scenario with the evaluation's overrides, from
 * t=0 to the dump's moment (its {@code duration}) or the first out-of-memory, then the signature of
 * the dump's node in the exported state and its distance to the dump.
 *
 * <p>Early stop (docs/fit.md): the run goes in {@link #SLICES} slices; after each slice past the
 * fault, a run whose stuck peer NI's lpni_txcredits or worst lpni_rtrcredits is already more than
 * {@link #DIVERGED} times the dump's (and past it by more than the field's floor) is stopped as
 * diverged: on the incident's path these only grow deeper, so it cannot come back within 10 %. Its
 * distance is that of the state where it stopped, and the result says so.
 */
public final class Evaluator {

    static final int SLICES = 20;
    static final double DIVERGED = 3;

    private final String baseText;
    private final String baseName;
    private final Signature dump;
    private final Set<Simulation> running = ConcurrentHashMap.newKeySet();
    private volatile boolean stopped;

    public Evaluator(String baseText, String baseName, Signature dump) {
        this.baseText = baseText;
        this.baseName = baseName;
        this.dump = dump;
    }

    /** Asks every running evaluation to stop after its current event (Ctrl+C). */
    public void stopAll() {
        stopped = true;
        running.forEach(Simulation::requestStop);
    }

    public EvalResult run(Evaluation eval) {
        Scenario scenario;
        try {
            scenario = ScenarioLoader.parse(baseText, baseName, eval.sets());
        } catch (ScenarioException e) {
            return EvalResult.failed(eval, String.join("; ", e.problems().stream().map(Object::toString).toList()));
        }
        Simulation sim = Simulation.of(scenario);
        SimNode node = sim.world().node(eval.node());
        if (node == null) {
            return EvalResult.failed(eval, "no node " + eval.node() + " in the scenario");
        }
        running.add(sim);
        try {
            if (stopped) {
                return EvalResult.failed(eval, Simulation.STOPPED);
            }
            long end = scenario.durationNs();
            long faultAt = scenario.faults().isEmpty() ? 0 : scenario.faults().get(0).atNs();
            String stop = "dump moment";
            boolean diverged = false;
            for (int i = 1; i <= SLICES; i++) {
                long until = i == SLICES ? end : end / SLICES * i;
                RunSummary s = sim.run(until, scenario.untilOom(), null);
                if (Simulation.STOPPED.equals(s.stopReason())) {
                    return EvalResult.failed(eval, Simulation.STOPPED);
                }
                if (s.oomAtNs() >= 0) {
                    stop = s.stopReason();
                    break;
                }
                if (until > faultAt && i < SLICES && diverged(sim.figures(node))) {
                    stop = "diverged at " + (sim.world().now() / 1_000_000) + " ms";
                    diverged = true;
                    break;
                }
            }
            Fabric fabric = FabricExporter.export(sim.world(), scenario);
            Signature run = Signature.of(fabric, eval.node(), null, null);
            return new EvalResult(eval, run, Distance.between(dump, run), sim.world().now(), stop, diverged, null);
        } catch (RuntimeException e) {
            return EvalResult.failed(eval, e.getClass().getSimpleName() + ": " + e.getMessage());
        } finally {
            running.remove(sim);
        }
    }

    private boolean diverged(RunSummary.RouterFigures f) {
        return beyond(Signature.Field.TX_CREDITS_MIN, f.worstTxCredits())
                || beyond(Signature.Field.RTR_CREDITS_MIN, f.worstRtrCredits());
    }

    private boolean beyond(Signature.Field field, double run) {
        Double d = dump.values().get(field);
        if (d == null || d >= 0 || run >= 0) {
            return false;
        }
        return -run > DIVERGED * -d && -run > -d + field.floor;
    }

    /** The values of the dump's figures, for what the early stop compares. */
    Map<Signature.Field, Double> dumpValues() {
        return dump.values();
    }
}
