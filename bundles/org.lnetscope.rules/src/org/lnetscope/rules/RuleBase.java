package org.lnetscope.rules;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;

/**
 * The rule base: the rule files shipped in this bundle's rules/ folder (known-bugs.yaml for
 * {@code lnetscope known-bugs}, lint.yaml for {@code lnetscope lint}), read once. A bad rule file is an
 * error naming the file and line, never a rule silently dropped.
 */
public final class RuleBase {

    public static final String KNOWN_BUGS = "rules/known-bugs.yaml";
    public static final String LINT = "rules/lint.yaml";

    private static final Set<String> BRANCHES = Set.of("b2_12", "b2_15", "b2_16", "master");
    private static final Set<String> SEVERITIES = Set.of("error", "warning", "info");

    private final List<Rule> rules;

    private RuleBase(List<Rule> rules) {
        this.rules = List.copyOf(rules);
    }

    public List<Rule> rules() {
        return rules;
    }

    public Rule find(String id) {
        return rules.stream().filter(r -> r.id().equals(id)).findFirst().orElse(null);
    }

    /** Reads one of the shipped rule files ({@link #KNOWN_BUGS}, {@link #LINT}). */
    public static RuleBase shipped(String resource) throws IOException {
        InputStream in = RuleBase.class.getClassLoader().getResourceAsStream(resource);
        if (in == null) {
            throw new IOException(resource + ": not in the installation (broken product?)");
        }
        try (Reader r = new InputStreamReader(in, StandardCharsets.UTF_8)) {
            return read(resource, r);
        }
    }

    /** Reads a rule file; {@link IllegalArgumentException} names the file and line of the first bad entry. */
    public static RuleBase read(String file, Reader text) {
        LoaderOptions options = new LoaderOptions();
        options.setAllowDuplicateKeys(false);
        Node root;
        try {
            root = new Yaml(options).compose(text);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(file + ": not YAML: " + e.getMessage(), e);
        }
        if (!(root instanceof MappingNode map) || !(get(map, "rules") instanceof SequenceNode seq)) {
            throw new IllegalArgumentException(file + ":1: a rule file is a mapping with a 'rules' list");
        }
        List<Rule> rules = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        for (Node n : seq.getValue()) {
            Rule r = rule(file, n);
            if (!ids.add(r.id())) {
                throw new IllegalArgumentException(file + ":" + r.line() + ": duplicate rule id " + r.id());
            }
            rules.add(r);
        }
        return new RuleBase(rules);
    }

    private static Rule rule(String file, Node n) {
        int line = n.getStartMark().getLine() + 1;
        if (!(n instanceof MappingNode m)) {
            throw new IllegalArgumentException(file + ":" + line + ": a rule is a mapping");
        }
        try {
            String id = required(m, "id");
            String severity = required(m, "severity");
            if (!SEVERITIES.contains(severity)) {
                throw new IllegalArgumentException("severity is error, warning or info, not " + severity);
            }
            Map<String, Fix> fixed = new LinkedHashMap<>();
            if (get(m, "fixed") instanceof MappingNode fm) {
                for (NodeTuple t : fm.getValue()) {
                    String branch = scalar(t.getKeyNode());
                    if (!BRANCHES.contains(branch)) {
                        throw new IllegalArgumentException("fixed: unknown branch " + branch);
                    }
                    Node v = t.getValueNode();
                    if (v instanceof MappingNode fix) {
                        String commit = required(fix, "commit");
                        String release = text(fix, "release");
                        String tag = required(fix, "first_tag");
                        if (!branch.equals("master") && Release.parse(release) == null) {
                            throw new IllegalArgumentException("fixed." + branch + ": needs release (the first tag of the branch with it)");
                        }
                        fixed.put(branch, new Fix(branch, commit, release, tag));
                    } else if (v instanceof ScalarNode s
                            && (s.getValue().isEmpty() || s.getValue().equals("null") || s.getValue().equals("~"))) {
                        fixed.put(branch, null);
                    } else {
                        throw new IllegalArgumentException("fixed." + branch + ": a mapping (commit, release, first_tag) or null");
                    }
                }
            }
            String affects = text(m, "affects_from");
            Release affectsFrom = affects == null ? null : Release.parse(affects);
            if (affects != null && affectsFrom == null) {
                throw new IllegalArgumentException("affects_from: not a release: " + affects);
            }
            List<Predicate> when = predicates(m, "when");
            if (when.isEmpty()) {
                throw new IllegalArgumentException("a rule needs at least one 'when' condition (never a match without evidence)");
            }
            Map<String, Node> source = new LinkedHashMap<>();
            if (get(m, "source") instanceof MappingNode sm) {
                sm.getValue().forEach(t -> source.put(scalar(t.getKeyNode()), t.getValueNode()));
            }
            List<String> lu = source.get("lu") == null ? List.of() : strings(source.get("lu"));
            List<String> functions = source.get("functions") == null ? List.of() : strings(source.get("functions"));
            String manual = source.get("manual") instanceof ScalarNode s ? s.getValue() : null;
            String subject = source.get("commit_subject") instanceof ScalarNode s ? s.getValue() : null;
            if (lu.isEmpty() && functions.isEmpty() && manual == null) {
                throw new IllegalArgumentException("source: cite an LU, a kernel function or a manual section");
            }
            return new Rule(id, required(m, "title"), severity, text(m, "kind") == null ? "bug" : text(m, "kind"), lu, functions,
                    manual, subject, fixed, affectsFrom, required(m, "scope"), when, predicates(m, "assuming"), required(m, "evidence"),
                    text(m, "note"), file, line);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ":" + line + ": " + e.getMessage(), e);
        }
    }

    private static List<Predicate> predicates(MappingNode m, String key) {
        Node n = get(m, key);
        if (n == null) {
            return List.of();
        }
        List<Predicate> out = new ArrayList<>();
        for (String s : strings(n)) {
            out.add(Predicate.parse(s));
        }
        return out;
    }

    static Node get(MappingNode m, String key) {
        for (NodeTuple t : m.getValue()) {
            if (t.getKeyNode() instanceof ScalarNode k && k.getValue().equals(key)) {
                return t.getValueNode();
            }
        }
        return null;
    }

    private static String required(MappingNode m, String key) {
        String v = text(m, key);
        if (v == null || v.isBlank()) {
            throw new IllegalArgumentException("needs " + key);
        }
        return v;
    }

    private static String text(MappingNode m, String key) {
        Node n = get(m, key);
        if (n == null) {
            return null;
        }
        if (!(n instanceof ScalarNode s)) {
            throw new IllegalArgumentException(key + " is a scalar");
        }
        return s.getValue().equals("null") ? null : s.getValue();
    }

    private static String scalar(Node n) {
        if (!(n instanceof ScalarNode s)) {
            throw new IllegalArgumentException("expected a scalar at line " + (n.getStartMark().getLine() + 1));
        }
        return s.getValue();
    }

    private static List<String> strings(Node n) {
        if (n instanceof ScalarNode s) {
            return List.of(s.getValue());
        }
        if (!(n instanceof SequenceNode seq)) {
            throw new IllegalArgumentException("expected a list at line " + (n.getStartMark().getLine() + 1));
        }
        List<String> out = new ArrayList<>();
        seq.getValue().forEach(x -> out.add(scalar(x)));
        return out;
    }
}
