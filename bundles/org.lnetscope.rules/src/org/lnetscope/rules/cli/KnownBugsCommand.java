package org.lnetscope.rules.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.rules.Inputs;
import org.lnetscope.rules.KnownBugs;
import org.lnetscope.rules.Release;
import org.lnetscope.rules.RuleBase;
import org.lnetscope.trace.TraceFormatException;

/** {@code lnetscope known-bugs FILE... [--version V]}: the known LNet bugs whose state the file shows. */
public final class KnownBugsCommand implements Command {

    @Override
    public String name() {
        return "known-bugs";
    }

    @Override
    public String summary() {
        return "the known LNet/o2iblnd bugs (LUs) a dump, trace or import shows, with the values that match and where each is fixed";
    }

    @Override
    public String usage() {
        return """
                Usage: lnetscope known-bugs FILE... [--version V] [--format text|json]
                  FILE: a .lnetmodel(b), a .lnettrace (its state at the end), a crash(8) extract, or collected
                  lnetctl/debugfs output (a file or a folder, as lnetscope import reads it).
                  For each rule of the shipped rule base (rules/known-bugs.yaml, docs/known-bugs.md) whose
                  conditions hold on the file's values: the LU, the objects it matched with the values that
                  decided it, and where it is fixed ("fixed in 2.16.0 ...; not on your branch").
                  A condition on a value the file does not hold never matches; an 'assuming' one is printed.
                  --version  the site's release (2.12.9, 2.15.8, 2.16.0, b2_15, master); default: 2.12 for a
                             2.12 layout, else unknown.
                Exit status: 0 no rule matched or every match is fixed in the release; 1 a match not fixed in
                the release (or the release unknown), or a file could not be read; 2 bad usage.""";
    }

    @Override
    public int run(List<String> args, Console console) throws Exception {
        List<Path> files = new ArrayList<>();
        Release release = null;
        String format = "text";
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
                    if (!format.equals("text") && !format.equals("json")) {
                        throw new UsageException("--format is text or json");
                    }
                }
                default -> {
                    if (a.startsWith("-")) {
                        throw new UsageException("unknown option " + a);
                    }
                    files.add(Path.of(a));
                }
            }
        }
        if (files.isEmpty()) {
            throw new UsageException("needs at least one FILE");
        }
        RuleBase base = RuleBase.shipped(RuleBase.KNOWN_BUGS);
        int status = ExitStatus.OK;
        List<String> json = new ArrayList<>();
        for (Path file : files) {
            try (Inputs.Opened in = Inputs.open(file)) {
                Release r = release != null ? release : KnownBugs.releaseOf(in.fabric());
                List<KnownBugs.Match> all = KnownBugs.match(base, in.fabric(), r);
                // a bug whose fix the release has cannot be why this state happened: named apart, not matched
                List<KnownBugs.Match> matches = all.stream().filter(m -> !Boolean.TRUE.equals(m.fixedInRelease())).toList();
                List<KnownBugs.Match> fixedHere = all.stream().filter(m -> Boolean.TRUE.equals(m.fixedInRelease())).toList();
                for (KnownBugs.Match m : matches) {
                    if (!Boolean.TRUE.equals(m.fixedInRelease())) {
                        status = ExitStatus.FAILURE;
                    }
                }
                if (format.equals("json")) {
                    json.add(KnownBugsJson.file(file, in.what(), r, matches, fixedHere));
                } else {
                    print(console, file, in.what(), r, release == null && r != null, matches, fixedHere, base.rules().size());
                }
            } catch (IOException | IllegalArgumentException | TraceFormatException e) {
                // a damaged or foreign file: said in one line (the reader names file and offset), the others still run
                console.err().println("lnetscope known-bugs: " + e.getMessage());
                status = ExitStatus.FAILURE;
            }
        }
        if (format.equals("json")) {
            console.out().println("[" + String.join(",\n", json) + "]");
        }
        return status;
    }

    private static void print(Console c, Path file, String what, Release r, boolean fromLayout, List<KnownBugs.Match> matches,
            List<KnownBugs.Match> fixedHere, int rules) {
        c.out().println(file + " (" + what + "), release "
                + (r == null ? "unknown (--version V)" : r + (fromLayout ? " (from the 2.12 layout)" : "")) + ": "
                + matches.size() + " of " + rules + " known bugs match");
        for (KnownBugs.Match m : matches) {
            c.out().println();
            c.out().println(m.rule().id() + " [" + m.rule().severity() + "] " + m.rule().title());
            c.out().println("  " + m.verdict(r));
            if (m.rule().note() != null) {
                c.out().println("  note: " + m.rule().note());
            }
            c.out().println("  source: " + String.join(", ", m.rule().lu()) + "; " + String.join("; ", m.rule().functions()));
            c.out().println("  matched " + m.count() + (m.count() == 1 ? " object" : " objects")
                    + (m.count() > m.hits().size() ? " (first " + m.hits().size() + " shown)" : "") + ":");
            for (KnownBugs.Hit h : m.hits()) {
                c.out().println("  - " + h.where() + ": " + h.sentence());
                h.values().forEach(v -> c.out().println("      " + v));
                h.assumed().forEach(v -> c.out().println("      assuming " + v));
            }
        }
        if (!fixedHere.isEmpty()) {
            c.out().println();
            c.out().println("Their state is in the file but " + r + " has their fix or predates the bug (another cause): "
                    + String.join(", ", fixedHere.stream().map(m -> m.rule().id() + " (" + m.count() + ")").toList()));
        }
    }
}
