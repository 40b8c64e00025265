package org.lnetscope.cli;

import java.util.Arrays;

/**
 * Entry point of the headless {@code lnetscope} command. It runs as a plain Java main over the
 * product's plugin jars (see the product's {@code lnetscope} launcher): no OSGi framework and no
 * display, so it starts in a fraction of a second and works over ssh on a login node.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        Console console = Console.system();
        // No thread of a command ends with a stack trace (issue 30): a background thread that
        // fails (an agent stream, a live fabric out of memory) is said in one line.
        Thread.setDefaultUncaughtExceptionHandler((thread, e) -> console.err()
                .println("lnetscope: " + thread.getName() + " stopped: " + LnetScopeCli.describe(e)));
        int status = LnetScopeCli.withInstalledCommands().run(Arrays.asList(args), console);
        console.out().flush();
        System.out.flush();
        System.exit(status);
    }
}
