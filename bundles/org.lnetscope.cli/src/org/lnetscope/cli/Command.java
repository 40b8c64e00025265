package org.lnetscope.cli;

import java.util.List;

/** One {@code lnetscope <name> ...} sub-command. */
public interface Command {

    /** The word typed after {@code lnetscope}. */
    String name();

    /** One line for the command list of {@code lnetscope --help}. */
    String summary();

    /** Full usage text for {@code lnetscope help <name>}. */
    String usage();

    /**
     * Runs the command.
     *
     * @return the process exit status: {@link ExitStatus#OK}, {@link ExitStatus#FAILURE} or
     *         {@link ExitStatus#USAGE}
     */
    int run(List<String> args, Console console) throws Exception;
}
