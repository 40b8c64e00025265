package org.lnetscope.trace;

/**
 * A file that is not a trace, or a trace damaged where it cannot be read around. The message is
 * one line that names the file and, where known, the byte offset: meant to be shown as is.
 */
public final class TraceFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public TraceFormatException(String message) {
        super(message);
    }

    public TraceFormatException(String message, Throwable cause) {
        super(message, cause);
    }
}
