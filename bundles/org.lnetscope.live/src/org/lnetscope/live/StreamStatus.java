package org.lnetscope.live;

/** Where one agent stream is: what a "Connect to agents" dialog shows per line. */
public enum StreamStatus {
    /** Connecting, or waiting (backoff) before reconnecting. */
    CONNECTING,
    /** Receiving: a snapshot arrived and messages keep coming. */
    LIVE,
    /** Nothing received for 3 periods, or the connection broke: the node's values are old. */
    STALE,
    /** Stopped by the user. */
    CLOSED
}
