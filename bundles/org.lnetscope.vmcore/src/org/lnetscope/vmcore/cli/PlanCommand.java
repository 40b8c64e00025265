package org.lnetscope.vmcore.cli;

import java.util.List;

import org.lnetscope.cli.Console;
import org.lnetscope.cli.ExitStatus;

/** {@code lnetscope vmcore plan}: filled in with the planner. */
final class PlanCommand {

    private PlanCommand() {
    }

    static int run(List<String> args, Console console) {
        console.err().println("lnetscope vmcore plan: not implemented yet");
        return ExitStatus.FAILURE;
    }
}
