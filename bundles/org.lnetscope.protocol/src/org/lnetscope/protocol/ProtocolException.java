package org.lnetscope.protocol;

/** A message that does not follow the protocol; the client drops the connection and reconnects. */
public final class ProtocolException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public ProtocolException(String message) {
        super(message);
    }
}
