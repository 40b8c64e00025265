package org.lnetscope.rules.lint;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.lnetscope.rules.Release;

/**
 * {@code lint --fleet DIR}: the configuration of many nodes of one role compared value by value. A node is a
 * file in DIR or a sub-folder of files; each value (module options, DLC globals, each net's tunables and LND
 * tunables, the effective values, the release) is compared with what most nodes have, and the nodes that differ
 * are named. The Lustre troubleshooting advice "check the same parameter across the nodes of the same type",
 * done for the whole set. peer_credits must match across a homogeneous net, so any difference there is named.
 */
public final class Fleet {

    /** One value on which some nodes differ from the majority. */
    public record Outlier(String key, String majority, int majorityCount, Map<String, List<String>> others) {
    }

    /** The result: how many nodes were read, the outliers, and the problems reading them. */
    public record Report(int nodes, List<Outlier> outliers, List<NodeConfig> configs) {
    }

    private Fleet() {
    }

    /** Reads every node of {@code dir}; {@code release} (may be null) is used for nodes whose files do not say. */
    public static Report compare(Path dir, Release release) throws IOException {
        List<NodeConfig> nodes = new ArrayList<>();
        try (Stream<Path> entries = Files.list(dir)) {
            for (Path p : entries.sorted().toList()) {
                if (Files.isSymbolicLink(p)) {
                    continue; // a planted link is not a node of this set
                }
                NodeConfig node = new NodeConfig(String.valueOf(p.getFileName()).replaceFirst("\\.(ya?ml|conf)$", ""));
                if (Files.isDirectory(p)) {
                    try (Stream<Path> files = Files.list(p)) {
                        for (Path f : files.sorted().filter(Files::isRegularFile).toList()) {
                            ConfigReader.read(f, node);
                        }
                    }
                } else if (Files.isRegularFile(p)) {
                    ConfigReader.read(p, node);
                } else {
                    continue;
                }
                nodes.add(node);
            }
        }
        return new Report(nodes.size(), outliers(nodes, release), nodes);
    }

    static List<Outlier> outliers(List<NodeConfig> nodes, Release release) {
        // key -> node -> value
        Map<String, Map<String, String>> byKey = new TreeMap<>();
        for (NodeConfig n : nodes) {
            for (Map.Entry<String, String> e : values(n, release).entrySet()) {
                byKey.computeIfAbsent(e.getKey(), k -> new LinkedHashMap<>()).put(n.name, e.getValue());
            }
        }
        List<Outlier> out = new ArrayList<>();
        for (Map.Entry<String, Map<String, String>> e : byKey.entrySet()) {
            Map<String, List<String>> nodesByValue = new HashMap<>();
            for (NodeConfig n : nodes) {
                String v = e.getValue().getOrDefault(n.name, "(not given)");
                nodesByValue.computeIfAbsent(v, x -> new ArrayList<>()).add(n.name);
            }
            if (nodesByValue.size() < 2) {
                continue;
            }
            Map.Entry<String, List<String>> major = nodesByValue.entrySet().stream()
                    .max(Comparator.comparingInt((Map.Entry<String, List<String>> x) -> x.getValue().size())
                            .thenComparing(Map.Entry::getKey))
                    .get();
            Map<String, List<String>> others = new TreeMap<>(nodesByValue);
            others.remove(major.getKey());
            out.add(new Outlier(e.getKey(), major.getKey(), major.getValue().size(), others));
        }
        return out;
    }

    /** A node's values by comparable key: module options, DLC, per net (by net name) given and effective values. */
    static Map<String, String> values(NodeConfig n, Release release) {
        Map<String, String> v = new LinkedHashMap<>();
        v.put("release", n.release == null ? "(not given)" : n.release.toString());
        n.modules.forEach((k, s) -> v.put("options " + k, s.value()));
        n.dlc.forEach((k, s) -> v.put(k, s.value()));
        Release r = n.release != null ? n.release : release;
        for (NetConfig net : n.nets) {
            String p = "net " + net.name() + ".";
            net.tunables().forEach((k, s) -> v.put(p + "tunables." + k, s.value()));
            net.lnd().forEach((k, s) -> v.put(p + "lnd tunables." + k, s.value()));
            if (net.lndType().equals("o2ib")) {
                Effective.o2ib(net, n, r).forEach((k, x) -> v.put(p + "effective." + k, String.valueOf(x)));
            }
        }
        return v;
    }
}
