package org.lnetscope.cli;

/** The command line is wrong; the message says how, and the caller prints the usage. */
public final class UsageException extends Exception {
    private static final long serialVersionUID = 1L;

    public UsageException(String message) {
        super(message);
    }
}
