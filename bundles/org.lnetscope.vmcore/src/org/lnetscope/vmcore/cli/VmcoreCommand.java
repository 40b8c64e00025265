package org.lnetscope.vmcore.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.lnetscope.cli.Command;
import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.core.Diagnostic;
import org.lnetscope.vmcore.crash.CrashCommand;
import org.lnetscope.vmcore.crash.CrashListener;
import org.lnetscope.vmcore.crash.CrashLogParser;
import org.lnetscope.vmcore.crash.CrashStruct;
import org.lnetscope.vmcore.model.VmcoreExtract;

/** {@code lnetscope vmcore <sub-command>}: everything about crash(8) extracts of a router vmcore. */
public final class VmcoreCommand implements Command {

    @Override
    public String name() {
        return "vmcore";
    }

    @Override
    public String summary() {
        return "read crash(8) extracts of an LNet router vmcore (check, plan, import, report)";
    }

    @Override
    public String usage() {
        return """
                Usage: lnetscope vmcore check EXTRACT
                         Parse a crash session log (file or directory, plain or .gz) and list what it
                         holds per struct type, then every problem with file and line: errors crash
                         printed in the session (a list walk that reached a poisoned pointer, a struct
                         without debuginfo) and lines that could not be read. Listing them is the
                         check's work: it exits 0 when it could read the extract, errors or not.
                       lnetscope vmcore plan LOG... [-o NEXT.crash] [--max-objects N]
                         Read the logs of the passes run so far (docs/crash/lnet-router-extract.crash
                         first) and write the crash commands of the next pass: the peer tables, each
                         peer NI's lpni_txq/lpni_rtrq (master: its peer's lp_rtrq), every kib_rx those
                         hold and every kib_conn reachable. Run it with 'crash -i NEXT.crash' and repeat until the plan is empty.
                       lnetscope vmcore import EXTRACT -o STATE.lnetmodel [--max-objects N]
                         Map the extract to the fabric model (.lnetmodel XMI or .lnetmodelb binary):
                         peer NIs with credits and ordered queues, messages, kib_rx, kib_conns linked
                         by address, and every problem found as a diagnostic.
                       lnetscope vmcore report EXTRACT [-o REPORT.md|REPORT.html] [--max-objects N]
                         Credits and queues per peer NI, txq by source NID, rtrq by rx_conn, pinned
                         conns and their memory against RAM, the kernel log timeline, and what the
                         pattern means. Markdown on standard output without -o.
                """ + MaxObjects.USAGE + """

                Exit status: 0 read (check: the extract holds LNet state; its errors and warnings
                             are listed, and plan, import and report read the rest);
                             1 could not read or refused (no such file, not a crash session log, no LNet
                             struct in it, more objects than --max-objects, an output that would
                             overwrite an input), nothing written;
                             2 bad usage.""";
    }

    @Override
    public int run(List<String> args, Console console) throws Exception {
        if (args.isEmpty()) {
            throw new UsageException("needs a sub-command: check, plan, import or report");
        }
        List<String> rest = args.subList(1, args.size());
        return switch (args.get(0)) {
            case "check" -> check(rest, console);
            case "plan" -> PlanCommand.run(rest, console);
            case "import" -> ImportReportCommands.importExtract(rest, console);
            case "report" -> ImportReportCommands.report(rest, console);
            default -> throw new UsageException("unknown sub-command '" + args.get(0) + "'");
        };
    }

    private static int check(List<String> args, Console console) throws UsageException {
        if (args.size() != 1) {
            throw new UsageException("check takes one EXTRACT (file or directory)");
        }
        Path extract = Path.of(args.get(0));
        if (!Files.exists(extract)) {
            console.err().println("lnetscope vmcore check: no such file or directory: " + extract);
            return ExitStatus.FAILURE;
        }
        Map<String, Integer> perType = new TreeMap<>();
        int[] counts = new int[3];
        long[] bytes = new long[1];
        new CrashLogParser(new CrashListener() {
            @Override
            public void command(CrashCommand command) {
                counts[0]++;
            }

            @Override
            public void struct(CrashStruct struct) {
                perType.merge(struct.type() == null ? "(untyped)" : struct.type(), 1, Integer::sum);
            }

            @Override
            public void diagnostic(Diagnostic d) {
                console.err().println(d);
                if (d.severity() == Diagnostic.Severity.ERROR) {
                    counts[1]++;
                } else {
                    counts[2]++;
                }
            }

            @Override
            public void endOfFile(String file, long n) {
                bytes[0] += n;
            }
        }).parse(extract);
        if (counts[0] == 0) {
            // 2 GiB of newlines, a binary, a dmesg alone: no problem was found because nothing was read
            console.err().println("lnetscope vmcore check: " + extract + ": no crash(8) command found in " + bytes[0]
                    + " bytes (no 'crash> ' prompt): not the log of a crash session (docs/crash/ says how to make one)");
            return ExitStatus.FAILURE;
        }
        console.out().printf("%d commands, %d bytes read%n", counts[0], bytes[0]);
        perType.forEach((type, n) -> console.out().printf("  %-16s %d%n", type, n));
        console.out().printf("%d errors, %d warnings/notes%n", counts[1], counts[2]);
        // as import and report refuse it: a log without one LNet or o2iblnd struct is not an extract
        if (perType.keySet().stream().noneMatch(t -> t.startsWith("lnet_") || t.startsWith("kib_"))) {
            console.err().println("lnetscope vmcore check: " + VmcoreExtract.noLnetState(extract));
            return ExitStatus.FAILURE;
        }
        if (counts[1] > 0) {
            // Errors in the extract are what check is for (real sessions have them: a walk into a
            // poisoned list, a module without debuginfo); it read the file, as import and report
            // do, which keep the same errors and exit 0.
            console.out().println("read: the errors are listed above with their lines; plan, import and report read the rest");
        }
        return ExitStatus.OK;
    }
}
