package org.lnetscope.prometheus;

import java.io.IOException;

/** Prometheus could not be asked, or its answer could not be used; the message names the server. */
public final class PrometheusException extends IOException {

    private static final long serialVersionUID = 1L;

    public PrometheusException(String message) {
        super(message);
    }

    public PrometheusException(String message, Throwable cause) {
        super(message, cause);
    }
}
