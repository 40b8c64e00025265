package org.lnetscope.live.cli;

import java.util.List;

import org.lnetscope.cli.Console;

/**
 * {@code lnetscope agent record ARGS} in a JVM of its own ({@link AgentRecordSmallHeapTest}): the
 * command as the launcher runs it, on a plain class path, with the heap the test gives.
 */
public final class AgentRecordMain {

    private AgentRecordMain() {
    }

    public static void main(String[] args) throws Exception {
        System.exit(new AgentCommand().run(List.of(args), Console.system()));
    }
}
