package org.lnetscope.lnetfiles.lnetctl;

import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * A small read-only YAML value with its line, built by {@link YamlStream} from SnakeYAML's parser
 * events for one entry at a time (one peer, one net, the global block), never for a whole file.
 * Scalars stay the text lnetctl printed: {@code Multi-Rail: False} stays "False",
 * {@code 0: ib1} keeps its key.
 */
final class Yaml {

    private final int line;
    /** A scalar's text; null for a mapping or a sequence. */
    private final String scalar;
    private final List<Map.Entry<String, Yaml>> entries;
    private final List<Yaml> items;

    private Yaml(int line, String scalar, List<Map.Entry<String, Yaml>> entries, List<Yaml> items) {
        this.line = line;
        this.scalar = scalar;
        this.entries = entries;
        this.items = items;
    }

    static Yaml scalar(int line, String text) {
        return new Yaml(line, text, null, null);
    }

    static Yaml map(int line, List<Map.Entry<String, Yaml>> entries) {
        return new Yaml(line, null, entries, null);
    }

    static Yaml list(int line, List<Yaml> items) {
        return new Yaml(line, null, null, items);
    }

    /** 1-based line in the file. */
    int line() {
        return line;
    }

    boolean isMap() {
        return entries != null;
    }

    boolean isList() {
        return items != null;
    }

    /**
     * An empty value ({@code route:} and nothing after it): what cYAML prints for an empty
     * sequence, e.g. {@code lnetctl export} of a node without routes.
     */
    boolean isEmpty() {
        return scalar != null && text() == null;
    }

    boolean isScalar() {
        return scalar != null;
    }

    /** The entries of a mapping in file order (keys as text); empty for anything else. */
    List<Map.Entry<String, Yaml>> entries() {
        return entries == null ? List.of() : Collections.unmodifiableList(entries);
    }

    /** The value of {@code key} in a mapping, or null. */
    Yaml get(String key) {
        if (entries == null) {
            return null;
        }
        for (Map.Entry<String, Yaml> e : entries) {
            if (e.getKey().equals(key)) {
                return e.getValue();
            }
        }
        return null;
    }

    List<Yaml> items() {
        return items == null ? List.of() : Collections.unmodifiableList(items);
    }

    /** A scalar's text; null for a mapping, a sequence or an empty value. */
    String text() {
        if (scalar == null || scalar.isEmpty() || scalar.equals("~") || scalar.equals("null")) {
            return null;
        }
        return scalar;
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

    /**
     * The scalars of a list or of a mapping's values ({@code interfaces: 0: ib0 1: ib1},
     * {@code ip-range: 0: 10.3.3.*}), or the scalar itself.
     */
    List<String> texts() {
        if (isScalar()) {
            return text() == null ? List.of() : List.of(text());
        }
        List<Yaml> values = isList() ? items : entries().stream().map(Map.Entry::getValue).toList();
        return values.stream().map(Yaml::text).filter(t -> t != null).toList();
    }
}
