package org.lnetscope.analysis;

/**
 * The kernel console lines that tell the conditions of a stuck peer apart, by the text after the
 * {@code (file:line:function())} prefix (line numbers differ between builds). Each says which
 * function prints it and whether it reaches the console with the default {@code libcfs_printk}
 * mask: {@code D_CANTMASK} = error, emerg, warning, console (libcfs/libcfs/debug.c and
 * libcfs_debug.h, v2_12_9 and master). A {@code CNETERR} line is {@code D_NETERROR}: it is in the
 * Lustre debug buffer, and on the console only after {@code lctl set_param printk=+neterror}, so
 * its absence from a console log proves nothing unless the log shows other {@code CNETERR} lines
 * or the dump's {@code libcfs_printk} has {@code D_NETERROR}.
 */
public enum ConsoleLine {

    /** "Timed out tx: QUEUE, N seconds": kiblnd_check_txs_locked(), a tx on a conn's queue past its deadline. */
    TIMED_OUT_TX_QUEUE("Timed out tx on a conn queue", true),
    /** "Timed out tx for NID: N seconds": kiblnd_check_conns(), a tx that waited on ibp_tx_queue for a conn. */
    TIMED_OUT_TX_PEER("Timed out tx waiting for a connection", true),
    /** "Timed out RDMA with NID (N): c: .., oc: .., rc: ..": kiblnd_check_conns(), the conn is then closed -ETIMEDOUT. */
    TIMED_OUT_RDMA("Timed out RDMA", true),
    /** "Tx -> NID cookie .. sent .. waiting ..: failed N": kiblnd_tx_complete(), a send the HCA did not complete (CNETERR). */
    TX_FAILED("Send completed in error", false),
    /** "Closing conn to NID: error N": kiblnd_close_conn_locked() (CNETERR). */
    CLOSING_CONN("Closing conn", false),
    /** "Conn stale NID ...": kiblnd_passive_connect(), a reconnect from a new incarnation (CWARN). */
    CONN_STALE("Conn stale", true),
    /** "Conn race NID ...": kiblnd_passive_connect() (CNETERR). */
    CONN_RACE("Conn race", false),
    /** "NID: reconnect (...)", "Abort reconnection of NID": kiblnd_reconnect_peer() / kiblnd_check_reconnect(). */
    RECONNECT("Reconnect decision", false),
    /** "Deleting messages for NID: connection failed": kiblnd_peer_connect_failed() (CNETERR). */
    CONN_FAILED("Connection failed", false),
    /**
     * The connection manager's errors: "NID: ADDR ERROR N", "ROUTE ERROR", "UNREACHABLE", "CONNECT
     * ERROR", "REJECTED", "NID rejected: ...", "Can't resolve address for NID", and "NID
     * DISCONNECTED" before the conn was established (kiblnd_cm_callback(), o2iblnd_cb.c).
     */
    CM_ERROR("Connection manager error", false),
    /** "Dropping message for NID: peer not alive": lnet_post_send_locked() (CNETERR), only when aliveness is enabled. */
    PEER_NOT_ALIVE("Dropped: peer not alive", false),
    /** Other "Dropping message for ..." lines (message deadline, routing disabled). */
    DROPPED("Message dropped", true),
    /** "Skipped N previous similar messages": the console rate limit; counts are then lower bounds. */
    SKIPPED("Repeats not shown (rate limit)", true),
    /** The OOM killer or a panic. */
    OOM("Out of memory / panic", true);

    public final String label;

    /** Whether the kernel prints it on the console with the default printk mask (CERROR, CWARN), not CNETERR. */
    public final boolean consoleByDefault;

    ConsoleLine(String label, boolean consoleByDefault) {
        this.label = label;
        this.consoleByDefault = consoleByDefault;
    }

    /** D_NETERROR (libcfs_debug.h): the bit of libcfs_printk that puts CNETERR lines on the console. */
    public static final long D_NETERROR = 0x100;
}
