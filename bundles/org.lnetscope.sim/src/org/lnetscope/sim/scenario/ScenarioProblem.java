package org.lnetscope.sim.scenario;

/** One thing wrong with a scenario, where it is: "file:line:column" or the --set that caused it. */
public record ScenarioProblem(String location, String message) {

    @Override
    public String toString() {
        return location + ": " + message;
    }
}
