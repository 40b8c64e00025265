package org.lnetscope.sim.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * Typed, checked reading of one YAML mapping. Every read names the keys it accepts; {@link #finish}
 * reports any other key with the list of known ones. A bad value is reported where it is and the
 * default used, so one pass finds every problem.
 */
final class YamlMap {

    private final Node node;
    private final String context;
    private final Problems problems;
    private final Map<String, NodeTuple> entries = new LinkedHashMap<>();
    private final Set<String> known = new LinkedHashSet<>();

    YamlMap(Node node, String context, Problems problems) {
        this.node = node;
        this.context = context;
        this.problems = problems;
        if (!(node instanceof MappingNode mapping)) {
            problems.add(node, context + " must be a mapping (key: value lines)");
            return;
        }
        for (NodeTuple tuple : mapping.getValue()) {
            if (!(tuple.getKeyNode() instanceof ScalarNode key)) {
                problems.add(tuple.getKeyNode(), "keys in " + context + " must be plain words");
                continue;
            }
            if (entries.putIfAbsent(key.getValue(), tuple) != null) {
                problems.add(key, "duplicate key \"" + key.getValue() + "\" in " + context);
            }
        }
    }

    Node node() {
        return node;
    }

    /** The keys as the file writes them, in its order. */
    List<String> keys() {
        return new ArrayList<>(entries.keySet());
    }

    Node valueNode(String key) {
        known.add(key);
        NodeTuple tuple = entries.get(key);
        return tuple == null ? null : tuple.getValueNode();
    }

    boolean has(String key) {
        known.add(key);
        return entries.containsKey(key);
    }

    /** Reports keys nobody asked for. */
    void finish() {
        for (Map.Entry<String, NodeTuple> e : entries.entrySet()) {
            if (!known.contains(e.getKey())) {
                problems.add(e.getValue().getKeyNode(), "unknown key \"" + e.getKey() + "\" in " + context
                        + " (known: " + String.join(", ", known) + ")");
            }
        }
    }

    String string(String key, String dflt) {
        Node v = valueNode(key);
        if (v == null) {
            return dflt;
        }
        if (!(v instanceof ScalarNode s)) {
            problems.add(v, key + " must be a single value");
            return dflt;
        }
        return s.getValue();
    }

    String required(String key) {
        Node v = valueNode(key);
        if (v == null) {
            problems.add(node, context + " needs \"" + key + "\"");
            return null;
        }
        return string(key, null);
    }

    <T> T parsed(String key, T dflt, Function<String, T> parser) {
        Node v = valueNode(key);
        String text = string(key, null);
        if (text == null) {
            return dflt;
        }
        try {
            return parser.apply(text);
        } catch (RuntimeException e) {
            problems.add(v, key + ": " + e.getMessage());
            return dflt;
        }
    }

    long integer(String key, long dflt, long min, long max) {
        Node v = valueNode(key);
        Long value = parsed(key, null, t -> {
            try {
                return Long.parseLong(t.trim());
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("\"" + t + "\" is not a whole number");
            }
        });
        if (value == null) {
            return dflt;
        }
        if (value < min || value > max) {
            problems.add(v, key + " " + value + " is not in " + min + ".." + max);
            return dflt;
        }
        return value;
    }

    boolean bool(String key, boolean dflt) {
        return parsed(key, dflt, t -> switch (t.trim().toLowerCase(Locale.ROOT)) {
            case "true", "yes", "on", "1" -> true;
            case "false", "no", "off", "0" -> false;
            default -> throw new IllegalArgumentException("\"" + t + "\" is not true or false");
        });
    }

    long durationNs(String key, long dflt) {
        Node v = valueNode(key);
        long value = parsed(key, dflt, Quantities::durationNs);
        if (value < 0) {
            problems.add(v, key + " must not be negative");
            return dflt;
        }
        return value;
    }

    long bytes(String key, long dflt) {
        Node v = valueNode(key);
        long value = parsed(key, dflt, Quantities::bytes);
        if (value < 0) {
            problems.add(v, key + " must not be negative");
            return dflt;
        }
        return value;
    }

    YamlMap map(String key) {
        Node v = valueNode(key);
        return v == null ? null : new YamlMap(v, context + "." + key, problems);
    }

    /** A sequence of mappings; each element's context is "key[i]". */
    List<YamlMap> list(String key) {
        Node v = valueNode(key);
        List<YamlMap> items = new ArrayList<>();
        if (v == null) {
            return items;
        }
        if (!(v instanceof SequenceNode seq)) {
            problems.add(v, key + " must be a list (lines starting with \"- \")");
            return items;
        }
        int i = 0;
        for (Node item : seq.getValue()) {
            items.add(new YamlMap(item, key + "[" + i++ + "]", problems));
        }
        return items;
    }

    /** A sequence of plain values. */
    List<ScalarNode> scalars(String key) {
        Node v = valueNode(key);
        List<ScalarNode> items = new ArrayList<>();
        if (v == null) {
            return items;
        }
        if (v instanceof ScalarNode s) {
            items.add(s);
            return items;
        }
        if (!(v instanceof SequenceNode seq)) {
            problems.add(v, key + " must be a list of values");
            return items;
        }
        for (Node item : seq.getValue()) {
            if (item instanceof ScalarNode s) {
                items.add(s);
            } else {
                problems.add(item, key + " entries must be single values");
            }
        }
        return items;
    }
}
