package org.lnetscope.rules.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.core.Diagnostic;
import org.lnetscope.rules.Release;
import org.lnetscope.rules.RuleBase;
import org.lnetscope.rules.lint.ConfigReader;
import org.lnetscope.rules.lint.Fleet;
import org.lnetscope.rules.lint.Lint;
import org.lnetscope.rules.lint.NodeConfig;

/** {@code lnetscope lint CONFIG... | --fleet DIR}: LNet configuration traps, with the values the kernel really runs with. */
public final class LintCommand implements Command {

    @Override
    public String name() {
        return "lint";
    }

    @Override
    public String summary() {
        return "check lnet.conf / lnetctl export / modprobe options against the kernel's clamps and known traps; compare a fleet";
    }

    @Override
    public String usage() {
        return """
                Usage: lnetscope lint CONFIG... [--version V] [--format text|json|sarif] [--fail-on error|warning|info]
                       lnetscope lint --fleet DIR [--version V] [--format text|json]
                  CONFIG: the files of one node: lnet.conf or lnetctl export YAML, modprobe files (options lnet ...,
                  options ko2iblnd ...), shell lines running lnetctl net add / lnetctl set. A line '# lustre: 2.15.8'
                  (or lctl get_param version output) names the node's release.
                  Each rule of rules/lint.yaml (docs/known-bugs.md) that fires, at the file and line of the value,
                  then the effective value of every o2ib tunable for the release (given -> effective, * where the
                  kernel clamped or ignored it).
                  --version  the release (2.12.9, 2.15.8, 2.16.0, master); without it and without a release in the
                             files, effective values and version-dependent rules are unknown.
                  --fail-on  exit 1 when a finding of this severity or worse is printed (for a site's CI).
                  --fleet DIR  each file or sub-folder of DIR is one node of the same role: names the nodes whose
                             values (release, options, DLC tunables, effective values) differ from the majority.
                Exit status: 0 clean (or findings below --fail-on); 1 a file could not be read, or findings at
                --fail-on; 2 bad usage.""";
    }

    @Override
    public int run(List<String> args, Console console) throws Exception {
        List<Path> files = new ArrayList<>();
        Release release = null;
        String format = "text";
        String failOn = null;
        Path fleet = null;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--version" -> {
                    String v = UsageException.valueOf(args, ++i, a);
                    release = Release.parse(v);
                    if (release == null) {
                        throw new UsageException("--version: a release such as 2.12.9, 2.15.8, b2_16 or master, not " + v);
                    }
                }
                case "--format" -> {
                    format = UsageException.valueOf(args, ++i, a);
                    if (!List.of("text", "json", "sarif").contains(format)) {
                        throw new UsageException("--format is text, json or sarif");
                    }
                }
                case "--fail-on" -> {
                    failOn = UsageException.valueOf(args, ++i, a);
                    if (!List.of("error", "warning", "info").contains(failOn)) {
                        throw new UsageException("--fail-on is error, warning or info");
                    }
                }
                case "--fleet" -> fleet = Path.of(UsageException.valueOf(args, ++i, a));
                default -> {
                    if (a.startsWith("-")) {
                        throw new UsageException("unknown option " + a);
                    }
                    files.add(Path.of(a));
                }
            }
        }
        if (fleet != null) {
            if (!files.isEmpty()) {
                throw new UsageException("--fleet DIR takes no CONFIG files");
            }
            if (format.equals("sarif")) {
                throw new UsageException("--fleet prints text or json");
            }
            return fleet(fleet, release, format, console);
        }
        if (files.isEmpty()) {
            throw new UsageException("needs at least one CONFIG file (or --fleet DIR)");
        }
        NodeConfig node = new NodeConfig(files.get(0).getFileName().toString());
        for (Path f : files) {
            if (!Files.isRegularFile(f)) {
                node.problems.add(Diagnostic.error(f.toString(), 0, "no such file"));
                continue;
            }
            ConfigReader.read(f, node);
        }
        Release r = release != null ? release : node.release;
        RuleBase base = RuleBase.shipped(RuleBase.LINT);
        List<Lint.Finding> findings = Lint.run(base, node, r);
        Map<String, Map<String, String>> effective = Lint.effective(node, r);
        switch (format) {
            case "json" -> console.out().println(LintFormats.json(node, r, findings, effective));
            case "sarif" -> console.out().println(LintFormats.sarif(base, findings));
            default -> LintFormats.text(console.out(), node, r, release == null && r != null, findings, effective);
        }
        for (Diagnostic d : node.problems) {
            console.err().println(d.toString());
        }
        boolean readError = node.problems.stream().anyMatch(d -> d.severity() == Diagnostic.Severity.ERROR);
        if (readError) {
            return ExitStatus.FAILURE;
        }
        if (failOn != null) {
            int bar = rank(failOn);
            if (findings.stream().anyMatch(f -> rank(f.severity()) >= bar)) {
                return ExitStatus.FAILURE;
            }
        }
        return ExitStatus.OK;
    }

    static int rank(String severity) {
        return switch (severity) {
            case "error" -> 3;
            case "warning" -> 2;
            default -> 1;
        };
    }

    private static int fleet(Path dir, Release release, String format, Console console) throws Exception {
        if (!Files.isDirectory(dir)) {
            console.err().println("lnetscope lint: " + dir + ": not a folder");
            return ExitStatus.FAILURE;
        }
        Fleet.Report report = Fleet.compare(dir, release);
        if (format.equals("json")) {
            console.out().println(LintFormats.fleetJson(report));
        } else {
            LintFormats.fleetText(console.out(), dir, report);
        }
        boolean readError = false;
        for (NodeConfig n : report.configs()) {
            for (Diagnostic d : n.problems) {
                console.err().println(d.toString());
                readError |= d.severity() == Diagnostic.Severity.ERROR;
            }
        }
        return readError ? ExitStatus.FAILURE : ExitStatus.OK;
    }
}
