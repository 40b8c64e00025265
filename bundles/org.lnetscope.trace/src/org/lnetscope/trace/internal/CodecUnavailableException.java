package org.lnetscope.trace.internal;

/**
 * A chunk's codec cannot run here (zstd's native library did not load). Not damage: a reader must
 * not read around it as it does around a bad chunk, but say so, naming the file (TraceReader).
 */
public final class CodecUnavailableException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public CodecUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }
}
