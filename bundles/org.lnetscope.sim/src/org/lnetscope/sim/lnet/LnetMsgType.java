package org.lnetscope.sim.lnet;

import java.util.Locale;

/** msg_type values of lnet_msg (lnet/include/uapi/linux/lnet/lnet-idl.h). */
public final class LnetMsgType {
    public static final int LNET_MSG_ACK = 0;
    public static final int LNET_MSG_PUT = 1;
    public static final int LNET_MSG_GET = 2;
    public static final int LNET_MSG_REPLY = 3;
    public static final int LNET_MSG_HELLO = 4;

    /** sizeof(struct lnet_hdr): what lpni_txqnob adds per message on top of msg_len. */
    public static final int LNET_HDR_SIZE = 72;

    private LnetMsgType() {
    }

    public static int parse(String name) {
        return switch (name.toUpperCase(Locale.ROOT)) {
            case "ACK" -> LNET_MSG_ACK;
            case "PUT" -> LNET_MSG_PUT;
            case "GET" -> LNET_MSG_GET;
            case "REPLY" -> LNET_MSG_REPLY;
            default -> -1;
        };
    }
}
