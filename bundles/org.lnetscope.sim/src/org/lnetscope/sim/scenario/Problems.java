package org.lnetscope.sim.scenario;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.nodes.Node;

/** Collects problems while a scenario is read, locating each by its YAML node's start mark. */
final class Problems {

    private final String fileName;
    private final List<ScenarioProblem> list = new ArrayList<>();
    /** Nodes that came from --set rather than the file. */
    private final Map<Node, String> overridden = new IdentityHashMap<>();

    Problems(String fileName) {
        this.fileName = fileName;
    }

    void markOverride(Node node, String setting) {
        overridden.put(node, setting);
    }

    String where(Node node) {
        if (node == null) {
            return fileName;
        }
        String setting = overridden.get(node);
        if (setting != null) {
            return "--set " + setting;
        }
        Mark mark = node.getStartMark();
        if (mark == null) {
            return fileName;
        }
        return fileName + ":" + (mark.getLine() + 1) + ":" + (mark.getColumn() + 1);
    }

    void add(Node node, String message) {
        list.add(new ScenarioProblem(where(node), message));
    }

    void addAt(String location, String message) {
        list.add(new ScenarioProblem(location, message));
    }

    boolean isEmpty() {
        return list.isEmpty();
    }

    void throwIfAny() throws ScenarioException {
        if (!list.isEmpty()) {
            throw new ScenarioException(list);
        }
    }
}
