package org.lnetscope.cli;

/** Exit statuses shared by every command, so scripts can tell bad input from bad usage. */
public final class ExitStatus {
    public static final int OK = 0;
    /** The command ran and found the input bad or the work failed. */
    public static final int FAILURE = 1;
    /** The command line itself was wrong. */
    public static final int USAGE = 2;

    private ExitStatus() {
    }
}
