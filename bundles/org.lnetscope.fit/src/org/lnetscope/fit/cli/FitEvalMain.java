package org.lnetscope.fit.cli;

import java.util.Arrays;

import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;
import org.lnetscope.cli.UsageException;

/**
 * {@code java -cp ... org.lnetscope.fit.cli.FitEvalMain EVAL.yaml -o RESULT}: fit-eval without the
 * command table, for a batch system's worker whose class path is assembled by hand (and the tests'
 * Slurm jobs, which run from the build's class folders).
 */
public final class FitEvalMain {

    private FitEvalMain() {
    }

    public static void main(String[] args) throws Exception {
        Console console = Console.system();
        int status;
        try {
            status = new FitEvalCommand().run(Arrays.asList(args), console);
        } catch (UsageException e) {
            console.err().println("lnetscope fit-eval: " + e.getMessage());
            status = ExitStatus.USAGE;
        }
        System.out.flush();
        System.exit(status);
    }
}
