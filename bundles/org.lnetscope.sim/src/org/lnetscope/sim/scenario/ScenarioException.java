package org.lnetscope.sim.scenario;

import java.util.List;
import java.util.stream.Collectors;

/** The scenario is wrong; every problem found is listed, each with its line and column. */
public final class ScenarioException extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient List<ScenarioProblem> problems;

    public ScenarioException(List<ScenarioProblem> problems) {
        super(problems.stream().map(ScenarioProblem::toString).collect(Collectors.joining("\n")));
        this.problems = List.copyOf(problems);
    }

    public List<ScenarioProblem> problems() {
        return problems;
    }
}
