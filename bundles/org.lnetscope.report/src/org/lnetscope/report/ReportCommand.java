package org.lnetscope.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.fit.FitResults;
import org.lnetscope.model.resource.AtomicFileSave;
import org.lnetscope.model.resource.FileKind;
import org.lnetscope.session.compare.Align;
import org.lnetscope.session.compare.Comparison;
import org.lnetscope.trace.TraceFormatException;

/** {@code lnetscope report FILE [OTHER] -o report.html}: one self-contained HTML page to attach to a ticket. */
public final class ReportCommand implements Command {

    @Override
    public String name() {
        return "report";
    }

    @Override
    public String summary() {
        return "write one self-contained HTML report of a trace, a comparison of two traces, a model or a crash extract";
    }

    @Override
    public String usage() {
        return """
                Usage: lnetscope report FILE [OTHER.lnettrace] -o REPORT.html [--at T] [--align fault|start]
                                        [--what-if TABLE.md] [--fit FIT_DIR]
                       lnetscope report --fit FIT_DIR -o REPORT.html
                  FILE: a .lnettrace (its state at T, default its OOM or its end), a .lnetmodel(b), or a crash
                  extract (the vmcore report's findings are included). With OTHER, FILE and OTHER are compared
                  as in 'lnetscope compare' (FILE is the baseline; T is on the comparison's clock).
                  The page holds the diagnosis sentence, the ownership chains lnet_msg -> kib_rx -> kib_conn,
                  the router memory curve(s), the Router Internals and Fabric pictures (inline SVG), the
                  tunables, the sources and the LNet Scope version: no script, nothing fetched, readable
                  offline and printable.
                  --what-if TABLE.md  add the rows 'lnetscope simulate --what-if-table' printed to TABLE.md
                  --fit FIT_DIR       add the section of 'lnetscope fit ... -o FIT_DIR': the hypotheses ranked
                                      by distance to the dump, the fitted unknowns and their spread, the
                                      distance field by field, and the what-if table of each reproducing row.
                                      Without FILE, the report is of the fit's dump (as dump.source names it,
                                      at its trace time), or of the fit alone when the dump is not there.
                  T: 312.5s, 312.5 (seconds), 1500ms, 20us, 7ns.""";
    }

    @Override
    public int run(List<String> args, Console console) throws Exception {
        Options o = Options.parse(args, Set.of("-o", "--at", "--align", "--what-if", "--fit"));
        FitResults fit = null;
        if (o.get("--fit") != null) {
            try {
                fit = FitResults.read(Path.of(o.get("--fit")));
            } catch (IOException | IllegalArgumentException e) {
                console.err().println("lnetscope report: --fit: " + e.getMessage());
                return ExitStatus.FAILURE;
            }
            if (o.positional.isEmpty() && fit.dumpFile() != null && Files.exists(fit.dumpFile())) {
                o.positional.add(fit.dumpFile().toString());
            }
        }
        if (o.positional.isEmpty() && fit != null) {
            if (o.get("-o") == null) {
                throw new UsageException("needs -o REPORT.html");
            }
            Path out = Path.of(o.get("-o"));
            AtomicFileSave.checkOutput(out, Path.of(o.get("--fit")));
            AtomicFileSave.write(out, Reports.fitOnly(fit).getBytes(StandardCharsets.UTF_8));
            console.out().println("wrote " + out + " (the fit alone: its dump is not at hand)");
            return ExitStatus.OK;
        }
        if (o.positional.isEmpty() || o.positional.size() > 2) {
            throw new UsageException("needs FILE, or two traces to compare");
        }
        if (o.get("-o") == null) {
            throw new UsageException("needs -o REPORT.html");
        }
        Path out = Path.of(o.get("-o"));
        if (!out.getFileName().toString().matches(".*\\.html?")) {
            throw new UsageException("-o must end in .html (the report is one HTML page)");
        }
        Long at = o.get("--at") == null ? null : CompareCommand.parseClock(o.get("--at"));
        if (at == null && fit != null && fit.dumpAtNs() != null && fit.dumpFile() != null
                && Path.of(o.positional.get(0)).toAbsolutePath().equals(fit.dumpFile().toAbsolutePath())) {
            at = fit.dumpAtNs(); // the trace position the fit was of
        }
        Align align;
        try {
            align = o.get("--align") == null ? Align.START : Align.parse(o.get("--align"));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        for (String p : o.positional) {
            if (!Files.exists(Path.of(p))) {
                console.err().println("lnetscope report: " + p + ": no such file or directory");
                return ExitStatus.FAILURE;
            }
        }
        List<Path> inputs = new ArrayList<>(o.positional.stream().map(Path::of).toList());
        if (o.get("--what-if") != null) {
            inputs.add(Path.of(o.get("--what-if")));
        }
        AtomicFileSave.checkOutput(out, inputs.toArray(Path[]::new)); // before any work
        List<List<String>> whatIf = o.get("--what-if") == null ? List.of() : Reports.readWhatIf(Path.of(o.get("--what-if")));
        Path file = Path.of(o.positional.get(0));
        String html;
        try {
            if (o.positional.size() == 2) {
                Path other = Path.of(o.positional.get(1));
                if (FileKind.of(file) != FileKind.TRACE || FileKind.of(other) != FileKind.TRACE) {
                    console.err().println("lnetscope report: a comparison needs two .lnettrace files");
                    return ExitStatus.FAILURE;
                }
                try (Comparison comparison = Comparison.open(file, other, align)) {
                    long clock = at != null ? at : CompareCommand.defaultClock(comparison);
                    html = Reports.comparison(comparison, clock, whatIf, fit);
                }
            } else if (FileKind.of(file) == FileKind.TRACE) {
                html = Reports.trace(file, at, whatIf, fit);
            } else {
                if (at != null) {
                    throw new UsageException("--at needs a trace; a snapshot is one instant");
                }
                html = Reports.snapshot(file, whatIf, fit);
            }
        } catch (TraceFormatException | IllegalArgumentException e) {
            console.err().println("lnetscope report: " + e.getMessage());
            return ExitStatus.FAILURE;
        }
        AtomicFileSave.write(out, html.getBytes(StandardCharsets.UTF_8));
        console.out().println("wrote " + out);
        return ExitStatus.OK;
    }
}
