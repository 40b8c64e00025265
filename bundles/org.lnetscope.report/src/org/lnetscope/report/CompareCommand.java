package org.lnetscope.report;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.model.resource.AtomicFileSave;
import org.lnetscope.model.resource.FileKind;
import org.lnetscope.session.compare.Align;
import org.lnetscope.session.compare.Comparison;
import org.lnetscope.session.compare.ComparisonTable;
import org.lnetscope.trace.TimeFormat;
import org.lnetscope.trace.TraceFormatException;

/**
 * {@code lnetscope compare A.lnettrace B.lnettrace}: the difference table of two runs (a baseline and
 * a fix, a what-if, another site) on one clock.
 */
public final class CompareCommand implements Command {

    @Override
    public String name() {
        return "compare";
    }

    @Override
    public String summary() {
        return "compare two traces (baseline vs fix or what-if): time to OOM, pinned conns, memory, credits, drops";
    }

    @Override
    public String usage() {
        return """
                Usage: lnetscope compare BASELINE.lnettrace OTHER.lnettrace [--align fault|start] [--at T]
                                         [--format text|markdown|html] [-o FILE]
                  Opens the two traces on one clock and prints, side by side: the router the figures are
                  about (the one that ran out of memory, else the fullest), time to OOM, peak memory, memory
                  and pinned kib_conns at T, the lowest lpni_txcredits and lpni_rtrcredits over the run and
                  at T, and the messages dropped (MSG_DROPPED) by T and in the whole run.
                  --align start  the clock starts at each trace's start (default: same scenario, same time)
                  --align fault  the clock starts at each run's fault (the simulator's fault mark, else the
                                 first tx timeout): runs whose faults came at different times
                  --at T         the time the "at T" figures are read, on that clock (default: the
                                 baseline's OOM, or its end). A run that ended earlier shows its last state.
                  --format       text (default), markdown, or html (a fragment for a page or a ticket)
                  -o FILE        write it to FILE (atomically) instead of printing it
                  T: 312.5s, 312.5 (seconds), 1500ms, 20us, 7ns; negative before the fault.""";
    }

    @Override
    public int run(List<String> args, Console console) throws Exception {
        Options o = Options.parse(args, Set.of("--align", "--at", "--format", "-o"));
        if (o.positional.size() != 2) {
            throw new UsageException("needs two traces: BASELINE OTHER");
        }
        Align align;
        try {
            align = o.get("--align") == null ? Align.START : Align.parse(o.get("--align"));
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        String format = o.get("--format") == null ? "text" : o.get("--format");
        if (!Set.of("text", "markdown", "md", "html").contains(format)) {
            throw new UsageException("--format is text, markdown or html, not '" + format + "'");
        }
        Long at = null;
        if (o.get("--at") != null) {
            at = parseClock(o.get("--at"));
        }
        Path a = Path.of(o.positional.get(0));
        Path b = Path.of(o.positional.get(1));
        for (Path p : List.of(a, b)) {
            if (!Files.exists(p)) {
                console.err().println("lnetscope compare: " + p + ": no such file or directory");
                return ExitStatus.FAILURE;
            }
            if (FileKind.of(p) != FileKind.TRACE) {
                console.err().println("lnetscope compare: " + p + ": not a .lnettrace (a snapshot has no run to compare;"
                        + " 'lnetscope report' puts a dump beside a trace)");
                return ExitStatus.FAILURE;
            }
        }
        if (o.get("-o") != null) {
            AtomicFileSave.checkOutput(Path.of(o.get("-o")), a, b); // before any work
        }
        ComparisonTable.Table table;
        try (Comparison comparison = Comparison.open(a, b, align)) {
            long clock = at != null ? at : defaultClock(comparison);
            table = ComparisonTable.at(comparison, clock);
        } catch (TraceFormatException e) {
            console.err().println("lnetscope compare: " + e.getMessage());
            return ExitStatus.FAILURE;
        }
        String text = switch (format) {
            case "markdown", "md" -> ComparisonFormat.markdown(table);
            case "html" -> ComparisonFormat.htmlTable(table);
            default -> ComparisonFormat.text(table);
        };
        if (o.get("-o") == null) {
            console.out().print(text);
        } else {
            AtomicFileSave.write(Path.of(o.get("-o")), text.getBytes(StandardCharsets.UTF_8));
            console.out().println("wrote " + o.get("-o"));
        }
        return ExitStatus.OK;
    }

    /** The baseline's OOM, else its end: "what had the other run done by the time the baseline died". */
    static long defaultClock(Comparison comparison) {
        Comparison.Run base = comparison.baseline();
        long t = base.figures().ranOutOfMemory() ? base.figures().oomNs() : base.figures().endNs();
        return base.clockOf(t);
    }

    /** A clock time as typed: TimeFormat's units, with a minus sign for a time before the fault. */
    static long parseClock(String text) throws UsageException {
        String t = text.strip();
        boolean negative = t.startsWith("-");
        try {
            long ns = TimeFormat.parse(negative ? t.substring(1) : t);
            return negative ? -ns : ns;
        } catch (IllegalArgumentException e) {
            throw new UsageException("--at: " + e.getMessage());
        }
    }
}
