package org.lnetscope.cli;

import java.util.List;

import org.lnetscope.core.ProductInfo;

/** Commands that belong to the command line itself rather than to a feature bundle. */
final class BuiltInCommands {

    private BuiltInCommands() {
    }

    static List<Command> all() {
        return List.of(new VersionCommand());
    }

    private static final class VersionCommand implements Command {
        @Override
        public String name() {
            return "version";
        }

        @Override
        public String summary() {
            return "print the version of this build";
        }

        @Override
        public String usage() {
            return "Usage: lnetscope version\n  Prints the product version, the Java version and the platform.";
        }

        @Override
        public int run(List<String> args, Console console) throws UsageException {
            if (!args.isEmpty()) {
                throw new UsageException("takes no arguments");
            }
            console.out().println(ProductInfo.current().banner());
            return ExitStatus.OK;
        }
    }
}
