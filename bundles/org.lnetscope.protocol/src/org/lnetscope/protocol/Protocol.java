package org.lnetscope.protocol;

/**
 * Names and numbers of the agent protocol, version {@value #SCHEMA} (docs/agent-protocol.md).
 * A client refuses a message whose {@code schema} it does not know; adding a field or an object
 * kind is not a version change, renaming or re-typing one is.
 */
public final class Protocol {

    public static final int SCHEMA = 1;

    public static final String PATH_SNAPSHOT = "/v1/snapshot";
    public static final String PATH_EVENTS = "/v1/events";
    public static final String PATH_METRICS = "/metrics";

    /** SSE event names. */
    public static final String EVENT_SNAPSHOT = "snapshot";
    public static final String EVENT_DELTA = "delta";
    public static final String EVENT_HEARTBEAT = "heartbeat";

    /** Default TCP port (unassigned in the Prometheus exporter port list at the time of writing). */
    public static final int DEFAULT_PORT = 9741;

    private Protocol() {
    }

    /** The kind part of an object key ("peer_ni" of "peer_ni 10.1.0.17@o2ib1"). */
    public static String kindOf(String key) {
        int space = key.indexOf(' ');
        return space < 0 ? key : key.substring(0, space);
    }

    /** The id part of an object key ("" for stats, global, routing). */
    public static String idOf(String key) {
        int space = key.indexOf(' ');
        return space < 0 ? "" : key.substring(space + 1);
    }
}
