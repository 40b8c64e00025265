package org.lnetscope.trace.internal;

/** Content that cannot be what a writer of this format produced. Caught and turned into a warning or a one-line error. */
public final class DamagedException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public DamagedException(String message) {
        super(message);
    }
}
