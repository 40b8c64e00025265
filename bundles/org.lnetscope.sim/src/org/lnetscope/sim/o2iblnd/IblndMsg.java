package org.lnetscope.sim.o2iblnd;

/** ibm_type values and the credit-return kinds of kiblnd_post_rx (o2iblnd.h). */
public final class IblndMsg {
    public static final int IBLND_MSG_NOOP = 0xd0;
    public static final int IBLND_MSG_IMMEDIATE = 0xd1;
    public static final int IBLND_MSG_PUT_REQ = 0xd2;
    public static final int IBLND_MSG_PUT_NAK = 0xd3;
    public static final int IBLND_MSG_PUT_ACK = 0xd4;
    public static final int IBLND_MSG_PUT_DONE = 0xd5;

    public static final int IBLND_POSTRX_DONT_POST = 0;
    public static final int IBLND_POSTRX_NO_CREDIT = 1;
    public static final int IBLND_POSTRX_PEER_CREDIT = 2;
    public static final int IBLND_POSTRX_RSRVD_CREDIT = 3;

    /** IBLND_MSG_SIZE: one rx buffer. */
    public static final int IBLND_MSG_SIZE = 4096;
    /** Bytes of kib_msg header plus lnet_hdr ahead of an IMMEDIATE payload. */
    public static final int IMMEDIATE_OVERHEAD = 120;

    private IblndMsg() {
    }

    /** Whether a tx of this type needs an IB credit (goes on ibc_tx_queue rather than _nocred). */
    public static boolean needsCredit(int type) {
        return type == IBLND_MSG_IMMEDIATE || type == IBLND_MSG_PUT_REQ;
    }

    public static String name(int type) {
        return switch (type) {
            case IBLND_MSG_NOOP -> "NOOP";
            case IBLND_MSG_IMMEDIATE -> "IMMEDIATE";
            case IBLND_MSG_PUT_REQ -> "PUT_REQ";
            case IBLND_MSG_PUT_NAK -> "PUT_NAK";
            case IBLND_MSG_PUT_ACK -> "PUT_ACK";
            case IBLND_MSG_PUT_DONE -> "PUT_DONE";
            default -> "0x" + Integer.toHexString(type);
        };
    }
}
