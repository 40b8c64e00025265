package org.lnetscope.rules.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.lnetscope.core.Diagnostic;
import org.lnetscope.rules.Release;
import org.lnetscope.rules.Rule;
import org.lnetscope.rules.RuleBase;
import org.lnetscope.rules.lint.Fleet;
import org.lnetscope.rules.lint.Json;
import org.lnetscope.rules.lint.Lint;
import org.lnetscope.rules.lint.NodeConfig;

/** The linter's outputs: text, JSON, SARIF 2.1.0 (for code-scanning tools), and the fleet comparison. */
final class LintFormats {

    private LintFormats() {
    }

    static void text(PrintStream out, NodeConfig node, Release r, boolean fromFile, List<Lint.Finding> findings,
            Map<String, Map<String, String>> effective) {
        out.println("lint " + String.join(" ", node.files) + ": release "
                + (r == null ? "unknown (--version V; effective values and version-dependent rules need it)"
                        : r + (fromFile ? " (from " + node.releaseSetting.file() + ":" + node.releaseSetting.line() + ")" : ""))
                + ", " + findings.size() + (findings.size() == 1 ? " finding" : " findings"));
        for (Lint.Finding f : findings) {
            out.println(f.file() + ":" + f.line() + ": " + f.severity() + ": " + f.rule().id() + ": " + f.message()
                    + (f.ifRelease() ? " (if your release is " + fixedWhere(f.rule()) + ")" : ""));
            out.println("    " + cite(f.rule()));
            f.values().forEach(v -> out.println("    " + v));
        }
        if (!effective.isEmpty()) {
            out.println("Effective o2ib values" + (r == null ? " (release unknown)" : " on " + r)
                    + ", given -> effective (* clamped or ignored):");
            effective.forEach((net, row) -> {
                out.println("  " + net);
                row.forEach((k, v) -> out.println(String.format("    %-20s %s", k, v)));
            });
        }
    }

    private static String fixedWhere(Rule rule) {
        return rule.fixed().isEmpty() ? "from " + rule.affectsFrom() : "without the fix: " + rule.fixedSummary();
    }

    private static String cite(Rule rule) {
        List<String> s = new ArrayList<>(rule.lu());
        s.addAll(rule.functions());
        if (rule.manual() != null) {
            s.add(rule.manual());
        }
        return "source: " + String.join("; ", s) + (rule.fixed().isEmpty() ? "" : "; " + rule.fixedSummary());
    }

    static String json(NodeConfig node, Release r, List<Lint.Finding> findings, Map<String, Map<String, String>> effective) {
        List<String> fs = new ArrayList<>();
        for (Lint.Finding f : findings) {
            fs.add("{\"id\":" + Json.str(f.rule().id()) + ",\"severity\":" + Json.str(f.severity()) + ",\"file\":" + Json.str(f.file())
                    + ",\"line\":" + f.line() + ",\"message\":" + Json.str(f.message()) + ",\"source\":" + Json.str(cite(f.rule()))
                    + ",\"values\":" + Json.strs(f.values()) + ",\"ifRelease\":" + f.ifRelease() + "}");
        }
        List<String> eff = new ArrayList<>();
        effective.forEach((net, row) -> {
            List<String> kv = new ArrayList<>();
            row.forEach((k, v) -> kv.add(Json.str(k) + ":" + Json.str(v)));
            eff.add(Json.str(net) + ":{" + String.join(",", kv) + "}");
        });
        List<String> problems = new ArrayList<>();
        for (Diagnostic d : node.problems) {
            problems.add(Json.str(d.toString()));
        }
        return "{\"files\":" + Json.strs(node.files) + ",\"release\":" + (r == null ? "null" : Json.str(r.toString())) + ",\"findings\":["
                + String.join(",", fs) + "],\"effective\":{" + String.join(",", eff) + "},\"problems\":[" + String.join(",", problems)
                + "]}";
    }

    static String sarif(RuleBase base, List<Lint.Finding> findings) {
        List<String> rules = new ArrayList<>();
        for (Rule r : base.rules()) {
            rules.add("{\"id\":" + Json.str(r.id()) + ",\"shortDescription\":{\"text\":" + Json.str(r.title())
                    + "},\"fullDescription\":{\"text\":"
                    + Json.str(cite(r)) + "},\"defaultConfiguration\":{\"level\":" + Json.str(level(r.severity())) + "}}");
        }
        List<String> results = new ArrayList<>();
        for (Lint.Finding f : findings) {
            results.add("{\"ruleId\":" + Json.str(f.rule().id()) + ",\"level\":" + Json.str(level(f.severity())) + ",\"message\":{\"text\":"
                    + Json.str(f.message()) + "},\"locations\":[{\"physicalLocation\":{\"artifactLocation\":{\"uri\":"
                    + Json.str(Path.of(f.file()).toUri().toString()) + "}"
                    + (f.line() > 0 ? ",\"region\":{\"startLine\":" + f.line() + "}" : "")
                    + "}}]}");
        }
        return "{\"$schema\":\"https://json.schemastore.org/sarif-2.1.0.json\",\"version\":\"2.1.0\",\"runs\":[{\"tool\":{\"driver\":{"
                + "\"name\":\"lnetscope lint\",\"informationUri\":\"https://github.com/lnetscope\",\"rules\":[" + String.join(",", rules)
                + "]}},\"results\":[" + String.join(",", results) + "]}]}";
    }

    private static String level(String severity) {
        return switch (severity) {
            case "error" -> "error";
            case "warning" -> "warning";
            default -> "note";
        };
    }

    static void fleetText(PrintStream out, Path dir, Fleet.Report report) {
        out.println("fleet " + dir + ": " + report.nodes() + " nodes, " + report.outliers().size() + " values on which some differ");
        for (Fleet.Outlier o : report.outliers()) {
            out.println(o.key() + ": " + o.majorityCount() + " nodes have " + o.majority());
            o.others().forEach((value, nodes) -> out.println("    " + value + ": " + nodes.size() + " (" + names(nodes) + ")"));
        }
    }

    private static String names(List<String> nodes) {
        return nodes.size() <= 10 ? String.join(", ", nodes)
                : String.join(", ", nodes.subList(0, 10)) + ", ... " + (nodes.size() - 10) + " more";
    }

    static String fleetJson(Fleet.Report report) {
        List<String> os = new ArrayList<>();
        for (Fleet.Outlier o : report.outliers()) {
            List<String> others = new ArrayList<>();
            o.others().forEach((v, nodes) -> others.add(Json.str(v) + ":" + Json.strs(nodes)));
            os.add("{\"key\":" + Json.str(o.key()) + ",\"majority\":" + Json.str(o.majority()) + ",\"majorityCount\":" + o.majorityCount()
                    + ",\"others\":{" + String.join(",", others) + "}}");
        }
        return "{\"nodes\":" + report.nodes() + ",\"outliers\":[" + String.join(",", os) + "]}";
    }
}
