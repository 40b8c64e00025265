package org.lnetscope.sim.lnet;

/** msg_health_status values (enum lnet_msg_hstatus) the LND sets before lnet_finalize. */
public final class HealthStatus {
    public static final int LNET_MSG_STATUS_OK = 0;
    public static final int LNET_MSG_STATUS_LOCAL_DROPPED = 2;
    public static final int LNET_MSG_STATUS_LOCAL_ERROR = 5;
    public static final int LNET_MSG_STATUS_LOCAL_TIMEOUT = 6;
    public static final int LNET_MSG_STATUS_REMOTE_ERROR = 7;
    public static final int LNET_MSG_STATUS_REMOTE_DROPPED = 8;
    public static final int LNET_MSG_STATUS_REMOTE_TIMEOUT = 9;
    public static final int LNET_MSG_STATUS_NETWORK_TIMEOUT = 10;

    private HealthStatus() {
    }

    /** The statuses that make LNet health blame the peer NI rather than the local NI. */
    public static boolean blamesPeer(int hstatus) {
        return hstatus == LNET_MSG_STATUS_REMOTE_ERROR || hstatus == LNET_MSG_STATUS_REMOTE_DROPPED
                || hstatus == LNET_MSG_STATUS_REMOTE_TIMEOUT
                || hstatus == LNET_MSG_STATUS_NETWORK_TIMEOUT || hstatus == LNET_MSG_STATUS_LOCAL_TIMEOUT;
    }
}
