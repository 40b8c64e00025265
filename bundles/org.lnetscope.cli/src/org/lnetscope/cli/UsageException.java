package org.lnetscope.cli;

import java.util.List;

/** The command line is wrong; the message says how, and the caller prints the usage. */
public final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message);
    }

    /** The value after option {@code option} at {@code args[i]}, or the error that it is missing. */
    public static String valueOf(List<String> args, int i, String option) throws UsageException {
        if (i >= args.size()) {
            throw new UsageException(option + " needs a value");
        }
        return args.get(i);
    }
}
