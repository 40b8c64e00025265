package org.lnetscope.lnetfiles.lnetctl;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * A read-only view of a composed SnakeYAML node that keeps line numbers, so every diagnostic can
 * say where in the lnetctl output it is. Composing (not constructing) also keeps scalars as the
 * text lnetctl printed: {@code Multi-Rail: False} stays "False", {@code 0: ib1} keeps its key.
 */
final class Yaml {

    private final Node node;
    private final int lineOffset;

    Yaml(Node node, int lineOffset) {
        this.node = node;
        this.lineOffset = lineOffset;
    }

    /** 1-based line in the file. */
    int line() {
        return node.getStartMark().getLine() + 1 + lineOffset;
    }

    boolean isMap() {
        return node instanceof MappingNode;
    }

    boolean isList() {
        return node instanceof SequenceNode;
    }

    /**
     * An empty value ({@code route:} and nothing after it): what cYAML prints for an empty
     * sequence, e.g. {@code lnetctl export} of a node without routes.
     */
    boolean isEmpty() {
        return node instanceof ScalarNode && text() == null;
    }

    boolean isScalar() {
        return node instanceof ScalarNode;
    }

    /** The entries of a mapping in file order (keys as text); empty for anything else. */
    List<Map.Entry<String, Yaml>> entries() {
        if (!(node instanceof MappingNode map)) {
            return List.of();
        }
        List<Map.Entry<String, Yaml>> list = new ArrayList<>();
        for (NodeTuple tuple : map.getValue()) {
            String key = tuple.getKeyNode() instanceof ScalarNode s ? s.getValue() : "?";
            list.add(Map.entry(key, new Yaml(tuple.getValueNode(), lineOffset)));
        }
        return list;
    }

    /** The value of {@code key} in a mapping, or null. */
    Yaml get(String key) {
        for (Map.Entry<String, Yaml> e : entries()) {
            if (e.getKey().equals(key)) {
                return e.getValue();
            }
        }
        return null;
    }

    List<Yaml> items() {
        if (!(node instanceof SequenceNode seq)) {
            return Collections.emptyList();
        }
        return seq.getValue().stream().map(n -> new Yaml(n, lineOffset)).toList();
    }

    /** A scalar's text; null for a mapping, a sequence or an empty value. */
    String text() {
        if (node instanceof ScalarNode s) {
            return s.getValue().isEmpty() || s.getValue().equals("~") || s.getValue().equals("null") ? null : s.getValue();
        }
        return null;
    }

    /** A scalar as an integer, or null when it is not one. */
    Long number() {
        String t = text();
        if (t == null) {
            return null;
        }
        try {
            return Long.parseLong(t.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
