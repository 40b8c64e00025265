package org.lnetscope.vmcore.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;
import org.lnetscope.model.resource.AtomicFileSave;
import org.lnetscope.vmcore.crash.StructIndex;
import org.lnetscope.vmcore.plan.NextPass;

/** {@code lnetscope vmcore plan LOG... [-o NEXT.crash]}: the next crash pass of a router extract. */
final class PlanCommand {

    private PlanCommand() {
    }

    static int run(List<String> args, Console console) throws UsageException, IOException {
        List<Path> logs = new ArrayList<>();
        Path output = null;
        long maxObjects = MaxObjects.defaultBound();
        for (int i = 0; i < args.size(); i++) {
            if (args.get(i).equals("-o")) {
                if (i + 1 >= args.size()) {
                    throw new UsageException("-o needs a file");
                }
                output = Path.of(args.get(++i));
            } else if (args.get(i).equals("--max-objects")) {
                if (i + 1 >= args.size()) {
                    throw new UsageException("--max-objects needs a number");
                }
                maxObjects = MaxObjects.parse(args.get(++i));
            } else {
                logs.add(Path.of(args.get(i)));
            }
        }
        if (logs.isEmpty()) {
            throw new UsageException("plan needs the log of at least the first pass");
        }
        if (output != null) {
            // before any work: a crash extract is often irreplaceable (the vmcore is deleted after it)
            AtomicFileSave.checkOutput(output, logs.toArray(Path[]::new));
        }
        NextPass pass;
        try {
            pass = NextPass.plan(logs, maxObjects);
        } catch (StructIndex.TooManyObjects e) {
            console.err().println(MaxObjects.refusal("plan", e)
                    + (output != null && Files.exists(output) ? "; " + output + " left as it was" : ""));
            return ExitStatus.FAILURE;
        } catch (NoSuchFileException e) {
            console.err().println("lnetscope vmcore plan: no such file or directory: " + e.getFile());
            return ExitStatus.FAILURE;
        } catch (NextPass.NotACrashSession e) {
            // Planning from a wrong file, a binary or an empty capture would only repeat the first
            // pass, and must not replace the plan the engineer already has.
            console.err().println("lnetscope vmcore plan: " + e.getMessage()
                    + (output != null && Files.exists(output) ? "; " + output + " left as it was" : ""));
            return ExitStatus.FAILURE;
        }
        pass.errors().forEach(console.err()::println);
        for (String note : pass.notes()) {
            console.err().println("note: " + note);
        }
        List<String> next = pass.commands();
        String text = pass.text();
        if (output == null) {
            console.out().print(text);
        } else {
            // temporary file then rename: a failed write never leaves half a plan
            AtomicFileSave.write(output, text.getBytes(StandardCharsets.UTF_8));
            PrintStream err = console.err();
            err.println(next.isEmpty() ? "extract complete: nothing to run" : next.size() + " commands written to "
                    + output + "; run them with: crash -i " + output + " ... | tee next.log");
        }
        return ExitStatus.OK;
    }
}
