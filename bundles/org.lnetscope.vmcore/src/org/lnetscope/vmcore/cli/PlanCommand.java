package org.lnetscope.vmcore.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.model.resource.AtomicFileSave;
import org.lnetscope.vmcore.crash.CrashLogParser;
import org.lnetscope.vmcore.crash.Diagnostic;
import org.lnetscope.vmcore.crash.StructIndex;
import org.lnetscope.vmcore.plan.ExtractPlanner;

/** {@code lnetscope vmcore plan LOG... [-o NEXT.crash]}: the next crash pass of a router extract. */
final class PlanCommand {

    private PlanCommand() {
    }

    static int run(List<String> args, Console console) throws UsageException, IOException {
        List<Path> logs = new ArrayList<>();
        Path output = null;
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("-o")) {
                if (i + 1 >= args.size()) {
                    throw new UsageException("-o needs a file");
                }
                output = Path.of(args.get(++i));
            } else {
                logs.add(Path.of(args.get(i)));
            }
        }
        if (logs.isEmpty()) {
            throw new UsageException("plan needs the log of at least the first pass");
        }
        // Only what the planner follows is kept: the logs of a big router may be several GB.
        StructIndex session = new StructIndex();
        CrashLogParser parser = new CrashLogParser(session);
        for (Path log : logs) {
            if (!Files.exists(log)) {
                console.err().println("lnetscope vmcore plan: no such file or directory: " + log);
                return ExitStatus.FAILURE;
            }
            parser.parse(log);
        }
        if (session.commandsSeen() == 0) {
            // Not a crash session (a wrong file, a binary, an empty capture): planning from it would
            // only repeat the first pass, and must not replace the plan the engineer already has.
            console.err().println("lnetscope vmcore plan: " + String.join(", ", logs.stream().map(Path::toString).toList())
                    + ": no crash(8) command found (no 'crash> ' prompt): not the log of a crash session"
                    + (output != null && Files.exists(output) ? "; " + output + " left as it was" : ""));
            return ExitStatus.FAILURE;
        }
        ExtractPlanner planner = new ExtractPlanner(session);
        List<String> next = planner.nextPass();
        for (Diagnostic d : session.diagnostics()) {
            if (d.severity() == Diagnostic.Severity.ERROR) {
                console.err().println(d);
            }
        }
        for (String note : planner.notes()) {
            console.err().println("note: " + note);
        }
        StringBuilder text = new StringBuilder();
        text.append("# Next pass of the LNet router extract, written by 'lnetscope vmcore plan' from ")
                .append(logs.size()).append(" log(s).\n");
        if (next.isEmpty()) {
            text.append("# Nothing left to dump: the extract is complete.\n");
        } else {
            // Each pass is a fresh crash run: the Lustre debuginfo must be loaded again.
            text.append("set scroll off\nset radix 10\nmod -S\n");
            for (String command : next) {
                String reason = planner.reason(command);
                if (reason != null) {
                    // crash skips '#' lines of an input file: the reason travels with the command
                    text.append("# ").append(reason).append('\n');
                }
                text.append(command).append('\n');
            }
            text.append("quit\n");
        }
        if (output == null) {
            console.out().print(text);
        } else {
            // temporary file then rename: a failed write never leaves half a plan
            AtomicFileSave.write(output, text.toString().getBytes(StandardCharsets.UTF_8));
            PrintStream err = console.err();
            err.println(next.isEmpty() ? "extract complete: nothing to run" : next.size() + " commands written to "
                    + output + "; run them with: crash -i " + output + " ... | tee next.log");
        }
        return ExitStatus.OK;
    }
}
