package org.lnetscope.sim.scenario;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * {@code --set path=value}: replaces (or adds) one value in the parsed document before it is read,
 * so an override goes through exactly the checks the file does. Paths are dot-separated keys, with
 * list indexes as numbers: {@code tunables.peer_timeout=30}, {@code workload.0.rate=10/s}.
 */
final class Overrides {

    private Overrides() {
    }

    static void apply(MappingNode root, List<String> settings, Problems problems) {
        for (String setting : settings) {
            int eq = setting.indexOf('=');
            if (eq <= 0) {
                problems.addAt("--set " + setting, "expected key=value");
                continue;
            }
            String[] path = setting.substring(0, eq).trim().split("\\.");
            String value = setting.substring(eq + 1).trim();
            String error = set(root, path, value, setting, problems);
            if (error != null) {
                problems.addAt("--set " + setting, error);
            }
        }
    }

    private static String set(MappingNode root, String[] path, String value, String setting, Problems problems) {
        Node current = root;
        for (int i = 0; i < path.length; i++) {
            boolean last = i == path.length - 1;
            String key = path[i];
            if (current instanceof MappingNode mapping) {
                NodeTuple found = null;
                int index = -1;
                List<NodeTuple> tuples = mapping.getValue();
                for (int t = 0; t < tuples.size(); t++) {
                    if (tuples.get(t).getKeyNode() instanceof ScalarNode k && k.getValue().equals(key)) {
                        found = tuples.get(t);
                        index = t;
                    }
                }
                if (last) {
                    ScalarNode v = scalar(value);
                    problems.markOverride(v, setting);
                    NodeTuple tuple = new NodeTuple(found == null ? scalar(key) : found.getKeyNode(), v);
                    if (found == null) {
                        problems.markOverride(tuple.getKeyNode(), setting);
                        tuples.add(tuple);
                    } else {
                        tuples.set(index, tuple);
                    }
                    return null;
                }
                if (found == null) {
                    MappingNode child = new MappingNode(Tag.MAP, new ArrayList<>(), DumperOptions.FlowStyle.BLOCK);
                    problems.markOverride(child, setting);
                    ScalarNode k = scalar(key);
                    problems.markOverride(k, setting);
                    tuples.add(new NodeTuple(k, child));
                    current = child;
                } else {
                    current = found.getValueNode();
                }
            } else if (current instanceof SequenceNode seq) {
                int index;
                try {
                    index = Integer.parseInt(key);
                } catch (NumberFormatException e) {
                    return "\"" + key + "\" must be a list index";
                }
                if (index < 0 || index >= seq.getValue().size()) {
                    return "no item " + index + " (the list has " + seq.getValue().size() + ")";
                }
                if (last) {
                    ScalarNode v = scalar(value);
                    problems.markOverride(v, setting);
                    seq.getValue().set(index, v);
                    return null;
                }
                current = seq.getValue().get(index);
            } else {
                return "\"" + String.join(".", Arrays.copyOf(path, i)) + "\" is a single value";
            }
        }
        return null;
    }

    private static ScalarNode scalar(String value) {
        return new ScalarNode(Tag.STR, value, null, null, DumperOptions.ScalarStyle.PLAIN);
    }
}
